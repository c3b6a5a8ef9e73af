#map = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0) -> (d0 + 2)>
#map3 = affine_map<(d0) -> (d0 + 3)>
#map4 = affine_map<()[s0] -> (s0 - 1)>
module {
  func.func @kernel_correlation(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: memref<?x1200xf64>, %arg4: memref<?x1200xf64>, %arg5: memref<?xf64>, %arg6: memref<?xf64>) {
    %cst = arith.constant 1.000000e-01 : f64
    %cst_0 = arith.constant 1.000000e+00 : f64
    %cst_1 = arith.constant 0.000000e+00 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    affine.for %arg7 = 0 to %0 {
      affine.store %cst_1, %arg5[%arg7] : memref<?xf64>
      affine.for %arg8 = 0 to #map()[%1] step 4 {
        %4 = affine.load %arg3[%arg8, %arg7] : memref<?x1200xf64>
        %5 = affine.load %arg5[%arg7] : memref<?xf64>
        %6 = arith.addf %5, %4 : f64
        affine.store %6, %arg5[%arg7] : memref<?xf64>
        %7 = affine.apply #map1(%arg8)
        %8 = affine.load %arg3[%7, %arg7] : memref<?x1200xf64>
        %9 = affine.load %arg5[%arg7] : memref<?xf64>
        %10 = arith.addf %9, %8 : f64
        affine.store %10, %arg5[%arg7] : memref<?xf64>
        %11 = affine.apply #map2(%arg8)
        %12 = affine.load %arg3[%11, %arg7] : memref<?x1200xf64>
        %13 = affine.load %arg5[%arg7] : memref<?xf64>
        %14 = arith.addf %13, %12 : f64
        affine.store %14, %arg5[%arg7] : memref<?xf64>
        %15 = affine.apply #map3(%arg8)
        %16 = affine.load %arg3[%15, %arg7] : memref<?x1200xf64>
        %17 = affine.load %arg5[%arg7] : memref<?xf64>
        %18 = arith.addf %17, %16 : f64
        affine.store %18, %arg5[%arg7] : memref<?xf64>
      }
      affine.for %arg8 = #map()[%1] to %1 {
        %4 = affine.load %arg3[%arg8, %arg7] : memref<?x1200xf64>
        %5 = affine.load %arg5[%arg7] : memref<?xf64>
        %6 = arith.addf %5, %4 : f64
        affine.store %6, %arg5[%arg7] : memref<?xf64>
      }
      %2 = affine.load %arg5[%arg7] : memref<?xf64>
      %3 = arith.divf %2, %arg2 : f64
      affine.store %3, %arg5[%arg7] : memref<?xf64>
    }
    affine.for %arg7 = 0 to %0 {
      affine.store %cst_1, %arg6[%arg7] : memref<?xf64>
      affine.for %arg8 = 0 to #map()[%1] step 4 {
        %7 = affine.load %arg3[%arg8, %arg7] : memref<?x1200xf64>
        %8 = affine.load %arg5[%arg7] : memref<?xf64>
        %9 = arith.subf %7, %8 : f64
        %10 = arith.mulf %9, %9 : f64
        %11 = affine.load %arg6[%arg7] : memref<?xf64>
        %12 = arith.addf %11, %10 : f64
        affine.store %12, %arg6[%arg7] : memref<?xf64>
        %13 = affine.apply #map1(%arg8)
        %14 = affine.load %arg3[%13, %arg7] : memref<?x1200xf64>
        %15 = affine.load %arg5[%arg7] : memref<?xf64>
        %16 = arith.subf %14, %15 : f64
        %17 = arith.mulf %16, %16 : f64
        %18 = affine.load %arg6[%arg7] : memref<?xf64>
        %19 = arith.addf %18, %17 : f64
        affine.store %19, %arg6[%arg7] : memref<?xf64>
        %20 = affine.apply #map2(%arg8)
        %21 = affine.load %arg3[%20, %arg7] : memref<?x1200xf64>
        %22 = affine.load %arg5[%arg7] : memref<?xf64>
        %23 = arith.subf %21, %22 : f64
        %24 = arith.mulf %23, %23 : f64
        %25 = affine.load %arg6[%arg7] : memref<?xf64>
        %26 = arith.addf %25, %24 : f64
        affine.store %26, %arg6[%arg7] : memref<?xf64>
        %27 = affine.apply #map3(%arg8)
        %28 = affine.load %arg3[%27, %arg7] : memref<?x1200xf64>
        %29 = affine.load %arg5[%arg7] : memref<?xf64>
        %30 = arith.subf %28, %29 : f64
        %31 = arith.mulf %30, %30 : f64
        %32 = affine.load %arg6[%arg7] : memref<?xf64>
        %33 = arith.addf %32, %31 : f64
        affine.store %33, %arg6[%arg7] : memref<?xf64>
      }
      affine.for %arg8 = #map()[%1] to %1 {
        %7 = affine.load %arg3[%arg8, %arg7] : memref<?x1200xf64>
        %8 = affine.load %arg5[%arg7] : memref<?xf64>
        %9 = arith.subf %7, %8 : f64
        %10 = arith.mulf %9, %9 : f64
        %11 = affine.load %arg6[%arg7] : memref<?xf64>
        %12 = arith.addf %11, %10 : f64
        affine.store %12, %arg6[%arg7] : memref<?xf64>
      }
      %2 = affine.load %arg6[%arg7] : memref<?xf64>
      %3 = arith.divf %2, %arg2 : f64
      %4 = math.sqrt %3 : f64
      %5 = arith.cmpf ole, %4, %cst : f64
      %6 = arith.select %5, %cst_0, %4 : f64
      affine.store %6, %arg6[%arg7] : memref<?xf64>
    }
    affine.for %arg7 = 0 to #map4()[%0] {
      affine.store %cst_0, %arg4[%arg7, %arg7] : memref<?x1200xf64>
      affine.for %arg8 = #map1(%arg7) to %0 {
        affine.store %cst_1, %arg4[%arg7, %arg8] : memref<?x1200xf64>
        affine.for %arg9 = 0 to #map()[%1] step 4 {
          %3 = affine.load %arg3[%arg9, %arg7] : memref<?x1200xf64>
          %4 = affine.load %arg3[%arg9, %arg8] : memref<?x1200xf64>
          %5 = arith.mulf %3, %4 : f64
          %6 = affine.load %arg4[%arg7, %arg8] : memref<?x1200xf64>
          %7 = arith.addf %6, %5 : f64
          affine.store %7, %arg4[%arg7, %arg8] : memref<?x1200xf64>
          %8 = affine.apply #map1(%arg9)
          %9 = affine.load %arg3[%8, %arg7] : memref<?x1200xf64>
          %10 = affine.load %arg3[%8, %arg8] : memref<?x1200xf64>
          %11 = arith.mulf %9, %10 : f64
          %12 = affine.load %arg4[%arg7, %arg8] : memref<?x1200xf64>
          %13 = arith.addf %12, %11 : f64
          affine.store %13, %arg4[%arg7, %arg8] : memref<?x1200xf64>
          %14 = affine.apply #map2(%arg9)
          %15 = affine.load %arg3[%14, %arg7] : memref<?x1200xf64>
          %16 = affine.load %arg3[%14, %arg8] : memref<?x1200xf64>
          %17 = arith.mulf %15, %16 : f64
          %18 = affine.load %arg4[%arg7, %arg8] : memref<?x1200xf64>
          %19 = arith.addf %18, %17 : f64
          affine.store %19, %arg4[%arg7, %arg8] : memref<?x1200xf64>
          %20 = affine.apply #map3(%arg9)
          %21 = affine.load %arg3[%20, %arg7] : memref<?x1200xf64>
          %22 = affine.load %arg3[%20, %arg8] : memref<?x1200xf64>
          %23 = arith.mulf %21, %22 : f64
          %24 = affine.load %arg4[%arg7, %arg8] : memref<?x1200xf64>
          %25 = arith.addf %24, %23 : f64
          affine.store %25, %arg4[%arg7, %arg8] : memref<?x1200xf64>
        }
        affine.for %arg9 = #map()[%1] to %1 {
          %3 = affine.load %arg3[%arg9, %arg7] : memref<?x1200xf64>
          %4 = affine.load %arg3[%arg9, %arg8] : memref<?x1200xf64>
          %5 = arith.mulf %3, %4 : f64
          %6 = affine.load %arg4[%arg7, %arg8] : memref<?x1200xf64>
          %7 = arith.addf %6, %5 : f64
          affine.store %7, %arg4[%arg7, %arg8] : memref<?x1200xf64>
        }
        %2 = affine.load %arg4[%arg7, %arg8] : memref<?x1200xf64>
        affine.store %2, %arg4[%arg8, %arg7] : memref<?x1200xf64>
      }
    }
    affine.store %cst_0, %arg4[symbol(%0) - 1, symbol(%0) - 1] : memref<?x1200xf64>
    return
  }
}

