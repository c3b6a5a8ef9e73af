//! vector.transfer_read / transfer_write under the JIT against the interpreter, bit for bit:
//! hand-written corner cases (padding past either edge and at negative indices, masks at the
//! edges, permutation maps walking a leading dim, transposing and broadcast maps, 2-D masks,
//! minor-identity transfers on a 3-D memref, strided views, false in-bounds claims) and random
//! transfer programs; failing programs fail at the same operation with the same message and
//! leave the same memory.

use crate::vector_programs_common;
use tessera::codegen::Executable;

use tessera::codegen::interp;
use tessera::codegen::jit::{self, JitOptions};
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, verify, Module, Registry};

fn module(src: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{}\n{src}", e.render("t.mlir", src)));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}\n{src}", e.render("t.mlir", src)));
    m
}

fn args(m: &Module, f: &str, seed: u64) -> Vec<ArgValue> {
    entry_args(m, f, Fill::Seeded(seed), &[])
        .expect("args")
        .into_iter()
        .map(|a| a.value)
        .collect()
}

/// Runs `f` on both engines; returns whether both failed. Results, memory, and on failure the
/// error kind, operation, position and message must be identical.
fn run_both(src: &str, m: &Module, f: &str, seed: u64) -> bool {
    run_both_with(src, m, f, seed, true)
}

/// [`run_both`]; memory after a fault is compared only if `memory_on_fault`.
fn run_both_with(src: &str, m: &Module, f: &str, seed: u64, memory_on_fault: bool) -> bool {
    let mut a = args(m, f, seed);
    let mut b = a.clone();
    let x = interp::run(m, f, &mut a);
    let c = jit::compile(m, JitOptions::default()).unwrap_or_else(|e| panic!("{e}\n{src}"));
    let y = c.call(f, &mut b);
    let failed = match (x, y) {
        (Ok(p), Ok(q)) => {
            assert_eq!(p, q, "results\n{src}");
            false
        }
        (Err(e), Err(g)) => {
            assert_eq!(
                (e.exec_kind(), &e.op(), e.pos(), &e.message()),
                (g.exec_kind(), &g.op(), g.pos(), &g.message()),
                "errors: {e} / {g}\n{src}"
            );
            true
        }
        (p, q) => panic!("interpreter {p:?} vs JIT {q:?}\n{src}"),
    };
    if failed && !memory_on_fault {
        return true;
    }
    for (k, (p, q)) in a.iter().zip(&b).enumerate() {
        assert!(p == q, "seed {seed}: array #{k} differs\n{src}");
    }
    failed
}

