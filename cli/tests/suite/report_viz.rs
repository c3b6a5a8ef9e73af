//! `tessera viz`: the SVG is well-formed XML; the points drawn are exactly the brute-force
//! enumeration of the slice; the arrows drawn are exactly the dependences between the shown
//! points that a naive enumeration of every pair of executed instances finds (whole relation,
//! and with `--nearest` the latest source instance per destination, source access and cell);
//! the witness drawn for an illegal tiling replays; bad input is a located error, exit 1, and
//! no output file.
//!
//! The expected values never come from `tessera`'s own code paths: points and arrows are
//! derived here from `tessera_dependence::bruteforce`'s trace by comparing all instance pairs.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use tessera_dependence::access::{collect, CollectOptions};
use tessera_dependence::{bruteforce, graph, replay};
use tessera_ir::{parse, verify, Module, OpId, Registry, Type, ValueId};
use tessera_polyhedral::int::Int;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tessera-report-viz-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("temp dir");
    d.join(name)
}

fn tessera(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("run tessera")
}

/// Runs `tessera viz SRC ARGS -o OUT.svg` and returns the SVG.
fn viz(name: &str, src: &str, args: &[&str]) -> String {
    let input = tmp(&format!("{name}.mlir"));
    std::fs::write(&input, src).expect("write input");
    let out = tmp(&format!("{name}.svg"));
    let mut all = vec!["viz", input.to_str().unwrap()];
    all.extend_from_slice(args);
    all.extend_from_slice(&["-o", out.to_str().unwrap()]);
    let r = tessera(&all);
    assert!(
        r.status.success(),
        "tessera {all:?}: {}",
        String::from_utf8_lossy(&r.stderr)
    );
    std::fs::read_to_string(&out).expect("svg written")
}

type Pt = (i64, i64);
type ArrowT = (Pt, Pt, String, bool);

/// Points and arrows drawn in an SVG (parsed as XML).
fn drawn(svg: &str) -> (BTreeSet<Pt>, BTreeSet<ArrowT>) {
    let doc = roxmltree::Document::parse(svg).expect("well-formed SVG");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let pt = |s: &str| -> Pt {
        let (a, b) = s.split_once(',').expect("x,y");
        (a.parse().unwrap(), b.parse().unwrap())
    };
    let mut points = BTreeSet::new();
    let mut arrows = BTreeSet::new();
    for n in doc.descendants() {
        let class = n.attribute("class").unwrap_or("");
        if n.has_tag_name("circle") && class == "pt" {
            let x = n.attribute("data-x").unwrap().parse().unwrap();
            let y = n.attribute("data-y").unwrap().parse().unwrap();
            assert!(points.insert((x, y)), "point ({x}, {y}) drawn twice");
        }
        if n.has_tag_name("line") && class.starts_with("dep ") {
            let parts: Vec<&str> = class.split(' ').collect();
            arrows.insert((
                pt(n.attribute("data-from").unwrap()),
                pt(n.attribute("data-to").unwrap()),
                parts[1].to_string(),
                parts[2] == "carried",
            ));
        }
    }
    (points, arrows)
}

struct Truth {
    points: BTreeSet<Pt>,
    arrows: BTreeSet<ArrowT>,
    nearest: BTreeSet<ArrowT>,
}

fn func(m: &Module, name: &str) -> OpId {
    m.walk(m.top())
        .into_iter()
        .find(|&o| {
            m.op(o).name == "func.func"
                && m.op(o).attr("sym_name").and_then(|a| a.as_str()) == Some(name)
        })
        .expect("function")
}

fn index_args(m: &Module, f: OpId, params: &[(&str, i64)]) -> Vec<(ValueId, i64)> {
    let b = m.region(m.op(f).regions[0]).blocks[0];
    m.block(b)
        .args
        .iter()
        .filter(|&&v| matches!(m.value(v).ty, Type::Index))
        .map(|&v| {
            let n = graph::value_name(m, v);
            let val = params
                .iter()
                .find(|(p, _)| format!("%{p}") == n)
                .expect("param value")
                .1;
            (v, val)
        })
        .collect()
}

