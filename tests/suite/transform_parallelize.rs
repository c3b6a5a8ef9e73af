//! `affine-parallelize`: the interpreter gives the same results before and after the pass, with
//! every `affine.parallel` run forward, reversed and in seeded shuffled orders, on all 30
//! PolyBench MINI kernels and on random affine nests with data flow; refusals carry witnesses
//! that the brute-force oracle replays; regressions for what mlir-opt 22 gets wrong.
//!
//! Float reductions: a parallel reduction combines its contributions in execution order from
//! the reduction's identity, and the init value after the loop, so when the pass introduces a
//! float reduction (only with `parallel-reductions`) results may differ from the sequential
//! loop in rounding. For those programs the forward run (contributions combined in the
//! sequential loop's order) is compared with a relative tolerance of 1e-9 and the reversed
//! and shuffled runs must succeed; every other run (no float reduction introduced:
//! `parallel-reductions` off, or integer data) must be bit-identical in every order.
//! `TESSERA_CASES` raises the number of random nests (default 60).

use crate::dependence_common;
use crate::parallelize_common;

use std::path::{Path, PathBuf};

use dependence_common::Rng;
use parallelize_common::random_nest;
use tessera::codegen::interp::{self, ParallelOrder, RunOptions};
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::dependence::{analyze, bruteforce, DepKind, Options};
use tessera::ir::{parse, print, verify, Module, OpId, PrintOptions, Registry};
use tessera::transforms::loops::find_loop;
use tessera::transforms::parallelize::parallelize_loop;
use tessera::transforms::refusal::Reason;
use tessera::transforms::{parse_pipeline, Outcome, Remark};

const ORDERS: &[ParallelOrder] = &[
    ParallelOrder::Forward,
    ParallelOrder::Reversed,
    ParallelOrder::Shuffled(1),
    ParallelOrder::Shuffled(2),
    ParallelOrder::Shuffled(0xdead_beef),
];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn parse_src(src: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{}", e.render("input", src)));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}", e.render("input", src)));
    m
}

fn text(m: &Module) -> String {
    print(m, Registry::standard(), PrintOptions::default())
}

/// Runs `pipeline`, verifies the result and its print/parse round trip.
fn transform(m: &Module, pipeline: &str, what: &str) -> (Module, Vec<Remark>) {
    let reg = Registry::standard();
    let mut t = m.clone();
    let remarks = parse_pipeline(pipeline)
        .unwrap()
        .run(&mut t)
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    verify(&t, reg).unwrap_or_else(|e| panic!("{what}: output does not verify: {e}\n{}", text(&t)));
    let printed = text(&t);
    let back = parse(&printed, reg)
        .unwrap_or_else(|e| panic!("{what}: output does not parse: {e}\n{printed}"));
    verify(&back, reg).unwrap_or_else(|e| panic!("{what}: reparsed output does not verify: {e}"));
    (back, remarks)
}

fn run(m: &Module, entry: &str, fill: Fill, order: ParallelOrder) -> Result<Vec<ArgValue>, String> {
    let args = entry_args(m, entry, fill, &[]).map_err(|e| e.to_string())?;
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    let opts = RunOptions {
        max_steps: Some(200_000_000),
        parallel_order: order,
    };
    let res = interp::run_with(m, entry, &mut vals, opts).map_err(|e| e.to_string())?;
    vals.extend(res);
    Ok(vals)
}

use tessera::codegen::value::same_bits;

fn close_f(p: f64, q: f64) -> bool {
    p.to_bits() == q.to_bits() || (p - q).abs() <= 1e-9 * p.abs().max(q.abs()).max(1.0)
}

/// Equal up to a relative 1e-9 on floats (bitwise on everything else).
fn close(a: &[ArgValue], b: &[ArgValue]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| match (x, y) {
            (ArgValue::Memref(p), ArgValue::Memref(q)) => {
                p.shape() == q.shape()
                    && p.elem() == q.elem()
                    && (0..p.len()).all(|k| match (p.get_f64(k), q.get_f64(k)) {
                        (Ok(u), Ok(v)) if p.elem().is_float() => close_f(u, v),
                        _ => p.get_int(k).ok() == q.get_int(k).ok(),
                    })
            }
            (ArgValue::F32(p), ArgValue::F32(q)) => close_f(f64::from(*p), f64::from(*q)),
            (ArgValue::F64(p), ArgValue::F64(q)) => close_f(*p, *q),
            _ => x == y,
        })
}

fn count(m: &Module, name: &str) -> usize {
    m.walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == name)
        .count()
}

