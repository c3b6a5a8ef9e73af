//! `affine-parallelize{privatize=true}`: loops whose carried dependences are all on memrefs
//! each iteration writes before it reads become parallel with a private copy per iteration.
//!
//! - Hand-derived cases: doitgen's `sum` (an argument: its final values are mirrored from the
//!   last iteration), a local scalar, and refusals whose reasons are derived in the test.
//! - Random programs with scalar and row temporaries (local `alloca`/`alloc` and arguments),
//!   written whole, in part, under conditions on the iteration, read in the same iteration, in
//!   an earlier one, or after the loop: the interpreter's results are bit-identical before and
//!   after, with parallel loops forward, reversed and shuffled; the output verifies and
//!   re-parses.
//! - The PolyBench corpus (constant sizes and Polygeist-style twins): same check, and never
//!   fewer parallel loops than without privatisation.

use crate::schedule_common::{load, root, run_filled, text};

use tessera::codegen::interp::ParallelOrder;
use tessera::codegen::value::{same_bits, ArgValue, Fill};
use tessera::ir::{parse, verify, Module, Registry};
use tessera::transforms::parse_pipeline;

const PRIVATIZE: &str = "affine-parallelize{privatize=true}";

fn run(m: &Module, seed: u64, order: ParallelOrder) -> Result<Vec<ArgValue>, String> {
    run_filled(m, Fill::Seeded(seed), order)
}

