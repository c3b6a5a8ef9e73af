module {
  func.func private @powi(index, index) -> index
  func.func @nonaffine_bounds(%arg0: index, %arg1: memref<?x?xf32>) {
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0 to %arg0 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c1_1 = arith.constant 1 : index
      scf.for %arg3 = %c0_0 to %arg0 step %c1_1 {
        %0 = func.call @powi(%c2, %arg3) : (index, index) -> index
        func.call @bounds_body(%arg1, %0, %arg0) : (memref<?x?xf32>, index, index) -> ()
      }
    }
    return
  }
  func.func private @bounds_body(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %arg1 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c1_1 = arith.constant 1 : index
      scf.for %arg4 = %c0_0 to %arg2 step %c1_1 {
        memref.store %cst, %arg0[%arg3, %arg4] : memref<?x?xf32>
      }
    }
    return
  }
  func.func @indirect(%arg0: memref<100xf32>, %arg1: memref<100xindex>) {
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0 to %c100 step %c1 {
      %0 = memref.load %arg1[%arg2] : memref<100xindex>
      func.call @indirect_body(%arg0, %0) : (memref<100xf32>, index) -> ()
    }
    return
  }
  func.func private @indirect_body(%arg0: memref<100xf32>, %arg1: index) {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = memref.load %arg0[%arg1] : memref<100xf32>
    %1 = arith.addf %0, %cst : f32
    memref.store %1, %arg0[%arg1] : memref<100xf32>
    return
  }
}

