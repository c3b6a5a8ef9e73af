//! The cost guard of `affine-optimize` (`transforms::schedule::cost`): a region keeps its
//! original order unless its schedule is estimated to be faster.
//!
//! Decisions checked here are derived by hand in each test (the model's terms written out),
//! on cases whose verdict does not depend on the host's cache sizes: data that fits any L1, or
//! a fixed machine given to the estimate. The transformed programs' results are checked
//! elsewhere (`schedule_polygeist::optimized_kernels_run_identically` runs every kernel
//! through `affine-optimize`, guard on, forward, reversed and shuffled).

use crate::schedule_common;
use schedule_common::{run, text};

use tessera::codegen::interp::ParallelOrder;
use tessera::codegen::value::same_bits;
use tessera::ir::{parse, verify, Module, OpId, Registry};
use tessera::polyhedral::budget::Budget;
use tessera::transforms::parse_pipeline;
use tessera::transforms::schedule::cost::{
    contiguous_innermost, estimate, original_maps, CostMachine, MARGIN,
};
use tessera::transforms::schedule::driver::{plan, AutoOptions};
use tessera::transforms::schedule::model::{build_scop, find_regions};

fn load(src: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap();
    verify(&m, reg).unwrap();
    m
}

fn function(m: &Module, name: &str) -> OpId {
    m.walk(m.top())
        .into_iter()
        .find(|&o| m.op(o).attr("sym_name").and_then(|x| x.as_str()) == Some(name))
        .unwrap_or_else(|| panic!("no function {name}"))
}

/// Runs `pipeline`; the output (verified, re-parsed) and the remarks' messages.
fn optimize(m: &Module, pipeline: &str) -> (Module, Vec<String>) {
    let reg = Registry::standard();
    let mut t = m.clone();
    let remarks = parse_pipeline(pipeline).unwrap().run(&mut t).unwrap();
    verify(&t, reg).unwrap();
    let back = parse(&text(&t), reg).unwrap();
    verify(&back, reg).unwrap();
    (t, remarks.into_iter().map(|r| r.message).collect())
}

/// The estimates (original order, schedule) of the first region of `func` on `machine`.
fn estimates(m: &Module, func: &str, machine: &CostMachine) -> (f64, f64) {
    let reg = Registry::standard();
    let f = function(m, func);
    let (regions, _) = find_regions(m, f);
    let mut budget = Budget::new(40_000_000);
    let scop = build_scop(m, reg, &regions[0], &mut budget).unwrap();
    let (_, scan) = plan(&scop, &AutoOptions::default(), &mut budget).unwrap();
    let a = estimate(m, &scop, &original_maps(&scop), machine, 1000, &mut budget).unwrap();
    let b = estimate(m, &scop, &scan.maps, machine, 1000, &mut budget).unwrap();
    (a.total(), b.total())
}

/// A 1-d Jacobi stencil (PolyBench's jacobi-1d), sizes as arguments.
const JACOBI_1D: &str = r#"
func.func @main(%A: memref<1000xf64>, %B: memref<1000xf64>) {
  %c = arith.constant 3.333300e-01 : f64
  affine.for %t = 0 to 100 {
    affine.for %i = 1 to 999 {
      %a = affine.load %A[%i - 1] : memref<1000xf64>
      %b = affine.load %A[%i] : memref<1000xf64>
      %d = affine.load %A[%i + 1] : memref<1000xf64>
      %s = arith.addf %a, %b : f64
      %s2 = arith.addf %s, %d : f64
      %r = arith.mulf %c, %s2 : f64
      affine.store %r, %B[%i] : memref<1000xf64>
    }
    affine.for %i = 1 to 999 {
      %a = affine.load %B[%i - 1] : memref<1000xf64>
      %b = affine.load %B[%i] : memref<1000xf64>
      %d = affine.load %B[%i + 1] : memref<1000xf64>
      %s = arith.addf %a, %b : f64
      %s2 = arith.addf %s, %d : f64
      %r = arith.mulf %c, %s2 : f64
      affine.store %r, %A[%i] : memref<1000xf64>
    }
  }
  return
}
"#;

