//! `affine-data-copy-generate` placement levels (`fast-mem-capacity`, `skip-non-unit-stride-loops`)
//! as mlir-opt 22's `runOnBlock`: where the buffers go is asserted from footprints derived by hand
//! in each test (and agrees with mlir-opt 22: `scripts/check-data-copy-levels.sh`), and the
//! interpreter gives bit-identical results before and after on seeded inputs, point-wise and
//! with DMA, on matmul-like nests, tiled nests and PolyBench MINI.

use crate::transform_common;

use tessera::codegen::interp::{self, RunOptions};
use tessera::codegen::value::{entry_args, same_bits, ArgValue, Fill};
use tessera::ir::dma::memory_space_id;
use tessera::ir::{parse, print, verify, Module, PrintOptions, Registry};
use tessera::transforms::pipeline::parse_pipeline;
use transform_common::{run_seeded, same_run};

const MM: &str = include_str!("../corpus/data-copy/mm.mlir");
const TMM: &str = include_str!("../corpus/data-copy/tmm.mlir");

fn apply(m: &Module, opts: &str) -> (Module, Vec<String>) {
    let mut t = m.clone();
    let remarks = parse_pipeline(&format!("affine-data-copy-generate{{{opts}}}"))
        .unwrap()
        .run(&mut t)
        .unwrap_or_else(|e| panic!("{e}"));
    verify(&t, Registry::standard())
        .unwrap_or_else(|e| panic!("does not verify: {e}\n{}", text(&t)));
    (t, remarks.iter().map(|r| r.message.clone()).collect())
}

fn text(m: &Module) -> String {
    print(m, Registry::standard(), PrintOptions::default())
}

/// A fast buffer: its loop depth and shape.
type Placement = (usize, Vec<i64>);

/// The fast buffers (`memref.alloc` in memory space 1), sorted.
fn placements(m: &Module) -> Vec<Placement> {
    let mut out = vec![];
    for op in m.walk(m.top()) {
        let o = m.op(op);
        if o.name != "memref.alloc" {
            continue;
        }
        let t = m.value_type(o.results[0]);
        if memory_space_id(t) != Some(1) {
            continue;
        }
        let mut depth = 0;
        let mut cur = m.parent_op(op);
        while let Some(p) = cur {
            depth += usize::from(m.op(p).name == "affine.for");
            cur = m.parent_op(p);
        }
        out.push((depth, t.shape().unwrap().to_vec()));
    }
    out.sort();
    out
}

/// Interpreter results of `m` and of `m` after the pass agree bit for bit, for 3 seeds.
fn same_results(m: &Module, p: &Module, entry: &str, what: &str) {
    for seed in [1, 7, 42] {
        let a = run_seeded(m, entry, seed, RunOptions::default()).unwrap();
        let b = run_seeded(p, entry, seed, RunOptions::default())
            .unwrap_or_else(|e| panic!("{what}: {e}\n{}", text(p)));
        assert!(same_run(&a, &b), "{what}: results differ\n{}", text(p));
    }
}

fn p(d: usize, s: &[i64]) -> Placement {
    (d, s.to_vec())
}

/// Each option set, with and without `generate-dma`: the placements are `want`, and the
/// interpreter's results are unchanged.
fn check_cases(m: &Module, func: &str, cases: &[(&str, Vec<Placement>)]) {
    for (opts, want) in cases {
        for dma in [false, true] {
            let o = if dma {
                format!("{opts} generate-dma")
            } else {
                opts.to_string()
            };
            let (t, _) = apply(m, &o);
            assert_eq!(&placements(&t), want, "{{{o}}}\n{}", text(&t));
            same_results(m, &t, func, &o);
        }
    }
}

