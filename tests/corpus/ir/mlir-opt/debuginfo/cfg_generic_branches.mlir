#loc2 = loc("cfg_generic_branches.mlir":5:19)
#loc3 = loc("cfg_generic_branches.mlir":5:28)
#loc8 = loc("cfg_generic_branches.mlir":12:6)
#loc10 = loc("cfg_generic_branches.mlir":14:6)
#loc11 = loc("cfg_generic_branches.mlir":14:15)
#loc15 = loc("cfg_generic_branches.mlir":21:21)
#loc16 = loc("cfg_generic_branches.mlir":21:32)
#loc21 = loc("loop.c":4:8)
#loc22 = loc("loop.c":4:15)
#loc25 = loc("cfg_generic_branches.mlir":29:7)
#loc30 = loc("cfg_generic_branches.mlir":34:7)
#loc33 = loc("cfg_generic_branches.mlir":39:23)
#loc34 = loc("cfg_generic_branches.mlir":39:35)
#loc36 = loc("cfg_generic_branches.mlir":41:10)
#loc38 = loc("cfg_generic_branches.mlir":43:9)
module {
  func.func @simple(%arg0: i64 loc("cfg_generic_branches.mlir":5:19), %arg1: i1 loc("cfg_generic_branches.mlir":5:28)) -> i64 {
    cf.cond_br %arg1, ^bb1, ^bb2 loc(#loc4)
  ^bb1:  // pred: ^bb0
    cf.br ^bb3(%arg0 : i64) loc(#loc5)
  ^bb2:  // pred: ^bb0
    %0 = arith.addi %arg0, %arg0 : i64 loc(#loc6)
    cf.br ^bb3(%0 : i64) loc(#loc7)
  ^bb3(%1: i64 loc("cfg_generic_branches.mlir":12:6)):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4(%1, %1 : i64, i64) loc(#loc9)
  ^bb4(%2: i64 loc("cfg_generic_branches.mlir":14:6), %3: i64 loc("cfg_generic_branches.mlir":14:15)):  // pred: ^bb3
    %4 = arith.addi %2, %3 : i64 loc(#loc12)
    return %4 : i64 loc(#loc13)
  } loc(#loc1)
  func.func @loop_cfg(%arg0: index loc("cfg_generic_branches.mlir":21:21), %arg1: memref<?xf32> loc("cfg_generic_branches.mlir":21:32)) -> f32 {
    %c0 = arith.constant 0 : index loc(#loc17)
    %c1 = arith.constant 1 : index loc(#loc18)
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc19)
    cf.br ^bb1(%c0, %cst : index, f32) loc(#loc20)
  ^bb1(%0: index loc("loop.c":4:8), %1: f32 loc("loop.c":4:15)):  // 2 preds: ^bb0, ^bb2
    %2 = arith.cmpi slt, %0, %arg0 : index loc(#loc23)
    cf.cond_br %2, ^bb2(%0 : index), ^bb3(%1 : f32) loc(#loc24)
  ^bb2(%3: index loc("cfg_generic_branches.mlir":29:7)):  // pred: ^bb1
    %4 = memref.load %arg1[%3] : memref<?xf32> loc(#loc26)
    %5 = arith.addf %1, %4 : f32 loc(#loc27)
    %6 = arith.addi %3, %c1 : index loc(#loc28)
    cf.br ^bb1(%6, %5 : index, f32) loc(#loc29)
  ^bb3(%7: f32 loc("cfg_generic_branches.mlir":34:7)):  // pred: ^bb1
    return %7 : f32 loc(#loc31)
  } loc(#loc14)
  func.func @switch_cfg(%arg0: i32 loc("cfg_generic_branches.mlir":39:23), %arg1: f32 loc("cfg_generic_branches.mlir":39:35)) -> f32 {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : f32),
      1: ^bb2(%arg1 : f32),
      2: ^bb3
    ] loc(#loc35)
  ^bb1(%0: f32 loc("cfg_generic_branches.mlir":41:10)):  // pred: ^bb0
    return %0 : f32 loc(#loc37)
  ^bb2(%1: f32 loc("cfg_generic_branches.mlir":43:9)):  // pred: ^bb0
    %2 = arith.addf %1, %1 : f32 loc(#loc39)
    return %2 : f32 loc(#loc40)
  ^bb3:  // pred: ^bb0
    %3 = arith.negf %arg1 : f32 loc(#loc41)
    %true = arith.constant true loc(#loc42)
    cf.assert %true, "unreachable in practice" loc(#loc43)
    return %3 : f32 loc(#loc44)
  } loc(#loc32)
} loc(#loc)
#loc = loc("cfg_generic_branches.mlir":0:0)
#loc1 = loc("cfg_generic_branches.mlir":5:1)
#loc4 = loc("cfg_generic_branches.mlir":6:3)
#loc5 = loc("cfg_generic_branches.mlir":8:3)
#loc6 = loc("cfg_generic_branches.mlir":10:8)
#loc7 = loc("cfg_generic_branches.mlir":11:3)
#loc9 = loc("cfg_generic_branches.mlir":13:3)
#loc12 = loc("cfg_generic_branches.mlir":15:8)
#loc13 = loc("cfg_generic_branches.mlir":16:3)
#loc14 = loc("cfg_generic_branches.mlir":21:1)
#loc17 = loc("cfg_generic_branches.mlir":22:9)
#loc18 = loc("cfg_generic_branches.mlir":23:9)
#loc19 = loc("cfg_generic_branches.mlir":24:11)
#loc20 = loc("cfg_generic_branches.mlir":25:3)
#loc23 = loc("cfg_generic_branches.mlir":27:9)
#loc24 = loc("cfg_generic_branches.mlir":28:3)
#loc26 = loc("cfg_generic_branches.mlir":30:8)
#loc27 = loc("cfg_generic_branches.mlir":31:8)
#loc28 = loc("cfg_generic_branches.mlir":32:11)
#loc29 = loc("cfg_generic_branches.mlir":33:3)
#loc31 = loc("cfg_generic_branches.mlir":35:3)
#loc32 = loc("cfg_generic_branches.mlir":39:1)
#loc35 = loc("cfg_generic_branches.mlir":40:3)
#loc37 = loc("cfg_generic_branches.mlir":42:3)
#loc39 = loc("cfg_generic_branches.mlir":44:9)
#loc40 = loc("cfg_generic_branches.mlir":45:3)
#loc41 = loc("cfg_generic_branches.mlir":47:8)
#loc42 = loc("cfg_generic_branches.mlir":48:8)
#loc43 = loc("cfg_generic_branches.mlir":49:3)
#loc44 = loc("cfg_generic_branches.mlir":50:3)

