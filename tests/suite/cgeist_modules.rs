//! Whole modules as cgeist (Polygeist) prints them (`tests/corpus/polybench-cgeist/small/`,
//! made by `scripts/cgeist-gen.py` from the Polygeist-style twins): module data-layout
//! attributes, `llvm.mlir.global` strings, `llvm.func @fprintf`, a `main(argc, argv)` that
//! allocates, prints through `llvm.call` inside affine loops and frees the arrays.
//!
//! - Every module parses, verifies and prints stably (mlir-opt 22 prints each of them
//!   byte-identically to tessera: checked by `scripts/check-cgeist-with-mlir-opt.sh`).
//! - The dependence report of the kernel is the bare twin's (the llvm code around it changes
//!   nothing), and `memref.dealloc` in `main` is modelled: no "unknown" for it.
//! - `affine-auto-schedule` transforms the kernel exactly as in the bare twin and leaves every
//!   other function byte-identical; the loop transformations refuse the printing loops (their
//!   `llvm.call`s have effects the analysis does not model) and leave them unchanged.
//! - The kernel's results are the twin's, bit for bit (interpreter, `@run_<kernel>`).

use crate::schedule_common;
use schedule_common::{load, root, text};

use tessera::codegen::interp::{self, ParallelOrder, RunOptions};
use tessera::codegen::value::{entry_args, same_bits, ArgValue, Fill};
use tessera::dependence::report::{self, ReportOptions};
use tessera::dependence::{analyze, Options};
use tessera::ir::{parse, Module, Registry};
use tessera::transforms::parse_pipeline;

fn kernels() -> Vec<String> {
    let dir = root().join("tests/corpus/polybench-cgeist/small");
    let mut v: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "mlir").then(|| p.file_stem()?.to_str().map(str::to_string))?
        })
        .collect();
    v.sort();
    assert_eq!(v.len(), 30, "one module per PolyBench kernel");
    v
}

fn cgeist(k: &str) -> Module {
    load(&root().join(format!("tests/corpus/polybench-cgeist/small/{k}.mlir")))
}

fn twin(k: &str) -> Module {
    load(&root().join(format!("tests/corpus/polybench-pg/small/{k}.mlir")))
}

fn kernel_name(k: &str) -> String {
    format!("kernel_{}", k.replace('-', "_"))
}

/// The top-level functions of a printed module: (name, text), in order.
fn functions(printed: &str) -> Vec<(String, String)> {
    let mut out = vec![];
    let lines: Vec<&str> = printed.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let t = lines[i].trim_start();
        let Some(rest) = t
            .strip_prefix("func.func private @")
            .or_else(|| t.strip_prefix("func.func @"))
        else {
            i += 1;
            continue;
        };
        let name = rest.split('(').next().unwrap_or_default().to_string();
        let start = i;
        let mut depth = 0i64;
        loop {
            depth += lines[i].matches('{').count() as i64 - lines[i].matches('}').count() as i64;
            i += 1;
            if depth == 0 || i == lines.len() {
                break;
            }
        }
        let body: Vec<&str> = lines[start..i].iter().map(|l| l.trim()).collect();
        out.push((name, body.join("\n")));
    }
    out
}

fn function<'a>(fs: &'a [(String, String)], name: &str) -> &'a str {
    fs.iter()
        .find(|(n, _)| n == name)
        .map(|(_, t)| t.as_str())
        .unwrap_or_else(|| panic!("no function @{name}"))
}

/// Debug text with every source line and column blanked (the kernels sit at other lines,
/// indented inside the module).
fn without_positions(s: &str) -> String {
    let mut s = s.to_string();
    for key in ["line: ", "col: "] {
        let mut out = String::with_capacity(s.len());
        let mut rest = s.as_str();
        while let Some(i) = rest.find(key) {
            out.push_str(&rest[..i + key.len()]);
            rest = rest[i + key.len()..].trim_start_matches(|c: char| c.is_ascii_digit());
        }
        out.push_str(rest);
        s = out;
    }
    s
}

