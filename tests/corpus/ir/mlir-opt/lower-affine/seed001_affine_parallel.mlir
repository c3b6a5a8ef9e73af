module {
  func.func @conv_2d(%arg0: memref<100x100xf32>, %arg1: memref<3x3xf32>) -> memref<98x98xf32> {
    %alloc = memref.alloc() : memref<98x98xf32>
    %c0 = arith.constant 0 : index
    %c98 = arith.constant 98 : index
    %c0_0 = arith.constant 0 : index
    %c98_1 = arith.constant 98 : index
    %c1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    scf.parallel (%arg2, %arg3) = (%c0, %c0_0) to (%c98, %c98_1) step (%c1, %c1_2) {
      %c0_3 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c0_4 = arith.constant 0 : index
      %c3_5 = arith.constant 3 : index
      %c1_6 = arith.constant 1 : index
      %c1_7 = arith.constant 1 : index
      %cst = arith.constant 0.000000e+00 : f32
      %0 = scf.parallel (%arg4, %arg5) = (%c0_3, %c0_4) to (%c3, %c3_5) step (%c1_6, %c1_7) init (%cst) -> f32 {
        %1 = arith.addi %arg2, %arg4 : index
        %2 = arith.addi %arg3, %arg5 : index
        %3 = memref.load %arg0[%1, %2] : memref<100x100xf32>
        %4 = memref.load %arg1[%arg4, %arg5] : memref<3x3xf32>
        %5 = arith.mulf %3, %4 : f32
        scf.reduce(%5 : f32) {
        ^bb0(%arg6: f32, %arg7: f32):
          %6 = arith.addf %arg6, %arg7 : f32
          scf.reduce.return %6 : f32
        }
      }
      memref.store %0, %alloc[%arg2, %arg3] : memref<98x98xf32>
      scf.reduce 
    }
    return %alloc : memref<98x98xf32>
  }
  func.func private @f(index, index)
  func.func @tiling(%arg0: index, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c32_1 = arith.constant 32 : index
    scf.parallel (%arg2, %arg3) = (%c0, %c0_0) to (%arg0, %arg1) step (%c32, %c32_1) {
      %c32_2 = arith.constant 32 : index
      %0 = arith.addi %arg2, %c32_2 : index
      %1 = arith.minsi %0, %arg0 : index
      %c32_3 = arith.constant 32 : index
      %2 = arith.addi %arg3, %c32_3 : index
      %3 = arith.minsi %2, %arg1 : index
      %c1 = arith.constant 1 : index
      %c1_4 = arith.constant 1 : index
      scf.parallel (%arg4, %arg5) = (%arg2, %arg3) to (%1, %3) step (%c1, %c1_4) {
        func.call @f(%arg4, %arg5) : (index, index) -> ()
        scf.reduce 
      }
      scf.reduce 
    }
    return
  }
}

