#map = affine_map<()[s0] -> (s0 - 1)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0) -> (d0 - 1)>
module {
  func.func @kernel_correlation(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: memref<?x1200xf64>, %arg4: memref<?x1200xf64>, %arg5: memref<?xf64>, %arg6: memref<?xf64>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %cst = arith.constant 1.000000e-01 : f64
    %cst_1 = arith.constant 1.000000e+00 : f64
    %cst_2 = arith.constant 0.000000e+00 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    affine.for %arg7 = 0 to %0 {
      affine.store %cst_2, %arg5[%arg7] : memref<?xf64>
      affine.for %arg8 = 0 to %1 {
        %11 = affine.load %arg3[%arg8, %arg7] : memref<?x1200xf64>
        %12 = affine.load %arg5[%arg7] : memref<?xf64>
        %13 = arith.addf %12, %11 : f64
        affine.store %13, %arg5[%arg7] : memref<?xf64>
      }
      %9 = affine.load %arg5[%arg7] : memref<?xf64>
      %10 = arith.divf %9, %arg2 : f64
      affine.store %10, %arg5[%arg7] : memref<?xf64>
    }
    affine.for %arg7 = 0 to %0 {
      affine.store %cst_2, %arg6[%arg7] : memref<?xf64>
      affine.for %arg8 = 0 to %1 {
        %14 = affine.load %arg3[%arg8, %arg7] : memref<?x1200xf64>
        %15 = affine.load %arg5[%arg7] : memref<?xf64>
        %16 = arith.subf %14, %15 : f64
        %17 = arith.mulf %16, %16 : f64
        %18 = affine.load %arg6[%arg7] : memref<?xf64>
        %19 = arith.addf %18, %17 : f64
        affine.store %19, %arg6[%arg7] : memref<?xf64>
      }
      %9 = affine.load %arg6[%arg7] : memref<?xf64>
      %10 = arith.divf %9, %arg2 : f64
      %11 = math.sqrt %10 : f64
      %12 = arith.cmpf ole, %11, %cst : f64
      %13 = arith.select %12, %cst_1, %11 : f64
      affine.store %13, %arg6[%arg7] : memref<?xf64>
    }
    affine.for %arg7 = 0 to #map()[%0] {
      affine.store %cst_1, %arg4[%arg7, %arg7] : memref<?x1200xf64>
      affine.for %arg8 = #map1(%arg7) to %0 {
        affine.store %cst_2, %arg4[%arg7, %arg8] : memref<?x1200xf64>
        affine.for %arg9 = 0 to %1 {
          %10 = affine.load %arg3[%arg9, %arg7] : memref<?x1200xf64>
          %11 = affine.load %arg3[%arg9, %arg8] : memref<?x1200xf64>
          %12 = arith.mulf %10, %11 : f64
          %13 = affine.load %arg4[%arg7, %arg8] : memref<?x1200xf64>
          %14 = arith.addf %13, %12 : f64
          affine.store %14, %arg4[%arg7, %arg8] : memref<?x1200xf64>
        }
        %9 = affine.load %arg4[%arg7, %arg8] : memref<?x1200xf64>
        affine.store %9, %arg4[%arg8, %arg7] : memref<?x1200xf64>
      }
    }
    %alloc = memref.alloc() : memref<1x1xf64, 1>
    %2 = affine.apply #map()[%0]
    %3 = affine.apply #map()[%0]
    affine.store %cst_1, %alloc[0, 0] : memref<1x1xf64, 1>
    %4 = affine.apply #map2(%0)
    %5 = affine.apply #map2(%0)
    %6 = affine.apply #map()[%0]
    %7 = affine.apply #map()[%0]
    %8 = affine.load %alloc[0, 0] : memref<1x1xf64, 1>
    affine.store %8, %arg4[symbol(%0) - 1, symbol(%0) - 1] : memref<?x1200xf64>
    memref.dealloc %alloc : memref<1x1xf64, 1>
    return
  }
}

