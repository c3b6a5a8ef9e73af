#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#map2 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @floyd_warshall(%arg0: memref<180x180xi32>) {
    affine.for %arg1 = 0 to 180 {
      affine.for %arg2 = 0 to 180 {
        affine.for %arg3 = 0 to 180 step 4 {
          %0 = affine.load %arg0[%arg2, %arg3] : memref<180x180xi32>
          %1 = affine.load %arg0[%arg2, %arg1] : memref<180x180xi32>
          %2 = affine.load %arg0[%arg1, %arg3] : memref<180x180xi32>
          %3 = arith.addi %1, %2 : i32
          %4 = arith.cmpi slt, %0, %3 : i32
          %5 = arith.select %4, %0, %3 : i32
          affine.store %5, %arg0[%arg2, %arg3] : memref<180x180xi32>
          %6 = affine.apply #map(%arg3)
          %7 = affine.load %arg0[%arg2, %6] : memref<180x180xi32>
          %8 = affine.load %arg0[%arg2, %arg1] : memref<180x180xi32>
          %9 = affine.load %arg0[%arg1, %6] : memref<180x180xi32>
          %10 = arith.addi %8, %9 : i32
          %11 = arith.cmpi slt, %7, %10 : i32
          %12 = arith.select %11, %7, %10 : i32
          affine.store %12, %arg0[%arg2, %6] : memref<180x180xi32>
          %13 = affine.apply #map1(%arg3)
          %14 = affine.load %arg0[%arg2, %13] : memref<180x180xi32>
          %15 = affine.load %arg0[%arg2, %arg1] : memref<180x180xi32>
          %16 = affine.load %arg0[%arg1, %13] : memref<180x180xi32>
          %17 = arith.addi %15, %16 : i32
          %18 = arith.cmpi slt, %14, %17 : i32
          %19 = arith.select %18, %14, %17 : i32
          affine.store %19, %arg0[%arg2, %13] : memref<180x180xi32>
          %20 = affine.apply #map2(%arg3)
          %21 = affine.load %arg0[%arg2, %20] : memref<180x180xi32>
          %22 = affine.load %arg0[%arg2, %arg1] : memref<180x180xi32>
          %23 = affine.load %arg0[%arg1, %20] : memref<180x180xi32>
          %24 = arith.addi %22, %23 : i32
          %25 = arith.cmpi slt, %21, %24 : i32
          %26 = arith.select %25, %21, %24 : i32
          affine.store %26, %arg0[%arg2, %20] : memref<180x180xi32>
        }
      }
    }
    return
  }
}

