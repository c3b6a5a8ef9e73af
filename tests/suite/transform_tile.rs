//! Band transformations (`affine-loop-tile`, `affine-loop-permute`, `affine-loop-skew`,
//! `affine-loop-reverse`, `affine-loop-unroll-jam`): the interpreter gives bit-identical results
//! before and after on every PolyBench MINI kernel and on random nests, every output verifies,
//! refusals carry witnesses the brute-force oracle replays, and mlir-opt's miscompile classes
//! (llvm #191147, #196554/#198266, #210585) are refused.
//! `TESSERA_CASES` raises the number of random programs (default 40).

use crate::dependence_common;

use std::path::{Path, PathBuf};

use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::dependence::bruteforce;
use tessera::dependence::{analyze, Options};
use tessera::ir::{parse, print, verify, Module, OpId, PrintOptions, Registry};
use tessera::transforms::refusal::{BrokenDependence, Reason};
use tessera::transforms::{loops, parse_pipeline, tile, unimodular, unroll_jam, Outcome};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn load_text(src: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{e}\n{src}"));
    verify(&m, reg).unwrap();
    m
}

fn try_run(
    m: &Module,
    entry: &str,
    fill: Fill,
    sizes: &[(String, String)],
) -> Result<Vec<ArgValue>, String> {
    let args = entry_args(m, entry, fill, sizes).map_err(|e| e.to_string())?;
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    interp::run(m, entry, &mut vals).map_err(|e| e.to_string())?;
    Ok(vals)
}

fn run(m: &Module, entry: &str, fill: Fill) -> Vec<ArgValue> {
    try_run(m, entry, fill, &[]).unwrap_or_else(|e| panic!("{e}"))
}

use tessera::codegen::value::same_bits as same;

/// Runs `pipeline`, checks the output verifies and round-trips through the printer; returns
/// the transformed module, the number of remarks (refusals) and whether the text changed.
fn transform(m: &Module, pipeline: &str, what: &str) -> (Module, usize, bool) {
    let reg = Registry::standard();
    let mut t = m.clone();
    let remarks = parse_pipeline(pipeline)
        .unwrap()
        .run(&mut t)
        .unwrap_or_else(|e| panic!("{what} {pipeline}: {e}"));
    let text = print(&t, reg, PrintOptions::default());
    verify(&t, reg).unwrap_or_else(|e| panic!("{what} {pipeline}: does not verify: {e}\n{text}"));
    let back = parse(&text, reg).unwrap_or_else(|e| panic!("{what} {pipeline}: {e}\n{text}"));
    verify(&back, reg).unwrap();
    let changed = text != print(m, reg, PrintOptions::default());
    (back, remarks.len(), changed)
}

const PIPELINES: &[&str] = &[
    "affine-loop-tile{tile-size=2}",
    "affine-loop-tile{tile-sizes=3,5,7}",
    "affine-loop-tile{tile-size=64}",
    "affine-loop-tile",
    "affine-loop-tile{cache-size=1}",
    "affine-loop-permute{permutation=1,0}",
    "test-loop-permutation{permutation-map=2,0,1}",
    "affine-loop-skew{factors=1,2}",
    "affine-loop-reverse",
    "affine-loop-reverse{depth=1}",
    "affine-loop-unroll-jam{unroll-jam-factor=3}",
    "affine-loop-unroll-jam{unroll-jam-factor=2}",
    "affine-loop-tile{tile-sizes=4,3},affine-loop-unroll-jam{unroll-jam-factor=2}",
];

#[test]
fn polybench_mini_same_results() {
    let dir = root().join("tests/corpus/polybench/mini");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 30);
    let mut changed_per_pipeline = vec![0; PIPELINES.len()];
    for f in files {
        let what = f.display().to_string();
        let m = load_text(&std::fs::read_to_string(&f).unwrap());
        let before = run(&m, "main", Fill::Zero);
        for (k, p) in PIPELINES.iter().enumerate() {
            let (t, _, changed) = transform(&m, p, &what);
            let after = run(&t, "main", Fill::Zero);
            assert!(same(&before, &after), "{what}: results differ after {p}");
            changed_per_pipeline[k] += usize::from(changed);
        }
    }
    eprintln!("kernels changed per pipeline: {changed_per_pipeline:?}");
    // Every pipeline transforms some kernel (the comparison above is not vacuous).
    for (k, &c) in changed_per_pipeline.iter().enumerate() {
        assert!(c > 0, "{} changed no kernel", PIPELINES[k]);
    }
}

