//! Tile sizes from the cache model (`tile-model`, `transforms::schedule::tile_sizes`).
//!
//! - On machines given to the model, derived by hand (below): with caches that hold
//!   everything, only the loop entries depend on the sizes, so the innermost point loop grows;
//!   the TLB term charges a miss a step to a walk across more pages than the TLB's entries.
//! - The sizes the model chooses keep every program's results: the Polygeist-style twins
//!   (sizes as arguments, so the model sizes for the assumed 1000, not the MINI extents),
//!   scheduled with `tile-model=true`, run bit-identically with parallel loops forward,
//!   reversed and shuffled, at MINI sizes and on corners of the arrays.
//! - Sizes the user gives are kept unless `tile-model=true` is given too; the search never
//!   goes below them, and the cost guard's verdicts do not depend on it (it judges each region
//!   at the given sizes first).

use crate::schedule_common;
use schedule_common::{
    corpus_path, load, modelled, polygeist_kernels as kernels, run, text, MATMUL,
};

use tessera::codegen::interp::ParallelOrder;
use tessera::codegen::value::same_bits;
use tessera::ir::{parse, verify, Module, Registry};
use tessera::polyhedral::budget::Budget;
use tessera::transforms::parse_pipeline;
use tessera::transforms::pass::functions;
use tessera::transforms::schedule::cost::{estimate, CostMachine};
use tessera::transforms::schedule::driver::{auto_schedule, plan, AutoOptions};
use tessera::transforms::schedule::model::Scop;
use tessera::transforms::schedule::tile_sizes::{choose, GAIN};
use tessera::transforms::schedule::tiling::Scan;