fn kernel_report(m: &Module, k: &str) -> String {
    let reg = Registry::standard();
    let a = analyze(m, reg, &Options::default()).expect("analysis");
    let r = report::build(
        m,
        &a,
        &ReportOptions {
            file: String::new(),
            function: Some(kernel_name(k)),
            polyhedra: false,
        },
    );
    assert_eq!(r.functions.len(), 1, "{k}: one kernel report");
    let f = &r.functions[0];
    without_positions(&format!(
        "{:?}\n{:?}\n{:?}\n{:?}",
        f.accesses
            .iter()
            .map(|a| format!("{:?}", (&a.op, &a.memref, &a.kind, &a.loops, &a.reason)))
            .collect::<Vec<_>>(),
        f.dependences,
        f.loops,
        f.sccs
    ))
}

#[test]
fn modules_parse_verify_and_print_stably() {
    for k in kernels() {
        let m = cgeist(&k);
        let once = text(&m);
        let again = parse(&once, Registry::standard()).unwrap_or_else(|e| panic!("{k}: {e}"));
        assert_eq!(text(&again), once, "{k}: printing is not stable");
        assert!(
            once.contains("llvm.call @fprintf"),
            "{k}: the printing code"
        );
        assert!(once.contains("#dlti.dl_spec<f80 = dense<128> : vector<2xi64>"));
    }
}

#[test]
fn kernel_report_is_the_bare_twins() {
    for k in kernels() {
        assert_eq!(
            kernel_report(&cgeist(&k), &k),
            kernel_report(&twin(&k), &k),
            "{k}: the kernel's dependence report differs from the bare twin's"
        );
    }
}

#[test]
fn dealloc_in_main_is_modelled() {
    let m = cgeist("gemm");
    let reg = Registry::standard();
    let a = analyze(&m, reg, &Options::default()).expect("analysis");
    let r = report::build(
        &m,
        &a,
        &ReportOptions {
            file: String::new(),
            function: Some("main".into()),
            polyhedra: false,
        },
    );
    let f = &r.functions[0];
    let deallocs: Vec<usize> = f
        .accesses
        .iter()
        .filter(|x| x.op == "memref.dealloc")
        .map(|x| x.id)
        .collect();
    assert_eq!(deallocs.len(), 3, "gemm frees C, A and B");
    for x in f.accesses.iter().filter(|x| x.op == "memref.dealloc") {
        assert!(x.reason.is_none(), "dealloc modelled: {:?}", x.reason);
    }
    // The only accesses of `main` besides the deallocs are the arrays passed to calls: every
    // dependence with a dealloc is with a call (unknown, the callee is not analysed) — none
    // between deallocs of different arrays, and none unknown because of the dealloc.
    for d in &f.dependences {
        if deallocs.contains(&d.src) && deallocs.contains(&d.dst) {
            assert_eq!(d.src, d.dst, "deallocs of different arrays never depend");
        }
        if let Some(r) = &d.reason {
            assert!(!r.contains("memref.dealloc"), "{r}");
        }
    }
}

#[test]
fn schedule_changes_the_kernel_as_in_the_twin_and_nothing_else() {
    for k in kernels() {
        let m = cgeist(&k);
        let before = functions(&text(&m));
        let pm = parse_pipeline("affine-auto-schedule").expect("pipeline");
        let mut sm = m.clone();
        pm.run(&mut sm).unwrap_or_else(|e| panic!("{k}: {e}"));
        let after = functions(&text(&sm));
        let mut tm = twin(&k);
        pm.run(&mut tm).unwrap_or_else(|e| panic!("{k}: {e}"));
        let twin_after = functions(&text(&tm));
        let kf = kernel_name(&k);
        assert_eq!(
            function(&after, &kf),
            function(&twin_after, &kf),
            "{k}: the kernel is scheduled differently inside the whole module"
        );
        for (name, body) in &before {
            if name != &kf && name != "init_array" && !name.starts_with("run_") {
                assert_eq!(function(&after, name), body, "{k}: @{name} changed");
            }
        }
    }
}

