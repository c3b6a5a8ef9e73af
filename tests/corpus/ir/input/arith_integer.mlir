// arith integer ops on scalars, index and vectors: add/sub/mul with
// overflow flags, all divisions and remainders (with `exact`), bitwise
// ops, shifts, min/max, extended arithmetic, and cmpi with every predicate.
func.func @int_arith(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %b overflow<nsw> : i32
  %2 = arith.subi %1, %a overflow<nuw> : i32
  %3 = arith.muli %2, %b overflow<nsw, nuw> : i32
  %4 = arith.divsi %3, %b : i32
  %5 = arith.divui %4, %b : i32
  %6 = arith.ceildivsi %5, %a : i32
  %7 = arith.ceildivui %6, %a : i32
  %8 = arith.floordivsi %7, %b : i32
  %9 = arith.remsi %8, %a : i32
  %10 = arith.remui %9, %b : i32
  %11 = arith.andi %10, %a : i32
  %12 = arith.ori %11, %b : i32
  %13 = arith.xori %12, %a : i32
  %14 = arith.shli %13, %b : i32
  %15 = arith.shli %14, %a overflow<nsw> : i32
  %16 = arith.shrsi %15, %b : i32
  %17 = arith.shrui %16, %a : i32
  %18 = arith.maxsi %17, %b : i32
  %19 = arith.minsi %18, %a : i32
  %20 = arith.maxui %19, %b : i32
  %21 = arith.minui %20, %a : i32
  return %21 : i32
}

func.func @int_exact(%a: i64, %b: i64) -> i64 {
  %0 = arith.divsi %a, %b exact : i64
  %1 = arith.divui %0, %b exact : i64
  %2 = arith.shrsi %1, %b exact : i64
  %3 = arith.shrui %2, %b exact : i64
  return %3 : i64
}

func.func @int_extended(%a: i32, %b: i32) -> (i32, i1, i32, i32, i32, i32) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %lo, %hi = arith.mului_extended %a, %b : i32
  %slo, %shi = arith.mulsi_extended %a, %b : i32
  return %sum, %overflow, %lo, %hi, %slo, %shi : i32, i1, i32, i32, i32, i32
}

func.func @cmpi_all(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %eq = arith.cmpi eq, %a, %b : index
  %ne = arith.cmpi ne, %a, %b : index
  %slt = arith.cmpi slt, %a, %b : index
  %sle = arith.cmpi sle, %a, %b : index
  %sgt = arith.cmpi sgt, %a, %b : index
  %sge = arith.cmpi sge, %a, %b : index
  %ult = arith.cmpi ult, %a, %b : index
  %ule = arith.cmpi ule, %a, %b : index
  %ugt = arith.cmpi ugt, %a, %b : index
  %uge = arith.cmpi uge, %a, %b : index
  return %eq, %ne, %slt, %sle, %sgt, %sge, %ult, %ule, %ugt, %uge : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @vector_int(%a: vector<4xi16>, %b: vector<4xi16>) -> (vector<4xi16>, vector<4xi1>) {
  %s = arith.addi %a, %b overflow<nsw> : vector<4xi16>
  %m = arith.muli %s, %b : vector<4xi16>
  %c = arith.cmpi ult, %m, %a : vector<4xi16>
  %r = arith.select %c, %m, %a : vector<4xi1>, vector<4xi16>
  return %r, %c : vector<4xi16>, vector<4xi1>
}

func.func @tensor_int(%a: tensor<?xi8>, %b: tensor<?xi8>) -> tensor<?xi8> {
  %x = arith.xori %a, %b : tensor<?xi8>
  %m = arith.maxui %x, %a : tensor<?xi8>
  return %m : tensor<?xi8>
}
