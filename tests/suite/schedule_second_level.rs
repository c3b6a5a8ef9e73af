//! A second tiling level (`second-level`, `transforms::schedule::tile_l2`).
//!
//! - The maps of a band tiled twice, derived by hand: `C += A B` tiled by 32 and again by 8
//!   tiles scans `(floor(i/256), floor(j/256), floor(k/256), floor(i/32), ...)`, verifies
//!   exactly, and the parallel loop stays at the first level (a wavefront's moves out).
//! - The generated loops scan every instance once in the original's dependence order: the
//!   Polygeist-style twins tiled twice (ratios 2 and 3, sizes 4, so that the MINI extents hold
//!   several second-level tiles and partial ones) and with `second-level=model` run
//!   bit-identically with parallel loops forward, reversed and shuffled.
//! - The model adds a level only where the data outgrows the last-level cache and the level
//!   cuts the estimated traffic: with caches of a terabyte no grouping of tiles moves fewer
//!   lines, and it adds none; with a last level of 1 MB it adds one to `C += A B` at 1000 and
//!   none at 100.

use crate::schedule_common;
use schedule_common::{
    corpus_path, load, modelled, polygeist_kernels as kernels, run, same_in_every_order, scheduled,
    MATMUL,
};

use tessera::codegen::interp::ParallelOrder;
use tessera::ir::{Module, Registry};
use tessera::polyhedral::budget::Budget;
use tessera::transforms::pass::functions;
use tessera::transforms::schedule::cost::{estimate, CostMachine};
use tessera::transforms::schedule::driver::{auto_schedule, plan, AutoOptions};
use tessera::transforms::schedule::model::Scop;
use tessera::transforms::schedule::tile_l2::{
    choose, footprint, second_level, SecondLevel, MEMORY_GAIN, SLACK,
};
use tessera::transforms::schedule::tiling::Scan;
use tessera::transforms::schedule::verify::verify as verify_schedule;

fn planned(src: &str) -> (Module, Scop, Scan) {
    let (m, scop) = modelled(src);
    let mut budget = Budget::new(40_000_000);
    let (_, scan) = plan(&scop, &AutoOptions::default(), &mut budget).unwrap();
    (m, scop, scan)
}

/// By hand: the schedule of `C += A B` is the permutable band `(i, j, k)`, tiled by 32 with
/// `i` parallel (the first tile loop). Tiled again by 8 tiles per loop, the statement's tile
/// variables are `floor(i/256), floor(j/256), floor(k/256)` then the first level's
/// `floor(i/32), floor(j/32), floor(k/32)`, and its scan `(Q_i, Q_j, Q_k, q_i, q_j, q_k, point
/// loops)`: three more dims in front of the first-level tile dims, which shift by three. The
/// band has no wavefront, so its parallel loop stays `q_i`, now inside each group.
#[test]
fn a_band_tiled_twice_by_hand() {
    let (_, scop, scan) = planned(MATMUL);
    assert_eq!(scan.bands[0].tiles, vec![32, 32, 32]);
    let one = &scan.maps[0];
    let (n, np) = (3, scop.params.len());
    assert_eq!(one.dims.len(), 6);
    let par1 = (0..6).position(|k| scan.parallel_at(k)).unwrap();
    assert_eq!(par1, 0, "the outer tile loop is parallel");
    let mut budget = Budget::new(40_000_000);
    let two = second_level(&scop, &scan, 0, &[8], &mut budget).unwrap();
    assert!(verify_schedule(&scop, &two.maps, &mut budget).is_empty());
    let map = &two.maps[0];
    let sizes: Vec<i64> = map.tiles.iter().map(|t| t.1).collect();
    assert_eq!(sizes, vec![256, 256, 256, 32, 32, 32]);
    for j in 0..3 {
        // Both levels tile the same hyperplane: the first level's row.
        assert_eq!(map.tiles[j].0, one.tiles[j].0);
        assert_eq!(map.tiles[3 + j].0, one.tiles[j].0);
    }
    assert_eq!(map.dims.len(), 9);
    for (k, d) in map.dims.iter().enumerate().take(6) {
        // Dim k is tile variable k, nothing else.
        for (c, x) in d.iter().enumerate() {
            let want = i64::from(c == n + np + k);
            assert_eq!(x.to_i64(), Some(want), "dim {k} col {c}: {d:?}");
        }
    }
    for k in 0..3 {
        let mut old = one.dims[3 + k].clone();
        for _ in 0..3 {
            old.insert(n + np, tessera::polyhedral::int::Int::zero());
        }
        assert_eq!(map.dims[6 + k], old, "point dims keep their rows");
    }
    assert_eq!(two.bands[0].l2, vec![256, 256, 256]);
    assert_eq!(
        two.tile_dim,
        vec![true, true, true, true, true, true, false, false, false]
    );
    let par: Vec<usize> = (0..9).filter(|&k| two.parallel_at(k)).collect();
    assert_eq!(par, vec![3], "the parallel loop stays at the first level");
    assert_eq!(two.tiled[0].tiles, vec![3, 4, 5]);
    assert_eq!(two.tiled[0].points, vec![6, 7, 8]);
    // A second level on a band that has one is refused.
    assert!(second_level(&scop, &two, 0, &[2], &mut budget).is_none());
}

