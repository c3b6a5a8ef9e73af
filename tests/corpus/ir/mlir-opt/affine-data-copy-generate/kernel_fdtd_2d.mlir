module {
  func.func @fdtd_2d(%arg0: memref<60x80xf32>, %arg1: memref<60x80xf32>, %arg2: memref<60x80xf32>, %arg3: memref<40xf32>) {
    %c4800 = arith.constant 4800 : index
    %c0 = arith.constant 0 : index
    %c4800_0 = arith.constant 4800 : index
    %c0_1 = arith.constant 0 : index
    %c4800_2 = arith.constant 4800 : index
    %c0_3 = arith.constant 0 : index
    %c4800_4 = arith.constant 4800 : index
    %c0_5 = arith.constant 0 : index
    %c4800_6 = arith.constant 4800 : index
    %c0_7 = arith.constant 0 : index
    %c4800_8 = arith.constant 4800 : index
    %c0_9 = arith.constant 0 : index
    %c40 = arith.constant 40 : index
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %cst = arith.constant 5.000000e-01 : f32
    %cst_12 = arith.constant 0.699999988 : f32
    %alloc = memref.alloc() : memref<40xf32, 1>
    affine.for %arg4 = 0 to 40 {
      %0 = affine.load %arg3[%arg4] : memref<40xf32>
      affine.store %0, %alloc[%arg4] : memref<40xf32, 1>
    }
    %alloc_13 = memref.alloc() : memref<60x80xf32, 1>
    affine.for %arg4 = 0 to 60 {
      affine.for %arg5 = 0 to 80 {
        %0 = affine.load %arg1[%arg4, %arg5] : memref<60x80xf32>
        affine.store %0, %alloc_13[%arg4, %arg5] : memref<60x80xf32, 1>
      }
    }
    %alloc_14 = memref.alloc() : memref<60x80xf32, 1>
    affine.for %arg4 = 0 to 60 {
      affine.for %arg5 = 0 to 80 {
        %0 = affine.load %arg2[%arg4, %arg5] : memref<60x80xf32>
        affine.store %0, %alloc_14[%arg4, %arg5] : memref<60x80xf32, 1>
      }
    }
    %alloc_15 = memref.alloc() : memref<60x80xf32, 1>
    affine.for %arg4 = 0 to 60 {
      affine.for %arg5 = 0 to 80 {
        %0 = affine.load %arg0[%arg4, %arg5] : memref<60x80xf32>
        affine.store %0, %alloc_15[%arg4, %arg5] : memref<60x80xf32, 1>
      }
    }
    affine.for %arg4 = 0 to 40 {
      affine.for %arg5 = 0 to 80 {
        %0 = affine.load %alloc[%arg4] : memref<40xf32, 1>
        affine.store %0, %alloc_13[0, %arg5] : memref<60x80xf32, 1>
      }
      affine.for %arg5 = 1 to 60 {
        affine.for %arg6 = 0 to 80 {
          %0 = affine.load %alloc_13[%arg5, %arg6] : memref<60x80xf32, 1>
          %1 = affine.load %alloc_14[%arg5, %arg6] : memref<60x80xf32, 1>
          %2 = affine.load %alloc_14[%arg5 - 1, %arg6] : memref<60x80xf32, 1>
          %3 = arith.subf %1, %2 : f32
          %4 = arith.mulf %cst, %3 : f32
          %5 = arith.subf %0, %4 : f32
          affine.store %5, %alloc_13[%arg5, %arg6] : memref<60x80xf32, 1>
        }
      }
      affine.for %arg5 = 0 to 60 {
        affine.for %arg6 = 1 to 80 {
          %0 = affine.load %alloc_15[%arg5, %arg6] : memref<60x80xf32, 1>
          %1 = affine.load %alloc_14[%arg5, %arg6] : memref<60x80xf32, 1>
          %2 = affine.load %alloc_14[%arg5, %arg6 - 1] : memref<60x80xf32, 1>
          %3 = arith.subf %1, %2 : f32
          %4 = arith.mulf %cst, %3 : f32
          %5 = arith.subf %0, %4 : f32
          affine.store %5, %alloc_15[%arg5, %arg6] : memref<60x80xf32, 1>
        }
      }
      affine.for %arg5 = 0 to 59 {
        affine.for %arg6 = 0 to 79 {
          %0 = affine.load %alloc_14[%arg5, %arg6] : memref<60x80xf32, 1>
          %1 = affine.load %alloc_15[%arg5, %arg6 + 1] : memref<60x80xf32, 1>
          %2 = affine.load %alloc_15[%arg5, %arg6] : memref<60x80xf32, 1>
          %3 = affine.load %alloc_13[%arg5 + 1, %arg6] : memref<60x80xf32, 1>
          %4 = affine.load %alloc_13[%arg5, %arg6] : memref<60x80xf32, 1>
          %5 = arith.subf %1, %2 : f32
          %6 = arith.subf %3, %4 : f32
          %7 = arith.addf %5, %6 : f32
          %8 = arith.mulf %cst_12, %7 : f32
          %9 = arith.subf %0, %8 : f32
          affine.store %9, %alloc_14[%arg5, %arg6] : memref<60x80xf32, 1>
        }
      }
    }
    affine.for %arg4 = 0 to 60 {
      affine.for %arg5 = 0 to 80 {
        %0 = affine.load %alloc_14[%arg4, %arg5] : memref<60x80xf32, 1>
        affine.store %0, %arg2[%arg4, %arg5] : memref<60x80xf32>
      }
    }
    affine.for %arg4 = 0 to 60 {
      affine.for %arg5 = 0 to 80 {
        %0 = affine.load %alloc_15[%arg4, %arg5] : memref<60x80xf32, 1>
        affine.store %0, %arg0[%arg4, %arg5] : memref<60x80xf32>
      }
    }
    affine.for %arg4 = 0 to 60 {
      affine.for %arg5 = 0 to 80 {
        %0 = affine.load %alloc_13[%arg4, %arg5] : memref<60x80xf32, 1>
        affine.store %0, %arg1[%arg4, %arg5] : memref<60x80xf32>
      }
    }
    memref.dealloc %alloc_15 : memref<60x80xf32, 1>
    memref.dealloc %alloc_14 : memref<60x80xf32, 1>
    memref.dealloc %alloc_13 : memref<60x80xf32, 1>
    memref.dealloc %alloc : memref<40xf32, 1>
    return
  }
}

