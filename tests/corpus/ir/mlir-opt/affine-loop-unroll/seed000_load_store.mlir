#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#map2 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @load_store(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    affine.for %arg3 = 0 to 90 {
      affine.for %arg4 = 0 to 88 step 4 {
        %0 = affine.load %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        %1 = affine.load %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        affine.store %2, %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        %3 = affine.apply #map(%arg4)
        %4 = affine.load %arg0[%arg3 + 3, %3 + 7] : memref<100x100xf32>
        %5 = affine.load %arg0[%arg3 + symbol(%arg1), %3 + symbol(%arg2)] : memref<100x100xf32>
        %6 = arith.addf %4, %5 : f32
        affine.store %6, %arg0[%arg3 + 3, %3 + 7] : memref<100x100xf32>
        affine.store %6, %arg0[%arg3 + symbol(%arg1), %3 + symbol(%arg2)] : memref<100x100xf32>
        %7 = affine.apply #map1(%arg4)
        %8 = affine.load %arg0[%arg3 + 3, %7 + 7] : memref<100x100xf32>
        %9 = affine.load %arg0[%arg3 + symbol(%arg1), %7 + symbol(%arg2)] : memref<100x100xf32>
        %10 = arith.addf %8, %9 : f32
        affine.store %10, %arg0[%arg3 + 3, %7 + 7] : memref<100x100xf32>
        affine.store %10, %arg0[%arg3 + symbol(%arg1), %7 + symbol(%arg2)] : memref<100x100xf32>
        %11 = affine.apply #map2(%arg4)
        %12 = affine.load %arg0[%arg3 + 3, %11 + 7] : memref<100x100xf32>
        %13 = affine.load %arg0[%arg3 + symbol(%arg1), %11 + symbol(%arg2)] : memref<100x100xf32>
        %14 = arith.addf %12, %13 : f32
        affine.store %14, %arg0[%arg3 + 3, %11 + 7] : memref<100x100xf32>
        affine.store %14, %arg0[%arg3 + symbol(%arg1), %11 + symbol(%arg2)] : memref<100x100xf32>
      }
      affine.for %arg4 = 88 to 90 {
        %0 = affine.load %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        %1 = affine.load %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        affine.store %2, %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
      }
    }
    return
  }
}

