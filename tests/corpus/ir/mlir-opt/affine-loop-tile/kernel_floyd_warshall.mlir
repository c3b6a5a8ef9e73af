#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 4)>
module {
  func.func @floyd_warshall(%arg0: memref<180x180xi32>) {
    affine.for %arg1 = 0 to 180 step 4 {
      affine.for %arg2 = 0 to 180 step 4 {
        affine.for %arg3 = 0 to 180 step 4 {
          affine.for %arg4 = #map(%arg1) to #map1(%arg1) {
            affine.for %arg5 = #map(%arg2) to #map1(%arg2) {
              affine.for %arg6 = #map(%arg3) to #map1(%arg3) {
                %0 = affine.load %arg0[%arg5, %arg6] : memref<180x180xi32>
                %1 = affine.load %arg0[%arg5, %arg4] : memref<180x180xi32>
                %2 = affine.load %arg0[%arg4, %arg6] : memref<180x180xi32>
                %3 = arith.addi %1, %2 : i32
                %4 = arith.cmpi slt, %0, %3 : i32
                %5 = arith.select %4, %0, %3 : i32
                affine.store %5, %arg0[%arg5, %arg6] : memref<180x180xi32>
              }
            }
          }
        }
      }
    }
    return
  }
}

