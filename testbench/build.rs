//! Verilator backend builder.
//!
//! For every `rtl/<top>.v`: runs `verilator --cc -O3 --trace`, reads the port list from the
//! generated header, writes a C++ shim (construct, eval, port addresses, VCD trace) and a typed
//! Rust wrapper, and compiles model + Verilator runtime + shim at -O3 whatever the cargo
//! profile. Ports are read and written through pointers into the model, so only `eval` and
//! tracing cross the FFI boundary. Rebuilds only when a Verilog file (or this script) changes.
//!
//! Post-synthesis models: every top is also synthesized by yosys ([`GATE_SCRIPT`]: yosys's
//! word-level cells, memories kept as arrays) and the netlist verilated as `V<top>_gates`,
//! bound to the same Rust wrapper (`Model::gates()`), so a lockstep test can run the netlist
//! against the rust-hdl model: proof that synthesis reads the emitted Verilog the way
//! simulation does.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// rust-hdl output trips this default-on Verilator warning, a generator artifact:
/// DECLFILENAME (all sub-modules of a top share its file). WIDTH is not waived: `verilog_tidy`
/// writes every literal and cast at its operands' width. Every top is built with the same options (no per-top flags): the emitted
/// Verilog has no false combinational loops (`model/src/verilog_tidy.rs`), so Verilator's
/// default scheduling evaluates it exactly (each top's lockstep test proves it).
const VERILATOR_WAIVERS: &[&str] = &["-Wno-DECLFILENAME"];

/// Yosys script for the post-synthesis netlist of `{top}`: the front half of yosys's `synth`
/// (elaboration, `proc`, `flatten`, the `opt` passes, FSM extraction and recoding, `wreduce`,
/// `peepopt`, `share`, memories kept as arrays) to its word-level cells (`$add`, `$mux`,
/// `$eq`, `$dff`, ...), which `write_verilog` writes back as expressions and always blocks.
/// Every reading of the Verilog text (widths, signedness, process semantics, case priority,
/// the registers' inference) happens in these passes; the back half (`techmap`, `abc`) maps
/// cells to gates by equivalence and is left to the ECP5 flow (`scripts/synth-check.sh`,
/// `make pnr`). `alumacc` is skipped so no `$alu` / `$macc` cell (which would need yosys's
/// simulation library) is written. A net is split where its bits have different drivers
/// (`splitnets -driver`): a vector mixing register and logic bits would look like a
/// combinational loop to Verilator (splitting every net to bits, as for gates, makes the
/// word-level C++ four times larger; the false loops left are waived, [`GATE_WAIVERS`]). Until 2026-12-03 the netlist was mapped to single-bit
/// gates (`techmap; abc`): seven times the C++ and, for `toe_tcb_engine`, 150 s of the
/// build's critical path against 33 s now.
const GATE_SCRIPT: &str = "hierarchy -top {top}; proc; flatten; opt_expr; opt_clean; check; \
     opt -nodffe -nosdff; fsm; opt; wreduce; peepopt; opt_clean; share; opt; memory -nomap; \
     opt_clean; opt -fast -full; splitnets -driver; opt_clean -purge";

/// Yosys netlists name nets by the hierarchy with escaped identifiers and leave unused bits:
/// the lint classes are not ours to fix. UNOPTFLAT is waived for netlists only: yosys groups
/// bits of unrelated logic into one vector (`a$d[3]` from `a$d[2]` through one cell), which
/// Verilator sees as a loop it must iterate; the emitted Verilog itself has no such vectors
/// (UNOPTFLAT stays fatal for it), and a true combinational loop in a netlist would still
/// stop its simulation (Verilator's "didn't converge").
const GATE_WAIVERS: &[&str] = &["-Wno-lint", "-Wno-style", "-Wno-MULTIDRIVEN", "-Wno-UNOPTFLAT"];

fn yosys() -> String {
    std::env::var("YOSYS").unwrap_or_else(|_| "yosys".into())
}