#[test]
fn matmul_levels_follow_capacity() {
    // C[i][j] += A[i][k] * B[k][j], 64x64 f32 (4 bytes), loops i, j, k (0..64).
    // Footprints (mlir-opt's getMemoryFootprintBytes, boxes with the outer ivs as parameters):
    //   loop i (depth 0): A, B, C whole: 3 * 64*64*4 = 49152 B = 48 KiB;
    //   loop j (inside i): A row i 1x64 (256 B), B whole 64x64 (16384 B), C row i 1x64 (256 B)
    //     = 16896 B = 16.5 KiB;
    //   loop k (inside j): A 1x64 (256), B column j 64x1 (256), C 1x1 (4) = 516 B.
    // A copy point's box invariant in the innermost enclosing loops is hoisted out of them.
    let reg = Registry::standard();
    let m = parse(MM, reg).unwrap();
    let cases: Vec<(&str, Vec<Placement>)> = vec![
        // Unlimited, or 48 KiB >= 49152 B: the i loop is the copy point, three 64x64 buffers.
        ("", vec![p(0, &[64, 64]), p(0, &[64, 64]), p(0, &[64, 64])]),
        (
            "fast-mem-capacity=48",
            vec![p(0, &[64, 64]), p(0, &[64, 64]), p(0, &[64, 64])],
        ),
        // 47 KiB: descend into i; j fits: A 1x64, C 1x64 at depth 1; B (independent of i) is
        // hoisted out of i: 64x64 at depth 0.
        (
            "fast-mem-capacity=47",
            vec![p(0, &[64, 64]), p(1, &[1, 64]), p(1, &[1, 64])],
        ),
        // 16 KiB = 16384 < 16896: descend into j; k fits (516 B): B 64x1 and C 1x1 at depth 2,
        // A 1x64 (independent of j) hoisted to depth 1.
        (
            "fast-mem-capacity=16",
            vec![p(1, &[1, 64]), p(2, &[1, 1]), p(2, &[64, 1])],
        ),
        // 1 KiB (3 arrays 64x64 f32): the same, 516 B <= 1024 B.
        (
            "fast-mem-capacity=1",
            vec![p(1, &[1, 64]), p(2, &[1, 1]), p(2, &[64, 1])],
        ),
        // 0 KiB: every loop exceeds; the k body's straight-line loads/stores are the range:
        // A[i][k], B[k][j] 1x1 at depth 3; C[i][j] is invariant in k: hoisted to depth 2.
        (
            "fast-mem-capacity=0",
            vec![p(2, &[1, 1]), p(3, &[1, 1]), p(3, &[1, 1])],
        ),
        // No loop has a step other than 1: skip-non-unit-stride-loops copies at the top, and
        // capacity is then not looked at (mlir-opt's rule).
        (
            "skip-non-unit-stride-loops fast-mem-capacity=0",
            vec![p(0, &[64, 64]), p(0, &[64, 64]), p(0, &[64, 64])],
        ),
    ];
    check_cases(&m, "mm", &cases);
}

