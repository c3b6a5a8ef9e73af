// RUN: tessera opt %s --affine-loop-unroll | FileCheck %s
//
// Unrolling by the default factor 4 (innermost loops). The CHECK lines are mlir-opt 22's output
// except in @symbolic and @swap, where mlir-opt 22 changes the program's results (see there).

func.func @cleanup(%A: memref<16xf32>) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %A[%i] : memref<16xf32>
  }
  return
}

func.func @multiple(%A: memref<16xf32>) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 16 step 2 {
    affine.store %c, %A[%i] : memref<16xf32>
  }
  return
}

func.func @reduction(%A: memref<16xf32>) -> f32 {
  %z = arith.constant 0.000000e+00 : f32
  %r = affine.for %i = 0 to 16 iter_args(%s = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<16xf32>
    %t = arith.addf %s, %v : f32
    affine.yield %t : f32
  }
  return %r : f32
}

func.func @short(%A: memref<16xf32>) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 3 {
    affine.store %c, %A[%i] : memref<16xf32>
  }
  return
}

func.func @nest(%A: memref<16x16xf32>) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      affine.store %c, %A[%i, %j] : memref<16x16xf32>
    }
  }
  return
}

// mlir-opt 22 starts the cleanup loop at (s0 floordiv 4) * 4 + ... without max(lb, ...):
// for %n < 2 it runs iterations the original never ran. tessera's cleanup lower bound is
// max(2, ...).
func.func @symbolic(%A: memref<16xf32>, %n: index) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 2 to %n {
    affine.store %c, %A[%i] : memref<16xf32>
  }
  return
}

// mlir-opt 22 keeps `affine.yield %b, %a` after unrolling by 4 (a swap per 4 iterations,
// wrong); the right yield after an even number of swaps is `%a, %b`.
func.func @swap(%A: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = affine.for %i = 0 to 16 iter_args(%a = %c0, %b = %c1) -> (index, index) {
    affine.store %a, %A[%i] : memref<16xindex>
    affine.yield %b, %a : index, index
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK: #map3 = affine_map<(d0) -> (d0 + 4)>
// CHECK: #map4 = affine_map<(d0) -> (d0 + 6)>
// CHECK: #map5 = affine_map<()[s0] -> (((s0 - 2) floordiv 4) * 4 + 2)>
// CHECK: #map6 = affine_map<()[s0] -> (2, ((s0 - 2) floordiv 4) * 4 + 2)>
// CHECK-LABEL: func.func @cleanup(%arg0: memref<16xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 8 step 4 {
// CHECK-NEXT: affine.store %cst, %arg0[%arg1] : memref<16xf32>
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: affine.store %cst, %arg0[%0] : memref<16xf32>
// CHECK-NEXT: %1 = affine.apply #map1(%arg1)
// CHECK-NEXT: affine.store %cst, %arg0[%1] : memref<16xf32>
// CHECK-NEXT: %2 = affine.apply #map2(%arg1)
// CHECK-NEXT: affine.store %cst, %arg0[%2] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg1 = 8 to 10 {
// CHECK-NEXT: affine.store %cst, %arg0[%arg1] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @multiple(%arg0: memref<16xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 16 step 8 {
// CHECK-NEXT: affine.store %cst, %arg0[%arg1] : memref<16xf32>
// CHECK-NEXT: %0 = affine.apply #map1(%arg1)
// CHECK-NEXT: affine.store %cst, %arg0[%0] : memref<16xf32>
// CHECK-NEXT: %1 = affine.apply #map3(%arg1)
// CHECK-NEXT: affine.store %cst, %arg0[%1] : memref<16xf32>
// CHECK-NEXT: %2 = affine.apply #map4(%arg1)
// CHECK-NEXT: affine.store %cst, %arg0[%2] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduction(%arg0: memref<16xf32>) -> f32 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.for %arg1 = 0 to 16 step 4 iter_args(%arg2 = %cst) -> (f32) {
// CHECK-NEXT: %1 = affine.load %arg0[%arg1] : memref<16xf32>
// CHECK-NEXT: %2 = arith.addf %arg2, %1 : f32
// CHECK-NEXT: %3 = affine.apply #map(%arg1)
// CHECK-NEXT: %4 = affine.load %arg0[%3] : memref<16xf32>
// CHECK-NEXT: %5 = arith.addf %2, %4 : f32
// CHECK-NEXT: %6 = affine.apply #map1(%arg1)
// CHECK-NEXT: %7 = affine.load %arg0[%6] : memref<16xf32>
// CHECK-NEXT: %8 = arith.addf %5, %7 : f32
// CHECK-NEXT: %9 = affine.apply #map2(%arg1)
// CHECK-NEXT: %10 = affine.load %arg0[%9] : memref<16xf32>
// CHECK-NEXT: %11 = arith.addf %8, %10 : f32
// CHECK-NEXT: affine.yield %11 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @short(%arg0: memref<16xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 3 {
// CHECK-NEXT: affine.store %cst, %arg0[%arg1] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nest(%arg0: memref<16x16xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 16 {
// CHECK-NEXT: affine.for %arg2 = 0 to 8 step 4 {
// CHECK-NEXT: affine.store %cst, %arg0[%arg1, %arg2] : memref<16x16xf32>
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.store %cst, %arg0[%arg1, %0] : memref<16x16xf32>
// CHECK-NEXT: %1 = affine.apply #map1(%arg2)
// CHECK-NEXT: affine.store %cst, %arg0[%arg1, %1] : memref<16x16xf32>
// CHECK-NEXT: %2 = affine.apply #map2(%arg2)
// CHECK-NEXT: affine.store %cst, %arg0[%arg1, %2] : memref<16x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @symbolic(%arg0: memref<16xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 2 to #map5()[%arg1] step 4 {
// CHECK-NEXT: affine.store %cst, %arg0[%arg2] : memref<16xf32>
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.store %cst, %arg0[%0] : memref<16xf32>
// CHECK-NEXT: %1 = affine.apply #map1(%arg2)
// CHECK-NEXT: affine.store %cst, %arg0[%1] : memref<16xf32>
// CHECK-NEXT: %2 = affine.apply #map2(%arg2)
// CHECK-NEXT: affine.store %cst, %arg0[%2] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = max #map6()[%arg1] to %arg1 {
// CHECK-NEXT: affine.store %cst, %arg0[%arg2] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @swap(%arg0: memref<16xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0:2 = affine.for %arg1 = 0 to 16 step 4 iter_args(%arg2 = %c0, %arg3 = %c1) -> (index, index) {
// CHECK-NEXT: affine.store %arg2, %arg0[%arg1] : memref<16xindex>
// CHECK-NEXT: %1 = affine.apply #map(%arg1)
// CHECK-NEXT: affine.store %arg3, %arg0[%1] : memref<16xindex>
// CHECK-NEXT: %2 = affine.apply #map1(%arg1)
// CHECK-NEXT: affine.store %arg2, %arg0[%2] : memref<16xindex>
// CHECK-NEXT: %3 = affine.apply #map2(%arg1)
// CHECK-NEXT: affine.store %arg3, %arg0[%3] : memref<16xindex>
// CHECK-NEXT: affine.yield %arg2, %arg3 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