/// Synthesizes `rtl` (module `top`) into the netlist `out`, reusing the netlist of an earlier
/// run of this script when the RTL text and the script are the same (a change to one top
/// re-synthesizes that top only).
fn synthesize(top: &str, rtl: &Path, out: &Path) {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    std::fs::read(rtl).expect("read rtl").hash(&mut h);
    GATE_SCRIPT.hash(&mut h);
    let cached = out.with_extension(format!("{:016x}.v", h.finish()));
    if cached.exists() {
        std::fs::copy(&cached, out).expect("copy cached netlist");
        return;
    }
    synthesize_now(top, rtl, out);
    std::fs::copy(out, &cached).expect("cache netlist");
}

fn synthesize_now(top: &str, rtl: &Path, out: &Path) {
    let script = format!(
        "read_verilog {}; {}; write_verilog -noattr {}",
        rtl.display(),
        GATE_SCRIPT.replace("{top}", top),
        out.display()
    );
    let status = Command::new(yosys())
        .args(["-q", "-p", &script])
        .status()
        .unwrap_or_else(|e| panic!("cannot run yosys ({e}): run `make tools` first"));
    assert!(status.success(), "yosys failed on {}", rtl.display());
}

#[derive(Clone)]
struct Port {
    name: String,
    output: bool,
    /// Width in bits.
    width: u32,
    /// C storage: 8, 16, 32, 64, or 0 for a wide (u32-word array) port.
    storage: u32,
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

/// Verilates `source` (top module `top`) as `prefix` under `out/vl_<prefix>`, writes its C++
/// shim and returns the port list and the C++ files to compile. A netlist (`like` = the RTL's
/// ports) is built without tracing, and its shim lists the ports in the RTL's order, so one Rust
/// wrapper drives both.
fn verilate(top: &str, source: &Path, prefix: &str, out: &Path, like: Option<&[Port]>) -> (Vec<Port>, Vec<PathBuf>) {
    let mdir = out.join(format!("vl_{prefix}"));
    let _ = std::fs::remove_dir_all(&mdir);
    let mut cmd = Command::new(verilator());
    cmd.args(["--cc", "--prefix", prefix, "--top-module", top]);
    match like {
        None => cmd.args(["-O3", "--trace"]).args(VERILATOR_WAIVERS),
        Some(_) => cmd.args(["-O3"]).args(GATE_WAIVERS),
    };
    let status = cmd
        .arg("--Mdir")
        .arg(&mdir)
        .arg(source)
        .status()
        .unwrap_or_else(|e| panic!("cannot run verilator ({e}): run `make tools` first"));
    assert!(status.success(), "verilator failed on {}", source.display());
    let mut ports = parse_ports(&mdir.join(format!("{prefix}.h")));
    assert!(ports.iter().any(|p| p.name == "clock"), "{top} has no clock port");
    if let Some(rtl) = like {
        let key = |p: &Port| (p.name.clone(), p.output, p.width);
        let mut a: Vec<_> = rtl.iter().map(key).collect();
        let mut b: Vec<_> = ports.iter().map(key).collect();
        a.sort();
        b.sort();
        assert_eq!(a, b, "{}: the netlist's ports differ from the RTL's", source.display());
        ports = rtl.to_vec();
    }
    let trace = if like.is_none() {
        format!(
            "void* {prefix}_trace_open(void* p, const char* path) {{ VerilatedVcdC* t = new VerilatedVcdC; (({prefix}*)p)->trace(t, 99); t->open(path); return t; }}\n\
             void {prefix}_trace_dump(void* t, unsigned long long time) {{ ((VerilatedVcdC*)t)->dump((uint64_t)time); }}\n\
             void {prefix}_trace_close(void* t) {{ ((VerilatedVcdC*)t)->close(); delete (VerilatedVcdC*)t; }}\n"
        )
    } else {
        // Netlists are not traced (the RTL model's VCD shows the same behaviour, named).
        format!(
            "void* {prefix}_trace_open(void*, const char*) {{ return nullptr; }}\n\
             void {prefix}_trace_dump(void*, unsigned long long) {{}}\n\
             void {prefix}_trace_close(void*) {{}}\n"
        )
    };
    let include_vcd = if like.is_none() { "#include \"verilated_vcd_c.h\"\n" } else { "" };
    let mut shim = format!(
        "#include \"{prefix}.h\"\n{include_vcd}\
         extern \"C\" {{\n\
         void* {prefix}_new() {{ VerilatedContext* c = new VerilatedContext; c->traceEverOn({on}); return new {prefix}{{c, \"TOP\"}}; }}\n\
         void {prefix}_delete(void* p) {{ {prefix}* m = ({prefix}*)p; VerilatedContext* c = m->contextp(); m->final(); delete m; delete c; }}\n\
         void {prefix}_eval(void* p) {{ (({prefix}*)p)->eval(); }}\n\
         {trace}\
         void {prefix}_ports(void* p, void** out) {{ {prefix}* m = ({prefix}*)p;\n",
        on = like.is_none()
    );
    for (i, port) in ports.iter().enumerate() {
        let _ = writeln!(shim, "  out[{i}] = (void*)&m->{};", port.name);
    }
    shim += "}\n}\n";
    std::fs::write(mdir.join(format!("{prefix}__shim.cpp")), shim).unwrap();
    let mut cpps: Vec<PathBuf> = std::fs::read_dir(&mdir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cpp"))
        .collect();
    cpps.sort();
    // One translation unit per model: every generated file includes Verilator's headers,
    // whose parsing was most of the compile (toe_rtt's model: 5.2 s as 9 files, 0.9 s as
    // one; toe_tcb_engine's: 28.6 s, 13.5 s). Verilator names its functions per model class,
    // so the files share one unit without clashes (the compile proves it).
    let unity = mdir.join(format!("{prefix}__unity.cc"));
    let mut text = String::new();
    for c in &cpps {
        let _ = writeln!(text, "#include \"{}\"", c.file_name().unwrap().to_str().unwrap());
    }
    std::fs::write(&unity, text).unwrap();
    (ports, vec![unity])
}

/// A C++ build of verilated models at `opt` (the RTL models at -O3; the netlists at -O0: the
/// post-synthesis runs are short and unoptimized C++ compiles several times faster), with the
/// one Verilator runtime configuration both kinds share (VCD tracing compiled in).
fn verilated_build(include: &Path, opt: u32) -> cc::Build {
    let mut b = cc::Build::new();
    b.cpp(true)
        .opt_level(opt)
        .debug(false)
        .warnings(false)
        .flag_if_supported("-std=c++17")
        .flag_if_supported("-faligned-new")
        .define("VM_TRACE", "1")
        .define("VM_TRACE_VCD", "1")
        .define("VM_TRACE_FST", "0")
        .define("VM_COVERAGE", "0")
        .include(include)
        .include(include.join("vltstd"));
    b
}

/// Runs `f` on every item, `jobs` at a time (a work queue: a long item never holds a short
/// one back).
fn parallel<T: Sync>(items: &[T], jobs: usize, f: impl Fn(&T) + Sync) {
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(item) = items.get(i) else { break };
                f(item);
            });
        }
    });
}