/// True if some `affine.parallel` reduces a float value.
fn has_float_reduction(m: &Module) -> bool {
    m.walk(m.top()).into_iter().any(|o| {
        m.op(o).name == "affine.parallel"
            && m.op(o).results.iter().any(|&r| m.value_type(r).is_float())
    })
}

/// Runs original and transformed in every order and compares: bitwise, unless the pass
/// introduced a float reduction. Then the forward run is compared within 1e-9 (the
/// reduction's init is combined after the loop: reassociation), and the reversed and shuffled
/// runs must only succeed: their float reductions are legitimately reassociated, and
/// ill-conditioned kernels amplify that (gramschmidt MINI orthogonalises 30 columns in a
/// 20-dimensional space: the last 10 norms are rounding noise, 0/0 in some orders). Returns
/// false if the original does not run.
fn check_same(m: &Module, t: &Module, entry: &str, fill: Fill, what: &str) -> bool {
    let Ok(before) = run(m, entry, fill, ParallelOrder::Forward) else {
        return false;
    };
    let float_red = has_float_reduction(t) && !has_float_reduction(m);
    for &o in ORDERS {
        let after = run(t, entry, fill, o)
            .unwrap_or_else(|e| panic!("{what} ({o:?}): transformed run fails: {e}\n{}", text(t)));
        let ok = match (float_red, o) {
            (false, _) => same_bits(&before, &after),
            (true, ParallelOrder::Forward) => close(&before, &after),
            (true, _) => true,
        };
        assert!(
            ok,
            "{what} ({o:?}): results differ after affine-parallelize\n{}",
            text(t)
        );
    }
    true
}

#[test]
fn polybench_mini_same_results_in_every_order() {
    let dir = root().join("tests/corpus/polybench/mini");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 30);
    let (mut plain, mut with_red, mut float_red) = (0, 0, 0);
    for f in files {
        let what = f.display().to_string();
        let src = std::fs::read_to_string(&f).unwrap();
        let m = parse_src(&src);
        for (pipeline, total) in [
            ("affine-parallelize", &mut plain),
            (
                "builtin.module(func.func(affine-parallelize{parallel-reductions=true}))",
                &mut with_red,
            ),
        ] {
            let (t, _) = transform(&m, pipeline, &what);
            *total += count(&t, "affine.parallel");
            if has_float_reduction(&t) {
                float_red += 1;
            }
            assert!(
                check_same(&m, &t, "main", Fill::Zero, &format!("{what} [{pipeline}]")),
                "{what}: the original does not run"
            );
        }
    }
    eprintln!(
        "PolyBench MINI: {plain} affine.parallel without reductions, {with_red} with; \
         {float_red} kernels with float reductions (compared within 1e-9)"
    );
    assert!(plain >= 60, "only {plain} loops parallelised");
    assert!(with_red > plain);
}

