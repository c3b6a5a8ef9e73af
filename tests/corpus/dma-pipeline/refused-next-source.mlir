func.func @f(%A: memref<72xf32>) {
  %Ah = memref.alloc() : memref<8xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to 8 {
    affine.dma_start %A[%i * 8], %Ah[0], %tag[%c0], %c8 : memref<72xf32>, memref<8xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %c8 : memref<1xi32>
    affine.for %j = 0 to 8 {
      %v = affine.load %Ah[%j] : memref<8xf32, 1>
      %w = arith.addf %v, %v : f32
      affine.store %w, %A[%i * 8 + %j + 8] : memref<72xf32>
    }
  }
  return
}
