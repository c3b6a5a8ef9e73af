func.func @f(%A: memref<256xf32>, %B: memref<256xf32>) {
  %Ah = memref.alloc() : memref<32xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  %zero = arith.constant 0 : index
  %num = arith.constant 31 : index
  affine.for %i = 0 to 8 {
    affine.dma_start %A[%i * 31], %Ah[1], %tag[%zero], %num : memref<256xf32>, memref<32xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%zero], %num : memref<1xi32>
    affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) {
      %p = affine.load %Ah[0] : memref<32xf32, 1>
      affine.store %p, %B[%i + 200] : memref<256xf32>
    }
    %q = affine.load %Ah[%i + 1] : memref<32xf32, 1>
    affine.store %q, %Ah[0] : memref<32xf32, 1>
    affine.for %j = 1 to 32 {
      %v = affine.load %Ah[%j] : memref<32xf32, 1>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %B[%i * 24 + %j] : memref<256xf32>
    }
  }
  memref.dealloc %tag : memref<1xi32>
  memref.dealloc %Ah : memref<32xf32, 1>
  return
}