/// The brute-force slice: instances of accesses inside the loop named `root` of `fname`,
/// shown on loops `dims` (by name), loops of `fix` fixed; arrows between every pair of
/// instances on one cell, the first before the second in execution order, one of them writing.
fn truth(
    src: &str,
    fname: &str,
    root_loop: &str,
    dims: [&str; 2],
    fix: &[(&str, i64)],
    params: &[(&str, i64)],
) -> Truth {
    let reg = Registry::standard();
    let m = parse(src, reg).expect("parse");
    verify(&m, reg).expect("verify");
    let f = func(&m, fname);
    let accesses = collect(&m, reg, CollectOptions::default());
    let trace = bruteforce::run(&m, f, &accesses, &index_args(&m, f, params), 10_000_000)
        .expect("enumerate");
    // Loop names per (op, dim): the iv's name.
    let loop_name = |(op, dim): (OpId, usize)| -> String {
        let o = m.op(op);
        let b = m.region(o.regions[0]).blocks[0];
        graph::value_name(&m, m.block(b).args[dim])
    };
    let names_of = |acc: usize| -> Vec<String> {
        trace
            .loops
            .get(&acc)
            .map(|ls| ls.iter().map(|&l| loop_name(l)).collect())
            .unwrap_or_default()
    };
    // Selected events and their points.
    let mut sel: Vec<(usize, Pt)> = Vec::new();
    'ev: for (k, e) in trace.events.iter().enumerate() {
        let names = names_of(e.access);
        if !names.iter().any(|n| n == root_loop) {
            continue;
        }
        let coord = |n: &str| names.iter().position(|x| x == n).map(|p| e.iter[p]);
        let (Some(x), Some(y)) = (coord(dims[0]), coord(dims[1])) else {
            continue;
        };
        for (n, v) in fix {
            if let Some(c) = coord(&format!("%{n}")) {
                if c != *v {
                    continue 'ev;
                }
            }
        }
        sel.push((k, (x, y)));
    }
    let points: BTreeSet<Pt> = sel.iter().map(|s| s.1).collect();
    let kind = |w1: bool, w2: bool| match (w1, w2) {
        (true, false) => "RAW",
        (false, true) => "WAR",
        _ => "WAW",
    };
    let mut arrows = BTreeSet::new();
    let mut nearest = BTreeSet::new();
    for (yi, &(ky, py)) in sel.iter().enumerate() {
        let ey = &trace.events[ky];
        // For `nearest`: per (cell, source access) the latest earlier instance.
        let mut latest: BTreeMap<(Vec<i64>, usize), (usize, Pt)> = BTreeMap::new();
        for &(kx, px) in &sel[..yi] {
            let ex = &trace.events[kx];
            if accesses[ex.access].base != accesses[ey.access].base {
                continue;
            }
            for c in &ey.cells {
                if ex.cells.contains(c) {
                    latest.insert((c.clone(), ex.access), (kx, px));
                }
            }
        }
        let arrow = |kx: usize, px: Pt| -> Option<ArrowT> {
            let ex = &trace.events[kx];
            let (wx, wy) = (
                accesses[ex.access].kind.writes(),
                accesses[ey.access].kind.writes(),
            );
            if !wx && !wy || px == py {
                return None;
            }
            let (lx, ly) = (&trace.loops[&ex.access], &trace.loops[&ey.access]);
            let c = lx.iter().zip(ly).take_while(|(a, b)| a == b).count();
            let carried = ex.iter[..c] != ey.iter[..c];
            Some((px, py, kind(wx, wy).to_string(), carried))
        };
        for &(kx, px) in &sel[..yi] {
            let ex = &trace.events[kx];
            if accesses[ex.access].base == accesses[ey.access].base
                && ey.cells.iter().any(|c| ex.cells.contains(c))
            {
                arrows.extend(arrow(kx, px));
            }
        }
        for &(kx, px) in latest.values() {
            nearest.extend(arrow(kx, px));
        }
    }
    Truth {
        points,
        arrows,
        nearest,
    }
}

fn sor() -> String {
    std::fs::read_to_string(root().join("examples/sor_2d.mlir")).expect("example")
}

const NEST3: &str = "func.func @f(%A: memref<8x8x8xf64>, %B: memref<8x8xf64>) {
  affine.for %i = 1 to 6 {
    affine.for %j = 0 to 5 {
      affine.for %k = 1 to 5 {
        %a = affine.load %A[%i - 1, %j + 1, %k] : memref<8x8x8xf64>
        %b = affine.load %B[%j, %k] : memref<8x8xf64>
        %s = arith.addf %a, %b : f64
        affine.store %s, %A[%i, %j, %k - 1] : memref<8x8x8xf64>
        affine.store %s, %B[%j, %k] : memref<8x8xf64>
      }
    }
  }
  return
}
";

