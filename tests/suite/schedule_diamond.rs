//! Diamond tiling (`affine-auto-schedule{diamond}`, Pluto's concurrent start) of the PolyBench
//! stencils: the tile hyperplanes of jacobi-1d against a derivation by hand, the face of
//! concurrent start strictly inside the cone of the tile hyperplanes, exact verification,
//! bit-identical interpreter results with the parallel tile loop run forward, reversed and
//! shuffled, and bands that must not be diamond-tiled (outer parallelism: gemm; no inner
//! parallelism: seidel-2d) left as `diamond=false` leaves them.

use crate::schedule_common;
use schedule_common::{load, root, run, scheduled};

use tessera::codegen::interp::ParallelOrder;
use tessera::codegen::value::same_bits;
use tessera::ir::{Module, OpId, Registry};
use tessera::polyhedral::budget::Budget;
use tessera::polyhedral::int::Int;
use tessera::polyhedral::linear::eval_row;
use tessera::transforms::schedule::diamond::{diamond_band, DiamondBand};
use tessera::transforms::schedule::driver::{plan, AutoOptions};
use tessera::transforms::schedule::model::{build_scop, find_regions, Scop, StmtAccess};
use tessera::transforms::schedule::pluto::{schedule, Schedule};
use tessera::transforms::schedule::tiling::Scan;
use tessera::transforms::schedule::verify::verify as verify_maps;

const STENCILS: &[&str] = &["jacobi-1d", "jacobi-2d", "heat-3d", "fdtd-2d"];

fn function(m: &Module, name: &str) -> OpId {
    m.walk(m.top())
        .into_iter()
        .find(|&o| m.op(o).attr("sym_name").and_then(|x| x.as_str()) == Some(name))
        .unwrap_or_else(|| panic!("no function {name}"))
}

fn module(dataset: &str, kernel: &str) -> Module {
    load(&root().join(format!("tests/corpus/polybench/{dataset}/{kernel}.mlir")))
}

/// The model of the kernel function's (only) region.
fn kernel_scop(m: &Module, kernel: &str) -> Scop {
    let f = function(m, &format!("kernel_{}", kernel.replace('-', "_")));
    let (regions, _) = find_regions(m, f);
    assert_eq!(regions.len(), 1, "{kernel}: one region");
    let mut budget = Budget::new(40_000_000);
    build_scop(m, Registry::standard(), &regions[0], &mut budget).unwrap()
}

/// The schedule, its scan as `plan` chooses it under `opts`, and the diamond band of the
/// schedule's first band (straight from the module).
fn planned(scop: &Scop, opts: &AutoOptions) -> (Schedule, Scan, Option<DiamondBand>) {
    assert!(opts.tile.diamond);
    let mut budget = Budget::new(40_000_000);
    let (sched, scan) = plan(scop, opts, &mut budget).unwrap();
    let again = schedule(scop, opts.pluto, &mut budget).unwrap();
    assert_eq!(again.rows, sched.rows, "the scheduler is deterministic");
    let b = &scan.bands[0];
    let d = diamond_band(scop, &sched, b.start, b.width, 4, &mut budget);
    (sched, scan, d)
}

/// The scheduler's defaults with diamond tiling on (it is off by default).
fn diamond_on() -> AutoOptions {
    let mut o = AutoOptions::default();
    o.tile.diamond = true;
    o
}

fn row(xs: &[i64]) -> Vec<Int> {
    xs.iter().map(|&x| Int::from(x)).collect()
}