fn cases() -> u64 {
    std::env::var("TESSERA_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60)
}

#[test]
fn random_nests_same_results_in_every_order() {
    let (mut parallel, mut refused, mut ran, mut reductions) = (0usize, 0usize, 0u64, 0usize);
    for seed in 0..cases() {
        let float = seed % 3 == 2;
        let src = random_nest(seed, float);
        let m = parse_src(&src);
        let mut rng = Rng(seed + 17);
        let mut opts = vec![];
        if rng.chance(70) {
            opts.push("parallel-reductions".to_string());
        }
        if rng.chance(30) {
            opts.push(format!("max-nested={}", rng.range(0, 2)));
        }
        let pipeline = format!("affine-parallelize{{{}}}", opts.join(" "));
        let what = format!("seed {seed} [{pipeline}]\n{src}");
        let (t, remarks) = transform(&m, &pipeline, &what);
        parallel += count(&t, "affine.parallel");
        reductions += t
            .walk(t.top())
            .into_iter()
            .filter(|&o| t.op(o).name == "affine.parallel" && !t.op(o).results.is_empty())
            .count();
        refused += remarks.len();
        if check_same(&m, &t, "f", Fill::Seeded(seed), &what) {
            ran += 1;
        }
    }
    eprintln!(
        "{} random nests ({ran} ran): {parallel} loops parallelised ({reductions} with reductions), {refused} refusals",
        cases()
    );
    assert!(ran * 10 >= cases() * 9, "only {ran} programs ran");
    assert!(parallel > 0 && refused > 0 && reductions > 0);
}

/// The function `@name` of `m`.
fn func(m: &Module, name: &str) -> OpId {
    m.walk(m.top())
        .into_iter()
        .find(|&o| m.op(o).attr("sym_name").and_then(|a| a.as_str()) == Some(name))
        .unwrap()
}

/// Replays the witness of `b` (a dependence carried by the loop with iv `iv_name` in function
/// `f`) with the brute-force oracle: the source instance and the destination instance both
/// touch the cell, one of them writes, the source runs first, and the two iterations differ
/// first at the carried loop with the source earlier — so running that loop's iterations in
/// reverse, an order an `affine.parallel` allows, runs the destination first.
fn replay_witness(
    m: &Module,
    f: OpId,
    b: &tessera::transforms::refusal::BrokenDependence,
    iv_name: &str,
) {
    let reg = Registry::standard();
    let fname = m
        .op(f)
        .attr("sym_name")
        .and_then(|a| a.as_str())
        .map(str::to_string);
    let a = analyze(
        m,
        reg,
        &Options {
            function: fname,
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(a.accesses[b.src].op, b.src_op);
    assert_eq!(a.accesses[b.dst].op, b.dst_op);
    let trace = bruteforce::run(m, f, &a.accesses, &[], 10_000_000).unwrap();
    let find = |acc: usize, iter: &[tessera::polyhedral::int::Int]| -> usize {
        let it: Vec<i64> = iter.iter().map(|x| x.to_i64().unwrap()).collect();
        let cell: Vec<i64> = b.cell.iter().map(|x| x.to_i64().unwrap()).collect();
        trace
            .events
            .iter()
            .position(|e| e.access == acc && e.iter == it && e.cells.contains(&cell))
            .unwrap_or_else(|| panic!("no instance of access {acc} at {it:?} touches {cell:?}"))
    };
    let (s, d) = (find(b.src, &b.src_iter), find(b.dst, &b.dst_iter));
    assert!(s < d, "the source does not run first");
    assert!(a.accesses[b.src].kind.writes() || a.accesses[b.dst].kind.writes());
    // The carried loop is the one we asked for, and reversing it reorders the pair.
    let k = b.depth - 1;
    assert_eq!(b.src_loops[k], iv_name);
    assert_eq!(b.src_iter[..k], b.dst_iter[..k]);
    assert!(b.src_iter[k] < b.dst_iter[k]);
}

/// Refuses to parallelise loop `spec` of `@f` and replays the witness with the brute-force
/// oracle: both iterations touch the cell, one writes it, the source runs first in the
/// original order, and running the loop's iterations in reverse (an order a parallel loop
/// allows) puts the destination first. Then forces the rewrite and checks that some parallel
/// order changes the results. Returns the dependence kind.
fn replay_refusal(src: &str, spec: &str) -> DepKind {
    let reg = Registry::standard();
    let mut m = parse_src(src);
    let f = func(&m, "f");
    let l = find_loop(&m, f, spec).unwrap();
    let iv_name = spec.split('@').next().unwrap().to_string();
    let out = parallelize_loop(&mut m, reg, l, true, false).unwrap();
    let Outcome::Refused(r) = out else {
        panic!("expected a refusal, got {out:?}")
    };
    let Reason::Breaks(b) = &r.reason else {
        panic!("expected a broken dependence: {}", r.message(&m))
    };
    let msg = r.message(&m);
    assert!(
        msg.contains("witness") || msg.contains("both access"),
        "{msg}"
    );
    replay_witness(&m, f, b, &iv_name);
    // Forced, some order of the parallel loop changes the result.
    let orig = m.clone();
    let forced = parallelize_loop(&mut m, reg, l, true, true).unwrap();
    assert!(matches!(forced, Outcome::Forced(_)), "{forced:?}");
    verify(&m, reg).unwrap();
    let before = run(&orig, "f", Fill::Seeded(7), ParallelOrder::Forward).unwrap();
    let differs = ORDERS[1..].iter().any(|&o| {
        let after = run(&m, "f", Fill::Seeded(7), o).unwrap();
        !same_bits(&before, &after)
    });
    assert!(differs, "forcing the rewrite changed no result");
    b.kind
}

/// Tiled code (`max`/`min` point-loop bounds, as tiling and the scheduler write it), where each
/// loop's verdict comes from asking only whether it carries a dependence: both refusals of a
/// tiled prefix recurrence `A[i] = A[i-1] + 1` replay with the oracle — the point loop's
/// (i -> i + 1 in one tile) and the tile loop's (the last i of a tile -> the first of the next).
#[test]
fn refusal_in_tiled_code_witness_replayed() {
    let src = "func.func @f(%A: memref<80xi64>) {
  affine.for %t = 0 to 3 {
    affine.for %i = max affine_map<(d0) -> (d0 * 32, 1)>(%t) to min affine_map<(d0) -> (d0 * 32 + 32, 80)>(%t) {
      %p = affine.load %A[%i - 1] : memref<80xi64>
      %c = arith.constant 1 : i64
      %s = arith.addi %p, %c : i64
      affine.store %s, %A[%i] : memref<80xi64>
    }
  }
  return
}";
    assert_eq!(replay_refusal(src, "%t"), DepKind::Raw);
    assert_eq!(replay_refusal(src, "%i"), DepKind::Raw);
}

#[test]
fn refusal_raw_witness_replayed() {
    let src = "func.func @f(%A: memref<16xi64>) {
  affine.for %i = 1 to 16 {
    %v = affine.load %A[%i - 1] : memref<16xi64>
    %w = arith.addi %v, %v : i64
    affine.store %w, %A[%i] : memref<16xi64>
  }
  return
}";
    assert_eq!(replay_refusal(src, "%i"), DepKind::Raw);
}

#[test]
fn refusal_war_witness_replayed() {
    let src = "func.func @f(%A: memref<16xi64>, %B: memref<16xi64>) {
  affine.for %i = 0 to 15 {
    %v = affine.load %A[%i + 1] : memref<16xi64>
    affine.store %v, %B[%i] : memref<16xi64>
    %c = arith.index_cast %i : index to i64
    affine.store %c, %A[%i] : memref<16xi64>
  }
  return
}";
    // The WAR dependence (load A[i+1] at i, store A[i+1] at i+1) is the only one carried.
    assert_eq!(replay_refusal(src, "%i"), DepKind::War);
}

