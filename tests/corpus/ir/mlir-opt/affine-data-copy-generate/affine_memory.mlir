module {
  func.func @subscripts(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    %c10000 = arith.constant 10000 : index
    %c0 = arith.constant 0 : index
    %c10000_0 = arith.constant 10000 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<100x100xf32, 1>
    affine.for %arg3 = 0 to 100 {
      affine.for %arg4 = 0 to 100 {
        %0 = affine.load %arg0[%arg3, %arg4] : memref<100x100xf32>
        affine.store %0, %alloc[%arg3, %arg4] : memref<100x100xf32, 1>
      }
    }
    affine.for %arg3 = 0 to 90 {
      affine.for %arg4 = 0 to 90 {
        %0 = affine.load %alloc[%arg3 + 3, %arg4 + 7] : memref<100x100xf32, 1>
        %1 = affine.load %alloc[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32, 1>
        %2 = affine.load %alloc[%arg4 + %arg3 floordiv 2 - (%arg4 floordiv 4) * 4, -%arg3 + %arg4 * 2 + 5] : memref<100x100xf32, 1>
        %3 = affine.load %alloc[symbol(%arg1), symbol(%arg2)] : memref<100x100xf32, 1>
        %4 = arith.addf %0, %1 : f32
        %5 = arith.addf %2, %3 : f32
        %6 = arith.addf %4, %5 : f32
        affine.store %6, %alloc[%arg3 + 3, %arg4 + 7] : memref<100x100xf32, 1>
        affine.store %6, %alloc[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32, 1>
        affine.store %6, %alloc[0, 99] : memref<100x100xf32, 1>
      }
    }
    affine.for %arg3 = 0 to 100 {
      affine.for %arg4 = 0 to 100 {
        %0 = affine.load %alloc[%arg3, %arg4] : memref<100x100xf32, 1>
        affine.store %0, %arg0[%arg3, %arg4] : memref<100x100xf32>
      }
    }
    memref.dealloc %alloc : memref<100x100xf32, 1>
    return
  }
  func.func @scalars(%arg0: memref<f64>, %arg1: memref<1xf64>, %arg2: memref<4xi32, 2>) -> f64 {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<1xf64, 1>
    %0 = affine.load %arg1[0] : memref<1xf64>
    affine.store %0, %alloc[0] : memref<1xf64, 1>
    %1 = affine.load %arg0[] : memref<f64>
    %2 = affine.load %alloc[0] : memref<1xf64, 1>
    %3 = arith.addf %1, %2 : f64
    affine.store %3, %arg0[] : memref<f64>
    affine.store %3, %alloc[0] : memref<1xf64, 1>
    %4 = affine.load %alloc[0] : memref<1xf64, 1>
    affine.store %4, %arg1[0] : memref<1xf64>
    memref.dealloc %alloc : memref<1xf64, 1>
    affine.for %arg3 = 0 to 4 {
      %5 = affine.load %arg2[%arg3] : memref<4xi32, 2>
      %6 = arith.addi %5, %5 : i32
      affine.store %6, %arg2[-%arg3 + 3] : memref<4xi32, 2>
    }
    return %3 : f64
  }
  func.func @vectors(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    %c0 = arith.constant 0 : index
    affine.for %arg3 = 0 to 90 {
      affine.for %arg4 = 0 to 88 step 8 {
        %0 = affine.vector_load %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>, vector<8xf32>
        %1 = affine.vector_load %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        %2 = affine.vector_load %arg0[%arg3, %arg4] : memref<100x100xf32>, vector<2x8xf32>
        %3 = arith.addf %0, %0 : vector<8xf32>
        affine.vector_store %3, %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>, vector<8xf32>
        affine.vector_store %1, %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>, vector<4xf32>
        affine.vector_store %2, %arg0[%arg3, %arg4] : memref<100x100xf32>, vector<2x8xf32>
      }
    }
    return
  }
  func.func @prefetches(%arg0: memref<400x400xi32>, %arg1: memref<1024xf32>) {
    %c160000 = arith.constant 160000 : index
    %c0 = arith.constant 0 : index
    %c160000_0 = arith.constant 160000 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<400x400xi32, 1>
    affine.for %arg2 = 0 to 400 {
      affine.for %arg3 = 0 to 400 {
        %0 = affine.load %arg0[%arg2, %arg3] : memref<400x400xi32>
        affine.store %0, %alloc[%arg2, %arg3] : memref<400x400xi32, 1>
      }
    }
    affine.for %arg2 = 0 to 400 {
      affine.for %arg3 = 0 to 395 {
        affine.prefetch %alloc[%arg2, %arg3 + 5], read, locality<3>, data : memref<400x400xi32, 1>
        affine.prefetch %alloc[%arg2, %arg3], write, locality<0>, data : memref<400x400xi32, 1>
        affine.prefetch %alloc[%arg3, %arg2], read, locality<1>, instr : memref<400x400xi32, 1>
        affine.prefetch %arg1[%arg2 * 2 + %arg3 floordiv 4], write, locality<2>, instr : memref<1024xf32>
        %0 = affine.load %alloc[%arg2, %arg3] : memref<400x400xi32, 1>
        affine.store %0, %alloc[%arg2, %arg3 + 5] : memref<400x400xi32, 1>
      }
    }
    affine.for %arg2 = 0 to 400 {
      affine.for %arg3 = 0 to 400 {
        %0 = affine.load %alloc[%arg2, %arg3] : memref<400x400xi32, 1>
        affine.store %0, %arg0[%arg2, %arg3] : memref<400x400xi32>
      }
    }
    memref.dealloc %alloc : memref<400x400xi32, 1>
    return
  }
}

