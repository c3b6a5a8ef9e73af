//! C backend vector operations against the interpreter, bit for bit: the vector program of
//! the JIT test, hand programs covering every vector operation the backend emits, random
//! vector programs, and faults of vector accesses (message, location, memory after the
//! fault as the JIT leaves it).

use crate::cbackend_common;
use crate::vector_programs_common;
use tessera::codegen::Executable;

use cbackend_common::{args, batch_agree, cc_works, module, options, same_value};
use tessera::codegen::cbackend;
use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};

/// Runs `f` on both engines with seeded arguments; results and memory must be identical.
fn agree(src: &str, f: &str, seeds: &[u64]) {
    let m = module(src);
    let c = cbackend::compile(&m, &options(1)).unwrap_or_else(|e| panic!("{e}"));
    for &s in seeds {
        let mut a = args(&m, f, s);
        let before = a.clone();
        let mut b = a.clone();
        let x = interp::run(&m, f, &mut a).unwrap_or_else(|e| panic!("interp: {e}"));
        let y = c.call(f, &mut b).unwrap_or_else(|e| panic!("C: {e}"));
        assert_eq!(x.len(), y.len());
        for (p, q) in x.iter().zip(&y) {
            assert!(same_value(p, q), "seed {s}: results {p:?} / {q:?}");
        }
        assert!(a != before || !x.is_empty(), "the program has an effect");
        for (k, (p, q)) in a.iter().zip(&b).enumerate() {
            assert!(same_value(p, q), "seed {s}: array #{k} differs");
        }
    }
}

#[test]
fn the_jit_vector_program_agrees() {
    if !cc_works() {
        return;
    }
    agree(vector_programs_common::MIXED, "v", &[1, 2, 3]);
}

/// Every vector operation and lane-wise arith/math operation the backend emits, on f64,
/// f32, i32, i8, i1 and index lanes, 1-D and 2-D shapes, padded lane counts (3, 6), vector
/// iter_args of scf.for and vector results of scf.if.
const HAND: &str = r#"
func.func @floats(%A: memref<8x16xf32>, %D: memref<6x8xf64>, %R: memref<16xf32>) -> (f32, f64, f32, f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %half = arith.constant 0.5 : f32
  %k = arith.constant dense<[1.5, -2.0, 0.0, 3.25]> : vector<4xf32>
  %s = vector.broadcast %half : f32 to vector<4xf32>
  %r0 = arith.constant 0.0 : f32
  %acc = scf.for %i = %c0 to %c2 step %c2 iter_args(%a = %k) -> (vector<4xf32>) {
    %x = vector.load %A[%i, %c2] : memref<8x16xf32>, vector<4xf32>
    %y = arith.divf %x, %s : vector<4xf32>
    %z = arith.remf %y, %k : vector<4xf32>
    %n = arith.negf %z : vector<4xf32>
    %m = arith.maximumf %n, %a : vector<4xf32>
    %mn = arith.minnumf %m, %x : vector<4xf32>
    %e = math.exp %mn : vector<4xf32>
    %f = math.fma %e, %x, %mn : vector<4xf32>
    scf.yield %f : vector<4xf32>
  }
  vector.store %acc, %R[%c2] : memref<16xf32>, vector<4xf32>
  %w = affine.vector_load %A[3, 0] : memref<8x16xf32>, vector<16xf32>
  %w2 = vector.fma %w, %w, %w : vector<16xf32>
  %sum = vector.reduction <add>, %w2 : vector<16xf32> into f32
  %prod = vector.reduction <mul>, %acc : vector<4xf32> into f32
  %mx = vector.reduction <maximumf>, %w2 : vector<16xf32> into f32
  %mi = vector.reduction <minnumf>, %w : vector<16xf32> into f32
  %mxn = vector.reduction <maxnumf>, %w : vector<16xf32> into f32
  %mim = vector.reduction <minimumf>, %w : vector<16xf32> into f32
  %p3 = vector.load %D[%c2, %c2] : memref<6x8xf64>, vector<3xf64>
  %q3 = arith.mulf %p3, %p3 : vector<3xf64>
  %b2 = vector.broadcast %q3 : vector<3xf64> to vector<2x3xf64>
  %row = vector.extract %b2[1] : vector<3xf64> from vector<2x3xf64>
  %el = vector.extract %b2[0, 2] : f64 from vector<2x3xf64>
  %t = arith.subf %row, %p3 : vector<3xf64>
  %b3 = vector.insert %t, %b2 [0] : vector<3xf64> into vector<2x3xf64>
  %b4 = vector.insert %el, %b3 [1, 1] : f64 into vector<2x3xf64>
  %r1 = vector.extract %b4[0] : vector<3xf64> from vector<2x3xf64>
  %r2 = vector.extract %b4[1] : vector<3xf64> from vector<2x3xf64>
  affine.vector_store %r1, %D[4, 1] : memref<6x8xf64>, vector<3xf64>
  affine.vector_store %r2, %D[5, 5] : memref<6x8xf64>, vector<3xf64>
  %c = arith.cmpf olt, %w, %w2 : vector<16xf32>
  %sel = arith.select %c, %w, %w2 : vector<16xi1>, vector<16xf32>
  %tr = arith.truncf %p3 : vector<3xf64> to vector<3xf32>
  %ex = arith.extf %tr : vector<3xf32> to vector<3xf64>
  vector.store %ex, %D[%c0, %c0] : memref<6x8xf64>, vector<3xf64>
  affine.vector_store %sel, %A[7, 0] : memref<8x16xf32>, vector<16xf32>
  %mm = arith.addf %mx, %mi : f32
  %mm2 = arith.addf %mxn, %mim : f32
  %pp = arith.addf %prod, %mm2 : f32
  return %sum, %el, %mm, %pp : f32, f64, f32, f32
}

