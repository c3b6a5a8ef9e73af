// Seed 000 (affine dialect reference, older edition),
// sections "'affine.dma_start' operation" and "'affine.dma_wait'
// operation". Today's syntax: arith.constant with index type for the
// element count, memref.alloc for the tag, integer memory spaces 0/1/2 on
// the types (the seed allocates the tag in space 4 but passes it as space
// 2; here the tag lives in space 2 throughout).

func.func @dma(%src: memref<40x128xf32, 0>, %dst: memref<2x1024xf32, 1>,
               %i: index, %j: index, %k: index, %l: index) {
  %num_elements = arith.constant 256 : index
  %idx = arith.constant 0 : index
  %tag = memref.alloc() : memref<1xi32, 2>
  affine.dma_start %src[%i + 3, %j], %dst[%k + 7, %l], %tag[%idx],
    %num_elements :
      memref<40x128xf32, 0>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_wait %tag[%idx], %num_elements : memref<1xi32, 2>
  // If %stride and %num_elt_per_stride are specified, the DMA is expected
  // to transfer %num_elt_per_stride elements every %stride elements apart
  // from memory space 0 until %num_elements are transferred.
  %stride = arith.constant 128 : index
  %num_elt_per_stride = arith.constant 64 : index
  affine.dma_start %src[%i, %j], %dst[%k, %l], %tag[%idx], %num_elements,
    %stride, %num_elt_per_stride :
      memref<40x128xf32, 0>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_wait %tag[%idx], %num_elements : memref<1xi32, 2>
  return
}

// The dma_wait section's example: a 1-D source in space 0.
func.func @dma_wait_example(%src: memref<2048xf32, 0>, %dst: memref<256xf32, 1>,
                            %tag: memref<1xi32, 2>, %i: index, %k: index, %index: index) {
  %num_elements = arith.constant 256 : index
  affine.dma_start %src[%i], %dst[%k], %tag[%index], %num_elements :
    memref<2048xf32, 0>, memref<256xf32, 1>, memref<1xi32, 2>
  affine.dma_wait %tag[%index], %num_elements : memref<1xi32, 2>
  return
}
