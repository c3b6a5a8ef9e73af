//! The scheduler on code as frontends write it: sizes as function arguments (through
//! `arith.index_cast`), dynamic memrefs, `affine.if`, `scf.if`, `iter_args` reductions and
//! values loaded in an outer loop. Each program is scheduled with `affine-auto-schedule`; the
//! region must be scheduled (not kept), its hyperplanes are compared with a hand derivation
//! where one is given, and the interpreter's results before and after are bit-identical with
//! `affine.parallel` loops run forward, reversed and shuffled, at two sizes.

use tessera::codegen::interp::{self, ParallelOrder, RunOptions};
use tessera::codegen::value::{entry_args, same_bits, ArgValue, Fill};
use tessera::ir::{parse, print, verify, Module, PrintOptions, Registry};
use tessera::transforms::schedule::driver::{auto_schedule, AutoOptions, RegionReport};

fn text(m: &Module) -> String {
    print(m, Registry::standard(), PrintOptions::default())
}

fn run(m: &Module, sizes: &[(&str, &str)], order: ParallelOrder) -> Vec<ArgValue> {
    let sizes: Vec<(String, String)> = sizes
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    let args = entry_args(m, "main", Fill::Seeded(11), &sizes).unwrap();
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    let opts = RunOptions {
        max_steps: Some(50_000_000),
        parallel_order: order,
    };
    let res = interp::run_with(m, "main", &mut vals, opts).unwrap_or_else(|e| panic!("{e}"));
    vals.extend(res);
    vals
}

/// Schedules every function of `src`; returns the scheduled module and the reports of `func`.
fn schedule(src: &str, func: &str) -> (Module, Module, Vec<RegionReport>) {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{e}"));
    let mut t = m.clone();
    let mut mine = Vec::new();
    for f in tessera::transforms::pass::functions(&m) {
        let name = tessera::transforms::loops::function_name(&m, f);
        let (reports, skipped) = auto_schedule(&mut t, reg, f, &AutoOptions::default());
        if name.as_deref() == Some(func) {
            assert!(
                skipped.is_empty(),
                "{func}: nests left out: {:?}",
                skipped.iter().map(|s| &s.reason).collect::<Vec<_>>()
            );
            mine = reports;
        }
    }
    verify(&t, reg).unwrap_or_else(|e| panic!("does not verify: {e}\n{}", text(&t)));
    // The printed output parses; the module itself is run (printing renames the arguments
    // the sizes are given for).
    let printed = text(&t);
    parse(&printed, reg).unwrap_or_else(|e| panic!("does not parse: {e}\n{printed}"));
    (m, t, mine)
}

/// Same results before and after, every parallel order, at each size set.
fn same_results(before: &Module, after: &Module, size_sets: &[&[(&str, &str)]]) {
    for sizes in size_sets {
        let want = run(before, sizes, ParallelOrder::Forward);
        for order in [
            ParallelOrder::Forward,
            ParallelOrder::Reversed,
            ParallelOrder::Shuffled(7),
        ] {
            let got = run(after, sizes, order);
            assert!(
                same_bits(&want, &got),
                "results differ ({order:?}, sizes {sizes:?})\n{}",
                text(after)
            );
        }
    }
}

fn hyperplanes_without_params(r: &RegionReport) -> Vec<String> {
    r.hyperplanes
        .iter()
        .map(|h| match h.find("-> {") {
            Some(i) if h.starts_with('[') => h[i + 3..].to_string(),
            _ => h.clone(),
        })
        .collect()
}

/// 2mm as Polygeist writes it. The bounding function's parameters were unconstrained in sign
/// in every dependence polyhedron that does not mention them, which forced their coefficients
/// to zero and left the `k` loops without a hyperplane ("no full-rank schedule").
/// Hand derivation: both nests are distributed by smart fusion (the statements have different
/// depths, so each is its own group: scalar dimension 0..3), and in each nest the original
/// loops `i, j, k` are the lexicographically smallest valid hyperplanes (every dependence is
/// carried by `k` or loop-independent, all coefficients non-negative), so each statement gets
/// `[group, i, j, k]` — the same as the constant-size kernel.
const TWO_MM: &str = r#"
func.func @kernel(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %alpha: f64, %beta: f64, %tmp: memref<?x20xf64>, %A: memref<?x20xf64>, %B: memref<?x20xf64>, %C: memref<?x20xf64>, %D: memref<?x20xf64>) {
  %zero = arith.constant 0.000000e+00 : f64
  %ni = arith.index_cast %a0 : i32 to index
  %nj = arith.index_cast %a1 : i32 to index
  %nk = arith.index_cast %a2 : i32 to index
  %nl = arith.index_cast %a3 : i32 to index
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj {
      affine.store %zero, %tmp[%i, %j] : memref<?x20xf64>
      affine.for %k = 0 to %nk {
        %0 = affine.load %A[%i, %k] : memref<?x20xf64>
        %1 = arith.mulf %alpha, %0 : f64
        %2 = affine.load %B[%k, %j] : memref<?x20xf64>
        %3 = arith.mulf %1, %2 : f64
        %4 = affine.load %tmp[%i, %j] : memref<?x20xf64>
        %5 = arith.addf %4, %3 : f64
        affine.store %5, %tmp[%i, %j] : memref<?x20xf64>
      }
    }
  }
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nl {
      %0 = affine.load %D[%i, %j] : memref<?x20xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %D[%i, %j] : memref<?x20xf64>
      affine.for %k = 0 to %nj {
        %2 = affine.load %tmp[%i, %k] : memref<?x20xf64>
        %3 = affine.load %C[%k, %j] : memref<?x20xf64>
        %4 = arith.mulf %2, %3 : f64
        %5 = affine.load %D[%i, %j] : memref<?x20xf64>
        %6 = arith.addf %5, %4 : f64
        affine.store %6, %D[%i, %j] : memref<?x20xf64>
      }
    }
  }
  return
}
func.func @main(%ni: i32, %nj: i32, %nk: i32, %nl: i32, %tmp: memref<20x20xf64>, %A: memref<20x20xf64>, %B: memref<20x20xf64>, %C: memref<20x20xf64>, %D: memref<20x20xf64>) {
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.2 : f64
  %t = memref.cast %tmp : memref<20x20xf64> to memref<?x20xf64>
  %a = memref.cast %A : memref<20x20xf64> to memref<?x20xf64>
  %b = memref.cast %B : memref<20x20xf64> to memref<?x20xf64>
  %c = memref.cast %C : memref<20x20xf64> to memref<?x20xf64>
  %d = memref.cast %D : memref<20x20xf64> to memref<?x20xf64>
  call @kernel(%ni, %nj, %nk, %nl, %alpha, %beta, %t, %a, %b, %c, %d) : (i32, i32, i32, i32, f64, f64, memref<?x20xf64>, memref<?x20xf64>, memref<?x20xf64>, memref<?x20xf64>, memref<?x20xf64>) -> ()
  return
}
"#;

#[test]
fn parametric_2mm_schedules_like_its_constant_twin() {
    let (before, after, reports) = schedule(TWO_MM, "kernel");
    assert_eq!(reports.len(), 1);
    let r = &reports[0];
    assert_eq!(r.kept, None, "region kept");
    assert!(
        r.hyperplanes[0].starts_with("[a0, a1, a2, a3] -> {") || r.hyperplanes[0].starts_with('[')
    );
    assert_eq!(
        hyperplanes_without_params(r),
        vec![
            "{ S0[i, j] -> [0, i, j, 0] }",
            "{ S1[i, j, k] -> [1, i, j, k] }",
            "{ S2[i, j] -> [2, i, j, 0] }",
            "{ S3[i, j, k] -> [3, i, j, k] }",
        ]
    );
    same_results(
        &before,
        &after,
        &[
            &[("ni", "20"), ("nj", "20"), ("nk", "20"), ("nl", "20")],
            &[("ni", "7"), ("nj", "13"), ("nk", "3"), ("nl", "17")],
        ],
    );
}

