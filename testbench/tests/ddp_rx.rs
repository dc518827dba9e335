//! ddp_rx against golden's reference receive data path.

use iwarp_testbench::backend::BackendKind;
use iwarp_testbench::blocks::ddp_rx::*;
use iwarp_testbench::seed::rng_for;
use rand::Rng;

fn env(test: &str, kind: BackendKind, mix: &mut RxMix) -> RxEnv {
    let mut gen = rng_for(test);
    let mut env = RxEnv::new(kind, test, gen.gen());
    let regions = mix.regions(&mut gen);
    env.register(regions);
    mix.configure_all();
    env
}

#[test]
fn smoke_quiet() {
    let mut mix = RxMix::new(2000, 0.0);
    mix.max_msg = 4096;
    let mut env = env("ddp_rx_smoke", BackendKind::from_env(BackendKind::Verilator), &mut mix);
    let run = env.run(QUIET, &mut mix).unwrap_or_else(|e| panic!("{e}"));
    println!("{run:?}");
    assert!(run.accepted > 1000);
}