/// What a top's libraries are built from: its Verilog, this script, the Verilator install.
fn stamp_key(parts: &[&[u8]]) -> String {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for p in parts {
        p.hash(&mut h);
    }
    format!("{:016x}", h.finish())
}

/// A static library `name` from `files` (no cargo metadata: `main` links them all at the end).
fn compile_lib(mut b: cc::Build, files: &[PathBuf], includes: &[PathBuf], name: &str) {
    for i in includes {
        b.include(i);
    }
    b.files(files).cargo_metadata(false).compile(name);
}

/// Tops built without a post-synthesis model: compositions of blocks that each have theirs
/// (their `Model::gates()` is the RTL). The composed `toe`'s netlist would double the
/// build's largest cost for glue whose every block is checked after synthesis on its own.
const RTL_ONLY: &[&str] = &["toe", "rnic"];

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
    let jobs: usize = std::env::var("NUM_JOBS").ok().and_then(|j| j.parse().ok()).unwrap_or(2);
    let script = include_str!("build.rs").as_bytes();
    let root_text = root.to_string_lossy().into_owned();

    // Per top, `jobs` at a time: the netlist (yosys), both models verilated, both libraries
    // compiled (the RTL's at -O3 with tracing, the netlist's at -O0). A top whose stamp
    // matches keeps its libraries from the last run: a change to one top rebuilds that top.
    let names: Vec<String> =
        tops.iter().map(|v| v.file_stem().unwrap().to_str().unwrap().to_string()).collect();
    let gates_dir = out.join("gates");
    std::fs::create_dir_all(&gates_dir).unwrap();
    // Longest first (by the Verilog's size): the largest tops set the build's critical path,
    // and started last (in name order) they ran alone at the end.
    let mut work: Vec<(PathBuf, String)> = tops.iter().cloned().zip(names.iter().cloned()).collect();
    work.sort_by_key(|(v, _)| std::cmp::Reverse(std::fs::metadata(v).map(|m| m.len()).unwrap_or(0)));
    parallel(&work, jobs, |(v, top)| {
        let text = std::fs::read(v).expect("read rtl");
        let key = stamp_key(&[&text, script, root_text.as_bytes()]);
        let stamp = out.join(format!("{top}.stamp"));
        let rtl_only = RTL_ONLY.contains(&top.as_str());
        let libs = [format!("vl_{top}"), format!("vlg_{top}")];
        let have = libs.iter().take(if rtl_only { 1 } else { 2 }).all(|l| out.join(format!("lib{l}.a")).exists());
        if have && std::fs::read_to_string(&stamp).is_ok_and(|k| k == key) {
            return;
        }
        let _ = std::fs::remove_file(&stamp);
        let prefix = format!("V{top}");
        let (ports, cpps) = verilate(top, v, &prefix, &out, None);
        compile_lib(verilated_build(&include, 3), &cpps, &[out.join(format!("vl_{prefix}"))], &libs[0]);
        if !rtl_only {
            let netlist = gates_dir.join(format!("{top}.v"));
            synthesize(top, v, &netlist);
            let gprefix = format!("V{top}_gates");
            let (_, gcpps) = verilate(top, &netlist, &gprefix, &out, Some(&ports));
            compile_lib(verilated_build(&include, 0), &gcpps, &[out.join(format!("vl_{gprefix}"))], &libs[1]);
        }
        std::fs::write(&stamp, &key).unwrap();
    });
    // The Verilator runtime, once.
    let runtime_key = stamp_key(&[script, root_text.as_bytes()]);
    let runtime_stamp = out.join("runtime.stamp");
    if !(out.join("libvl_runtime.a").exists() && std::fs::read_to_string(&runtime_stamp).is_ok_and(|k| k == runtime_key)) {
        let files: Vec<PathBuf> = ["verilated.cpp", "verilated_vcd_c.cpp", "verilated_threads.cpp"].iter().map(|f| include.join(f)).collect();
        compile_lib(verilated_build(&include, 3), &files, &[], "vl_runtime");
        std::fs::write(&runtime_stamp, &runtime_key).unwrap();
    }
    println!("cargo:rustc-link-search=native={}", out.display());
    for top in &names {
        println!("cargo:rustc-link-lib=static=vl_{top}");
        if !RTL_ONLY.contains(&top.as_str()) {
            println!("cargo:rustc-link-lib=static=vlg_{top}");
        }
    }
    println!("cargo:rustc-link-lib=static=vl_runtime");
    println!("cargo:rustc-link-lib=stdc++");

    let mut rust = String::from("// Generated by testbench/build.rs from rtl/*.v: do not edit.\n");
    for (v, top) in tops.iter().zip(&names) {
        let top = top.clone();
        println!("cargo:rerun-if-changed={}", v.display());
        let prefix = format!("V{top}");
        let gprefix = format!("V{top}_gates");
        let ports = parse_ports(&out.join(format!("vl_{prefix}")).join(format!("{prefix}.h")));
        assert!(ports.iter().any(|p| p.name == "clock"), "{top} has no clock port");

        // Rust wrapper.
        let rtl_only = RTL_ONLY.contains(&top.as_str());
        let mut externs = String::new();
        for p in [&prefix, &gprefix].into_iter().take(if rtl_only { 1 } else { 2 }) {
            let _ = write!(
                externs,
                "fn {p}_new() -> *mut c_void;\n\
                 fn {p}_delete(p: *mut c_void);\n\
                 fn {p}_eval(p: *mut c_void);\n\
                 fn {p}_trace_open(p: *mut c_void, path: *const c_char) -> *mut c_void;\n\
                 fn {p}_trace_dump(t: *mut c_void, time: u64);\n\
                 fn {p}_trace_close(t: *mut c_void);\n\
                 fn {p}_ports(p: *mut c_void, out: *mut *mut c_void);\n"
            );
        }
        let vtable = |name: &str, p: &str| {
            format!(
                "static {name}: Vt = Vt {{ new: {p}_new, delete: {p}_delete, eval: {p}_eval, \
                 trace_open: {p}_trace_open, trace_dump: {p}_trace_dump, \
                 trace_close: {p}_trace_close, ports: {p}_ports }};\n"
            )
        };
        let _ = writeln!(
            rust,
            "\n/// Verilated `{top}` (from rtl/{top}.v) and its post-synthesis netlist.\n#[allow(dead_code)]\npub mod {top} {{\n\
             use std::os::raw::{{c_char, c_void}};\n\
             extern \"C\" {{\n{externs}}}\n\
             struct Vt {{\n\
                 new: unsafe extern \"C\" fn() -> *mut c_void,\n\
                 delete: unsafe extern \"C\" fn(*mut c_void),\n\
                 eval: unsafe extern \"C\" fn(*mut c_void),\n\
                 trace_open: unsafe extern \"C\" fn(*mut c_void, *const c_char) -> *mut c_void,\n\
                 trace_dump: unsafe extern \"C\" fn(*mut c_void, u64),\n\
                 trace_close: unsafe extern \"C\" fn(*mut c_void),\n\
                 ports: unsafe extern \"C\" fn(*mut c_void, *mut *mut c_void),\n\
             }}\n\
             {rtl_vt}{gates_vt}\
             /// Port list as (name, is_output, width).\n\
             pub const PORTS: &[(&str, bool, u32)] = &[{}];\n\
             pub struct Model {{ vt: &'static Vt, model: *mut c_void, trace: *mut c_void, ports: [*mut c_void; {n}] }}\n\
             // The model is only ever touched through &mut self.\n\
             unsafe impl Send for Model {{}}\n\
             impl Default for Model {{ fn default() -> Self {{ Self::new() }} }}\n\
             impl Model {{\n\
                 /// The RTL (rtl/{top}.v).\n\
                 pub fn new() -> Self {{ Self::with(&RTL) }}\n\
                 /// The yosys netlist of rtl/{top}.v (no VCD: `trace_open` does nothing).\n\
                 pub fn gates() -> Self {{ Self::with(&GATES) }}\n\
                 fn with(vt: &'static Vt) -> Self {{\n\
                     let model = unsafe {{ (vt.new)() }};\n\
                     let mut ports = [std::ptr::null_mut(); {n}];\n\
                     unsafe {{ (vt.ports)(model, ports.as_mut_ptr()) }};\n\
                     Self {{ vt, model, trace: std::ptr::null_mut(), ports }}\n\
                 }}\n\
                 #[inline] pub fn eval(&mut self) {{ unsafe {{ (self.vt.eval)(self.model) }} }}\n\
                 pub fn trace_open(&mut self, path: &std::path::Path) {{\n\
                     let c = std::ffi::CString::new(path.to_str().unwrap()).unwrap();\n\
                     self.trace_close();\n\
                     self.trace = unsafe {{ (self.vt.trace_open)(self.model, c.as_ptr()) }};\n\
                 }}\n\
                 #[inline] pub fn trace_dump(&mut self, time: u64) {{ if !self.trace.is_null() {{ unsafe {{ (self.vt.trace_dump)(self.trace, time) }} }} }}\n\
                 pub fn trace_close(&mut self) {{ if !self.trace.is_null() {{ unsafe {{ (self.vt.trace_close)(self.trace) }}; self.trace = std::ptr::null_mut(); }} }}",
            ports
                .iter()
                .map(|p| format!("(\"{}\", {}, {})", p.name, p.output, p.width))
                .collect::<Vec<_>>()
                .join(", "),
            n = ports.len(),
            rtl_vt = vtable("RTL", &prefix),
            gates_vt = vtable("GATES", if rtl_only { &prefix } else { &gprefix }),
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
            "}}\nimpl Drop for Model {{ fn drop(&mut self) {{ self.trace_close(); unsafe {{ (self.vt.delete)(self.model) }} }} }}\n}}"
        );
    }
    std::fs::write(out.join("verilated.rs"), rust).unwrap();
}
