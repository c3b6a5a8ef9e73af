module {
  func.func @int_arith(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.addi %0, %arg1 overflow<nsw> : i32
    %2 = arith.subi %1, %arg0 overflow<nuw> : i32
    %3 = arith.muli %2, %arg1 overflow<nsw, nuw> : i32
    %4 = arith.divsi %3, %arg1 : i32
    %5 = arith.divui %4, %arg1 : i32
    %6 = arith.ceildivsi %5, %arg0 : i32
    %7 = arith.ceildivui %6, %arg0 : i32
    %8 = arith.floordivsi %7, %arg1 : i32
    %9 = arith.remsi %8, %arg0 : i32
    %10 = arith.remui %9, %arg1 : i32
    %11 = arith.andi %10, %arg0 : i32
    %12 = arith.ori %11, %arg1 : i32
    %13 = arith.xori %12, %arg0 : i32
    %14 = arith.shli %13, %arg1 : i32
    %15 = arith.shli %14, %arg0 overflow<nsw> : i32
    %16 = arith.shrsi %15, %arg1 : i32
    %17 = arith.shrui %16, %arg0 : i32
    %18 = arith.maxsi %17, %arg1 : i32
    %19 = arith.minsi %18, %arg0 : i32
    %20 = arith.maxui %19, %arg1 : i32
    %21 = arith.minui %20, %arg0 : i32
    return %21 : i32
  }
  func.func @int_exact(%arg0: i64, %arg1: i64) -> i64 {
    %0 = arith.divsi %arg0, %arg1 exact : i64
    %1 = arith.divui %0, %arg1 exact : i64
    %2 = arith.shrsi %1, %arg1 exact : i64
    %3 = arith.shrui %2, %arg1 exact : i64
    return %3 : i64
  }
  func.func @int_extended(%arg0: i32, %arg1: i32) -> (i32, i1, i32, i32, i32, i32) {
    %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
    %low, %high = arith.mului_extended %arg0, %arg1 : i32
    %low_0, %high_1 = arith.mulsi_extended %arg0, %arg1 : i32
    return %sum, %overflow, %low, %high, %low_0, %high_1 : i32, i1, i32, i32, i32, i32
  }
  func.func @cmpi_all(%arg0: index, %arg1: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
    %0 = arith.cmpi eq, %arg0, %arg1 : index
    %1 = arith.cmpi ne, %arg0, %arg1 : index
    %2 = arith.cmpi slt, %arg0, %arg1 : index
    %3 = arith.cmpi sle, %arg0, %arg1 : index
    %4 = arith.cmpi sgt, %arg0, %arg1 : index
    %5 = arith.cmpi sge, %arg0, %arg1 : index
    %6 = arith.cmpi ult, %arg0, %arg1 : index
    %7 = arith.cmpi ule, %arg0, %arg1 : index
    %8 = arith.cmpi ugt, %arg0, %arg1 : index
    %9 = arith.cmpi uge, %arg0, %arg1 : index
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  }
  func.func @vector_int(%arg0: vector<4xi16>, %arg1: vector<4xi16>) -> (vector<4xi16>, vector<4xi1>) {
    %0 = arith.addi %arg0, %arg1 overflow<nsw> : vector<4xi16>
    %1 = arith.muli %0, %arg1 : vector<4xi16>
    %2 = arith.cmpi ult, %1, %arg0 : vector<4xi16>
    %3 = arith.select %2, %1, %arg0 : vector<4xi1>, vector<4xi16>
    return %3, %2 : vector<4xi16>, vector<4xi1>
  }
  func.func @tensor_int(%arg0: tensor<?xi8>, %arg1: tensor<?xi8>) -> tensor<?xi8> {
    %0 = arith.xori %arg0, %arg1 : tensor<?xi8>
    %1 = arith.maxui %0, %arg0 : tensor<?xi8>
    return %1 : tensor<?xi8>
  }
}

