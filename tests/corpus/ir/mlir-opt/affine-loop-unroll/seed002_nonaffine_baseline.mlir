#map = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0) -> (d0 + 2)>
#map3 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @foo(%arg0: memref<100x100xf32>, %arg1: memref<100xf32>, %arg2: memref<100xf32>, %arg3: memref<100xi32>, %arg4: index) {
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg5 = 0 to #map()[%arg4] step 4 {
      affine.store %cst, %arg2[%arg5] : memref<100xf32>
      %0 = affine.apply #map1(%arg5)
      affine.store %cst, %arg2[%0] : memref<100xf32>
      %1 = affine.apply #map2(%arg5)
      affine.store %cst, %arg2[%1] : memref<100xf32>
      %2 = affine.apply #map3(%arg5)
      affine.store %cst, %arg2[%2] : memref<100xf32>
    }
    affine.for %arg5 = #map()[%arg4] to %arg4 {
      affine.store %cst, %arg2[%arg5] : memref<100xf32>
    }
    affine.for %arg5 = 0 to %arg4 {
      affine.for %arg6 = 0 to #map()[%arg4] step 4 {
        %0 = affine.load %arg0[%arg5, %arg6] : memref<100x100xf32>
        %1 = affine.load %arg1[%arg6] : memref<100xf32>
        %2 = arith.mulf %0, %1 : f32
        %3 = affine.load %arg3[%arg6] : memref<100xi32>
        %4 = arith.index_cast %3 : i32 to index
        %5 = memref.load %arg2[%4] : memref<100xf32>
        %6 = arith.addf %2, %5 : f32
        memref.store %6, %arg2[%4] : memref<100xf32>
        %7 = affine.apply #map1(%arg6)
        %8 = affine.load %arg0[%arg5, %7] : memref<100x100xf32>
        %9 = affine.load %arg1[%7] : memref<100xf32>
        %10 = arith.mulf %8, %9 : f32
        %11 = affine.load %arg3[%7] : memref<100xi32>
        %12 = arith.index_cast %11 : i32 to index
        %13 = memref.load %arg2[%12] : memref<100xf32>
        %14 = arith.addf %10, %13 : f32
        memref.store %14, %arg2[%12] : memref<100xf32>
        %15 = affine.apply #map2(%arg6)
        %16 = affine.load %arg0[%arg5, %15] : memref<100x100xf32>
        %17 = affine.load %arg1[%15] : memref<100xf32>
        %18 = arith.mulf %16, %17 : f32
        %19 = affine.load %arg3[%15] : memref<100xi32>
        %20 = arith.index_cast %19 : i32 to index
        %21 = memref.load %arg2[%20] : memref<100xf32>
        %22 = arith.addf %18, %21 : f32
        memref.store %22, %arg2[%20] : memref<100xf32>
        %23 = affine.apply #map3(%arg6)
        %24 = affine.load %arg0[%arg5, %23] : memref<100x100xf32>
        %25 = affine.load %arg1[%23] : memref<100xf32>
        %26 = arith.mulf %24, %25 : f32
        %27 = affine.load %arg3[%23] : memref<100xi32>
        %28 = arith.index_cast %27 : i32 to index
        %29 = memref.load %arg2[%28] : memref<100xf32>
        %30 = arith.addf %26, %29 : f32
        memref.store %30, %arg2[%28] : memref<100xf32>
      }
      affine.for %arg6 = #map()[%arg4] to %arg4 {
        %0 = affine.load %arg0[%arg5, %arg6] : memref<100x100xf32>
        %1 = affine.load %arg1[%arg6] : memref<100xf32>
        %2 = arith.mulf %0, %1 : f32
        %3 = affine.load %arg3[%arg6] : memref<100xi32>
        %4 = arith.index_cast %3 : i32 to index
        %5 = memref.load %arg2[%4] : memref<100xf32>
        %6 = arith.addf %2, %5 : f32
        memref.store %6, %arg2[%4] : memref<100xf32>
      }
    }
    return
  }
}

