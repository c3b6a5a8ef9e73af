#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @heat_3d(%arg0: memref<20x20x20xf64>, %arg1: memref<20x20x20xf64>) {
    %cst = arith.constant 1.250000e-01 : f64
    %cst_0 = arith.constant 2.000000e+00 : f64
    affine.for %arg2 = 0 to 40 {
      %0 = affine.apply #map(%arg2)
      affine.for %arg3 = 0 to 18 {
        %1 = affine.apply #map(%arg3)
        affine.for %arg4 = 0 to 18 {
          %2 = affine.apply #map(%arg4)
          affine.for %arg5 = 0 to 18 {
            %3 = affine.apply #map(%arg5)
            %4 = affine.load %arg0[%1 + 1, %2, %3] : memref<20x20x20xf64>
            %5 = affine.load %arg0[%1, %2, %3] : memref<20x20x20xf64>
            %6 = affine.load %arg0[%1 - 1, %2, %3] : memref<20x20x20xf64>
            %7 = affine.load %arg0[%1, %2 + 1, %3] : memref<20x20x20xf64>
            %8 = affine.load %arg0[%1, %2 - 1, %3] : memref<20x20x20xf64>
            %9 = affine.load %arg0[%1, %2, %3 + 1] : memref<20x20x20xf64>
            %10 = affine.load %arg0[%1, %2, %3 - 1] : memref<20x20x20xf64>
            %11 = arith.mulf %cst_0, %5 : f64
            %12 = arith.subf %4, %11 : f64
            %13 = arith.addf %12, %6 : f64
            %14 = arith.subf %7, %11 : f64
            %15 = arith.addf %14, %8 : f64
            %16 = arith.subf %9, %11 : f64
            %17 = arith.addf %16, %10 : f64
            %18 = arith.mulf %cst, %13 : f64
            %19 = arith.mulf %cst, %15 : f64
            %20 = arith.mulf %cst, %17 : f64
            %21 = arith.addf %18, %19 : f64
            %22 = arith.addf %21, %20 : f64
            %23 = arith.addf %22, %5 : f64
            affine.store %23, %arg1[%1, %2, %3] : memref<20x20x20xf64>
          }
        }
      }
      affine.for %arg3 = 0 to 18 {
        %1 = affine.apply #map(%arg3)
        affine.for %arg4 = 0 to 18 {
          %2 = affine.apply #map(%arg4)
          affine.for %arg5 = 0 to 18 {
            %3 = affine.apply #map(%arg5)
            %4 = affine.load %arg1[%1, %2, %3] : memref<20x20x20xf64>
            affine.store %4, %arg0[%1, %2, %3] : memref<20x20x20xf64>
          }
        }
      }
    }
    return
  }
}