/// The scheduler time-tiles the stencil (skewed tiles, the outer tile loop a wavefront), and
/// the guard keeps the original. By hand, per iteration of an inner loop: in the original
/// order both inner loops carry no dependence and every access is contiguous, so they
/// vectorise: 3 loads and a store at an eighth of a cycle each, plus 3 operations, 0.75
/// cycles, about 1.5e5 for the 2 x 100 x 998 instances. In the time tiles the innermost point
/// loop carries the stencil's dependences (the two statements are fused with a shift), so it
/// runs in scalar order: at least one floating-point latency, 4 cycles per iteration, 8e5 in
/// all. The two arrays (16 KB) fit any L1, so the tiles have no traffic to win back: the
/// memory terms (compulsory lines only) are the same and small. The schedule is about 5x
/// slower in the estimate; kept, with the remark. The kept region's loops are then marked
/// where that is free on one thread: the `t` loop carries the stencil's dependences, the two
/// `i` loops directly inside it carry none and sweep memory contiguously, so they become
/// `affine.parallel`; nothing else changes (with `parallel=false`, the function is unchanged).
#[test]
fn guard_keeps_a_time_tiled_stencil_whose_data_fits_the_cache() {
    let m = load(JACOBI_1D);
    let (plain, _) = optimize(&m, "affine-auto-schedule");
    assert_ne!(
        text(&plain),
        text(&m),
        "the scheduler transforms the stencil"
    );
    let (t, remarks) = optimize(&m, "affine-optimize");
    let expected = text(&m).replace(
        "affine.for %arg3 = 1 to 999 {",
        "affine.parallel (%arg3) = (1) to (999) {",
    );
    assert_eq!(text(&t), expected, "the guarded pipeline keeps the stencil");
    let (t, _) = optimize(&m, "affine-optimize{parallel=false}");
    assert_eq!(text(&t), text(&m), "without parallel loops, unchanged");
    assert!(
        remarks.iter().any(|r| r.contains("cost guard")),
        "remarks: {remarks:?}"
    );
    // Without the guard, affine-optimize schedules it as affine-auto-schedule does.
    let (u, _) = optimize(&m, "affine-optimize{guard=false}");
    assert_eq!(text(&u), text(&plain));
}

/// A 2-d Jacobi stencil on 30 x 30 arrays (PolyBench's jacobi-2d, 10 steps).
const JACOBI_2D: &str = r#"
func.func @main(%A: memref<30x30xf64>, %B: memref<30x30xf64>) {
  %c = arith.constant 2.000000e-01 : f64
  affine.for %i = 0 to 30 {
    affine.for %j = 0 to 30 {
      %x = arith.index_cast %i : index to i64
      %y = arith.index_cast %j : index to i64
      %p = arith.muli %x, %y : i64
      %f = arith.sitofp %p : i64 to f64
      affine.store %f, %A[%i, %j] : memref<30x30xf64>
    }
  }
  affine.for %t = 0 to 10 {
    affine.for %i = 1 to 29 {
      affine.for %j = 1 to 29 {
        %a = affine.load %A[%i, %j] : memref<30x30xf64>
        %b = affine.load %A[%i, %j - 1] : memref<30x30xf64>
        %d = affine.load %A[%i, %j + 1] : memref<30x30xf64>
        %e = affine.load %A[%i + 1, %j] : memref<30x30xf64>
        %g = affine.load %A[%i - 1, %j] : memref<30x30xf64>
        %s1 = arith.addf %a, %b : f64
        %s2 = arith.addf %s1, %d : f64
        %s3 = arith.addf %s2, %e : f64
        %s4 = arith.addf %s3, %g : f64
        %r = arith.mulf %c, %s4 : f64
        affine.store %r, %B[%i, %j] : memref<30x30xf64>
      }
    }
    affine.for %i = 1 to 29 {
      affine.for %j = 1 to 29 {
        %a = affine.load %B[%i, %j] : memref<30x30xf64>
        %b = affine.load %B[%i, %j - 1] : memref<30x30xf64>
        %d = affine.load %B[%i, %j + 1] : memref<30x30xf64>
        %e = affine.load %B[%i + 1, %j] : memref<30x30xf64>
        %g = affine.load %B[%i - 1, %j] : memref<30x30xf64>
        %s1 = arith.addf %a, %b : f64
        %s2 = arith.addf %s1, %d : f64
        %s3 = arith.addf %s2, %e : f64
        %s4 = arith.addf %s3, %g : f64
        %r = arith.mulf %c, %s4 : f64
        affine.store %r, %A[%i, %j] : memref<30x30xf64>
      }
    }
  }
  return
}
"#;