#[test]
fn tiled_matmul_skip_non_unit_stride_and_capacity() {
    // Tile loops i, j, k step 32 over 0..64; point loops ii in [i, i+32), jj, kk likewise.
    // skip-non-unit-stride-loops: the three tile loops are descended into, ii is the copy point
    // (depth 3): A[ii][kk] 32x32 at (i, k), B[kk][jj] 32x32 at (k, j), C[ii][jj] 32x32 at
    // (i, j); C does not depend on k: hoisted around the k loop (depth 2).
    // Capacity 16 KiB: loop i: 3 * 64x64 * 4 = 48 KiB > 16; loop j (inside i): A 32x64 (8 KiB)
    // + B 64x64 (16 KiB) + C 32x64 (8 KiB) > 16; loop k: A, B, C 32x32 = 3 * 4 KiB = 12 KiB
    // fits: same placement as skip. Capacity 4 KiB: k exceeds (12 KiB); loop ii (inside k):
    // A 1x32 + B 32x32 + C 1x32 = 128 + 4096 + 128 > 4096; loop jj (inside ii): A 1x32 (128)
    // + B 32x1 (128) + C 1x1 (4) = 260 B fits: B 32x1 and C 1x1 at depth 5, A 1x32 (not
    // depending on jj) hoisted to depth 4.
    let reg = Registry::standard();
    let m = parse(TMM, reg).unwrap();
    let three: Vec<Placement> = vec![p(2, &[32, 32]), p(3, &[32, 32]), p(3, &[32, 32])];
    let cases: Vec<(&str, Vec<Placement>)> = vec![
        ("", vec![p(0, &[64, 64]), p(0, &[64, 64]), p(0, &[64, 64])]),
        ("skip-non-unit-stride-loops", three.clone()),
        ("fast-mem-capacity=16", three.clone()),
        ("fast-mem-capacity=12", three),
        (
            "fast-mem-capacity=4",
            vec![p(4, &[1, 32]), p(5, &[1, 1]), p(5, &[32, 1])],
        ),
        (
            "fast-mem-capacity=0",
            vec![p(5, &[1, 1]), p(6, &[1, 1]), p(6, &[1, 1])],
        ),
    ];
    check_cases(&m, "tmm", &cases);
}

#[test]
fn parametric_box_offsets_are_affine_in_outer_ivs() {
    // Inside the tile loops (skip-non-unit-stride), A's box starts at (i, k): the copy loops
    // run from the outer ivs, and the rewritten access subtracts them.
    let m = parse(TMM, Registry::standard()).unwrap();
    let (t, _) = apply(&m, "skip-non-unit-stride-loops");
    let s = text(&t);
    assert!(s.contains("memref<32x32xf32, 1>"), "{s}");
    // A[ii][kk] -> buffer[ii - i][kk - k] (ivs %arg6 = ii, %arg8 = kk, %arg3 = i, %arg5 = k).
    assert!(s.contains("[%arg6 - %arg3, %arg8 - %arg5]"), "{s}");
}

#[test]
fn straight_line_ranges_at_function_level() {
    // Loads and stores outside loops form a copy range (mlir-opt's block ranges): the store
    // to A[3] and the load of A[5] give one 3-element box at 3; the stores to B[0], B[1]
    // overwrite B's whole 2-element box, which is therefore not copied in.
    let src = "func.func @f(%A: memref<8xf32>, %B: memref<2xf32>) {
  %v = affine.load %A[5] : memref<8xf32>
  affine.store %v, %A[3] : memref<8xf32>
  affine.store %v, %B[0] : memref<2xf32>
  affine.store %v, %B[1] : memref<2xf32>
  return
}
";
    let m = parse(src, Registry::standard()).unwrap();
    let (t, _) = apply(&m, "");
    assert_eq!(placements(&t), vec![p(0, &[2]), p(0, &[3])]);
    let s = text(&t);
    // No copy-in load from B (%arg1); stores in the text: A's copy-in loop (1), the range (3),
    // the copy-out loops of A and B (1 each).
    assert_eq!(s.matches("affine.load %arg1").count(), 0, "{s}");
    assert_eq!(s.matches("affine.store").count(), 1 + 3 + 1 + 1, "{s}");
    same_results(&m, &t, "f", "straight-line");
}

#[test]
fn polybench_mini_same_results_at_every_capacity() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/polybench/mini");
    let reg = Registry::standard();
    let mut deeper = 0;
    for name in [
        "gemm",
        "2mm",
        "atax",
        "jacobi-2d",
        "lu",
        "trmm",
        "syr2k",
        "fdtd-2d",
    ] {
        let src = std::fs::read_to_string(dir.join(format!("{name}.mlir"))).unwrap();
        let m = parse(&src, reg).unwrap();
        for opts in [
            "fast-mem-capacity=0",
            "fast-mem-capacity=1",
            "fast-mem-capacity=4 generate-dma",
            "fast-mem-capacity=1000",
            "skip-non-unit-stride-loops generate-dma",
        ] {
            let (t, _) = apply(&m, opts);
            deeper += usize::from(placements(&t).iter().any(|&(d, _)| d > 0));
            let a = run_seeded(&m, "main", 3, RunOptions::default()).unwrap();
            let b = run_seeded(&t, "main", 3, RunOptions::default())
                .unwrap_or_else(|e| panic!("{name} {{{opts}}}: {e}\n{}", text(&t)));
            assert!(same_run(&a, &b), "{name} {{{opts}}}: results differ");
        }
    }
    // Small capacities put copies inside loops in every file.
    assert!(deeper >= 8 * 3, "copies inside loops in {deeper} runs");
}

