module {
  func.func private @powi(index, index) -> index
  func.func @nonaffine_bounds(%arg0: index, %arg1: memref<?x?xf32>) {
    %c2 = arith.constant 2 : index
    affine.for %arg2 = 0 to %arg0 {
      affine.for %arg3 = 0 to %arg0 {
        %0 = func.call @powi(%c2, %arg3) : (index, index) -> index
        func.call @bounds_body(%arg1, %0, %arg0) : (memref<?x?xf32>, index, index) -> ()
      }
    }
    return
  }
  func.func private @bounds_body(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg3 = 0 to %arg1 {
      affine.for %arg4 = 0 to %arg2 {
        affine.store %cst, %arg0[%arg3, %arg4] : memref<?x?xf32>
      }
    }
    return
  }
  func.func @indirect(%arg0: memref<100xf32>, %arg1: memref<100xindex>) {
    affine.for %arg2 = 0 to 100 {
      %0 = affine.load %arg1[%arg2] : memref<100xindex>
      func.call @indirect_body(%arg0, %0) : (memref<100xf32>, index) -> ()
    }
    return
  }
  func.func private @indirect_body(%arg0: memref<100xf32>, %arg1: index) {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = affine.load %arg0[%arg1] : memref<100xf32>
    %1 = arith.addf %0, %cst : f32
    affine.store %1, %arg0[%arg1] : memref<100xf32>
    return
  }
}