const TRIANGLE: &str = "func.func @t(%A: memref<16xf64>, %N: index) {
  affine.for %i = 0 to %N {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %a = affine.load %A[%j] : memref<16xf64>
      %b = affine.load %A[%i] : memref<16xf64>
      %s = arith.addf %a, %b : f64
      affine.store %s, %A[%i + %j] : memref<16xf64>
    }
  }
  return
}
";

/// Two nests: the oracle records only the drawn nest's instances, and ends after the first
/// when it is drawn; the truth runs the whole function.
const TWO_NESTS: &str = "func.func @g(%A: memref<16xf64>, %B: memref<16xf64>) {
  affine.for %i = 1 to 12 {
    affine.for %j = 0 to 3 {
      %a = affine.load %A[%i + %j - 1] : memref<16xf64>
      affine.store %a, %A[%i + %j] : memref<16xf64>
    }
  }
  affine.for %p = 2 to 10 {
    affine.for %q = 0 to 4 {
      %b = affine.load %A[%p + %q] : memref<16xf64>
      %c = affine.load %B[%p - 1] : memref<16xf64>
      %s = arith.addf %b, %c : f64
      affine.store %s, %B[%p] : memref<16xf64>
    }
  }
  return
}
";

#[test]
fn points_and_arrows_are_the_brute_force_slice() {
    let sor = sor();
    #[allow(clippy::type_complexity)]
    let cases: Vec<(
        &str,
        String,
        &str,
        &str,
        [&str; 2],
        Vec<(&str, i64)>,
        Vec<(&str, i64)>,
        Vec<&str>,
    )> = vec![
        (
            "sor",
            sor.clone(),
            "sor",
            "%i",
            ["%i", "%j"],
            vec![],
            vec![("N", 7)],
            vec!["--params", "N=7"],
        ),
        (
            "nest3-fixed",
            NEST3.into(),
            "f",
            "%i",
            ["%i", "%k"],
            vec![("j", 2)],
            vec![],
            vec!["--dims", "i,k", "--fix", "j=2"],
        ),
        // j projected: a point is drawn when some j has those (i, k).
        (
            "nest3-projected",
            NEST3.into(),
            "f",
            "%i",
            ["%j", "%k"],
            vec![],
            vec![],
            vec!["--dims", "j,k"],
        ),
        (
            "two-nests-first",
            TWO_NESTS.into(),
            "g",
            "%i",
            ["%i", "%j"],
            vec![],
            vec![],
            vec!["--loop", "i"],
        ),
        (
            "two-nests-second",
            TWO_NESTS.into(),
            "g",
            "%p",
            ["%p", "%q"],
            vec![],
            vec![],
            vec!["--loop", "p"],
        ),
        (
            "triangle",
            TRIANGLE.into(),
            "t",
            "%i",
            ["%i", "%j"],
            vec![],
            vec![("N", 6)],
            vec!["--params", "N=6"],
        ),
    ];
    for (name, src, f, rootl, dims, fix, params, args) in cases {
        let t = truth(&src, f, rootl, dims, &fix, &params);
        assert!(
            !t.points.is_empty() && !t.arrows.is_empty(),
            "{name}: empty truth"
        );
        let (points, arrows) = drawn(&viz(name, &src, &args));
        assert_eq!(points, t.points, "{name}: points");
        assert_eq!(arrows, t.arrows, "{name}: arrows");
        let mut nargs = args.clone();
        nargs.push("--nearest");
        let (points, arrows) = drawn(&viz(&format!("{name}-nearest"), &src, &nargs));
        assert_eq!(points, t.points, "{name}: points (nearest)");
        assert_eq!(arrows, t.nearest, "{name}: arrows (nearest)");
        assert!(t.nearest.len() <= t.arrows.len());
    }
}