/// Runs `pipeline` on `src`: the output verifies and re-parses, and its results equal the
/// input's bit for bit with parallel loops forward, reversed and shuffled. Returns the printed
/// output and the remarks.
fn check(src: &str, pipeline: &str, seed: u64, what: &str) -> (String, Vec<String>) {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{src}"));
    verify(&m, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{src}"));
    let before = run(&m, seed, ParallelOrder::Forward).unwrap_or_else(|e| panic!("{what}: {e}"));
    transform_and_compare(&m, &before, pipeline, seed, what)
}

/// [`check`] on a parsed module and its results.
fn transform_and_compare(
    m: &Module,
    before: &[ArgValue],
    pipeline: &str,
    seed: u64,
    what: &str,
) -> (String, Vec<String>) {
    let reg = Registry::standard();
    let src = text(m);
    let mut t = m.clone();
    let remarks = parse_pipeline(pipeline)
        .unwrap()
        .run(&mut t)
        .unwrap_or_else(|e| panic!("{what}: {e}\n{src}"));
    verify(&t, reg).unwrap_or_else(|e| panic!("{what}: does not verify: {e}\n{}", text(&t)));
    let printed = text(&t);
    let t = parse(&printed, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{printed}"));
    for order in [
        ParallelOrder::Forward,
        ParallelOrder::Reversed,
        ParallelOrder::Shuffled(seed),
    ] {
        let after = run(&t, seed, order).unwrap_or_else(|e| panic!("{what}: {e}\n{printed}"));
        assert!(
            same_bits(before, &after),
            "{what} ({order:?}): results differ after {pipeline}\ninput:\n{src}\noutput:\n{printed}"
        );
    }
    (printed, remarks.into_iter().map(|r| r.message).collect())
}

fn parallel_loops(printed: &str) -> usize {
    printed.matches("affine.parallel").count()
}

const DOITGEN: &str = r#"
func.func @main(%A: memref<4x5x6xf64>, %C4: memref<6x6xf64>, %sum: memref<6xf64>) {
  affine.for %r = 0 to 4 {
    affine.for %q = 0 to 5 {
      affine.for %p = 0 to 6 {
        %z = arith.constant 0.0 : f64
        affine.store %z, %sum[%p] : memref<6xf64>
        affine.for %s = 0 to 6 {
          %a = affine.load %A[%r, %q, %s] : memref<4x5x6xf64>
          %c = affine.load %C4[%s, %p] : memref<6x6xf64>
          %m = arith.mulf %a, %c : f64
          %o = affine.load %sum[%p] : memref<6xf64>
          %n = arith.addf %o, %m : f64
          affine.store %n, %sum[%p] : memref<6xf64>
        }
      }
      affine.for %p = 0 to 6 {
        %v = affine.load %sum[%p] : memref<6xf64>
        affine.store %v, %A[%r, %q, %p] : memref<4x5x6xf64>
      }
    }
  }
  return
}
"#;

/// doitgen: every `(r, q)` iteration sets `sum[p]` to 0 before accumulating into it and reads
/// it only after, so `%r` carries only WAR/WAW on `sum` and is parallel with a private `sum`.
/// `sum` is an argument (live after the function) and the cells each iteration writes (`p` in
/// 0..6) do not depend on `r`, so its stores are mirrored under `r >= 3` (`r + 1 - 4 >= 0`, the
/// last iteration). Without privatisation `%r` and `%q` stay sequential.
#[test]
fn doitgen_sum_is_privatised_and_mirrored() {
    let (plain, _) = check(DOITGEN, "affine-parallelize", 1, "doitgen plain");
    assert!(plain.contains("affine.for %arg3 = 0 to 4"), "{plain}");
    let (out, remarks) = check(DOITGEN, PRIVATIZE, 1, "doitgen privatised");
    assert!(
        out.contains("affine.parallel (%arg3) = (0) to (4)"),
        "{out}"
    );
    assert!(out.contains("memref.alloca() : memref<6xf64>"), "{out}");
    assert!(out.contains("affine_set<(d0) : (d0 - 3 >= 0)>"), "{out}");
    // The q loop is inside the privatised loop: refused, saying so.
    assert!(
        remarks
            .iter()
            .any(|r| r.contains("loop %q") && r.contains("inside a loop privatised")),
        "{remarks:?}"
    );
}

/// A local scalar written then read in each iteration, not used after the loop: privatised,
/// no mirror.
#[test]
fn local_scalar_is_privatised_without_mirror() {
    let src = r#"
func.func @main(%A: memref<10xf64>, %B: memref<10xf64>) {
  %s = memref.alloca() : memref<f64>
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf64>
    %t = arith.mulf %a, %a : f64
    affine.store %t, %s[] : memref<f64>
    %u = affine.load %s[] : memref<f64>
    %v = arith.addf %u, %a : f64
    affine.store %v, %B[%i] : memref<10xf64>
  }
  return
}
"#;
    let (out, _) = check(src, PRIVATIZE, 2, "scalar");
    assert_eq!(parallel_loops(&out), 1, "{out}");
    assert!(!out.contains("affine.if"), "{out}");
}

/// Refusals, with the reason derived by hand:
/// - `s` accumulates across iterations (`s = s + A[i]`): the read takes the value of the
///   previous iteration;
/// - `s` is read before it is written in the iteration: the first iteration reads the value
///   from before the function;
/// - `t` (an argument, so live after the loop) is written at `t[j]` for `j < i`: the cells
///   depend on the iteration, so the last iteration alone does not leave `t` as the loop does.
#[test]
fn refusals_say_why() {
    let acc = r#"
func.func @main(%A: memref<10xf64>, %B: memref<10xf64>) {
  %s = memref.alloca() : memref<f64>
  %z = arith.constant 0.0 : f64
  affine.store %z, %s[] : memref<f64>
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf64>
    %u = affine.load %s[] : memref<f64>
    %v = arith.addf %u, %a : f64
    affine.store %v, %s[] : memref<f64>
    affine.store %v, %B[%i] : memref<10xf64>
  }
  return
}
"#;
    let (out, remarks) = check(acc, PRIVATIZE, 3, "accumulator");
    assert_eq!(parallel_loops(&out), 0, "{out}");
    assert!(
        remarks
            .iter()
            .any(|r| r.contains("wrote in an earlier iteration")
                || r.contains("writes outside the loop")),
        "{remarks:?}"
    );
    let first = r#"
func.func @main(%A: memref<10xf64>, %B: memref<10xf64>, %s: memref<f64>) {
  affine.for %i = 0 to 10 {
    %u = affine.load %s[] : memref<f64>
    affine.store %u, %B[%i] : memref<10xf64>
    %a = affine.load %A[%i] : memref<10xf64>
    affine.store %a, %s[] : memref<f64>
  }
  return
}
"#;
    let (out, remarks) = check(first, PRIVATIZE, 4, "read first");
    assert_eq!(parallel_loops(&out), 0, "{out}");
    assert!(
        remarks
            .iter()
            .any(|r| r.contains("from before the function") || r.contains("earlier iteration")),
        "{remarks:?}"
    );
    let part = r#"
func.func @main(%A: memref<10x10xf64>, %B: memref<10x10xf64>, %t: memref<10xf64>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to #map(%i) {
      %a = affine.load %A[%i, %j] : memref<10x10xf64>
      affine.store %a, %t[%j] : memref<10xf64>
    }
    affine.for %j = 0 to #map(%i) {
      %u = affine.load %t[%j] : memref<10xf64>
      affine.store %u, %B[%i, %j] : memref<10x10xf64>
    }
  }
  return
}
"#;
    let part = format!("#map = affine_map<(d0) -> (d0)>\n{part}");
    let (out, remarks) = check(&part, PRIVATIZE, 5, "partial row");
    assert!(!out.contains("affine.parallel (%arg3)"), "{out}");
    assert!(
        remarks
            .iter()
            .any(|r| r.contains("loop %i") && r.contains("depend on the iteration")),
        "{remarks:?}"
    );
}

