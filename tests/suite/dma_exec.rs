//! DMA execution: `affine.dma_start`/`dma_wait` and `memref.dma_start`/`dma_wait` copy as
//! `tessera_ir::dma` defines (row-major linear positions, strides on the slower memory space,
//! the count written to the tag). Hand-written programs are checked against hand-derived
//! copies on both engines; random DMA programs give bit-identical arrays on the interpreter and
//! the JIT, and the same after `lower-affine`; faults are the same error on both.

use crate::dma_common;
use tessera::codegen::Executable;

use tessera::codegen::interp;
use tessera::codegen::jit::{self, JitOptions};
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::codegen::ExecErrorKind;
use tessera::ir::{parse, verify, Registry};

fn buf(a: &ArgValue) -> &tessera::codegen::buffer::Buffer {
    match a {
        ArgValue::Memref(b) => b,
        _ => panic!("not a memref"),
    }
}

/// Runs `f` of `src` on both engines from arguments filled with element `k` = `k` (floats) or
/// `k` (integers); returns the arguments after each run.
fn run_both(src: &str) -> (Vec<ArgValue>, Vec<ArgValue>) {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{}", e.render("t.mlir", src)));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}", e.render("t.mlir", src)));
    let mut a: Vec<ArgValue> = entry_args(&m, "f", Fill::Zero, &[])
        .expect("args")
        .into_iter()
        .map(|a| a.value)
        .collect();
    for x in a.iter_mut() {
        if let ArgValue::Memref(b) = x {
            for k in 0..b.len() {
                if b.elem().is_float() {
                    b.set_f64(k, k as f64).unwrap();
                } else {
                    b.set_int(k, k as i64).unwrap();
                }
            }
        }
    }
    let mut b = a.clone();
    interp::run(&m, "f", &mut a).unwrap_or_else(|e| panic!("interpreter: {e}"));
    let c = jit::compile(&m, JitOptions::default()).expect("compiles");
    c.call("f", &mut b).unwrap_or_else(|e| panic!("JIT: {e}"));
    (a, b)
}

fn floats(a: &ArgValue) -> Vec<f64> {
    let b = buf(a);
    (0..b.len()).map(|k| b.get_f64(k).unwrap()).collect()
}

fn ints(a: &ArgValue) -> Vec<i64> {
    let b = buf(a);
    (0..b.len()).map(|k| b.get_int(k).unwrap()).collect()
}

#[test]
fn contiguous_copy_crosses_rows() {
    // 5 elements from A[1, 2] (linear 1*4+2 = 6: elements 6..10 of the 3x4 A) to B[3..8];
    // the tag element 1 gets 5.
    let src = "func.func @f(%A: memref<3x4xf32>, %B: memref<10xf32, 1>, %T: memref<2xi32>) {
  %c1 = arith.constant 1 : index
  %n = arith.constant 5 : index
  affine.dma_start %A[%c1, %c1 + 1], %B[3], %T[%c1], %n : memref<3x4xf32>, memref<10xf32, 1>, memref<2xi32>
  affine.dma_wait %T[%c1], %n : memref<2xi32>
  return
}
";
    let (a, b) = run_both(src);
    let mut want_b: Vec<f64> = (0..10).map(f64::from).collect();
    for k in 0..5 {
        want_b[3 + k] = (6 + k) as f64;
    }
    for r in [&a, &b] {
        assert_eq!(floats(&r[0]), (0..12).map(f64::from).collect::<Vec<_>>());
        assert_eq!(floats(&r[1]), want_b);
        assert_eq!(ints(&r[2]), vec![0, 5]);
    }
}

#[test]
fn strides_apply_to_the_slower_memory_space() {
    // Source in space 0 (slower than 1): chunks of 2 every 5 source elements from linear 1:
    // source positions 1, 2, 6, 7, 11, 12 go to C[0..6] (contiguous).
    // Then back from C (space 1) to A (space 0): now the destination is strided: C[0..4] go
    // to A's positions 13 + {0, 1, 5, 6} = 13, 14, 18, 19 (stride 5, 2 per stride).
    let src = "func.func @f(%A: memref<4x5xf32>, %C: memref<8xf32, 1>, %T: memref<1xindex>) {
  %n = arith.constant 6 : index
  %m = arith.constant 4 : index
  %s = arith.constant 5 : index
  %p = arith.constant 2 : index
  affine.dma_start %A[0, 1], %C[0], %T[0], %n, %s, %p : memref<4x5xf32>, memref<8xf32, 1>, memref<1xindex>
  affine.dma_wait %T[0], %n : memref<1xindex>
  affine.dma_start %C[0], %A[2, 3], %T[0], %m, %s, %p : memref<8xf32, 1>, memref<4x5xf32>, memref<1xindex>
  affine.dma_wait %T[0], %m : memref<1xindex>
  return
}
";
    let (a, b) = run_both(src);
    let want_c: Vec<f64> = vec![1.0, 2.0, 6.0, 7.0, 11.0, 12.0, 6.0, 7.0];
    let mut want_a: Vec<f64> = (0..20).map(f64::from).collect();
    for (pos, v) in [13usize, 14, 18, 19].iter().zip([1.0, 2.0, 6.0, 7.0]) {
        want_a[*pos] = v;
    }
    for r in [&a, &b] {
        assert_eq!(floats(&r[1]), want_c);
        assert_eq!(floats(&r[0]), want_a);
        assert_eq!(ints(&r[2]), vec![4]);
    }
}

