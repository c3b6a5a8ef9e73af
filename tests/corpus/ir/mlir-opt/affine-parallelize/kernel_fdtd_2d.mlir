module {
  func.func @fdtd_2d(%arg0: memref<60x80xf32>, %arg1: memref<60x80xf32>, %arg2: memref<60x80xf32>, %arg3: memref<40xf32>) {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 0.699999988 : f32
    affine.for %arg4 = 0 to 40 {
      affine.parallel (%arg5) = (0) to (80) {
        %0 = affine.load %arg3[%arg4] : memref<40xf32>
        affine.store %0, %arg1[0, %arg5] : memref<60x80xf32>
      }
      affine.parallel (%arg5) = (1) to (60) {
        affine.parallel (%arg6) = (0) to (80) {
          %0 = affine.load %arg1[%arg5, %arg6] : memref<60x80xf32>
          %1 = affine.load %arg2[%arg5, %arg6] : memref<60x80xf32>
          %2 = affine.load %arg2[%arg5 - 1, %arg6] : memref<60x80xf32>
          %3 = arith.subf %1, %2 : f32
          %4 = arith.mulf %cst, %3 : f32
          %5 = arith.subf %0, %4 : f32
          affine.store %5, %arg1[%arg5, %arg6] : memref<60x80xf32>
        }
      }
      affine.parallel (%arg5) = (0) to (60) {
        affine.parallel (%arg6) = (1) to (80) {
          %0 = affine.load %arg0[%arg5, %arg6] : memref<60x80xf32>
          %1 = affine.load %arg2[%arg5, %arg6] : memref<60x80xf32>
          %2 = affine.load %arg2[%arg5, %arg6 - 1] : memref<60x80xf32>
          %3 = arith.subf %1, %2 : f32
          %4 = arith.mulf %cst, %3 : f32
          %5 = arith.subf %0, %4 : f32
          affine.store %5, %arg0[%arg5, %arg6] : memref<60x80xf32>
        }
      }
      affine.parallel (%arg5) = (0) to (59) {
        affine.parallel (%arg6) = (0) to (79) {
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