/// A tiny deterministic generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random program: an `i` loop (0..8), sometimes inside a `t` loop (0..3), whose body
/// writes and reads temporaries — `%s` (a local scalar), `%r` (a local row), `%T` (an argument
/// row) — in the shapes privatisation has to tell apart; sometimes the temporaries are read
/// after the loop.
fn random_program(seed: u64) -> String {
    let mut g = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut body = String::new();
    let mut n = 0usize;
    let mut fresh = || {
        n += 1;
        format!("%v{n}")
    };
    let stmts = 2 + g.below(4);
    for _ in 0..stmts {
        let c = g.below(8);
        let v = fresh();
        let s = match g.below(10) {
            // Scalar written (unconditionally, or under a condition on i).
            0 => format!(
                "{v} = affine.load %A[%i, {c}] : memref<8x8xf64>\n affine.store {v}, %s[] : memref<f64>\n"
            ),
            1 => {
                let k = g.below(4);
                let cond = match g.below(3) {
                    0 => format!("d0 - {k} >= 0"),
                    1 => format!("{k} - d0 >= 0"),
                    _ => "d0 == 0".to_string(),
                };
                let row = if g.below(2) == 0 { "%s[]" } else { "%T[3]" };
                let ty = if row == "%s[]" { "memref<f64>" } else { "memref<8xf64>" };
                format!(
                    "affine.if affine_set<(d0) : ({cond})>(%i) {{\n {v} = affine.load %A[%i, {c}] : memref<8x8xf64>\n affine.store {v}, {row} : {ty}\n }}\n"
                )
            }
            // Scalar read, or accumulated.
            2 => format!(
                "{v} = affine.load %s[] : memref<f64>\n affine.store {v}, %B[%i, {c}] : memref<8x8xf64>\n"
            ),
            3 => {
                let w = fresh();
                let x = fresh();
                format!(
                    "{v} = affine.load %s[] : memref<f64>\n {w} = affine.load %A[%i, {c}] : memref<8x8xf64>\n {x} = arith.addf {v}, {w} : f64\n affine.store {x}, %s[] : memref<f64>\n"
                )
            }
            // Rows written whole, in part (j < i), or shifted.
            4 | 5 => {
                let row = if g.below(2) == 0 { "%r" } else { "%T" };
                let ub = match g.below(3) {
                    0 => "8".to_string(),
                    1 => "affine_map<(d0) -> (d0)>(%i)".to_string(),
                    _ => "7".to_string(),
                };
                let sub = if g.below(3) == 0 { "%j + 1" } else { "%j" };
                let sub = if ub == "8" { "%j" } else { sub };
                format!(
                    "affine.for %j = 0 to {ub} {{\n {v} = affine.load %A[%i, %j] : memref<8x8xf64>\n affine.store {v}, {row}[{sub}] : memref<8xf64>\n }}\n"
                )
            }
            // Rows read (same cells, reversed).
            6 | 7 => {
                let row = if g.below(2) == 0 { "%r" } else { "%T" };
                let sub = if g.below(2) == 0 { "%j" } else { "7 - %j" };
                let w = fresh();
                format!(
                    "affine.for %j = 0 to 8 {{\n {v} = affine.load {row}[{sub}] : memref<8xf64>\n {w} = affine.load %B[%i, %j] : memref<8x8xf64>\n affine.store {w}, %B[%i, %j] : memref<8x8xf64>\n affine.store {v}, %C[%i, %j] : memref<8x8xf64>\n }}\n"
                )
            }
            // An ordinary statement.
            _ => format!(
                "{v} = affine.load %A[%i, {c}] : memref<8x8xf64>\n affine.store {v}, %B[%i, {c}] : memref<8x8xf64>\n"
            ),
        };
        body.push_str(&s);
    }
    let outer = g.below(3) == 0;
    // Without the initial values, the first reads of a temporary may read memory no write
    // reached (or the argument's values): such loops must not be privatised.
    let init = if g.below(3) == 0 {
        ""
    } else {
        "affine.store %z, %s[] : memref<f64>\n affine.for %k = 0 to 8 {\n affine.store %z, %r[%k] : memref<8xf64>\n }\n"
    };
    let after = if g.below(2) == 0 {
        "affine.for %k = 0 to 8 {\n %a1 = affine.load %r[%k] : memref<8xf64>\n affine.store %a1, %C[7, %k] : memref<8x8xf64>\n }\n %a2 = affine.load %s[] : memref<f64>\n affine.store %a2, %C[0, 0] : memref<8x8xf64>\n"
    } else {
        ""
    };
    let lp = format!("affine.for %i = 0 to 8 {{\n{body}}}\n");
    let lp = if outer {
        format!("affine.for %t = 0 to 3 {{\n{lp}}}\n")
    } else {
        lp
    };
    format!(
        "func.func @main(%A: memref<8x8xf64>, %B: memref<8x8xf64>, %C: memref<8x8xf64>, %T: memref<8xf64>) {{\n\
         %s = memref.alloca() : memref<f64>\n\
         %r = memref.alloc() : memref<8xf64>\n\
         %z = arith.constant 1.5 : f64\n\
         {init}{lp}{after}\
         memref.dealloc %r : memref<8xf64>\n\
         return\n}}\n"
    )
}

