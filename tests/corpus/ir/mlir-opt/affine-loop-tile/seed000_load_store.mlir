#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 4, 90)>
module {
  func.func @load_store(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    affine.for %arg3 = 0 to 90 step 4 {
      affine.for %arg4 = 0 to 90 step 4 {
        affine.for %arg5 = #map(%arg3) to min #map1(%arg3) {
          affine.for %arg6 = #map(%arg4) to min #map1(%arg4) {
            %0 = affine.load %arg0[%arg5 + 3, %arg6 + 7] : memref<100x100xf32>
            %1 = affine.load %arg0[%arg5 + symbol(%arg1), %arg6 + symbol(%arg2)] : memref<100x100xf32>
            %2 = arith.addf %0, %1 : f32
            affine.store %2, %arg0[%arg5 + 3, %arg6 + 7] : memref<100x100xf32>
            affine.store %2, %arg0[%arg5 + symbol(%arg1), %arg6 + symbol(%arg2)] : memref<100x100xf32>
          }
        }
      }
    }
    return
  }
}

