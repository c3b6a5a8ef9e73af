//! `tessera viz --schedule`: each drawn point's time (the `data-t` of its shading) is the time
//! hyperplane derived by hand in the test, evaluated at the point; every drawn dependence arrow
//! goes forward in that time (strictly where the derivation says it must); fixed loops are
//! substituted; statements whose times disagree are named in the caption; the error cases exit
//! with status 1 (2 for a clap conflict), say why, and write no file.
//!
//! The expected times come from the derivations written next to each input, never from
//! tessera's output.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tessera-viz-schedule-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("temp dir");
    d.join(name)
}

/// Runs `tessera viz IN ARGS -o OUT` and returns the process output and the output path.
fn run(name: &str, src: &str, args: &[&str]) -> (std::process::Output, PathBuf) {
    let input = tmp(&format!("{name}.mlir"));
    std::fs::write(&input, src).expect("write input");
    let out = tmp(&format!("{name}.svg"));
    let _ = std::fs::remove_file(&out);
    let mut all = vec!["viz", input.to_str().unwrap()];
    all.extend_from_slice(args);
    all.extend_from_slice(&["-o", out.to_str().unwrap()]);
    let r = Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(&all)
        .current_dir(root())
        .output()
        .expect("run tessera");
    (r, out)
}

fn viz(name: &str, src: &str, args: &[&str]) -> String {
    let (r, out) = run(name, src, args);
    assert!(
        r.status.success(),
        "tessera viz {args:?}: {}",
        String::from_utf8_lossy(&r.stderr)
    );
    std::fs::read_to_string(&out).expect("svg written")
}

type Pt = (i64, i64);

/// What an SVG shows: points, shaded times, arrows (from, to, carried), legend texts.
struct Drawn {
    points: BTreeSet<Pt>,
    times: BTreeMap<Pt, i64>,
    arrows: Vec<(Pt, Pt, bool)>,
    legend: Vec<String>,
}

fn drawn(svg: &str) -> Drawn {
    let doc = roxmltree::Document::parse(svg).expect("well-formed SVG");
    let pt = |s: &str| -> Pt {
        let (a, b) = s.split_once(',').expect("x,y");
        (a.parse().unwrap(), b.parse().unwrap())
    };
    let num = |n: &roxmltree::Node, a: &str| -> i64 { n.attribute(a).unwrap().parse().unwrap() };
    let mut d = Drawn {
        points: BTreeSet::new(),
        times: BTreeMap::new(),
        arrows: Vec::new(),
        legend: Vec::new(),
    };
    for n in doc.descendants() {
        let class = n.attribute("class").unwrap_or("");
        if n.has_tag_name("circle") && class == "pt" {
            d.points.insert((num(&n, "data-x"), num(&n, "data-y")));
        }
        if n.has_tag_name("rect") && class == "sched" {
            let p = (num(&n, "data-x"), num(&n, "data-y"));
            assert!(
                d.times.insert(p, num(&n, "data-t")).is_none(),
                "{p:?} shaded twice"
            );
        }
        if n.has_tag_name("line") && class.starts_with("dep ") {
            d.arrows.push((
                pt(n.attribute("data-from").unwrap()),
                pt(n.attribute("data-to").unwrap()),
                class.ends_with(" carried"),
            ));
        }
        if n.has_tag_name("g") && class == "legend" {
            d.legend = n
                .descendants()
                .filter(|t| t.has_tag_name("text"))
                .filter_map(|t| t.text().map(str::to_string))
                .collect();
        }
    }
    d
}

