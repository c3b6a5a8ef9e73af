module {
  func.func @conv_2d(%arg0: memref<100x100xf32>, %arg1: memref<3x3xf32>) -> memref<98x98xf32> {
    %c0 = arith.constant 0 : index
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
  func.func @tiled(%arg0: index, %arg1: index) {
    %c0 = arith.constant 0 : index
    affine.parallel (%arg2, %arg3) = (0, 0) to (symbol(%arg0), symbol(%arg1)) step (32, 32) {
      affine.parallel (%arg4, %arg5) = (%arg2, %arg3) to (min(%arg2 + 32, symbol(%arg0)), min(%arg3 + 32, symbol(%arg1))) {
        func.call @f(%arg4, %arg5) : (index, index) -> ()
      }
    }
    return
  }
  func.func @bound_groups(%arg0: index, %arg1: index) {
    %c0 = arith.constant 0 : index
    affine.parallel (%arg2, %arg3, %arg4) = (max(0, symbol(%arg0) - 10), 2, max(1, symbol(%arg1) floordiv 2, 3)) to (min(symbol(%arg0), 100), symbol(%arg1) * 2, 64) step (1, 2, 4) {
      func.call @f(%arg2, %arg4) : (index, index) -> ()
    }
    return
  }
  func.func @reductions(%arg0: memref<128xf32>, %arg1: memref<128xi32>) -> (f32, f32, f32, f32, i32, i32, i32, i32) {
    %c0 = arith.constant 0 : index
    %0:4 = affine.parallel (%arg2) = (0) to (128) reduce ("addf", "mulf", "maximumf", "minimumf") -> (f32, f32, f32, f32) {
      %2 = affine.load %arg0[%arg2] : memref<128xf32>
      affine.yield %2, %2, %2, %2 : f32, f32, f32, f32
    }
    %1:4 = affine.parallel (%arg2) = (0) to (128) reduce ("addi", "muli", "andi", "ori") -> (i32, i32, i32, i32) {
      %2 = affine.load %arg1[%arg2] : memref<128xi32>
      affine.yield %2, %2, %2, %2 : i32, i32, i32, i32
    }
    return %0#0, %0#1, %0#2, %0#3, %1#0, %1#1, %1#2, %1#3 : f32, f32, f32, f32, i32, i32, i32, i32
  }
  func.func @matmul_parallel(%arg0: memref<64x32xf32>, %arg1: memref<32x16xf32>, %arg2: memref<64x16xf32>) {
    %c0 = arith.constant 0 : index
    affine.parallel (%arg3, %arg4) = (0, 0) to (64, 16) {
      %0 = affine.parallel (%arg5) = (0) to (32) reduce ("addf") -> (f32) {
        %1 = affine.load %arg0[%arg3, %arg5] : memref<64x32xf32>
        %2 = affine.load %arg1[%arg5, %arg4] : memref<32x16xf32>
        %3 = arith.mulf %1, %2 : f32
        affine.yield %3 : f32
      }
      affine.store %0, %arg2[%arg3, %arg4] : memref<64x16xf32>
    }
    return
  }
}

