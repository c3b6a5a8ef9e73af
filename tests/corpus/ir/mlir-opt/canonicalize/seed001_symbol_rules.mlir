#map = affine_map<()[s0] -> (s0 floordiv 2)>
module {
  func.func @rules(%arg0: memref<?x?xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %0 = arith.addi %arg1, %arg1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    affine.for %arg2 = 0 to %dim {
      affine.for %arg3 = 8 to #map()[%0] {
        %1 = affine.load %arg0[%arg2, %arg2 + %arg3] : memref<?x?xf32>
        affine.store %1, %arg0[%arg3, %arg2] : memref<?x?xf32>
      }
    }
    return
  }
}