/// `B += A` and `B += transpose(A)`, sizes as a symbol (assumed 1000 by the model).
const ADD: &str = r#"
func.func @f(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %a = affine.load %A[%i, %j] : memref<?x?xf64>
      %b = affine.load %B[%i, %j] : memref<?x?xf64>
      %s = arith.addf %a, %b : f64
      affine.store %s, %B[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
"#;

/// The model, the planned scan (tiled by 32) and the position of the innermost point loop
/// in the band's sizes.
fn planned(src: &str) -> (Module, Scop, Scan, usize) {
    let (m, scop) = modelled(src);
    let mut budget = Budget::new(40_000_000);
    let (_, scan) = plan(&scop, &AutoOptions::default(), &mut budget).unwrap();
    assert_eq!(scan.bands.len(), 1);
    assert!(
        scan.bands[0].tiles.iter().all(|&s| s == 32),
        "tiled at the default first"
    );
    let band = &scan.bands[0];
    let inner = band.order.last().unwrap() - band.start;
    (m, scop, scan, inner)
}

fn with_sizes(scan: &Scan, sizes: [i64; 2]) -> Scan {
    let mut s = scan.clone();
    for map in &mut s.maps {
        map.tiles[0].1 = sizes[0];
        map.tiles[1].1 = sizes[1];
    }
    s.bands[0].tiles = sizes.to_vec();
    s
}

/// By hand, `C += A B` with caches of a terabyte: every tile's data fits every level, so the
/// memory term is the compulsory lines of the three arrays whatever the sizes (3 x 125,000
/// lines, 12 cycles each from memory: 4.5e6 cycles), far below the computation of 10^9
/// iterations; the innermost point loop is `j` (B and C contiguous, A invariant), and an
/// iteration costs the same at any size; only the loop entries (iterations / innermost trip,
/// 10 cycles each: 3.1e8 at 32) depend on the sizes. Doubling the innermost point loop's size
/// halves them (a saving of at least 2% while the trip is short), doubling another size
/// changes nothing: the innermost size grows past 32 and the others stay at 32.
#[test]
fn with_room_for_everything_the_innermost_loop_grows() {
    let (m, scop, mut scan, inner) = planned(MATMUL);
    let huge = CostMachine::with_caches(64.0, [1e12, 1e12, 1e12]);
    let mut budget = Budget::new(40_000_000);
    let start = estimate(&m, &scop, &scan.maps, &huge, 1000, &mut budget).unwrap();
    let changed = choose(&m, &scop, &mut scan, &huge, 1000);
    let sizes = scan.bands[0].tiles.clone();
    assert!(sizes[inner] > 32, "{sizes:?} (innermost {inner})");
    for (j, &s) in sizes.iter().enumerate() {
        assert!(j == inner || s == 32, "{sizes:?}");
    }
    for map in &scan.maps {
        let s: Vec<i64> = map.tiles.iter().map(|t| t.1).collect();
        assert_eq!(s, sizes, "the maps carry the band's sizes");
    }
    let end = estimate(&m, &scop, &scan.maps, &huge, 1000, &mut budget).unwrap();
    assert_eq!(end.memory, start.memory);
    assert_eq!(end.compute, start.compute);
    assert!(end.overhead < start.overhead);
    assert_eq!(changed.len(), 1);
    assert_eq!(changed[0].to, sizes);
    // The search's objective is the estimate over the cores' share (at most 1).
    let (a, b) = changed[0].cycles;
    assert!(a >= start.total() && b >= end.total(), "{a} {b}");
    assert!(b <= a * (1.0 - GAIN), "{a} -> {b}");
    assert!(end.total() < start.total());
}

/// By hand, the TLB term on `B += transpose(A)` (64 entries of 4 KiB pages, 7 cycles a miss):
/// whichever loop is innermost walks one array across rows of 1000 assumed elements (8000
/// bytes: a page a step). At 32 x 32 the innermost sweep touches 32 pages of that walk plus
/// one for each of the other two accesses: 34, within 64, so the TLB costs nothing. With the
/// innermost size 64, 64 + 2 > 64: every step of the walk misses, 7 cycles for each of the
/// 10^6 iterations, and nothing else changes.
#[test]
fn a_walk_across_more_pages_than_the_tlb_holds_costs_a_miss_a_step() {
    let (m, scop, scan, inner) = planned(&ADD.replace("%A[%i, %j]", "%A[%j, %i]"));
    let plain = CostMachine::with_caches(64.0, [48e3, 1e6, 32e6]);
    let tlb = plain.with_tlb();
    let mut budget = Budget::new(40_000_000);
    let mut at = |scan: &Scan, machine: &CostMachine| {
        estimate(&m, &scop, &scan.maps, machine, 1000, &mut budget).unwrap()
    };
    assert_eq!(at(&scan, &plain), at(&scan, &tlb));
    let mut longer = [32, 32];
    longer[inner] = 64;
    let longer = with_sizes(&scan, longer);
    let (a, b) = (at(&longer, &plain), at(&longer, &tlb));
    assert_eq!(b.compute - a.compute, 7.0 * 1e6, "{a:?} {b:?}");
    assert_eq!((b.memory, b.overhead), (a.memory, a.overhead));
}

/// The bands' sizes `affine-auto-schedule{tile-model=true}` gives the kernel (every region).
fn model_sizes(m: &Module) -> Vec<Vec<i64>> {
    let mut o = AutoOptions::default();
    o.tile.model = true;
    let mut t = m.clone();
    let mut out = Vec::new();
    for f in functions(&t.clone()) {
        let (reports, _) = auto_schedule(&mut t, Registry::standard(), f, &o);
        for r in reports {
            out.extend(r.bands.into_iter().map(|b| b.1).filter(|s| !s.is_empty()));
        }
    }
    out
}

#[test]
fn model_sized_twins_run_identically() {
    let reg = Registry::standard();
    let mut resized = Vec::new();
    for kernel in kernels() {
        for dataset in ["mini", "mini-sizes"] {
            let what = format!("{dataset}/{kernel}");
            let m = load(&corpus_path("polybench-pg", dataset, &kernel));
            let before = run(&m, ParallelOrder::Forward).unwrap();
            let mut t = m.clone();
            parse_pipeline("affine-auto-schedule{tile-model=true}")
                .unwrap()
                .run(&mut t)
                .unwrap_or_else(|e| panic!("{what}: {e}"));
            let printed = text(&t);
            let t = parse(&printed, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{printed}"));
            verify(&t, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{printed}"));
            for order in [
                ParallelOrder::Forward,
                ParallelOrder::Reversed,
                ParallelOrder::Shuffled(11),
            ] {
                let after = run(&t, order).unwrap_or_else(|e| panic!("{what}: {e}\n{printed}"));
                assert!(
                    same_bits(&before, &after),
                    "{what} ({order:?}): results differ\n{printed}"
                );
            }
            if dataset == "mini" {
                let sizes = model_sizes(&m);
                // The search never goes below the given sizes (32).
                assert!(
                    sizes.iter().flatten().all(|&s| s >= 32),
                    "{what}: {sizes:?}"
                );
                if sizes.iter().flatten().any(|&s| s != 32) {
                    resized.push(kernel.clone());
                }
            }
        }
    }
    // Sizes assumed at 1000 make the model leave 32 somewhere (the loop entries alone pay
    // for a longer innermost loop when its accesses are contiguous).
    assert!(!resized.is_empty(), "the model changed no band's sizes");
    eprintln!("tile-model resized: {resized:?}");
}

/// `tile-sizes` given: the model is off unless `tile-model=true` is given as well; in
/// `affine-optimize` the model is on by default.
#[test]
fn given_sizes_turn_the_model_off() {
    let m = load(&corpus_path("polybench-pg", "mini", "trmm"));
    let out = |p: &str| {
        let mut t = m.clone();
        parse_pipeline(p).unwrap().run(&mut t).unwrap();
        text(&t)
    };
    let fixed = out("affine-optimize{tile-model=false}");
    let model = out("affine-optimize");
    assert_ne!(fixed, model, "the model should resize trmm's band");
    assert_eq!(out("affine-optimize{tile-sizes=32}"), fixed);
    assert_eq!(out("affine-optimize{tile-sizes=32 tile-model=true}"), model);
    assert_eq!(
        out("affine-auto-schedule"),
        out("affine-auto-schedule{tile-model=false}")
    );
}

/// The guard judges each region at the given sizes, before the model sizes it: with and
/// without `tile-model`, every region of the 30 Polygeist twins (sizes assumed 1000) gets the
/// same verdict and the same estimates.
#[test]
fn the_guard_verdict_does_not_depend_on_the_model() {
    for kernel in kernels() {
        let m = load(&corpus_path("polybench-pg", "mini", &kernel));
        let verdicts = |model: bool| {
            let mut o = AutoOptions {
                guard: true,
                ..Default::default()
            };
            o.tile.model = model;
            let mut t = m.clone();
            let mut out = Vec::new();
            for f in functions(&t.clone()) {
                let (reports, _) = auto_schedule(&mut t, Registry::standard(), f, &o);
                out.extend(reports.into_iter().map(|r| (r.kept, r.estimate)));
            }
            out
        };
        assert_eq!(verdicts(false), verdicts(true), "{kernel}");
    }
}