/// Padding, skipped writes, permutation maps, broadcast dims and masks (the C backend's
/// transfer test program, plus edges).
const TRANSFERS: &str = r#"
func.func @t(%A: memref<5x6xf32>, %B: memref<4x4xf64>, %C: memref<7xi32>) -> (f32, f64) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %A[%c3, %c3], %pad : memref<5x6xf32>, vector<4xf32>
  %s = vector.reduction <add>, %v : vector<4xf32> into f32
  %w = vector.transfer_read %A[%c3, %c4], %pad : memref<5x6xf32>, vector<3x4xf32>
  %ws = vector.extract %w[2] : vector<4xf32> from vector<3x4xf32>
  vector.transfer_write %ws, %A[%c4, %c3] : vector<4xf32>, memref<5x6xf32>
  %pd = arith.constant 2.5 : f64
  %t = vector.transfer_read %B[%c0, %c0], %pd {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x4xf64>, vector<4x4xf64>
  vector.transfer_write %t, %B[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf64>, memref<4x4xf64>
  %bc = vector.transfer_read %B[%c3, %c0], %pd {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x4xf64>, vector<2x4xf64>
  %bc1 = vector.extract %bc[1] : vector<4xf64> from vector<2x4xf64>
  %bsum = vector.reduction <add>, %bc1 : vector<4xf64> into f64
  %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %pi = arith.constant 77 : i32
  %m = vector.transfer_read %C[%c4], %pi, %mask : memref<7xi32>, vector<4xi32>
  %m2 = arith.addi %m, %m : vector<4xi32>
  vector.transfer_write %m2, %C[%c0], %mask : vector<4xi32>, memref<7xi32>
  return %s, %bsum : f32, f64
}

func.func @edges(%A: memref<4x8xf64>, %E: memref<3x4x5xi32>, %O: memref<16xf64>) -> (f64, i32) {
  %cm2 = arith.constant -2 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %pad = arith.constant 0.25 : f64
  // Negative start: lanes 0, 1 are padding; past the end: lanes from column 8 on.
  %lo = vector.transfer_read %A[%c1, %cm2], %pad : memref<4x8xf64>, vector<4xf64>
  %hi = vector.transfer_read %A[%c2, %c6], %pad : memref<4x8xf64>, vector<4xf64>
  // Entirely out of bounds: all padding, nothing read.
  %out = vector.transfer_read %A[%c2, %c9], %pad : memref<4x8xf64>, vector<2xf64>
  // A column walk (dim 0) leaving the memref at row 4.
  %col = vector.transfer_read %A[%c2, %c3], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x8xf64>, vector<4xf64>
  // Masks with the edge lanes on and off.
  %m1 = arith.constant dense<[false, true, true, false]> : vector<4xi1>
  %m2 = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  %a = vector.transfer_read %A[%c3, %c6], %pad, %m1 : memref<4x8xf64>, vector<4xf64>
  %b = vector.transfer_read %A[%c0, %cm2], %pad, %m2 : memref<4x8xf64>, vector<4xf64>
  %s1 = arith.addf %lo, %hi : vector<4xf64>
  %s2 = arith.mulf %col, %a : vector<4xf64>
  %s3 = arith.subf %s2, %b : vector<4xf64>
  %s4 = arith.addf %s1, %s3 : vector<4xf64>
  vector.transfer_write %s4, %O[%c0] {in_bounds = [true]} : vector<4xf64>, memref<16xf64>
  vector.transfer_write %out, %O[%c6] : vector<2xf64>, memref<16xf64>
  // Writes past the edges: only the in-bounds lanes are written.
  vector.transfer_write %s1, %A[%c3, %c6] : vector<4xf64>, memref<4x8xf64>
  vector.transfer_write %s3, %A[%c0, %cm2], %m1 : vector<4xf64>, memref<4x8xf64>
  vector.transfer_write %s2, %A[%c2, %c1] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf64>, memref<4x8xf64>
  // 2-D masked read and write, broadcast read.
  %mm = arith.constant dense<[[true, false, true], [false, true, true]]> : vector<2x3xi1>
  %two = vector.transfer_read %A[%c2, %c6], %pad, %mm : memref<4x8xf64>, vector<2x3xf64>
  vector.transfer_write %two, %A[%c0, %c0], %mm : vector<2x3xf64>, memref<4x8xf64>
  %br = vector.transfer_read %A[%c1, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x8xf64>, vector<3x8xf64>
  %br2 = vector.extract %br[2] : vector<8xf64> from vector<3x8xf64>
  vector.transfer_write %br2, %O[%c6] : vector<8xf64>, memref<16xf64>
  %r = vector.reduction <add>, %s4 : vector<4xf64> into f64
  // Minor identity on a 3-D memref (the last two dims), a transposing map over dims 0 and 2.
  %pi = arith.constant -5 : i32
  %e = vector.transfer_read %E[%c1, %c2, %c3], %pi : memref<3x4x5xi32>, vector<3x4xi32>
  %e0 = vector.extract %e[1] : vector<4xi32> from vector<3x4xi32>
  %f = vector.transfer_read %E[%c1, %c0, %c2], %pi {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>} : memref<3x4x5xi32>, vector<4x3xi32>
  vector.transfer_write %f, %E[%c0, %c3, %c0] {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>} : vector<4x3xi32>, memref<3x4x5xi32>
  vector.transfer_write %e, %E[%c2, %c1, %c2] : vector<3x4xi32>, memref<3x4x5xi32>
  %ri = vector.reduction <xor>, %e0 : vector<4xi32> into i32
  return %r, %ri : f64, i32
}

func.func @view(%A: memref<8x8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant 3.0 : f32
  %sv = memref.subview %A[1, 1] [4, 3] [2, 2] : memref<8x8xf32> to memref<4x3xf32, strided<[16, 2], offset: 9>>
  %x = vector.transfer_read %sv[%c1, %c1], %pad : memref<4x3xf32, strided<[16, 2], offset: 9>>, vector<4xf32>
  %y = vector.transfer_read %sv[%c0, %c0], %pad {in_bounds = [true]} : memref<4x3xf32, strided<[16, 2], offset: 9>>, vector<3xf32>
  %z = arith.addf %x, %x : vector<4xf32>
  vector.transfer_write %z, %sv[%c2, %c0] : vector<4xf32>, memref<4x3xf32, strided<[16, 2], offset: 9>>
  %y2 = arith.mulf %y, %y : vector<3xf32>
  vector.transfer_write %y2, %sv[%c1, %c0] {in_bounds = [true]} : vector<3xf32>, memref<4x3xf32, strided<[16, 2], offset: 9>>
  %r = vector.reduction <minnumf>, %x : vector<4xf32> into f32
  return %r : f32
}

func.func @bad_read(%A: memref<5xf32>) -> f32 {
  %c3 = arith.constant 3 : index
  %pad = arith.constant 0.0 : f32
  %x = vector.transfer_read %A[%c3], %pad {in_bounds = [true]} : memref<5xf32>, vector<4xf32>
  %r = vector.reduction <add>, %x : vector<4xf32> into f32
  return %r : f32
}

func.func @bad_write(%A: memref<5x3xf32>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %x = arith.constant dense<7.0> : vector<4xf32>
  vector.transfer_write %x, %A[%c3, %c1], %m {permutation_map = affine_map<(d0, d1) -> (d0)>, in_bounds = [true]} : vector<4xf32>, memref<5x3xf32>
  return
}
"#;

#[test]
fn hand_written_transfers_agree() {
    let m = module(TRANSFERS);
    for f in ["t", "edges", "view"] {
        for seed in [1, 2, 3] {
            let before = args(&m, f, seed);
            let mut after = before.clone();
            interp::run(&m, f, &mut after).unwrap_or_else(|e| panic!("{f}: {e}"));
            assert!(after != before, "{f} writes memory");
            assert!(!run_both(TRANSFERS, &m, f, seed), "{f} runs without error");
        }
    }
}

/// False in-bounds claims fault at the first lane out of bounds (read: lane 2, `A[5]`;
/// masked write walking dim 0: lane 0 `A[3][1]` written, lane 1 masked off, lane 2 at row 5
/// faults), with the interpreter's message and the earlier lanes written.
#[test]
fn false_in_bounds_claims_fault_like_the_interpreter() {
    let m = module(TRANSFERS);
    assert!(run_both(TRANSFERS, &m, "bad_read", 1));
    assert!(run_both(TRANSFERS, &m, "bad_write", 1));
    let mut b = args(&m, "bad_write", 1);
    let c = jit::compile(&m, JitOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    let e = c.call("bad_write", &mut b).expect_err("must fault");
    assert!(e.message().contains("[5, 1]"), "{e}");
    match &b[0] {
        ArgValue::Memref(buf) => {
            assert_eq!(buf.get_f64(3 * 3 + 1).expect("A[3][1]"), 7.0);
        }
        other => panic!("not a buffer: {other:?}"),
    }
}

/// An 8-lane f32 transfer in bounds is one SIMD-free run of lanes; a 4-lane f32 one a single
/// 128-bit access: both paths agree with the interpreter on every start column 0..=4 (and
/// the padded path on -1 and 5..=8).
#[test]
fn every_start_column_agrees() {
    for c in -1..=8i64 {
        for (n, ib) in [(4, true), (4, false), (8, false), (3, false)] {
            if ib && (c < 0 || c + n > 8) {
                continue;
            }
            let ibs = if ib { " {in_bounds = [true]}" } else { "" };
            let src = format!(
                r#"
func.func @f(%A: memref<2x8xf32>) -> f32 {{
  %c = arith.constant {c} : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant -0.0 : f32
  %x = vector.transfer_read %A[%c1, %c], %pad{ibs} : memref<2x8xf32>, vector<{n}xf32>
  %y = arith.mulf %x, %x : vector<{n}xf32>
  vector.transfer_write %y, %A[%c1, %c]{ibs} : vector<{n}xf32>, memref<2x8xf32>
  %r = vector.reduction <add>, %x : vector<{n}xf32> into f32
  return %r : f32
}}
"#
            );
            let m = module(&src);
            assert!(!run_both(&src, &m, "f", 5));
        }
    }
}

/// Random transfer programs: identical on both engines, some failing identically.
#[test]
fn random_transfer_programs_agree() {
    let mut failed = 0;
    let mut ok = 0;
    for seed in 0..120u64 {
        let src = vector_programs_common::random_transfer_program(seed);
        let m = module(&src);
        if run_both(&src, &m, "f", seed) {
            failed += 1;
        } else {
            ok += 1;
        }
    }
    eprintln!("{ok} transfer programs identical, {failed} failing identically");
    assert!(ok >= 80 && failed >= 1, "{ok} / {failed}");
}

/// The original random vector programs (`minnumf` reductions included) on the JIT. After a
/// fault of an `affine.vector_store` only the error is compared: the JIT checks the whole
/// vector before writing a lane, the interpreter writes the lanes before the faulting one.
#[test]
fn random_vector_programs_agree() {
    let mut failed = 0;
    for seed in 0..80u64 {
        let src = vector_programs_common::random_program(seed);
        let m = module(&src);
        failed += usize::from(run_both_with(&src, &m, "f", seed, false));
    }
    assert!(failed < 40, "{failed} of 80 failed");
}
