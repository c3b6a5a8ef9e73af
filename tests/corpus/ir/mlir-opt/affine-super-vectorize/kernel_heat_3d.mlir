#map = affine_map<(d0, d1, d2) -> (d0 + 1)>
#map1 = affine_map<(d0, d1, d2) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0 - 1)>
#map4 = affine_map<(d0, d1, d2) -> (d0)>
#map5 = affine_map<(d0, d1, d2) -> (d1 + 1)>
#map6 = affine_map<(d0, d1, d2) -> (d1 - 1)>
#map7 = affine_map<(d0, d1, d2) -> (d2 + 1)>
#map8 = affine_map<(d0, d1, d2) -> (d2 - 1)>
module {
  func.func @heat_3d(%arg0: memref<20x20x20xf64>, %arg1: memref<20x20x20xf64>) {
    %cst = arith.constant 1.250000e-01 : f64
    %cst_0 = arith.constant 2.000000e+00 : f64
    affine.for %arg2 = 1 to 41 {
      affine.for %arg3 = 1 to 19 {
        affine.for %arg4 = 1 to 19 {
          affine.for %arg5 = 1 to 19 step 8 {
            %cst_1 = arith.constant dense<1.250000e-01> : vector<8xf64>
            %cst_2 = arith.constant dense<2.000000e+00> : vector<8xf64>
            %0 = affine.apply #map(%arg3, %arg4, %arg5)
            %1 = affine.apply #map1(%arg3, %arg4, %arg5)
            %2 = affine.apply #map2(%arg3, %arg4, %arg5)
            %3 = ub.poison : f64
            %4 = vector.transfer_read %arg0[%0, %1, %2], %3 : memref<20x20x20xf64>, vector<8xf64>
            %5 = ub.poison : f64
            %6 = vector.transfer_read %arg0[%arg3, %arg4, %arg5], %5 : memref<20x20x20xf64>, vector<8xf64>
            %7 = affine.apply #map3(%arg3, %arg4, %arg5)
            %8 = affine.apply #map1(%arg3, %arg4, %arg5)
            %9 = affine.apply #map2(%arg3, %arg4, %arg5)
            %10 = ub.poison : f64
            %11 = vector.transfer_read %arg0[%7, %8, %9], %10 : memref<20x20x20xf64>, vector<8xf64>
            %12 = affine.apply #map4(%arg3, %arg4, %arg5)
            %13 = affine.apply #map5(%arg3, %arg4, %arg5)
            %14 = affine.apply #map2(%arg3, %arg4, %arg5)
            %15 = ub.poison : f64
            %16 = vector.transfer_read %arg0[%12, %13, %14], %15 : memref<20x20x20xf64>, vector<8xf64>
            %17 = affine.apply #map4(%arg3, %arg4, %arg5)
            %18 = affine.apply #map6(%arg3, %arg4, %arg5)
            %19 = affine.apply #map2(%arg3, %arg4, %arg5)
            %20 = ub.poison : f64
            %21 = vector.transfer_read %arg0[%17, %18, %19], %20 : memref<20x20x20xf64>, vector<8xf64>
            %22 = affine.apply #map4(%arg3, %arg4, %arg5)
            %23 = affine.apply #map1(%arg3, %arg4, %arg5)
            %24 = affine.apply #map7(%arg3, %arg4, %arg5)
            %25 = ub.poison : f64
            %26 = vector.transfer_read %arg0[%22, %23, %24], %25 : memref<20x20x20xf64>, vector<8xf64>
            %27 = affine.apply #map4(%arg3, %arg4, %arg5)
            %28 = affine.apply #map1(%arg3, %arg4, %arg5)
            %29 = affine.apply #map8(%arg3, %arg4, %arg5)
            %30 = ub.poison : f64
            %31 = vector.transfer_read %arg0[%27, %28, %29], %30 : memref<20x20x20xf64>, vector<8xf64>
            %32 = arith.mulf %cst_2, %6 : vector<8xf64>
            %33 = arith.subf %4, %32 : vector<8xf64>
            %34 = arith.addf %33, %11 : vector<8xf64>
            %35 = arith.subf %16, %32 : vector<8xf64>
            %36 = arith.addf %35, %21 : vector<8xf64>
            %37 = arith.subf %26, %32 : vector<8xf64>
            %38 = arith.addf %37, %31 : vector<8xf64>
            %39 = arith.mulf %cst_1, %34 : vector<8xf64>
            %40 = arith.mulf %cst_1, %36 : vector<8xf64>
            %41 = arith.mulf %cst_1, %38 : vector<8xf64>
            %42 = arith.addf %39, %40 : vector<8xf64>
            %43 = arith.addf %42, %41 : vector<8xf64>
            %44 = arith.addf %43, %6 : vector<8xf64>
            vector.transfer_write %44, %arg1[%arg3, %arg4, %arg5] : vector<8xf64>, memref<20x20x20xf64>
          }
        }
      }
      affine.for %arg3 = 1 to 19 {
        affine.for %arg4 = 1 to 19 {
          affine.for %arg5 = 1 to 19 step 8 {
            %0 = ub.poison : f64
            %1 = vector.transfer_read %arg1[%arg3, %arg4, %arg5], %0 : memref<20x20x20xf64>, vector<8xf64>
            vector.transfer_write %1, %arg0[%arg3, %arg4, %arg5] : vector<8xf64>, memref<20x20x20xf64>
          }
        }
      }
    }
    return
  }
}

