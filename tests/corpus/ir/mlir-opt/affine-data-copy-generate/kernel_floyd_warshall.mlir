module {
  func.func @floyd_warshall(%arg0: memref<180x180xi32>) {
    %c32400 = arith.constant 32400 : index
    %c0 = arith.constant 0 : index
    %c32400_0 = arith.constant 32400 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<180x180xi32, 1>
    affine.for %arg1 = 0 to 180 {
      affine.for %arg2 = 0 to 180 {
        %0 = affine.load %arg0[%arg1, %arg2] : memref<180x180xi32>
        affine.store %0, %alloc[%arg1, %arg2] : memref<180x180xi32, 1>
      }
    }
    affine.for %arg1 = 0 to 180 {
      affine.for %arg2 = 0 to 180 {
        affine.for %arg3 = 0 to 180 {
          %0 = affine.load %alloc[%arg2, %arg3] : memref<180x180xi32, 1>
          %1 = affine.load %alloc[%arg2, %arg1] : memref<180x180xi32, 1>
          %2 = affine.load %alloc[%arg1, %arg3] : memref<180x180xi32, 1>
          %3 = arith.addi %1, %2 : i32
          %4 = arith.cmpi slt, %0, %3 : i32
          %5 = arith.select %4, %0, %3 : i32
          affine.store %5, %alloc[%arg2, %arg3] : memref<180x180xi32, 1>
        }
      }
    }
    affine.for %arg1 = 0 to 180 {
      affine.for %arg2 = 0 to 180 {
        %0 = affine.load %alloc[%arg1, %arg2] : memref<180x180xi32, 1>
        affine.store %0, %arg0[%arg1, %arg2] : memref<180x180xi32>
      }
    }
    memref.dealloc %alloc : memref<180x180xi32, 1>
    return
  }
}

