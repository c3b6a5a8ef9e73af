//! The vector dialect: printing checked against `mlir-opt` 22, round trips through the generic
//! form, and one negative test per verifier rule with its message and line:column.
//!
//! Expected printed texts were produced by `/usr/lib/llvm-22/bin/mlir-opt FILE` on the sources
//! below. Error positions and messages are mlir-opt 22's for the same input (the op name for
//! verifier errors) unless a test says otherwise.

use crate::ir_common;

use ir_common::{check, check_print};

#[test]
fn print_vector_ops() {
    check_print(
        r#"// vector dialect: load/store, broadcast, fma, splat-style broadcasts
// (vector.splat no longer exists in MLIR 22: vector.broadcast of a scalar
// replaces it), from_elements, step,
// extract/insert (static and dynamic positions), reductions, contraction,
// outer product, shape_cast, transpose, elementwise arithmetic.
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>

func.func @load_store(%A: memref<?x?xf32>, %i: index, %j: index) {
  %v = vector.load %A[%i, %j] : memref<?x?xf32>, vector<8xf32>
  %w = vector.load %A[%j, %i] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
  %s = arith.addf %v, %w : vector<8xf32>
  vector.store %s, %A[%i, %j] : memref<?x?xf32>, vector<8xf32>
  return
}

func.func @broadcast_fma(%a: f32, %x: vector<4xf32>, %y: vector<4xf32>) -> vector<4xf32> {
  %va = vector.broadcast %a : f32 to vector<4xf32>
  %r = vector.fma %va, %x, %y : vector<4xf32>
  %b2 = vector.broadcast %r : vector<4xf32> to vector<2x4xf32>
  %row = vector.extract %b2[1] : vector<4xf32> from vector<2x4xf32>
  return %row : vector<4xf32>
}

func.func @splats(%s: f16, %i: i32) -> (vector<8xf16>, vector<2x3xi32>, vector<[4]xf16>) {
  %0 = vector.broadcast %s : f16 to vector<8xf16>
  %1 = vector.broadcast %i : i32 to vector<2x3xi32>
  %2 = vector.broadcast %s : f16 to vector<[4]xf16>
  %3 = vector.from_elements %s, %s : vector<2xf16>
  %4 = vector.step : vector<4xindex>
  return %0, %1, %2 : vector<8xf16>, vector<2x3xi32>, vector<[4]xf16>
}

func.func @extract_insert(%v: vector<4x8xf32>, %s: f32, %k: index) -> (f32, f32, vector<4x8xf32>, vector<4x8xf32>) {
  %0 = vector.extract %v[2, 3] : f32 from vector<4x8xf32>
  %1 = vector.extract %v[%k, 0] : f32 from vector<4x8xf32>
  %2 = vector.insert %s, %v[0, %k] : f32 into vector<4x8xf32>
  %row = vector.extract %v[1] : vector<8xf32> from vector<4x8xf32>
  %3 = vector.insert %row, %2[3] : vector<8xf32> into vector<4x8xf32>
  return %0, %1, %2, %3 : f32, f32, vector<4x8xf32>, vector<4x8xf32>
}

func.func @reductions(%v: vector<16xf32>, %w: vector<8xi32>, %acc: f32) -> (f32, f32, i32, i32, f32) {
  %0 = vector.reduction <add>, %v : vector<16xf32> into f32
  %1 = vector.reduction <mul>, %v, %acc : vector<16xf32> into f32
  %2 = vector.reduction <maxsi>, %w : vector<8xi32> into i32
  %3 = vector.reduction <xor>, %w : vector<8xi32> into i32
  %4 = vector.reduction <maximumf>, %v fastmath<nnan> : vector<16xf32> into f32
  return %0, %1, %2, %3, %4 : f32, f32, i32, i32, f32
}

func.func @contract(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) -> vector<4x16xf32> {
  %r = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
      %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return %r : vector<4x16xf32>
}

func.func @dot_contract(%a: vector<8xf32>, %b: vector<8xf32>, %c: f32) -> f32 {
  %r = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                        iterator_types = ["reduction"]} %a, %b, %c : vector<8xf32>, vector<8xf32> into f32
  return %r : f32
}

func.func @shapes(%a: vector<4xf32>, %b: vector<8xf32>, %m: vector<2x8xf32>) -> (vector<4x8xf32>, vector<16xf32>, vector<8x2xf32>) {
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
  %1 = vector.shape_cast %m : vector<2x8xf32> to vector<16xf32>
  %2 = vector.transpose %m, [1, 0] : vector<2x8xf32> to vector<8x2xf32>
  return %0, %1, %2 : vector<4x8xf32>, vector<16xf32>, vector<8x2xf32>
}

func.func @saxpy(%n: index, %a: f32, %X: memref<?xf32>, %Y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %va = vector.broadcast %a : f32 to vector<8xf32>
  scf.for %i = %c0 to %n step %c8 {
    %x = vector.load %X[%i] : memref<?xf32>, vector<8xf32>
    %y = vector.load %Y[%i] : memref<?xf32>, vector<8xf32>
    %r = vector.fma %va, %x, %y : vector<8xf32>
    vector.store %r, %Y[%i] : memref<?xf32>, vector<8xf32>
  }
  return
}
"#,
        r#"#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
module {
  func.func @load_store(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
    %0 = vector.load %arg0[%arg1, %arg2] : memref<?x?xf32>, vector<8xf32>
    %1 = vector.load %arg0[%arg2, %arg1] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
    %2 = arith.addf %0, %1 : vector<8xf32>
    vector.store %2, %arg0[%arg1, %arg2] : memref<?x?xf32>, vector<8xf32>
    return
  }
  func.func @broadcast_fma(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<4xf32>) -> vector<4xf32> {
    %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
    %1 = vector.fma %0, %arg1, %arg2 : vector<4xf32>
    %2 = vector.broadcast %1 : vector<4xf32> to vector<2x4xf32>
    %3 = vector.extract %2[1] : vector<4xf32> from vector<2x4xf32>
    return %3 : vector<4xf32>
  }
  func.func @splats(%arg0: f16, %arg1: i32) -> (vector<8xf16>, vector<2x3xi32>, vector<[4]xf16>) {
    %0 = vector.broadcast %arg0 : f16 to vector<8xf16>
    %1 = vector.broadcast %arg1 : i32 to vector<2x3xi32>
    %2 = vector.broadcast %arg0 : f16 to vector<[4]xf16>
    %3 = vector.from_elements %arg0, %arg0 : vector<2xf16>
    %4 = vector.step : vector<4xindex>
    return %0, %1, %2 : vector<8xf16>, vector<2x3xi32>, vector<[4]xf16>
  }
  func.func @extract_insert(%arg0: vector<4x8xf32>, %arg1: f32, %arg2: index) -> (f32, f32, vector<4x8xf32>, vector<4x8xf32>) {
    %0 = vector.extract %arg0[2, 3] : f32 from vector<4x8xf32>
    %1 = vector.extract %arg0[%arg2, 0] : f32 from vector<4x8xf32>
    %2 = vector.insert %arg1, %arg0 [0, %arg2] : f32 into vector<4x8xf32>
    %3 = vector.extract %arg0[1] : vector<8xf32> from vector<4x8xf32>
    %4 = vector.insert %3, %2 [3] : vector<8xf32> into vector<4x8xf32>
    return %0, %1, %2, %4 : f32, f32, vector<4x8xf32>, vector<4x8xf32>
  }
  func.func @reductions(%arg0: vector<16xf32>, %arg1: vector<8xi32>, %arg2: f32) -> (f32, f32, i32, i32, f32) {
    %0 = vector.reduction <add>, %arg0 : vector<16xf32> into f32
    %1 = vector.reduction <mul>, %arg0, %arg2 : vector<16xf32> into f32
    %2 = vector.reduction <maxsi>, %arg1 : vector<8xi32> into i32
    %3 = vector.reduction <xor>, %arg1 : vector<8xi32> into i32
    %4 = vector.reduction <maximumf>, %arg0 fastmath<nnan> : vector<16xf32> into f32
    return %0, %1, %2, %3, %4 : f32, f32, i32, i32, f32
  }
  func.func @contract(%arg0: vector<4x8xf32>, %arg1: vector<8x16xf32>, %arg2: vector<4x16xf32>) -> vector<4x16xf32> {
    %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
    return %0 : vector<4x16xf32>
  }
  func.func @dot_contract(%arg0: vector<8xf32>, %arg1: vector<8xf32>, %arg2: f32) -> f32 {
    %0 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<8xf32>, vector<8xf32> into f32
    return %0 : f32
  }
  func.func @shapes(%arg0: vector<4xf32>, %arg1: vector<8xf32>, %arg2: vector<2x8xf32>) -> (vector<4x8xf32>, vector<16xf32>, vector<8x2xf32>) {
    %0 = vector.outerproduct %arg0, %arg1 : vector<4xf32>, vector<8xf32>
    %1 = vector.shape_cast %arg2 : vector<2x8xf32> to vector<16xf32>
    %2 = vector.transpose %arg2, [1, 0] : vector<2x8xf32> to vector<8x2xf32>
    return %0, %1, %2 : vector<4x8xf32>, vector<16xf32>, vector<8x2xf32>
  }
  func.func @saxpy(%arg0: index, %arg1: f32, %arg2: memref<?xf32>, %arg3: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %0 = vector.broadcast %arg1 : f32 to vector<8xf32>
    scf.for %arg4 = %c0 to %arg0 step %c8 {
      %1 = vector.load %arg2[%arg4] : memref<?xf32>, vector<8xf32>
      %2 = vector.load %arg3[%arg4] : memref<?xf32>, vector<8xf32>
      %3 = vector.fma %0, %1, %2 : vector<8xf32>
      vector.store %3, %arg3[%arg4] : memref<?xf32>, vector<8xf32>
    }
    return
  }
}

"#,
    );
}