/// A region the guard keeps still gets parallel loops where they cost nothing on one thread:
/// the 2-d stencil is kept (as the 1-d one: its time tiles' innermost loop carries the
/// stencil's dependences, scalar against the original's vectorised sweeps, and its 14 KB fit
/// any L1). Of its top-level loops, the initialisation nest's `i` loop carries no dependence
/// and sweeps `A` contiguously along `j` with no accumulator: it becomes `affine.parallel`;
/// the `t` loop carries the stencil's dependences, and the two `i` loops directly inside it
/// carry none and sweep contiguously: they become `affine.parallel` too (3 marked; of the 7
/// `affine.for`, 4 remain: `t` and the three `j` loops). Nothing else changes.
#[test]
fn guard_marks_contiguous_nests_of_a_kept_region_parallel() {
    let m = load(JACOBI_2D);
    let (t, remarks) = optimize(&m, "affine-optimize");
    let kept: Vec<&String> = remarks
        .iter()
        .filter(|r| r.contains("cost guard"))
        .collect();
    assert_eq!(kept.len(), 1, "remarks: {remarks:?}");
    assert!(
        kept[0].ends_with("3 parallel loop(s) marked"),
        "{}",
        kept[0]
    );
    let printed = text(&t);
    assert_eq!(printed.matches("affine.parallel").count(), 3, "{printed}");
    assert_eq!(printed.matches("affine.for").count(), 4, "{printed}");
    // Without parallel loops the guarded pipeline returns the input.
    let (u, _) = optimize(&m, "affine-optimize{parallel=false}");
    assert_eq!(text(&u), text(&m));
}

/// Which statements sweep memory contiguously along their innermost loop with no accumulator
/// in memory (where the guard may mark a parallel loop): by hand, `B[i][j] = A[i][j-1] +
/// A[i][j]` moves every access by one element along `j` (yes); `s[i] += A[i][j]` stores to a
/// cell that does not move along `j` (no: an accumulator); `C[j][i] = A[i][j]` moves C by a
/// row along `j` (no: strided).
#[test]
fn contiguous_innermost_statements() {
    let src = r#"
func.func @f(%A: memref<64x64xf64>, %B: memref<64x64xf64>, %C: memref<64x64xf64>, %s: memref<64xf64>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 1 to 64 {
      %a = affine.load %A[%i, %j - 1] : memref<64x64xf64>
      %b = affine.load %A[%i, %j] : memref<64x64xf64>
      %c = arith.addf %a, %b : f64
      affine.store %c, %B[%i, %j] : memref<64x64xf64>
    }
    affine.for %j = 0 to 64 {
      %a = affine.load %A[%i, %j] : memref<64x64xf64>
      %b = affine.load %s[%i] : memref<64xf64>
      %c = arith.addf %a, %b : f64
      affine.store %c, %s[%i] : memref<64xf64>
    }
    affine.for %j = 0 to 64 {
      %a = affine.load %A[%i, %j] : memref<64x64xf64>
      affine.store %a, %C[%j, %i] : memref<64x64xf64>
    }
  }
  return
}
"#;
    let m = load(src);
    let reg = Registry::standard();
    let (regions, _) = find_regions(&m, function(&m, "f"));
    let mut budget = Budget::new(40_000_000);
    let scop = build_scop(&m, reg, &regions[0], &mut budget).unwrap();
    assert_eq!(contiguous_innermost(&scop), vec![true, false, false]);
}

