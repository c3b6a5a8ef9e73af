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
        %8 = affine.load %arg3[%arg8, %arg7] : memref<?x1200xf64>
        %9 = affine.load %arg5[%arg7] : memref<?xf64>
        %10 = arith.addf %9, %8 : f64
        affine.store %10, %arg5[%arg7] : memref<?xf64>
      }
      %6 = affine.load %arg5[%arg7] : memref<?xf64>
      %7 = arith.divf %6, %arg2 : f64
      affine.store %7, %arg5[%arg7] : memref<?xf64>
    }
    affine.for %arg7 = 0 to %0 {
      affine.store %cst_2, %arg6[%arg7] : memref<?xf64>
      affine.for %arg8 = 0 to %1 {
        %11 = affine.load %arg3[%arg8, %arg7] : memref<?x1200xf64>
        %12 = affine.load %arg5[%arg7] : memref<?xf64>
        %13 = arith.subf %11, %12 : f64
        %14 = arith.mulf %13, %13 : f64
        %15 = affine.load %arg6[%arg7] : memref<?xf64>
        %16 = arith.addf %15, %14 : f64
        affine.store %16, %arg6[%arg7] : memref<?xf64>
      }
      %6 = affine.load %arg6[%arg7] : memref<?xf64>
      %7 = arith.divf %6, %arg2 : f64
      %8 = math.sqrt %7 : f64
      %9 = arith.cmpf ole, %8, %cst : f64
      %10 = arith.select %9, %cst_1, %8 : f64
      affine.store %10, %arg6[%arg7] : memref<?xf64>
    }
    affine.for %arg7 = 0 to #map()[%0] {
      affine.store %cst_1, %arg4[%arg7, %arg7] : memref<?x1200xf64>
      affine.for %arg8 = #map1(%arg7) to %0 {
        affine.store %cst_2, %arg4[%arg7, %arg8] : memref<?x1200xf64>
        affine.for %arg9 = 0 to %1 {
          %7 = affine.load %arg3[%arg9, %arg7] : memref<?x1200xf64>
          %8 = affine.load %arg3[%arg9, %arg8] : memref<?x1200xf64>
          %9 = arith.mulf %7, %8 : f64
          %10 = affine.load %arg4[%arg7, %arg8] : memref<?x1200xf64>
          %11 = arith.addf %10, %9 : f64
          affine.store %11, %arg4[%arg7, %arg8] : memref<?x1200xf64>
        }
        %6 = affine.load %arg4[%arg7, %arg8] : memref<?x1200xf64>
        affine.store %6, %arg4[%arg8, %arg7] : memref<?x1200xf64>
      }
    }
    %alloc = memref.alloc() : memref<1x1xf64, 1>
    %alloc_3 = memref.alloc() : memref<1xi32>
    %2 = affine.apply #map()[%0]
    %3 = affine.apply #map()[%0]
    affine.store %cst_1, %alloc[0, 0] : memref<1x1xf64, 1>
    %4 = affine.apply #map2(%0)
    %5 = affine.apply #map2(%0)
    affine.dma_start %alloc[%c0, %c0], %arg4[symbol(%0) - 1, symbol(%0) - 1], %alloc_3[%c0], %c1 : memref<1x1xf64, 1>, memref<?x1200xf64>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0], %c1 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc : memref<1x1xf64, 1>
    return
  }
}