/// jacobi-1d: S0[t, i]: B[i] = f(A[i-1], A[i], A[i+1]); S1[t, i]: A[i] = B[i]. The scheduler's
/// band is (t, 2t + i) for S0 and (t, 2t + i + 1) for S1; the face of concurrent start is
/// t = 0 (f = t, parallel to the first hyperplane, which is evicted), h_cc = 2t + i.
///
/// h_new = λ1 t − λ2 (2t + i) + c = (λ1 − 2λ2) t − λ2 i + c. The dependences still constrained
/// in the band, with δ ∈ {−1, 0, 1} the difference of i:
/// - S0(t, i) → S1(t, i + δ) (RAW on B, WAR on A): −δ + c1 − c0 >= 0, so c1 − c0 >= 1;
/// - S1(t, i) → S0(t + 1, i + δ) (RAW on A, WAR on B): (λ1 − 2λ2) − λ2 δ + c0 − c1 >= 0, so
///   c0 − c1 >= λ2 − (λ1 − 2λ2);
/// - S0 → S0 and S1 → S1 at t + 1 (WAW, δ = 0): λ1 − 2λ2 >= 0.
///
/// The cycle S0 → S1 → S0 needs 1 + λ2 − (λ1 − 2λ2) <= 0, i.e. λ1 >= 3λ2 + 1: with λ2 = 1 the
/// least is λ1 = 4, h_new = 2t − i (+ 1 for S1, the least non-negative shifts). The greatest
/// distance is then 2 on both edges (λ2 = 2 gives λ1 = 7, 3t − 2i, distance 3).
#[test]
fn jacobi_1d_diamond_tile_rows_as_derived_by_hand() {
    let m = module("small", "jacobi-1d");
    let scop = kernel_scop(&m, "jacobi-1d");
    assert!(scop.params.is_empty(), "SMALL sizes are constants");
    let (sched, scan, d) = planned(&scop, &diamond_on());
    // Columns [t, i, 1].
    assert_eq!(sched.rows[0][..2], [row(&[1, 0, 0]), row(&[2, 1, 0])]);
    assert_eq!(sched.rows[1][..2], [row(&[1, 0, 0]), row(&[2, 1, 1])]);
    let d = d.expect("jacobi-1d is diamond-tiled");
    assert_eq!((d.evicted, d.complement, d.lambda), (0, 1, (4, 1)));
    let expected = vec![
        vec![row(&[2, -1, 0]), row(&[2, 1, 0])],
        vec![row(&[2, -1, 1]), row(&[2, 1, 1])],
    ];
    assert_eq!(d.rows, expected);
    let b = &scan.bands[0];
    assert_eq!(
        b.diamond.as_ref(),
        Some(&expected),
        "the plan tiles with them"
    );
    assert!(b.wavefront, "concurrent start needs the wavefront");
    assert_eq!(b.tiles, vec![32, 32]);
    // The tile variables are the diamond rows; the point loops keep the schedule's rows.
    for (s, map) in scan.maps.iter().enumerate() {
        let tiles: Vec<_> = map.tiles.iter().map(|(r, _)| r.clone()).collect();
        assert_eq!(tiles, expected[s]);
        let points: Vec<Vec<Int>> = map.dims[2..4]
            .iter()
            .map(|r| vec![r[0].clone(), r[1].clone(), r[r.len() - 1].clone()])
            .collect();
        assert_eq!(points, sched.rows[s][..2].to_vec());
    }
    // The wavefront's second tile loop is the parallel one.
    assert!(scan.parallel_at(1) && !scan.parallel_at(0));
    let mut budget = Budget::new(40_000_000);
    assert!(verify_maps(&scop, &scan.maps, &mut budget).is_empty());
}

