//! make bench (TLB part): hit rate, translations per cycle and mean latency of the `tlb` on
//! Verilator for a sequential region, random 4 KiB accesses over working sets from 1 MiB to
//! 4 GiB with 4 KiB and 2 MiB pages, and 1..1024 regions round-robin, at host-memory latency
//! 100 and 500 cycles; and the cycles of register / fast-register / invalidate / deregister.
//! Every answer is checked against golden while it is measured (the test scoreboard).
//! Results: target/bench/tlb.md, tlb.json and tlb-cliff.svg (the cache-reach cliff).

use iwarp_golden::mr::{stag, Access, MrState, MrTable, PageSize, Region};
use iwarp_model::tlb::{CACHE_SETS, CACHE_WAYS};
use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::tlb::*;
use iwarp_testbench::seed::{rng_for, TestRng};
use rand::Rng;
use std::fmt::Write as _;

/// Measured translations per point (after as many again to warm the cache).
const REQUESTS: u64 = 20_000;
const LATENCIES: [u64; 2] = [100, 500];
const MIB: u64 = 1 << 20;

struct Gen<F: FnMut(&mut TestRng) -> Req> {
    left: u64,
    f: F,
}

impl<F: FnMut(&mut TestRng) -> Req> Workload for Gen<F> {
    fn command(&mut self, _: &MrTable, _: &mut TestRng) -> Option<Cmd> {
        None
    }
    fn request(&mut self, _: &MrTable, rng: &mut TestRng) -> Option<Req> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        Some((self.f)(rng))
    }
    fn finished(&self) -> bool {
        self.left == 0
    }
}

/// Page-list latency `latency` on an otherwise quiet run.
fn fixed_latency(latency: u64) -> RunCfg {
    RunCfg { latency: (latency, latency), ..QUIET }
}

#[derive(Clone, Debug)]
struct Point {
    scenario: String,
    x: u64,
    latency: u64,
    hit_rate: f64,
    per_cycle: f64,
    mean_latency: f64,
}

fn measure(env: &mut TlbEnv, latency: u64, scenario: &str, x: u64, mut f: impl FnMut(&mut TestRng) -> Req) -> Point {
    env.run(fixed_latency(latency), &mut Gen { left: REQUESTS, f: &mut f });
    let run = env.run(fixed_latency(latency), &mut Gen { left: REQUESTS, f: &mut f });
    let span = (run.last_out - run.first_accept.unwrap() + 1) as f64;
    Point {
        scenario: scenario.into(),
        x,
        latency,
        hit_rate: run.hit_rate(),
        per_cycle: run.translations as f64 / span,
        mean_latency: run.latency_sum as f64 / run.translations as f64,
    }
}

fn svg(points: &[Point]) -> String {
    let (w, h, l, r, t, b) = (900.0, 420.0, 70.0, 250.0, 30.0, 50.0);
    let xs: Vec<u64> = {
        let mut v: Vec<u64> = points.iter().filter(|p| p.scenario.starts_with("random")).map(|p| p.x).collect();
        v.sort();
        v.dedup();
        v
    };
    let (x0, x1) = ((xs[0] as f64).log2(), (*xs.last().unwrap() as f64).log2());
    let px = |x: u64| l + ((x as f64).log2() - x0) / (x1 - x0) * (w - l - r);
    let py = |y: f64| t + (1.0 - y) * (h - t - b);
    let mut s = String::new();
    let _ = write!(s, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\" font-size=\"12\">");
    let _ = write!(s, "<rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>");
    let _ = write!(s, "<text x=\"{l}\" y=\"18\" font-size=\"14\">tlb: hit rate (solid) and translations/cycle (dashed) vs working set, random 4 KiB accesses</text>");
    for i in 0..=4 {
        let y = i as f64 / 4.0;
        let _ = write!(s, "<line x1=\"{l}\" x2=\"{}\" y1=\"{:.1}\" y2=\"{:.1}\" stroke=\"#ddd\"/><text x=\"{}\" y=\"{:.1}\" text-anchor=\"end\">{y:.2}</text>", w - r, py(y), py(y), l - 6.0, py(y) + 4.0);
    }
    for &x in &xs {
        let label = if x >= 1 << 30 { format!("{} GiB", x >> 30) } else { format!("{} MiB", x >> 20) };
        let _ = write!(s, "<line x1=\"{:.1}\" x2=\"{:.1}\" y1=\"{t}\" y2=\"{}\" stroke=\"#eee\"/><text x=\"{:.1}\" y=\"{}\" text-anchor=\"middle\">{label}</text>", px(x), px(x), h - b, px(x), h - b + 16.0);
    }
    for (reach, name) in [((CACHE_SETS * CACHE_WAYS) as u64 * 4096, "4 KiB reach"), ((CACHE_SETS * CACHE_WAYS) as u64 * (2 * MIB), "2 MiB reach")] {
        if reach >= xs[0] && reach <= *xs.last().unwrap() {
            let _ = write!(s, "<line x1=\"{:.1}\" x2=\"{:.1}\" y1=\"{t}\" y2=\"{}\" stroke=\"#999\" stroke-dasharray=\"2,3\"/><text x=\"{:.1}\" y=\"{}\" fill=\"#666\">{name}</text>", px(reach), px(reach), h - b, px(reach) + 3.0, t + 12.0);
        }
    }
    let colors = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e"];
    let mut series = 0;
    for scen in ["random 4K pages", "random 2M pages"] {
        for lat in LATENCIES {
            let mut ps: Vec<&Point> = points.iter().filter(|p| p.scenario == scen && p.latency == lat).collect();
            ps.sort_by_key(|p| p.x);
            let c = colors[series % colors.len()];
            let hit: Vec<String> = ps.iter().map(|p| format!("{:.1},{:.1}", px(p.x), py(p.hit_rate))).collect();
            let tpc: Vec<String> = ps.iter().map(|p| format!("{:.1},{:.1}", px(p.x), py(p.per_cycle))).collect();
            let _ = write!(s, "<polyline fill=\"none\" stroke=\"{c}\" stroke-width=\"2\" points=\"{}\"/>", hit.join(" "));
            let _ = write!(s, "<polyline fill=\"none\" stroke=\"{c}\" stroke-width=\"1.5\" stroke-dasharray=\"6,3\" points=\"{}\"/>", tpc.join(" "));
            let ly = t + 20.0 + series as f64 * 18.0;
            let _ = write!(s, "<line x1=\"{}\" x2=\"{}\" y1=\"{ly}\" y2=\"{ly}\" stroke=\"{c}\" stroke-width=\"2\"/><text x=\"{}\" y=\"{}\">{scen}, latency {lat}</text>", w - r + 8.0, w - r + 28.0, w - r + 32.0, ly + 4.0);
            series += 1;
        }
    }
    s.push_str("</svg>\n");
    s
}

