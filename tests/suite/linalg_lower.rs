//! The linalg lowerings besides `linalg-to-affine`: `convert-linalg-to-loops` and
//! `convert-linalg-to-parallel-loops` must leave the same memref contents (bit for bit,
//! interpreter, seeded arguments) as `linalg-to-affine`, with every `scf.parallel` run forward,
//! reversed and in seeded shuffled orders; a `parallel` iterator that is not (non-injective
//! output map) stays an `scf.for` with a remark whose witness the brute-force oracle replays
//! (and forcing it parallel does change the result, so the check has teeth);
//! `convert-linalg-to-std` calls run by the JIT against a host function registered through
//! `HostSymbols` give the interpreter's results on the plain op, as does the interpreter with a
//! Rust callback registered in `interp::HostFns`; an external function nobody provides is a
//! located compile error (JIT) or run-time error (interpreter). An external function defined by
//! a shared library loaded into the process is found by the JIT (`dlsym`) and by the C
//! backend's unit, on a strided view.

use crate::cbackend_common;
use tessera::codegen::Executable;

use std::path::Path;

use tessera::codegen::interp::{self, ParallelOrder, RunOptions};
use tessera::codegen::jit::{self, HostSymbols, JitOptions};
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, print, verify, Module, PrintOptions, Registry};
use tessera::transforms::linalg::lower::{emit, LoopKind};
use tessera::transforms::{parse_pipeline, PassContext, Remark};

const ORDERS: &[ParallelOrder] = &[
    ParallelOrder::Forward,
    ParallelOrder::Reversed,
    ParallelOrder::Shuffled(1),
    ParallelOrder::Shuffled(0xdead_beef),
];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn parse_ok(src: &str, what: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{what}: {e}"));
    verify(&m, reg).unwrap_or_else(|e| panic!("{what}: {e}"));
    m
}

/// Runs `passes`; the result must verify, print, re-parse and hold no linalg op.
fn lowered(m: &Module, passes: &str, what: &str) -> (Module, Vec<Remark>) {
    let reg = Registry::standard();
    let mut l = m.clone();
    let mut ctx = PassContext::new(reg).keep_snapshots();
    parse_pipeline(passes)
        .unwrap()
        .run_with(&mut l, &mut ctx)
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    let text = print(&l, reg, PrintOptions::default());
    verify(&l, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
    let back = parse(&text, reg)
        .unwrap_or_else(|e| panic!("{what}: lowered text does not parse: {e}\n{text}"));
    verify(&back, reg).unwrap_or_else(|e| panic!("{what}: {e}"));
    for op in back.walk(back.top()) {
        assert!(
            !back.op(op).name.starts_with("linalg."),
            "{what}: {} left",
            back.op(op).name
        );
    }
    (back, ctx.remarks)
}

fn run(m: &Module, f: &str, seed: u64, order: ParallelOrder) -> Vec<Vec<u8>> {
    let args = entry_args(m, f, Fill::Seeded(seed), &[]).unwrap_or_else(|e| panic!("@{f}: {e}"));
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    let opts = RunOptions {
        max_steps: Some(50_000_000),
        parallel_order: order,
    };
    interp::run_with(m, f, &mut vals, opts).unwrap_or_else(|e| panic!("@{f}: {e}"));
    bytes(&vals)
}

fn bytes(v: &[ArgValue]) -> Vec<Vec<u8>> {
    v.iter().map(ArgValue::bytes).collect()
}

fn functions(m: &Module) -> Vec<String> {
    m.walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == "func.func" && !m.op(o).regions.is_empty())
        .filter(|&o| {
            m.op(o)
                .regions
                .first()
                .is_some_and(|&r| !m.region(r).blocks.is_empty())
        })
        .filter_map(|o| m.op(o).attr("sym_name")?.as_str().map(str::to_string))
        .collect()
}

fn count(m: &Module, name: &str) -> usize {
    m.walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == name)
        .count()
}