#[test]
fn lowered_memref_dma_and_overlapping_copy() {
    // memref.dma_start (the lower-affine form, count before the tag); an overlapping transfer
    // within one buffer copies through a temporary: B[2..8] <- old B[0..6].
    let src = "func.func @f(%B: memref<8xi32>, %T: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 6 : index
  memref.dma_start %B[%c0], %B[%c2], %n, %T[%c0] : memref<8xi32>, memref<8xi32>, memref<1xi32>
  memref.dma_wait %T[%c0], %n : memref<1xi32>
  return
}
";
    let (a, b) = run_both(src);
    for r in [&a, &b] {
        assert_eq!(ints(&r[0]), vec![0, 1, 0, 1, 2, 3, 4, 5]);
        assert_eq!(ints(&r[1]), vec![6]);
    }
}

/// Runs `src` on both engines and returns both errors.
fn both_fail(src: &str) -> (tessera::codegen::Error, tessera::codegen::Error) {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap();
    verify(&m, reg).unwrap();
    let mut a: Vec<ArgValue> = entry_args(&m, "f", Fill::Zero, &[])
        .unwrap()
        .into_iter()
        .map(|a| a.value)
        .collect();
    let mut b = a.clone();
    let e = interp::run(&m, "f", &mut a).expect_err("interpreter faults");
    let c = jit::compile(&m, JitOptions::default()).unwrap();
    let f = c.call("f", &mut b).expect_err("JIT faults");
    (e, f)
}

#[test]
fn faults_are_clear_and_identical() {
    let oob = "func.func @f(%A: memref<3x4xf32>, %B: memref<10xf32, 1>, %T: memref<1xi32>) {
  %n = arith.constant 7 : index
  affine.dma_start %A[2, 0], %B[0], %T[0], %n : memref<3x4xf32>, memref<10xf32, 1>, memref<1xi32>
  return
}
";
    let (e, f) = both_fail(oob);
    assert_eq!(e, f);
    assert_eq!(e.exec_kind(), Some(ExecErrorKind::OutOfBounds));
    // Linear 8 + 4 = 12 is the first position past the 12 elements of A.
    assert!(
        e.message()
            .contains("element 4 at linear position 12 of the source memref of shape [3, 4]"),
        "{e}"
    );
    let ragged = "func.func @f(%A: memref<3x4xf32>, %B: memref<10xf32, 1>, %T: memref<1xi32>) {
  %n = arith.constant 5 : index
  %s = arith.constant 4 : index
  %p = arith.constant 2 : index
  affine.dma_start %A[0, 0], %B[0], %T[0], %n, %s, %p : memref<3x4xf32>, memref<10xf32, 1>, memref<1xi32>
  return
}
";
    let (e, f) = both_fail(ragged);
    assert_eq!(e, f);
    assert_eq!(e.exec_kind(), Some(ExecErrorKind::Undefined));
    assert!(e.message().contains("not a multiple"), "{e}");
    let tag = "func.func @f(%A: memref<3x4xf32>, %B: memref<10xf32, 1>, %T: memref<1xi32>) {
  %n = arith.constant 2 : index
  affine.dma_start %A[0, 0], %B[0], %T[1], %n : memref<3x4xf32>, memref<10xf32, 1>, memref<1xi32>
  return
}
";
    let (e, f) = both_fail(tag);
    assert_eq!(e, f);
    assert_eq!(e.exec_kind(), Some(ExecErrorKind::OutOfBounds));
}

#[test]
fn random_dma_programs_agree() {
    let reg = Registry::standard();
    let mut strided = 0;
    for seed in 0..120u64 {
        let src = dma_common::random_dma_program(seed, 8);
        strided += usize::from(src.contains("%p"));
        let m = parse(&src, reg).unwrap_or_else(|e| panic!("{}", e.render("p.mlir", &src)));
        verify(&m, reg).unwrap_or_else(|e| panic!("{}", e.render("p.mlir", &src)));
        let mut a: Vec<ArgValue> = entry_args(&m, "f", Fill::Seeded(seed), &[])
            .unwrap()
            .into_iter()
            .map(|a| a.value)
            .collect();
        let mut b = a.clone();
        interp::run(&m, "f", &mut a).unwrap_or_else(|e| panic!("interpreter: {e}\n{src}"));
        let c = jit::compile(&m, JitOptions::default()).unwrap_or_else(|e| panic!("{e}\n{src}"));
        c.call("f", &mut b)
            .unwrap_or_else(|e| panic!("JIT: {e}\n{src}"));
        assert!(a == b, "interpreter and JIT differ\n{src}");
    }
    assert!(strided > 20, "{strided} strided programs");
}