#[test]
fn refusal_waw_witness_replayed() {
    let src = "func.func @f(%A: memref<16xi64>) {
  affine.for %i = 0 to 16 {
    %c = arith.index_cast %i : index to i64
    affine.store %c, %A[%i floordiv 4] : memref<16xi64>
  }
  return
}";
    assert_eq!(replay_refusal(src, "%i"), DepKind::Waw);
}

/// mlir-opt 22 parallelises this loop: the dependence (iteration 0 writes A[0], iteration 4
/// reads it) sits in the else block, whose accesses mlir-opt constrains by the then-condition.
const ELSE_DEP: &str = "func.func @f(%A: memref<10xi64>) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      %v = affine.load %A[%i] : memref<10xi64>
      %w = arith.addi %v, %v : i64
      affine.store %w, %A[%i] : memref<10xi64>
    } else {
      %v = affine.load %A[-%i + 4] : memref<10xi64>
      %c1 = arith.constant 1 : i64
      %w = arith.addi %v, %c1 : i64
      affine.store %w, %A[%i] : memref<10xi64>
    }
  }
  return
}";

#[test]
fn regression_dependence_in_else_block_stays_sequential() {
    let m = parse_src(ELSE_DEP);
    let (t, remarks) = transform(&m, "affine-parallelize{parallel-reductions}", "else");
    assert_eq!(count(&t, "affine.parallel"), 0, "{}", text(&t));
    assert_eq!(remarks.len(), 1);
    assert!(
        remarks[0].message.contains("dependence from"),
        "{}",
        remarks[0].message
    );
    // The analysis reports the first carried dependence it finds (here the WAR one: iteration
    // 1 reads A[3], iteration 3 writes it); the RAW one (iteration 0 writes A[0], iteration 4
    // reads it) is carried too.
    replay_refusal(ELSE_DEP, "%i");
}

fn gemm_ijk(t: &str) -> String {
    format!(
        "func.func @f(%A: memref<8x9x{t}>, %B: memref<9x7x{t}>, %C: memref<8x7x{t}>) {{
  affine.for %i = 0 to 8 {{
    affine.for %j = 0 to 7 {{
      affine.for %k = 0 to 9 {{
        %a = affine.load %A[%i, %k] : memref<8x9x{t}>
        %b = affine.load %B[%k, %j] : memref<9x7x{t}>
        %p = arith.mul{s} %a, %b : {t}
        %c = affine.load %C[%i, %j] : memref<8x7x{t}>
        %s = arith.add{s} %c, %p : {t}
        affine.store %s, %C[%i, %j] : memref<8x7x{t}>
      }}
    }}
  }}
  return
}}",
        s = if t == "i64" { "i" } else { "f" }
    )
}

