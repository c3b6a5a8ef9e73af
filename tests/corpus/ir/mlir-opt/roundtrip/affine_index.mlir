module {
  func.func @delinearize(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index) {
    %0:3 = affine.delinearize_index %arg0 into (%arg1, %arg2, %arg2) : index, index, index
    %1:2 = affine.delinearize_index %arg0 into (224) : index, index
    return %0#0, %0#1, %0#2, %1#0, %1#1 : index, index, index, index, index
  }
  func.func @delinearize_static(%arg0: index, %arg1: index) -> (index, index, index) {
    %0:3 = affine.delinearize_index %arg0 into (4, %arg1, 8) : index, index, index
    return %0#0, %0#1, %0#2 : index, index, index
  }
  func.func @linearize(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
    %0 = affine.linearize_index [%arg0, %arg1, %arg2] by (2, 3, 5) : index
    %1 = affine.linearize_index disjoint [%arg0, %arg1] by (%arg3, 16) : index
    %2 = affine.linearize_index [%arg0, %arg1, %arg2] by (%arg3, 7) : index
    return %0, %1, %2 : index, index, index
  }
  func.func @flatten(%arg0: memref<4x6x8xf32>, %arg1: memref<192xf32>) {
    affine.for %arg2 = 0 to 192 {
      %0:3 = affine.delinearize_index %arg2 into (4, 6, 8) : index, index, index
      %1 = memref.load %arg0[%0#0, %0#1, %0#2] : memref<4x6x8xf32>
      %2 = affine.linearize_index disjoint [%0#0, %0#1, %0#2] by (4, 6, 8) : index
      memref.store %1, %arg1[%2] : memref<192xf32>
    }
    return
  }
}

