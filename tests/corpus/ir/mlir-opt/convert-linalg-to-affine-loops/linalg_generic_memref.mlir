module {
  func.func @pointwise_add(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    affine.for %arg3 = 0 to %dim {
      affine.for %arg4 = 0 to %dim_0 {
        %0 = affine.load %arg0[%arg3, %arg4] : memref<?x?xf32>
        %1 = affine.load %arg1[%arg3, %arg4] : memref<?x?xf32>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %arg2[%arg3, %arg4] : memref<?x?xf32>
      }
    }
    return
  }
  func.func @transpose(%arg0: memref<8x16xf32>, %arg1: memref<16x8xf32>) {
    affine.for %arg2 = 0 to 16 {
      affine.for %arg3 = 0 to 8 {
        %0 = affine.load %arg0[%arg3, %arg2] : memref<8x16xf32>
        affine.store %0, %arg1[%arg2, %arg3] : memref<16x8xf32>
      }
    }
    return
  }
  func.func @row_sum(%arg0: memref<?x?xf64>, %arg1: memref<?xf64>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf64>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf64>
    affine.for %arg2 = 0 to %dim {
      affine.for %arg3 = 0 to %dim_0 {
        %0 = affine.load %arg0[%arg2, %arg3] : memref<?x?xf64>
        %1 = affine.load %arg1[%arg2] : memref<?xf64>
        %2 = arith.addf %1, %0 : f64
        affine.store %2, %arg1[%arg2] : memref<?xf64>
      }
    }
    return
  }
  func.func @matmul_generic(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
    affine.for %arg3 = 0 to %dim {
      affine.for %arg4 = 0 to %dim_1 {
        affine.for %arg5 = 0 to %dim_0 {
          %0 = affine.load %arg0[%arg3, %arg5] : memref<?x?xf32>
          %1 = affine.load %arg1[%arg5, %arg4] : memref<?x?xf32>
          %2 = affine.load %arg2[%arg3, %arg4] : memref<?x?xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %arg2[%arg3, %arg4] : memref<?x?xf32>
        }
      }
    }
    return
  }
  func.func @iota(%arg0: memref<10x100xi64>) {
    %c100_i64 = arith.constant 100 : i64
    affine.for %arg1 = 0 to 10 {
      affine.for %arg2 = 0 to 100 {
        %0 = arith.index_cast %arg1 : index to i64
        %1 = arith.index_cast %arg2 : index to i64
        %2 = arith.muli %0, %c100_i64 : i64
        %3 = arith.addi %2, %1 : i64
        affine.store %3, %arg0[%arg1, %arg2] : memref<10x100xi64>
      }
    }
    return
  }
  func.func @strided_operands(%arg0: memref<4x4xf32, strided<[8, 1], offset: ?>>, %arg1: memref<4x4xf32>) {
    affine.for %arg2 = 0 to 4 {
      affine.for %arg3 = 0 to 4 {
        %0 = affine.load %arg0[%arg2, %arg3] : memref<4x4xf32, strided<[8, 1], offset: ?>>
        %1 = arith.negf %0 : f32
        affine.store %1, %arg1[%arg2, %arg3] : memref<4x4xf32>
      }
    }
    return
  }
  func.func @broadcast_bias(%arg0: memref<16x32xf32>, %arg1: memref<32xf32>, %arg2: memref<16x32xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg3 = 0 to 16 {
      affine.for %arg4 = 0 to 32 {
        %0 = affine.load %arg0[%arg3, %arg4] : memref<16x32xf32>
        %1 = affine.load %arg1[%arg4] : memref<32xf32>
        %2 = arith.addf %0, %1 : f32
        %3 = arith.maximumf %2, %cst : f32
        affine.store %3, %arg2[%arg3, %arg4] : memref<16x32xf32>
      }
    }
    return
  }
}

