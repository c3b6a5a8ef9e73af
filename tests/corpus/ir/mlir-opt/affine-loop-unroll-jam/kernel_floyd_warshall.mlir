#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @floyd_warshall(%arg0: memref<180x180xi32>) {
    affine.for %arg1 = 0 to 180 step 2 {
      affine.for %arg2 = 0 to 180 {
        affine.for %arg3 = 0 to 180 {
          %0 = affine.load %arg0[%arg2, %arg3] : memref<180x180xi32>
          %1 = affine.load %arg0[%arg2, %arg1] : memref<180x180xi32>
          %2 = affine.load %arg0[%arg1, %arg3] : memref<180x180xi32>
          %3 = arith.addi %1, %2 : i32
          %4 = arith.cmpi slt, %0, %3 : i32
          %5 = arith.select %4, %0, %3 : i32
          affine.store %5, %arg0[%arg2, %arg3] : memref<180x180xi32>
          %6 = affine.apply #map(%arg1)
          %7 = affine.load %arg0[%arg2, %arg3] : memref<180x180xi32>
          %8 = affine.load %arg0[%arg2, %6] : memref<180x180xi32>
          %9 = affine.load %arg0[%6, %arg3] : memref<180x180xi32>
          %10 = arith.addi %8, %9 : i32
          %11 = arith.cmpi slt, %7, %10 : i32
          %12 = arith.select %11, %7, %10 : i32
          affine.store %12, %arg0[%arg2, %arg3] : memref<180x180xi32>
        }
      }
    }
    return
  }
}