#[test]
fn gemm_k_loop_becomes_a_cell_reduction() {
    for ty in ["i64", "f64"] {
        let m = parse_src(&gemm_ijk(ty));
        let (t, remarks) = transform(&m, "affine-parallelize{parallel-reductions=true}", ty);
        assert!(remarks.is_empty(), "{remarks:?}");
        assert_eq!(count(&t, "affine.parallel"), 3, "{}", text(&t));
        assert_eq!(count(&t, "affine.for"), 0);
        let kind = if ty == "i64" { "addi" } else { "addf" };
        assert!(
            text(&t).contains(&format!("reduce (\"{kind}\")")),
            "{}",
            text(&t)
        );
        // The cell is read and written once per (i, j), after the reduction.
        assert_eq!(count(&t, "affine.store"), 1);
        assert!(check_same(&m, &t, "f", Fill::Seeded(3), ty));
        // Without parallel-reductions the k loop stays sequential, with a RAW witness.
        let (t2, remarks) = transform(&m, "affine-parallelize", ty);
        assert_eq!(count(&t2, "affine.parallel"), 2);
        assert_eq!(remarks.len(), 1, "{remarks:?}");
        assert!(remarks[0].message.contains("%k"), "{}", remarks[0].message);
        assert!(check_same(&m, &t2, "f", Fill::Seeded(3), ty));
    }
}

#[test]
fn cell_read_elsewhere_in_the_loop_is_no_reduction() {
    // %C[%i] is also read by another load in the k loop: partial sums are observed.
    let src = "func.func @f(%A: memref<8x9xi64>, %C: memref<8xi64>, %D: memref<8x9xi64>) {
  affine.for %i = 0 to 8 {
    affine.for %k = 0 to 9 {
      %a = affine.load %A[%i, %k] : memref<8x9xi64>
      %c = affine.load %C[%i] : memref<8xi64>
      %s = arith.addi %c, %a : i64
      affine.store %s, %C[%i] : memref<8xi64>
      %o = affine.load %C[%i] : memref<8xi64>
      affine.store %o, %D[%i, %k] : memref<8x9xi64>
    }
  }
  return
}";
    let m = parse_src(src);
    let (t, remarks) = transform(&m, "affine-parallelize{parallel-reductions}", "observed");
    assert_eq!(count(&t, "affine.parallel"), 1, "{}", text(&t));
    assert_eq!(remarks.len(), 1, "{remarks:?}");
    assert!(check_same(&m, &t, "f", Fill::Seeded(5), "observed"));
}

#[test]
fn possibly_empty_loop_guards_the_cell_update() {
    // k runs 0 to i: empty for i = 0, where C[0] must not be touched (it is out of the
    // allocated buffer's initialised part: reading it would be an error).
    let src = "func.func @f(%A: memref<8x8xi64>, %O: memref<8xi64>) {
  %C = memref.alloc() : memref<8xi64>
  affine.for %i = 1 to 8 {
    %z = arith.constant 0 : i64
    affine.store %z, %C[%i] : memref<8xi64>
  }
  affine.for %i = 0 to 8 {
    affine.for %k = 0 to affine_map<(d0) -> (d0)>(%i) {
      %a = affine.load %A[%i, %k] : memref<8x8xi64>
      %c = affine.load %C[%i] : memref<8xi64>
      %s = arith.addi %c, %a : i64
      affine.store %s, %C[%i] : memref<8xi64>
    }
  }
  affine.for %i = 1 to 8 {
    %c = affine.load %C[%i] : memref<8xi64>
    affine.store %c, %O[%i] : memref<8xi64>
  }
  return
}";
    let m = parse_src(src);
    let (t, _) = transform(&m, "affine-parallelize{parallel-reductions}", "guard");
    assert!(text(&t).contains("reduce (\"addi\")"), "{}", text(&t));
    assert_eq!(count(&t, "affine.if"), 1, "{}", text(&t));
    assert!(check_same(&m, &t, "f", Fill::Seeded(9), "guard"));
}

#[test]
fn iter_args_reduction_and_non_reduction() {
    let src = "func.func @f(%A: memref<10xi64>, %B: memref<10xi64>) -> (i64, i64) {
  %z = arith.constant 0 : i64
  %r = affine.for %i = 0 to 10 iter_args(%acc = %z) -> (i64) {
    %v = affine.load %A[%i] : memref<10xi64>
    %s = arith.addi %acc, %v : i64
    affine.yield %s : i64
  }
  %q = affine.for %i = 0 to 10 iter_args(%acc = %z) -> (i64) {
    %v = affine.load %A[%i] : memref<10xi64>
    %s = arith.addi %acc, %v : i64
    affine.store %s, %B[%i] : memref<10xi64>
    affine.yield %s : i64
  }
  return %r, %q : i64, i64
}";
    let m = parse_src(src);
    let (t, remarks) = transform(&m, "affine-parallelize{parallel-reductions}", "iter");
    // The first loop is a reduction; the second exposes its partial sums (a prefix sum).
    assert_eq!(count(&t, "affine.parallel"), 1, "{}", text(&t));
    assert_eq!(remarks.len(), 1);
    assert!(
        remarks[0].message.contains("iter_args"),
        "{}",
        remarks[0].message
    );
    assert!(check_same(&m, &t, "f", Fill::Seeded(2), "iter"));
    // Without parallel-reductions both stay sequential (as mlir-opt).
    let (t, remarks) = transform(&m, "affine-parallelize", "iter");
    assert_eq!(count(&t, "affine.parallel"), 0);
    assert_eq!(remarks.len(), 2);
}

