// RUN: tessera opt %s --affine-data-copy-generate | FileCheck %s
// RUN: tessera opt %s --affine-data-copy-generate='generate-dma' | FileCheck %s --check-prefix=DMA
//
// Copies of each memref's exact bounding box into memory space 1: A's accesses cover rows 0..7
// and columns 1..9 (8x9 from (0, 1)), B's 3..10 (8 from 3); A is written and copied back.
// With generate-dma, A moves as one strided transfer (72 elements, 9 every 16). This is mlir-opt
// 22's output shape without the dead constants and affine.apply ops it leaves behind.

// DMA-LABEL: func.func @box(%arg0: memref<16x16xf32>, %arg1: memref<16xf32>) {
// DMA-NEXT: %alloc = memref.alloc() : memref<8x9xf32, 1>
// DMA-NEXT: %alloc_0 = memref.alloc() : memref<1xi32>
// DMA-NEXT: %c0 = arith.constant 0 : index
// DMA-NEXT: %c72 = arith.constant 72 : index
// DMA-NEXT: %c16 = arith.constant 16 : index
// DMA-NEXT: %c9 = arith.constant 9 : index
// DMA-NEXT: affine.dma_start %arg0[0, 1], %alloc[0, 0], %alloc_0[symbol(%c0)], %c72, %c16, %c9 : memref<16x16xf32>, memref<8x9xf32, 1>, memref<1xi32>
// DMA-NEXT: affine.dma_wait %alloc_0[symbol(%c0)], %c72 : memref<1xi32>
// DMA-NEXT: %alloc_1 = memref.alloc() : memref<8xf32, 1>
// DMA-NEXT: %c0_2 = arith.constant 0 : index
// DMA-NEXT: %c8 = arith.constant 8 : index
// DMA-NEXT: affine.dma_start %arg1[3], %alloc_1[0], %alloc_0[symbol(%c0_2)], %c8 : memref<16xf32>, memref<8xf32, 1>, memref<1xi32>
// DMA-NEXT: affine.dma_wait %alloc_0[symbol(%c0_2)], %c8 : memref<1xi32>
// DMA-NEXT: affine.for %arg2 = 0 to 8 {
// DMA-NEXT: affine.for %arg3 = 2 to 10 {
// DMA-NEXT: %0 = affine.load %alloc[%arg2, %arg3 - 1] : memref<8x9xf32, 1>
// DMA-NEXT: %1 = affine.load %alloc_1[%arg3 - 2] : memref<8xf32, 1>
// DMA-NEXT: %2 = arith.addf %0, %1 : f32
// DMA-NEXT: affine.store %2, %alloc[%arg2, %arg3 - 2] : memref<8x9xf32, 1>
// DMA-NEXT: }
// DMA-NEXT: }
// DMA-NEXT: %c0_3 = arith.constant 0 : index
// DMA-NEXT: %c72_4 = arith.constant 72 : index
// DMA-NEXT: %c16_5 = arith.constant 16 : index
// DMA-NEXT: %c9_6 = arith.constant 9 : index
// DMA-NEXT: affine.dma_start %alloc[0, 0], %arg0[0, 1], %alloc_0[symbol(%c0_3)], %c72_4, %c16_5, %c9_6 : memref<8x9xf32, 1>, memref<16x16xf32>, memref<1xi32>
// DMA-NEXT: affine.dma_wait %alloc_0[symbol(%c0_3)], %c72_4 : memref<1xi32>
// DMA-NEXT: memref.dealloc %alloc_1 : memref<8xf32, 1>
// DMA-NEXT: memref.dealloc %alloc : memref<8x9xf32, 1>
// DMA-NEXT: memref.dealloc %alloc_0 : memref<1xi32>
// DMA-NEXT: return
// DMA-NEXT: }
// CHECK-LABEL: func.func @box(%arg0: memref<16x16xf32>, %arg1: memref<16xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<8x9xf32, 1>
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: affine.for %arg3 = 1 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<16x16xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg2, %arg3 - 1] : memref<8x9xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<8xf32, 1>
// CHECK-NEXT: affine.for %arg2 = 3 to 11 {
// CHECK-NEXT: %0 = affine.load %arg1[%arg2] : memref<16xf32>
// CHECK-NEXT: affine.store %0, %alloc_0[%arg2 - 3] : memref<8xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: affine.for %arg3 = 2 to 10 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg2, %arg3 - 1] : memref<8x9xf32, 1>
// CHECK-NEXT: %1 = affine.load %alloc_0[%arg3 - 2] : memref<8xf32, 1>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %alloc[%arg2, %arg3 - 2] : memref<8x9xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: affine.for %arg3 = 1 to 10 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg2, %arg3 - 1] : memref<8x9xf32, 1>
// CHECK-NEXT: affine.store %0, %arg0[%arg2, %arg3] : memref<16x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<8xf32, 1>
// CHECK-NEXT: memref.dealloc %alloc : memref<8x9xf32, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @box(%A: memref<16x16xf32>, %B: memref<16xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 2 to 10 {
      %v = affine.load %A[%i, %j] : memref<16x16xf32>
      %w = affine.load %B[%j + 1] : memref<16xf32>
      %s = arith.addf %v, %w : f32
      affine.store %s, %A[%i, %j - 1] : memref<16x16xf32>
    }
  }
  return
}
