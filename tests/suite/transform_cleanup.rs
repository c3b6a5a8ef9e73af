//! The loop clean-up passes (`affine-loop-unroll`, `affine-loop-normalize`,
//! `affine-loop-invariant-code-motion`, `affine-scalrep`, `affine-simplify-structures`) keep the
//! interpreter's results bit for bit: on every PolyBench MINI kernel and on random affine
//! programs (imperfect nests, steps, max/min and symbolic bounds, `iter_args`, `affine.if` with
//! else, mod/floordiv subscripts), for every pass alone and in pipelines. Every output
//! verifies and survives a print/parse round trip. Regression tests cover the cases where
//! mlir-opt 22 changes results (unroll cleanup loops of empty loops, swapped `iter_args`) or
//! where a pass must not act (scalrep across a possibly-equal subscript, hoisting out of a loop
//! that may not run). `TESSERA_CASES` raises the number of random programs (default 24).

use crate::transform_cleanup_common;

use std::path::{Path, PathBuf};

use tessera::codegen::value::Fill;
use tessera::ir::{parse, Module, Registry};
use transform_cleanup_common::{apply, count_ops, random_program, run, same};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn load(path: &Path) -> Module {
    let src = std::fs::read_to_string(path).expect("read");
    parse(&src, Registry::standard()).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn src(text: &str) -> Module {
    parse(text, Registry::standard()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Every pass alone, with its main option combinations.
const SINGLE: &[&str] = &[
    "affine-loop-unroll",
    "affine-loop-unroll{unroll-factor=3}",
    "affine-loop-unroll{unroll-factor=-1}",
    "affine-loop-unroll{unroll-full unroll-full-threshold=5}",
    "affine-loop-unroll{unroll-factor=-1 unroll-full-threshold=2}",
    "affine-loop-unroll{unroll-factor=5 unroll-up-to-factor}",
    "affine-loop-unroll{unroll-factor=3 cleanup-unroll}",
    "affine-loop-unroll{unroll-factor=2 unroll-num-reps=2}",
    "affine-loop-normalize",
    "affine-loop-normalize{promote-single-iter}",
    "affine-loop-invariant-code-motion",
    "affine-scalrep",
    "affine-simplify-structures",
];

/// Pipelines of several passes.
const COMBOS: &[&str] = &[
    "affine-loop-normalize,affine-loop-unroll{unroll-factor=2},affine-scalrep",
    "affine-loop-unroll{unroll-factor=3},affine-loop-invariant-code-motion,affine-simplify-structures",
    "affine-scalrep,affine-loop-invariant-code-motion,affine-loop-unroll,affine-scalrep",
    "affine-loop-normalize{promote-single-iter},affine-simplify-structures,affine-loop-unroll{unroll-factor=2 cleanup-unroll},affine-loop-invariant-code-motion,affine-scalrep",
];

#[test]
fn polybench_mini_same_results_after_every_cleanup_pass() {
    let dir = root().join("tests/corpus/polybench/mini");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 30);
    let mut changed = 0;
    for f in &files {
        let what = f.display().to_string();
        let m = load(f);
        let before = tessera::ir::print(&m, Registry::standard(), Default::default());
        let (a0, _) = run(&m, "main", Fill::Zero, &[]).unwrap_or_else(|e| panic!("{what}: {e}"));
        for p in SINGLE.iter().chain(COMBOS) {
            let t = apply(&m, p, &what);
            if tessera::ir::print(&t, Registry::standard(), Default::default()) != before {
                changed += 1;
            }
            let (a1, _) =
                run(&t, "main", Fill::Zero, &[]).unwrap_or_else(|e| panic!("{what} {p}: {e}"));
            assert!(same(&a0, &a1), "{what}: results differ after {p}");
        }
    }
    // The passes do something on the corpus (not only the identity).
    assert!(
        changed > 200,
        "only {changed} (kernel, pipeline) outputs differ from the input"
    );
}

fn cases() -> u64 {
    std::env::var("TESSERA_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(24)
}

#[test]
fn random_programs_same_results_after_every_cleanup_pass() {
    let mut compared = 0;
    for seed in 0..cases() {
        let text = random_program(seed);
        let m = src(&text);
        for n in [0i64, 1, 3, 7] {
            let sizes = vec![("n".to_string(), n.to_string())];
            let (a0, _) = run(&m, "f", Fill::Seeded(seed), &sizes)
                .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
            for p in SINGLE.iter().chain(COMBOS) {
                let t = apply(&m, p, &format!("seed {seed}"));
                let (a1, _) = run(&t, "f", Fill::Seeded(seed), &sizes)
                    .unwrap_or_else(|e| panic!("seed {seed} {p} n={n}: {e}\n{text}"));
                assert!(
                    same(&a0, &a1),
                    "seed {seed}, n = {n}: results differ after {p}\n{text}\n{}",
                    tessera::ir::print(&t, Registry::standard(), Default::default())
                );
                compared += 1;
            }
        }
    }
    assert!(compared > 0);
}

/// Random pipelines of 3 to 5 passes with random options.
#[test]
fn random_programs_random_pipelines() {
    let mut rng = transform_cleanup_common::Rng(0x5eed);
    for seed in 0..cases() {
        let text = random_program(seed + 1000);
        let m = src(&text);
        let k = rng.range(3, 5);
        let p: Vec<&str> = (0..k)
            .map(|_| SINGLE[rng.range(0, SINGLE.len() as i64 - 1) as usize])
            .collect();
        let p = p.join(",");
        let t = apply(&m, &p, &format!("seed {seed}"));
        for n in [0i64, 2, 5] {
            let sizes = vec![("n".to_string(), n.to_string())];
            let (a0, _) = run(&m, "f", Fill::Seeded(seed), &sizes).unwrap();
            let (a1, _) = run(&t, "f", Fill::Seeded(seed), &sizes)
                .unwrap_or_else(|e| panic!("seed {seed} {p}: {e}\n{text}"));
            assert!(
                same(&a0, &a1),
                "seed {seed} n = {n}: results differ after {p}\n{text}"
            );
        }
    }
}

// ---- unroll ---------------------------------------------------------------------------------

/// mlir-opt 22 starts the cleanup loop of `affine.for %i = 2 to %n` unrolled by 2 at
/// `(%n floordiv 2) * 2`, which is 0 for `%n = 1`: the cleanup loop then runs `%i = 0`, which
/// the original (empty) loop never ran. tessera's cleanup loop starts at
/// `max(2, %n - %n mod 2)`.
#[test]
fn unroll_cleanup_of_an_empty_symbolic_loop_runs_nothing() {
    let m = src("func.func @f(%A: memref<8xf32>, %n: index) {
  %c = arith.constant 5.000000e+00 : f32
  affine.for %i = 2 to %n {
    affine.store %c, %A[%i] : memref<8xf32>
  }
  return
}");
    let t = apply(&m, "affine-loop-unroll{unroll-factor=2}", "empty");
    assert_eq!(
        count_ops(&t, "affine.for"),
        2,
        "unrolled loop and cleanup loop"
    );
    for n in 0..8 {
        let sizes = vec![("n".to_string(), n.to_string())];
        let (a0, _) = run(&m, "f", Fill::Zero, &sizes).unwrap();
        let (a1, _) = run(&t, "f", Fill::Zero, &sizes).unwrap();
        assert!(same(&a0, &a1), "n = {n}");
    }
}

/// A loop yielding its region arguments swapped: after unrolling by 2 the yield is no longer a
/// swap (mlir-opt 22 keeps `affine.yield %b, %a` and stores the wrong values).
#[test]
fn unroll_maps_swapped_iter_args_through_the_copies() {
    let m = src("func.func @f(%A: memref<10xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = affine.for %i = 0 to 10 iter_args(%a = %c0, %b = %c1) -> (index, index) {
    affine.store %a, %A[%i] : memref<10xindex>
    affine.yield %b, %a : index, index
  }
  return
}");
    for f in [2, 3, 4] {
        let t = apply(
            &m,
            &format!("affine-loop-unroll{{unroll-factor={f}}}"),
            "swap",
        );
        let (a0, _) = run(&m, "f", Fill::Zero, &[]).unwrap();
        let (a1, _) = run(&t, "f", Fill::Zero, &[]).unwrap();
        // Hand derivation: A[i] = i mod 2.
        let want: Vec<u8> = (0..10i64).flat_map(|i| (i % 2).to_le_bytes()).collect();
        match &a0[0] {
            tessera::codegen::value::ArgValue::Memref(b) => assert_eq!(b.bytes(), &want[..]),
            _ => panic!("memref expected"),
        }
        assert!(same(&a0, &a1), "factor {f}");
    }
}

#[test]
fn unroll_full_threshold_unrolls_only_short_loops() {
    let m = src("func.func @f(%A: memref<100xf32>) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 2 {
      affine.store %c, %A[%i + %j] : memref<100xf32>
    }
  }
  affine.for %k = 0 to 10 {
    affine.store %c, %A[%k] : memref<100xf32>
  }
  return
}");
    let t = apply(
        &m,
        "affine-loop-unroll{unroll-full unroll-full-threshold=3}",
        "thr",
    );
    // The 0..3 and 0..2 loops disappear; the 0..10 loop stays.
    assert_eq!(count_ops(&t, "affine.for"), 1);
    assert_eq!(count_ops(&t, "affine.store"), 7);
}

