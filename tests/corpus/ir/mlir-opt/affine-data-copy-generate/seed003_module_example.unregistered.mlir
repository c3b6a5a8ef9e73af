module {
  func.func @mul(%arg0: tensor<100x?xf32>, %arg1: tensor<?x50xf32>) -> tensor<100x50xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1 : tensor<100x?xf32>
    %alloc = memref.alloc(%dim) : memref<100x?xf32>
    bufferization.materialize_in_destination %arg0 in writable %alloc : (tensor<100x?xf32>, memref<100x?xf32>) -> ()
    %alloc_0 = memref.alloc(%dim) : memref<?x50xf32>
    bufferization.materialize_in_destination %arg1 in writable %alloc_0 : (tensor<?x50xf32>, memref<?x50xf32>) -> ()
    %0 = call @multiply(%alloc, %alloc_0) : (memref<100x?xf32>, memref<?x50xf32>) -> memref<100x50xf32>
    memref.dealloc %alloc : memref<100x?xf32>
    memref.dealloc %alloc_0 : memref<?x50xf32>
    %1 = bufferization.to_tensor %0 : memref<100x50xf32> to tensor<100x50xf32>
    memref.dealloc %0 : memref<100x50xf32>
    %2 = "tf.Print"(%1) {message = "mul result"} : (tensor<100x50xf32>) -> tensor<100x50xf32>
    return %2 : tensor<100x50xf32>
  }
  func.func @multiply(%arg0: memref<100x?xf32>, %arg1: memref<?x50xf32>) -> memref<100x50xf32> {
    %c5000 = arith.constant 5000 : index
    %c0 = arith.constant 0 : index
    %c5000_0 = arith.constant 5000 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c1 : memref<100x?xf32>
    %alloc = memref.alloc() : memref<100x50xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc_5 = memref.alloc() : memref<100x50xf32, 1>
    affine.for %arg2 = 0 to 100 {
      affine.for %arg3 = 0 to 50 {
        %0 = affine.load %alloc[%arg2, %arg3] : memref<100x50xf32>
        affine.store %0, %alloc_5[%arg2, %arg3] : memref<100x50xf32, 1>
      }
    }
    affine.for %arg2 = 0 to 100 {
      affine.for %arg3 = 0 to 50 {
        affine.store %cst, %alloc_5[%arg2, %arg3] : memref<100x50xf32, 1>
        affine.for %arg4 = 0 to %dim {
          %0 = affine.load %arg0[%arg2, %arg4] : memref<100x?xf32>
          %1 = affine.load %arg1[%arg4, %arg3] : memref<?x50xf32>
          %2 = arith.mulf %0, %1 : f32
          %3 = affine.load %alloc_5[%arg2, %arg3] : memref<100x50xf32, 1>
          %4 = arith.addf %3, %2 : f32
          affine.store %4, %alloc_5[%arg2, %arg3] : memref<100x50xf32, 1>
        }
      }
    }
    affine.for %arg2 = 0 to 100 {
      affine.for %arg3 = 0 to 50 {
        %0 = affine.load %alloc_5[%arg2, %arg3] : memref<100x50xf32, 1>
        affine.store %0, %alloc[%arg2, %arg3] : memref<100x50xf32>
      }
    }
    memref.dealloc %alloc_5 : memref<100x50xf32, 1>
    return %alloc : memref<100x50xf32>
  }
}

