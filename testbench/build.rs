//! Verilator backend builder.
//!
//! For every `rtl/<top>.v`: runs `verilator --cc -O3 --trace`, reads the port list from the
//! generated header, writes a C++ shim (construct, eval, port addresses, VCD trace) and a typed
//! Rust wrapper, and compiles model + Verilator runtime + shim at -O3 whatever the cargo
//! profile. Ports are read and written through pointers into the model, so only `eval` and
//! tracing cross the FFI boundary. Rebuilds only when a Verilog file (or this script) changes.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// rust-hdl output trips these default-on Verilator warnings; each is a generator artifact:
/// WIDTH (literal widths in generated expressions), UNOPTFLAT (hierarchical `always @(*)`
/// links between sub-module stubs), DECLFILENAME (all sub-modules of a top share its file).
const VERILATOR_WAIVERS: &[&str] = &["-Wno-WIDTH", "-Wno-UNOPTFLAT", "-Wno-DECLFILENAME"];

struct Port {
    name: String,
    output: bool,
    /// Width in bits.
    width: u32,
    /// C storage: 8, 16, 32, 64, or 0 for a wide (u32-word array) port.
    storage: u32,
}

/// Per-top Verilator options. rust-hdl writes each block's combinational logic as one
/// always block, so a parent that routes one child's outputs into another child looks like a
/// loop to Verilator (UNOPTFLAT), and Verilator 5.006 does not always evaluate such apparent
/// loops to convergence: depending on how it splits and orders the blocks, a signal can be left
/// one evaluation stale. The options below are the ones under which each top's lockstep test
/// (native rust-hdl vs Verilator, every output every cycle) passes: mpa_rx needs its blocks kept
/// whole (with splitting, a deframer word position was computed from stale slot flags), while
/// mpa_tx must keep the default (whole blocks leave its shifter's ready stale).
fn top_flags(top: &str) -> &'static [&'static str] {
    match top {
        "mpa_rx" => &["-fno-split"],
        _ => &[],
    }
}

fn verilator() -> String {
    std::env::var("VERILATOR").unwrap_or_else(|_| "verilator".into())
}

fn verilator_root() -> PathBuf {
    let out = Command::new(verilator())
        .args(["--getenv", "VERILATOR_ROOT"])
        .output()
        .unwrap_or_else(|e| panic!("cannot run verilator ({e}): run `make tools` first"));
    assert!(out.status.success(), "verilator --getenv failed: run `make tools` first");
    PathBuf::from(String::from_utf8(out.stdout).unwrap().trim())
}

fn parse_ports(header: &Path) -> Vec<Port> {
    let text = std::fs::read_to_string(header).expect("read verilated header");
    let mut ports = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        let Some(open) = line.find('(') else { continue };
        let macro_name = &line[..open];
        let (output, storage) = match macro_name {
            "VL_IN8" => (false, 8),
            "VL_IN16" => (false, 16),
            "VL_IN" => (false, 32),
            "VL_IN64" => (false, 64),
            "VL_INW" => (false, 0),
            "VL_OUT8" => (true, 8),
            "VL_OUT16" => (true, 16),
            "VL_OUT" => (true, 32),
            "VL_OUT64" => (true, 64),
            "VL_OUTW" => (true, 0),
            _ => continue,
        };
        let args: Vec<&str> = line[open + 1..line.rfind(')').unwrap()].split(',').collect();
        let name = args[0].trim().trim_start_matches('&').to_string();
        let msb: u32 = args[1].trim().parse().unwrap();
        let lsb: u32 = args[2].trim().parse().unwrap();
        ports.push(Port { name, output, width: msb - lsb + 1, storage });
    }
    ports
}

