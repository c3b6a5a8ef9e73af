//! Full/partial tile separation (`affine-auto-schedule{full-tiles=true}`): the
//! point loops of a tiled band are versioned on "the whole tile lies inside every other bound"
//! (constant-trip point loops in the `then` part, the scanned loops in the `else` part).
//!
//! Checked on the PolyBench MINI corpus with tile sizes that leave partial tiles (4 and 5 do
//! not divide most MINI extents), and on parametric nests at several sizes:
//! - the brute-force oracle's trace of every memory access (memref argument, read or write,
//!   cell, in execution order) with separation is identical to the trace without it: every
//!   instance runs exactly once and in the same order, i.e. full and partial tiles are disjoint
//!   and together scan the domain;
//! - the output verifies, re-parses, and (through the scheduler's own tests) runs to the same
//!   results with parallel loops in any order;
//! - separation happens: full-tile versions are found on most tiled kernels (counted).

use crate::schedule_common;
use schedule_common::{load, root, run, scheduled as schedule};

use std::path::PathBuf;

use tessera::codegen::interp::ParallelOrder;
use tessera::codegen::value::same_bits;
use tessera::dependence::access::{collect, AccessKind, CollectOptions};
use tessera::dependence::bruteforce;
use tessera::ir::{parse, Module, OpId, Registry};

fn function(m: &Module, name: &str) -> OpId {
    m.walk(m.top())
        .into_iter()
        .find(|&o| m.op(o).attr("sym_name").and_then(|x| x.as_str()) == Some(name))
        .unwrap_or_else(|| panic!("no function {name}"))
}

/// One access instance: memref argument position, write, cell.
type Event = (usize, bool, Vec<i64>);

/// The oracle's trace of `func` with index arguments `args` (by position), or `None` if some
/// access is not on a memref argument of the function or the oracle cannot run it.
fn trace(m: &Module, func: &str, args: &[(usize, i64)]) -> Option<Vec<Event>> {
    let reg = Registry::standard();
    let f = function(m, func);
    let entry = m.region(m.op(f).regions[0]).blocks[0];
    let params = m.block(entry).args.clone();
    let accesses: Vec<_> = collect(m, reg, CollectOptions::default())
        .into_iter()
        .filter(|a| a.function.as_deref() == Some(func))
        .collect();
    let mut argpos = Vec::new();
    for a in &accesses {
        argpos.push(params.iter().position(|&v| v == a.base)?);
    }
    let argv: Vec<_> = args.iter().map(|&(i, v)| (params[i], v)).collect();
    // Kernels whose control flow depends on data (an `scf.if` on a loaded value) are out of
    // the oracle's reach: `None`.
    let t = bruteforce::run(m, f, &accesses, &argv, 200_000_000).ok()?;
    Some(
        t.events
            .into_iter()
            .flat_map(|e| {
                let (pos, w) = (
                    argpos[e.access],
                    !matches!(accesses[e.access].kind, AccessKind::Read),
                );
                e.cells.into_iter().map(move |c| (pos, w, c))
            })
            .collect(),
    )
}

/// Full-tile versions: the `affine.if ... else` ops separation added (the scan is otherwise
/// the same, so the difference in `else` parts with and without it).
fn full_tile_versions(separated: &str, plain: &str) -> usize {
    let elses = |t: &str| t.lines().filter(|l| l.trim() == "} else {").count();
    elses(separated)
        .checked_sub(elses(plain))
        .expect("separation never removes an else part")
}