#[test]
fn loop_transformations_leave_the_printing_loops_alone() {
    let m = cgeist("2mm");
    let before = functions(&text(&m));
    for pipeline in [
        "affine-loop-tile{tile-size=4}",
        "affine-loop-permute{permutation=1,0}",
        "affine-loop-unroll-jam{unroll-jam-factor=2}",
        "affine-parallelize",
        "affine-loop-fusion",
        "affine-optimize",
    ] {
        let pm = parse_pipeline(pipeline).expect("pipeline");
        let mut t = m.clone();
        pm.run(&mut t).unwrap_or_else(|e| panic!("{pipeline}: {e}"));
        let after = functions(&text(&t));
        for (name, body) in &before {
            if name.starts_with("print_array") || name == "main" {
                assert_eq!(function(&after, name), body, "{pipeline} changed @{name}");
            }
        }
    }
}

fn run_entry(m: &Module, entry: &str) -> Vec<ArgValue> {
    let args = entry_args(m, entry, Fill::Zero, &[]).expect("arguments");
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    let opts = RunOptions {
        max_steps: Some(400_000_000),
        parallel_order: ParallelOrder::Forward,
    };
    interp::run_with(m, entry, &mut vals, opts).unwrap_or_else(|e| panic!("{entry}: {e}"));
    vals
}

#[test]
fn kernels_compute_what_the_twins_compute() {
    for k in ["gemm", "jacobi-2d", "nussinov", "correlation"] {
        let a = run_entry(&cgeist(k), &format!("run_{}", k.replace('-', "_")));
        let b = run_entry(&twin(k), "main");
        assert!(same_bits(&a, &b), "{k}: results differ");
    }
}

/// Diamond tiling and the cache model's tile sizes on whole cgeist modules (sizes as `i32`
/// arguments, `scf.if`, `memref.alloca` scalars, `iter_args`): the kernel's results after
/// `affine-auto-schedule{diamond=true tile-model=true}` and after
/// `affine-optimize{diamond=true}` (the model on by default there) are the untransformed
/// module's, bit for bit, with parallel loops forward, reversed and shuffled.
#[test]
fn diamond_and_model_sizes_keep_the_kernels_results() {
    for k in ["jacobi-1d", "jacobi-2d", "fdtd-2d", "trmm", "correlation"] {
        let m = cgeist(k);
        let entry = format!("run_{}", k.replace('-', "_"));
        let before = run_entry(&m, &entry);
        for pipeline in [
            "affine-auto-schedule{diamond=true tile-model=true}",
            "affine-optimize{diamond=true}",
        ] {
            let mut t = m.clone();
            parse_pipeline(pipeline)
                .expect("pipeline")
                .run(&mut t)
                .unwrap_or_else(|e| panic!("{k} {pipeline}: {e}"));
            let t = parse(&text(&t), Registry::standard())
                .unwrap_or_else(|e| panic!("{k} {pipeline}: {e}"));
            for order in [
                ParallelOrder::Forward,
                ParallelOrder::Reversed,
                ParallelOrder::Shuffled(5),
            ] {
                let args = entry_args(&t, &entry, Fill::Zero, &[]).expect("arguments");
                let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
                let opts = RunOptions {
                    max_steps: Some(400_000_000),
                    parallel_order: order,
                };
                interp::run_with(&t, &entry, &mut vals, opts)
                    .unwrap_or_else(|e| panic!("{k} {pipeline}: {e}"));
                assert!(
                    same_bits(&before, &vals),
                    "{k} {pipeline} ({order:?}): results differ"
                );
            }
        }
    }
}