fn rust_type(p: &Port) -> &'static str {
    match p.storage {
        8 => "u8",
        16 => "u16",
        32 => "u32",
        64 => "u64",
        _ => "u32",
    }
}

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let rtl = manifest.parent().unwrap().join("rtl");
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed={}", rtl.display());
    println!("cargo:rerun-if-env-changed=VERILATOR");

    let mut tops: Vec<PathBuf> = std::fs::read_dir(&rtl)
        .expect("rtl/ exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "v"))
        .collect();
    tops.sort();
    let root = verilator_root();
    let include = root.join("include");

    let mut build = cc::Build::new();
    build
        .cpp(true)
        .opt_level(3)
        .debug(false)
        .warnings(false)
        .flag_if_supported("-std=c++17")
        .flag_if_supported("-faligned-new")
        .define("VM_TRACE", "1")
        .define("VM_TRACE_VCD", "1")
        .define("VM_TRACE_FST", "0")
        .define("VM_COVERAGE", "0")
        .include(&include)
        .include(include.join("vltstd"));
    for runtime in ["verilated.cpp", "verilated_vcd_c.cpp", "verilated_threads.cpp"] {
        build.file(include.join(runtime));
    }

    let mut rust = String::from("// Generated by testbench/build.rs from rtl/*.v: do not edit.\n");
    for v in &tops {
        let top = v.file_stem().unwrap().to_str().unwrap().to_string();
        println!("cargo:rerun-if-changed={}", v.display());
        let mdir = out.join(format!("vl_{top}"));
        let _ = std::fs::remove_dir_all(&mdir);
        let prefix = format!("V{top}");
        let status = Command::new(verilator())
            .args(["--cc", "-O3", "--trace", "--prefix", &prefix, "--top-module", &top])
            .args(top_flags(&top))
            .args(VERILATOR_WAIVERS)
            .arg("--Mdir")
            .arg(&mdir)
            .arg(v)
            .status()
            .unwrap_or_else(|e| panic!("cannot run verilator ({e}): run `make tools` first"));
        assert!(status.success(), "verilator failed on {}", v.display());
        let ports = parse_ports(&mdir.join(format!("{prefix}.h")));
        assert!(ports.iter().any(|p| p.name == "clock"), "{top} has no clock port");

        // C++ shim.
        let mut shim = format!(
            "#include \"{prefix}.h\"\n#include \"verilated_vcd_c.h\"\n\
             extern \"C\" {{\n\
             void* {prefix}_new() {{ VerilatedContext* c = new VerilatedContext; c->traceEverOn(true); return new {prefix}{{c, \"TOP\"}}; }}\n\
             void {prefix}_delete(void* p) {{ {prefix}* m = ({prefix}*)p; VerilatedContext* c = m->contextp(); m->final(); delete m; delete c; }}\n\
             void {prefix}_eval(void* p) {{ (({prefix}*)p)->eval(); }}\n\
             void* {prefix}_trace_open(void* p, const char* path) {{ VerilatedVcdC* t = new VerilatedVcdC; (({prefix}*)p)->trace(t, 99); t->open(path); return t; }}\n\
             void {prefix}_trace_dump(void* t, unsigned long long time) {{ ((VerilatedVcdC*)t)->dump((uint64_t)time); }}\n\
             void {prefix}_trace_close(void* t) {{ ((VerilatedVcdC*)t)->close(); delete (VerilatedVcdC*)t; }}\n\
             void {prefix}_ports(void* p, void** out) {{ {prefix}* m = ({prefix}*)p;\n"
        );
        for (i, port) in ports.iter().enumerate() {
            let _ = writeln!(shim, "  out[{i}] = (void*)&m->{};", port.name);
        }
        shim += "}\n}\n";
        let shim_path = mdir.join(format!("{prefix}__shim.cpp"));
        std::fs::write(&shim_path, shim).unwrap();
        let mut cpps: Vec<PathBuf> = std::fs::read_dir(&mdir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "cpp"))
            .collect();
        cpps.sort();
        build.include(&mdir);
        build.files(cpps);

        // Rust wrapper.
        let _ = writeln!(
            rust,
            "\n/// Verilated `{top}` (from rtl/{top}.v).\n#[allow(dead_code)]\npub mod {top} {{\n\
             use std::os::raw::{{c_char, c_void}};\n\
             extern \"C\" {{\n\
                 fn {prefix}_new() -> *mut c_void;\n\
                 fn {prefix}_delete(p: *mut c_void);\n\
                 fn {prefix}_eval(p: *mut c_void);\n\
                 fn {prefix}_trace_open(p: *mut c_void, path: *const c_char) -> *mut c_void;\n\
                 fn {prefix}_trace_dump(t: *mut c_void, time: u64);\n\
                 fn {prefix}_trace_close(t: *mut c_void);\n\
                 fn {prefix}_ports(p: *mut c_void, out: *mut *mut c_void);\n\
             }}\n\
             /// Port list as (name, is_output, width).\n\
             pub const PORTS: &[(&str, bool, u32)] = &[{}];\n\
             pub struct Model {{ model: *mut c_void, trace: *mut c_void, ports: [*mut c_void; {n}] }}\n\
             // The model is only ever touched through &mut self.\n\
             unsafe impl Send for Model {{}}\n\
             impl Default for Model {{ fn default() -> Self {{ Self::new() }} }}\n\
             impl Model {{\n\
                 pub fn new() -> Self {{\n\
                     let model = unsafe {{ {prefix}_new() }};\n\
                     let mut ports = [std::ptr::null_mut(); {n}];\n\
                     unsafe {{ {prefix}_ports(model, ports.as_mut_ptr()) }};\n\
                     Self {{ model, trace: std::ptr::null_mut(), ports }}\n\
                 }}\n\
                 #[inline] pub fn eval(&mut self) {{ unsafe {{ {prefix}_eval(self.model) }} }}\n\
                 pub fn trace_open(&mut self, path: &std::path::Path) {{\n\
                     let c = std::ffi::CString::new(path.to_str().unwrap()).unwrap();\n\
                     self.trace_close();\n\
                     self.trace = unsafe {{ {prefix}_trace_open(self.model, c.as_ptr()) }};\n\
                 }}\n\
                 #[inline] pub fn trace_dump(&mut self, time: u64) {{ if !self.trace.is_null() {{ unsafe {{ {prefix}_trace_dump(self.trace, time) }} }} }}\n\
                 pub fn trace_close(&mut self) {{ if !self.trace.is_null() {{ unsafe {{ {prefix}_trace_close(self.trace) }}; self.trace = std::ptr::null_mut(); }} }}",
            ports
                .iter()
                .map(|p| format!("(\"{}\", {}, {})", p.name, p.output, p.width))
                .collect::<Vec<_>>()
                .join(", "),
            n = ports.len()
        );
        for (i, p) in ports.iter().enumerate() {
            let ty = rust_type(p);
            let mask = if p.width >= 64 { u64::MAX } else { (1u64 << p.width) - 1 };
            if p.storage == 0 {
                let words = p.width.div_ceil(32);
                let top_mask = if p.width % 32 == 0 { u32::MAX } else { (1u32 << (p.width % 32)) - 1 };
                let _ = writeln!(
                    rust,
                    "    #[inline] pub fn get_{name}(&self) -> [u32; {words}] {{ unsafe {{ *(self.ports[{i}] as *const [u32; {words}]) }} }}",
                    name = p.name
                );
                if !p.output {
                    let _ = writeln!(
                        rust,
                        "    #[inline] pub fn set_{name}(&mut self, mut v: [u32; {words}]) {{ v[{last}] &= 0x{top_mask:x}; unsafe {{ *(self.ports[{i}] as *mut [u32; {words}]) = v }} }}",
                        name = p.name,
                        last = words - 1
                    );
                }
            } else {
                let _ = writeln!(
                    rust,
                    "    #[inline] pub fn get_{name}(&self) -> u64 {{ unsafe {{ *(self.ports[{i}] as *const {ty}) as u64 }} }}",
                    name = p.name
                );
                if !p.output {
                    let _ = writeln!(
                        rust,
                        "    #[inline] pub fn set_{name}(&mut self, v: u64) {{ unsafe {{ *(self.ports[{i}] as *mut {ty}) = (v & 0x{mask:x}) as {ty} }} }}",
                        name = p.name
                    );
                }
            }
        }
        let _ = writeln!(
            rust,
            "}}\nimpl Drop for Model {{ fn drop(&mut self) {{ self.trace_close(); unsafe {{ {prefix}_delete(self.model) }} }} }}\n}}"
        );
    }
    build.compile("iwarp_verilated");
    std::fs::write(out.join("verilated.rs"), rust).unwrap();
}
