#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
module {
  func.func @kernel_2mm(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: f64, %arg5: f64, %arg6: memref<?x900xf64>, %arg7: memref<?x1100xf64>, %arg8: memref<?x900xf64>, %arg9: memref<?x1200xf64>, %arg10: memref<?x1200xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    %alloca = memref.alloca() : memref<1xf64>
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = arith.index_cast %arg2 : i32 to index
    %3 = arith.index_cast %arg3 : i32 to index
    affine.for %arg11 = 0 to %0 step 4 {
      affine.for %arg12 = 0 to %1 step 4 {
        affine.for %arg13 = #map(%arg11) to min #map1(%arg11)[%0] {
          affine.for %arg14 = #map(%arg12) to min #map1(%arg12)[%1] {
            affine.store %cst, %alloca[0] : memref<1xf64>
            affine.for %arg15 = 0 to %2 {
              %5 = affine.load %arg7[%arg13, %arg15] : memref<?x1100xf64>
              %6 = arith.mulf %arg4, %5 : f64
              %7 = affine.load %arg8[%arg15, %arg14] : memref<?x900xf64>
              %8 = arith.mulf %6, %7 : f64
              %9 = affine.load %alloca[0] : memref<1xf64>
              %10 = arith.addf %9, %8 : f64
              affine.store %10, %alloca[0] : memref<1xf64>
            }
            %4 = affine.load %alloca[0] : memref<1xf64>
            affine.store %4, %arg6[%arg13, %arg14] : memref<?x900xf64>
          }
        }
      }
    }
    affine.for %arg11 = 0 to %0 step 4 {
      affine.for %arg12 = 0 to %3 step 4 {
        affine.for %arg13 = #map(%arg11) to min #map1(%arg11)[%0] {
          affine.for %arg14 = #map(%arg12) to min #map1(%arg12)[%3] {
            %4 = affine.load %arg10[%arg13, %arg14] : memref<?x1200xf64>
            %5 = arith.mulf %4, %arg5 : f64
            affine.store %5, %arg10[%arg13, %arg14] : memref<?x1200xf64>
            affine.for %arg15 = 0 to %1 {
              %6 = affine.load %arg6[%arg13, %arg15] : memref<?x900xf64>
              %7 = affine.load %arg9[%arg15, %arg14] : memref<?x1200xf64>
              %8 = arith.mulf %6, %7 : f64
              %9 = affine.load %arg10[%arg13, %arg14] : memref<?x1200xf64>
              %10 = arith.addf %9, %8 : f64
              affine.store %10, %arg10[%arg13, %arg14] : memref<?x1200xf64>
            }
          }
        }
      }
    }
    return
  }
}