/// A transpose large enough that the original's column walk misses, on a fixed machine (32
/// KB L1, 1 MB L2, 32 MB L3, three quarters usable: 384, 12288 and 393216 lines of 64
/// bytes). By hand: B[j][i] written along `j` touches a new line at every iteration, 2048
/// lines per iteration of `i` (more lines in flight than a prefetcher follows), so each of
/// its misses costs 5 line transfers. Both arrays fit the L3, so its traffic is the
/// compulsory lines, 2048 x 256 per array: (524288 + 5 x 524288) x 12 cycles = 3.77e7, above
/// the L1 traffic (A 524288 + B 5 x 2048 x 2048 = 2.15e7) and the computation (4.2e6
/// instances at 0.125 + 1.5 (a scatter) + 0.125 = 1.75 cycles, 7.3e6). The scheduler tiles
/// it 32 x 32: a tile's column walk spans 32 lines (a prefetched stream) and its 256 lines
/// fit the L1, so every level moves the compulsory 1048576 lines once: 1.26e7 cycles at L3,
/// above the computation (7.3e6 plus 131072 loop entries x 10): about 3x faster.
/// The same transpose at 16 x 16 (two arrays of 2 KB): 64 lines in all, the estimate is the
/// compulsory traffic either way (768 cycles), so the schedule is not estimated faster.
#[test]
fn guard_estimates_a_large_transpose_faster_tiled_and_a_small_one_not() {
    let machine = CostMachine::with_caches(64.0, [32768.0, 1048576.0, 33554432.0]);
    let src = |n: i64| {
        format!(
            r#"
func.func @main(%A: memref<{n}x{n}xf64>, %B: memref<{n}x{n}xf64>) {{
  affine.for %i = 0 to {n} {{
    affine.for %j = 0 to {n} {{
      %a = affine.load %A[%i, %j] : memref<{n}x{n}xf64>
      affine.store %a, %B[%j, %i] : memref<{n}x{n}xf64>
    }}
  }}
  return
}}
"#
        )
    };
    let big = load(&src(2048));
    let (a, b) = estimates(&big, "main", &machine);
    assert!(b < MARGIN * a, "2048: original {a:.3e}, schedule {b:.3e}");
    assert!((a - 3.77e7).abs() < 0.01e7, "2048: original {a:.3e}");
    assert!((b - 1.26e7).abs() < 0.01e7, "2048: schedule {b:.3e}");
    let small = load(&src(16));
    let (a, b) = estimates(&small, "main", &machine);
    assert!(b >= MARGIN * a, "16: original {a:.3e}, schedule {b:.3e}");
}

/// What the guard keeps runs exactly as before, and what it lets through runs to the same
/// results: the stencil and a transpose through `affine-optimize` in the interpreter, with
/// parallel loops forward, reversed and shuffled.
#[test]
fn guarded_pipeline_keeps_results() {
    let transpose = r#"
func.func @main(%A: memref<40x40xf64>, %B: memref<40x40xf64>, %C: memref<40x40xf64>) {
  affine.for %i = 0 to 40 {
    affine.for %j = 0 to 40 {
      %x = arith.index_cast %i : index to i64
      %y = arith.index_cast %j : index to i64
      %p = arith.muli %x, %y : i64
      %f = arith.sitofp %p : i64 to f64
      affine.store %f, %A[%i, %j] : memref<40x40xf64>
    }
  }
  affine.for %i = 0 to 40 {
    affine.for %j = 0 to 40 {
      %a = affine.load %A[%i, %j] : memref<40x40xf64>
      affine.store %a, %B[%j, %i] : memref<40x40xf64>
    }
  }
  affine.for %i = 0 to 40 {
    affine.for %j = 0 to 40 {
      affine.for %k = 0 to 40 {
        %a = affine.load %A[%i, %k] : memref<40x40xf64>
        %b = affine.load %B[%k, %j] : memref<40x40xf64>
        %c = affine.load %C[%i, %j] : memref<40x40xf64>
        %p = arith.mulf %a, %b : f64
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : memref<40x40xf64>
      }
    }
  }
  return
}
"#;
    for src in [JACOBI_1D, JACOBI_2D, transpose] {
        let m = load(src);
        let want = run(&m, ParallelOrder::Forward).unwrap();
        for pipeline in ["affine-optimize", "affine-auto-schedule{guard=true}"] {
            let (t, _) = optimize(&m, pipeline);
            for order in [
                ParallelOrder::Forward,
                ParallelOrder::Reversed,
                ParallelOrder::Shuffled(7),
            ] {
                let got = run(&t, order).unwrap();
                assert!(same_bits(&got, &want), "{pipeline} {order:?}");
            }
        }
    }
}
