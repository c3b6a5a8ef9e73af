#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#map2 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @load_store(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    affine.for %arg3 = 0 to 90 {
      affine.for %arg4 = 0 to 88 step 4 {
        %0 = affine.load %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        %1 = affine.load %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        %2 = arith.mulf %0, %1 : f32
        affine.store %2, %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        affine.store %2, %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        %3 = affine.apply #map(%arg4)
        %4 = affine.load %arg0[%arg3 + 3, %3 + 7] : memref<100x100xf32>
        %5 = affine.load %arg0[%arg3 + symbol(%arg1), %3 + symbol(%arg2)] : memref<100x100xf32>
        %6 = arith.mulf %4, %5 : f32
        affine.store %6, %arg0[%arg3 + 3, %3 + 7] : memref<100x100xf32>
        affine.store %6, %arg0[%arg3 + symbol(%arg1), %3 + symbol(%arg2)] : memref<100x100xf32>
        %7 = affine.apply #map1(%arg4)
        %8 = affine.load %arg0[%arg3 + 3, %7 + 7] : memref<100x100xf32>
        %9 = affine.load %arg0[%arg3 + symbol(%arg1), %7 + symbol(%arg2)] : memref<100x100xf32>
        %10 = arith.mulf %8, %9 : f32
        affine.store %10, %arg0[%arg3 + 3, %7 + 7] : memref<100x100xf32>
        affine.store %10, %arg0[%arg3 + symbol(%arg1), %7 + symbol(%arg2)] : memref<100x100xf32>
        %11 = affine.apply #map2(%arg4)
        %12 = affine.load %arg0[%arg3 + 3, %11 + 7] : memref<100x100xf32>
        %13 = affine.load %arg0[%arg3 + symbol(%arg1), %11 + symbol(%arg2)] : memref<100x100xf32>
        %14 = arith.mulf %12, %13 : f32
        affine.store %14, %arg0[%arg3 + 3, %11 + 7] : memref<100x100xf32>
        affine.store %14, %arg0[%arg3 + symbol(%arg1), %11 + symbol(%arg2)] : memref<100x100xf32>
      }
      affine.for %arg4 = 88 to 90 {
        %0 = affine.load %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        %1 = affine.load %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        %2 = arith.mulf %0, %1 : f32
        affine.store %2, %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        affine.store %2, %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
      }
    }
    return
  }
  func.func @vector_load_store(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    affine.for %arg3 = 0 to 90 {
      affine.for %arg4 = 0 to 80 step 4 {
        %0 = affine.vector_load %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>, vector<8xf32>
        %1 = affine.vector_load %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        %2 = affine.vector_load %arg0[%arg3, %arg4] : memref<100x100xf32>, vector<2x8xf32>
        affine.vector_store %0, %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>, vector<8xf32>
        affine.vector_store %1, %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        affine.vector_store %2, %arg0[%arg3, %arg4] : memref<100x100xf32>, vector<2x8xf32>
        %3 = affine.apply #map(%arg4)
        %4 = affine.vector_load %arg0[%arg3 + 3, %3 + 7] : memref<100x100xf32>, vector<8xf32>
        %5 = affine.vector_load %arg0[%arg3 + symbol(%arg1), %3 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        %6 = affine.vector_load %arg0[%arg3, %3] : memref<100x100xf32>, vector<2x8xf32>
        affine.vector_store %4, %arg0[%arg3 + 3, %3 + 7] : memref<100x100xf32>, vector<8xf32>
        affine.vector_store %5, %arg0[%arg3 + symbol(%arg1), %3 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        affine.vector_store %6, %arg0[%arg3, %3] : memref<100x100xf32>, vector<2x8xf32>
        %7 = affine.apply #map1(%arg4)
        %8 = affine.vector_load %arg0[%arg3 + 3, %7 + 7] : memref<100x100xf32>, vector<8xf32>
        %9 = affine.vector_load %arg0[%arg3 + symbol(%arg1), %7 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        %10 = affine.vector_load %arg0[%arg3, %7] : memref<100x100xf32>, vector<2x8xf32>
        affine.vector_store %8, %arg0[%arg3 + 3, %7 + 7] : memref<100x100xf32>, vector<8xf32>
        affine.vector_store %9, %arg0[%arg3 + symbol(%arg1), %7 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        affine.vector_store %10, %arg0[%arg3, %7] : memref<100x100xf32>, vector<2x8xf32>
        %11 = affine.apply #map2(%arg4)
        %12 = affine.vector_load %arg0[%arg3 + 3, %11 + 7] : memref<100x100xf32>, vector<8xf32>
        %13 = affine.vector_load %arg0[%arg3 + symbol(%arg1), %11 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        %14 = affine.vector_load %arg0[%arg3, %11] : memref<100x100xf32>, vector<2x8xf32>
        affine.vector_store %12, %arg0[%arg3 + 3, %11 + 7] : memref<100x100xf32>, vector<8xf32>
        affine.vector_store %13, %arg0[%arg3 + symbol(%arg1), %11 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        affine.vector_store %14, %arg0[%arg3, %11] : memref<100x100xf32>, vector<2x8xf32>
      }
    }
    return
  }
  func.func @prefetch(%arg0: memref<400x400xi32>) {
    affine.for %arg1 = 0 to 400 {
      affine.for %arg2 = 0 to 392 step 4 {
        affine.prefetch %arg0[%arg1, %arg2 + 5], read, locality<3>, data : memref<400x400xi32>
        %0 = affine.apply #map(%arg2)
        affine.prefetch %arg0[%arg1, %0 + 5], read, locality<3>, data : memref<400x400xi32>
        %1 = affine.apply #map1(%arg2)
        affine.prefetch %arg0[%arg1, %1 + 5], read, locality<3>, data : memref<400x400xi32>
        %2 = affine.apply #map2(%arg2)
        affine.prefetch %arg0[%arg1, %2 + 5], read, locality<3>, data : memref<400x400xi32>
      }
      affine.for %arg2 = 392 to 395 {
        affine.prefetch %arg0[%arg1, %arg2 + 5], read, locality<3>, data : memref<400x400xi32>
      }
    }
    return
  }
}