/// Every stencil: diamond-tiled, verified exactly, and the face `f` is strictly inside the cone
/// of its tile hyperplanes: `f = (1/λ1) (h_new − c) + (λ2/λ1) h_cc` with both multipliers
/// positive, and `f` parallel to neither (it was a ray of the schedule's cone, parallel to the
/// evicted hyperplane).
#[test]
fn stencils_face_strictly_inside_the_tile_cone() {
    for dataset in ["mini", "small"] {
        for &k in STENCILS {
            let m = module(dataset, k);
            let scop = kernel_scop(&m, k);
            let (sched, scan, d) = planned(&scop, &diamond_on());
            let d = d.unwrap_or_else(|| panic!("{dataset}/{k}: no diamond band"));
            let b = &scan.bands[0];
            assert_eq!(b.diamond.as_ref(), Some(&d.rows), "{dataset}/{k}");
            assert!(b.wavefront, "{dataset}/{k}");
            let mut budget = Budget::new(40_000_000);
            assert!(verify_maps(&scop, &scan.maps, &mut budget).is_empty());
            let (l1, l2) = d.lambda;
            assert!(l1 >= 1 && l2 >= 1);
            let j = d.evicted - d.start;
            let jc = d.complement - d.start;
            for (s, st) in scop.stmts.iter().enumerate() {
                let Some(f) = &d.face[s] else { continue };
                let n = st.depth();
                let h = &d.rows[s][j];
                let cc = &sched.rows[s][d.complement];
                assert_eq!(&d.rows[s][jc], cc, "{k}: h_cc is kept");
                for x in 0..n {
                    // λ1 f = h_new + λ2 h_cc on the ivs.
                    let lhs = &f[x] * &Int::from(l1);
                    let rhs = &h[x] + &(&cc[x] * &Int::from(l2));
                    assert_eq!(lhs, rhs, "{dataset}/{k}: S{s} iv {x}");
                }
                let parallel_to_f = |r: &Vec<Int>| {
                    let nz: Vec<usize> = (0..n).filter(|&x| !r[x].is_zero()).collect();
                    nz.len() == 1 && !f[nz[0]].is_zero()
                };
                assert!(
                    !parallel_to_f(h) && !parallel_to_f(cc),
                    "{dataset}/{k}: S{s}"
                );
                // The evicted schedule row was parallel to f.
                assert!(parallel_to_f(&sched.rows[s][d.evicted]));
            }
        }
    }
}

/// The stencils, diamond-tiled (MINI with small tiles, so that many tiles and partial tiles
/// run; SMALL with the default 32), give bit-identical results with the parallel tile loop run
/// forward, reversed and shuffled, and differ from the rectangular tiling.
#[test]
fn diamond_tiled_stencils_run_identically() {
    for (dataset, opts) in [
        ("mini", "tile-sizes=4 diamond=true"),
        ("mini", "tile-sizes=3,5 diamond=true"),
        ("small", "diamond=true"),
    ] {
        for &k in STENCILS {
            let what = format!("{dataset}/{k} {{{opts}}}");
            let m = module(dataset, k);
            let (d, printed) = scheduled(&m, opts, &what);
            let (_, rect) = scheduled(&m, &opts.replace("diamond=true", "diamond=false"), &what);
            assert_ne!(printed, rect, "{what}: diamond tiling applied");
            assert!(
                printed.contains("affine.parallel"),
                "{what}: a parallel tile loop"
            );
            let before = run(&m, ParallelOrder::Forward).unwrap();
            for order in [
                ParallelOrder::Forward,
                ParallelOrder::Reversed,
                ParallelOrder::Shuffled(7),
            ] {
                let after = run(&d, order).unwrap_or_else(|e| panic!("{what}: {e}"));
                assert!(
                    same_bits(&before, &after),
                    "{what} ({order:?}): results differ\n{printed}"
                );
            }
        }
    }
}

/// A band with outer parallelism (gemm), one without inner parallelism (seidel-2d), and the
/// non-stencil kernels generally: `diamond` changes nothing.
#[test]
fn diamond_leaves_other_bands_alone() {
    for k in ["gemm", "seidel-2d", "2mm", "lu", "floyd-warshall", "adi"] {
        let m = module("small", k);
        let (_, on) = scheduled(&m, "diamond=true", k);
        let (_, off) = scheduled(&m, "diamond=false", k);
        assert_eq!(on, off, "{k}");
    }
    for k in ["gemm", "seidel-2d"] {
        let m = module("small", k);
        let scop = kernel_scop(&m, k);
        let (_, scan, d) = planned(&scop, &diamond_on());
        assert!(d.is_none(), "{k}");
        assert!(scan.bands.iter().all(|b| b.diamond.is_none()), "{k}");
    }
}

/// `diamond=false`: the tile hyperplanes are the schedule's rows (rectangular tiles, as before
/// the option existed).
#[test]
fn diamond_false_tiles_rectangularly() {
    for &k in STENCILS {
        let m = module("small", k);
        let scop = kernel_scop(&m, k);
        let mut opts = AutoOptions::default();
        opts.tile.diamond = false;
        let mut budget = Budget::new(40_000_000);
        let (sched, scan) = plan(&scop, &opts, &mut budget).unwrap();
        assert!(scan.bands.iter().all(|b| b.diamond.is_none()), "{k}");
        let b = &scan.bands[0];
        for (s, map) in scan.maps.iter().enumerate() {
            let tiles: Vec<_> = map.tiles.iter().map(|(r, _)| r.clone()).collect();
            assert_eq!(
                tiles,
                sched.rows[s][b.start..b.start + b.width].to_vec(),
                "{k}"
            );
        }
    }
}

