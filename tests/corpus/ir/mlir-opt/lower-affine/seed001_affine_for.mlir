module {
  func.func private @F1(memref<?x?xf32>, index, index) -> f32
  func.func private @F2(f32, memref<?x?xf32>, index, index)
  func.func @simple_example(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0_0 to %dim step %c1 {
      %c0_1 = arith.constant 0 : index
      %c1_2 = arith.constant 1 : index
      scf.for %arg3 = %c0_1 to %dim step %c1_2 {
        %c-1 = arith.constant -1 : index
        %0 = arith.muli %arg3, %c-1 overflow<nsw> : index
        %1 = arith.addi %0, %dim : index
        %c-1_3 = arith.constant -1 : index
        %2 = arith.addi %1, %c-1_3 : index
        %3 = func.call @F1(%arg0, %arg2, %2) : (memref<?x?xf32>, index, index) -> f32
        func.call @F2(%3, %arg1, %arg2, %2) : (f32, memref<?x?xf32>, index, index) -> ()
      }
    }
    return
  }
  func.func @reduce(%arg0: memref<1024xf32>) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c2 = arith.constant 2 : index
    %0 = scf.for %arg1 = %c0 to %c10 step %c2 iter_args(%arg2 = %cst) -> (f32) {
      %1 = memref.load %arg0[%arg1] : memref<1024xf32>
      %2 = arith.addf %arg2, %1 : f32
      scf.yield %2 : f32
    }
    return %0 : f32
  }
  func.func @two_iter_args(%arg0: index, %arg1: index) -> (index, index) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c1_0 = arith.constant 1 : index
    %0:2 = scf.for %arg2 = %c0 to %c128 step %c1_0 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (index, index) {
      %1 = arith.addi %arg3, %c1 : index
      %2 = arith.addi %arg4, %c2 : index
      scf.yield %1, %2 : index, index
    }
    return %0#0, %0#1 : index, index
  }
}