#[test]
fn witness_of_an_illegal_tiling_replays() {
    let src = sor();
    let svg = viz("sor-tile", &src, &["--params", "N=9", "--tile", "4,4"]);
    let doc = roxmltree::Document::parse(&svg).expect("well-formed SVG");
    let w = doc
        .descendants()
        .find(|n| n.attribute("class") == Some("witness"))
        .expect("the illegal tiling's witness is drawn");
    let ints = |a: &str| -> Vec<Int> {
        w.attribute(a)
            .unwrap()
            .split(',')
            .filter(|s| !s.is_empty())
            .map(|s| Int::from(s.parse::<i64>().unwrap()))
            .collect()
    };
    let (src_iter, dst_iter, cell, symbols) = (
        ints("data-src-iter"),
        ints("data-dst-iter"),
        ints("data-cell"),
        ints("data-symbols"),
    );
    let reg = Registry::standard();
    let m = parse(&src, reg).unwrap();
    let accesses = collect(&m, reg, CollectOptions::default());
    let op_of = |a: &str| accesses[w.attribute(a).unwrap().parse::<usize>().unwrap()].op;
    let f = func(&m, "sor");
    // The witness names its symbol values (N); replay at those.
    let n = symbols[0].to_i64().unwrap();
    let args = index_args(&m, f, &[("N", n)]);
    let r = replay::replay(
        &m,
        reg,
        &replay::WitnessQuery {
            src_op: op_of("data-src-access"),
            dst_op: op_of("data-dst-access"),
            src_iter: &src_iter,
            dst_iter: &dst_iter,
            cell: &cell,
        },
        &args,
        1_000_000,
    );
    assert!(r.is_ok(), "witness does not replay: {r:?}");
    // The tiling breaks it: some band component of dst - src is negative.
    assert!(src_iter
        .iter()
        .zip(&dst_iter)
        .any(|(s, d)| d.to_i64().unwrap() < s.to_i64().unwrap()));
    // The instance pair drawn across two tiles is a real dependence whose destination's tile
    // comes first in the tiled order (tiles of 4 from i = j = 1).
    let c = doc
        .descendants()
        .find(|n| n.attribute("class") == Some("crossing"))
        .expect("a crossing pair is drawn");
    let pt = |a: &str| -> Pt {
        let (x, y) = c.attribute(a).unwrap().split_once(',').unwrap();
        (x.parse().unwrap(), y.parse().unwrap())
    };
    let (from, to) = (pt("data-from"), pt("data-to"));
    let t = truth(&src, "sor", "%i", ["%i", "%j"], &[], &[("N", 9)]);
    assert!(
        t.arrows.contains(&(from, to, "RAW".to_string(), true)),
        "{from:?} -> {to:?}"
    );
    let tile = |p: Pt| ((p.0 - 1).div_euclid(4), (p.1 - 1).div_euclid(4));
    assert!(tile(to) < tile(from), "{from:?} -> {to:?}");
    // A legal tiling draws no witness: tiling the triangle's i loop alone (every dependence
    // it carries has a positive i component; the others have i equal).
    let svg = viz("tri-tile", TRIANGLE, &["--params", "N=6", "--tile", "2"]);
    let doc = roxmltree::Document::parse(&svg).expect("well-formed SVG");
    assert!(doc
        .descendants()
        .all(|n| n.attribute("class") != Some("witness")));
    assert!(svg.contains("tiles 2 x -: legal"), "{svg}");
}

