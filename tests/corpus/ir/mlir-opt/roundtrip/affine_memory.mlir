module {
  func.func @subscripts(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    affine.for %arg3 = 0 to 90 {
      affine.for %arg4 = 0 to 90 {
        %0 = affine.load %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        %1 = affine.load %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        %2 = affine.load %arg0[%arg3 floordiv 2 + %arg4 mod 4, %arg4 * 2 - %arg3 + 5] : memref<100x100xf32>
        %3 = affine.load %arg0[%arg1, %arg2] : memref<100x100xf32>
        %4 = arith.addf %0, %1 : f32
        %5 = arith.addf %2, %3 : f32
        %6 = arith.addf %4, %5 : f32
        affine.store %6, %arg0[%arg3 + 3, %arg4 + 7] : memref<100x100xf32>
        affine.store %6, %arg0[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32>
        affine.store %6, %arg0[0, 99] : memref<100x100xf32>
      }
    }
    return
  }
  func.func @scalars(%arg0: memref<f64>, %arg1: memref<1xf64>, %arg2: memref<4xi32, 2>) -> f64 {
    %0 = affine.load %arg0[] : memref<f64>
    %1 = affine.load %arg1[0] : memref<1xf64>
    %2 = arith.addf %0, %1 : f64
    affine.store %2, %arg0[] : memref<f64>
    affine.store %2, %arg1[0] : memref<1xf64>
    affine.for %arg3 = 0 to 4 {
      %3 = affine.load %arg2[%arg3] : memref<4xi32, 2>
      %4 = arith.addi %3, %3 : i32
      affine.store %4, %arg2[-%arg3 + 3] : memref<4xi32, 2>
    }
    return %2 : f64
  }
  func.func @vectors(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
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
    affine.for %arg2 = 0 to 400 {
      affine.for %arg3 = 0 to 395 {
        affine.prefetch %arg0[%arg2, %arg3 + 5], read, locality<3>, data : memref<400x400xi32>
        affine.prefetch %arg0[%arg2, %arg3], write, locality<0>, data : memref<400x400xi32>
        affine.prefetch %arg0[%arg3, %arg2], read, locality<1>, instr : memref<400x400xi32>
        affine.prefetch %arg1[%arg2 * 2 + %arg3 floordiv 4], write, locality<2>, instr : memref<1024xf32>
        %0 = affine.load %arg0[%arg2, %arg3] : memref<400x400xi32>
        affine.store %0, %arg0[%arg2, %arg3 + 5] : memref<400x400xi32>
      }
    }
    return
  }
}

