module {
  func.func @cholesky(%arg0: memref<120x120xf64>) {
    %c0 = arith.constant 0 : index
    %c120 = arith.constant 120 : index
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %c120 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c1_1 = arith.constant 1 : index
      scf.for %arg2 = %c0_0 to %arg1 step %c1_1 {
        %c0_4 = arith.constant 0 : index
        %c1_5 = arith.constant 1 : index
        scf.for %arg3 = %c0_4 to %arg2 step %c1_5 {
          %5 = memref.load %arg0[%arg1, %arg3] : memref<120x120xf64>
          %6 = memref.load %arg0[%arg2, %arg3] : memref<120x120xf64>
          %7 = arith.mulf %5, %6 : f64
          %8 = memref.load %arg0[%arg1, %arg2] : memref<120x120xf64>
          %9 = arith.subf %8, %7 : f64
          memref.store %9, %arg0[%arg1, %arg2] : memref<120x120xf64>
        }
        %2 = memref.load %arg0[%arg2, %arg2] : memref<120x120xf64>
        %3 = memref.load %arg0[%arg1, %arg2] : memref<120x120xf64>
        %4 = arith.divf %3, %2 : f64
        memref.store %4, %arg0[%arg1, %arg2] : memref<120x120xf64>
      }
      %c0_2 = arith.constant 0 : index
      %c1_3 = arith.constant 1 : index
      scf.for %arg2 = %c0_2 to %arg1 step %c1_3 {
        %2 = memref.load %arg0[%arg1, %arg2] : memref<120x120xf64>
        %3 = arith.mulf %2, %2 : f64
        %4 = memref.load %arg0[%arg1, %arg1] : memref<120x120xf64>
        %5 = arith.subf %4, %3 : f64
        memref.store %5, %arg0[%arg1, %arg1] : memref<120x120xf64>
      }
      %0 = memref.load %arg0[%arg1, %arg1] : memref<120x120xf64>
      %1 = math.sqrt %0 : f64
      memref.store %1, %arg0[%arg1, %arg1] : memref<120x120xf64>
    }
    return
  }
}