// ---- scalrep --------------------------------------------------------------------------------

/// Two stores through subscripts that may be equal (`%i`, `%j`): the second may overwrite the
/// cell the first wrote, so the load after them must not take the first store's value.
#[test]
fn scalrep_does_not_forward_across_a_may_alias_store() {
    let m = src("func.func @f(%A: memref<8xf32>, %R: memref<8x8xf32>) {
  %c1 = arith.constant 1.000000e+00 : f32
  %c2 = arith.constant 2.000000e+00 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.store %c1, %A[%i] : memref<8xf32>
      affine.store %c2, %A[%j] : memref<8xf32>
      %v = affine.load %A[%i] : memref<8xf32>
      affine.store %v, %R[%i, %j] : memref<8x8xf32>
    }
  }
  return
}");
    let t = apply(&m, "affine-scalrep", "may-alias");
    assert_eq!(count_ops(&t, "affine.load"), 1, "the load must stay");
    let (a0, _) = run(&m, "f", Fill::Zero, &[]).unwrap();
    let (a1, _) = run(&t, "f", Fill::Zero, &[]).unwrap();
    assert!(same(&a0, &a1));
    // Hand derivation: R[i][j] = 2 if i == j else 1.
    if let tessera::codegen::value::ArgValue::Memref(b) = &a1[1] {
        let want: Vec<u8> = (0..64)
            .flat_map(|k| (if k / 8 == k % 8 { 2.0f32 } else { 1.0f32 }).to_le_bytes())
            .collect();
        assert_eq!(b.bytes(), &want[..]);
    } else {
        panic!("memref expected");
    }
}

