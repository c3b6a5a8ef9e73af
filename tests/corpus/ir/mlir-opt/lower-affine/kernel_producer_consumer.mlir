module {
  func.func @blur_then_scale(%arg0: memref<1026xf32>, %arg1: memref<1024xf32>, %arg2: f32) {
    %alloc = memref.alloc() : memref<1024xf32>
    %cst = arith.constant 0.333333343 : f32
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %c1024 step %c1 {
      %0 = memref.load %arg0[%arg3] : memref<1026xf32>
      %c1_3 = arith.constant 1 : index
      %1 = arith.addi %arg3, %c1_3 : index
      %2 = memref.load %arg0[%1] : memref<1026xf32>
      %c2 = arith.constant 2 : index
      %3 = arith.addi %arg3, %c2 : index
      %4 = memref.load %arg0[%3] : memref<1026xf32>
      %5 = arith.addf %0, %2 : f32
      %6 = arith.addf %5, %4 : f32
      %7 = arith.mulf %6, %cst : f32
      memref.store %7, %alloc[%arg3] : memref<1024xf32>
    }
    %c0_0 = arith.constant 0 : index
    %c1024_1 = arith.constant 1024 : index
    %c1_2 = arith.constant 1 : index
    scf.for %arg3 = %c0_0 to %c1024_1 step %c1_2 {
      %0 = memref.load %alloc[%arg3] : memref<1024xf32>
      %1 = arith.mulf %0, %arg2 : f32
      memref.store %1, %arg1[%arg3] : memref<1024xf32>
    }
    memref.dealloc %alloc : memref<1024xf32>
    return
  }
  func.func @forwarding(%arg0: memref<100xf32>, %arg1: memref<100xf32>) {
    %cst = arith.constant 1.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0 to %c100 step %c1 {
      %0 = memref.load %arg0[%arg2] : memref<100xf32>
      %1 = arith.addf %0, %cst : f32
      memref.store %1, %arg1[%arg2] : memref<100xf32>
      %2 = memref.load %arg1[%arg2] : memref<100xf32>
      %3 = memref.load %arg0[%arg2] : memref<100xf32>
      %4 = arith.mulf %2, %3 : f32
      memref.store %4, %arg0[%arg2] : memref<100xf32>
    }
    return
  }
  func.func @two_producers(%arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>, %arg2: memref<64x64xf32>) {
    %alloc = memref.alloc() : memref<64x64xf32>
    %alloc_0 = memref.alloc() : memref<64x64xf32>
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %c64 step %c1 {
      %c0_7 = arith.constant 0 : index
      %c64_8 = arith.constant 64 : index
      %c1_9 = arith.constant 1 : index
      scf.for %arg4 = %c0_7 to %c64_8 step %c1_9 {
        %0 = memref.load %arg0[%arg3, %arg4] : memref<64x64xf32>
        %1 = arith.mulf %0, %0 : f32
        memref.store %1, %alloc[%arg3, %arg4] : memref<64x64xf32>
      }
    }
    %c0_1 = arith.constant 0 : index
    %c64_2 = arith.constant 64 : index
    %c1_3 = arith.constant 1 : index
    scf.for %arg3 = %c0_1 to %c64_2 step %c1_3 {
      %c0_7 = arith.constant 0 : index
      %c64_8 = arith.constant 64 : index
      %c1_9 = arith.constant 1 : index
      scf.for %arg4 = %c0_7 to %c64_8 step %c1_9 {
        %0 = memref.load %arg1[%arg4, %arg3] : memref<64x64xf32>
        memref.store %0, %alloc_0[%arg3, %arg4] : memref<64x64xf32>
      }
    }
    %c0_4 = arith.constant 0 : index
    %c64_5 = arith.constant 64 : index
    %c1_6 = arith.constant 1 : index
    scf.for %arg3 = %c0_4 to %c64_5 step %c1_6 {
      %c0_7 = arith.constant 0 : index
      %c64_8 = arith.constant 64 : index
      %c1_9 = arith.constant 1 : index
      scf.for %arg4 = %c0_7 to %c64_8 step %c1_9 {
        %0 = memref.load %alloc[%arg3, %arg4] : memref<64x64xf32>
        %1 = memref.load %alloc_0[%arg3, %arg4] : memref<64x64xf32>
        %2 = arith.addf %0, %1 : f32
        memref.store %2, %arg2[%arg3, %arg4] : memref<64x64xf32>
      }
    }
    memref.dealloc %alloc_0 : memref<64x64xf32>
    memref.dealloc %alloc : memref<64x64xf32>
    return
  }
}

