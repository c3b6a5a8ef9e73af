module {
  func.func @conv_2d(%arg0: memref<100x100xf32>, %arg1: memref<3x3xf32>) -> memref<98x98xf32> {
    %alloc = memref.alloc() : memref<98x98xf32>
    affine.parallel (%arg2, %arg3) = (0, 0) to (98, 98) {
      %0 = affine.parallel (%arg4, %arg5) = (0, 0) to (3, 3) reduce ("addf") -> (f32) {
        %1 = affine.load %arg0[%arg2 + %arg4, %arg3 + %arg5] : memref<100x100xf32>
        %2 = affine.load %arg1[%arg4, %arg5] : memref<3x3xf32>
        %3 = arith.mulf %1, %2 : f32
        affine.yield %3 : f32
      }
      affine.store %0, %alloc[%arg2, %arg3] : memref<98x98xf32>
    }
    return %alloc : memref<98x98xf32>
  }
  func.func private @f(index, index)
  func.func @tiling(%arg0: index, %arg1: index) {
    affine.parallel (%arg2, %arg3) = (0, 0) to (symbol(%arg0), symbol(%arg1)) step (32, 32) {
      affine.parallel (%arg4, %arg5) = (%arg2, %arg3) to (min(%arg2 + 32, symbol(%arg0)), min(%arg3 + 32, symbol(%arg1))) {
        func.call @f(%arg4, %arg5) : (index, index) -> ()
      }
    }
    return
  }
}

