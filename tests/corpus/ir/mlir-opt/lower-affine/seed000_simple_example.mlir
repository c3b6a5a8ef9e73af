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
}