#[test]
fn undecidable_access_keeps_the_loop_sequential() {
    // The index is a loaded value: not an affine access (`memref.load` with affine index
    // arithmetic is exact).
    let src = "func.func @f(%A: memref<10xi64>, %I: memref<1xindex>) {
  affine.for %i = 0 to 10 {
    %n = affine.load %I[0] : memref<1xindex>
    %v = memref.load %A[%n] : memref<10xi64>
    affine.store %v, %A[%i] : memref<10xi64>
  }
  return
}";
    let m = parse_src(src);
    let (t, remarks) = transform(&m, "affine-parallelize", "unknown");
    assert_eq!(count(&t, "affine.parallel"), 0);
    assert_eq!(remarks.len(), 1);
    assert!(
        remarks[0].message.contains("could not be decided"),
        "{}",
        remarks[0].message
    );
}

#[test]
fn max_nested_limits_the_depth() {
    let m = parse_src(&gemm_ijk("i64"));
    for (n, expect) in [(0, 0), (1, 1), (2, 2), (3, 3)] {
        let (t, _) = transform(
            &m,
            &format!("affine-parallelize{{max-nested={n} parallel-reductions}}"),
            "max-nested",
        );
        assert_eq!(count(&t, "affine.parallel"), expect, "max-nested={n}");
    }
    assert!(parse_pipeline("affine-parallelize{max-nested=-1}").is_err());
    assert!(parse_pipeline("affine-parallelize{bogus=1}").is_err());
}

/// The interpreter's parallel orders: each iteration appends its index to a log, so the log
/// is the visiting order. Forward is lexicographic, reversed its reverse, shuffled a
/// permutation that depends on the seed (and is reproducible); for `affine.parallel` (2-D) and
/// `scf.parallel`.
#[test]
fn interpreter_parallel_orders() {
    let src = "func.func @f(%L: memref<9xindex>, %S: memref<6xindex>) {
  %n = memref.alloca() : memref<1xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  affine.store %c0, %n[0] : memref<1xindex>
  affine.parallel (%i, %j) = (0, 0) to (3, 3) {
    %k = affine.load %n[0] : memref<1xindex>
    %v = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1)>(%i, %j)
    memref.store %v, %L[%k] : memref<9xindex>
    %k1 = arith.addi %k, %c1 : index
    affine.store %k1, %n[0] : memref<1xindex>
  }
  affine.store %c0, %n[0] : memref<1xindex>
  scf.parallel (%i) = (%c0) to (%c6) step (%c1) {
    %k = memref.load %n[%c0] : memref<1xindex>
    memref.store %i, %S[%k] : memref<6xindex>
    %k1 = arith.addi %k, %c1 : index
    memref.store %k1, %n[%c0] : memref<1xindex>
  }
  return
}";
    let m = parse_src(src);
    let logs = |o: ParallelOrder| -> (Vec<i64>, Vec<i64>) {
        let v = run(&m, "f", Fill::Zero, o).unwrap();
        let get = |a: &ArgValue| match a {
            ArgValue::Memref(b) => (0..b.len()).map(|k| b.get_int(k).unwrap()).collect(),
            _ => panic!("memref expected"),
        };
        (get(&v[0]), get(&v[1]))
    };
    let fwd = logs(ParallelOrder::Forward);
    assert_eq!(fwd.0, (0..9).collect::<Vec<_>>());
    assert_eq!(fwd.1, (0..6).collect::<Vec<_>>());
    let rev = logs(ParallelOrder::Reversed);
    assert_eq!(rev.0, (0..9).rev().collect::<Vec<_>>());
    assert_eq!(rev.1, (0..6).rev().collect::<Vec<_>>());
    let perm = |s: u64| {
        let l = logs(ParallelOrder::Shuffled(s));
        let (mut a, mut b) = (l.0.clone(), l.1.clone());
        a.sort_unstable();
        b.sort_unstable();
        assert_eq!(a, (0..9).collect::<Vec<_>>(), "not a permutation");
        assert_eq!(b, (0..6).collect::<Vec<_>>(), "not a permutation");
        l
    };
    let (s1, s1again, s2) = (perm(1), perm(1), perm(2));
    assert_eq!(s1, s1again, "the shuffle is not reproducible");
    assert_ne!(s1, s2, "seeds 1 and 2 give the same orders");
    assert!(s1 != fwd && s1 != rev);
    assert_eq!(
        "shuffled:7".parse::<ParallelOrder>(),
        Ok(ParallelOrder::Shuffled(7))
    );
    assert_eq!(
        "reversed".parse::<ParallelOrder>(),
        Ok(ParallelOrder::Reversed)
    );
    assert!("sideways".parse::<ParallelOrder>().is_err());
}