fn main() {
    let out_dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/bench");
    std::fs::create_dir_all(&out_dir).unwrap();
    let mut gen = rng_for("tlb_bench");
    let mut points = Vec::new();
    for lat in LATENCIES {
        // One large region, sequential 1 KiB requests (4 per 4 KiB page).
        for (ps, name) in [(PageSize::Size4K, "sequential 4K pages"), (PageSize::Size2M, "sequential 2M pages")] {
            let mut env = TlbEnv::new(BackendKind::Verilator, "tlb_bench", gen.gen());
            let r = env.register_region(1, 1 << 40, 1 << 30, ps);
            let mut at = 0u64;
            points.push(measure(&mut env, lat, name, 1 << 30, |_| {
                let q = Req { stag: stag(1, r.key), to: r.base_va + at, len: 1024, access: Access::RemoteWrite, pd: 1 };
                at = (at + 1024) % r.length;
                q
            }));
        }
        // Random page-aligned 4 KiB accesses over a working set.
        for ws_log in [20u32, 22, 24, 26, 28, 30, 32] {
            let ws = 1u64 << ws_log;
            for (ps, name) in [(PageSize::Size4K, "random 4K pages"), (PageSize::Size2M, "random 2M pages")] {
                let mut env = TlbEnv::new(BackendKind::Verilator, "tlb_bench", gen.gen());
                let r = env.register_region(1, 1 << 40, ws, ps);
                points.push(measure(&mut env, lat, name, ws, |rng| Req {
                    stag: stag(1, r.key),
                    to: r.base_va + (rng.gen_range(0..ws >> 12) << 12),
                    len: 4096,
                    access: Access::RemoteWrite,
                    pd: 1,
                }));
            }
        }
        // 1..1024 regions of 64 KiB (16 pages), 64-byte accesses round-robin over the regions.
        for n in [1u32, 4, 16, 64, 256, 1024] {
            let mut env = TlbEnv::new(BackendKind::Verilator, "tlb_bench", gen.gen());
            let regions: Vec<Region> = (0..n).map(|i| env.register_region(i, (i as u64 + 1) << 32, 64 << 10, PageSize::Size4K)).collect();
            let mut next = 0usize;
            points.push(measure(&mut env, lat, "regions round-robin", n as u64, |rng| {
                let r = &regions[next];
                let i = next as u32;
                next = (next + 1) % regions.len();
                Req { stag: stag(i, r.key), to: r.base_va + rng.gen_range(0..16u64) * 4096 + 64 * rng.gen_range(0..63u64), len: 64, access: Access::LocalRead, pd: 1 }
            }));
        }
    }
    // Command costs (idle pipeline; invalidate also with 16 misses in flight at latency 500).
    let mut env = TlbEnv::new(BackendKind::Verilator, "tlb_bench", gen.gen());
    let mut cmd_rows = Vec::new();
    for (size, name) in [(4096u64, "4 KiB"), (MIB, "1 MiB")] {
        let pages = random_pages(&mut env.rng, 1 << 40, size, PageSize::Size4K);
        let r = Region { state: MrState::Valid, key: 1, pd: 1, rights: 0xF, base_va: 1 << 40, length: size, page_size: PageSize::Size4K, pages };
        let reg = env.commands(vec![Cmd::Register { index: 5, region: r.clone() }]);
        let inv = env.commands(vec![Cmd::Invalidate { stag: stag(5, 1) }]);
        let fr = env.commands(vec![Cmd::FastRegister { index: 5, region: Region { key: 2, ..r.clone() } }]);
        let dereg = env.commands(vec![Cmd::Deregister { index: 5 }]);
        for (what, run) in [("register", &reg), ("invalidate", &inv), ("fast-register", &fr), ("deregister", &dereg)] {
            assert_eq!(run.acks[0], 1, "{what} {name}");
            cmd_rows.push((format!("{what} {name}"), run.command_cycles[0].1));
        }
    }
    // Invalidate racing 16 outstanding misses: a run where the command comes while the pipeline is full.
    let r = env.register_region(6, 1 << 41, 64 * MIB, PageSize::Size4K);
    struct Race {
        left: u64,
        key: u8,
        sent_cmd: bool,
    }
    impl Workload for Race {
        fn command(&mut self, _: &MrTable, _: &mut TestRng) -> Option<Cmd> {
            (self.left < 40 && !self.sent_cmd).then(|| {
                self.sent_cmd = true;
                Cmd::Invalidate { stag: stag(6, self.key) }
            })
        }
        fn request(&mut self, _: &MrTable, rng: &mut TestRng) -> Option<Req> {
            (self.left > 0).then(|| {
                self.left -= 1;
                Req { stag: stag(6, self.key), to: (1 << 41) + (rng.gen_range(0..16384u64) << 12), len: 64, access: Access::LocalRead, pd: 1 }
            })
        }
        fn finished(&self) -> bool {
            self.left == 0 && self.sent_cmd
        }
    }
    let race = env.run(fixed_latency(500), &mut Race { left: 64, key: r.key, sent_cmd: false });
    cmd_rows.push(("invalidate with misses in flight (latency 500)".into(), race.command_cycles[0].1));

    let mut md = String::from("# tlb benchmark (Verilator, every answer checked against golden)\n\n");
    let _ = writeln!(md, "Cache: {CACHE_SETS} sets x {CACHE_WAYS} ways = {} entries; reach {} MiB with 4 KiB pages, {} MiB with 2 MiB pages. {REQUESTS} translations measured per point after {REQUESTS} to warm up; no idle, no backpressure; page-list read latency fixed per row. Hit rate = pieces served without a page-list read of their own (cache hits and misses merged with the miss ahead) / pieces that looked up the cache; mean latency = acceptance to last piece out, queueing included (the source never idles).\n", CACHE_SETS * CACHE_WAYS, CACHE_SETS * CACHE_WAYS * 4096 >> 20, CACHE_SETS * CACHE_WAYS * 2);
    md.push_str("| scenario | working set / regions | latency | hit rate | translations/cycle | mean latency (cycles) |\n|---|---:|---:|---:|---:|---:|\n");
    let mut json = String::from("{\"points\": [");
    for (i, p) in points.iter().enumerate() {
        let x = if p.scenario.contains("regions") {
            format!("{}", p.x)
        } else if p.x >= 1 << 30 {
            format!("{} GiB", p.x >> 30)
        } else {
            format!("{} MiB", p.x >> 20)
        };
        let _ = writeln!(md, "| {} | {x} | {} | {:.3} | {:.3} | {:.1} |", p.scenario, p.latency, p.hit_rate, p.per_cycle, p.mean_latency);
        let _ = write!(
            json,
            "{}{{\"scenario\": \"{}\", \"x\": {}, \"latency\": {}, \"hit_rate\": {:.4}, \"per_cycle\": {:.4}, \"mean_latency\": {:.2}}}",
            if i > 0 { ", " } else { "" },
            p.scenario, p.x, p.latency, p.hit_rate, p.per_cycle, p.mean_latency
        );
    }
    md.push_str("\n| command | cycles (accept to ack) |\n|---|---:|\n");
    json.push_str("], \"commands\": [");
    for (i, (what, c)) in cmd_rows.iter().enumerate() {
        let _ = writeln!(md, "| {what} | {c} |");
        let _ = write!(json, "{}{{\"command\": \"{what}\", \"cycles\": {c}}}", if i > 0 { ", " } else { "" });
    }
    json.push_str("]}\n");
    std::fs::write(out_dir.join("tlb.md"), &md).unwrap();
    std::fs::write(out_dir.join("tlb.json"), &json).unwrap();
    std::fs::write(out_dir.join("tlb-cliff.svg"), svg(&points)).unwrap();
    print!("{md}");
    println!("tlb bench: target/bench/tlb.md, tlb.json, tlb-cliff.svg");
}