/// The MINI kernels of a corpus (`polybench`: constant sizes; `polybench-pg`: Polygeist-style).
fn kernels_of(corpus: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> =
        std::fs::read_dir(root().join("tests/corpus").join(corpus).join("mini"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
            .collect();
    v.sort();
    v
}

fn kernels() -> Vec<PathBuf> {
    kernels_of("polybench")
}

#[test]
fn separated_tiles_scan_the_same_instances_in_the_same_order() {
    let (mut compared, mut versions) = (0usize, 0usize);
    for p in kernels() {
        let k = p.file_stem().unwrap().to_str().unwrap().to_string();
        let func = format!("kernel_{}", k.replace('-', "_"));
        let m = load(&p);
        for sizes in ["4", "5,3"] {
            let what = format!("{k} tile-sizes={sizes}");
            let (sep, printed) = schedule(&m, &format!("tile-sizes={sizes} full-tiles"), &what);
            let (plain, plain_printed) =
                schedule(&m, &format!("tile-sizes={sizes} full-tiles=false"), &what);
            versions += full_tile_versions(&printed, &plain_printed);
            let (Some(a), Some(b)) = (trace(&sep, &func, &[]), trace(&plain, &func, &[])) else {
                continue;
            };
            assert!(!a.is_empty(), "{what}: empty trace");
            assert!(
                a == b,
                "{what}: separation changed the instances or their order\n{printed}"
            );
            compared += 1;
        }
    }
    eprintln!("full-tile separation: {compared} schedules compared, {versions} full-tile versions");
    assert!(compared >= 40, "only {compared} schedules compared");
    assert!(versions >= 20, "only {versions} full-tile versions");
}

/// Parametric extents: the full-tile condition involves the size parameter; at sizes below,
/// at and above one tile, and not multiples of the tile size, the traces agree.
#[test]
fn separated_parametric_tiles_scan_the_same_instances() {
    let src = r#"
func.func @k(%n: index, %m: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %a = affine.load %A[%i, %j] : memref<?x?xf64>
      %b = affine.load %B[%j, %i] : memref<?x?xf64>
      %s = arith.addf %a, %b : f64
      affine.store %s, %A[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %t = 1 to %n {
    affine.for %j = 1 to %m {
      %a = affine.load %A[%t - 1, %j - 1] : memref<?x?xf64>
      %b = affine.load %A[%t, %j] : memref<?x?xf64>
      %s = arith.addf %a, %b : f64
      affine.store %s, %A[%t, %j] : memref<?x?xf64>
    }
  }
  return
}
"#;
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap();
    let (sep, printed) = schedule(&m, "tile-sizes=4 full-tiles=true", "parametric");
    let (plain, plain_printed) = schedule(&m, "tile-sizes=4 full-tiles=false", "parametric");
    assert!(
        full_tile_versions(&printed, &plain_printed) >= 1,
        "{printed}"
    );
    for (n, mm) in [(0, 0), (3, 2), (4, 4), (5, 9), (13, 8), (16, 17)] {
        let args = [(0, n), (1, mm)];
        let a = trace(&sep, "k", &args).unwrap();
        let b = trace(&plain, "k", &args).unwrap();
        let want = if n == 0 || mm == 0 {
            0
        } else {
            3 * (n * mm) as usize + 3 * ((n - 1) * (mm - 1)) as usize
        };
        assert_eq!(a.len(), want, "n={n} m={mm}: instances\n{printed}");
        assert!(a == b, "n={n} m={mm}: traces differ\n{printed}");
    }
}

fn loads(printed: &str) -> usize {
    printed.matches("affine.load").count()
}

/// Register tiling (`unroll-jam=N`): the loop around the innermost loop of full tiles that
/// update an accumulator is unroll-and-jammed. On every MINI kernel, with tile sizes the
/// factor divides: the output verifies and re-parses, and runs to bit-identical results with
/// parallel loops forward, reversed and shuffled; jams happen (more loads than without).
#[test]
fn register_tiled_kernels_run_identically() {
    let mut jammed_kernels = 0;
    for p in kernels() {
        let k = p.file_stem().unwrap().to_str().unwrap().to_string();
        let m = load(&p);
        let before = run(&m, ParallelOrder::Forward).unwrap();
        for (opts, factor) in [
            ("tile-sizes=4 unroll-jam=2", 2),
            ("tile-sizes=8,4 unroll-jam=4", 4),
        ] {
            let what = format!("{k} {opts}");
            let (t, printed) = schedule(&m, opts, &what);
            let (_, plain) = schedule(
                &m,
                &opts.replace(&format!("unroll-jam={factor}"), "full-tiles=true"),
                &what,
            );
            if loads(&printed) > loads(&plain) {
                jammed_kernels += 1;
            }
            for order in [
                ParallelOrder::Forward,
                ParallelOrder::Reversed,
                ParallelOrder::Shuffled(5),
            ] {
                let after = run(&t, order).unwrap_or_else(|e| panic!("{what}: {e}\n{printed}"));
                assert!(
                    same_bits(&before, &after),
                    "{what} ({order:?}): results differ\n{printed}"
                );
            }
        }
    }
    eprintln!("register tiling: {jammed_kernels} kernel/option pairs jammed");
    assert!(jammed_kernels >= 10, "only {jammed_kernels} jammed");
}

/// The same on the Polygeist-style twins (sizes as `i32` arguments through
/// `arith.index_cast`, `memref<?xNxf64>` arguments, `memref.alloca` scalars, `scf.if`,
/// `iter_args`): the full-tile conditions and the jammed loops involve the size parameters.
/// Separation alone and register tiling both run to bit-identical results forward, reversed
/// and shuffled; versions and jams happen (counted against the plain schedule).
#[test]
fn separated_and_register_tiled_polygeist_twins_run_identically() {
    let (mut versions, mut jammed) = (0usize, 0usize);
    for p in kernels_of("polybench-pg") {
        let k = p.file_stem().unwrap().to_str().unwrap().to_string();
        let m = load(&p);
        let before = run(&m, ParallelOrder::Forward).unwrap();
        for (opts, plain_opts) in [
            ("tile-sizes=5,3 full-tiles=true", "tile-sizes=5,3"),
            ("tile-sizes=4 unroll-jam=2", "tile-sizes=4 full-tiles=true"),
            (
                "tile-sizes=8,4 unroll-jam=4",
                "tile-sizes=8,4 full-tiles=true",
            ),
        ] {
            let what = format!("pg/{k} {opts}");
            let (t, printed) = schedule(&m, opts, &what);
            let (_, plain) = schedule(&m, plain_opts, &what);
            if opts.contains("unroll-jam") {
                jammed += usize::from(loads(&printed) > loads(&plain));
            } else {
                versions += full_tile_versions(&printed, &plain);
            }
            for order in [
                ParallelOrder::Forward,
                ParallelOrder::Reversed,
                ParallelOrder::Shuffled(9),
            ] {
                let after = run(&t, order).unwrap_or_else(|e| panic!("{what}: {e}\n{printed}"));
                assert!(
                    same_bits(&before, &after),
                    "{what} ({order:?}): results differ\n{printed}"
                );
            }
        }
    }
    eprintln!(
        "Polygeist-style twins: {versions} full-tile versions, {jammed} kernel/option pairs jammed"
    );
    assert!(versions >= 20, "only {versions} full-tile versions");
    assert!(jammed >= 5, "only {jammed} jammed");
}
