// RUN: tessera opt %s --affine-loop-normalize | FileCheck %s
//
// Lower bound 0, step 1; the old iv rebuilt by affine.apply. @maxlb (a max lower bound) stays,
// with a remark. The CHECK lines are mlir-opt 22's output (identical).

func.func @steps(%A: memref<100xf32>) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 2 to 20 step 3 {
    affine.store %c, %A[%i] : memref<100xf32>
  }
  return
}

func.func @symbolic(%A: memref<100xf32>, %n: index) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = %n to min affine_map<(d0)[s0] -> (d0 + 10, s0)>(%n)[%n] step 2 {
    affine.store %c, %A[%i] : memref<100xf32>
  }
  return
}

func.func @nest(%A: memref<100x100xf32>) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 1 to 10 step 2 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 10 step 3 {
      affine.store %c, %A[%i, %j] : memref<100x100xf32>
    }
  }
  return
}

func.func @single(%A: memref<100xf32>) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 5 to 6 {
    affine.store %c, %A[%i] : memref<100xf32>
  }
  return
}

func.func @already(%A: memref<100xf32>) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 7 {
    affine.store %c, %A[%i] : memref<100xf32>
  }
  return
}

func.func @maxlb(%A: memref<100xf32>, %n: index) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = max affine_map<()[s0] -> (s0, 2)>()[%n] to 20 {
    affine.store %c, %A[%i] : memref<100xf32>
  }
  return
}

func.func @parallel(%A: memref<100x100xf32>) {
  %c = arith.constant 1.000000e+00 : f32
  affine.parallel (%i, %j) = (2, 0) to (20, 7) step (3, 2) {
    affine.store %c, %A[%i, %j] : memref<100x100xf32>
  }
  return
}

// Not normalized (a bound with several expressions), as in mlir-opt.
func.func @parallel_min(%A: memref<100x100xf32>, %n: index) {
  %c = arith.constant 1.000000e+00 : f32
  affine.parallel (%i) = (1) to (min(%n, 50)) step (2) {
    affine.store %c, %A[%i, %i] : memref<100x100xf32>
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 * 3 + 2)>
// CHECK: #map1 = affine_map<() -> (5, 0)>
// CHECK: #map2 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK: #map3 = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK: #map4 = affine_map<(d0) -> ((-d0 + 10) ceildiv 3)>
// CHECK: #map5 = affine_map<(d0, d1) -> (d0 + d1 * 3)>
// CHECK: #map6 = affine_map<(d0) -> (d0 + 5)>
// CHECK: #map7 = affine_map<()[s0] -> (s0, 2)>
// CHECK: #map8 = affine_map<(d0) -> (d0 * 2)>
// CHECK-LABEL: func.func @steps(%arg0: memref<100xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 6 {
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: affine.store %cst, %arg0[%0] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @symbolic(%arg0: memref<100xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to min #map1() {
// CHECK-NEXT: %0 = affine.apply #map2(%arg2)[%arg1]
// CHECK-NEXT: affine.store %cst, %arg0[%0] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nest(%arg0: memref<100x100xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 5 {
// CHECK-NEXT: %0 = affine.apply #map3(%arg1)
// CHECK-NEXT: affine.for %arg2 = 0 to #map4(%0) {
// CHECK-NEXT: %1 = affine.apply #map5(%0, %arg2)
// CHECK-NEXT: affine.store %cst, %arg0[%0, %1] : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single(%arg0: memref<100xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 1 {
// CHECK-NEXT: %0 = affine.apply #map6(%arg1)
// CHECK-NEXT: affine.store %cst, %arg0[%0] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @already(%arg0: memref<100xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 7 {
// CHECK-NEXT: affine.store %cst, %arg0[%arg1] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @maxlb(%arg0: memref<100xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = max #map7()[%arg1] to 20 {
// CHECK-NEXT: affine.store %cst, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel(%arg0: memref<100x100xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.parallel (%arg1, %arg2) = (0, 0) to (6, 4) {
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: %1 = affine.apply #map8(%arg2)
// CHECK-NEXT: affine.store %cst, %arg0[%0, %1] : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel_min(%arg0: memref<100x100xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.parallel (%arg2) = (1) to (min(%arg1, 50)) step (2) {
// CHECK-NEXT: affine.store %cst, %arg0[%arg2, %arg2] : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