/// durbin as a frontend writes it when it does not raise accesses to affine: `memref.load` and
/// `memref.store` with index arithmetic (`arith.subi` of ivs), the reduction as `iter_args`,
/// `alpha` in a one-element `memref.alloca`, and `r[k]` loaded before an inner loop and used
/// after it. Everything is modelled (no nest left out, the region scheduled); the schedule
/// must keep the dependences through `alpha`, `z` and `y`, checked by execution at three sizes.
const DURBIN: &str = r#"
func.func @kernel(%a0: i32, %r: memref<?xf64>, %y: memref<?xf64>) {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.000000e+00 : f64
  %half = arith.constant 5.000000e-01 : f64
  %n = arith.index_cast %a0 : i32 to index
  %z = memref.alloca() : memref<64xf64>
  %alpha = memref.alloca() : memref<1xf64>
  affine.store %half, %alpha[0] : memref<1xf64>
  affine.for %k = 1 to %n {
    %km1 = arith.subi %k, %c1 : index
    %rk = memref.load %r[%k] : memref<?xf64>
    %sum = affine.for %i = 0 to affine_map<(d0) -> (d0)>(%k) iter_args(%acc = %zero) -> (f64) {
      %kmi = arith.subi %km1, %i : index
      %a = memref.load %r[%kmi] : memref<?xf64>
      %b = memref.load %y[%i] : memref<?xf64>
      %p = arith.mulf %a, %b : f64
      %s = arith.addf %acc, %p : f64
      affine.yield %s : f64
    }
    %al = affine.load %alpha[0] : memref<1xf64>
    %t = arith.addf %rk, %sum : f64
    %t2 = arith.mulf %t, %al : f64
    %t3 = arith.mulf %t2, %half : f64
    affine.store %t3, %alpha[0] : memref<1xf64>
    affine.for %i = 0 to affine_map<(d0) -> (d0)>(%k) {
      %kmi = arith.subi %km1, %i : index
      %yi = memref.load %y[%i] : memref<?xf64>
      %ykmi = memref.load %y[%kmi] : memref<?xf64>
      %a2 = affine.load %alpha[0] : memref<1xf64>
      %q = arith.mulf %a2, %ykmi : f64
      %v = arith.addf %yi, %q : f64
      memref.store %v, %z[%i] : memref<64xf64>
    }
    affine.for %i = 0 to affine_map<(d0) -> (d0)>(%k) {
      %v = memref.load %z[%i] : memref<64xf64>
      memref.store %v, %y[%i] : memref<?xf64>
    }
    %a3 = affine.load %alpha[0] : memref<1xf64>
    %a4 = arith.subf %a3, %rk : f64
    memref.store %a4, %y[%k] : memref<?xf64>
  }
  return
}
func.func @main(%n: i32, %r: memref<64xf64>, %y: memref<64xf64>) {
  %rr = memref.cast %r : memref<64xf64> to memref<?xf64>
  %yy = memref.cast %y : memref<64xf64> to memref<?xf64>
  call @kernel(%n, %rr, %yy) : (i32, memref<?xf64>, memref<?xf64>) -> ()
  return
}
"#;

#[test]
fn durbin_with_memref_accesses_iter_args_and_scalars_schedules() {
    let (before, after, reports) = schedule(DURBIN, "kernel");
    assert_eq!(reports.len(), 1);
    assert_eq!(reports[0].kept, None, "region kept");
    same_results(
        &before,
        &after,
        &[&[("n", "1")], &[("n", "7")], &[("n", "64")]],
    );
}

/// Loops of step 2 are normalised on a copy first; the `ceildiv` of their new bounds is
/// eliminated exactly from the domains. Iteration `i` (even) reads the even columns of row
/// `i - 2`, which iteration `i - 2` wrote: a RAW dependence the schedule must keep.
const STEPS: &str = r#"
func.func @main(%A: memref<64x64xf64>, %B: memref<64x64xf64>, %n: index) {
  affine.for %i = 2 to %n step 2 {
    affine.for %j = 0 to 60 step 2 {
      %a = affine.load %A[%i - 2, %j] : memref<64x64xf64>
      %b = affine.load %B[%j, %i] : memref<64x64xf64>
      %s = arith.addf %a, %b : f64
      affine.store %s, %A[%i, %j] : memref<64x64xf64>
    }
  }
  return
}
"#;

#[test]
fn loops_with_steps_are_normalised_and_scheduled() {
    let (before, after, reports) = schedule(STEPS, "main");
    assert_eq!(reports.len(), 1);
    assert_eq!(reports[0].kept, None, "region kept");
    assert!(
        reports[0].deps > 0,
        "the dependence on row i - 2 is modelled"
    );
    same_results(
        &before,
        &after,
        &[&[("n", "0")], &[("n", "33")], &[("n", "64")]],
    );
}

/// The same with a triangular inner loop (`%j` from `%i`): normalised, `i = 2i' + 2` and
/// `j = i + 2j'`, so the dependence from row `i - 2` to row `i` (same `j`) has distance
/// `(1, -1)` in `(i', j')`. Pluto's first hyperplane is `i' + j'` (distance 0, bounding cost 0);
/// no second one is independent with the usual orientation of the linear-independence
/// constraints (`c_j' - c_i' >= 1` against validity `c_i' - c_j' >= 0`), and a single statement
/// cannot be cut: the other orientation gives `i'` (distance 1).
#[test]
fn a_triangular_stepped_loop_needs_the_other_independence_orientation() {
    let src = STEPS.replace(
        "affine.for %j = 0 to 60 step 2 {",
        "affine.for %j = affine_map<(d0) -> (d0)>(%i) to 60 step 2 {",
    );
    assert_ne!(src, STEPS);
    let (before, after, reports) = schedule(&src, "main");
    assert_eq!(reports[0].kept, None, "region kept");
    assert_eq!(
        hyperplanes_without_params(&reports[0]),
        vec!["{ S0[i, j] -> [i + j, i] }"]
    );
    same_results(
        &before,
        &after,
        &[&[("n", "0")], &[("n", "33")], &[("n", "64")]],
    );
}

