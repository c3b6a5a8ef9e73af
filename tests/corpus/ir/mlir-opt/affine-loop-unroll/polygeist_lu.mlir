#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ((d0 floordiv 4) * 4)>
#map2 = affine_map<(d0) -> (d0 + 1)>
#map3 = affine_map<(d0) -> (d0 + 2)>
#map4 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @kernel_lu(%arg0: i32, %arg1: memref<?x2000xf64>) {
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg2 = 0 to %0 {
      affine.for %arg3 = 0 to #map(%arg2) {
        affine.for %arg4 = 0 to #map1(%arg3) step 4 {
          %4 = affine.load %arg1[%arg2, %arg4] : memref<?x2000xf64>
          %5 = affine.load %arg1[%arg4, %arg3] : memref<?x2000xf64>
          %6 = arith.mulf %4, %5 : f64
          %7 = affine.load %arg1[%arg2, %arg3] : memref<?x2000xf64>
          %8 = arith.subf %7, %6 : f64
          affine.store %8, %arg1[%arg2, %arg3] : memref<?x2000xf64>
          %9 = affine.apply #map2(%arg4)
          %10 = affine.load %arg1[%arg2, %9] : memref<?x2000xf64>
          %11 = affine.load %arg1[%9, %arg3] : memref<?x2000xf64>
          %12 = arith.mulf %10, %11 : f64
          %13 = affine.load %arg1[%arg2, %arg3] : memref<?x2000xf64>
          %14 = arith.subf %13, %12 : f64
          affine.store %14, %arg1[%arg2, %arg3] : memref<?x2000xf64>
          %15 = affine.apply #map3(%arg4)
          %16 = affine.load %arg1[%arg2, %15] : memref<?x2000xf64>
          %17 = affine.load %arg1[%15, %arg3] : memref<?x2000xf64>
          %18 = arith.mulf %16, %17 : f64
          %19 = affine.load %arg1[%arg2, %arg3] : memref<?x2000xf64>
          %20 = arith.subf %19, %18 : f64
          affine.store %20, %arg1[%arg2, %arg3] : memref<?x2000xf64>
          %21 = affine.apply #map4(%arg4)
          %22 = affine.load %arg1[%arg2, %21] : memref<?x2000xf64>
          %23 = affine.load %arg1[%21, %arg3] : memref<?x2000xf64>
          %24 = arith.mulf %22, %23 : f64
          %25 = affine.load %arg1[%arg2, %arg3] : memref<?x2000xf64>
          %26 = arith.subf %25, %24 : f64
          affine.store %26, %arg1[%arg2, %arg3] : memref<?x2000xf64>
        }
        affine.for %arg4 = #map1(%arg3) to #map(%arg3) {
          %4 = affine.load %arg1[%arg2, %arg4] : memref<?x2000xf64>
          %5 = affine.load %arg1[%arg4, %arg3] : memref<?x2000xf64>
          %6 = arith.mulf %4, %5 : f64
          %7 = affine.load %arg1[%arg2, %arg3] : memref<?x2000xf64>
          %8 = arith.subf %7, %6 : f64
          affine.store %8, %arg1[%arg2, %arg3] : memref<?x2000xf64>
        }
        %1 = affine.load %arg1[%arg3, %arg3] : memref<?x2000xf64>
        %2 = affine.load %arg1[%arg2, %arg3] : memref<?x2000xf64>
        %3 = arith.divf %2, %1 : f64
        affine.store %3, %arg1[%arg2, %arg3] : memref<?x2000xf64>
      }
      affine.for %arg3 = #map(%arg2) to %0 {
        affine.for %arg4 = 0 to #map1(%arg2) step 4 {
          %1 = affine.load %arg1[%arg2, %arg4] : memref<?x2000xf64>
          %2 = affine.load %arg1[%arg4, %arg3] : memref<?x2000xf64>
          %3 = arith.mulf %1, %2 : f64
          %4 = affine.load %arg1[%arg2, %arg3] : memref<?x2000xf64>
          %5 = arith.subf %4, %3 : f64
          affine.store %5, %arg1[%arg2, %arg3] : memref<?x2000xf64>
          %6 = affine.apply #map2(%arg4)
          %7 = affine.load %arg1[%arg2, %6] : memref<?x2000xf64>
          %8 = affine.load %arg1[%6, %arg3] : memref<?x2000xf64>
          %9 = arith.mulf %7, %8 : f64
          %10 = affine.load %arg1[%arg2, %arg3] : memref<?x2000xf64>
          %11 = arith.subf %10, %9 : f64
          affine.store %11, %arg1[%arg2, %arg3] : memref<?x2000xf64>
          %12 = affine.apply #map3(%arg4)
          %13 = affine.load %arg1[%arg2, %12] : memref<?x2000xf64>
          %14 = affine.load %arg1[%12, %arg3] : memref<?x2000xf64>
          %15 = arith.mulf %13, %14 : f64
          %16 = affine.load %arg1[%arg2, %arg3] : memref<?x2000xf64>
          %17 = arith.subf %16, %15 : f64
          affine.store %17, %arg1[%arg2, %arg3] : memref<?x2000xf64>
          %18 = affine.apply #map4(%arg4)
          %19 = affine.load %arg1[%arg2, %18] : memref<?x2000xf64>
          %20 = affine.load %arg1[%18, %arg3] : memref<?x2000xf64>
          %21 = arith.mulf %19, %20 : f64
          %22 = affine.load %arg1[%arg2, %arg3] : memref<?x2000xf64>
          %23 = arith.subf %22, %21 : f64
          affine.store %23, %arg1[%arg2, %arg3] : memref<?x2000xf64>
        }
        affine.for %arg4 = #map1(%arg2) to #map(%arg2) {
          %1 = affine.load %arg1[%arg2, %arg4] : memref<?x2000xf64>
          %2 = affine.load %arg1[%arg4, %arg3] : memref<?x2000xf64>
          %3 = arith.mulf %1, %2 : f64
          %4 = affine.load %arg1[%arg2, %arg3] : memref<?x2000xf64>
          %5 = arith.subf %4, %3 : f64
          affine.store %5, %arg1[%arg2, %arg3] : memref<?x2000xf64>
        }
      }
    }
    return
  }
}

