//! emit-rtl: writes every top of `iwarp_model::tops` as `<dir>/<name>.v` (default dir: rtl).

use std::path::PathBuf;

fn main() {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "rtl".into()));
    std::fs::create_dir_all(&dir).expect("create output directory");
    for top in iwarp_model::tops::tops() {
        let path = dir.join(format!("{}.v", top.name));
        std::fs::write(&path, (top.emit)()).expect("write Verilog");
        println!("{} <- {}", path.display(), top.source);
    }
}