#[test]
fn print_vector_transfer() {
    check_print(
        r#"// vector.transfer_read / transfer_write: minor identity, explicit
// permutation maps, broadcast dimensions, in_bounds, padding values,
// masks, tensors and memrefs.
#perm = affine_map<(d0, d1, d2) -> (d2, d0)>
#bcast = affine_map<(d0, d1) -> (0, d1)>

func.func @transfer_memref(%A: memref<?x?xf32>, %i: index, %j: index) {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %j], %pad : memref<?x?xf32>, vector<8xf32>
  %w = vector.transfer_read %A[%i, %j], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
  %s = arith.addf %v, %w : vector<8xf32>
  vector.transfer_write %s, %A[%i, %j] : vector<8xf32>, memref<?x?xf32>
  vector.transfer_write %s, %A[%j, %i] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
  return
}

func.func @transfer_permuted(%A: memref<16x32x64xf32>, %i: index) -> vector<4x8xf32> {
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %A[%i, %i, %i], %pad {permutation_map = #perm, in_bounds = [true, false]}
      : memref<16x32x64xf32>, vector<4x8xf32>
  vector.transfer_write %v, %A[%i, %i, %i] {permutation_map = affine_map<(d0, d1, d2) -> (d1, d2)>}
      : vector<4x8xf32>, memref<16x32x64xf32>
  return %v : vector<4x8xf32>
}

func.func @transfer_broadcast(%A: memref<?x?xi32>, %i: index) -> vector<4x8xi32> {
  %pad = arith.constant 0 : i32
  %v = vector.transfer_read %A[%i, %i], %pad {permutation_map = #bcast, in_bounds = [true, true]}
      : memref<?x?xi32>, vector<4x8xi32>
  return %v : vector<4x8xi32>
}

func.func @transfer_masked(%A: memref<?xf32>, %i: index, %n: index) {
  %pad = arith.constant 0.0 : f32
  %mask = vector.create_mask %n : vector<16xi1>
  %v = vector.transfer_read %A[%i], %pad, %mask : memref<?xf32>, vector<16xf32>
  %d = arith.addf %v, %v : vector<16xf32>
  vector.transfer_write %d, %A[%i], %mask : vector<16xf32>, memref<?xf32>
  return
}

func.func @transfer_tensor(%T: tensor<?x?xf16>, %i: index) -> tensor<?x?xf16> {
  %pad = arith.constant 0.0 : f16
  %v = vector.transfer_read %T[%i, %i], %pad {in_bounds = [true, true]} : tensor<?x?xf16>, vector<2x4xf16>
  %n = arith.negf %v : vector<2x4xf16>
  %r = vector.transfer_write %n, %T[%i, %i] {in_bounds = [true, true]} : vector<2x4xf16>, tensor<?x?xf16>
  return %r : tensor<?x?xf16>
}

func.func @transfer_scalable(%A: memref<?xf32>, %i: index) -> vector<[4]xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i], %pad : memref<?xf32>, vector<[4]xf32>
  return %v : vector<[4]xf32>
}
"#,
        r#"#map = affine_map<(d0, d1, d2) -> (d2, d0)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @transfer_memref(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%arg1, %arg2], %cst : memref<?x?xf32>, vector<8xf32>
    %1 = vector.transfer_read %arg0[%arg1, %arg2], %cst {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
    %2 = arith.addf %0, %1 : vector<8xf32>
    vector.transfer_write %2, %arg0[%arg1, %arg2] : vector<8xf32>, memref<?x?xf32>
    vector.transfer_write %2, %arg0[%arg2, %arg1] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
    return
  }
  func.func @transfer_permuted(%arg0: memref<16x32x64xf32>, %arg1: index) -> vector<4x8xf32> {
    %cst = arith.constant -1.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %cst {in_bounds = [true, false], permutation_map = #map} : memref<16x32x64xf32>, vector<4x8xf32>
    vector.transfer_write %0, %arg0[%arg1, %arg1, %arg1] : vector<4x8xf32>, memref<16x32x64xf32>
    return %0 : vector<4x8xf32>
  }
  func.func @transfer_broadcast(%arg0: memref<?x?xi32>, %arg1: index) -> vector<4x8xi32> {
    %c0_i32 = arith.constant 0 : i32
    %0 = vector.transfer_read %arg0[%arg1, %arg1], %c0_i32 {in_bounds = [true, true], permutation_map = #map1} : memref<?x?xi32>, vector<4x8xi32>
    return %0 : vector<4x8xi32>
  }
  func.func @transfer_masked(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.create_mask %arg2 : vector<16xi1>
    %1 = vector.transfer_read %arg0[%arg1], %cst, %0 : memref<?xf32>, vector<16xf32>
    %2 = arith.addf %1, %1 : vector<16xf32>
    vector.transfer_write %2, %arg0[%arg1], %0 : vector<16xf32>, memref<?xf32>
    return
  }
  func.func @transfer_tensor(%arg0: tensor<?x?xf16>, %arg1: index) -> tensor<?x?xf16> {
    %cst = arith.constant 0.000000e+00 : f16
    %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [true, true]} : tensor<?x?xf16>, vector<2x4xf16>
    %1 = arith.negf %0 : vector<2x4xf16>
    %2 = vector.transfer_write %1, %arg0[%arg1, %arg1] {in_bounds = [true, true]} : vector<2x4xf16>, tensor<?x?xf16>
    return %2 : tensor<?x?xf16>
  }
  func.func @transfer_scalable(%arg0: memref<?xf32>, %arg1: index) -> vector<[4]xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%arg1], %cst : memref<?xf32>, vector<[4]xf32>
    return %0 : vector<[4]xf32>
  }
}

