// RUN: tessera opt %s --split-input-file --affine-pipeline-data-transfer | FileCheck %s
//
// Double buffering (mlir-opt 22's output shape without its dead affine.apply ops): buffer and tag
// get a leading dimension of 2 indexed by (iv floordiv step) mod 2, iteration 0's transfer is
// issued before the loop, the loop issues iteration i's transfer then waits for and computes
// iteration i - step, and the last iteration's wait and compute follow the loop. The last
// function is left alone: its compute writes what the next transfer reads.
// CHECK: #map = affine_map<(d0) -> (d0 - 1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @basic(%arg0: memref<256xf32>, %arg1: memref<256xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x32xf32, 1>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2x1xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: affine.dma_start %arg0[%c0_1 * 32], %alloc[%c0_1 mod 2, 0], %alloc_0[%c0_1 mod 2, %c0], %c32 : memref<256xf32>, memref<2x32xf32, 1>, memref<2x1xi32>
// CHECK-NEXT: affine.for %arg2 = 1 to 8 {
// CHECK-NEXT: affine.dma_start %arg0[%arg2 * 32], %alloc[%arg2 mod 2, 0], %alloc_0[%arg2 mod 2, %c0], %c32 : memref<256xf32>, memref<2x32xf32, 1>, memref<2x1xi32>
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.dma_wait %alloc_0[%0 mod 2, %c0], %c32 : memref<2x1xi32>
// CHECK-NEXT: affine.for %arg3 = 0 to 32 {
// CHECK-NEXT: %1 = affine.load %alloc[%0 mod 2, %arg3] : memref<2x32xf32, 1>
// CHECK-NEXT: affine.store %1, %arg1[%0 * 32 + %arg3] : memref<256xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: affine.dma_wait %alloc_0[%c7 mod 2, %c0], %c32 : memref<2x1xi32>
// CHECK-NEXT: affine.for %arg2 = 0 to 32 {
// CHECK-NEXT: %0 = affine.load %alloc[%c7 mod 2, %arg2] : memref<2x32xf32, 1>
// CHECK-NEXT: affine.store %0, %arg1[%c7 * 32 + %arg2] : memref<256xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2x1xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2x32xf32, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @basic(%A: memref<256xf32>, %B: memref<256xf32>) {
  %Ah = memref.alloc() : memref<32xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  %zero = arith.constant 0 : index
  %num = arith.constant 32 : index
  affine.for %i = 0 to 8 {
    affine.dma_start %A[%i * 32], %Ah[0], %tag[%zero], %num : memref<256xf32>, memref<32xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%zero], %num : memref<1xi32>
    affine.for %j = 0 to 32 {
      %v = affine.load %Ah[%j] : memref<32xf32, 1>
      affine.store %v, %B[%i * 32 + %j] : memref<256xf32>
    }
  }
  memref.dealloc %tag : memref<1xi32>
  memref.dealloc %Ah : memref<32xf32, 1>
  return
}

// -----
// CHECK: #map = affine_map<(d0) -> (d0 - 2)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @step2(%arg0: memref<256xf32>, %arg1: memref<256xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x4x8xf32, 1>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2x1xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: affine.dma_start %arg0[%c0_1 * 16], %alloc[(%c0_1 floordiv 2) mod 2, 0, 0], %alloc_0[(%c0_1 floordiv 2) mod 2, %c0], %c32 : memref<256xf32>, memref<2x4x8xf32, 1>, memref<2x1xi32>
// CHECK-NEXT: affine.for %arg2 = 2 to 8 step 2 {
// CHECK-NEXT: affine.dma_start %arg0[%arg2 * 16], %alloc[(%arg2 floordiv 2) mod 2, 0, 0], %alloc_0[(%arg2 floordiv 2) mod 2, %c0], %c32 : memref<256xf32>, memref<2x4x8xf32, 1>, memref<2x1xi32>
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.dma_wait %alloc_0[(%0 floordiv 2) mod 2, %c0], %c32 : memref<2x1xi32>
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: %1 = affine.load %alloc[(%0 floordiv 2) mod 2, %arg3, -%arg3 + 7] : memref<2x4x8xf32, 1>
// CHECK-NEXT: affine.store %1, %arg1[%0 * 16 + %arg3] : memref<256xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: affine.dma_wait %alloc_0[(%c6 floordiv 2) mod 2, %c0], %c32 : memref<2x1xi32>
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %alloc[(%c6 floordiv 2) mod 2, %arg2, -%arg2 + 7] : memref<2x4x8xf32, 1>
// CHECK-NEXT: affine.store %0, %arg1[%c6 * 16 + %arg2] : memref<256xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @step2(%A: memref<256xf32>, %B: memref<256xf32>) {
  %Ah = memref.alloc() : memref<4x8xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  %zero = arith.constant 0 : index
  %num = arith.constant 32 : index
  affine.for %i = 0 to 8 step 2 {
    affine.dma_start %A[%i * 16], %Ah[0, 0], %tag[%zero], %num : memref<256xf32>, memref<4x8xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%zero], %num : memref<1xi32>
    affine.for %j = 0 to 4 {
      %v = affine.load %Ah[%j, 7 - %j] : memref<4x8xf32, 1>
      affine.store %v, %B[%i * 16 + %j] : memref<256xf32>
    }
  }
  return
}

// -----
// CHECK-LABEL: func.func @refused(%arg0: memref<72xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32, 1>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<1xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT: affine.dma_start %arg0[%arg1 * 8], %alloc[0], %alloc_0[%c0], %c8 : memref<72xf32>, memref<8xf32, 1>, memref<1xi32>
// CHECK-NEXT: affine.dma_wait %alloc_0[%c0], %c8 : memref<1xi32>
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg2] : memref<8xf32, 1>
// CHECK-NEXT: affine.store %0, %arg0[%arg1 * 8 + %arg2 + 8] : memref<72xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @refused(%A: memref<72xf32>) {
  %Ah = memref.alloc() : memref<8xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to 8 {
    affine.dma_start %A[%i * 8], %Ah[0], %tag[%c0], %c8 : memref<72xf32>, memref<8xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %c8 : memref<1xi32>
    affine.for %j = 0 to 8 {
      %v = affine.load %Ah[%j] : memref<8xf32, 1>
      affine.store %v, %A[%i * 8 + %j + 8] : memref<72xf32>
    }
  }
  return
}
