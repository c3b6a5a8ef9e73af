// RUN: tessera opt %s --affine-scalrep | FileCheck %s
//
// Store-to-load forwarding, dead stores, local buffers, redundant loads. The CHECK lines are
// mlir-opt 22's output (identical).

func.func @forward(%A: memref<10xf32>, %R: memref<10xf32>) {
  %c1 = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 10 {
    affine.store %c1, %A[%i] : memref<10xf32>
    %v = affine.load %A[%i] : memref<10xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %R[%i] : memref<10xf32>
  }
  return
}

// The store to A[%j] may write A[%i] (when %i == %j): no forwarding.
func.func @may_alias(%A: memref<8xf32>, %R: memref<8x8xf32>) {
  %c1 = arith.constant 1.000000e+00 : f32
  %c2 = arith.constant 2.000000e+00 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.store %c1, %A[%i] : memref<8xf32>
      affine.store %c2, %A[%j] : memref<8xf32>
      %v = affine.load %A[%i] : memref<8xf32>
      affine.store %v, %R[%i, %j] : memref<8x8xf32>
    }
  }
  return
}

// Composed through affine.apply: A[%p] with %p = %i + 1 is A[%i + 1].
func.func @through_apply(%A: memref<11xf32>, %R: memref<11xf32>) {
  %c1 = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 10 {
    %p = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.store %c1, %A[%p] : memref<11xf32>
    %v = affine.load %A[%i + 1] : memref<11xf32>
    affine.store %v, %R[%i] : memref<11xf32>
  }
  return
}

func.func @dead_store(%A: memref<10xf32>) {
  %c1 = arith.constant 1.000000e+00 : f32
  %c2 = arith.constant 2.000000e+00 : f32
  affine.for %i = 0 to 10 {
    affine.store %c1, %A[%i] : memref<10xf32>
    affine.store %c2, %A[%i] : memref<10xf32>
  }
  return
}

func.func @redundant_load(%A: memref<10xf32>, %R: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf32>
    %b = affine.load %A[%i] : memref<10xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %R[%i] : memref<10xf32>
  }
  return
}

func.func @local_buffer(%A: memref<10xf32>, %R: memref<10xf32>) {
  %t = memref.alloc() : memref<1xf32>
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf32>
    affine.store %a, %t[0] : memref<1xf32>
    %u = affine.load %t[0] : memref<1xf32>
    affine.store %u, %R[%i] : memref<10xf32>
  }
  memref.dealloc %t : memref<1xf32>
  return
}

// The load in the loop sees the previous iteration's store: it is not replaced by the load
// before the loop.
func.func @loop_carried(%A: memref<4xf32>, %R: memref<8xf32>) {
  %c1 = arith.constant 1.000000e+00 : f32
  %x = affine.load %A[0] : memref<4xf32>
  affine.store %x, %R[0] : memref<8xf32>
  affine.for %j = 1 to 8 {
    %y = affine.load %A[0] : memref<4xf32>
    %z = arith.addf %y, %c1 : f32
    affine.store %z, %A[0] : memref<4xf32>
    affine.store %y, %R[%j] : memref<8xf32>
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-LABEL: func.func @forward(%arg0: memref<10xf32>, %arg1: memref<10xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.store %cst, %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: %0 = arith.addf %cst, %cst : f32
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @may_alias(%arg0: memref<8xf32>, %arg1: memref<8x8xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT: affine.store %cst, %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: affine.store %cst_0, %arg0[%arg3] : memref<8xf32>
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2, %arg3] : memref<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @through_apply(%arg0: memref<11xf32>, %arg1: memref<11xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.store %cst, %arg0[%0] : memref<11xf32>
// CHECK-NEXT: affine.store %cst, %arg1[%arg2] : memref<11xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_store(%arg0: memref<10xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: affine.store %cst_0, %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @redundant_load(%arg0: memref<10xf32>, %arg1: memref<10xf32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: %1 = arith.addf %0, %0 : f32
// CHECK-NEXT: affine.store %1, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @local_buffer(%arg0: memref<10xf32>, %arg1: memref<10xf32>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop_carried(%arg0: memref<4xf32>, %arg1: memref<8xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = affine.load %arg0[0] : memref<4xf32>
// CHECK-NEXT: affine.store %0, %arg1[0] : memref<8xf32>
// CHECK-NEXT: affine.for %arg2 = 1 to 8 {
// CHECK-NEXT: %1 = affine.load %arg0[0] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addf %1, %cst : f32
// CHECK-NEXT: affine.store %2, %arg0[0] : memref<4xf32>
// CHECK-NEXT: affine.store %1, %arg1[%arg2] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
