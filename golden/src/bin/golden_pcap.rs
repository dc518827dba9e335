//! `golden-pcap [DIR]`: writes the golden iWARP conversation for every M/C combination as
//! `DIR/conversation-mreq<M>-mrep<M>-c<C>.pcap` (default DIR: target/golden).

use iwarp_golden::conversation::{build, Config};

fn main() -> std::io::Result<()> {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "target/golden".to_string());
    std::fs::create_dir_all(&dir)?;
    for cfg in Config::all_mc() {
        let conv = build(&cfg);
        let path = format!("{dir}/conversation-{}.pcap", cfg.tag());
        std::fs::write(&path, conv.pcap())?;
        println!("{path}: {} frames, {} FPDUs", conv.records.len(), conv.fpdus.len());
    }
    Ok(())
}