func.func @ints(%I: memref<4x8xi32>, %B: memref<8xi8>, %F: memref<8xi1>, %X: memref<8xindex>, %G: memref<8xf64>) -> (i32, i32, i32, i8, i64) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %k = arith.constant dense<[3, -1, 7, 2, 0, 5, -8, 1]> : vector<8xi32>
  %x = vector.load %I[%c0, %c0] : memref<4x8xi32>, vector<8xi32>
  %y = affine.vector_load %I[1, 0] : memref<4x8xi32>, vector<8xi32>
  %a = arith.addi %x, %y : vector<8xi32>
  %m = arith.muli %a, %k : vector<8xi32>
  %sh = arith.constant dense<3> : vector<8xi32>
  %l = arith.shli %m, %sh : vector<8xi32>
  %r = arith.shrsi %l, %sh : vector<8xi32>
  %u = arith.shrui %m, %sh : vector<8xi32>
  %an = arith.andi %r, %u : vector<8xi32>
  %o = arith.ori %an, %k : vector<8xi32>
  %xo = arith.xori %o, %x : vector<8xi32>
  %mx = arith.maxsi %xo, %y : vector<8xi32>
  %mu = arith.minui %mx, %k : vector<8xi32>
  %ms = arith.remui %mu, %sh : vector<8xi32>
  affine.vector_store %ms, %I[2, 0] : memref<4x8xi32>, vector<8xi32>
  %s1 = vector.reduction <add>, %m : vector<8xi32> into i32
  %s2 = vector.reduction <maxui>, %xo : vector<8xi32> into i32
  %s3 = vector.reduction <xor>, %o : vector<8xi32> into i32
  %s4 = vector.reduction <minsi>, %m : vector<8xi32> into i32
  %s5 = vector.reduction <mul>, %k : vector<8xi32> into i32
  %s6 = vector.reduction <or>, %an : vector<8xi32> into i32
  %s7 = vector.reduction <and>, %o : vector<8xi32> into i32
  %s8 = vector.reduction <maxsi>, %y : vector<8xi32> into i32
  %s9 = vector.reduction <minui>, %y : vector<8xi32> into i32
  %t1 = arith.addi %s1, %s4 : i32
  %t2 = arith.xori %s2, %s5 : i32
  %t3 = arith.ori %s3, %s6 : i32
  %t4 = arith.addi %s7, %s8 : i32
  %t5 = arith.subi %t4, %s9 : i32
  %t6 = arith.addi %t3, %t5 : i32
  %bs = vector.load %B[%c0] : memref<8xi8>, vector<8xi8>
  %bx = arith.extsi %bs : vector<8xi8> to vector<8xi32>
  %bt = arith.trunci %m : vector<8xi32> to vector<8xi8>
  %bsum = arith.addi %bt, %bs : vector<8xi8>
  vector.store %bsum, %B[%c0] : memref<8xi8>, vector<8xi8>
  %b8 = vector.reduction <add>, %bsum : vector<8xi8> into i8
  %cmp = arith.cmpi slt, %bx, %x : vector<8xi32>
  vector.store %cmp, %F[%c0] : memref<8xi1>, vector<8xi1>
  %fl = vector.load %F[%c0] : memref<8xi1>, vector<8xi1>
  %nf = arith.xori %fl, %cmp : vector<8xi1>
  %ones = arith.constant dense<true> : vector<8xi1>
  %nn = arith.xori %nf, %ones : vector<8xi1>
  %sel = arith.select %nn, %x, %bx : vector<8xi1>, vector<8xi32>
  affine.vector_store %sel, %I[3, 0] : memref<4x8xi32>, vector<8xi32>
  %ix = vector.load %X[%c0] : memref<8xindex>, vector<8xindex>
  %iv = arith.index_cast %k : vector<8xi32> to vector<8xindex>
  %is = arith.addi %ix, %iv : vector<8xindex>
  vector.store %is, %X[%c0] : memref<8xindex>, vector<8xindex>
  %fp = arith.sitofp %m : vector<8xi32> to vector<8xf64>
  %uf = arith.uitofp %bs : vector<8xi8> to vector<8xf64>
  %g = vector.load %G[%c0] : memref<8xf64>, vector<8xf64>
  %g2 = arith.addf %g, %fp : vector<8xf64>
  %g3 = arith.addf %g2, %uf : vector<8xf64>
  %gi = arith.fptosi %g : vector<8xf64> to vector<8xi64>
  %i64 = vector.reduction <add>, %gi : vector<8xi64> into i64
  vector.store %g3, %G[%c0] : memref<8xf64>, vector<8xf64>
  %cond = arith.cmpi sgt, %s1, %s4 : i32
  %pick = scf.if %cond -> (vector<8xi32>) {
    scf.yield %m : vector<8xi32>
  } else {
    scf.yield %k : vector<8xi32>
  }
  %half = vector.extract %pick[5] : i32 from vector<8xi32>
  %f2 = arith.addi %t6, %half : i32
  return %t1, %t2, %f2, %b8, %i64 : i32, i32, i32, i8, i64
}
"#;

