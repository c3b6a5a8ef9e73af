// mlir-opt 22 --affine-pipeline-data-transfer on ../refused-stale-read.mlir
// (saved by scripts/save-pipeline-mlir-opt-reference.sh; do not edit)
#map = affine_map<(d0) -> (d0 - 1)>
#map1 = affine_map<(d0) -> (d0 mod 2)>
#set = affine_set<(d0) : (d0 - 1 >= 0)>
module {
  func.func @f(%arg0: memref<256xf32>, %arg1: memref<256xf32>) {
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c31 = arith.constant 31 : index
    %alloc = memref.alloc() : memref<2x32xf32, 1>
    %alloc_1 = memref.alloc() : memref<2x1xi32>
    affine.dma_start %arg0[%c0 * 31], %alloc[%c0 mod 2, 1], %alloc_1[%c0 mod 2, 0], %c31 : memref<256xf32>, memref<2x32xf32, 1>, memref<2x1xi32>
    affine.for %arg2 = 1 to 8 {
      affine.dma_start %arg0[%arg2 * 31], %alloc[%arg2 mod 2, 1], %alloc_1[%arg2 mod 2, 0], %c31 : memref<256xf32>, memref<2x32xf32, 1>, memref<2x1xi32>
      %4 = affine.apply #map(%arg2)
      %5 = affine.apply #map1(%4)
      %6 = affine.apply #map1(%4)
      affine.dma_wait %alloc_1[%4 mod 2, 0], %c31 : memref<2x1xi32>
      affine.if #set(%4) {
        %8 = affine.load %alloc[%4 mod 2, 0] : memref<2x32xf32, 1>
        affine.store %8, %arg1[%4 + 200] : memref<256xf32>
      }
      %7 = affine.load %alloc[%4 mod 2, %4 + 1] : memref<2x32xf32, 1>
      affine.store %7, %alloc[%4 mod 2, 0] : memref<2x32xf32, 1>
      affine.for %arg3 = 1 to 32 {
        %8 = affine.load %alloc[%4 mod 2, %arg3] : memref<2x32xf32, 1>
        %9 = arith.mulf %8, %8 : f32
        affine.store %9, %arg1[%4 * 24 + %arg3] : memref<256xf32>
      }
    }
    %0 = affine.apply #map(%c8)
    %1 = affine.apply #map1(%0)
    %2 = affine.apply #map1(%0)
    affine.dma_wait %alloc_1[%0 mod 2, 0], %c31 : memref<2x1xi32>
    affine.if #set(%0) {
      %4 = affine.load %alloc[%0 mod 2, 0] : memref<2x32xf32, 1>
      affine.store %4, %arg1[%0 + 200] : memref<256xf32>
    }
    %3 = affine.load %alloc[%0 mod 2, %0 + 1] : memref<2x32xf32, 1>
    affine.store %3, %alloc[%0 mod 2, 0] : memref<2x32xf32, 1>
    affine.for %arg2 = 1 to 32 {
      %4 = affine.load %alloc[%0 mod 2, %arg2] : memref<2x32xf32, 1>
      %5 = arith.mulf %4, %4 : f32
      affine.store %5, %arg1[%0 * 24 + %arg2] : memref<256xf32>
    }
    memref.dealloc %alloc_1 : memref<2x1xi32>
    memref.dealloc %alloc : memref<2x32xf32, 1>
    return
  }
}

