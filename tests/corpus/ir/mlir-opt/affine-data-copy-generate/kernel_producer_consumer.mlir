module {
  func.func @blur_then_scale(%arg0: memref<1026xf32>, %arg1: memref<1024xf32>, %arg2: f32) {
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
    %c1024_0 = arith.constant 1024 : index
    %c0_1 = arith.constant 0 : index
    %c1024_2 = arith.constant 1024 : index
    %c0_3 = arith.constant 0 : index
    %c1026 = arith.constant 1026 : index
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<1024xf32>
    %cst = arith.constant 0.333333343 : f32
    %alloc_6 = memref.alloc() : memref<1026xf32, 1>
    affine.for %arg3 = 0 to 1026 {
      %0 = affine.load %arg0[%arg3] : memref<1026xf32>
      affine.store %0, %alloc_6[%arg3] : memref<1026xf32, 1>
    }
    %alloc_7 = memref.alloc() : memref<1024xf32, 1>
    affine.for %arg3 = 0 to 1024 {
      %0 = affine.load %alloc_6[%arg3] : memref<1026xf32, 1>
      %1 = affine.load %alloc_6[%arg3 + 1] : memref<1026xf32, 1>
      %2 = affine.load %alloc_6[%arg3 + 2] : memref<1026xf32, 1>
      %3 = arith.addf %0, %1 : f32
      %4 = arith.addf %3, %2 : f32
      %5 = arith.mulf %4, %cst : f32
      affine.store %5, %alloc_7[%arg3] : memref<1024xf32, 1>
    }
    affine.for %arg3 = 0 to 1024 {
      %0 = affine.load %alloc_7[%arg3] : memref<1024xf32, 1>
      affine.store %0, %alloc[%arg3] : memref<1024xf32>
    }
    memref.dealloc %alloc_7 : memref<1024xf32, 1>
    memref.dealloc %alloc_6 : memref<1026xf32, 1>
    %alloc_8 = memref.alloc() : memref<1024xf32, 1>
    affine.for %arg3 = 0 to 1024 {
      %0 = affine.load %alloc[%arg3] : memref<1024xf32>
      affine.store %0, %alloc_8[%arg3] : memref<1024xf32, 1>
    }
    %alloc_9 = memref.alloc() : memref<1024xf32, 1>
    affine.for %arg3 = 0 to 1024 {
      %0 = affine.load %alloc_8[%arg3] : memref<1024xf32, 1>
      %1 = arith.mulf %0, %arg2 : f32
      affine.store %1, %alloc_9[%arg3] : memref<1024xf32, 1>
    }
    affine.for %arg3 = 0 to 1024 {
      %0 = affine.load %alloc_9[%arg3] : memref<1024xf32, 1>
      affine.store %0, %arg1[%arg3] : memref<1024xf32>
    }
    memref.dealloc %alloc_9 : memref<1024xf32, 1>
    memref.dealloc %alloc_8 : memref<1024xf32, 1>
    memref.dealloc %alloc : memref<1024xf32>
    return
  }
  func.func @forwarding(%arg0: memref<100xf32>, %arg1: memref<100xf32>) {
    %c100 = arith.constant 100 : index
    %c0 = arith.constant 0 : index
    %c100_0 = arith.constant 100 : index
    %c0_1 = arith.constant 0 : index
    %c100_2 = arith.constant 100 : index
    %c0_3 = arith.constant 0 : index
    %c100_4 = arith.constant 100 : index
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %cst = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() : memref<100xf32, 1>
    affine.for %arg2 = 0 to 100 {
      %0 = affine.load %arg0[%arg2] : memref<100xf32>
      affine.store %0, %alloc[%arg2] : memref<100xf32, 1>
    }
    %alloc_7 = memref.alloc() : memref<100xf32, 1>
    affine.for %arg2 = 0 to 100 {
      %0 = affine.load %arg1[%arg2] : memref<100xf32>
      affine.store %0, %alloc_7[%arg2] : memref<100xf32, 1>
    }
    affine.for %arg2 = 0 to 100 {
      %0 = affine.load %alloc[%arg2] : memref<100xf32, 1>
      %1 = arith.addf %0, %cst : f32
      affine.store %1, %alloc_7[%arg2] : memref<100xf32, 1>
      %2 = affine.load %alloc_7[%arg2] : memref<100xf32, 1>
      %3 = affine.load %alloc[%arg2] : memref<100xf32, 1>
      %4 = arith.mulf %2, %3 : f32
      affine.store %4, %alloc[%arg2] : memref<100xf32, 1>
    }
    affine.for %arg2 = 0 to 100 {
      %0 = affine.load %alloc[%arg2] : memref<100xf32, 1>
      affine.store %0, %arg0[%arg2] : memref<100xf32>
    }
    affine.for %arg2 = 0 to 100 {
      %0 = affine.load %alloc_7[%arg2] : memref<100xf32, 1>
      affine.store %0, %arg1[%arg2] : memref<100xf32>
    }
    memref.dealloc %alloc_7 : memref<100xf32, 1>
    memref.dealloc %alloc : memref<100xf32, 1>
    return
  }
  func.func @two_producers(%arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>, %arg2: memref<64x64xf32>) {
    %c4096 = arith.constant 4096 : index
    %c0 = arith.constant 0 : index
    %c4096_0 = arith.constant 4096 : index
    %c0_1 = arith.constant 0 : index
    %c4096_2 = arith.constant 4096 : index
    %c0_3 = arith.constant 0 : index
    %c4096_4 = arith.constant 4096 : index
    %c0_5 = arith.constant 0 : index
    %c4096_6 = arith.constant 4096 : index
    %c0_7 = arith.constant 0 : index
    %c4096_8 = arith.constant 4096 : index
    %c0_9 = arith.constant 0 : index
    %c4096_10 = arith.constant 4096 : index
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<64x64xf32>
    %alloc_13 = memref.alloc() : memref<64x64xf32>
    %alloc_14 = memref.alloc() : memref<64x64xf32, 1>
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %arg0[%arg3, %arg4] : memref<64x64xf32>
        affine.store %0, %alloc_14[%arg3, %arg4] : memref<64x64xf32, 1>
      }
    }
    %alloc_15 = memref.alloc() : memref<64x64xf32, 1>
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %alloc_14[%arg3, %arg4] : memref<64x64xf32, 1>
        %1 = arith.mulf %0, %0 : f32
        affine.store %1, %alloc_15[%arg3, %arg4] : memref<64x64xf32, 1>
      }
    }
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %alloc_15[%arg3, %arg4] : memref<64x64xf32, 1>
        affine.store %0, %alloc[%arg3, %arg4] : memref<64x64xf32>
      }
    }
    memref.dealloc %alloc_15 : memref<64x64xf32, 1>
    memref.dealloc %alloc_14 : memref<64x64xf32, 1>
    %alloc_16 = memref.alloc() : memref<64x64xf32, 1>
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %arg1[%arg3, %arg4] : memref<64x64xf32>
        affine.store %0, %alloc_16[%arg3, %arg4] : memref<64x64xf32, 1>
      }
    }
    %alloc_17 = memref.alloc() : memref<64x64xf32, 1>
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %alloc_16[%arg4, %arg3] : memref<64x64xf32, 1>
        affine.store %0, %alloc_17[%arg3, %arg4] : memref<64x64xf32, 1>
      }
    }
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %alloc_17[%arg3, %arg4] : memref<64x64xf32, 1>
        affine.store %0, %alloc_13[%arg3, %arg4] : memref<64x64xf32>
      }
    }
    memref.dealloc %alloc_17 : memref<64x64xf32, 1>
    memref.dealloc %alloc_16 : memref<64x64xf32, 1>
    %alloc_18 = memref.alloc() : memref<64x64xf32, 1>
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %alloc[%arg3, %arg4] : memref<64x64xf32>
        affine.store %0, %alloc_18[%arg3, %arg4] : memref<64x64xf32, 1>
      }
    }
    %alloc_19 = memref.alloc() : memref<64x64xf32, 1>
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %alloc_13[%arg3, %arg4] : memref<64x64xf32>
        affine.store %0, %alloc_19[%arg3, %arg4] : memref<64x64xf32, 1>
      }
    }
    %alloc_20 = memref.alloc() : memref<64x64xf32, 1>
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %alloc_18[%arg3, %arg4] : memref<64x64xf32, 1>
        %1 = affine.load %alloc_19[%arg3, %arg4] : memref<64x64xf32, 1>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %alloc_20[%arg3, %arg4] : memref<64x64xf32, 1>
      }
    }
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %alloc_20[%arg3, %arg4] : memref<64x64xf32, 1>
        affine.store %0, %arg2[%arg3, %arg4] : memref<64x64xf32>
      }
    }
    memref.dealloc %alloc_20 : memref<64x64xf32, 1>
    memref.dealloc %alloc_19 : memref<64x64xf32, 1>
    memref.dealloc %alloc_18 : memref<64x64xf32, 1>
    memref.dealloc %alloc_13 : memref<64x64xf32>
    memref.dealloc %alloc : memref<64x64xf32>
    return
  }
}