#[test]
fn hand_programs_agree() {
    if !cc_works() {
        return;
    }
    agree(HAND, "floats", &[1, 2, 3, 4]);
    agree(HAND, "ints", &[1, 2, 3, 4]);
}

/// `f` fails on the interpreter, the JIT and the C backend with the same kind, operation,
/// location and message; memory after the fault is the JIT's (a vector store is checked as a
/// whole before any lane is written). Returns the message.
fn vector_fault(src: &str, f: &str, sizes: &[(String, String)]) -> String {
    use tessera::codegen::jit::{self, JitOptions};
    let m = module(src);
    let c = cbackend::compile(&m, &options(1)).unwrap_or_else(|e| panic!("{e}"));
    let j = jit::compile(&m, JitOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    let mut a: Vec<ArgValue> = entry_args(&m, f, Fill::Seeded(5), sizes)
        .expect("args")
        .into_iter()
        .map(|a| a.value)
        .collect();
    let mut b = a.clone();
    let mut d = a.clone();
    let e = interp::run(&m, f, &mut a).expect_err("interpreter must fail");
    let g = c.call(f, &mut b).expect_err("C must fail");
    let h = j.call(f, &mut d).expect_err("JIT must fail");
    assert_eq!(
        (e.exec_kind(), &e.op(), e.pos()),
        (g.exec_kind(), &g.op(), g.pos()),
        "{e} / {g}"
    );
    assert_eq!(e.message(), g.message());
    assert_eq!(h.message(), g.message());
    for (k, (p, q)) in d.iter().zip(&b).enumerate() {
        assert!(
            same_value(p, q),
            "array #{k} after the fault differs from the JIT's"
        );
    }
    g.message().into_owned()
}

#[test]
fn vector_faults_match() {
    if !cc_works() {
        return;
    }
    // The last lane of a load is out of bounds: the message quotes the first lane outside.
    let load = "func.func @f(%A: memref<4x6xf64>, %i: index) -> f64 {\n  %c1 = arith.constant 1 : index\n  %v = vector.load %A[%c1, %i] : memref<4x6xf64>, vector<4xf64>\n  %s = vector.reduction <add>, %v : vector<4xf64> into f64\n  return %s : f64\n}\n";
    let sz = |v: &str| vec![("i".to_string(), v.to_string())];
    let msg = vector_fault(load, "f", &sz("3"));
    assert!(msg.contains("[1, 6]") && msg.contains("[4, 6]"), "{msg}");
    let msg = vector_fault(load, "f", &sz("-2"));
    assert!(msg.contains("[1, -2]"), "{msg}");
    // A store whose lanes 0..1 are inside and 2..3 outside writes nothing.
    let store = "func.func @f(%A: memref<4x6xf32>) {\n  %x = arith.constant dense<9.0> : vector<4xf32>\n  affine.for %i = 0 to 4 {\n    affine.vector_store %x, %A[%i, 4] : memref<4x6xf32>, vector<4xf32>\n  }\n  return\n}\n";
    let msg = vector_fault(store, "f", &[]);
    assert!(msg.contains("[0, 6]"), "{msg}");
    // Leading index out of bounds on a dynamically shaped memref (run-time strides).
    let lead = "func.func @f(%A: memref<?x?xi32>, %i: index) {\n  %c0 = arith.constant 0 : index\n  %v = vector.load %A[%i, %c0] : memref<?x?xi32>, vector<2xi32>\n  %w = arith.addi %v, %v : vector<2xi32>\n  vector.store %w, %A[%c0, %c0] : memref<?x?xi32>, vector<2xi32>\n  return\n}\n";
    let s = vec![
        ("A".to_string(), "3x5".to_string()),
        ("i".to_string(), "3".to_string()),
    ];
    let msg = vector_fault(lead, "f", &s);
    assert!(msg.contains("[3, 0]") && msg.contains("[3, 5]"), "{msg}");
    // Lane-wise integer division by zero in lane 2.
    let div = "func.func @f(%A: memref<4xi32>) {\n  %c0 = arith.constant 0 : index\n  %k = arith.constant dense<[1, 2, 0, 4]> : vector<4xi32>\n  %v = vector.load %A[%c0] : memref<4xi32>, vector<4xi32>\n  %q = arith.divsi %v, %k : vector<4xi32>\n  vector.store %q, %A[%c0] : memref<4xi32>, vector<4xi32>\n  return\n}\n";
    let msg = vector_fault(div, "f", &[]);
    assert_eq!(msg, "division by zero");
}

#[test]
fn dynamic_shapes_agree() {
    if !cc_works() {
        return;
    }
    let src = "func.func @f(%A: memref<?x?xf64>, %B: memref<?xf64>) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %n = memref.dim %A, %c0 : memref<?x?xf64>\n  scf.for %i = %c0 to %n step %c1 {\n    %v = vector.load %A[%i, %c1] : memref<?x?xf64>, vector<4xf64>\n    %w = vector.load %B[%c0] : memref<?xf64>, vector<4xf64>\n    %f = vector.fma %v, %w, %v : vector<4xf64>\n    vector.store %f, %A[%i, %c0] : memref<?x?xf64>, vector<4xf64>\n  }\n  return\n}\n";
    let m = module(src);
    let c = cbackend::compile(&m, &options(1)).unwrap_or_else(|e| panic!("{e}"));
    let s = vec![
        ("A".to_string(), "5x7".to_string()),
        ("B".to_string(), "4".to_string()),
    ];
    let mut a: Vec<ArgValue> = entry_args(&m, "f", Fill::Seeded(3), &s)
        .expect("args")
        .into_iter()
        .map(|a| a.value)
        .collect();
    let before = a.clone();
    let mut b = a.clone();
    interp::run(&m, "f", &mut a).unwrap_or_else(|e| panic!("{e}"));
    c.call("f", &mut b).unwrap_or_else(|e| panic!("{e}"));
    assert!(a != before);
    for (p, q) in a.iter().zip(&b) {
        assert!(same_value(p, q));
    }
}

#[test]
fn random_vector_programs_agree() {
    if !cc_works() {
        return;
    }
    let seeds: Vec<u64> = (0..150).collect();
    let (same, failed) = batch_agree(vector_programs_common::random_program, &seeds);
    eprintln!("{same} vector programs identical, {failed} failing identically");
    assert!(same >= 75 && failed >= 1, "{same} / {failed}");
}

/// Transfers: padding of out-of-bounds lanes, skipped writes, a transposing permutation map,
/// a broadcast dimension, a mask, and in-bounds claims.
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

func.func @bad(%A: memref<5xf32>) {
  %c3 = arith.constant 3 : index
  %x = arith.constant dense<7.0> : vector<4xf32>
  vector.transfer_write %x, %A[%c3] {in_bounds = [true]} : vector<4xf32>, memref<5xf32>
  return
}
"#;

#[test]
fn transfers_agree() {
    if !cc_works() {
        return;
    }
    agree(TRANSFERS, "t", &[1, 2]);
    // A false in-bounds claim faults at lane 2 (A[5]) after lanes 0 and 1 were written, as
    // in the interpreter.
    let m = module(TRANSFERS);
    let c = cbackend::compile(&m, &options(1)).unwrap_or_else(|e| panic!("{e}"));
    let mut a = args(&m, "bad", 1);
    let mut b = a.clone();
    let e = interp::run(&m, "bad", &mut a).expect_err("interpreter must fail");
    let g = c.call("bad", &mut b).expect_err("C must fail");
    assert_eq!(
        (e.exec_kind(), &e.op(), e.pos(), &e.message()),
        (g.exec_kind(), &g.op(), g.pos(), &g.message())
    );
    assert!(g.message().contains("[5]"), "{g}");
    assert!(same_value(&a[0], &b[0]));
    let buf = b[0].as_buffer().expect("buffer");
    assert_eq!(buf.get_f64(3).ok(), Some(7.0));
    assert_eq!(buf.get_f64(4).ok(), Some(7.0));
}
