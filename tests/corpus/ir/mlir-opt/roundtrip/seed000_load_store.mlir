module {
  func.func @load_store(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    affine.for %arg3 = 0 to 90 {
      affine.for %arg4 = 0 to 90 {
        %0 = affine.load %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        %1 = affine.load %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        affine.store %2, %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
      }
    }
    return
  }
}