/// Random programs: identical results with the privatised loops run in every order.
#[test]
fn random_programs_run_identically() {
    let cases: u64 = std::env::var("TESSERA_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    let (mut more, mut plain_total, mut priv_total) = (0usize, 0usize, 0usize);
    let mut invalid = 0usize;
    let reg = Registry::standard();
    for seed in 0..cases {
        let src = random_program(seed);
        let what = format!("program {seed}");
        let m = parse(&src, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{src}"));
        verify(&m, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{src}"));
        // A program that reads memory no write reached is not a valid input (the
        // interpreter stops on it); its transformed versions are not compared.
        let Ok(before) = run(&m, seed, ParallelOrder::Forward) else {
            invalid += 1;
            continue;
        };
        let (plain, _) = transform_and_compare(&m, &before, "affine-parallelize", seed, &what);
        let (out, _) = transform_and_compare(&m, &before, PRIVATIZE, seed, &what);
        let (a, b) = (parallel_loops(&plain), parallel_loops(&out));
        assert!(
            b >= a,
            "{what}: fewer parallel loops with privatisation\n{src}\n{out}"
        );
        plain_total += a;
        priv_total += b;
        if b > a {
            more += 1;
        }
    }
    eprintln!(
        "{cases} programs ({invalid} reading uninitialised memory, not run): {plain_total} parallel loops without privatisation, {priv_total} with; {more} programs gained"
    );
    // The generator makes privatisable loops often (a scalar or row written whole, then read).
    assert!(
        more * 10 >= cases as usize,
        "only {more} of {cases} programs gained"
    );
}

/// The PolyBench kernels (constant sizes and Polygeist-style twins, MINI): identical results,
/// never fewer parallel loops than without privatisation; doitgen's and deriche's gain (by
/// reading the kernels: doitgen's `sum` row and deriche's scalars `ym1`, `ym2`, `xm1`... are
/// written before they are read in every iteration of their row loops).
#[test]
fn polybench_kernels_run_identically() {
    let mut gained = vec![];
    for corpus in ["polybench", "polybench-pg"] {
        let dir = root().join("tests/corpus").join(corpus).join("mini");
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
            .collect();
        files.sort();
        for p in files {
            let kernel = p.file_stem().unwrap().to_string_lossy().to_string();
            let what = format!("{corpus}/mini/{kernel}");
            let src = text(&load(&p));
            let (plain, _) = check(&src, "affine-parallelize", 1, &what);
            let (out, _) = check(&src, PRIVATIZE, 1, &what);
            let (a, b) = (parallel_loops(&plain), parallel_loops(&out));
            assert!(
                b >= a,
                "{what}: {a} parallel loops without privatisation, {b} with"
            );
            if b > a {
                gained.push(format!("{corpus}/{kernel}"));
            }
        }
    }
    eprintln!("privatisation gained parallel loops in {gained:?}");
    for k in ["doitgen", "deriche"] {
        assert!(
            gained.iter().any(|g| g.ends_with(&format!("/{k}"))),
            "{k} did not gain: {gained:?}"
        );
    }
}

/// `affine-optimize{dataflow=true}` (the scheduler's privatisation after scheduling) on the
/// MINI kernels, constant sizes and Polygeist-style: identical results with parallel loops in
/// every order; deriche's row loops and doitgen's `r` loop are made parallel with private
/// copies (by reading the kernels, as above), said in a remark. One level of tiles
/// (`second-level=off`): the Polygeist doitgen tiled twice (the model's choice for its assumed
/// sizes) has a read of `sum` whose exact source exceeds the dataflow's work budget, and
/// privatisation then declines, saying so.
#[test]
fn scheduler_dataflow_runs_identically() {
    let mut privatised = vec![];
    for corpus in ["polybench", "polybench-pg"] {
        for kernel in [
            "deriche",
            "doitgen",
            "gramschmidt",
            "ludcmp",
            "symm",
            "2mm",
            "covariance",
        ] {
            let p = root()
                .join("tests/corpus")
                .join(corpus)
                .join("mini")
                .join(format!("{kernel}.mlir"));
            let what = format!("{corpus}/mini/{kernel}");
            let src = text(&load(&p));
            let (_, remarks) = check(
                &src,
                "affine-optimize{dataflow=true second-level=off}",
                1,
                &what,
            );
            if remarks
                .iter()
                .any(|r| r.contains("made parallel with private copies"))
            {
                privatised.push(what);
            }
        }
    }
    eprintln!("privatised after scheduling: {privatised:?}");
    for k in [
        "polybench/mini/deriche",
        "polybench-pg/mini/deriche",
        "polybench-pg/mini/doitgen",
    ] {
        assert!(privatised.iter().any(|p| p == k), "{k}: {privatised:?}");
    }
}

/// Every refusal of `affine-parallelize{privatize=true}` on the random programs and the MINI
/// kernels (those privatisation could not save too) carries the dependence's witness, which the
/// brute-force oracle replays on the module the refusal was decided on; the remark says why
/// privatisation failed.
#[test]
fn refusal_witnesses_replay() {
    use crate::transform_common::replay_broken;
    use tessera::transforms::pass::PassContext;
    use tessera::transforms::refusal::Reason;
    let reg = Registry::standard();
    let cases: u64 = std::env::var("TESSERA_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150);
    let mut srcs: Vec<(String, String)> = (0..cases)
        .map(|s| (format!("program {s}"), random_program(s)))
        .collect();
    // Constant sizes: the replay binds no symbols.
    for k in ["doitgen", "deriche", "gramschmidt", "ludcmp"] {
        let p = root()
            .join("tests/corpus/polybench/mini")
            .join(format!("{k}.mlir"));
        srcs.push((k.to_string(), text(&load(&p))));
    }
    let (mut replayed, mut explained) = (0usize, 0usize);
    for (what, src) in &srcs {
        let m = parse(src, reg).unwrap_or_else(|e| panic!("{what}: {e}"));
        let mut t = m.clone();
        let mut ctx = PassContext::new(reg).keep_snapshots();
        parse_pipeline(PRIVATIZE)
            .unwrap()
            .run_with(&mut t, &mut ctx)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        for (k, r) in ctx.remarks.iter().enumerate() {
            if let Some(Reason::Breaks(b)) = r.refusal.as_ref().map(|x| &x.reason) {
                let snap = ctx.snapshot(k).expect("snapshot");
                replay_broken(snap, b)
                    .unwrap_or_else(|e| panic!("{what}: witness does not replay: {e}\n{src}"));
                replayed += 1;
                if r.message.contains("(not privatisable: ") {
                    explained += 1;
                }
            }
        }
    }
    eprintln!("{replayed} refusal witnesses replayed, {explained} saying why privatisation failed");
    assert!(replayed > 0 && explained > 0);
}