/// Every loop of the random nests that `parallelize_loop` refuses for a broken dependence
/// has a witness the brute-force oracle replays (see [`replay_witness`]).
#[test]
fn random_nest_refusals_replayed_by_the_oracle() {
    let reg = Registry::standard();
    let (mut replayed, mut unknown, mut unsupported) = (0usize, 0usize, 0usize);
    for seed in 0..cases() {
        let src = random_nest(seed, seed % 3 == 2);
        let m = parse_src(&src);
        let f = func(&m, "f");
        let loops = tessera::transforms::loops::all_for_loops(&m, f);
        for l in loops {
            let mut t = m.clone();
            let reductions = seed % 2 == 0;
            match parallelize_loop(&mut t, reg, l, reductions, false).unwrap() {
                Outcome::Refused(r) => match &r.reason {
                    Reason::Breaks(b) => {
                        let iv = b.src_loops[b.depth - 1].clone();
                        replay_witness(&m, f, b, &iv);
                        // The loop named by the refusal is the one asked about.
                        let fl = tessera::ir::views::AffineForOp::wrap(&m, l).unwrap();
                        assert_eq!(
                            tessera::dependence::graph::value_name(&m, fl.iv()),
                            iv,
                            "seed {seed}"
                        );
                        replayed += 1;
                    }
                    Reason::Unknown(_) => unknown += 1,
                    Reason::Unsupported(_) => unsupported += 1,
                },
                Outcome::Applied => verify(&t, reg).unwrap(),
                Outcome::Forced(_) => panic!("forced without force"),
            }
        }
    }
    eprintln!(
        "{replayed} refusal witnesses replayed; {unknown} undecided, {unsupported} unsupported \
         (iter_args that are no reduction, or reductions off)"
    );
    assert!(replayed > 0);
}

/// `parallelize_loop` first asks only whether the loop carries a dependence
/// (`dependence::carried::loop_carries`) and computes the function's whole analysis only when
/// that does not settle it: its verdicts on the random nests (reductions off) are those of
/// `check_parallel` over the whole analysis — parallel exactly when that proves it legal,
/// refused for a broken dependence exactly when that finds one.
#[test]
fn random_nest_verdicts_match_the_whole_analysis() {
    use tessera::dependence::legality::{check_parallel, Legality};
    let reg = Registry::standard();
    let (mut legal, mut illegal) = (0usize, 0usize);
    for seed in 0..cases() {
        let m = parse_src(&random_nest(seed, seed % 3 == 2));
        let f = func(&m, "f");
        let fd = tessera::transforms::loops::FunctionDeps::new(&m, reg, f).unwrap();
        for l in tessera::transforms::loops::all_for_loops(&m, f) {
            let Some(dim) = tessera::transforms::loops::loop_dims(&m, &[l]).pop() else {
                continue;
            };
            let whole = check_parallel(&m, &fd.a, dim);
            let mut t = m.clone();
            match (
                parallelize_loop(&mut t, reg, l, false, false).unwrap(),
                &whole,
            ) {
                (Outcome::Applied, Legality::Legal) => legal += 1,
                (Outcome::Refused(r), Legality::Illegal(_)) => {
                    assert!(matches!(r.reason, Reason::Breaks(_)), "seed {seed}: {r:?}");
                    illegal += 1;
                }
                // Structural refusals (iter_args with reductions off) come before legality.
                (Outcome::Refused(r), _) if matches!(r.reason, Reason::Unsupported(_)) => {}
                (o, w) => panic!("seed {seed}: parallelize_loop {o:?}, whole analysis {w:?}"),
            }
        }
    }
    eprintln!("{legal} loops parallel, {illegal} refused, as the whole analysis decides");
    assert!(legal > 0 && illegal > 0);
}