#[test]
fn random_nests_same_results() {
    let cases: u64 = std::env::var("TESSERA_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40);
    let (mut applied, mut refused, mut ran) = (0usize, 0usize, 0usize);
    for seed in 0..cases {
        let src = dependence_common::random_program(seed, 4);
        let m = load_text(&src);
        // Random nests may index out of bounds; only programs that run are compared.
        let Ok(before) = try_run(&m, "f", Fill::Seeded(seed), &[]) else {
            continue;
        };
        ran += 1;
        for p in PIPELINES {
            let (t, remarks, changed) = transform(&m, p, &format!("seed {seed}"));
            let after = run(&t, "f", Fill::Seeded(seed));
            assert!(
                same(&before, &after),
                "seed {seed}: results differ after {p}\n{src}"
            );
            applied += usize::from(changed);
            refused += remarks;
        }
    }
    eprintln!("random nests: {ran} ran, {applied} transformed, {refused} refusals");
    assert!(ran > 0 && applied > 0);
}

fn func(m: &Module, name: &str) -> OpId {
    m.walk(m.top())
        .into_iter()
        .find(|&o| m.op(o).attr("sym_name").and_then(|a| a.as_str()) == Some(name))
        .unwrap()
}

fn band_of(m: &Module, f: &str) -> Vec<OpId> {
    let fop = func(m, f);
    let root = loops::outermost_loops(m, fop)[0];
    loops::perfect_band(m, root)
}

/// Replays the witness with the brute-force oracle: the two iterations touch the cell, one
/// writes it, the source runs first; returns the (source, destination) band iterations.
fn replay(m: &Module, f: &str, b: &BrokenDependence) -> (Vec<i64>, Vec<i64>) {
    let reg = Registry::standard();
    let a = analyze(
        m,
        reg,
        &Options {
            function: Some(f.to_string()),
            ..Options::default()
        },
    )
    .unwrap();
    let trace = bruteforce::run(m, func(m, f), &a.accesses, &[], 1_000_000).unwrap();
    let to_i64 = |v: &[tessera::polyhedral::int::Int]| -> Vec<i64> {
        v.iter().map(|x| x.to_string().parse().unwrap()).collect()
    };
    let (si, di, cell) = (to_i64(&b.src_iter), to_i64(&b.dst_iter), to_i64(&b.cell));
    let find = |acc: usize, it: &[i64]| {
        trace
            .events
            .iter()
            .position(|e| e.access == acc && e.iter == it && e.cells.contains(&cell))
    };
    let s = find(b.src, &si).expect("source instance touches the cell");
    let d = find(b.dst, &di).expect("destination instance touches the cell");
    assert!(s < d, "the source runs first in the original order");
    assert!(
        a.accesses[b.src].kind.writes() || a.accesses[b.dst].kind.writes(),
        "one of them writes"
    );
    (si, di)
}

fn broken(o: Outcome) -> BrokenDependence {
    match o {
        Outcome::Refused(r) => match r.reason {
            Reason::Breaks(b) => *b,
            other => panic!("expected a broken dependence, got {other:?}"),
        },
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// llvm #191147: mlir-opt tiles a band with the constant distance (1, -1).
const DIST_1_M1: &str = r#"
func.func @f(%A: memref<20x20xf64>) {
  affine.for %i = 1 to 20 {
    affine.for %j = 0 to 19 {
      %v = affine.load %A[%i - 1, %j + 1] : memref<20x20xf64>
      %w = arith.addf %v, %v : f64
      affine.store %w, %A[%i, %j] : memref<20x20xf64>
    }
  }
  return
}
"#;

#[test]
fn tiling_a_band_with_distance_1_m1_is_refused_with_a_replayable_witness() {
    let reg = Registry::standard();
    let mut m = load_text(DIST_1_M1);
    let band = band_of(&m, "f");
    let orig = m.clone();
    let b = broken(tile::tile_band(&mut m, reg, &band, &[4, 4], false).unwrap());
    assert_eq!(
        print(&m, reg, PrintOptions::default()),
        print(&orig, reg, PrintOptions::default()),
        "nothing changed"
    );
    let (s, d) = replay(&orig, "f", &b);
    // A dependence with a negative component on band loop k is reversed by the tiling with
    // size 1 on loop k and sizes beyond the trip counts elsewhere (tile coordinates
    // (x_k, 0, ..)): the destination's tile comes first.
    let k = (0..2).find(|&k| d[k] < s[k]).expect("a negative component");
    assert!((d[k], d.clone()) < (s[k], s.clone()));
    // The pass leaves the band as it is and says why.
    let mut m2 = orig.clone();
    let remarks = parse_pipeline("affine-loop-tile{tile-size=4}")
        .unwrap()
        .run(&mut m2)
        .unwrap();
    assert_eq!(remarks.len(), 1);
    assert!(
        remarks[0]
            .message
            .contains("would reverse the RAW dependence"),
        "{}",
        remarks[0].message
    );
    assert!(remarks[0].message.contains("affine.store"));
    // Forced: applied, results change (the witness was real).
    let mut forced = orig.clone();
    let band = band_of(&forced, "f");
    assert!(matches!(
        tile::tile_band(&mut forced, reg, &band, &[4, 4], true).unwrap(),
        Outcome::Forced(_)
    ));
    verify(&forced, reg).unwrap();
    assert!(!same(
        &run(&orig, "f", Fill::Seeded(1)),
        &run(&forced, "f", Fill::Seeded(1))
    ));
}

/// #196554 / #198266: mlir-opt's unroll-and-jam performs no dependence check.
#[test]
fn unroll_jam_reversing_a_dependence_is_refused_with_a_replayable_witness() {
    let reg = Registry::standard();
    let orig = load_text(DIST_1_M1);
    let mut m = orig.clone();
    let l = band_of(&m, "f")[0];
    let b = broken(unroll_jam::unroll_jam(&mut m, reg, l, 2, false).unwrap());
    // The legality question strip-mined a copy of the nest beside it: the copy is gone, the
    // IR is the original's, and the witness names the original's ops.
    let text = |m: &Module| print(m, reg, PrintOptions::default());
    assert_eq!(text(&m), text(&orig));
    verify(&m, reg).unwrap();
    let live = m.walk(m.top());
    assert!(live.contains(&b.src_op) && live.contains(&b.dst_op));
    let (s, d) = replay(&orig, "f", &b);
    // Unroll-jam by 2 of i (lb 1) runs (strip (i-1) floordiv 2, j, i): the destination first.
    let sched = |x: &[i64]| (((x[0] - 1).div_euclid(2)), x[1], x[0]);
    assert!(sched(&d) < sched(&s), "jam order reverses {s:?} -> {d:?}");
    // Forcing it changes the results.
    let mut forced = orig.clone();
    let l = band_of(&forced, "f")[0];
    assert!(matches!(
        unroll_jam::unroll_jam(&mut forced, reg, l, 2, true).unwrap(),
        Outcome::Forced(_)
    ));
    verify(&forced, reg).unwrap();
    assert!(!same(
        &run(&orig, "f", Fill::Seeded(2)),
        &run(&forced, "f", Fill::Seeded(2))
    ));
}

/// A dependence at distance (F, -1) crosses strips of F iterations: unroll-and-jam by F keeps it.
#[test]
fn unroll_jam_across_strips_is_legal() {
    let src = DIST_1_M1
        .replace("%i - 1", "%i - 2")
        .replace("1 to 20", "2 to 20");
    let reg = Registry::standard();
    let orig = load_text(&src);
    let mut m = orig.clone();
    let l = band_of(&m, "f")[0];
    assert_eq!(
        unroll_jam::unroll_jam(&mut m, reg, l, 2, false).unwrap(),
        Outcome::Applied
    );
    verify(&m, reg).unwrap();
    assert!(same(
        &run(&orig, "f", Fill::Seeded(3)),
        &run(&m, "f", Fill::Seeded(3))
    ));
}

#[test]
fn interchange_and_reversal_refusals_replay() {
    let reg = Registry::standard();
    let orig = load_text(DIST_1_M1);
    let mut m = orig.clone();
    let band = band_of(&m, "f");
    let b = broken(unimodular::permute_band(&mut m, reg, &band, &[1, 0], false).unwrap());
    let (s, d) = replay(&orig, "f", &b);
    assert!(
        (d[1], d[0]) < (s[1], s[0]),
        "interchange reverses {s:?} -> {d:?}"
    );
    let mut m = orig.clone();
    let l = band_of(&m, "f")[0];
    let b = broken(unimodular::reverse_loop(&mut m, reg, l, false).unwrap());
    let (s, d) = replay(&orig, "f", &b);
    assert!(
        (-d[0], d[1]) < (-s[0], s[1]),
        "reversal reverses {s:?} -> {d:?}"
    );
    // Skewing by 1 makes (1, -1) into (1, 0): legal, and then interchange-free tiling is legal.
    let mut m = orig.clone();
    let band = band_of(&m, "f");
    assert_eq!(
        unimodular::skew_band(&mut m, reg, &band, &[vec![1, 0], vec![1, 1]], false).unwrap(),
        Outcome::Applied
    );
    verify(&m, reg).unwrap();
    assert!(same(
        &run(&orig, "f", Fill::Seeded(4)),
        &run(&m, "f", Fill::Seeded(4))
    ));
    let band = band_of(&m, "f");
    assert_eq!(
        tile::tile_band(&mut m, reg, &band, &[4, 4], false).unwrap(),
        Outcome::Applied
    );
    verify(&m, reg).unwrap();
    assert!(same(
        &run(&orig, "f", Fill::Seeded(4)),
        &run(&m, "f", Fill::Seeded(4))
    ));
}

/// llvm #210585: mlir-opt treats a failed dependence query as "no dependence". A non-affine
/// access in the band makes legality undecidable for tessera: refused, never tiled.
#[test]
fn unknown_dependence_is_refused() {
    // A column taken from memory: not an affine access.
    let src = r#"
func.func @f(%A: memref<20x20xf64>, %P: memref<20xindex>) {
  affine.for %i = 0 to 19 {
    affine.for %j = 1 to 20 {
      %v = affine.load %A[%i + 1, %j - 1] : memref<20x20xf64>
      %k = affine.load %P[%j] : memref<20xindex>
      memref.store %v, %A[%i, %k] : memref<20x20xf64>
    }
  }
  return
}
"#;
    let reg = Registry::standard();
    let mut m = load_text(src);
    let band = band_of(&m, "f");
    match tile::tile_band(&mut m, reg, &band, &[4, 4], false).unwrap() {
        Outcome::Refused(r) => {
            assert!(matches!(r.reason, Reason::Unknown(_)), "{r:?}");
            assert!(r.message(&m).contains("legality could not be decided"));
        }
        o => panic!("expected a refusal, got {o:?}"),
    }
    let band = band_of(&m, "f");
    assert!(matches!(
        unimodular::permute_band(&mut m, reg, &band, &[1, 0], false).unwrap(),
        Outcome::Refused(_)
    ));
}

/// Triangular and symbolic bounds, steps, sizes not dividing the trip count and larger than it.
#[test]
fn non_rectangular_bands_tile_correctly() {
    let src = r#"
func.func @f(%A: memref<30x30xf64>, %n: index) {
  affine.for %i = 0 to 30 step 2 {
    affine.for %j = max affine_map<(d0) -> (d0 - 5, 0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 7, 30, s0)>(%i)[%n] {
      affine.for %k = max affine_map<(d0, d1) -> (d0 - d1, 0)>(%i, %j) to 30 step 3 {
        %v = affine.load %A[%j, %k] : memref<30x30xf64>
        %w = arith.mulf %v, %v : f64
        affine.store %w, %A[%j, %k] : memref<30x30xf64>
      }
    }
  }
  return
}
"#;
    let reg = Registry::standard();
    let orig = load_text(src);
    for sizes in [[1, 1, 1], [2, 3, 4], [5, 7, 2], [64, 64, 64], [3, 1, 5]] {
        let mut m = orig.clone();
        let band = band_of(&m, "f");
        let o = tile::tile_band(&mut m, reg, &band, &sizes, false).unwrap();
        match o {
            Outcome::Applied => {
                verify(&m, reg).unwrap();
                let args = |mm: &Module| run(mm, "f", Fill::Seeded(9));
                assert!(same(&args(&orig), &args(&m)), "sizes {sizes:?}");
            }
            // k has step 3 with bounds using outer band ivs: out of reach, refused.
            Outcome::Refused(r) => assert!(matches!(r.reason, Reason::Unsupported(_)), "{r:?}"),
            o => panic!("{o:?}"),
        }
    }
    // The (i, j) band alone is tiled.
    let mut m = orig.clone();
    let band = band_of(&m, "f");
    assert_eq!(
        tile::tile_band(&mut m, reg, &band[..2], &[4, 3], false).unwrap(),
        Outcome::Applied
    );
    verify(&m, reg).unwrap();
    assert!(same(
        &run(&orig, "f", Fill::Seeded(9)),
        &run(&m, "f", Fill::Seeded(9))
    ));
}

#[test]
fn parametric_tiling_same_results() {
    let src = r#"
func.func @f(%A: memref<17x13xf64>, %t0: index, %t1: index) {
  affine.for %i = 0 to 17 {
    affine.for %j = 1 to 13 step 2 {
      %v = affine.load %A[%i, %j - 1] : memref<17x13xf64>
      affine.store %v, %A[%i, %j] : memref<17x13xf64>
    }
  }
  return
}
"#;
    let reg = Registry::standard();
    let orig = load_text(src);
    let mut m = orig.clone();
    let fop = func(&m, "f");
    let band = band_of(&m, "f");
    let body = m.region(m.op(fop).regions[0]).blocks[0];
    let sizes = [m.block(body).args[1], m.block(body).args[2]];
    assert_eq!(
        tile::tile_band_parametric(&mut m, reg, &band, &sizes, false).unwrap(),
        Outcome::Applied
    );
    verify(&m, reg).unwrap();
    // Sizes not dividing the trip counts, and one beyond them.
    for (a, b) in [("5", "3"), ("4", "2"), ("1", "1"), ("20", "9")] {
        let sz = vec![
            ("t0".to_string(), a.to_string()),
            ("t1".to_string(), b.to_string()),
        ];
        let x = try_run(&orig, "f", Fill::Seeded(5), &sz).unwrap();
        let y = try_run(&m, "f", Fill::Seeded(5), &sz).unwrap();
        assert!(same(&x, &y), "sizes {a}, {b}");
    }
}

/// The cache model never picks 1 for a loop worth tiling, and picks smaller tiles for a
/// smaller cache.
#[test]
fn cache_model_sizes() {
    let src = r#"
func.func @f(%A: memref<1024x1024xf64>, %B: memref<1024x1024xf64>) {
  affine.for %i = 0 to 1024 {
    affine.for %j = 0 to 1024 {
      %v = affine.load %A[%i, %j] : memref<1024x1024xf64>
      affine.store %v, %B[%j, %i] : memref<1024x1024xf64>
    }
  }
  return
}
"#;
    let m = load_text(src);
    let band = band_of(&m, "f");
    let big = tile::cache_tile_sizes(&m, &band, 512);
    let small = tile::cache_tile_sizes(&m, &band, 1);
    // Two 8-byte accesses of T x T cells: 16 T^2 <= 512 KiB gives T = 128; <= 1 KiB gives 8.
    assert_eq!(big, vec![128, 128]);
    assert_eq!(small, vec![8, 8]);
    let tiny = load_text(&src.replace("1024", "8"));
    let band = band_of(&tiny, "f");
    // The data fits: one tile covering the loops (never 1).
    assert_eq!(tile::cache_tile_sizes(&tiny, &band, 512), vec![8, 8]);
}
