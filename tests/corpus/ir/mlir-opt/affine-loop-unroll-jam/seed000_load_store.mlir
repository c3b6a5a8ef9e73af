#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @load_store(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    affine.for %arg3 = 0 to 90 step 2 {
      affine.for %arg4 = 0 to 90 {
        %0 = affine.load %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        %1 = affine.load %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        affine.store %2, %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        %3 = affine.apply #map(%arg3)
        %4 = affine.load %arg0[%3 + 3, %arg4 + 7] : memref<100x100xf32>
        %5 = affine.load %arg0[%3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        %6 = arith.addf %4, %5 : f32
        affine.store %6, %arg0[%3 + 3, %arg4 + 7] : memref<100x100xf32>
        affine.store %6, %arg0[%3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
      }
    }
    return
  }
}