/// A WAW dependence in an else block (every iteration of %j writes B[i][0]; the then block
/// never runs). mlir-opt 22 (`--affine-parallelize`) turns both loops into affine.parallel —
/// its output is embedded below — and that program's result depends on the order of the %j
/// iterations; tessera keeps %j sequential and its output gives the original's result in every
/// order.
#[test]
fn regression_waw_in_else_block() {
    let src = "func.func @f(%A: memref<8xf64>, %B: memref<8x8xf64>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.if affine_set<(d0, d1) : (d1 - 4 >= 0)>(%i, %j) {
        %v = affine.load %A[%i] : memref<8xf64>
        affine.store %v, %B[%i, %j] : memref<8x8xf64>
      } else {
        %v = affine.load %A[%j] : memref<8xf64>
        affine.store %v, %B[%i, 0] : memref<8x8xf64>
      }
    }
  }
  return
}";
    let mlir_opt_output = "#set = affine_set<(d0, d1) : (d1 - 4 >= 0)>
module {
  func.func @f(%arg0: memref<8xf64>, %arg1: memref<8x8xf64>) {
    affine.parallel (%arg2) = (0) to (4) {
      affine.parallel (%arg3) = (0) to (4) {
        affine.if #set(%arg2, %arg3) {
          %0 = affine.load %arg0[%arg2] : memref<8xf64>
          affine.store %0, %arg1[%arg2, %arg3] : memref<8x8xf64>
        } else {
          %0 = affine.load %arg0[%arg3] : memref<8xf64>
          affine.store %0, %arg1[%arg2, 0] : memref<8x8xf64>
        }
      }
    }
    return
  }
}";
    let m = parse_src(src);
    let theirs = parse_src(mlir_opt_output);
    let before = run(&m, "f", Fill::Seeded(4), ParallelOrder::Forward).unwrap();
    let rev = run(&theirs, "f", Fill::Seeded(4), ParallelOrder::Reversed).unwrap();
    assert!(
        !same_bits(&before, &rev),
        "mlir-opt's output is order-independent?"
    );
    let (t, remarks) = transform(&m, "affine-parallelize", "waw-else");
    assert_eq!(count(&t, "affine.parallel"), 1, "{}", text(&t));
    assert_eq!(remarks.len(), 1);
    assert!(remarks[0].message.contains("WAW"), "{}", remarks[0].message);
    assert!(check_same(&m, &t, "f", Fill::Seeded(4), "waw-else"));
    replay_refusal(src, "%j");
}

/// `acc - x` is a reduction (the loop sums the `x`, subtracted after it); `x - acc` is not.
/// PolyBench lu's `A[i][j] -= A[i][k] * A[k][j]` in the k loop is the memref-cell form.
#[test]
fn subtraction_reductions() {
    let src = "func.func @f(%A: memref<10xi64>, %C: memref<4xi64>) -> (i64, i64) {
  %z = arith.constant 0 : i64
  %r = affine.for %i = 0 to 10 iter_args(%acc = %z) -> (i64) {
    %v = affine.load %A[%i] : memref<10xi64>
    %s = arith.subi %acc, %v : i64
    affine.yield %s : i64
  }
  %q = affine.for %i = 0 to 10 iter_args(%acc = %z) -> (i64) {
    %v = affine.load %A[%i] : memref<10xi64>
    %s = arith.subi %v, %acc : i64
    affine.yield %s : i64
  }
  affine.for %j = 0 to 4 {
    affine.for %k = 0 to 10 {
      %v = affine.load %A[%k] : memref<10xi64>
      %c = affine.load %C[%j] : memref<4xi64>
      %s = arith.subi %c, %v : i64
      affine.store %s, %C[%j] : memref<4xi64>
    }
    affine.for %k = 0 to 10 {
      %v = affine.load %A[%k] : memref<10xi64>
      %c = affine.load %C[%j] : memref<4xi64>
      %s = arith.subi %v, %c : i64
      affine.store %s, %C[%j] : memref<4xi64>
    }
  }
  return %r, %q : i64, i64
}";
    let m = parse_src(src);
    let (t, remarks) = transform(&m, "affine-parallelize{parallel-reductions}", "sub");
    // The j loop and the first loop of each pair become parallel; `x - acc` stays sequential.
    assert_eq!(count(&t, "affine.parallel"), 3, "{}", text(&t));
    assert_eq!(count(&t, "affine.for"), 2, "{}", text(&t));
    assert_eq!(remarks.len(), 2, "{remarks:?}");
    assert!(check_same(&m, &t, "f", Fill::Seeded(6), "sub"));
}
