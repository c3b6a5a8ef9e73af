#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 + 2)>
#map2 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @blur_then_scale(%arg0: memref<1026xf32>, %arg1: memref<1024xf32>, %arg2: f32) {
    %alloc = memref.alloc() : memref<1024xf32>
    %cst = arith.constant 0.333333343 : f32
    affine.for %arg3 = 0 to 1024 step 4 {
      %0 = affine.load %arg0[%arg3] : memref<1026xf32>
      %1 = affine.load %arg0[%arg3 + 1] : memref<1026xf32>
      %2 = affine.load %arg0[%arg3 + 2] : memref<1026xf32>
      %3 = arith.addf %0, %1 : f32
      %4 = arith.addf %3, %2 : f32
      %5 = arith.mulf %4, %cst : f32
      affine.store %5, %alloc[%arg3] : memref<1024xf32>
      %6 = affine.apply #map(%arg3)
      %7 = affine.load %arg0[%6] : memref<1026xf32>
      %8 = affine.load %arg0[%6 + 1] : memref<1026xf32>
      %9 = affine.load %arg0[%6 + 2] : memref<1026xf32>
      %10 = arith.addf %7, %8 : f32
      %11 = arith.addf %10, %9 : f32
      %12 = arith.mulf %11, %cst : f32
      affine.store %12, %alloc[%6] : memref<1024xf32>
      %13 = affine.apply #map1(%arg3)
      %14 = affine.load %arg0[%13] : memref<1026xf32>
      %15 = affine.load %arg0[%13 + 1] : memref<1026xf32>
      %16 = affine.load %arg0[%13 + 2] : memref<1026xf32>
      %17 = arith.addf %14, %15 : f32
      %18 = arith.addf %17, %16 : f32
      %19 = arith.mulf %18, %cst : f32
      affine.store %19, %alloc[%13] : memref<1024xf32>
      %20 = affine.apply #map2(%arg3)
      %21 = affine.load %arg0[%20] : memref<1026xf32>
      %22 = affine.load %arg0[%20 + 1] : memref<1026xf32>
      %23 = affine.load %arg0[%20 + 2] : memref<1026xf32>
      %24 = arith.addf %21, %22 : f32
      %25 = arith.addf %24, %23 : f32
      %26 = arith.mulf %25, %cst : f32
      affine.store %26, %alloc[%20] : memref<1024xf32>
    }
    affine.for %arg3 = 0 to 1024 step 4 {
      %0 = affine.load %alloc[%arg3] : memref<1024xf32>
      %1 = arith.mulf %0, %arg2 : f32
      affine.store %1, %arg1[%arg3] : memref<1024xf32>
      %2 = affine.apply #map(%arg3)
      %3 = affine.load %alloc[%2] : memref<1024xf32>
      %4 = arith.mulf %3, %arg2 : f32
      affine.store %4, %arg1[%2] : memref<1024xf32>
      %5 = affine.apply #map1(%arg3)
      %6 = affine.load %alloc[%5] : memref<1024xf32>
      %7 = arith.mulf %6, %arg2 : f32
      affine.store %7, %arg1[%5] : memref<1024xf32>
      %8 = affine.apply #map2(%arg3)
      %9 = affine.load %alloc[%8] : memref<1024xf32>
      %10 = arith.mulf %9, %arg2 : f32
      affine.store %10, %arg1[%8] : memref<1024xf32>
    }
    memref.dealloc %alloc : memref<1024xf32>
    return
  }
  func.func @forwarding(%arg0: memref<100xf32>, %arg1: memref<100xf32>) {
    %cst = arith.constant 1.000000e+00 : f32
    affine.for %arg2 = 0 to 100 step 4 {
      %0 = affine.load %arg0[%arg2] : memref<100xf32>
      %1 = arith.addf %0, %cst : f32
      affine.store %1, %arg1[%arg2] : memref<100xf32>
      %2 = affine.load %arg1[%arg2] : memref<100xf32>
      %3 = affine.load %arg0[%arg2] : memref<100xf32>
      %4 = arith.mulf %2, %3 : f32
      affine.store %4, %arg0[%arg2] : memref<100xf32>
      %5 = affine.apply #map(%arg2)
      %6 = affine.load %arg0[%5] : memref<100xf32>
      %7 = arith.addf %6, %cst : f32
      affine.store %7, %arg1[%5] : memref<100xf32>
      %8 = affine.load %arg1[%5] : memref<100xf32>
      %9 = affine.load %arg0[%5] : memref<100xf32>
      %10 = arith.mulf %8, %9 : f32
      affine.store %10, %arg0[%5] : memref<100xf32>
      %11 = affine.apply #map1(%arg2)
      %12 = affine.load %arg0[%11] : memref<100xf32>
      %13 = arith.addf %12, %cst : f32
      affine.store %13, %arg1[%11] : memref<100xf32>
      %14 = affine.load %arg1[%11] : memref<100xf32>
      %15 = affine.load %arg0[%11] : memref<100xf32>
      %16 = arith.mulf %14, %15 : f32
      affine.store %16, %arg0[%11] : memref<100xf32>
      %17 = affine.apply #map2(%arg2)
      %18 = affine.load %arg0[%17] : memref<100xf32>
      %19 = arith.addf %18, %cst : f32
      affine.store %19, %arg1[%17] : memref<100xf32>
      %20 = affine.load %arg1[%17] : memref<100xf32>
      %21 = affine.load %arg0[%17] : memref<100xf32>
      %22 = arith.mulf %20, %21 : f32
      affine.store %22, %arg0[%17] : memref<100xf32>
    }
    return
  }
  func.func @two_producers(%arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>, %arg2: memref<64x64xf32>) {
    %alloc = memref.alloc() : memref<64x64xf32>
    %alloc_0 = memref.alloc() : memref<64x64xf32>
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 step 4 {
        %0 = affine.load %arg0[%arg3, %arg4] : memref<64x64xf32>
        %1 = arith.mulf %0, %0 : f32
        affine.store %1, %alloc[%arg3, %arg4] : memref<64x64xf32>
        %2 = affine.apply #map(%arg4)
        %3 = affine.load %arg0[%arg3, %2] : memref<64x64xf32>
        %4 = arith.mulf %3, %3 : f32
        affine.store %4, %alloc[%arg3, %2] : memref<64x64xf32>
        %5 = affine.apply #map1(%arg4)
        %6 = affine.load %arg0[%arg3, %5] : memref<64x64xf32>
        %7 = arith.mulf %6, %6 : f32
        affine.store %7, %alloc[%arg3, %5] : memref<64x64xf32>
        %8 = affine.apply #map2(%arg4)
        %9 = affine.load %arg0[%arg3, %8] : memref<64x64xf32>
        %10 = arith.mulf %9, %9 : f32
        affine.store %10, %alloc[%arg3, %8] : memref<64x64xf32>
      }
    }
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 step 4 {
        %0 = affine.load %arg1[%arg4, %arg3] : memref<64x64xf32>
        affine.store %0, %alloc_0[%arg3, %arg4] : memref<64x64xf32>
        %1 = affine.apply #map(%arg4)
        %2 = affine.load %arg1[%1, %arg3] : memref<64x64xf32>
        affine.store %2, %alloc_0[%arg3, %1] : memref<64x64xf32>
        %3 = affine.apply #map1(%arg4)
        %4 = affine.load %arg1[%3, %arg3] : memref<64x64xf32>
        affine.store %4, %alloc_0[%arg3, %3] : memref<64x64xf32>
        %5 = affine.apply #map2(%arg4)
        %6 = affine.load %arg1[%5, %arg3] : memref<64x64xf32>
        affine.store %6, %alloc_0[%arg3, %5] : memref<64x64xf32>
      }
    }
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 step 4 {
        %0 = affine.load %alloc[%arg3, %arg4] : memref<64x64xf32>
        %1 = affine.load %alloc_0[%arg3, %arg4] : memref<64x64xf32>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %arg2[%arg3, %arg4] : memref<64x64xf32>
        %3 = affine.apply #map(%arg4)
        %4 = affine.load %alloc[%arg3, %3] : memref<64x64xf32>
        %5 = affine.load %alloc_0[%arg3, %3] : memref<64x64xf32>
        %6 = arith.addf %4, %5 : f32
        affine.store %6, %arg2[%arg3, %3] : memref<64x64xf32>
        %7 = affine.apply #map1(%arg4)
        %8 = affine.load %alloc[%arg3, %7] : memref<64x64xf32>
        %9 = affine.load %alloc_0[%arg3, %7] : memref<64x64xf32>
        %10 = arith.addf %8, %9 : f32
        affine.store %10, %arg2[%arg3, %7] : memref<64x64xf32>
        %11 = affine.apply #map2(%arg4)
        %12 = affine.load %alloc[%arg3, %11] : memref<64x64xf32>
        %13 = affine.load %alloc_0[%arg3, %11] : memref<64x64xf32>
        %14 = arith.addf %12, %13 : f32
        affine.store %14, %arg2[%arg3, %11] : memref<64x64xf32>
      }
    }
    memref.dealloc %alloc_0 : memref<64x64xf32>
    memref.dealloc %alloc : memref<64x64xf32>
    return
  }
}