"#,
    );
}

#[test]
fn rejects_transfer_indices() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.transfer_read %A[%n], %x : memref<?x?xf32>, vector<4xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.transfer_read' op requires 2 indices"#,
    );
}

#[test]
fn rejects_transfer_padding() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.transfer_read %A[%n, %n], %i : memref<?x?xf32>, vector<4xf32>
  return
}
"#,
        2,
        41,
        r#"use of value '%i' expects different type than prior uses: 'f32' vs 'i32'"#,
    );
}

#[test]
fn rejects_transfer_map_results() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.transfer_read %A[%n, %n], %x {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type"#,
    );
}

#[test]
fn rejects_transfer_map_dims() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.transfer_read %A[%n, %n], %x {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type"#,
    );
}

#[test]
fn rejects_transfer_map_projected() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.transfer_read %A[%n, %n], %x {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)"#,
    );
}

#[test]
fn rejects_transfer_in_bounds() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.transfer_read %A[%n, %n], %x {in_bounds = [true, true]} : memref<?x?xf32>, vector<4xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2"#,
    );
}

#[test]
fn rejects_transfer_tensor_result() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  "vector.transfer_write"(%v, %T, %n, %n) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<4xf32>, tensor<?x?xf32>, index, index) -> ()
  return
}
"#,
        2,
        3,
        r#"'vector.transfer_write' op expected the number of tensor results (0) to be equal to the number of output tensors (1)"#,
    );
}

