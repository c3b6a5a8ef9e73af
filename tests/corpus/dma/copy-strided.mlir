func.func @main(%A: memref<4x8xf32>, %B: memref<16xf32, 1>, %C: memref<4x8xf32>) {
  %tag = memref.alloc() : memref<2xi32, 2>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 6 : index
  %s = arith.constant 8 : index
  %k = arith.constant 3 : index
  affine.dma_start %A[%c1, %c1 + 2], %B[%c1], %tag[%c0], %n, %s, %k : memref<4x8xf32>, memref<16xf32, 1>, memref<2xi32, 2>
  affine.dma_wait %tag[%c0], %n : memref<2xi32, 2>
  memref.dma_start %B[%c0], %C[%c1, %c0], %n, %tag[%c1] : memref<16xf32, 1>, memref<4x8xf32>, memref<2xi32, 2>
  memref.dma_wait %tag[%c1], %n : memref<2xi32, 2>
  return
}