/// Code as a user brings it after other tools: a top-level `affine.parallel` nest (as
/// `affine-parallelize` writes it) whose statement is a call of a statement function (as
/// Polymer writes them), a nest with a `memref.alloca` scalar inside (as cgeist writes block
/// locals), and a top-level reduction with `iter_args`. Every region is scheduled: the calls
/// inlined, the parallel loops serialised for the model, the alloca moved to the function's
/// entry, the reduction's accumulator through memory (its order kept).
const FRONTEND_SHAPES: &str = r#"
func.func private @S0(%A: memref<?x40xf64>, %i: index, %j: index) {
  %v = affine.load %A[%i - 1, %j] : memref<?x40xf64>
  %w = affine.load %A[%i, %j] : memref<?x40xf64>
  %s = arith.addf %v, %w : f64
  affine.store %s, %A[%i, %j] : memref<?x40xf64>
  return
}
func.func @main(%n32: i32, %A: memref<40x40xf64>, %B: memref<40x40xf64>, %r: memref<40xf64>, %out: memref<1xf64>) {
  %n = arith.index_cast %n32 : i32 to index
  %a = memref.cast %A : memref<40x40xf64> to memref<?x40xf64>
  affine.parallel (%j) = (0) to (symbol(%n)) {
    affine.for %i = 1 to %n {
      func.call @S0(%a, %i, %j) : (memref<?x40xf64>, index, index) -> ()
    }
  }
  affine.for %i = 0 to %n {
    %acc = memref.alloca() : memref<f64>
    %z = arith.constant 0.0 : f64
    affine.store %z, %acc[] : memref<f64>
    affine.for %j = 0 to %n {
      %b = affine.load %B[%i, %j] : memref<40x40xf64>
      %t = affine.load %acc[] : memref<f64>
      %u = arith.addf %t, %b : f64
      affine.store %u, %acc[] : memref<f64>
    }
    %f = affine.load %acc[] : memref<f64>
    affine.store %f, %r[%i] : memref<40xf64>
  }
  %zero = arith.constant 0.0 : f64
  %sum = affine.for %i = 0 to %n iter_args(%s = %zero) -> (f64) {
    %x = affine.load %r[%i] : memref<40xf64>
    %y = arith.mulf %x, %x : f64
    %s2 = arith.addf %s, %y : f64
    affine.yield %s2 : f64
  }
  affine.store %sum, %out[0] : memref<1xf64>
  return
}
"#;

#[test]
fn parallel_loops_calls_allocas_and_top_level_reductions_are_scheduled() {
    let (before, after, reports) = schedule(FRONTEND_SHAPES, "main");
    // The parallel nest and the alloca nest are one region, the reduction its own.
    assert_eq!(reports.len(), 2, "two regions");
    for r in &reports {
        assert_eq!(r.kept, None, "region kept");
        assert!(r.deps > 0, "dependences modelled");
    }
    let t = text(&after);
    assert!(!t.contains("call @S0"), "call inlined\n{t}");
    assert!(!t.contains("iter_args"), "reduction through memory\n{t}");
    same_results(
        &before,
        &after,
        &[&[("n32", "0")], &[("n32", "17")], &[("n32", "40")]],
    );
}

#[test]
fn calls_and_allocas_that_cannot_be_modelled_are_named() {
    let reg = Registry::standard();
    for (body, why) in [
        (
            "func.call @ext(%A, %i) : (memref<8xf64>, index) -> ()",
            "a call of '@ext', which has no body in the module",
        ),
        (
            "func.call @rec(%A, %i) : (memref<8xf64>, index) -> ()",
            "a call of '@rec', which is recursive",
        ),
        (
            "%t = memref.alloca(%i) : memref<?xf64>",
            "'memref.alloca' inside the nest is not modelled",
        ),
    ] {
        let src = format!(
            r#"
func.func private @ext(memref<8xf64>, index)
func.func @rec(%A: memref<8xf64>, %i: index) {{
  func.call @rec(%A, %i) : (memref<8xf64>, index) -> ()
  return
}}
func.func @main(%A: memref<8xf64>) {{
  affine.for %i = 0 to 8 {{
    {body}
  }}
  return
}}
"#
        );
        let m = parse(&src, reg).unwrap_or_else(|e| panic!("{e}"));
        let mut t = m.clone();
        let main = tessera::transforms::pass::functions(&m)
            .into_iter()
            .find(|&f| tessera::transforms::loops::function_name(&m, f).as_deref() == Some("main"))
            .unwrap();
        let (reports, skipped) = auto_schedule(&mut t, reg, main, &AutoOptions::default());
        assert!(reports.is_empty());
        assert_eq!(skipped.len(), 1);
        assert_eq!(skipped[0].reason, why);
        assert_eq!(text(&t), text(&m), "the module is unchanged");
    }
}
