// Every arith op form printed by mlir-opt 22, with flags and result-name hints.
func.func @ints(%a: i32, %b: i32, %i: index, %v: vector<4xi32>, %c: i1, %vc: vector<4xi1>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1_i32 = arith.constant 1 : i32
  %c255 = arith.constant 255 : i8
  %m = arith.constant -7 : i64
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %a, %b overflow<nuw> : i32
  %3 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %4 = arith.shli %a, %b overflow<nsw> : i32
  %5 = arith.divsi %a, %b : i32
  %6 = arith.divui %a, %b exact : i32
  %7 = arith.ceildivsi %a, %b : i32
  %8 = arith.ceildivui %a, %b : i32
  %9 = arith.floordivsi %a, %b : i32
  %10 = arith.remsi %a, %b : i32
  %11 = arith.remui %a, %b : i32
  %12 = arith.andi %a, %b : i32
  %13 = arith.ori %a, %b : i32
  %14 = arith.xori %a, %b : i32
  %15 = arith.shrsi %a, %b : i32
  %16 = arith.shrui %a, %b : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.maxui %a, %b : i32
  %19 = arith.minsi %a, %b : i32
  %20 = arith.minui %a, %b : i32
  %21 = arith.cmpi slt, %a, %b : i32
  %22 = arith.cmpi uge, %v, %v : vector<4xi32>
  %23 = arith.select %c, %a, %b : i32
  %24 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xi32>
  %25 = arith.addi %i, %c0 : index
  %26 = arith.index_cast %i : index to i32
  %27 = arith.index_castui %a : i32 to index
  %28 = arith.extsi %a : i32 to i64
  %29 = arith.extui %a : i32 to i64
  %30 = arith.trunci %28 : i64 to i16
  %31 = arith.trunci %28 overflow<nuw> : i64 to i8
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %low, %high = arith.mulsi_extended %a, %b : i32
  %l2, %h2 = arith.mului_extended %a, %b : i32
  %32 = arith.addi %a, %b {test.tag} : i32
  %33 = arith.xori %c, %t : i1
  %34 = arith.andi %33, %f : i1
  return %0 : i32
}

func.func @floats(%x: f32, %y: f32, %h: f16, %d: f64, %v: vector<4xf32>, %i: i32) -> f32 {
  %cst = arith.constant 1.000000e+00 : f32
  %cst_0 = arith.constant 0.1 : f64
  %cst_1 = arith.constant 0x7FC00000 : f32
  %cst_2 = arith.constant -0.0 : f32
  %cst_3 = arith.constant 3.1415926535897931 : f64
  %cst_4 = arith.constant 6.5e4 : f16
  %cst_5 = arith.constant 1.5 : bf16
  %cst_6 = arith.constant dense<2.0> : vector<4xf32>
  %cst_7 = arith.constant dense<[1.0, 2.5, -3.0, 4.0]> : vector<4xf32>
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %x, %y fastmath<fast> : f32
  %2 = arith.mulf %x, %y fastmath<nnan,ninf> : f32
  %3 = arith.divf %x, %y fastmath<reassoc, contract> : f32
  %4 = arith.remf %x, %y : f32
  %5 = arith.maximumf %x, %y : f32
  %6 = arith.minimumf %x, %y : f32
  %7 = arith.maxnumf %x, %y : f32
  %8 = arith.minnumf %x, %y : f32
  %9 = arith.negf %x fastmath<nsz> : f32
  %10 = arith.cmpf olt, %x, %y : f32
  %11 = arith.cmpf une, %v, %v fastmath<fast> : vector<4xf32>
  %12 = arith.extf %h : f16 to f32
  %13 = arith.extf %h fastmath<fast> : f16 to f64
  %14 = arith.truncf %d : f64 to f32
  %15 = arith.truncf %d downward : f64 to f16
  %16 = arith.sitofp %i : i32 to f32
  %17 = arith.uitofp %i : i32 to f64
  %18 = arith.fptosi %x : f32 to i32
  %19 = arith.fptoui %x : f32 to i64
  %20 = arith.bitcast %x : f32 to i32
  %21 = arith.addf %v, %cst_6 : vector<4xf32>
  return %0 : f32
}
