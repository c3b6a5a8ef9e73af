#map = affine_map<(d0, d1) -> (d0 mod 2)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0 * 256 + d1)>
module {
  func.func @dma_basic(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<1xi32, 2>
    affine.dma_start %arg0[%arg2 + 3, %arg3], %arg1[%arg4 + 7, %arg5], %alloc[%c0], %c256 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    affine.dma_wait %alloc[%c0], %c256 : memref<1xi32, 2>
    memref.dealloc %alloc : memref<1xi32, 2>
    return
  }
  func.func @dma_strided(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>) {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c128 = arith.constant 128 : index
    %c32 = arith.constant 32 : index
    %alloc = memref.alloc() : memref<1xi32, 2>
    affine.dma_start %arg0[%c0, %c0], %arg1[%c0, %c0], %alloc[%c0], %c256, %c128, %c32 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    affine.dma_wait %alloc[%c0], %c256 : memref<1xi32, 2>
    return
  }
  func.func @double_buffer(%arg0: memref<2048xf32>, %arg1: memref<2048xf32>) {
    %alloc = memref.alloc() : memref<2x256xf32, 1>
    %alloc_0 = memref.alloc() : memref<2xi32, 2>
    %c256 = arith.constant 256 : index
    affine.for %arg2 = 0 to 8 {
      affine.dma_start %arg0[%arg2 * 256], %alloc[%arg2 mod 2, 0], %alloc_0[%arg2 mod 2], %c256 : memref<2048xf32>, memref<2x256xf32, 1>, memref<2xi32, 2>
      affine.dma_wait %alloc_0[%arg2 mod 2], %c256 : memref<2xi32, 2>
      affine.for %arg3 = 0 to 256 step 8 {
        %0 = affine.apply #map(%arg2, %arg3)
        %1 = affine.apply #map1(%arg2, %arg3)
        %2 = ub.poison : f32
        %3 = vector.transfer_read %alloc[%0, %1], %2 : memref<2x256xf32, 1>, vector<8xf32>
        %4 = arith.mulf %3, %3 : vector<8xf32>
        %5 = affine.apply #map2(%arg2, %arg3)
        vector.transfer_write %4, %arg1[%5] : vector<8xf32>, memref<2048xf32>
      }
    }
    memref.dealloc %alloc_0 : memref<2xi32, 2>
    memref.dealloc %alloc : memref<2x256xf32, 1>
    return
  }
}