/// A store through a subscript that differs by a constant (`%i + 1`) cannot touch `A[%i]`:
/// forwarding happens, and the dead first store of a cell overwritten later goes.
#[test]
fn scalrep_forwards_across_a_provably_distinct_store_and_removes_dead_stores() {
    let m = src("func.func @f(%A: memref<10xf32>, %R: memref<10xf32>) {
  %c1 = arith.constant 1.000000e+00 : f32
  %c2 = arith.constant 2.000000e+00 : f32
  affine.for %i = 0 to 9 {
    affine.store %c2, %A[%i] : memref<10xf32>
    affine.store %c1, %A[%i] : memref<10xf32>
    affine.store %c2, %A[%i + 1] : memref<10xf32>
    %v = affine.load %A[%i] : memref<10xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %R[%i] : memref<10xf32>
  }
  return
}");
    let t = apply(&m, "affine-scalrep", "distinct");
    assert_eq!(count_ops(&t, "affine.load"), 0);
    assert_eq!(count_ops(&t, "affine.store"), 3);
    let (a0, _) = run(&m, "f", Fill::Zero, &[]).unwrap();
    let (a1, _) = run(&t, "f", Fill::Zero, &[]).unwrap();
    assert!(same(&a0, &a1));
}

/// A load in a loop reads what the previous iteration stored: a load before the loop must not
/// replace it (the store runs between them in a later iteration).
#[test]
fn scalrep_redundant_load_respects_loop_carried_writes() {
    let m = src("func.func @f(%A: memref<4xf32>, %R: memref<8xf32>) {
  %c1 = arith.constant 1.000000e+00 : f32
  %x = affine.load %A[0] : memref<4xf32>
  affine.store %x, %R[0] : memref<8xf32>
  affine.for %j = 1 to 8 {
    %y = affine.load %A[0] : memref<4xf32>
    %z = arith.addf %y, %c1 : f32
    affine.store %z, %A[0] : memref<4xf32>
    affine.store %y, %R[%j] : memref<8xf32>
  }
  return
}");
    let t = apply(&m, "affine-scalrep", "carried");
    assert_eq!(count_ops(&t, "affine.load"), 2);
    let (a0, _) = run(&m, "f", Fill::Seeded(3), &[]).unwrap();
    let (a1, _) = run(&t, "f", Fill::Seeded(3), &[]).unwrap();
    assert!(same(&a0, &a1));
}

