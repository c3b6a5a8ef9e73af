#map = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
module {
  func.func @rules(%arg0: memref<?x?xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %0 = arith.addi %arg1, %arg1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %c2 = arith.constant 2 : index
    %c0_0 = arith.constant 0 : index
    %c-1 = arith.constant -1 : index
    %1 = arith.cmpi slt, %0, %c0_0 : index
    %2 = arith.subi %c-1, %0 : index
    %3 = arith.select %1, %2, %0 : index
    %4 = arith.divsi %3, %c2 : index
    %5 = arith.subi %c-1, %4 : index
    %6 = arith.select %1, %5, %4 : index
    %alloc = memref.alloc()[%arg1] : memref<40x50xf32, #map>
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0_1 to %dim step %c1 {
      %c8 = arith.constant 8 : index
      %c8_2 = arith.constant 8 : index
      %c2_3 = arith.constant 2 : index
      %c0_4 = arith.constant 0 : index
      %c-1_5 = arith.constant -1 : index
      %7 = arith.cmpi slt, %0, %c0_4 : index
      %8 = arith.subi %c-1_5, %0 : index
      %9 = arith.select %7, %8, %0 : index
      %10 = arith.divsi %9, %c2_3 : index
      %11 = arith.subi %c-1_5, %10 : index
      %12 = arith.select %7, %11, %10 : index
      %c1_6 = arith.constant 1 : index
      scf.for %arg3 = %c8_2 to %12 step %c1_6 {
        %13 = arith.addi %arg2, %arg3 : index
        %14 = memref.load %arg0[%arg2, %13] : memref<?x?xf32>
        %15 = arith.addi %arg2, %0 : index
        %c-1_7 = arith.constant -1 : index
        %16 = arith.muli %0, %c-1_7 overflow<nsw> : index
        %17 = arith.addi %15, %16 : index
        memref.store %14, %arg0[%arg3, %17] : memref<?x?xf32>
      }
    }
    memref.dealloc %alloc : memref<40x50xf32, #map>
    return
  }
}