/// A corrupted diamond is refused with a witness that replays. jacobi-1d (MINI) diamond-tiled
/// at 4, its diamond tile hyperplane negated for every statement (tiles along `2t − i` run
/// backwards): the exact verification finds reversed dependences, and each witness is checked
/// on the program itself — the two instances touch the same cell, one writes, the source runs
/// first in the original order, and under the corrupted maps (tile variables `floor(row /
/// size)` evaluated at the instances) the target's scan time comes first.
#[test]
fn a_corrupted_diamond_is_refused_with_a_replayable_witness() {
    let m = module("mini", "jacobi-1d");
    let scop = kernel_scop(&m, "jacobi-1d");
    assert!(scop.params.is_empty(), "constant sizes");
    let mut o = diamond_on();
    o.tile.sizes = vec![4];
    let (_, scan, d) = planned(&scop, &o);
    let d = d.expect("jacobi-1d qualifies");
    assert!(scan.bands[0].diamond.is_some(), "diamond applied");
    let mut budget = Budget::new(40_000_000);
    assert!(verify_maps(&scop, &scan.maps, &mut budget).is_empty());
    let j = d.evicted - d.start;
    let mut bad = scan.maps.clone();
    for map in &mut bad {
        map.tiles[j].0 = map.tiles[j].0.iter().map(|x| -x).collect();
    }
    let v = verify_maps(&scop, &bad, &mut budget);
    assert!(!v.is_empty(), "the corrupted diamond was accepted");
    let at = |r: &[Int], it: &[Int]| -> i64 {
        let mut full = r[..it.len()].to_vec();
        full.push(r[r.len() - 1].clone());
        eval_row(&full, it).to_i64().unwrap()
    };
    let time = |s: usize, it: &[Int]| -> Vec<i64> {
        let mp = &bad[s];
        let q: Vec<i64> = mp
            .tiles
            .iter()
            .map(|(r, size)| at(r, it).div_euclid(*size))
            .collect();
        mp.dims
            .iter()
            .map(|r| {
                let ivs = at(
                    &r[..mp.n]
                        .iter()
                        .cloned()
                        .chain([Int::zero()])
                        .collect::<Vec<_>>(),
                    it,
                );
                let tiles: i64 = q
                    .iter()
                    .enumerate()
                    .map(|(k, qk)| r[mp.n + k].to_i64().unwrap() * qk)
                    .sum();
                ivs + tiles + r[r.len() - 1].to_i64().unwrap()
            })
            .collect()
    };
    for x in &v {
        assert!(!x.undecided);
        let dep = &scop.deps[x.dep];
        let access = |s: usize, op| scop.stmts[s].accesses.iter().find(|a| a.op == op).unwrap();
        let (sa, da) = (access(dep.src, dep.src_op), access(dep.dst, dep.dst_op));
        let cell = |a: &StmtAccess, it: &[Int]| -> Vec<i64> {
            a.model.cell.iter().map(|r| at(r, it)).collect()
        };
        assert_eq!(cell(sa, &x.src_iter), cell(da, &x.dst_iter), "same cell");
        assert!(sa.write || da.write, "one of them writes");
        // Original order: (t, statement, i); both statements share the t loop only.
        let (ts, tt) = (
            x.src_iter[0].to_i64().unwrap(),
            x.dst_iter[0].to_i64().unwrap(),
        );
        assert!(
            ts < tt
                || (ts == tt && dep.src < dep.dst)
                || (ts == tt && dep.src == dep.dst && x.src_iter < x.dst_iter),
            "source first in the original order"
        );
        let (a, b) = (time(dep.src, &x.src_iter), time(dep.dst, &x.dst_iter));
        assert!(
            b < a || (a == b && dep.src > dep.dst),
            "reversed: {a:?} {b:?}"
        );
    }
}
