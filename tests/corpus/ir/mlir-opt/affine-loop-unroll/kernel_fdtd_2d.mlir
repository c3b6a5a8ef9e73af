#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#map2 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @fdtd_2d(%arg0: memref<60x80xf32>, %arg1: memref<60x80xf32>, %arg2: memref<60x80xf32>, %arg3: memref<40xf32>) {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 0.699999988 : f32
    affine.for %arg4 = 0 to 40 {
      affine.for %arg5 = 0 to 80 step 4 {
        %0 = affine.load %arg3[%arg4] : memref<40xf32>
        affine.store %0, %arg1[0, %arg5] : memref<60x80xf32>
        %1 = affine.apply #map(%arg5)
        %2 = affine.load %arg3[%arg4] : memref<40xf32>
        affine.store %2, %arg1[0, %1] : memref<60x80xf32>
        %3 = affine.apply #map1(%arg5)
        %4 = affine.load %arg3[%arg4] : memref<40xf32>
        affine.store %4, %arg1[0, %3] : memref<60x80xf32>
        %5 = affine.apply #map2(%arg5)
        %6 = affine.load %arg3[%arg4] : memref<40xf32>
        affine.store %6, %arg1[0, %5] : memref<60x80xf32>
      }
      affine.for %arg5 = 1 to 60 {
        affine.for %arg6 = 0 to 80 step 4 {
          %0 = affine.load %arg1[%arg5, %arg6] : memref<60x80xf32>
          %1 = affine.load %arg2[%arg5, %arg6] : memref<60x80xf32>
          %2 = affine.load %arg2[%arg5 - 1, %arg6] : memref<60x80xf32>
          %3 = arith.subf %1, %2 : f32
          %4 = arith.mulf %cst, %3 : f32
          %5 = arith.subf %0, %4 : f32
          affine.store %5, %arg1[%arg5, %arg6] : memref<60x80xf32>
          %6 = affine.apply #map(%arg6)
          %7 = affine.load %arg1[%arg5, %6] : memref<60x80xf32>
          %8 = affine.load %arg2[%arg5, %6] : memref<60x80xf32>
          %9 = affine.load %arg2[%arg5 - 1, %6] : memref<60x80xf32>
          %10 = arith.subf %8, %9 : f32
          %11 = arith.mulf %cst, %10 : f32
          %12 = arith.subf %7, %11 : f32
          affine.store %12, %arg1[%arg5, %6] : memref<60x80xf32>
          %13 = affine.apply #map1(%arg6)
          %14 = affine.load %arg1[%arg5, %13] : memref<60x80xf32>
          %15 = affine.load %arg2[%arg5, %13] : memref<60x80xf32>
          %16 = affine.load %arg2[%arg5 - 1, %13] : memref<60x80xf32>
          %17 = arith.subf %15, %16 : f32
          %18 = arith.mulf %cst, %17 : f32
          %19 = arith.subf %14, %18 : f32
          affine.store %19, %arg1[%arg5, %13] : memref<60x80xf32>
          %20 = affine.apply #map2(%arg6)
          %21 = affine.load %arg1[%arg5, %20] : memref<60x80xf32>
          %22 = affine.load %arg2[%arg5, %20] : memref<60x80xf32>
          %23 = affine.load %arg2[%arg5 - 1, %20] : memref<60x80xf32>
          %24 = arith.subf %22, %23 : f32
          %25 = arith.mulf %cst, %24 : f32
          %26 = arith.subf %21, %25 : f32
          affine.store %26, %arg1[%arg5, %20] : memref<60x80xf32>
        }
      }
      affine.for %arg5 = 0 to 60 {
        affine.for %arg6 = 1 to 77 step 4 {
          %0 = affine.load %arg0[%arg5, %arg6] : memref<60x80xf32>
          %1 = affine.load %arg2[%arg5, %arg6] : memref<60x80xf32>
          %2 = affine.load %arg2[%arg5, %arg6 - 1] : memref<60x80xf32>
          %3 = arith.subf %1, %2 : f32
          %4 = arith.mulf %cst, %3 : f32
          %5 = arith.subf %0, %4 : f32
          affine.store %5, %arg0[%arg5, %arg6] : memref<60x80xf32>
          %6 = affine.apply #map(%arg6)
          %7 = affine.load %arg0[%arg5, %6] : memref<60x80xf32>
          %8 = affine.load %arg2[%arg5, %6] : memref<60x80xf32>
          %9 = affine.load %arg2[%arg5, %6 - 1] : memref<60x80xf32>
          %10 = arith.subf %8, %9 : f32
          %11 = arith.mulf %cst, %10 : f32
          %12 = arith.subf %7, %11 : f32
          affine.store %12, %arg0[%arg5, %6] : memref<60x80xf32>
          %13 = affine.apply #map1(%arg6)
          %14 = affine.load %arg0[%arg5, %13] : memref<60x80xf32>
          %15 = affine.load %arg2[%arg5, %13] : memref<60x80xf32>
          %16 = affine.load %arg2[%arg5, %13 - 1] : memref<60x80xf32>
          %17 = arith.subf %15, %16 : f32
          %18 = arith.mulf %cst, %17 : f32
          %19 = arith.subf %14, %18 : f32
          affine.store %19, %arg0[%arg5, %13] : memref<60x80xf32>
          %20 = affine.apply #map2(%arg6)
          %21 = affine.load %arg0[%arg5, %20] : memref<60x80xf32>
          %22 = affine.load %arg2[%arg5, %20] : memref<60x80xf32>
          %23 = affine.load %arg2[%arg5, %20 - 1] : memref<60x80xf32>
          %24 = arith.subf %22, %23 : f32
          %25 = arith.mulf %cst, %24 : f32
          %26 = arith.subf %21, %25 : f32
          affine.store %26, %arg0[%arg5, %20] : memref<60x80xf32>
        }
        affine.for %arg6 = 77 to 80 {
          %0 = affine.load %arg0[%arg5, %arg6] : memref<60x80xf32>
          %1 = affine.load %arg2[%arg5, %arg6] : memref<60x80xf32>
          %2 = affine.load %arg2[%arg5, %arg6 - 1] : memref<60x80xf32>
          %3 = arith.subf %1, %2 : f32
          %4 = arith.mulf %cst, %3 : f32
          %5 = arith.subf %0, %4 : f32
          affine.store %5, %arg0[%arg5, %arg6] : memref<60x80xf32>
        }
      }
      affine.for %arg5 = 0 to 59 {
        affine.for %arg6 = 0 to 76 step 4 {
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
          %10 = affine.apply #map(%arg6)
          %11 = affine.load %arg2[%arg5, %10] : memref<60x80xf32>
          %12 = affine.load %arg0[%arg5, %10 + 1] : memref<60x80xf32>
          %13 = affine.load %arg0[%arg5, %10] : memref<60x80xf32>
          %14 = affine.load %arg1[%arg5 + 1, %10] : memref<60x80xf32>
          %15 = affine.load %arg1[%arg5, %10] : memref<60x80xf32>
          %16 = arith.subf %12, %13 : f32
          %17 = arith.subf %14, %15 : f32
          %18 = arith.addf %16, %17 : f32
          %19 = arith.mulf %cst_0, %18 : f32
          %20 = arith.subf %11, %19 : f32
          affine.store %20, %arg2[%arg5, %10] : memref<60x80xf32>
          %21 = affine.apply #map1(%arg6)
          %22 = affine.load %arg2[%arg5, %21] : memref<60x80xf32>
          %23 = affine.load %arg0[%arg5, %21 + 1] : memref<60x80xf32>
          %24 = affine.load %arg0[%arg5, %21] : memref<60x80xf32>
          %25 = affine.load %arg1[%arg5 + 1, %21] : memref<60x80xf32>
          %26 = affine.load %arg1[%arg5, %21] : memref<60x80xf32>
          %27 = arith.subf %23, %24 : f32
          %28 = arith.subf %25, %26 : f32
          %29 = arith.addf %27, %28 : f32
          %30 = arith.mulf %cst_0, %29 : f32
          %31 = arith.subf %22, %30 : f32
          affine.store %31, %arg2[%arg5, %21] : memref<60x80xf32>
          %32 = affine.apply #map2(%arg6)
          %33 = affine.load %arg2[%arg5, %32] : memref<60x80xf32>
          %34 = affine.load %arg0[%arg5, %32 + 1] : memref<60x80xf32>
          %35 = affine.load %arg0[%arg5, %32] : memref<60x80xf32>
          %36 = affine.load %arg1[%arg5 + 1, %32] : memref<60x80xf32>
          %37 = affine.load %arg1[%arg5, %32] : memref<60x80xf32>
          %38 = arith.subf %34, %35 : f32
          %39 = arith.subf %36, %37 : f32
          %40 = arith.addf %38, %39 : f32
          %41 = arith.mulf %cst_0, %40 : f32
          %42 = arith.subf %33, %41 : f32
          affine.store %42, %arg2[%arg5, %32] : memref<60x80xf32>
        }
        affine.for %arg6 = 76 to 79 {
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

