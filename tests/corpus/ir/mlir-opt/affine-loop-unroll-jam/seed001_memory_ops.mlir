#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @load_store(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    affine.for %arg3 = 0 to 90 step 2 {
      affine.for %arg4 = 0 to 90 {
        %0 = affine.load %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        %1 = affine.load %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        %2 = arith.mulf %0, %1 : f32
        affine.store %2, %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        affine.store %2, %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        %3 = affine.apply #map(%arg3)
        %4 = affine.load %arg0[%3 + 3, %arg4 + 7] : memref<100x100xf32>
        %5 = affine.load %arg0[%3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        %6 = arith.mulf %4, %5 : f32
        affine.store %6, %arg0[%3 + 3, %arg4 + 7] : memref<100x100xf32>
        affine.store %6, %arg0[%3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
      }
    }
    return
  }
  func.func @vector_load_store(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    affine.for %arg3 = 0 to 90 step 2 {
      affine.for %arg4 = 0 to 80 {
        %0 = affine.vector_load %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>, vector<8xf32>
        %1 = affine.vector_load %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        %2 = affine.vector_load %arg0[%arg3, %arg4] : memref<100x100xf32>, vector<2x8xf32>
        affine.vector_store %0, %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>, vector<8xf32>
        affine.vector_store %1, %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        affine.vector_store %2, %arg0[%arg3, %arg4] : memref<100x100xf32>, vector<2x8xf32>
        %3 = affine.apply #map(%arg3)
        %4 = affine.vector_load %arg0[%3 + 3, %arg4 + 7] : memref<100x100xf32>, vector<8xf32>
        %5 = affine.vector_load %arg0[%3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        %6 = affine.vector_load %arg0[%3, %arg4] : memref<100x100xf32>, vector<2x8xf32>
        affine.vector_store %4, %arg0[%3 + 3, %arg4 + 7] : memref<100x100xf32>, vector<8xf32>
        affine.vector_store %5, %arg0[%3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        affine.vector_store %6, %arg0[%3, %arg4] : memref<100x100xf32>, vector<2x8xf32>
      }
    }
    return
  }
  func.func @prefetch(%arg0: memref<400x400xi32>) {
    affine.for %arg1 = 0 to 400 step 2 {
      affine.for %arg2 = 0 to 395 {
        affine.prefetch %arg0[%arg1, %arg2 + 5], read, locality<3>, data : memref<400x400xi32>
        %0 = affine.apply #map(%arg1)
        affine.prefetch %arg0[%0, %arg2 + 5], read, locality<3>, data : memref<400x400xi32>
      }
    }
    return
  }
}

