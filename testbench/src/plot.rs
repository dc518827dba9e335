//! Line charts as plain SVG for the benches' results (no plotting dependency): a log2 x
//! axis (message sizes), a linear y axis from zero, one polyline with markers per series.

use std::fmt::Write;

pub struct Series {
    pub name: String,
    /// (x, y) points, x > 0.
    pub points: Vec<(f64, f64)>,
}

/// Colours of the series, in order (repeating).
const COLOURS: [&str; 8] = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"];
const WIDTH: f64 = 760.0;
const HEIGHT: f64 = 440.0;
/// Margins: left (y labels), right (legend), top (title), bottom (x labels).
const LEFT: f64 = 70.0;
const RIGHT: f64 = 200.0;
const TOP: f64 = 40.0;
const BOTTOM: f64 = 50.0;
const Y_TICKS: usize = 5;

/// A size in bytes as a short label (8 B, 4 KiB, 1 MiB).
pub fn size_label(x: f64) -> String {
    let b = x as u64;
    if b >= 1 << 20 && b % (1 << 20) == 0 {
        format!("{} MiB", b >> 20)
    } else if b >= 1 << 10 && b % (1 << 10) == 0 {
        format!("{} KiB", b >> 10)
    } else {
        format!("{b} B")
    }
}

/// The chart: `title`, axis labels, the series.
pub fn line_chart(title: &str, x_label: &str, y_label: &str, series: &[Series]) -> String {
    let all: Vec<(f64, f64)> = series.iter().flat_map(|s| s.points.iter().copied()).collect();
    let (x_min, x_max) = all.iter().fold((f64::MAX, f64::MIN), |(a, b), p| (a.min(p.0), b.max(p.0)));
    let y_max = all.iter().fold(0.0f64, |a, p| a.max(p.1)).max(1e-9) * 1.1;
    let (lx0, lx1) = (x_min.log2(), x_max.log2().max(x_min.log2() + 1.0));
    let pw = WIDTH - LEFT - RIGHT;
    let ph = HEIGHT - TOP - BOTTOM;
    let px = |x: f64| LEFT + (x.log2() - lx0) / (lx1 - lx0) * pw;
    let py = |y: f64| TOP + ph - y / y_max * ph;
    let mut s = String::new();
    let _ = write!(s, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{HEIGHT}\" font-family=\"sans-serif\" font-size=\"12\">");
    let _ = write!(s, "<rect width=\"{WIDTH}\" height=\"{HEIGHT}\" fill=\"white\"/>");
    let _ = write!(s, "<text x=\"{}\" y=\"22\" font-size=\"15\" text-anchor=\"middle\">{title}</text>", LEFT + pw / 2.0);
    // Axes, grid, ticks.
    let _ = write!(s, "<line x1=\"{LEFT}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"black\"/>", TOP + ph, LEFT + pw, TOP + ph);
    let _ = write!(s, "<line x1=\"{LEFT}\" y1=\"{TOP}\" x2=\"{LEFT}\" y2=\"{}\" stroke=\"black\"/>", TOP + ph);
    for k in 0..=Y_TICKS {
        let y = y_max * k as f64 / Y_TICKS as f64;
        let _ = write!(s, "<line x1=\"{LEFT}\" y1=\"{0:.1}\" x2=\"{1}\" y2=\"{0:.1}\" stroke=\"#ddd\"/>", py(y), LEFT + pw);
        let _ = write!(s, "<text x=\"{}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>", LEFT - 6.0, py(y) + 4.0, short(y));
    }
    let mut xs: Vec<f64> = all.iter().map(|p| p.0).collect();
    xs.sort_by(|a, b| a.partial_cmp(b).unwrap());
    xs.dedup();
    for &x in &xs {
        let _ = write!(s, "<line x1=\"{0:.1}\" y1=\"{1}\" x2=\"{0:.1}\" y2=\"{2}\" stroke=\"#eee\"/>", px(x), TOP, TOP + ph);
        let _ = write!(s, "<text x=\"{:.1}\" y=\"{}\" text-anchor=\"middle\">{}</text>", px(x), TOP + ph + 16.0, size_label(x));
    }
    let _ = write!(s, "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{x_label}</text>", LEFT + pw / 2.0, HEIGHT - 10.0);
    let _ = write!(s, "<text x=\"16\" y=\"{0}\" text-anchor=\"middle\" transform=\"rotate(-90 16 {0})\">{y_label}</text>", TOP + ph / 2.0);
    for (k, se) in series.iter().enumerate() {
        let c = COLOURS[k % COLOURS.len()];
        let pts: Vec<String> = se.points.iter().map(|&(x, y)| format!("{:.1},{:.1}", px(x), py(y))).collect();
        let _ = write!(s, "<polyline fill=\"none\" stroke=\"{c}\" stroke-width=\"2\" points=\"{}\"/>", pts.join(" "));
        for &(x, y) in &se.points {
            let _ = write!(s, "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"3\" fill=\"{c}\"/>", px(x), py(y));
        }
        let ly = TOP + 10.0 + 18.0 * k as f64;
        let _ = write!(s, "<line x1=\"{0}\" y1=\"{ly}\" x2=\"{1}\" y2=\"{ly}\" stroke=\"{c}\" stroke-width=\"2\"/>", LEFT + pw + 12.0, LEFT + pw + 32.0);
        let _ = write!(s, "<text x=\"{}\" y=\"{}\">{}</text>", LEFT + pw + 38.0, ly + 4.0, se.name);
    }
    s.push_str("</svg>\n");
    s
}

/// A tick value in a few characters.
fn short(y: f64) -> String {
    if y >= 100.0 {
        format!("{y:.0}")
    } else if y >= 1.0 {
        format!("{y:.1}")
    } else {
        format!("{y:.2}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_and_chart() {
        assert_eq!(size_label(8.0), "8 B");
        assert_eq!(size_label(4096.0), "4 KiB");
        assert_eq!(size_label((1 << 20) as f64), "1 MiB");
        let svg = line_chart("t", "x", "y", &[Series { name: "a".into(), points: vec![(8.0, 1.0), (64.0, 3.0)] }]);
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
        assert_eq!(svg.matches("<circle").count(), 2);
        assert!(svg.contains(">64 B<") && svg.contains(">a<"));
    }
}
