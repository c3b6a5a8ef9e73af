#map = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0) -> (d0 + 2)>
#map3 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @kernel_2mm(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: f64, %arg5: f64, %arg6: memref<?x900xf64>, %arg7: memref<?x1100xf64>, %arg8: memref<?x900xf64>, %arg9: memref<?x1200xf64>, %arg10: memref<?x1200xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    %alloca = memref.alloca() : memref<1xf64>
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = arith.index_cast %arg2 : i32 to index
    %3 = arith.index_cast %arg3 : i32 to index
    affine.for %arg11 = 0 to %0 {
      affine.for %arg12 = 0 to %1 {
        affine.store %cst, %alloca[0] : memref<1xf64>
        affine.for %arg13 = 0 to #map()[%2] step 4 {
          %5 = affine.load %arg7[%arg11, %arg13] : memref<?x1100xf64>
          %6 = arith.mulf %arg4, %5 : f64
          %7 = affine.load %arg8[%arg13, %arg12] : memref<?x900xf64>
          %8 = arith.mulf %6, %7 : f64
          %9 = affine.load %alloca[0] : memref<1xf64>
          %10 = arith.addf %9, %8 : f64
          affine.store %10, %alloca[0] : memref<1xf64>
          %11 = affine.apply #map1(%arg13)
          %12 = affine.load %arg7[%arg11, %11] : memref<?x1100xf64>
          %13 = arith.mulf %arg4, %12 : f64
          %14 = affine.load %arg8[%11, %arg12] : memref<?x900xf64>
          %15 = arith.mulf %13, %14 : f64
          %16 = affine.load %alloca[0] : memref<1xf64>
          %17 = arith.addf %16, %15 : f64
          affine.store %17, %alloca[0] : memref<1xf64>
          %18 = affine.apply #map2(%arg13)
          %19 = affine.load %arg7[%arg11, %18] : memref<?x1100xf64>
          %20 = arith.mulf %arg4, %19 : f64
          %21 = affine.load %arg8[%18, %arg12] : memref<?x900xf64>
          %22 = arith.mulf %20, %21 : f64
          %23 = affine.load %alloca[0] : memref<1xf64>
          %24 = arith.addf %23, %22 : f64
          affine.store %24, %alloca[0] : memref<1xf64>
          %25 = affine.apply #map3(%arg13)
          %26 = affine.load %arg7[%arg11, %25] : memref<?x1100xf64>
          %27 = arith.mulf %arg4, %26 : f64
          %28 = affine.load %arg8[%25, %arg12] : memref<?x900xf64>
          %29 = arith.mulf %27, %28 : f64
          %30 = affine.load %alloca[0] : memref<1xf64>
          %31 = arith.addf %30, %29 : f64
          affine.store %31, %alloca[0] : memref<1xf64>
        }
        affine.for %arg13 = #map()[%2] to %2 {
          %5 = affine.load %arg7[%arg11, %arg13] : memref<?x1100xf64>
          %6 = arith.mulf %arg4, %5 : f64
          %7 = affine.load %arg8[%arg13, %arg12] : memref<?x900xf64>
          %8 = arith.mulf %6, %7 : f64
          %9 = affine.load %alloca[0] : memref<1xf64>
          %10 = arith.addf %9, %8 : f64
          affine.store %10, %alloca[0] : memref<1xf64>
        }
        %4 = affine.load %alloca[0] : memref<1xf64>
        affine.store %4, %arg6[%arg11, %arg12] : memref<?x900xf64>
      }
    }
    affine.for %arg11 = 0 to %0 {
      affine.for %arg12 = 0 to %3 {
        %4 = affine.load %arg10[%arg11, %arg12] : memref<?x1200xf64>
        %5 = arith.mulf %4, %arg5 : f64
        affine.store %5, %arg10[%arg11, %arg12] : memref<?x1200xf64>
        affine.for %arg13 = 0 to #map()[%1] step 4 {
          %6 = affine.load %arg6[%arg11, %arg13] : memref<?x900xf64>
          %7 = affine.load %arg9[%arg13, %arg12] : memref<?x1200xf64>
          %8 = arith.mulf %6, %7 : f64
          %9 = affine.load %arg10[%arg11, %arg12] : memref<?x1200xf64>
          %10 = arith.addf %9, %8 : f64
          affine.store %10, %arg10[%arg11, %arg12] : memref<?x1200xf64>
          %11 = affine.apply #map1(%arg13)
          %12 = affine.load %arg6[%arg11, %11] : memref<?x900xf64>
          %13 = affine.load %arg9[%11, %arg12] : memref<?x1200xf64>
          %14 = arith.mulf %12, %13 : f64
          %15 = affine.load %arg10[%arg11, %arg12] : memref<?x1200xf64>
          %16 = arith.addf %15, %14 : f64
          affine.store %16, %arg10[%arg11, %arg12] : memref<?x1200xf64>
          %17 = affine.apply #map2(%arg13)
          %18 = affine.load %arg6[%arg11, %17] : memref<?x900xf64>
          %19 = affine.load %arg9[%17, %arg12] : memref<?x1200xf64>
          %20 = arith.mulf %18, %19 : f64
          %21 = affine.load %arg10[%arg11, %arg12] : memref<?x1200xf64>
          %22 = arith.addf %21, %20 : f64
          affine.store %22, %arg10[%arg11, %arg12] : memref<?x1200xf64>
          %23 = affine.apply #map3(%arg13)
          %24 = affine.load %arg6[%arg11, %23] : memref<?x900xf64>
          %25 = affine.load %arg9[%23, %arg12] : memref<?x1200xf64>
          %26 = arith.mulf %24, %25 : f64
          %27 = affine.load %arg10[%arg11, %arg12] : memref<?x1200xf64>
          %28 = arith.addf %27, %26 : f64
          affine.store %28, %arg10[%arg11, %arg12] : memref<?x1200xf64>
        }
        affine.for %arg13 = #map()[%1] to %1 {
          %6 = affine.load %arg6[%arg11, %arg13] : memref<?x900xf64>
          %7 = affine.load %arg9[%arg13, %arg12] : memref<?x1200xf64>
          %8 = arith.mulf %6, %7 : f64
          %9 = affine.load %arg10[%arg11, %arg12] : memref<?x1200xf64>
          %10 = arith.addf %9, %8 : f64
          affine.store %10, %arg10[%arg11, %arg12] : memref<?x1200xf64>
        }
      }
    }
    return
  }
}