/// Loads of the same cell with no write between: the second reuses the first; a local buffer
/// whose loads were all forwarded disappears.
#[test]
fn scalrep_reuses_loads_and_removes_a_forwarded_local_buffer() {
    let m = src("func.func @f(%A: memref<10xf32>, %R: memref<10xf32>) {
  %t = memref.alloc() : memref<1xf32>
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf32>
    %b = affine.load %A[%i] : memref<10xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %t[0] : memref<1xf32>
    %u = affine.load %t[0] : memref<1xf32>
    affine.store %u, %R[%i] : memref<10xf32>
  }
  memref.dealloc %t : memref<1xf32>
  return
}");
    let t = apply(&m, "affine-scalrep", "reuse");
    assert_eq!(count_ops(&t, "affine.load"), 1);
    assert_eq!(count_ops(&t, "memref.alloc"), 0);
    let (a0, _) = run(&m, "f", Fill::Seeded(9), &[]).unwrap();
    let (a1, _) = run(&t, "f", Fill::Seeded(9), &[]).unwrap();
    assert!(same(&a0, &a1));
}

/// A call may write any memref: nothing is forwarded across it.
#[test]
fn scalrep_does_not_forward_across_a_call() {
    let m = src("func.func private @g(memref<4xf32>)
func.func @f(%A: memref<4xf32>, %R: memref<4xf32>) {
  %c1 = arith.constant 1.000000e+00 : f32
  affine.store %c1, %A[0] : memref<4xf32>
  func.call @g(%R) : (memref<4xf32>) -> ()
  %v = affine.load %A[0] : memref<4xf32>
  affine.store %v, %R[1] : memref<4xf32>
  return
}");
    let t = apply(&m, "affine-scalrep", "call");
    assert_eq!(count_ops(&t, "affine.load"), 1);
}

// ---- LICM -----------------------------------------------------------------------------------

/// Loads are hoisted only from loops that run: `0 to %n` may be empty, and `B[%n]` may be out
/// of bounds then (mlir-opt 22 hoists it). A division by a value that may be zero stays too.
#[test]
fn licm_hoists_loads_only_from_loops_that_run() {
    let m = src(
        "func.func @f(%A: memref<10xf32>, %B: memref<10xf32>, %n: index, %d: index) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 10 {
    %x = affine.load %B[0] : memref<10xf32>
    %y = arith.addf %x, %c : f32
    %q = arith.divui %n, %d : index
    affine.store %y, %A[%i] : memref<10xf32>
  }
  affine.for %i = 0 to %n {
    %x = affine.load %B[%n] : memref<10xf32>
    %q = arith.divui %n, %d : index
    affine.store %x, %A[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %x = affine.load %A[0] : memref<10xf32>
    affine.store %x, %A[%i] : memref<10xf32>
  }
  affine.for %i = 1 to 10 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %x = affine.load %B[%n] : memref<10xf32>
      affine.store %x, %A[%j] : memref<10xf32>
    }
  }
  return
}",
    );
    let t = apply(&m, "affine-loop-invariant-code-motion", "licm");
    let reg = Registry::standard();
    let text = tessera::ir::print(&t, reg, Default::default());
    let loops: Vec<_> = t
        .walk(t.top())
        .into_iter()
        .filter(|&o| t.op(o).name == "affine.for")
        .collect();
    let body_ops = |l| -> Vec<String> {
        tessera::ir::views::AffineForOp::wrap(&t, l)
            .unwrap()
            .body_ops()
            .iter()
            .map(|&o| t.op(o).name.clone())
            .collect()
    };
    assert_eq!(
        body_ops(loops[0]),
        ["affine.store", "affine.yield"],
        "{text}"
    );
    assert_eq!(
        body_ops(loops[1]),
        ["affine.load", "arith.divui", "affine.store", "affine.yield"],
        "{text}"
    );
    assert_eq!(
        body_ops(loops[2]),
        ["affine.load", "affine.store", "affine.yield"],
        "{text}"
    );
    // `0 to %i` with %i >= 1 runs, and so does `1 to 10`: the load leaves both.
    assert_eq!(
        body_ops(loops[4]),
        ["affine.store", "affine.yield"],
        "{text}"
    );
    assert_eq!(body_ops(loops[3]), ["affine.for", "affine.yield"], "{text}");
    for (n, d) in [(0, 0), (3, 1), (9, 2)] {
        let sizes = vec![
            ("n".to_string(), n.to_string()),
            ("d".to_string(), d.to_string()),
        ];
        // The original divides by zero only where the loop runs (d = 0 comes with n = 0).
        let r0 = run(&m, "f", Fill::Seeded(1), &sizes);
        let r1 = run(&t, "f", Fill::Seeded(1), &sizes);
        match (r0, r1) {
            (Ok((a0, _)), Ok((a1, _))) => assert!(same(&a0, &a1)),
            (Err(_), Err(_)) => {}
            (x, y) => panic!("n={n} d={d}: {:?} vs {:?}\n{text}", x.err(), y.err()),
        }
    }
}

