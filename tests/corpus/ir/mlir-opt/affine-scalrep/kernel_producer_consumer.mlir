module {
  func.func @blur_then_scale(%arg0: memref<1026xf32>, %arg1: memref<1024xf32>, %arg2: f32) {
    %alloc = memref.alloc() : memref<1024xf32>
    %cst = arith.constant 0.333333343 : f32
    affine.for %arg3 = 0 to 1024 {
      %0 = affine.load %arg0[%arg3] : memref<1026xf32>
      %1 = affine.load %arg0[%arg3 + 1] : memref<1026xf32>
      %2 = affine.load %arg0[%arg3 + 2] : memref<1026xf32>
      %3 = arith.addf %0, %1 : f32
      %4 = arith.addf %3, %2 : f32
      %5 = arith.mulf %4, %cst : f32
      affine.store %5, %alloc[%arg3] : memref<1024xf32>
    }
    affine.for %arg3 = 0 to 1024 {
      %0 = affine.load %alloc[%arg3] : memref<1024xf32>
      %1 = arith.mulf %0, %arg2 : f32
      affine.store %1, %arg1[%arg3] : memref<1024xf32>
    }
    memref.dealloc %alloc : memref<1024xf32>
    return
  }
  func.func @forwarding(%arg0: memref<100xf32>, %arg1: memref<100xf32>) {
    %cst = arith.constant 1.000000e+00 : f32
    affine.for %arg2 = 0 to 100 {
      %0 = affine.load %arg0[%arg2] : memref<100xf32>
      %1 = arith.addf %0, %cst : f32
      affine.store %1, %arg1[%arg2] : memref<100xf32>
      %2 = affine.load %arg0[%arg2] : memref<100xf32>
      %3 = arith.mulf %1, %2 : f32
      affine.store %3, %arg0[%arg2] : memref<100xf32>
    }
    return
  }
  func.func @two_producers(%arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>, %arg2: memref<64x64xf32>) {
    %alloc = memref.alloc() : memref<64x64xf32>
    %alloc_0 = memref.alloc() : memref<64x64xf32>
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %arg0[%arg3, %arg4] : memref<64x64xf32>
        %1 = arith.mulf %0, %0 : f32
        affine.store %1, %alloc[%arg3, %arg4] : memref<64x64xf32>
      }
    }
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %arg1[%arg4, %arg3] : memref<64x64xf32>
        affine.store %0, %alloc_0[%arg3, %arg4] : memref<64x64xf32>
      }
    }
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %alloc[%arg3, %arg4] : memref<64x64xf32>
        %1 = affine.load %alloc_0[%arg3, %arg4] : memref<64x64xf32>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %arg2[%arg3, %arg4] : memref<64x64xf32>
      }
    }
    memref.dealloc %alloc_0 : memref<64x64xf32>
    memref.dealloc %alloc : memref<64x64xf32>
    return
  }
}

