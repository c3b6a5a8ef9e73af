#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 4)>
module {
  func.func @heat_3d(%arg0: memref<20x20x20xf64>, %arg1: memref<20x20x20xf64>) {
    %cst = arith.constant 1.250000e-01 : f64
    %cst_0 = arith.constant 2.000000e+00 : f64
    affine.for %arg2 = 1 to 41 step 4 {
      affine.for %arg3 = #map(%arg2) to #map1(%arg2) {
        affine.for %arg4 = 1 to 19 {
          affine.for %arg5 = 1 to 19 {
            affine.for %arg6 = 1 to 19 {
              %0 = affine.load %arg0[%arg4 + 1, %arg5, %arg6] : memref<20x20x20xf64>
              %1 = affine.load %arg0[%arg4, %arg5, %arg6] : memref<20x20x20xf64>
              %2 = affine.load %arg0[%arg4 - 1, %arg5, %arg6] : memref<20x20x20xf64>
              %3 = affine.load %arg0[%arg4, %arg5 + 1, %arg6] : memref<20x20x20xf64>
              %4 = affine.load %arg0[%arg4, %arg5 - 1, %arg6] : memref<20x20x20xf64>
              %5 = affine.load %arg0[%arg4, %arg5, %arg6 + 1] : memref<20x20x20xf64>
              %6 = affine.load %arg0[%arg4, %arg5, %arg6 - 1] : memref<20x20x20xf64>
              %7 = arith.mulf %cst_0, %1 : f64
              %8 = arith.subf %0, %7 : f64
              %9 = arith.addf %8, %2 : f64
              %10 = arith.subf %3, %7 : f64
              %11 = arith.addf %10, %4 : f64
              %12 = arith.subf %5, %7 : f64
              %13 = arith.addf %12, %6 : f64
              %14 = arith.mulf %cst, %9 : f64
              %15 = arith.mulf %cst, %11 : f64
              %16 = arith.mulf %cst, %13 : f64
              %17 = arith.addf %14, %15 : f64
              %18 = arith.addf %17, %16 : f64
              %19 = arith.addf %18, %1 : f64
              affine.store %19, %arg1[%arg4, %arg5, %arg6] : memref<20x20x20xf64>
            }
          }
        }
        affine.for %arg4 = 1 to 19 {
          affine.for %arg5 = 1 to 19 {
            affine.for %arg6 = 1 to 19 {
              %0 = affine.load %arg1[%arg4, %arg5, %arg6] : memref<20x20x20xf64>
              affine.store %0, %arg0[%arg4, %arg5, %arg6] : memref<20x20x20xf64>
            }
          }
        }
      }
    }
    return
  }
}