#[test]
fn bad_input_is_a_located_error_without_output() {
    let bad = tmp("bad.mlir");
    std::fs::write(&bad, "func.func @f() {\n  affine.for %i = 0 to {\n  }\n}\n").unwrap();
    let good = tmp("sor-err.mlir");
    std::fs::write(&good, sor()).unwrap();
    let big = tmp("big.mlir");
    std::fs::write(
        &big,
        "func.func @mm(%A: memref<256x256xf32>, %B: memref<256x256xf32>, %C: memref<256x256xf32>) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      affine.for %k = 0 to 256 {
        %a = affine.load %A[%i, %k] : memref<256x256xf32>
        %b = affine.load %B[%k, %j] : memref<256x256xf32>
        %c = affine.load %C[%i, %j] : memref<256x256xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<256x256xf32>
      }
    }
  }
  return
}
",
    )
    .unwrap();
    let out = tmp("err.svg");
    let _ = std::fs::remove_file(&out);
    let o = out.to_str().unwrap();
    let cases: Vec<Vec<&str>> = vec![
        vec!["viz", bad.to_str().unwrap(), "-o", o],
        // %N has no value.
        vec!["viz", good.to_str().unwrap(), "-o", o],
        vec![
            "viz",
            good.to_str().unwrap(),
            "--params",
            "N=8",
            "--dims",
            "i,q",
            "-o",
            o,
        ],
        vec!["viz", good.to_str().unwrap(), "--params", "N=200", "-o", o],
        vec![
            "viz",
            good.to_str().unwrap(),
            "--params",
            "N=8",
            "--tile",
            "0,4",
            "-o",
            o,
        ],
        vec!["report", bad.to_str().unwrap(), "-o", o],
    ];
    for args in cases {
        let r = tessera(&args);
        let err = String::from_utf8_lossy(&r.stderr).into_owned();
        assert_eq!(r.status.code(), Some(1), "{args:?}: {err}");
        assert!(err.contains("error: "), "{args:?}: {err}");
        assert!(!out.exists(), "{args:?}: an output file was written");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
    // Located errors: FILE:LINE:COL.
    for (args, needle) in [
        (vec!["viz", bad.to_str().unwrap(), "-o", o], "bad.mlir:2:"),
        (
            vec!["viz", good.to_str().unwrap(), "-o", o],
            "sor-err.mlir:4:1: error: the space depends on %N",
        ),
        (
            vec!["viz", good.to_str().unwrap(), "--params", "N=200", "-o", o],
            // (N - 1)² = 199² points, over the default cap of 4000 (a 2-deep nest: no loop
            // left to fix).
            "sor-err.mlir:5:3: error: the slice (%i, %j) has 39601 points, more than the 4000 drawn at most: give smaller --params, or raise --max-points",
        ),
        // A 256³ matmul makes 4 · 256³ = 67 M access instances: refused once 4 M are
        // recorded (bounded memory), not after recording them all.
        (
            vec!["viz", big.to_str().unwrap(), "-o", o],
            "big.mlir:2:3: error: cannot enumerate the iteration space: more than 4000000 access instances",
        ),
    ] {
        let err = String::from_utf8_lossy(&tessera(&args).stderr).into_owned();
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

#[test]
fn by_default_the_first_of_two_equally_deep_inner_loops_is_shown() {
    // Two inner loops named %j below %i (cholesky's initialisation): without --dims the
    // picture shows %i x the first %j, as `--dims i,j` does (the first loop of that name):
    // 0 <= j <= i < 8, 8 * 9 / 2 = 36 points; the second would give i < j < 8.
    let src = "func.func @h(%A: memref<8x8xf64>) {
  %zero = arith.constant 0.0 : f64
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %a = affine.load %A[%j, %i] : memref<8x8xf64>
      affine.store %a, %A[%i, %j] : memref<8x8xf64>
    }
    affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to 8 {
      affine.store %zero, %A[%i, %j] : memref<8x8xf64>
    }
  }
  return
}
";
    let want: BTreeSet<(i64, i64)> = (0..8).flat_map(|i| (0..=i).map(move |j| (i, j))).collect();
    assert_eq!(want.len(), 36);
    let (default, _) = drawn(&viz("twin-default", src, &[]));
    let (named, _) = drawn(&viz("twin-named", src, &["--dims", "i,j"]));
    assert_eq!(default, want);
    assert_eq!(named, want);
}

#[test]
fn by_default_at_most_4000_points_are_drawn_and_the_error_says_how_to_slice() {
    // i < 500, j < 10, k < 8: the default picture (i, j), k projected, has 5000 points, over
    // the default cap; the error names --fix with the plane it suggests (i fixed to its first
    // value, j and k shown: 80 points), which draws; --max-points raises the cap.
    let src = "func.func @t(%A: memref<500x10xf64>) {
  affine.for %i = 0 to 500 {
    affine.for %j = 0 to 10 {
      affine.for %k = 0 to 8 {
        %a = affine.load %A[%i, %j] : memref<500x10xf64>
        affine.store %a, %A[%i, %j] : memref<500x10xf64>
      }
    }
  }
  return
}
";
    let input = tmp("cap.mlir");
    std::fs::write(&input, src).unwrap();
    let out = tmp("cap.svg");
    let _ = std::fs::remove_file(&out);
    let (i, o) = (input.to_str().unwrap(), out.to_str().unwrap());
    let r = tessera(&["viz", i, "-o", o]);
    let err = String::from_utf8_lossy(&r.stderr).into_owned();
    assert_eq!(r.status.code(), Some(1), "{err}");
    assert!(!out.exists(), "no picture past the cap");
    assert!(
        err.contains(
            "cap.mlir:2:3: error: the slice (%i, %j) has 5000 points, more than the 4000 drawn at most: \
             fix outer loops to a slice with --fix (e.g. --fix i=0 --dims j,k draws the plane %i = 0), \
             give smaller --params, or raise --max-points"
        ),
        "{err}"
    );
    let plane = viz("cap-plane", src, &["--fix", "i=0", "--dims", "j,k"]);
    assert_eq!(drawn(&plane).0.len(), 80);
    let all = viz("cap-raised", src, &["--max-points", "5000"]);
    assert_eq!(drawn(&all).0.len(), 5000);
}
