module {
  func.func private @inside(index, index)
  func.func @integer_sets(%arg0: index, %arg1: index) {
    %c-2 = arith.constant -2 : index
    %c102 = arith.constant 102 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c-2 to %c102 step %c1 {
      %c-2_0 = arith.constant -2 : index
      %c102_1 = arith.constant 102 : index
      %c1_2 = arith.constant 1 : index
      scf.for %arg3 = %c-2_0 to %c102_1 step %c1_2 {
        %c0 = arith.constant 0 : index
        %0 = arith.cmpi sge, %arg2, %c0 : index
        %c-1 = arith.constant -1 : index
        %1 = arith.muli %arg2, %c-1 overflow<nsw> : index
        %2 = arith.addi %1, %arg0 : index
        %c-1_3 = arith.constant -1 : index
        %3 = arith.addi %2, %c-1_3 : index
        %4 = arith.cmpi sge, %3, %c0 : index
        %5 = arith.andi %0, %4 : i1
        %6 = arith.cmpi sge, %arg3, %c0 : index
        %7 = arith.andi %5, %6 : i1
        %c-1_4 = arith.constant -1 : index
        %8 = arith.muli %arg3, %c-1_4 overflow<nsw> : index
        %9 = arith.addi %8, %arg1 : index
        %c-1_5 = arith.constant -1 : index
        %10 = arith.addi %9, %c-1_5 : index
        %11 = arith.cmpi sge, %10, %c0 : index
        %12 = arith.andi %7, %11 : i1
        scf.if %12 {
          func.call @inside(%arg2, %arg3) : (index, index) -> ()
        }
      }
    }
    return
  }
}