#[test]
fn rejects_load_indices() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.load %A[%n] : memref<?x?xf32>, vector<4xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.load' op requires 2 indices"#,
    );
}

#[test]
fn rejects_load_elem() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.load %A[%n, %n] : memref<?x?xf32>, vector<4xi32>
  return
}
"#,
        2,
        8,
        r#"'vector.load' op base and result element types should match"#,
    );
}

#[test]
fn rejects_broadcast_shape() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<2x3xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.broadcast' op dimension mismatch (4 vs. 3)"#,
    );
}

#[test]
fn rejects_broadcast_elem() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.broadcast %i : i32 to vector<4xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.broadcast' op failed to verify that source operand and result have same element type"#,
    );
}

#[test]
fn rejects_shape_cast_count() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.shape_cast %w : vector<2x4xf32> to vector<6xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.shape_cast' op has different number of elements at source (8) and result (6)"#,
    );
}

#[test]
fn rejects_fma_int() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.fma %iv, %iv, %iv : vector<8xi32>
  return
}
"#,
        2,
        8,
        r#"'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<8xi32>'"#,
    );
}

#[test]
fn rejects_extract_type() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.extract %w[1] : vector<2xf32> from vector<2x4xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'vector<2xf32>'"#,
    );
}

#[test]
fn rejects_extract_rank() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.extract %v[1, 2] : f32 from vector<4xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.extract' op expected position attribute of rank no greater than vector rank"#,
    );
}

