func.func @f(%A: memref<8x16xf32>, %B: memref<128xf32>, %C: memref<4x8xf32>) {
  %Ah = memref.alloc() : memref<4x4xf32, 1>
  %Bh = memref.alloc() : memref<8xf32, 1>
  %t1 = memref.alloc() : memref<2xi32>
  %t2 = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  affine.for %k = 0 to 2 {
    affine.for %i = 1 to 4 {
      affine.dma_start %A[%i + %k, 4], %Ah[0, 0], %t1[%c1], %c16, %c16, %c4 : memref<8x16xf32>, memref<4x4xf32, 1>, memref<2xi32>
      affine.dma_start %B[%i * 8 + %k * 32], %Bh[0], %t2[%c0], %c8 : memref<128xf32>, memref<8xf32, 1>, memref<1xi32>
      affine.dma_wait %t2[%c0], %c8 : memref<1xi32>
      affine.dma_wait %t1[%c1], %c16 : memref<2xi32>
      affine.for %j = 0 to 4 {
        %a = affine.load %Ah[%j, 3 - %j] : memref<4x4xf32, 1>
        %b = affine.load %Bh[%j * 2] : memref<8xf32, 1>
        %s = arith.addf %a, %b : f32
        affine.store %s, %Bh[%j * 2 + 1] : memref<8xf32, 1>
        %c = affine.load %Bh[%j * 2 + 1] : memref<8xf32, 1>
        %d = arith.mulf %c, %a : f32
        affine.store %d, %C[%i, %j + %k * 4] : memref<4x8xf32>
      }
    }
  }
  memref.dealloc %t1 : memref<2xi32>
  memref.dealloc %Ah : memref<4x4xf32, 1>
  return
}
