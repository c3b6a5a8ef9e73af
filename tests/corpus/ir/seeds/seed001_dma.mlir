// Seed 001 (affine dialect reference, current edition),
// sections "affine.dma_start" (Examples 1 and 2) and "affine.dma_wait".
// The seed's constant lacks a type and its tag is allocated in space 4 but
// typed as space 2; here the element count is an index constant and the tag
// lives in space 2.

func.func @dma(%src: memref<40x128xf32, 0>, %dst: memref<2x1024xf32, 1>,
               %i: index, %j: index, %k: index, %l: index,
               %stride: index, %num_elt_per_stride: index) {
  %num_elements = arith.constant 256 : index
  %idx = arith.constant 0 : index
  %tag = memref.alloc() : memref<1xi32, 2>
  affine.dma_start %src[%i + 3, %j], %dst[%k + 7, %l], %tag[%idx],
    %num_elements :
      memref<40x128xf32, 0>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_wait %tag[%idx], %num_elements : memref<1xi32, 2>
  affine.dma_start %src[%i, %j], %dst[%k, %l], %tag[%idx], %num_elements,
    %stride, %num_elt_per_stride :
      memref<40x128xf32, 0>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_wait %tag[%idx], %num_elements : memref<1xi32, 2>
  return
}