#[test]
fn rejects_extract_bounds() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.extract %v[7] : f32 from vector<4xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)"#,
    );
}

#[test]
fn rejects_insert_type() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.insert %i, %v [1] : i32 into vector<4xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.insert' op failed to verify that source operand and result have same element type"#,
    );
}

#[test]
fn rejects_reduction_kind() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.reduction <maxsi>, %v : vector<4xf32> into f32
  return
}
"#,
        2,
        8,
        r#"'vector.reduction' op unsupported reduction type ''f32'' for kind 'maxsi'"#,
    );
}

#[test]
fn rejects_reduction_result() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f64
  return
}
"#,
        2,
        8,
        r#"'vector.reduction' op failed to verify that source operand and result have same element type"#,
    );
}

#[test]
fn rejects_reduction_rank() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.reduction <add>, %w : vector<2x4xf32> into f32
  return
}
"#,
        2,
        8,
        r#"'vector.reduction' op unsupported reduction rank: 2"#,
    );
}

#[test]
fn rejects_contract_maps() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["reduction"], kind = #vector.kind<add>} %v, %v, %x : vector<4xf32>, vector<4xf32> into f32
  return
}
"#,
        2,
        8,
        r#"'vector.contract' op expected an indexing map for each vector operand"#,
    );
}

#[test]
fn rejects_transpose_perm() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.transpose %w, [0, 0] : vector<2x4xf32> to vector<4x2xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.transpose' op dimension size mismatch at: 0"#,
    );
}

#[test]
fn rejects_from_elements_count() {
    // mlir-opt 22 words this differently (or accepts it); tessera's message.
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.from_elements %x, %x : vector<4xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.from_elements' op expected 4 operands, but found 2"#,
    );
}

#[test]
fn rejects_create_mask_operands() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.create_mask %n : vector<2x4xi1>
  return
}
"#,
        2,
        8,
        r#"'vector.create_mask' op must specify an operand for each result vector dimension"#,
    );
}

#[test]
fn rejects_step_type() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.step : vector<4xi32>
  return
}
"#,
        2,
        8,
        r#"'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'"#,
    );
}

#[test]
fn rejects_outerproduct_result() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = "vector.outerproduct"(%v, %v) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>) -> vector<4x5xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.outerproduct' op expected #2 operand dim to match result dim #2"#,
    );
}

#[test]
fn rejects_maskedload_mask() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %m = vector.constant_mask [2] : vector<2xi1>
  %0 = vector.maskedload %A[%n, %n], %m, %v : memref<?x?xf32>, vector<2xi1>, vector<4xf32> into vector<4xf32>
  return
}
"#,
        3,
        8,
        r#"'vector.maskedload' op expected result shape to match mask shape"#,
    );
}

#[test]
fn rejects_bitcast_width() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.bitcast %v : vector<4xf32> to vector<2xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal"#,
    );
}

#[test]
fn rejects_multi_reduction_dest() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.multi_reduction <add>, %w, %v [1] : vector<2x4xf32> to vector<4xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.multi_reduction' op destination type 'vector<4xf32>' is incompatible with source type 'vector<2x4xf32>'"#,
    );
}

#[test]
fn rejects_strided_slice_bounds() {
    check(
        r#"func.func @f(%A: memref<?x?xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>, %n: index, %x: f32, %i: i32, %iv: vector<8xi32>, %T: tensor<?x?xf32>) {
  %0 = vector.extract_strided_slice %w {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<2x4xf32> to vector<2x4xf32>
  return
}
"#,
        2,
        8,
        r#"'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 1 to be confined to [1, 5)"#,
    );
}
