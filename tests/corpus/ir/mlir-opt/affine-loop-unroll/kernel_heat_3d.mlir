#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#map2 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @heat_3d(%arg0: memref<20x20x20xf64>, %arg1: memref<20x20x20xf64>) {
    %cst = arith.constant 1.250000e-01 : f64
    %cst_0 = arith.constant 2.000000e+00 : f64
    affine.for %arg2 = 1 to 41 {
      affine.for %arg3 = 1 to 19 {
        affine.for %arg4 = 1 to 19 {
          affine.for %arg5 = 1 to 17 step 4 {
            %0 = affine.load %arg0[%arg3 + 1, %arg4, %arg5] : memref<20x20x20xf64>
            %1 = affine.load %arg0[%arg3, %arg4, %arg5] : memref<20x20x20xf64>
            %2 = affine.load %arg0[%arg3 - 1, %arg4, %arg5] : memref<20x20x20xf64>
            %3 = affine.load %arg0[%arg3, %arg4 + 1, %arg5] : memref<20x20x20xf64>
            %4 = affine.load %arg0[%arg3, %arg4 - 1, %arg5] : memref<20x20x20xf64>
            %5 = affine.load %arg0[%arg3, %arg4, %arg5 + 1] : memref<20x20x20xf64>
            %6 = affine.load %arg0[%arg3, %arg4, %arg5 - 1] : memref<20x20x20xf64>
            %7 = arith.mulf %cst_0, %1 : f64
            %8 = arith.subf %0, %7 : f64
            %9 = arith.addf %8, %2 : f64
            %10 = arith.subf %3, %7 : f64
            %11 = arith.addf %10, %4 : f64
            %12 = arith.subf %5, %7 : f64
            %13 = arith.addf %12, %6 : f64
            %14 = arith.mulf %cst, %9 : f64
            %15 = arith.mulf %cst, %11 : f64
            %16 = arith.mulf %cst, %13 : f64
            %17 = arith.addf %14, %15 : f64
            %18 = arith.addf %17, %16 : f64
            %19 = arith.addf %18, %1 : f64
            affine.store %19, %arg1[%arg3, %arg4, %arg5] : memref<20x20x20xf64>
            %20 = affine.apply #map(%arg5)
            %21 = affine.load %arg0[%arg3 + 1, %arg4, %20] : memref<20x20x20xf64>
            %22 = affine.load %arg0[%arg3, %arg4, %20] : memref<20x20x20xf64>
            %23 = affine.load %arg0[%arg3 - 1, %arg4, %20] : memref<20x20x20xf64>
            %24 = affine.load %arg0[%arg3, %arg4 + 1, %20] : memref<20x20x20xf64>
            %25 = affine.load %arg0[%arg3, %arg4 - 1, %20] : memref<20x20x20xf64>
            %26 = affine.load %arg0[%arg3, %arg4, %20 + 1] : memref<20x20x20xf64>
            %27 = affine.load %arg0[%arg3, %arg4, %20 - 1] : memref<20x20x20xf64>
            %28 = arith.mulf %cst_0, %22 : f64
            %29 = arith.subf %21, %28 : f64
            %30 = arith.addf %29, %23 : f64
            %31 = arith.subf %24, %28 : f64
            %32 = arith.addf %31, %25 : f64
            %33 = arith.subf %26, %28 : f64
            %34 = arith.addf %33, %27 : f64
            %35 = arith.mulf %cst, %30 : f64
            %36 = arith.mulf %cst, %32 : f64
            %37 = arith.mulf %cst, %34 : f64
            %38 = arith.addf %35, %36 : f64
            %39 = arith.addf %38, %37 : f64
            %40 = arith.addf %39, %22 : f64
            affine.store %40, %arg1[%arg3, %arg4, %20] : memref<20x20x20xf64>
            %41 = affine.apply #map1(%arg5)
            %42 = affine.load %arg0[%arg3 + 1, %arg4, %41] : memref<20x20x20xf64>
            %43 = affine.load %arg0[%arg3, %arg4, %41] : memref<20x20x20xf64>
            %44 = affine.load %arg0[%arg3 - 1, %arg4, %41] : memref<20x20x20xf64>
            %45 = affine.load %arg0[%arg3, %arg4 + 1, %41] : memref<20x20x20xf64>
            %46 = affine.load %arg0[%arg3, %arg4 - 1, %41] : memref<20x20x20xf64>
            %47 = affine.load %arg0[%arg3, %arg4, %41 + 1] : memref<20x20x20xf64>
            %48 = affine.load %arg0[%arg3, %arg4, %41 - 1] : memref<20x20x20xf64>
            %49 = arith.mulf %cst_0, %43 : f64
            %50 = arith.subf %42, %49 : f64
            %51 = arith.addf %50, %44 : f64
            %52 = arith.subf %45, %49 : f64
            %53 = arith.addf %52, %46 : f64
            %54 = arith.subf %47, %49 : f64
            %55 = arith.addf %54, %48 : f64
            %56 = arith.mulf %cst, %51 : f64
            %57 = arith.mulf %cst, %53 : f64
            %58 = arith.mulf %cst, %55 : f64
            %59 = arith.addf %56, %57 : f64
            %60 = arith.addf %59, %58 : f64
            %61 = arith.addf %60, %43 : f64
            affine.store %61, %arg1[%arg3, %arg4, %41] : memref<20x20x20xf64>
            %62 = affine.apply #map2(%arg5)
            %63 = affine.load %arg0[%arg3 + 1, %arg4, %62] : memref<20x20x20xf64>
            %64 = affine.load %arg0[%arg3, %arg4, %62] : memref<20x20x20xf64>
            %65 = affine.load %arg0[%arg3 - 1, %arg4, %62] : memref<20x20x20xf64>
            %66 = affine.load %arg0[%arg3, %arg4 + 1, %62] : memref<20x20x20xf64>
            %67 = affine.load %arg0[%arg3, %arg4 - 1, %62] : memref<20x20x20xf64>
            %68 = affine.load %arg0[%arg3, %arg4, %62 + 1] : memref<20x20x20xf64>
            %69 = affine.load %arg0[%arg3, %arg4, %62 - 1] : memref<20x20x20xf64>
            %70 = arith.mulf %cst_0, %64 : f64
            %71 = arith.subf %63, %70 : f64
            %72 = arith.addf %71, %65 : f64
            %73 = arith.subf %66, %70 : f64
            %74 = arith.addf %73, %67 : f64
            %75 = arith.subf %68, %70 : f64
            %76 = arith.addf %75, %69 : f64
            %77 = arith.mulf %cst, %72 : f64
            %78 = arith.mulf %cst, %74 : f64
            %79 = arith.mulf %cst, %76 : f64
            %80 = arith.addf %77, %78 : f64
            %81 = arith.addf %80, %79 : f64
            %82 = arith.addf %81, %64 : f64
            affine.store %82, %arg1[%arg3, %arg4, %62] : memref<20x20x20xf64>
          }
          affine.for %arg5 = 17 to 19 {
            %0 = affine.load %arg0[%arg3 + 1, %arg4, %arg5] : memref<20x20x20xf64>
            %1 = affine.load %arg0[%arg3, %arg4, %arg5] : memref<20x20x20xf64>
            %2 = affine.load %arg0[%arg3 - 1, %arg4, %arg5] : memref<20x20x20xf64>
            %3 = affine.load %arg0[%arg3, %arg4 + 1, %arg5] : memref<20x20x20xf64>
            %4 = affine.load %arg0[%arg3, %arg4 - 1, %arg5] : memref<20x20x20xf64>
            %5 = affine.load %arg0[%arg3, %arg4, %arg5 + 1] : memref<20x20x20xf64>
            %6 = affine.load %arg0[%arg3, %arg4, %arg5 - 1] : memref<20x20x20xf64>
            %7 = arith.mulf %cst_0, %1 : f64
            %8 = arith.subf %0, %7 : f64
            %9 = arith.addf %8, %2 : f64
            %10 = arith.subf %3, %7 : f64
            %11 = arith.addf %10, %4 : f64
            %12 = arith.subf %5, %7 : f64
            %13 = arith.addf %12, %6 : f64
            %14 = arith.mulf %cst, %9 : f64
            %15 = arith.mulf %cst, %11 : f64
            %16 = arith.mulf %cst, %13 : f64
            %17 = arith.addf %14, %15 : f64
            %18 = arith.addf %17, %16 : f64
            %19 = arith.addf %18, %1 : f64
            affine.store %19, %arg1[%arg3, %arg4, %arg5] : memref<20x20x20xf64>
          }
        }
      }
      affine.for %arg3 = 1 to 19 {
        affine.for %arg4 = 1 to 19 {
          affine.for %arg5 = 1 to 17 step 4 {
            %0 = affine.load %arg1[%arg3, %arg4, %arg5] : memref<20x20x20xf64>
            affine.store %0, %arg0[%arg3, %arg4, %arg5] : memref<20x20x20xf64>
            %1 = affine.apply #map(%arg5)
            %2 = affine.load %arg1[%arg3, %arg4, %1] : memref<20x20x20xf64>
            affine.store %2, %arg0[%arg3, %arg4, %1] : memref<20x20x20xf64>
            %3 = affine.apply #map1(%arg5)
            %4 = affine.load %arg1[%arg3, %arg4, %3] : memref<20x20x20xf64>
            affine.store %4, %arg0[%arg3, %arg4, %3] : memref<20x20x20xf64>
            %5 = affine.apply #map2(%arg5)
            %6 = affine.load %arg1[%arg3, %arg4, %5] : memref<20x20x20xf64>
            affine.store %6, %arg0[%arg3, %arg4, %5] : memref<20x20x20xf64>
          }
          affine.for %arg5 = 17 to 19 {
            %0 = affine.load %arg1[%arg3, %arg4, %arg5] : memref<20x20x20xf64>
            affine.store %0, %arg0[%arg3, %arg4, %arg5] : memref<20x20x20xf64>
          }
        }
      }
    }
    return
  }
}

