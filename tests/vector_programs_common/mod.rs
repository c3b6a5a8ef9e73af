//! Vector test programs shared by the JIT and C backend tests: a hand-written program mixing
//! the vector operations both compilers support, and random straight-line vector programs.
#![allow(dead_code)]

/// Loads, broadcasts, arithmetic, fma, reductions, extract/insert, compares and selects on
/// f64, f32 and i32 vectors, vector iter_args and a 3-lane vector.
pub const MIXED: &str = r#"
func.func @v(%A: memref<16x8xf64>, %S: memref<16x12xf32>, %I: memref<16x8xi32>, %O: memref<16xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant dense<0.0> : vector<2xf64>
  %two = arith.constant 2.5 : f64
  %k = arith.constant dense<[3, -1, 7, 2]> : vector<4xi32>
  affine.for %i = 0 to 16 {
    %acc = affine.for %j = 0 to 8 step 2 iter_args(%a = %z) -> (vector<2xf64>) {
      %x = vector.load %A[%i, %j] : memref<16x8xf64>, vector<2xf64>
      %b = vector.broadcast %two : f64 to vector<2xf64>
      %m = arith.mulf %x, %b : vector<2xf64>
      %f = vector.fma %x, %x, %m : vector<2xf64>
      %n = arith.addf %a, %f : vector<2xf64>
      affine.yield %n : vector<2xf64>
    }
    %s = vector.reduction <add>, %acc : vector<2xf64> into f64
    memref.store %s, %O[%i] : memref<16xf64>
    %e = vector.extract %acc[1] : f64 from vector<2xf64>
    %ins = vector.insert %s, %acc [0] : f64 into vector<2xf64>
    %neg = arith.negf %ins : vector<2xf64>
    vector.store %neg, %A[%i, %c0] : memref<16x8xf64>, vector<2xf64>
    affine.store %e, %A[%i, 7] : memref<16x8xf64>
    affine.for %j = 0 to 12 step 4 {
      %y = affine.vector_load %S[%i, %j] : memref<16x12xf32>, vector<4xf32>
      %w = arith.mulf %y, %y : vector<4xf32>
      %q = math.sqrt %w : vector<4xf32>
      %d = arith.subf %q, %y : vector<4xf32>
      affine.vector_store %d, %S[%i, %j] : memref<16x12xf32>, vector<4xf32>
    }
    affine.for %j = 0 to 8 step 4 {
      %p = vector.load %I[%i, %j] : memref<16x8xi32>, vector<4xi32>
      %q = arith.muli %p, %k : vector<4xi32>
      %r = arith.xori %q, %p : vector<4xi32>
      %c = arith.cmpi slt, %r, %k : vector<4xi32>
      %t = arith.select %c, %r, %k : vector<4xi1>, vector<4xi32>
      %mx = vector.reduction <maxsi>, %t : vector<4xi32> into i32
      %b = vector.broadcast %mx : i32 to vector<4xi32>
      %u = arith.addi %t, %b : vector<4xi32>
      vector.store %u, %I[%i, %j] : memref<16x8xi32>, vector<4xi32>
    }
    %three = vector.load %S[%i, %c1] : memref<16x12xf32>, vector<3xf32>
    %t3 = arith.addf %three, %three : vector<3xf32>
    vector.store %t3, %S[%i, %c1] : memref<16x12xf32>, vector<3xf32>
  }
  return
}
"#;
