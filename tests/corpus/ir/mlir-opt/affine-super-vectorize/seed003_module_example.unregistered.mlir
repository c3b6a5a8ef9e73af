#map = affine_map<(d0, d1) -> (0)>
module {
  func.func @mul(%arg0: tensor<100x?xf32>, %arg1: tensor<?x50xf32>) -> tensor<100x50xf32> {
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
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c1 : memref<100x?xf32>
    %alloc = memref.alloc() : memref<100x50xf32>
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg2 = 0 to 100 {
      affine.for %arg3 = 0 to 50 step 8 {
        %cst_0 = arith.constant dense<0.000000e+00> : vector<8xf32>
        vector.transfer_write %cst_0, %alloc[%arg2, %arg3] : vector<8xf32>, memref<100x50xf32>
        affine.for %arg4 = 0 to %dim {
          %0 = ub.poison : f32
          %1 = vector.transfer_read %arg0[%arg2, %arg4], %0 {permutation_map = #map} : memref<100x?xf32>, vector<8xf32>
          %2 = ub.poison : f32
          %3 = vector.transfer_read %arg1[%arg4, %arg3], %2 : memref<?x50xf32>, vector<8xf32>
          %4 = arith.mulf %1, %3 : vector<8xf32>
          %5 = ub.poison : f32
          %6 = vector.transfer_read %alloc[%arg2, %arg3], %5 : memref<100x50xf32>, vector<8xf32>
          %7 = arith.addf %6, %4 : vector<8xf32>
          vector.transfer_write %7, %alloc[%arg2, %arg3] : vector<8xf32>, memref<100x50xf32>
        }
      }
    }
    return %alloc : memref<100x50xf32>
  }
}