// ---- normalize / simplify -------------------------------------------------------------------

#[test]
fn normalize_gives_zero_lower_bounds_and_unit_steps() {
    let m = src("func.func @f(%A: memref<100xf32>, %n: index) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 2 to 20 step 3 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 10, s0)>(%i)[%n] step 2 {
      affine.store %c, %A[%i + %j] : memref<100xf32>
    }
  }
  return
}");
    let t = apply(&m, "affine-loop-normalize", "norm");
    for l in t.walk(t.top()) {
        if let Some(f) = tessera::ir::views::AffineForOp::wrap(&t, l) {
            assert_eq!(f.constant_lower_bound(), Some(0));
            assert_eq!(f.step(), 1);
        }
    }
    for n in [0, 5, 30, 99] {
        let sizes = vec![("n".to_string(), n.to_string())];
        let (a0, _) = run(&m, "f", Fill::Zero, &sizes).unwrap();
        let (a1, _) = run(&t, "f", Fill::Zero, &sizes).unwrap();
        assert!(same(&a0, &a1), "n = {n}");
    }
}

#[test]
fn simplify_structures_folds_constants_and_drops_unused_operands() {
    let m = src("func.func @f(%A: memref<100xf32>, %n: index) {
  %c = arith.constant 1.000000e+00 : f32
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to affine_map<(d0)[s0] -> (d0 * 2 + d0 - d0 * 3 + 10)>(%n)[%n] {
    %p = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %c4)
    affine.store %c, %A[%p + %i - %i] : memref<100xf32>
  }
  return
}");
    let t = apply(&m, "affine-simplify-structures", "simp");
    let text = tessera::ir::print(&t, Registry::standard(), Default::default());
    assert!(text.contains("affine.for %arg2 = 0 to 10 {"), "{text}");
    assert!(text.contains("(d0) -> (d0 + 4)"), "{text}");
    let (a0, _) = run(&m, "f", Fill::Zero, &[("n".into(), "3".into())]).unwrap();
    let (a1, _) = run(&t, "f", Fill::Zero, &[("n".into(), "3".into())]).unwrap();
    assert!(same(&a0, &a1));
}