/// `A[i][j] = A[i-1][j] + A[i][j-1]`: both loops carry a dependence, the tile loops run in a
/// wavefront `(q_i + q_j, q_j)` with `q_j` parallel (tiles on one anti-diagonal are
/// independent). Tiled again by 2 tiles, the second level runs its own wavefront
/// `(Q_i + Q_j, Q_j)` over groups, and the parallel loop moves out to `Q_j`: groups on one
/// anti-diagonal are independent as well, since a dependence crosses at most from a group to
/// its right or lower neighbour (distances (1, 0) and (0, 1)).
#[test]
fn a_wavefront_moves_its_parallel_loop_out() {
    let src = r#"
func.func @f(%A: memref<?x?xf64>, %n: index) {
  affine.for %i = 1 to %n {
    affine.for %j = 1 to %n {
      %a = affine.load %A[%i - 1, %j] : memref<?x?xf64>
      %b = affine.load %A[%i, %j - 1] : memref<?x?xf64>
      %s = arith.addf %a, %b : f64
      affine.store %s, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
"#;
    let (_, scop, scan) = planned(src);
    assert!(scan.bands[0].wavefront);
    let par: Vec<usize> = (0..4).filter(|&k| scan.parallel_at(k)).collect();
    assert_eq!(par, vec![1]);
    let mut budget = Budget::new(40_000_000);
    let two = second_level(&scop, &scan, 0, &[2], &mut budget).unwrap();
    assert!(verify_schedule(&scop, &two.maps, &mut budget).is_empty());
    let (n, np) = (2, scop.params.len());
    let q = |k: usize| n + np + k;
    let ones = |d: &Vec<tessera::polyhedral::int::Int>| -> Vec<usize> {
        (0..d.len()).filter(|&c| !d[c].is_zero()).collect()
    };
    let dims = &two.maps[0].dims;
    assert_eq!(ones(&dims[0]), vec![q(0), q(1)], "Q_i + Q_j");
    assert_eq!(ones(&dims[1]), vec![q(1)], "Q_j");
    assert_eq!(ones(&dims[2]), vec![q(2), q(3)], "q_i + q_j");
    assert_eq!(ones(&dims[3]), vec![q(3)], "q_j");
    let par: Vec<usize> = (0..6).filter(|&k| two.parallel_at(k)).collect();
    assert_eq!(
        par,
        vec![1],
        "the parallel loop moves out to the second level"
    );
}

/// With caches of a terabyte every tile's data stays in every level: a grouping of tiles moves
/// no fewer lines (the memory term is the compulsory lines either way) and runs the same
/// innermost loops, so the estimate with a second level equals the one without; and the data
/// (three arrays of 1000 x 1000 doubles, 24 MB) fits the last level, so the model adds none.
#[test]
fn with_room_for_everything_no_second_level() {
    let (m, scop, mut scan) = planned(MATMUL);
    let huge = CostMachine::with_caches(64.0, [1e12, 1e12, 1e12]);
    let mut budget = Budget::new(40_000_000);
    assert_eq!(footprint(&m, &scop, 1000, &mut budget), Some(24e6));
    let one = estimate(&m, &scop, &scan.maps, &huge, 1000, &mut budget).unwrap();
    let two = second_level(&scop, &scan, 0, &[8], &mut budget).unwrap();
    let with = estimate(&m, &scop, &two.maps, &huge, 1000, &mut budget).unwrap();
    let close = |a: f64, b: f64| (a - b).abs() <= 1e-9 * a.abs().max(b.abs());
    assert!(close(with.memory, one.memory), "{one:?} {with:?}");
    assert!(close(with.compute, one.compute), "{one:?} {with:?}");
    assert!(
        with.total() >= one.total() * (1.0 - 1e-9),
        "{one:?} {with:?}"
    );
    assert!(choose(&m, &scop, &mut scan, &huge, 1000, 20_000_000).is_empty());
    assert!(scan.bands[0].l2.is_empty());
}

/// With a last-level cache of 1 MB the same 24 MB outgrow it: the model takes a second level
/// that cuts the estimated traffic by at least `MEMORY_GAIN` without raising the rest of the
/// estimate by more than `SLACK`, and the scan verifies; with sizes of 100 (240 KB) it takes
/// none.
#[test]
fn data_beyond_the_last_level_gets_a_second_level() {
    let small = CostMachine::with_caches(64.0, [32e3, 256e3, 1e6]);
    let (m, scop, mut scan) = planned(MATMUL);
    let mut budget = Budget::new(40_000_000);
    let one = estimate(&m, &scop, &scan.maps, &small, 1000, &mut budget).unwrap();
    let chosen = choose(&m, &scop, &mut scan, &small, 1000, 20_000_000);
    assert_eq!(chosen.len(), 1, "{chosen:?}");
    let l2 = &scan.bands[0].l2;
    assert!(!l2.is_empty() && l2.iter().zip(&scan.bands[0].tiles).all(|(a, b)| a % b == 0));
    assert!(verify_schedule(&scop, &scan.maps, &mut budget).is_empty());
    let two = estimate(&m, &scop, &scan.maps, &small, 1000, &mut budget).unwrap();
    assert_eq!(chosen[0].memory, (one.memory, two.memory));
    assert!(
        two.memory <= one.memory * (1.0 - MEMORY_GAIN),
        "{one:?} {two:?}"
    );
    assert!(
        two.total() <= one.total() * (1.0 + SLACK),
        "{one:?} {two:?}"
    );
    let (m, scop, mut scan) = planned(MATMUL);
    assert!(choose(&m, &scop, &mut scan, &small, 100, 20_000_000).is_empty());
}

/// The options of every region's bands (second-level sizes) under `options`.
fn second_levels(m: &Module, o: &AutoOptions) -> Vec<Vec<i64>> {
    let mut t = m.clone();
    let mut out = Vec::new();
    for f in functions(&t.clone()) {
        let (reports, _) = auto_schedule(&mut t, Registry::standard(), f, o);
        for r in reports {
            out.extend(r.l2.into_iter().filter(|s| !s.is_empty()));
        }
    }
    out
}

#[test]
fn twice_tiled_twins_run_identically() {
    let mut tiled_twice = 0;
    for kernel in kernels() {
        for dataset in ["mini", "mini-sizes"] {
            let m = load(&corpus_path("polybench-pg", dataset, &kernel));
            let before = run(&m, ParallelOrder::Forward).unwrap();
            for options in [
                "tile-sizes=4 second-level=on second-level-ratios=2",
                "tile-sizes=4,3 second-level=on second-level-ratios=3,2",
                "second-level=model",
            ] {
                let what = format!("{dataset}/{kernel} {{{options}}}");
                let (t, printed) = scheduled(&m, options, &what);
                same_in_every_order(&before, &t, 5, &what, &printed);
            }
            if dataset == "mini" {
                let mut o = AutoOptions::default();
                o.tile.sizes = vec![4];
                o.tile.second_level = SecondLevel::Ratios(vec![2]);
                let l2 = second_levels(&m, &o);
                assert!(l2.iter().flatten().all(|&s| s == 8), "{kernel}: {l2:?}");
                tiled_twice += usize::from(!l2.is_empty());
            }
        }
    }
    // Every kernel with a tiled band gets its second level (most of the 30).
    assert!(tiled_twice >= 20, "{tiled_twice} kernels tiled twice");
}
