//! emit-rtl: writes every top of `iwarp_model::tops` as `<dir>/<name>.v` (default dir: rtl);
//! with more arguments, only the tops they name (`emit-rtl rtl rnic_cmd`: a quick re-emit of
//! one block while it is being written; `make rtl` always writes them all).

use std::path::PathBuf;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let dir = PathBuf::from(args.get(1).cloned().unwrap_or_else(|| "rtl".into()));
    let only = &args[args.len().min(2)..];
    std::fs::create_dir_all(&dir).expect("create output directory");
    let tops = iwarp_model::tops::tops();
    if let Some(unknown) = only.iter().find(|n| !tops.iter().any(|t| t.name == n.as_str())) {
        eprintln!("emit-rtl: no top named {unknown}");
        std::process::exit(2);
    }
    for top in tops {
        if !only.is_empty() && !only.iter().any(|n| n == top.name) {
            continue;
        }
        let path = dir.join(format!("{}.v", top.name));
        std::fs::write(&path, (top.emit)()).expect("write Verilog");
        println!("{} <- {}", path.display(), top.source);
    }
}