/// Structured ops beyond the pairs file: dynamic-free generics with linalg.index, payload
/// constants, non-trivial output maps, several outputs, a rank-0 op, ops inside an scf.for.
const EXTRA: &str = r#"
func.func @index_and_consts(%A: memref<5x7xf64>, %B: memref<5x7xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<5x7xf64>) outs(%B : memref<5x7xf64>) {
  ^bb0(%a: f64, %b: f64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %ki = arith.index_cast %k : index to i64
    %kf = arith.sitofp %ki : i64 to f64
    %c = arith.constant 0.5 : f64
    %m = arith.mulf %kf, %c : f64
    %s = arith.addf %a, %m : f64
    linalg.yield %s : f64
  }
  return
}
func.func @row_sum_and_max(%A: memref<6x9xf32>, %S: memref<6xf32>, %M: memref<6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%A : memref<6x9xf32>) outs(%S, %M : memref<6xf32>, memref<6xf32>) {
  ^bb0(%a: f32, %s: f32, %m: f32):
    %t = arith.addf %s, %a : f32
    %u = arith.maximumf %m, %a : f32
    linalg.yield %t, %u : f32, f32
  }
  return
}
func.func @transposed_window(%A: memref<10x8xf32>, %W: memref<3xf32>, %B: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (2 * i + k, j)>, affine_map<(i, j, k) -> (k)>, affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %W : memref<10x8xf32>, memref<3xf32>) outs(%B : memref<4x8xf32>) {
  ^bb0(%a: f32, %w: f32, %b: f32):
    %p = arith.mulf %a, %w : f32
    %t = arith.addf %b, %p : f32
    linalg.yield %t : f32
  }
  return
}
func.func @red_par_red(%A: memref<3x4x5xf64>, %B: memref<4xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (j)>],
                  iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%A : memref<3x4x5xf64>) outs(%B : memref<4xf64>) {
  ^bb0(%a: f64, %b: f64):
    %t = arith.mulf %b, %a : f64
    linalg.yield %t : f64
  }
  return
}
func.func @scalar_rank0(%a: memref<f32>, %b: memref<f32>, %x: f32) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>],
                  iterator_types = []}
      ins(%a, %x : memref<f32>, f32) outs(%b : memref<f32>) {
  ^bb0(%p: f32, %q: f32, %r: f32):
    %t = arith.addf %p, %q : f32
    linalg.yield %t : f32
  }
  return
}
func.func @inside_loop(%A: memref<4x6xf32>, %B: memref<6x5xf32>, %C: memref<4x5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %t = %c0 to %c3 step %c1 {
    linalg.matmul ins(%A, %B : memref<4x6xf32>, memref<6x5xf32>) outs(%C : memref<4x5xf32>)
  }
  return
}
"#;

