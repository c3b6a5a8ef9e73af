module {
  func.func @matmul_tiled(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
    %c0_2 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    scf.for %arg3 = %c0_2 to %dim step %c32 {
      %c0_3 = arith.constant 0 : index
      %c32_4 = arith.constant 32 : index
      scf.for %arg4 = %c0_3 to %dim_1 step %c32_4 {
        %c0_5 = arith.constant 0 : index
        %c32_6 = arith.constant 32 : index
        scf.for %arg5 = %c0_5 to %dim_0 step %c32_6 {
          %c32_7 = arith.constant 32 : index
          %0 = arith.addi %arg3, %c32_7 : index
          %1 = arith.minsi %0, %dim : index
          %c1_8 = arith.constant 1 : index
          scf.for %arg6 = %arg3 to %1 step %c1_8 {
            %c32_9 = arith.constant 32 : index
            %2 = arith.addi %arg4, %c32_9 : index
            %3 = arith.minsi %2, %dim_1 : index
            %c1_10 = arith.constant 1 : index
            scf.for %arg7 = %arg4 to %3 step %c1_10 {
              %c32_11 = arith.constant 32 : index
              %4 = arith.addi %arg5, %c32_11 : index
              %5 = arith.minsi %4, %dim_0 : index
              %c1_12 = arith.constant 1 : index
              scf.for %arg8 = %arg5 to %5 step %c1_12 {
                %6 = memref.load %arg0[%arg6, %arg8] : memref<?x?xf32>
                %7 = memref.load %arg1[%arg8, %arg7] : memref<?x?xf32>
                %8 = memref.load %arg2[%arg6, %arg7] : memref<?x?xf32>
                %9 = arith.mulf %6, %7 : f32
                %10 = arith.addf %8, %9 : f32
                memref.store %10, %arg2[%arg6, %arg7] : memref<?x?xf32>
              }
            }
          }
        }
      }
    }
    return
  }
}

