// RUN: tessera opt %s --affine-loop-distribute | FileCheck %s
// mlir-opt 22 has no affine-loop-distribute pass; expected output derived by hand: the store
// to A (iteration i) feeds the load of A[i - 1] (iteration i + 1), so the A statement's loop
// comes first.

// CHECK-LABEL: func.func @two_statements
// CHECK: affine.for %[[I:.*]] = 1 to 10 {
// CHECK-NEXT: affine.store %{{.*}}, %{{.*}}[%[[I]]] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %[[J:.*]] = 1 to 10 {
// CHECK-NEXT: %[[V:.*]] = affine.load %{{.*}}[%[[J]] - 1] : memref<10xf32>
// CHECK-NEXT: affine.store %[[V]], %{{.*}}[%[[J]]] : memref<10xf32>
// CHECK-NEXT: }
func.func @two_statements(%A: memref<10xf32>, %B: memref<10xf32>) {
  %cf = arith.constant 1.000000e+00 : f32
  affine.for %i = 1 to 10 {
    affine.store %cf, %A[%i] : memref<10xf32>
    %v = affine.load %A[%i - 1] : memref<10xf32>
    affine.store %v, %B[%i] : memref<10xf32>
  }
  return
}

// -----

// A recurrence (S1 reads what S2 wrote one iteration earlier, S2 reads what S1 wrote): one
// SCC, the loop stays whole.
// CHECK-LABEL: func.func @recurrence
// CHECK: affine.for
// CHECK-NOT: affine.for
// CHECK: return
func.func @recurrence(%A: memref<10xf32>, %B: memref<10xf32>) {
  affine.for %i = 1 to 10 {
    %b = affine.load %B[%i - 1] : memref<10xf32>
    affine.store %b, %A[%i] : memref<10xf32>
    %a = affine.load %A[%i] : memref<10xf32>
    affine.store %a, %B[%i] : memref<10xf32>
  }
  return
}
