// RUN: tessera opt %s --affine-loop-invariant-code-motion | FileCheck %s
//
// The CHECK lines are mlir-opt 22's output except in @maybe_empty and @division (see there).

func.func @pure(%A: memref<100xf32>, %n: index) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 10 {
    %k = arith.constant 2.000000e+00 : f32
    %s = arith.addf %c, %k : f32
    %p = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%n]
    affine.store %s, %A[%i] : memref<100xf32>
  }
  return
}

func.func @nested(%A: memref<100x100xf32>, %B: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %x = affine.load %B[%i] : memref<100xf32>
      %y = arith.mulf %x, %x : f32
      affine.store %y, %A[%i, %j] : memref<100x100xf32>
    }
  }
  return
}

func.func @written(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %x = affine.load %A[0] : memref<100xf32>
    affine.store %x, %A[%i] : memref<100xf32>
  }
  return
}

// mlir-opt 22 hoists the load out of a loop that may not run (%n = 0): B[%n] could then be
// read out of bounds. tessera hoists loads only from loops that run at least once.
func.func @maybe_empty(%A: memref<100xf32>, %B: memref<100xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %x = affine.load %B[%n] : memref<100xf32>
    affine.store %x, %A[%i] : memref<100xf32>
  }
  return
}

// mlir-opt 22 hoists the division, which divides by zero for %d = 0 even when the loop does not
// run. tessera keeps it in a loop that may not run.
func.func @division(%A: memref<100xindex>, %n: index, %d: index) {
  affine.for %i = 0 to %n {
    %q = arith.divui %n, %d : index
    affine.store %q, %A[%i] : memref<100xindex>
  }
  return
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @pure(%arg0: memref<100xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %cst, %cst_0 : f32
// CHECK-NEXT: %1 = affine.apply #map()[%arg1]
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.store %0, %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: memref<100x100xf32>, %arg1: memref<100xf32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg1[%arg2] : memref<100xf32>
// CHECK-NEXT: %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: affine.store %1, %arg0[%arg2, %arg3] : memref<100x100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @written(%arg0: memref<100xf32>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[0] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg1] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @maybe_empty(%arg0: memref<100xf32>, %arg1: memref<100xf32>, %arg2: index) {
// CHECK-NEXT: affine.for %arg3 = 0 to %arg2 {
// CHECK-NEXT: %0 = affine.load %arg1[%arg2] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @division(%arg0: memref<100xindex>, %arg1: index, %arg2: index) {
// CHECK-NEXT: affine.for %arg3 = 0 to %arg1 {
// CHECK-NEXT: %0 = arith.divui %arg1, %arg2 : index
// CHECK-NEXT: affine.store %0, %arg0[%arg3] : memref<100xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