/// `A[i][j] = A[i-1][j+1] + A[i][j-1]`.
const SKEW: &str = r#"func.func @skew(%A: memref<?x?xf64>, %N: index) {
  affine.for %i = 1 to %N {
    affine.for %j = 1 to %N {
      %a = affine.load %A[%i - 1, %j + 1] : memref<?x?xf64>
      %b = affine.load %A[%i, %j - 1] : memref<?x?xf64>
      %c = arith.addf %a, %b : f64
      affine.store %c, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
"#;

/// Gauss-Seidel over i, j: `A[i][j] = A[i-1][j] + A[i][j-1] + A[i+1][j] + A[i][j+1]`.
const SEIDEL: &str = r#"func.func @seidel(%A: memref<?x?xf64>, %N: index) {
  affine.for %i = 1 to %N {
    affine.for %j = 1 to %N {
      %a = affine.load %A[%i - 1, %j] : memref<?x?xf64>
      %b = affine.load %A[%i, %j - 1] : memref<?x?xf64>
      %d = affine.load %A[%i + 1, %j] : memref<?x?xf64>
      %e = affine.load %A[%i, %j + 1] : memref<?x?xf64>
      %c = arith.addf %a, %b : f64
      %f = arith.addf %c, %d : f64
      %g = arith.addf %f, %e : f64
      affine.store %g, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
"#;

/// Checks the shading against `time` and that every arrow goes forward in it (strictly if
/// `strict`).
fn check_times(d: &Drawn, strict: bool, time: impl Fn(i64, i64) -> i64) {
    assert!(!d.points.is_empty());
    assert_eq!(
        d.times.keys().copied().collect::<BTreeSet<_>>(),
        d.points,
        "every drawn point is shaded, and only those"
    );
    for (&(x, y), &t) in &d.times {
        assert_eq!(t, time(x, y), "time of ({x}, {y})");
    }
    assert!(!d.arrows.is_empty());
    for &(p, q, carried) in &d.arrows {
        // Single-statement nests: every arrow joins two distinct iterations, carried by a loop.
        assert!(carried, "{p:?} -> {q:?}");
        let (tp, tq) = (d.times[&p], d.times[&q]);
        assert!(
            tp < tq || (!strict && tp == tq),
            "arrow {p:?} -> {q:?} goes from t = {tp} to t = {tq}"
        );
    }
}

#[test]
fn skewed_stencil_is_shaded_by_the_wavefront_2i_plus_j() {
    // Dependences (all RAW; each cell is written once, by its own iteration): A[i-1][j+1]
    // gives the distance (1, -1), A[i][j-1] gives (0, 1). A permutable band needs
    // h . d >= 0 for both: h = (a, b) with a >= b >= 0. Pluto's first hyperplane (smallest
    // distances, then smallest coefficients) is (1, 0) = i (distances 1, 0); the second,
    // independent of it, is (1, 1) = i + j (distances 0, 1; (0, 1) would give -1). The band's
    // outer tile loop carries (1, -1), so `tessera schedule` runs the tiles by wavefronts of
    // the band's two hyperplanes: t = i + (i + j) = 2i + j. Every distance has
    // 2*di + dj = 1 > 0, so every arrow goes strictly forward in t.
    let svg = viz("skew", SKEW, &["--schedule", "--params", "N=7"]);
    let d = drawn(&svg);
    assert_eq!(d.points.len(), 36);
    check_times(&d, true, |i, j| 2 * i + j);
    let vectors: BTreeSet<Pt> = d
        .arrows
        .iter()
        .map(|&(p, q, _)| (q.0 - p.0, q.1 - p.1))
        .collect();
    assert_eq!(vectors, BTreeSet::from([(0, 1), (1, -1)]));
    assert!(
        d.legend
            .iter()
            .any(|t| t == "shading: schedule time t = 2*i + j"),
        "{:?}",
        d.legend
    );
    assert!(d.legend.iter().any(|t| t.contains("wavefront")));
}

#[test]
fn seidel_is_shaded_by_the_wavefront_i_plus_j() {
    // Distances: RAW (1, 0) and (0, 1) from A[i-1][j], A[i][j-1]; WAR (1, 0) and (0, 1) from
    // A[i+1][j], A[i][j+1] (read one iteration before the write). Both are non-negative along
    // i and j, so the band is (i, j) as written; its outer tile loop carries (1, 0), so the
    // tiles run by wavefronts of i + j. Every distance has di + dj = 1 > 0.
    let svg = viz("seidel", SEIDEL, &["--schedule", "--params", "N=6"]);
    let d = drawn(&svg);
    assert_eq!(d.points.len(), 25);
    check_times(&d, true, |i, j| i + j);
}

/// Gauss-Seidel with an outer time loop.
const SEIDEL_T: &str = r#"func.func @seidel3(%A: memref<?x?xf64>, %T: index, %N: index) {
  affine.for %t = 0 to %T {
    affine.for %i = 1 to %N {
      affine.for %j = 1 to %N {
        %a = affine.load %A[%i - 1, %j] : memref<?x?xf64>
        %b = affine.load %A[%i, %j - 1] : memref<?x?xf64>
        %d = affine.load %A[%i + 1, %j] : memref<?x?xf64>
        %e = affine.load %A[%i, %j + 1] : memref<?x?xf64>
        %c = arith.addf %a, %b : f64
        %f = arith.addf %c, %d : f64
        %g = arith.addf %f, %e : f64
        affine.store %g, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
"#;

/// Evaluates a caption expression like `2*t + i - j + 3`.
fn eval(expr: &str, vars: &[(&str, i64)]) -> i64 {
    let mut total = 0;
    for (k, term) in expr.replace(" - ", " + -").split(" + ").enumerate() {
        let (neg, term) = match term.strip_prefix('-') {
            Some(t) => (true, t),
            None => (false, term),
        };
        let v = match term.split_once('*') {
            Some((c, x)) => c.parse::<i64>().unwrap() * vars.iter().find(|v| v.0 == x).unwrap().1,
            None => match term.parse::<i64>() {
                Ok(c) => c,
                Err(_) => {
                    vars.iter()
                        .find(|v| v.0 == term)
                        .unwrap_or_else(|| panic!("term {k} '{term}' of '{expr}'"))
                        .1
                }
            },
        };
        total += if neg { -v } else { v };
    }
    total
}

#[test]
fn a_fixed_loop_is_substituted_and_a_projected_one_refused() {
    // Distances over (t, i, j): RAW (0, 1, 0), (0, 0, 1) from A[i-1][j], A[i][j-1] (same t);
    // RAW (1, -1, 0), (1, 0, -1) from A[i+1][j], A[i][j+1] (written at t - 1). A legal time
    // a*t + b*i + c*j (every hyperplane of the band and their sums are) has b >= 0, c >= 0,
    // a >= b, a >= c: a non-constant one depends on t (a > 0). Shown i, j with t fixed: each
    // point's time is the caption's expression at (t, i, j) (the substitution is checked, the
    // expression's coefficients are the scheduler's); the arrows (within one t: distances
    // (0, 1, 0), (0, 0, 1) and WAR (0, 1, 0), (0, 0, 1)) do not go backwards (b, c >= 0).
    for t in [1i64, 2] {
        let fix = format!("t={t}");
        let svg = viz(
            &format!("seidel3-{t}"),
            SEIDEL_T,
            &[
                "--schedule",
                "--params",
                "T=3,N=5",
                "--dims",
                "i,j",
                "--fix",
                &fix,
            ],
        );
        let d = drawn(&svg);
        let expr = d
            .legend
            .iter()
            .find_map(|l| l.strip_prefix("shading: schedule time = "))
            .unwrap_or_else(|| {
                panic!(
                    "the caption does not call the time t (a loop is): {:?}",
                    d.legend
                )
            })
            .to_string();
        assert!(expr.contains('t'), "the time depends on t: {expr}");
        check_times(&d, false, |i, j| {
            eval(&expr, &[("t", t), ("i", i), ("j", j)])
        });
    }
    // Projected t: refused, suggesting --fix.
    let (r, out) = run(
        "seidel3-projected",
        SEIDEL_T,
        &["--schedule", "--params", "T=3,N=5", "--dims", "i,j"],
    );
    let err = String::from_utf8_lossy(&r.stderr);
    assert_eq!(r.status.code(), Some(1), "{err}");
    assert!(err.contains(":2:3: error: --schedule"), "{err}");
    assert!(err.contains("--fix t=VALUE"), "{err}");
    assert!(!out.exists());
}

#[test]
fn statements_that_disagree_are_named() {
    // S0 reads B[i-1][j] written by S1 one i earlier (RAW S1 -> S0, distance 1); S1 reads
    // A[i+1][j] before S0 writes it one i later (WAR S1 -> S0, distance 1). Shifting S1 by one
    // (S0: i, S1: i + 1) makes both distances 0 along the outer hyperplane, which is then
    // parallel; Pluto's smallest shifts give S0 the shift 0. The point (i, j) holds both
    // statements: it is shaded by S0's time i and the caption names S1's i + 1.
    let src = r#"func.func @shift(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %N: index) {
  affine.for %i = 1 to %N {
    affine.for %j = 1 to %N {
      %a = affine.load %B[%i - 1, %j] : memref<?x?xf64>
      affine.store %a, %A[%i, %j] : memref<?x?xf64>
      %b = affine.load %A[%i + 1, %j] : memref<?x?xf64>
      affine.store %b, %B[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
"#;
    let d = drawn(&viz("shift", src, &["--schedule", "--params", "N=5"]));
    for (&(i, _), &t) in &d.times {
        assert_eq!(t, i);
    }
    assert_eq!(d.times.len(), 16);
    assert!(
        d.legend
            .iter()
            .any(|l| l == "statements disagree; shaded by S0's time:"),
        "{:?}",
        d.legend
    );
    assert!(
        d.legend.iter().any(|l| l == "- S1 has t = i + 1"),
        "{:?}",
        d.legend
    );
}

#[test]
fn errors_exit_1_without_output() {
    // A nest `tessera schedule` rewrites first (a non-unit step, normalised): not drawn.
    let step = r#"func.func @step(%A: memref<?x?xf64>, %N: index) {
  affine.for %i = 1 to %N step 2 {
    affine.for %j = 1 to %N {
      %a = affine.load %A[%i - 1, %j] : memref<?x?xf64>
      affine.store %a, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
"#;
    let (r, out) = run("step", step, &["--schedule", "--params", "N=5"]);
    let err = String::from_utf8_lossy(&r.stderr);
    assert_eq!(r.status.code(), Some(1), "{err}");
    assert!(err.contains(":2:3: error:"), "{err}");
    assert!(err.contains("loops of non-unit step normalised"), "{err}");
    assert!(!out.exists());
    // Without --schedule the same nest is drawn.
    let (r, out) = run("step-plain", step, &["--params", "N=5"]);
    assert!(r.status.success());
    assert!(out.exists());
    // A region `tessera schedule` keeps (the `scf.if` writes memory and returns a value):
    // the scheduler's reason.
    let kept = r#"func.func @outer(%A: memref<?x?xf64>, %B: memref<?xf64>, %N: index) {
  affine.for %i = 0 to %N {
    affine.for %j = 0 to %N {
      %x = affine.load %B[%i] : memref<?xf64>
      %c = arith.cmpf olt, %x, %x : f64
      %y = scf.if %c -> (f64) {
        affine.store %x, %B[%i] : memref<?xf64>
        scf.yield %x : f64
      } else {
        scf.yield %x : f64
      }
      affine.store %y, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
"#;
    let (r, out) = run("kept", kept, &["--schedule", "--params", "N=4"]);
    let err = String::from_utf8_lossy(&r.stderr);
    assert_eq!(r.status.code(), Some(1), "{err}");
    assert!(err.contains(":2:3: error: --schedule"), "{err}");
    assert!(
        err.contains("unscheduled: an 'scf.if' that both writes memory and returns values"),
        "{err}"
    );
    assert!(!out.exists());
    // --schedule conflicts with --wavefront (a usage error).
    let (r, out) = run(
        "conflict",
        SKEW,
        &["--schedule", "--wavefront", "--params", "N=5"],
    );
    let err = String::from_utf8_lossy(&r.stderr);
    assert!(!r.status.success());
    assert!(err.contains("cannot be used with"), "{err}");
    assert!(!out.exists());
}
