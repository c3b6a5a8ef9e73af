module {
  func.func @foo(%arg0: memref<100x100xf32>, %arg1: memref<100xf32>, %arg2: memref<100xf32>, %arg3: memref<100xi32>, %arg4: index) {
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg5 = 0 to %arg4 step 8 {
      %cst_0 = arith.constant dense<0.000000e+00> : vector<8xf32>
      vector.transfer_write %cst_0, %arg2[%arg5] : vector<8xf32>, memref<100xf32>
    }
    affine.for %arg5 = 0 to %arg4 {
      affine.for %arg6 = 0 to %arg4 {
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