#[test]
fn loops_and_parallel_loops_match_the_affine_lowering() {
    let src = std::fs::read_to_string(root().join("tests/corpus/exec/linalg_pairs.mlir")).unwrap();
    let mut checked = 0;
    for (what, text) in [("linalg_pairs.mlir", src.as_str()), ("extra", EXTRA)] {
        let m = parse_ok(text, what);
        let (aff, _) = lowered(&m, "linalg-to-affine", what);
        let (scf, _) = lowered(&m, "convert-linalg-to-loops", what);
        let (par, _) = lowered(&m, "convert-linalg-to-parallel-loops", what);
        assert_eq!(count(&scf, "scf.parallel"), 0, "{what}");
        assert!(count(&par, "scf.parallel") > 0, "{what}: nothing parallel");
        for f in functions(&m) {
            if f.ends_with("_ref") {
                continue;
            }
            for seed in [1, 2] {
                let want = run(&aff, &f, seed, ParallelOrder::Forward);
                assert_eq!(
                    run(&scf, &f, seed, ParallelOrder::Forward),
                    want,
                    "{what} @{f}"
                );
                for &o in ORDERS {
                    assert_eq!(run(&par, &f, seed, o), want, "{what} @{f} {o:?}");
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 20, "{checked}");
}

/// `iterator_types` claim both loops parallel, but the output map `(i, j) -> (i)` is not
/// injective: every j of a row writes the same cell (last writer wins).
const FAKE_PARALLEL: &str = r#"
func.func @last_writer(%A: memref<6x7xf32>, %C: memref<6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<6x7xf32>) outs(%C : memref<6xf32>) {
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  }
  return
}
func.func @sum_claimed_parallel(%A: memref<6x7xf32>, %C: memref<6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<6x7xf32>) outs(%C : memref<6xf32>) {
  ^bb0(%a: f32, %c: f32):
    %s = arith.addf %c, %a : f32
    linalg.yield %s : f32
  }
  return
}
"#;

#[test]
fn a_parallel_iterator_that_is_not_stays_sequential_with_a_witness() {
    let reg = Registry::standard();
    let m = parse_ok(FAKE_PARALLEL, "fake");
    let (aff, _) = lowered(&m, "linalg-to-affine", "fake");
    let mut par = m.clone();
    let mut ctx = PassContext::new(reg).keep_snapshots();
    parse_pipeline("convert-linalg-to-parallel-loops")
        .unwrap()
        .run_with(&mut par, &mut ctx)
        .unwrap();
    verify(&par, reg).unwrap();
    // d0 stays parallel, d1 (both functions) is refused with a dependence.
    let d1: Vec<&Remark> = ctx
        .remarks
        .iter()
        .filter(|r| {
            r.message
                .contains("cannot run loop d1 of 'linalg.generic' as scf.parallel")
        })
        .collect();
    assert_eq!(d1.len(), 2, "{:?}", ctx.remarks);
    assert_eq!(ctx.remarks.len(), 2, "{:?}", ctx.remarks);
    for (k, r) in ctx.remarks.iter().enumerate() {
        assert!(r.message.contains("dependence from"), "{}", r.message);
        let refusal = r.refusal.as_ref().expect("refusal data");
        let tessera::transforms::refusal::Reason::Breaks(b) = &refusal.reason else {
            panic!("no witness: {}", r.message)
        };
        let snap = ctx.snapshot(k).expect("snapshot");
        let q = tessera::dependence::replay::WitnessQuery {
            src_op: b.src_op,
            dst_op: b.dst_op,
            src_iter: &b.src_iter,
            dst_iter: &b.dst_iter,
            cell: &b.cell,
        };
        tessera::dependence::replay::replay(snap, reg, &q, &[], 1_000_000)
            .unwrap_or_else(|e| panic!("witness does not replay: {e}: {}", r.message));
    }
    assert_eq!(count(&par, "scf.parallel"), 2);
    assert_eq!(count(&par, "scf.for"), 2);
    for f in ["last_writer", "sum_claimed_parallel"] {
        let want = run(&aff, f, 3, ParallelOrder::Forward);
        for &o in ORDERS {
            assert_eq!(run(&par, f, 3, o), want, "@{f} {o:?}");
        }
    }
    // Taking the iterator types at their word would be wrong: both loops as one scf.parallel,
    // run in reverse, leaves the first column instead of the last in @last_writer.
    let mut forced = m.clone();
    let op = forced
        .walk(forced.top())
        .into_iter()
        .find(|&o| forced.op(o).name == "linalg.generic")
        .unwrap();
    emit(&mut forced, op, &LoopKind::Parallel(vec![true, true])).unwrap();
    verify(&forced, reg).unwrap();
    assert_ne!(
        run(&forced, "last_writer", 3, ParallelOrder::Reversed),
        run(&aff, "last_writer", 3, ParallelOrder::Forward),
        "the forced-parallel lowering should differ"
    );
}

const LIBRARY: &str = r#"
func.func @mm(%A: memref<4x6xf32>, %B: memref<6x5xf32>, %C: memref<4x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"], library_call = "tessera_test_matmul_f32"}
      ins(%A, %B : memref<4x6xf32>, memref<6x5xf32>) outs(%C : memref<4x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  }
  return
}
"#;

/// The host's matmul, `C[i][j] += A[i][k] * B[k][j]` in the op's loop order, taking each memref
/// as the JIT passes it: allocated pointer, aligned pointer, offset, sizes, strides.
#[allow(clippy::too_many_arguments)]
extern "C" fn host_matmul(
    _a0: *mut f32,
    a: *mut f32,
    ao: i64,
    am: i64,
    ak: i64,
    as0: i64,
    as1: i64,
    _b0: *mut f32,
    b: *mut f32,
    bo: i64,
    _bk: i64,
    bn: i64,
    bs0: i64,
    bs1: i64,
    _c0: *mut f32,
    c: *mut f32,
    co: i64,
    _cm: i64,
    _cn: i64,
    cs0: i64,
    cs1: i64,
) {
    // SAFETY: the JIT passes descriptors of live buffers whose sizes and strides are these.
    unsafe {
        for i in 0..am {
            for j in 0..bn {
                for k in 0..ak {
                    let x = *a.offset((ao + i * as0 + k * as1) as isize);
                    let y = *b.offset((bo + k * bs0 + j * bs1) as isize);
                    let z = c.offset((co + i * cs0 + j * cs1) as isize);
                    *z += x * y;
                }
            }
        }
    }
}

#[test]
fn library_calls_run_on_host_functions_through_the_jit() {
    let m = parse_ok(LIBRARY, "library");
    let (aff, _) = lowered(&m, "linalg-to-affine", "library");
    let (std, _) = lowered(&m, "convert-linalg-to-std", "library");
    assert_eq!(count(&std, "func.call"), 1);
    assert_eq!(count(&std, "memref.cast"), 3);
    let mut host = HostSymbols::new();
    // SAFETY: host_matmul takes the flattened descriptors of the declaration's three memrefs.
    unsafe { host.register_symbol("tessera_test_matmul_f32", host_matmul as *const u8) };
    let c = jit::compile_with_host(&std, JitOptions::default(), &host).unwrap();
    for seed in [1, 5, 9] {
        let args = entry_args(&m, "mm", Fill::Seeded(seed), &[]).unwrap();
        let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
        c.call("mm", &mut vals).unwrap();
        assert_eq!(bytes(&vals), run(&aff, "mm", seed, ParallelOrder::Forward));
    }
    // The interpreter: the same call through a registered Rust callback on Buffers.
    let mut fns = interp::HostFns::new();
    fns.register("tessera_test_matmul_f32", |args: &mut [ArgValue]| {
        let dims = |a: &ArgValue| {
            a.as_buffer()
                .map(|b| b.shape().to_vec())
                .unwrap_or_default()
        };
        let (sa, sb) = (dims(&args[0]), dims(&args[1]));
        let (m, k, n) = (sa[0], sa[1], sb[1]);
        let get = |a: &ArgValue, at: usize| {
            let b = a.as_buffer().unwrap().bytes();
            f32::from_le_bytes(b[4 * at..4 * at + 4].try_into().unwrap())
        };
        let mut c: Vec<f32> = (0..m * n).map(|x| get(&args[2], x)).collect();
        for i in 0..m {
            for j in 0..n {
                for l in 0..k {
                    c[i * n + j] += get(&args[0], i * k + l) * get(&args[1], l * n + j);
                }
            }
        }
        let ArgValue::Memref(out) = &mut args[2] else {
            return Err("C is not a memref".into());
        };
        for (x, v) in c.iter().enumerate() {
            out.bytes_mut()[4 * x..4 * x + 4].copy_from_slice(&v.to_le_bytes());
        }
        Ok(vec![])
    });
    for seed in [1, 5] {
        let args = entry_args(&std, "mm", Fill::Seeded(seed), &[]).unwrap();
        let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
        interp::run_with_host(&std, "mm", &mut vals, RunOptions::default(), &fns).unwrap();
        assert_eq!(bytes(&vals), run(&aff, "mm", seed, ParallelOrder::Forward));
    }
    // Without the callback: a clear error at the call, not a crash.
    let args = entry_args(&std, "mm", Fill::Seeded(1), &[]).unwrap();
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    let e = interp::run(&std, "mm", &mut vals).unwrap_err().to_string();
    assert!(
        e.contains("external function @tessera_test_matmul_f32"),
        "{e}"
    );
}

#[test]
fn external_functions_resolve_against_the_process_or_fail_with_a_location() {
    // libc's labs, found among the process's dynamic symbols.
    let src = r#"
func.func private @labs(i64) -> i64
func.func @f(%x: i64) -> i64 {
  %r = func.call @labs(%x) : (i64) -> i64
  return %r : i64
}
"#;
    let m = parse_ok(src, "labs");
    let c = jit::compile(&m, JitOptions::default()).unwrap();
    let mut args = vec![ArgValue::Int {
        value: -42,
        width: 64,
    }];
    let r = c.call("f", &mut args).unwrap();
    assert!(
        matches!(r.as_slice(), [ArgValue::Int { value: 42, .. }]),
        "{r:?}"
    );
    let m = parse_ok(LIBRARY, "library");
    let (std, _) = lowered(&m, "convert-linalg-to-std", "library");
    let text = print(&std, Registry::standard(), PrintOptions::default());
    let std = parse_ok(&text, "library");
    let e = match jit::compile(&std, JitOptions::default()) {
        Ok(_) => panic!("compiled without the host function"),
        Err(e) => e.render("lib.mlir"),
    };
    assert!(
        e.starts_with("lib.mlir:")
            && e.contains(": error: ")
            && e.contains("'tessera_test_matmul_f32' is not provided by the host"),
        "{e}"
    );
}

const EXTERNAL: &str = r#"
func.func private @tessera_test_scale2(memref<?xf64, strided<[?], offset: ?>>, f64)
func.func @f(%A: memref<8xf64>, %s: f64) {
  %v = memref.subview %A[1] [4] [2] : memref<8xf64> to memref<4xf64, strided<[2], offset: 1>>
  %c = memref.cast %v : memref<4xf64, strided<[2], offset: 1>> to memref<?xf64, strided<[?], offset: ?>>
  func.call @tessera_test_scale2(%c, %s) : (memref<?xf64, strided<[?], offset: ?>>, f64) -> ()
  return
}
"#;

const EXTERNAL_C: &str = "#include <stdint.h>
void tessera_test_scale2(void *a, double *p, int64_t o, int64_t n, int64_t t, double s) {
  (void)a;
  for (int64_t i = 0; i < n; i++) p[o + i * t] *= s;
}
";

#[test]
fn external_functions_of_a_loaded_library_run_in_the_jit_the_c_backend_and_the_interpreter() {
    use tessera::codegen::cbackend;
    if !cbackend_common::cc_works() {
        return;
    }
    let m = parse_ok(EXTERNAL, "external");
    // Before the library is loaded: a located error from both native backends.
    let opts = cbackend_common::options(1);
    let e = match cbackend::compile(&m, &opts) {
        Ok(_) => panic!("C backend compiled without the symbol"),
        Err(e) => e.render("ext.mlir"),
    };
    assert!(
        e.starts_with("ext.mlir:2:1: error: ")
            && e.contains("'tessera_test_scale2' is not provided by the host"),
        "{e}"
    );
    assert!(jit::compile(&m, JitOptions::default()).is_err());
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tessera-ext");
    std::fs::create_dir_all(&dir).unwrap();
    let c = dir.join("scale2.c");
    let so = dir.join("libtessera_test_scale2.so");
    std::fs::write(&c, EXTERNAL_C).unwrap();
    let st = std::process::Command::new("cc")
        .args(["-shared", "-fPIC", "-O1", "-o"])
        .arg(&so)
        .arg(&c)
        .status()
        .unwrap();
    assert!(st.success());
    // SAFETY: a library written above, without initialisers; kept loaded for the process.
    let lib = unsafe {
        libloading::os::unix::Library::open(
            Some(&so),
            libloading::os::unix::RTLD_NOW | libloading::os::unix::RTLD_GLOBAL,
        )
    }
    .unwrap();
    std::mem::forget(lib);
    let mut fns = interp::HostFns::new();
    fns.register("tessera_test_scale2", |args: &mut [ArgValue]| {
        let s = match args[1] {
            ArgValue::F64(s) => s,
            _ => return Err("scale is not f64".into()),
        };
        let ArgValue::Memref(b) = &mut args[0] else {
            return Err("not a memref".into());
        };
        for k in 0..b.len() {
            let at = 8 * k;
            let x = f64::from_le_bytes(b.bytes()[at..at + 8].try_into().unwrap());
            b.bytes_mut()[at..at + 8].copy_from_slice(&(x * s).to_le_bytes());
        }
        Ok(vec![])
    });
    let jc = jit::compile(&m, JitOptions::default()).unwrap();
    let cc = cbackend::compile(&m, &opts).unwrap();
    for seed in [1, 2] {
        let args = || -> Vec<ArgValue> {
            entry_args(&m, "f", Fill::Seeded(seed), &[])
                .unwrap()
                .into_iter()
                .map(|a| a.value)
                .collect()
        };
        // By hand: elements 1, 3, 5, 7 (the view) scaled by s, the others unchanged.
        let mut want = args();
        let s = match want[1] {
            ArgValue::F64(s) => s,
            _ => panic!("scale"),
        };
        let ArgValue::Memref(b) = &mut want[0] else {
            panic!("A")
        };
        for k in [1usize, 3, 5, 7] {
            let x = f64::from_le_bytes(b.bytes()[8 * k..8 * k + 8].try_into().unwrap());
            b.bytes_mut()[8 * k..8 * k + 8].copy_from_slice(&(x * s).to_le_bytes());
        }
        let want = bytes(&want);
        let mut a = args();
        jc.call("f", &mut a).unwrap();
        assert_eq!(bytes(&a), want, "JIT, seed {seed}");
        let mut a = args();
        cc.call("f", &mut a).unwrap();
        assert_eq!(bytes(&a), want, "C backend, seed {seed}");
        let mut a = args();
        interp::run_with_host(&m, "f", &mut a, RunOptions::default(), &fns).unwrap();
        assert_eq!(bytes(&a), want, "interpreter, seed {seed}");
    }
}
