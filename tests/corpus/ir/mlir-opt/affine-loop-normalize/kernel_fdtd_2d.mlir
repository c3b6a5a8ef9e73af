#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @fdtd_2d(%arg0: memref<60x80xf32>, %arg1: memref<60x80xf32>, %arg2: memref<60x80xf32>, %arg3: memref<40xf32>) {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 0.699999988 : f32
    affine.for %arg4 = 0 to 40 {
      affine.for %arg5 = 0 to 80 {
        %0 = affine.load %arg3[%arg4] : memref<40xf32>
        affine.store %0, %arg1[0, %arg5] : memref<60x80xf32>
      }
      affine.for %arg5 = 0 to 59 {
        %0 = affine.apply #map(%arg5)
        affine.for %arg6 = 0 to 80 {
          %1 = affine.load %arg1[%0, %arg6] : memref<60x80xf32>
          %2 = affine.load %arg2[%0, %arg6] : memref<60x80xf32>
          %3 = affine.load %arg2[%0 - 1, %arg6] : memref<60x80xf32>
          %4 = arith.subf %2, %3 : f32
          %5 = arith.mulf %cst, %4 : f32
          %6 = arith.subf %1, %5 : f32
          affine.store %6, %arg1[%0, %arg6] : memref<60x80xf32>
        }
      }
      affine.for %arg5 = 0 to 60 {
        affine.for %arg6 = 0 to 79 {
          %0 = affine.apply #map(%arg6)
          %1 = affine.load %arg0[%arg5, %0] : memref<60x80xf32>
          %2 = affine.load %arg2[%arg5, %0] : memref<60x80xf32>
          %3 = affine.load %arg2[%arg5, %0 - 1] : memref<60x80xf32>
          %4 = arith.subf %2, %3 : f32
          %5 = arith.mulf %cst, %4 : f32
          %6 = arith.subf %1, %5 : f32
          affine.store %6, %arg0[%arg5, %0] : memref<60x80xf32>
        }
      }
      affine.for %arg5 = 0 to 59 {
        affine.for %arg6 = 0 to 79 {
          %0 = affine.load %arg2[%arg5, %arg6] : memref<60x80xf32>
          %1 = affine.load %arg0[%arg5, %arg6 + 1] : memref<60x80xf32>
          %2 = affine.load %arg0[%arg5, %arg6] : memref<60x80xf32>
          %3 = affine.load %arg1[%arg5 + 1, %arg6] : memref<60x80xf32>
          %4 = affine.load %arg1[%arg5, %arg6] : memref<60x80xf32>
          %5 = arith.subf %1, %2 : f32
          %6 = arith.subf %3, %4 : f32
          %7 = arith.addf %5, %6 : f32
          %8 = arith.mulf %cst_0, %7 : f32
          %9 = arith.subf %0, %8 : f32
          affine.store %9, %arg2[%arg5, %arg6] : memref<60x80xf32>
        }
      }
    }
    return
  }
}

