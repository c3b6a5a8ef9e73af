// RUN: tessera opt %s --affine-super-vectorize='virtual-vector-size=4 vectorize-reductions' | FileCheck %s
//
// Compared with mlir-opt 22's --affine-super-vectorize: the same transfers and step, but a
// remainder instead of a vector iteration past the trip count (@tail, @sym), in_bounds proven.

// CHECK-DAG: #[[SPLIT:.*]] = affine_map<()[s0] -> (((s0 - 1) floordiv 4) * 4 + 1)>
// CHECK-DAG: #[[REST:.*]] = affine_map<()[s0] -> (1, ((s0 - 1) floordiv 4) * 4 + 1)>

// Each lane is an iteration of the original loop: the vector loop stops at the last multiple
// of the vector size and the rest runs as scalar code (mlir-opt 22 runs a vector iteration at
// %i = 8 whose lane 1 writes B[9], never written by the loop).
func.func @tail(%A: memref<10xf32>, %B: memref<10xf32>, %s: f32) {
  affine.for %i = 0 to 9 {
    %a = affine.load %A[%i] : memref<10xf32>
    %b = arith.mulf %a, %s : f32
    affine.store %b, %B[%i] : memref<10xf32>
  }
  return
}
// CHECK-LABEL: func.func @tail
// CHECK:         %[[C8:.*]] = arith.constant 8 : index
// CHECK:         affine.for %[[I:.*]] = 0 to 8 step 4 {
// CHECK-NEXT:      %[[V:.*]] = vector.transfer_read %{{.*}}[%[[I]]], %{{.*}} {in_bounds = [true]} : memref<10xf32>, vector<4xf32>
// CHECK-NEXT:      %[[S:.*]] = vector.broadcast %{{.*}} : f32 to vector<4xf32>
// CHECK-NEXT:      %[[M:.*]] = arith.mulf %[[V]], %[[S]] : vector<4xf32>
// CHECK-NEXT:      vector.transfer_write %[[M]], %{{.*}}[%[[I]]] {in_bounds = [true]} : vector<4xf32>, memref<10xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.load %{{.*}}[%[[C8]]] : memref<10xf32>
// CHECK:         affine.store %{{.*}}, %{{.*}}[%[[C8]]] : memref<10xf32>
// CHECK-NEXT:    return

// Symbolic upper bound: the remainder loop starts at max(lb, split).
func.func @sym(%A: memref<?xf64>, %n: index) {
  affine.for %i = 1 to %n {
    %a = affine.load %A[%i] : memref<?xf64>
    %b = arith.addf %a, %a : f64
    affine.store %b, %A[%i] : memref<?xf64>
  }
  return
}
// CHECK-LABEL: func.func @sym
// CHECK:         affine.for %{{.*}} = 1 to #[[SPLIT]]()[%[[N:.*]]] step 4 {
// CHECK:           vector.transfer_write
// CHECK:         affine.for %{{.*}} = max #[[REST]]()[%[[N]]] to %[[N]] {
// CHECK-NEXT:      affine.load

// A carried dependence (A[i] reads A[i - 1] written one iteration before): not vectorised.
func.func @prefix(%A: memref<16xf32>) {
  affine.for %i = 1 to 16 {
    %p = affine.load %A[%i - 1] : memref<16xf32>
    %q = arith.addf %p, %p : f32
    affine.store %q, %A[%i] : memref<16xf32>
  }
  return
}
// CHECK-LABEL: func.func @prefix
// CHECK-NEXT:    affine.for %{{.*}} = 1 to 16 {
// CHECK-NOT:     vector
// CHECK:         return

// An integer reduction with vectorize-reductions: vector accumulator from the identity,
// vector.reduction after the loop, combined with the init value.
func.func @sum(%A: memref<16xi32>, %init: i32) -> i32 {
  %r = affine.for %i = 0 to 16 iter_args(%acc = %init) -> i32 {
    %a = affine.load %A[%i] : memref<16xi32>
    %s = arith.addi %acc, %a : i32
    affine.yield %s : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @sum
// CHECK:         %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[ZV:.*]] = vector.broadcast %[[Z]] : i32 to vector<4xi32>
// CHECK:         %[[R:.*]] = affine.for %{{.*}} = 0 to 16 step 4 iter_args(%[[ACC:.*]] = %[[ZV]]) -> (vector<4xi32>) {
// CHECK:           arith.addi %[[ACC]], %{{.*}} : vector<4xi32>
// CHECK:         %[[RED:.*]] = vector.reduction <add>, %[[R]] : vector<4xi32> into i32
// CHECK-NEXT:    %[[F:.*]] = arith.addi %{{.*}}, %[[RED]] : i32
// CHECK-NEXT:    return %[[F]] : i32
