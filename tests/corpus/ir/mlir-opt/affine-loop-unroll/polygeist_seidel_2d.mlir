#map = affine_map<()[s0] -> (s0 - 1)>
#map1 = affine_map<()[s0] -> (((s0 - 2) floordiv 4) * 4 + 1)>
#map2 = affine_map<(d0) -> (d0 + 1)>
#map3 = affine_map<(d0) -> (d0 + 2)>
#map4 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @kernel_seidel_2d(%arg0: i32, %arg1: i32, %arg2: memref<?x2000xf64>) {
    %cst = arith.constant 9.000000e+00 : f64
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg0 : i32 to index
    affine.for %arg3 = 0 to %1 {
      affine.for %arg4 = 1 to #map()[%0] {
        affine.for %arg5 = 1 to #map1()[%0] step 4 {
          %2 = affine.load %arg2[%arg4 - 1, %arg5 - 1] : memref<?x2000xf64>
          %3 = affine.load %arg2[%arg4 - 1, %arg5] : memref<?x2000xf64>
          %4 = arith.addf %2, %3 : f64
          %5 = affine.load %arg2[%arg4 - 1, %arg5 + 1] : memref<?x2000xf64>
          %6 = arith.addf %4, %5 : f64
          %7 = affine.load %arg2[%arg4, %arg5 - 1] : memref<?x2000xf64>
          %8 = arith.addf %6, %7 : f64
          %9 = affine.load %arg2[%arg4, %arg5] : memref<?x2000xf64>
          %10 = arith.addf %8, %9 : f64
          %11 = affine.load %arg2[%arg4, %arg5 + 1] : memref<?x2000xf64>
          %12 = arith.addf %10, %11 : f64
          %13 = affine.load %arg2[%arg4 + 1, %arg5 - 1] : memref<?x2000xf64>
          %14 = arith.addf %12, %13 : f64
          %15 = affine.load %arg2[%arg4 + 1, %arg5] : memref<?x2000xf64>
          %16 = arith.addf %14, %15 : f64
          %17 = affine.load %arg2[%arg4 + 1, %arg5 + 1] : memref<?x2000xf64>
          %18 = arith.addf %16, %17 : f64
          %19 = arith.divf %18, %cst : f64
          affine.store %19, %arg2[%arg4, %arg5] : memref<?x2000xf64>
          %20 = affine.apply #map2(%arg5)
          %21 = affine.load %arg2[%arg4 - 1, %20 - 1] : memref<?x2000xf64>
          %22 = affine.load %arg2[%arg4 - 1, %20] : memref<?x2000xf64>
          %23 = arith.addf %21, %22 : f64
          %24 = affine.load %arg2[%arg4 - 1, %20 + 1] : memref<?x2000xf64>
          %25 = arith.addf %23, %24 : f64
          %26 = affine.load %arg2[%arg4, %20 - 1] : memref<?x2000xf64>
          %27 = arith.addf %25, %26 : f64
          %28 = affine.load %arg2[%arg4, %20] : memref<?x2000xf64>
          %29 = arith.addf %27, %28 : f64
          %30 = affine.load %arg2[%arg4, %20 + 1] : memref<?x2000xf64>
          %31 = arith.addf %29, %30 : f64
          %32 = affine.load %arg2[%arg4 + 1, %20 - 1] : memref<?x2000xf64>
          %33 = arith.addf %31, %32 : f64
          %34 = affine.load %arg2[%arg4 + 1, %20] : memref<?x2000xf64>
          %35 = arith.addf %33, %34 : f64
          %36 = affine.load %arg2[%arg4 + 1, %20 + 1] : memref<?x2000xf64>
          %37 = arith.addf %35, %36 : f64
          %38 = arith.divf %37, %cst : f64
          affine.store %38, %arg2[%arg4, %20] : memref<?x2000xf64>
          %39 = affine.apply #map3(%arg5)
          %40 = affine.load %arg2[%arg4 - 1, %39 - 1] : memref<?x2000xf64>
          %41 = affine.load %arg2[%arg4 - 1, %39] : memref<?x2000xf64>
          %42 = arith.addf %40, %41 : f64
          %43 = affine.load %arg2[%arg4 - 1, %39 + 1] : memref<?x2000xf64>
          %44 = arith.addf %42, %43 : f64
          %45 = affine.load %arg2[%arg4, %39 - 1] : memref<?x2000xf64>
          %46 = arith.addf %44, %45 : f64
          %47 = affine.load %arg2[%arg4, %39] : memref<?x2000xf64>
          %48 = arith.addf %46, %47 : f64
          %49 = affine.load %arg2[%arg4, %39 + 1] : memref<?x2000xf64>
          %50 = arith.addf %48, %49 : f64
          %51 = affine.load %arg2[%arg4 + 1, %39 - 1] : memref<?x2000xf64>
          %52 = arith.addf %50, %51 : f64
          %53 = affine.load %arg2[%arg4 + 1, %39] : memref<?x2000xf64>
          %54 = arith.addf %52, %53 : f64
          %55 = affine.load %arg2[%arg4 + 1, %39 + 1] : memref<?x2000xf64>
          %56 = arith.addf %54, %55 : f64
          %57 = arith.divf %56, %cst : f64
          affine.store %57, %arg2[%arg4, %39] : memref<?x2000xf64>
          %58 = affine.apply #map4(%arg5)
          %59 = affine.load %arg2[%arg4 - 1, %58 - 1] : memref<?x2000xf64>
          %60 = affine.load %arg2[%arg4 - 1, %58] : memref<?x2000xf64>
          %61 = arith.addf %59, %60 : f64
          %62 = affine.load %arg2[%arg4 - 1, %58 + 1] : memref<?x2000xf64>
          %63 = arith.addf %61, %62 : f64
          %64 = affine.load %arg2[%arg4, %58 - 1] : memref<?x2000xf64>
          %65 = arith.addf %63, %64 : f64
          %66 = affine.load %arg2[%arg4, %58] : memref<?x2000xf64>
          %67 = arith.addf %65, %66 : f64
          %68 = affine.load %arg2[%arg4, %58 + 1] : memref<?x2000xf64>
          %69 = arith.addf %67, %68 : f64
          %70 = affine.load %arg2[%arg4 + 1, %58 - 1] : memref<?x2000xf64>
          %71 = arith.addf %69, %70 : f64
          %72 = affine.load %arg2[%arg4 + 1, %58] : memref<?x2000xf64>
          %73 = arith.addf %71, %72 : f64
          %74 = affine.load %arg2[%arg4 + 1, %58 + 1] : memref<?x2000xf64>
          %75 = arith.addf %73, %74 : f64
          %76 = arith.divf %75, %cst : f64
          affine.store %76, %arg2[%arg4, %58] : memref<?x2000xf64>
        }
        affine.for %arg5 = #map1()[%0] to #map()[%0] {
          %2 = affine.load %arg2[%arg4 - 1, %arg5 - 1] : memref<?x2000xf64>
          %3 = affine.load %arg2[%arg4 - 1, %arg5] : memref<?x2000xf64>
          %4 = arith.addf %2, %3 : f64
          %5 = affine.load %arg2[%arg4 - 1, %arg5 + 1] : memref<?x2000xf64>
          %6 = arith.addf %4, %5 : f64
          %7 = affine.load %arg2[%arg4, %arg5 - 1] : memref<?x2000xf64>
          %8 = arith.addf %6, %7 : f64
          %9 = affine.load %arg2[%arg4, %arg5] : memref<?x2000xf64>
          %10 = arith.addf %8, %9 : f64
          %11 = affine.load %arg2[%arg4, %arg5 + 1] : memref<?x2000xf64>
          %12 = arith.addf %10, %11 : f64
          %13 = affine.load %arg2[%arg4 + 1, %arg5 - 1] : memref<?x2000xf64>
          %14 = arith.addf %12, %13 : f64
          %15 = affine.load %arg2[%arg4 + 1, %arg5] : memref<?x2000xf64>
          %16 = arith.addf %14, %15 : f64
          %17 = affine.load %arg2[%arg4 + 1, %arg5 + 1] : memref<?x2000xf64>
          %18 = arith.addf %16, %17 : f64
          %19 = arith.divf %18, %cst : f64
          affine.store %19, %arg2[%arg4, %arg5] : memref<?x2000xf64>
        }
      }
    }
    return
  }
}

