// affine.dma_start / affine.dma_wait: transfers between memory spaces with
// affine subscripts, tag memrefs, optional stride arguments, and a
// double-buffered pipeline.
func.func @dma_basic(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %i: index, %j: index, %k: index, %l: index) {
  %num_elements = arith.constant 256 : index
  %idx = arith.constant 0 : index
  %tag = memref.alloc() : memref<1xi32, 2>
  affine.dma_start %src[%i + 3, %j], %dst[%k + 7, %l], %tag[%idx], %num_elements : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_wait %tag[%idx], %num_elements : memref<1xi32, 2>
  memref.dealloc %tag : memref<1xi32, 2>
  return
}

func.func @dma_strided(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>) {
  %c0 = arith.constant 0 : index
  %num_elements = arith.constant 256 : index
  %stride = arith.constant 128 : index
  %num_elt_per_stride = arith.constant 32 : index
  %tag = memref.alloc() : memref<1xi32, 2>
  affine.dma_start %src[%c0, %c0], %dst[%c0, %c0], %tag[%c0], %num_elements, %stride, %num_elt_per_stride
      : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_wait %tag[%c0], %num_elements : memref<1xi32, 2>
  return
}

// Each 256-element chunk of %src goes to one of two fast buffers, chosen
// by the parity of the chunk index; the tag memref has one slot per buffer.
func.func @double_buffer(%src: memref<2048xf32>, %out: memref<2048xf32>) {
  %buf = memref.alloc() : memref<2x256xf32, 1>
  %tags = memref.alloc() : memref<2xi32, 2>
  %c256 = arith.constant 256 : index
  affine.for %t = 0 to 8 {
    affine.dma_start %src[%t * 256], %buf[%t mod 2, 0], %tags[%t mod 2], %c256
        : memref<2048xf32>, memref<2x256xf32, 1>, memref<2xi32, 2>
    affine.dma_wait %tags[%t mod 2], %c256 : memref<2xi32, 2>
    affine.for %e = 0 to 256 {
      %v = affine.load %buf[%t mod 2, %e] : memref<2x256xf32, 1>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %out[%t * 256 + %e] : memref<2048xf32>
    }
  }
  memref.dealloc %tags : memref<2xi32, 2>
  memref.dealloc %buf : memref<2x256xf32, 1>
  return
}
