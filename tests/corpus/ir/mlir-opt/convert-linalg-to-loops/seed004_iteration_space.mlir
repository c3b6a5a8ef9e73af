module {
  func.func @example(%arg0: memref<?xf32>, %arg1: memref<?xvector<4xf32>>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    scf.for %arg2 = %c0 to %dim step %c1 {
      %0 = memref.load %arg0[%arg2] : memref<?xf32>
      %1 = memref.load %arg1[%arg2] : memref<?xvector<4xf32>>
      %2 = vector.broadcast %0 : f32 to vector<4xf32>
      %3 = arith.addf %2, %1 : vector<4xf32>
      memref.store %3, %arg1[%arg2] : memref<?xvector<4xf32>>
    }
    return
  }
  func.func @example_lowered(%arg0: memref<?xf32>, %arg1: memref<?xvector<4xf32>>) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %dim_0 = memref.dim %arg1, %c0 : memref<?xvector<4xf32>>
    %0 = arith.cmpi eq, %dim, %dim_0 : index
    cf.assert %0, "iteration space is inconsistent with data"
    affine.for %arg2 = 0 to %dim {
      %1 = affine.load %arg0[%arg2] : memref<?xf32>
      %2 = affine.load %arg1[%arg2] : memref<?xvector<4xf32>>
      %3 = vector.broadcast %1 : f32 to vector<4xf32>
      %4 = arith.addf %3, %2 : vector<4xf32>
      affine.store %4, %arg1[%arg2] : memref<?xvector<4xf32>>
    }
    return
  }
}

