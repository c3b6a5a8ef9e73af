// RUN: tessera opt %s --affine-simplify-structures | FileCheck %s
//
// The CHECK lines are mlir-opt 22's output (identical).

func.func @maps(%A: memref<100xf32>, %n: index) {
  %c = arith.constant 1.000000e+00 : f32
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to affine_map<(d0)[s0] -> (d0 * 2 + d0 - d0 * 3 + 10)>(%n)[%n] {
    %p = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %c4)
    affine.store %c, %A[%p + %i - %i] : memref<100xf32>
  }
  return
}

func.func @sets(%A: memref<100xf32>, %n: index) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0)[s0] : (d0 * 2 - d0 - d0 - 1 >= 0)>(%i)[%n] {
      affine.store %c, %A[%i] : memref<100xf32>
    }
    affine.if affine_set<(d0, d1) : (d0 + d1 - d1 - 3 >= 0, d0 - d0 + 9 >= 0)>(%i, %i) {
      affine.store %c, %A[%i] : memref<100xf32>
    }
  }
  return
}

func.func @duplicates(%A: memref<100xf32>, %n: index) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to min affine_map<(d0, d1)[s0] -> (d0 + d1, s0 + 2)>(%n, %n)[%n] {
    %q = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 1 + s0 * 0)>(%i)[%n]
    affine.store %c, %A[%q] : memref<100xf32>
  }
  return
}

// Loops that do nothing go (their results become the initial values); the zero-trip loop
// without results stays, as in mlir-opt.
func.func @z(%A: memref<100xf32>, %n: index) -> f32 {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 5 to 3 {
    affine.store %c, %A[%i] : memref<100xf32>
  }
  affine.for %i = 0 to %n {
  }
  %r = affine.for %i = 0 to 0 iter_args(%a = %c) -> f32 {
    %b = arith.addf %a, %a : f32
    affine.yield %b : f32
  }
  %s = affine.for %i = 0 to %n iter_args(%a = %r) -> f32 {
    affine.yield %a : f32
  }
  affine.for %i = 0 to 1 {
    affine.store %c, %A[%i] : memref<100xf32>
  }
  return %s : f32
}

// CHECK: #map = affine_map<(d0) -> (d0 + 4)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 * 2, s0 + 2)>
// CHECK: #set = affine_set<(d0) : (d0 - 3 >= 0)>
// CHECK-LABEL: func.func @maps(%arg0: memref<100xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.store %cst, %arg0[%0] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sets(%arg0: memref<100xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.if #set(%arg2) {
// CHECK-NEXT: affine.store %cst, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @duplicates(%arg0: memref<100xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to min #map1()[%arg1] {
// CHECK-NEXT: affine.store %cst, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @z(%arg0: memref<100xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 5 to 3 {
// CHECK-NEXT: affine.store %cst, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 1 {
// CHECK-NEXT: affine.store %cst, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }
