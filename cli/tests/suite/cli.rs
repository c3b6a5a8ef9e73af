//! End-to-end tests of the `tessera` binary: exit statuses, diagnostics with file:line:col and a
//! caret, output files never half-written, and each subcommand on a small input.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn tessera(args: &[&str], stdin: Option<&str>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tessera"));
    cmd.args(args).current_dir(repo_root());
    if let Some(input) = stdin {
        use std::io::Write;
        let mut child = cmd
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("spawn tessera");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        return child.wait_with_output().unwrap();
    }
    cmd.output().expect("run tessera")
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tessera-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn check_accepts_the_bundled_example() {
    let out = tessera(&["check", "examples/gemm.mlir"], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(out.stderr.is_empty());
}

#[test]
fn check_reports_file_line_col_with_caret_and_exits_1() {
    // Line 3, column 8 is the use of %undefined (hand-counted: 4 spaces, "%0 = ", ...).
    let path = scratch("bad.mlir");
    std::fs::write(
        &path,
        "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %undefined : i32\n}\n",
    )
    .unwrap();
    let p = path.to_str().unwrap();
    let out = tessera(&["check", p], None);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    let first = err.lines().next().unwrap_or("");
    assert!(
        first.starts_with(&format!("{p}:3:10: error:")),
        "first line: {first}"
    );
    assert!(err.contains("  return %undefined : i32"), "{err}");
    // The caret sits under column 10.
    assert!(
        err.lines().any(|l| l == format!("{}^", " ".repeat(9))),
        "{err}"
    );
}

#[test]
fn opt_never_creates_the_output_file_on_error() {
    let out_path = scratch("never-written.mlir");
    let _ = std::fs::remove_file(&out_path);
    let out = tessera(
        &["opt", "-", "-o", out_path.to_str().unwrap()],
        Some("func.func @f() {\n  %x = \"test.op\"() : () -> i32\n  return %x : i32\n}\n"),
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(!out_path.exists(), "output written despite the error");
    assert!(
        text(&out.stderr).starts_with("<stdin>:"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn opt_output_is_a_fixed_point_and_generic_form_round_trips() {
    let once = tessera(&["opt", "examples/gemm.mlir"], None);
    assert!(once.status.success(), "{}", text(&once.stderr));
    let twice = tessera(&["opt", "-"], Some(&text(&once.stdout)));
    assert_eq!(text(&once.stdout), text(&twice.stdout));
    let generic = tessera(&["opt", "--generic", "examples/gemm.mlir"], None);
    assert!(text(&generic.stdout).contains("\"affine.for\""));
    let back = tessera(&["opt", "-"], Some(&text(&generic.stdout)));
    assert_eq!(text(&back.stdout), text(&once.stdout));
}

/// `--mlir-timing` prints mlir-opt's report to standard error (parser, the pipeline, each
/// pass in pipeline order, output, rest, total) and leaves the output as it is without it.
#[test]
fn opt_mlir_timing_reports_each_pass_in_order() {
    let pipeline = "--pass-pipeline=builtin.module(func.func(affine-loop-tile{tile-size=4},affine-parallelize))";
    let plain = tessera(&["opt", pipeline, "examples/gemm.mlir"], None);
    let timed = tessera(
        &["opt", "--mlir-timing", pipeline, "examples/gemm.mlir"],
        None,
    );
    assert!(timed.status.success(), "{}", text(&timed.stderr));
    assert_eq!(text(&plain.stdout), text(&timed.stdout));
    let err = text(&timed.stderr);
    let names: Vec<&str> = err
        .lines()
        .skip_while(|l| !l.contains("----Wall Time----"))
        .skip(1)
        .map(|l| l.split_once("%)  ").map_or("", |x| x.1))
        .collect();
    assert_eq!(
        names,
        [
            "Parser",
            "'func.func' Pipeline",
            "  affine-loop-tile",
            "  affine-parallelize",
            "Output",
            "Rest",
            "Total"
        ]
    );
    let secs = |name: &str| -> f64 {
        let l = err
            .lines()
            .find(|l| l.ends_with(&format!("%)  {name}")))
            .unwrap();
        l.split_whitespace().next().unwrap().parse().unwrap()
    };
    let parts = secs("Parser") + secs("'func.func' Pipeline") + secs("Output") + secs("Rest");
    // Each column is rounded to 0.1 ms.
    assert!((parts - secs("Total")).abs() < 0.0005, "{err}");
    assert!(err.contains("... Execution time report ..."));
}

#[test]
fn missing_file_is_an_error_not_a_panic() {
    let out = tessera(&["check", "does/not/exist.mlir"], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("error"));
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let src = format!("func.func @f() {{\n{}\n}}\n", "(".repeat(10_000));
    let out = tessera(&["check", "-"], Some(&src));
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("error"));
}

#[test]
fn deps_reports_the_gemm_reduction() {
    // Hand derivation: in kernel_gemm the k loop re-reads and re-writes C[i][j], so it carries
    // RAW/WAR/WAW dependences with k-distance in [1, 29] (k ranges over 0..30) and nothing else;
    // i and j are parallel.
    let out = tessera(
        &["deps", "examples/gemm.mlir", "--function", "kernel_gemm"],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    assert!(report.contains("[1, 29]"), "{report}");
    assert!(
        report.contains("affine.for %i at 5:5 (depth 1): parallel"),
        "{report}"
    );
}

#[test]
fn deps_time_limit_leaves_pairs_unknown_never_independent() {
    // With a limit of 0 s no pair job starts: the gemm k loop's dependences are "unknown" with
    // the reason, no loop is called parallel, and the command still succeeds.
    let out = tessera(
        &[
            "deps",
            "examples/gemm.mlir",
            "--function",
            "kernel_gemm",
            "--time-limit",
            "0",
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    assert!(
        report.contains("unknown (may depend): time limit of the analysis reached"),
        "{report}"
    );
    assert!(!report.contains("): parallel"), "{report}");
    // A limit that is not a number of seconds is a usage error.
    let out = tessera(
        &["deps", "examples/gemm.mlir", "--time-limit", "soon"],
        None,
    );
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("not a number of seconds"));
}

#[test]
fn deps_work_limit_leaves_pairs_unknown_never_independent() {
    // With a work limit of 1 unit every question that needs work is left "unknown" with the
    // reason: the k loop's dependences (its reduction is not recognised from unknowns), while
    // the depth-1 questions of C[i][j] against itself are decided without work (the ordering
    // i' >= i + 1 contradicts i' = i as soon as the system is set up), so %i stays parallel.
    // Without a limit (0) the k loop's dependences are decided as by default; the command
    // succeeds either way.
    let deps = |limit: &str| {
        let out = tessera(
            &[
                "deps",
                "examples/gemm.mlir",
                "--function",
                "kernel_gemm",
                "--work-limit",
                limit,
            ],
            None,
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        text(&out.stdout)
    };
    let starved = deps("1");
    assert!(
        starved.contains("unknown (may depend): work budget of the analysis exhausted"),
        "{starved}"
    );
    assert!(
        starved.contains(
            "affine.for %k at 11:7 (depth 2): unknown (may carry a dependence): work budget of the analysis exhausted"
        ),
        "{starved}"
    );
    let unlimited = deps("0");
    assert!(
        unlimited.contains("affine.for %k at 11:7 (depth 2): parallel as a reduction"),
        "{unlimited}"
    );
    assert!(unlimited.contains("[1, 29]"), "{unlimited}");
    let default = tessera(
        &["deps", "examples/gemm.mlir", "--function", "kernel_gemm"],
        None,
    );
    assert_eq!(text(&default.stdout), unlimited);
}

#[test]
fn calc_answers_one_line_per_statement() {
    // 1 <= 3x - 3y <= 2 has rational points but no integer point; 0 <= i < 10 has 10 points.
    let out = tessera(
        &["calc"],
        Some("is_empty { [x, y] : 1 <= 3x - 3y <= 2 };\ncard { [i] : 0 <= i < 10 };\n"),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "true\n10\n");
}

#[test]
fn run_matches_the_c_reference_checksums() {
    // Reference: tests/corpus/polybench/checksums-mini.txt, produced by the C version of the
    // kernel (scripts/polybench-checksums.sh). The interpreter keeps the operation order, so the
    // checksums must be identical.
    let reference =
        std::fs::read_to_string(repo_root().join("tests/corpus/polybench/checksums-mini.txt"))
            .unwrap();
    let expected: Vec<String> = reference
        .lines()
        .filter_map(|l| l.strip_prefix("gemm "))
        .map(str::to_string)
        .collect();
    assert!(!expected.is_empty());
    for engine in [&["--interp"][..], &[][..]] {
        let mut args = vec![
            "run",
            "tests/corpus/polybench/mini/gemm.mlir",
            "--entry",
            "main",
        ];
        args.extend_from_slice(engine);
        let out = tessera(&args, None);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let got: Vec<String> = text(&out.stdout)
            .lines()
            .take(expected.len())
            .map(str::to_string)
            .collect();
        assert_eq!(got, expected, "engine args {engine:?}");
    }
}

/// A stencil with a constant (1, -1) distance (the store at (i, j) is read at (i + 1, j - 1)):
/// interchanging or tiling %i/%j reverses it (hand derivation: the dependence vector becomes
/// (-1, 1), lexicographically negative).
const STENCIL: &str = "func.func @stencil(%A: memref<16x16xf64>) {
  affine.for %i = 1 to 15 {
    affine.for %j = 1 to 15 {
      %a = affine.load %A[%i - 1, %j + 1] : memref<16x16xf64>
      affine.store %a, %A[%i, %j] : memref<16x16xf64>
    }
  }
  return
}
";

#[test]
fn transform_refuses_an_illegal_step_with_a_witness_and_writes_nothing() {
    let input = scratch("stencil.mlir");
    std::fs::write(&input, STENCIL).unwrap();
    let out = scratch("stencil-out.mlir");
    let _ = std::fs::remove_file(&out);
    let o = tessera(
        &[
            "transform",
            input.to_str().unwrap(),
            "interchange %i %j",
            "-o",
            out.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(
        err.contains("stencil.mlir:2:3: error: step 1 (interchange)"),
        "{err}"
    );
    assert!(
        err.contains("RAW dependence from 'affine.store' at 5:7 to 'affine.load' at 4:12"),
        "{err}"
    );
    assert!(!out.exists(), "output written despite the refusal");
    // --force applies it and says which dependence it breaks.
    let o = tessera(
        &[
            "transform",
            input.to_str().unwrap(),
            "--force",
            "interchange %i %j",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0));
    assert!(text(&o.stderr).contains("warning: step 1 (interchange) applied anyway"));
    // Tiling the inner loop alone is legal (strip-mining keeps the order): applied.
    let o = tessera(&["transform", input.to_str().unwrap(), "tile %j 4"], None);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(
        text(&o.stdout).contains("to 15 step 4 {"),
        "{}",
        text(&o.stdout)
    );
    let o = tessera(
        &["transform", input.to_str().unwrap(), "frobnicate %i"],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("unknown step 'frobnicate'"));
}

#[test]
fn opt_per_pass_flags_print_refusals_as_remarks_and_exit_0() {
    let input = scratch("stencil2.mlir");
    std::fs::write(&input, STENCIL).unwrap();
    let o = tessera(
        &[
            "opt",
            input.to_str().unwrap(),
            "--affine-loop-tile=tile-sizes=4,4",
            "--affine-parallelize",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0));
    let err = text(&o.stderr);
    assert!(
        err.contains("stencil2.mlir:2:3: remark: [affine-loop-tile] cannot tile"),
        "{err}"
    );
    assert!(err.contains("remark: [affine-parallelize]"), "{err}");
    // Unknown options are errors naming the known ones.
    let o = tessera(
        &["opt", input.to_str().unwrap(), "--affine-loop-tile=bogus=1"],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("no option 'bogus'"));
    // The pipeline syntax runs the same passes.
    let o = tessera(
        &[
            "opt",
            input.to_str().unwrap(),
            "--pass-pipeline=builtin.module(func.func(affine-loop-tile{tile-sizes=4,4}))",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0));
    assert!(text(&o.stderr).contains("[affine-loop-tile] cannot tile"));
}

#[test]
fn huge_unroll_factors_are_refused_not_attempted() {
    // 10^9 iterations: a full unroll (or a jam by 10^8) would create billions of operations.
    let src = "func.func @f(%A: memref<10xf32>) {\n  %c = arith.constant 1.0 : f32\n  affine.for %i = 0 to 1000000000 {\n    affine.store %c, %A[0] : memref<10xf32>\n  }\n  return\n}\n";
    let input = scratch("big.mlir");
    std::fs::write(&input, src).unwrap();
    for flag in [
        "--affine-loop-unroll=unroll-full",
        "--affine-loop-unroll-jam=unroll-jam-factor=100000000",
    ] {
        let o = tessera(&["opt", input.to_str().unwrap(), flag], None);
        assert_eq!(o.status.code(), Some(0), "{flag}");
        assert!(
            text(&o.stderr).contains("operations (") && text(&o.stderr).contains("the limit is"),
            "{flag}: {}",
            text(&o.stderr)
        );
        assert!(
            text(&o.stdout).contains("to 1000000000"),
            "{flag}: loop kept"
        );
    }
}

#[test]
fn tiling_never_nests_deeper_than_the_parser_reads_back() {
    // 200 nested loops: tiling all of them would give 400 levels (the parser reads 256).
    let n = 200;
    let mut src = String::from("func.func @f() {\n  %c = arith.constant 1.0 : f32\n");
    for i in 0..n {
        src += &format!("affine.for %i{i} = 0 to 2 {{\n");
    }
    src += "%x = arith.addf %c, %c : f32\n";
    src += &"}\n".repeat(n);
    src += "  return\n}\n";
    let input = scratch("deep-tile.mlir");
    std::fs::write(&input, &src).unwrap();
    let o = tessera(
        &[
            "opt",
            input.to_str().unwrap(),
            "--affine-loop-tile=tile-size=1",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0));
    assert!(
        text(&o.stderr).contains("regions deep"),
        "{}",
        text(&o.stderr)
    );
    let o = tessera(&["opt", "-"], Some(&text(&o.stdout)));
    assert_eq!(o.status.code(), Some(0), "output does not re-parse");
}

#[test]
fn bench_compares_several_pipelines_in_one_run() {
    // Two pipelines on a linalg chain: one row each, checksums equal to the original's (both
    // lowerings keep the operation order), and the legend names the pipelines.
    let out = tessera(
        &[
            "bench",
            "tests/corpus/linalg/chains.mlir",
            "--entry",
            "matmul_bias_relu",
            "--runs",
            "1",
            "--seed",
            "3",
            "--passes",
            "linalg-to-affine",
            "--passes",
            "convert-linalg-to-affine-loops,affine-loop-tile{tile-sizes=4}",
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    let rows: Vec<&str> = s
        .lines()
        .filter(|l| l.starts_with("p1 ") || l.starts_with("p2 "))
        .collect();
    assert_eq!(rows.len(), 2, "{s}");
    assert!(rows.iter().all(|r| r.ends_with("identical")), "{s}");
    assert!(
        s.contains("p2: convert-linalg-to-affine-loops,affine-loop-tile{tile-sizes=4}"),
        "{s}"
    );
}

#[test]
fn deps_text_explains_depth_once_and_names_the_loops() {
    // kernel_gemm: C[i][j] is re-read (#4) and re-written (#5) by every k (0..30): the WAR
    // #4 -> #5 carried by %k has k-distance 1..=29 and none on %i and %j; the loops are named
    // in the direction and in the witness (the first such pair: k = 0 then k = 1 at (0, 0)).
    let out = tessera(&["deps", "examples/gemm.mlir"], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    assert_eq!(
        report
            .matches("depth d: the dependence is carried by the d-th loop")
            .count(),
        1,
        "{report}"
    );
    assert!(
        report.starts_with(
            "(depth d: the dependence is carried by the d-th loop enclosing both accesses \
             (outermost = 1); depth = number of common loops + 1: loop-independent"
        ),
        "{report}"
    );
    assert!(
        report.contains(
            "WAR #4 -> #5 depth 2, carried by %k (11:7), direction (%i: [0, 0], %k: [1, 29], \
             %j: [0, 0]); witness: src (%i = 0, %k = 0, %j = 0) -> dst (%i = 0, %k = 1, %j = 0), \
             cell [0, 0]"
        ),
        "{report}"
    );
    // The store of C[i][j] (loops %i, %j) and the update's load (loops %i, %k, %j): one
    // common loop, %i; each side of the witness is named by its own access's loops.
    assert!(
        report.contains(
            "RAW #1 -> #4 depth 2, loop-independent, distance (%i: 0); witness: src (%i = 0, \
             %j = 0) -> dst (%i = 0, %k = 0, %j = 0), cell [0, 0]"
        ),
        "{report}"
    );
    // The HTML report says it once too.
    let page = scratch("gemm-report.html");
    let o = tessera(
        &["report", "examples/gemm.mlir", "-o", page.to_str().unwrap()],
        None,
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let html = std::fs::read_to_string(&page).unwrap();
    assert_eq!(html.matches("class=\"muted depth-note\"").count(), 1);
    assert!(html.contains("direction (%i: [0, 0], %k: [1, 29], %j: [0, 0])"));
}

#[test]
fn transform_notes_say_which_new_loop_is_which() {
    // A copy B -> A: no dependence, every tiling is legal.
    let input = scratch("copy-notes.mlir");
    std::fs::write(
        &input,
        "func.func @copy(%A: memref<16x16xf64>, %B: memref<16x16xf64>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %b = affine.load %B[%i, %j] : memref<16x16xf64>
      affine.store %b, %A[%i, %j] : memref<16x16xf64>
    }
  }
  return
}
",
    )
    .unwrap();
    // Tiling the band (%i, %j) by 4: the new loops %i_t0, %i_t1 run over the tiles of %i and
    // %j; %i and %j, inside, keep their names as the point loops. The next step uses a name
    // given by the first (tiling the tile loop %i_t1 by 2).
    let o = tessera(
        &[
            "transform",
            input.to_str().unwrap(),
            "tile %i 4,4; tile %i_t1 2",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    for needle in [
        "step 1 (tile): note: %i_t0 = tile loop of %i\n",
        "step 1 (tile): note: %i_t1 = tile loop of %j\n",
        "step 1 (tile): note: %i = point loop of %i\n",
        "step 1 (tile): note: %j = point loop of %j\n",
        "step 2 (tile): note: %i_t1_t0 = tile loop of %i_t1\n",
        "step 2 (tile): note: %i_t1 = point loop of %i_t1\n",
    ] {
        assert!(err.contains(needle), "missing {needle:?} in\n{err}");
    }
}

#[test]
fn unknown_names_get_a_did_you_mean_and_exit_1() {
    let input = scratch("stencil-typo.mlir");
    std::fs::write(&input, STENCIL).unwrap();
    let f = input.to_str().unwrap();
    for (args, needle) in [
        (
            vec!["opt", f, "--affine-loop-tiel"],
            "error: unknown pass or option '--affine-loop-tiel'; did you mean '--affine-loop-tile'?",
        ),
        (
            vec!["opt", f, "--affine-loop-tile=tile-sise=4"],
            "error: --affine-loop-tile: pass 'affine-loop-tile' has no option 'tile-sise'; did you mean 'tile-size'?",
        ),
        (
            vec!["opt", f, "--pass-pipeline=builtin.module(func.func(affine-loop-tiel))"],
            "error: unknown pass 'affine-loop-tiel'; did you mean 'affine-loop-tile'?",
        ),
        (
            vec!["opt", f, "--generc"],
            "error: unknown pass or option '--generc'; did you mean '--generic'?",
        ),
        (
            vec!["transform", f, "tile %ii 4"],
            "error: step 1 (tile): no loop '%ii' in function; did you mean '%i'? (loops: %i at 2:3, %j at 3:5)",
        ),
        (
            vec!["transform", f, "tiel %i 4"],
            "unknown step 'tiel'; did you mean 'tile'?",
        ),
    ] {
        let o = tessera(&args, None);
        assert_eq!(o.status.code(), Some(1), "{args:?}: {}", text(&o.stderr));
        assert!(text(&o.stderr).contains(needle), "{args:?}: {}", text(&o.stderr));
    }
    // Nothing close: no suggestion.
    let o = tessera(&["transform", f, "tile %q 4"], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        !text(&o.stderr).contains("did you mean"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn opt_help_says_how_pass_options_are_separated() {
    let o = tessera(&["opt", "--help"], None);
    assert!(o.status.success());
    let help = text(&o.stdout);
    assert!(help.contains("separated by spaces"), "{help}");
    assert!(
        help.contains("--affine-parallelize=\"max-nested=1 parallel-reductions\""),
        "{help}"
    );
    // The help's example runs: two options, one pass flag each.
    let input = scratch("stencil-help.mlir");
    std::fs::write(&input, STENCIL).unwrap();
    let o = tessera(
        &[
            "opt",
            input.to_str().unwrap(),
            "--affine-loop-tile=tile-sizes=32,32",
            "--affine-parallelize=max-nested=1 parallel-reductions",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
}

#[test]
fn run_and_bench_without_main_list_the_functions() {
    let input = scratch("no-main.mlir");
    std::fs::write(&input, STENCIL).unwrap();
    let f = input.to_str().unwrap();
    for cmd in ["run", "bench"] {
        let o = tessera(&[cmd, f], None);
        assert_eq!(o.status.code(), Some(1), "{cmd}");
        assert!(
            text(&o.stderr).contains(
                "error: the module has no function @main to run by default; pass --entry NAME \
                 (its functions: @stencil)"
            ),
            "{cmd}: {}",
            text(&o.stderr)
        );
        let help = text(&tessera(&[cmd, "--help"], None).stdout);
        assert!(help.contains("--entry <NAME>"), "{help}");
        assert!(help.contains("optional; default: @main"), "{help}");
    }
    let o = tessera(&["run", f, "--entry", "stencl", "--interp"], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains(
            "error: no function @stencl in the module; did you mean '@stencil'? (its functions: @stencil)"
        ),
        "{}",
        text(&o.stderr)
    );
    let o = tessera(&["run", f, "--entry", "stencil", "--interp"], None);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
}

/// A kernel of a whole cgeist-style module runs natively: the backends compile what the entry
/// reaches, not `main`'s printing code (`llvm.call @fprintf`, which they do not translate).
/// Each backend's checksums equal the interpreter's; `emit-c --entry` holds the kernel and
/// not `main`.
#[test]
fn a_cgeist_module_kernel_runs_on_every_backend() {
    let file = repo_root().join("tests/corpus/polybench-cgeist/small/gemm.mlir");
    let f = file.to_str().unwrap();
    let sums = |backend: &[&str]| {
        let mut args = vec!["run", f, "--entry", "run_gemm"];
        args.extend_from_slice(backend);
        let out = tessera(&args, None);
        assert!(out.status.success(), "{backend:?}: {}", text(&out.stderr));
        text(&out.stdout)
            .lines()
            .filter(|l| !l.starts_with("time:"))
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let interp = sums(&["--interp"]);
    assert_eq!(interp.len(), 3, "C, A and B: {interp:?}");
    assert_eq!(sums(&["--backend", "jit"]), interp);
    assert_eq!(sums(&["--backend", "c"]), interp);
    let c = scratch("cgeist_kernel.c");
    let out = tessera(
        &[
            "emit-c",
            f,
            "--entry",
            "kernel_gemm",
            "-o",
            c.to_str().unwrap(),
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let src = std::fs::read_to_string(&c).unwrap();
    assert!(src.contains("kernel_gemm") && !src.contains("print_array"));
    // Without --entry every function is translated, and main's llvm ops are refused.
    let out = tessera(&["emit-c", f, "-o", c.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("llvm."), "{}", text(&out.stderr));
}

/// `affine-optimize{measure=main}`: every function's candidates are timed through `@main` on
/// the native backend (the program's printed output does not reach standard output, which
/// carries the module), the remark names the times and the choice, and the module printed is
/// one of the candidates: it verifies and runs as the input does.
#[test]
fn opt_measure_times_candidates_through_the_entry() {
    let input = "tests/corpus/polybench/mini/jacobi-1d.mlir";
    let out = tessera(
        &[
            "opt",
            "--pass-pipeline=builtin.module(affine-optimize{measure=main measure-runs=1})",
            input,
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    for f in ["init_array", "kernel_jacobi_1d"] {
        let line = err
            .lines()
            .find(|l| {
                l.contains(&format!(
                    "measured @{f} through @main (best of 1, 1 thread): "
                ))
            })
            .unwrap_or_else(|| panic!("{err}"));
        assert!(
            line.contains("original order ") && line.contains(": kept the "),
            "{line}"
        );
    }
    let printed = scratch("measured.mlir");
    std::fs::write(&printed, &out.stdout).unwrap();
    let p = printed.to_str().unwrap();
    let run = |f: &str| {
        let o = tessera(&["run", f, "--entry", "main", "--fill", "seeded"], None);
        assert!(o.status.success(), "{}", text(&o.stderr));
        // The values (the printed module names the arguments %arg0, ...).
        text(&o.stdout)
            .lines()
            .map(|l| l.split_once(' ').map_or(l, |x| x.1).to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(run(input), run(p));
    // An entry the module does not have: the estimate decides, and the remark says why.
    let out = tessera(
        &[
            "opt",
            "--pass-pipeline=builtin.module(affine-optimize{measure=nope})",
            input,
        ],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("cannot measure @kernel_jacobi_1d through @nope"));
}