/// The generator's programs give the passes work: most are changed by unrolling, and scalrep
/// and LICM act on some.
#[test]
fn random_programs_are_transformed() {
    let reg = Registry::standard();
    let mut changed = [0usize; 4];
    let passes = [
        "affine-loop-unroll",
        "affine-scalrep",
        "affine-loop-invariant-code-motion",
        "affine-loop-normalize",
    ];
    let n = 60;
    let mut features = [0usize; 4];
    for seed in 0..n {
        let text = random_program(seed);
        for (k, f) in [
            "affine.parallel",
            "iter_args",
            "affine.if",
            "= affine_map<()[s0]",
        ]
        .iter()
        .enumerate()
        {
            features[k] += usize::from(text.contains(f));
        }
        let m = src(&text);
        let before = tessera::ir::print(&m, reg, Default::default());
        for (k, p) in passes.iter().enumerate() {
            let t = apply(&m, p, "stats");
            if tessera::ir::print(&t, reg, Default::default()) != before {
                changed[k] += 1;
            }
        }
    }
    eprintln!("changed out of {n}: {passes:?} {changed:?}; features {features:?}");
    assert!(features.iter().all(|&c| c >= 3), "{features:?}");
    assert!(changed[0] > n as usize / 3, "{changed:?}");
    assert!(
        changed[1] > 5 && changed[2] > 5 && changed[3] > 5,
        "{changed:?}"
    );
}

/// What a pass leaves alone is reported as a remark at the loop (and the program is unchanged).
#[test]
fn refusals_are_remarks_at_the_loop() {
    let text = "func.func @f(%A: memref<100xf32>, %n: index) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = max affine_map<()[s0] -> (s0, 2)>()[%n] to 20 {
    affine.store %c, %A[%i] : memref<100xf32>
  }
  return
}";
    let reg = Registry::standard();
    for (p, needle) in [
        ("affine-loop-normalize", "lower bound is a max"),
        ("affine-loop-unroll", "max/min of several expressions"),
        ("affine-loop-unroll{unroll-factor=-1}", "not a constant"),
    ] {
        let mut m = src(text);
        let before = tessera::ir::print(&m, reg, Default::default());
        let remarks = tessera::transforms::parse_pipeline(p)
            .unwrap()
            .run(&mut m)
            .unwrap();
        assert_eq!(remarks.len(), 1, "{p}: {remarks:?}");
        let r = remarks[0].render("f.mlir");
        assert!(r.starts_with("f.mlir:3:3: remark: "), "{p}: {r}");
        assert!(r.contains(needle), "{p}: {r}");
        assert_eq!(
            tessera::ir::print(&m, reg, Default::default()),
            before,
            "{p}"
        );
    }
}

/// A load in an `scf.for` reads what the previous iteration stored: the store before the loop
/// is not forwarded into it.
#[test]
fn scalrep_does_not_forward_into_an_scf_loop_with_a_later_store() {
    let m = src("func.func @f(%A: memref<4xf32>, %R: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.000000e+00 : f32
  affine.store %one, %A[0] : memref<4xf32>
  scf.for %k = %c0 to %c8 step %c1 {
    %v = affine.load %A[0] : memref<4xf32>
    %w = arith.addf %v, %one : f32
    affine.store %w, %A[0] : memref<4xf32>
    memref.store %v, %R[%k] : memref<8xf32>
  }
  return
}");
    let t = apply(&m, "affine-scalrep", "scf");
    assert_eq!(count_ops(&t, "affine.load"), 1);
    let (a0, _) = run(&m, "f", Fill::Zero, &[]).unwrap();
    let (a1, _) = run(&t, "f", Fill::Zero, &[]).unwrap();
    assert!(same(&a0, &a1));
}
