// mlir-opt 22 --affine-pipeline-data-transfer on ../refused-next-source.mlir
// (saved by scripts/save-pipeline-mlir-opt-reference.sh; do not edit)
#map = affine_map<(d0) -> (d0 - 1)>
#map1 = affine_map<(d0) -> (d0 mod 2)>
module {
  func.func @f(%arg0: memref<72xf32>) {
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c8_1 = arith.constant 8 : index
    %alloc = memref.alloc() : memref<2x8xf32, 1>
    %alloc_2 = memref.alloc() : memref<2x1xi32>
    affine.dma_start %arg0[%c0 * 8], %alloc[%c0 mod 2, 0], %alloc_2[%c0 mod 2, 0], %c8_1 : memref<72xf32>, memref<2x8xf32, 1>, memref<2x1xi32>
    affine.for %arg1 = 1 to 8 {
      affine.dma_start %arg0[%arg1 * 8], %alloc[%arg1 mod 2, 0], %alloc_2[%arg1 mod 2, 0], %c8_1 : memref<72xf32>, memref<2x8xf32, 1>, memref<2x1xi32>
      %3 = affine.apply #map(%arg1)
      %4 = affine.apply #map1(%3)
      %5 = affine.apply #map1(%3)
      affine.dma_wait %alloc_2[%3 mod 2, 0], %c8_1 : memref<2x1xi32>
      affine.for %arg2 = 0 to 8 {
        %6 = affine.load %alloc[%3 mod 2, %arg2] : memref<2x8xf32, 1>
        %7 = arith.addf %6, %6 : f32
        affine.store %7, %arg0[%3 * 8 + %arg2 + 8] : memref<72xf32>
      }
    }
    %0 = affine.apply #map(%c8)
    %1 = affine.apply #map1(%0)
    %2 = affine.apply #map1(%0)
    affine.dma_wait %alloc_2[%0 mod 2, 0], %c8_1 : memref<2x1xi32>
    affine.for %arg1 = 0 to 8 {
      %3 = affine.load %alloc[%0 mod 2, %arg1] : memref<2x8xf32, 1>
      %4 = arith.addf %3, %3 : f32
      affine.store %4, %arg0[%0 * 8 + %arg1 + 8] : memref<72xf32>
    }
    memref.dealloc %alloc_2 : memref<2x1xi32>
    memref.dealloc %alloc : memref<2x8xf32, 1>
    return
  }
}