#[test]
fn hoisted_write_only_box_is_copied_in() {
    // B[0] is overwritten by the straight-line store in the j body, but the box is hoisted out
    // of the j loop (it does not depend on j), which may run zero times (n = 0): the buffer
    // must be copied in so that the copy-out after the loop writes back B's own value.
    let src = "func.func @f(%A: memref<4xf32>, %B: memref<4xf32>, %n: index) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to %n {
      %v = affine.load %A[%i] : memref<4xf32>
      affine.store %v, %B[0] : memref<4xf32>
    }
  }
  return
}
";
    let m = parse(src, Registry::standard()).unwrap();
    let (t, _) = apply(&m, "fast-mem-capacity=0");
    let s = text(&t);
    assert!(s.contains("affine.load %arg1"), "B copied in:\n{s}");
    // n = 0 (run_seeded's default for index arguments) and n = 3.
    same_results(&m, &t, "f", "hoisted write-only, n = 0");
    for n in ["0", "3"] {
        let run = |x: &Module| {
            let sizes = [("n".to_string(), n.to_string())];
            let args = entry_args(x, "f", Fill::Seeded(5), &sizes).unwrap();
            let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
            interp::run_with(x, "f", &mut vals, RunOptions::default()).unwrap();
            vals
        };
        assert!(same_bits(&run(&m), &run(&t)), "n = {n}\n{s}");
    }
}

#[test]
fn random_programs_same_results_at_small_capacities() {
    let reg = Registry::standard();
    let mut deeper = 0;
    for seed in 0..40u64 {
        let prog = transform_common::random_program(seed);
        let m = parse(&prog.text, reg).unwrap();
        let opts = ["fast-mem-capacity=0", "fast-mem-capacity=1 generate-dma"][seed as usize % 2];
        let (t, _) = apply(&m, opts);
        deeper += usize::from(placements(&t).iter().any(|&(d, _)| d > 0));
        let Ok(a) = run_seeded(&m, "f", seed, RunOptions::default()) else {
            continue;
        };
        let b = run_seeded(&t, "f", seed, RunOptions::default())
            .unwrap_or_else(|e| panic!("{{{opts}}}: {e}\n{}\n{}", prog.text, text(&t)));
        assert!(
            same_run(&a, &b),
            "{{{opts}}}: results differ\n{}\n{}",
            prog.text,
            text(&t)
        );
    }
    assert!(deeper >= 10, "copies inside loops in {deeper} programs");
}

#[test]
fn min_dma_transfer_is_accepted_and_changes_nothing() {
    // mlir-opt 22 stores min-dma-transfer and never reads it.
    let m = parse(MM, Registry::standard()).unwrap();
    let (a, _) = apply(&m, "generate-dma fast-mem-capacity=16");
    let (b, _) = apply(
        &m,
        "generate-dma fast-mem-capacity=16 min-dma-transfer=4096",
    );
    assert_eq!(text(&a), text(&b));
    assert!(
        parse_pipeline("affine-data-copy-generate{min-dma-transfer=x}").is_err()
            || parse_pipeline("affine-data-copy-generate{min-dma-transfer=x}")
                .unwrap()
                .run(&mut m.clone())
                .is_err()
    );
}
