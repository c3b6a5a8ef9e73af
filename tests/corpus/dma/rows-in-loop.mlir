func.func @main(%A: memref<4x8xf32>, %B: memref<16xf32, 1>) {
  %tag = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %n = arith.constant 8 : index
  affine.for %i = 0 to 4 {
    affine.dma_start %A[%i, 0], %B[%i * 2], %tag[%c0], %n : memref<4x8xf32>, memref<16xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
    %v = affine.load %B[%i] : memref<16xf32, 1>
    affine.store %v, %A[%i, 3] : memref<4x8xf32>
  }
  return
}
