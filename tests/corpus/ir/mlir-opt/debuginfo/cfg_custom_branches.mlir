#loc2 = loc("cfg_custom_branches.mlir":4:16)
#loc3 = loc("cfg_custom_branches.mlir":4:26)
#loc6 = loc("cfg_custom_branches.mlir":7:9)
#loc7 = loc("cfg_custom_branches.mlir":7:18)
#loc12 = loc("cfg_custom_branches.mlir":13:7)
#loc15 = loc("cfg_custom_branches.mlir":17:21)
#loc21 = loc("cfg_custom_branches.mlir":28:6)
#loc25 = loc("cfg_custom_branches.mlir":34:19)
#loc26 = loc("cfg_custom_branches.mlir":34:38)
#loc31 = loc("cfg_custom_branches.mlir":39:7)
#loc38 = loc("cfg_custom_branches.mlir":47:8)
module {
  func.func @gcd(%arg0: i64 loc("cfg_custom_branches.mlir":4:16), %arg1: i64 loc("cfg_custom_branches.mlir":4:26)) -> i64 {
    %c0_i64 = arith.constant 0 : i64 loc(#loc4)
    cf.br ^bb1(%arg0, %arg1 : i64, i64) loc(#loc5)
  ^bb1(%0: i64 loc("cfg_custom_branches.mlir":7:9), %1: i64 loc("cfg_custom_branches.mlir":7:18)):  // 2 preds: ^bb0, ^bb2
    %2 = arith.cmpi eq, %1, %c0_i64 : i64 loc(#loc8)
    cf.cond_br %2, ^bb3(%0 : i64), ^bb2 loc(#loc9)
  ^bb2:  // pred: ^bb1
    %3 = arith.remsi %0, %1 : i64 loc(#loc10)
    cf.br ^bb1(%1, %3 : i64, i64) loc(#loc11)
  ^bb3(%4: i64 loc("cfg_custom_branches.mlir":13:7)):  // pred: ^bb1
    return %4 : i64 loc(#loc13)
  } loc(#loc1)
  func.func @classify(%arg0: i32 loc("cfg_custom_branches.mlir":17:21)) -> i32 {
    %c10_i32 = arith.constant 10 : i32 loc(#loc16)
    %c20_i32 = arith.constant 20 : i32 loc(#loc17)
    %c30_i32 = arith.constant 30 : i32 loc(#loc18)
    cf.switch %arg0 : i32, [
      default: ^bb3,
      0: ^bb1,
      1: ^bb2(%c10_i32 : i32)
    ] loc(#loc19)
  ^bb1:  // pred: ^bb0
    return %c20_i32 : i32 loc(#loc20)
  ^bb2(%0: i32 loc("cfg_custom_branches.mlir":28:6)):  // pred: ^bb0
    return %0 : i32 loc(#loc22)
  ^bb3:  // pred: ^bb0
    return %c30_i32 : i32 loc(#loc23)
  } loc(#loc14)
  func.func @search(%arg0: memref<?xi32> loc("cfg_custom_branches.mlir":34:19), %arg1: i32 loc("cfg_custom_branches.mlir":34:38)) -> index {
    %c0 = arith.constant 0 : index loc(#loc27)
    %c1 = arith.constant 1 : index loc(#loc28)
    %dim = memref.dim %arg0, %c0 : memref<?xi32> loc(#loc29)
    cf.br ^bb1(%c0 : index) loc(#loc30)
  ^bb1(%0: index loc("cfg_custom_branches.mlir":39:7)):  // 2 preds: ^bb0, ^bb2
    %1 = arith.cmpi slt, %0, %dim : index loc(#loc32)
    cf.cond_br %1, ^bb2, ^bb4 loc(#loc33)
  ^bb2:  // pred: ^bb1
    %2 = memref.load %arg0[%0] : memref<?xi32> loc(#loc34)
    %3 = arith.cmpi eq, %2, %arg1 : i32 loc(#loc35)
    %4 = arith.addi %0, %c1 : index loc(#loc36)
    cf.cond_br %3, ^bb3(%0 : index), ^bb1(%4 : index) loc(#loc37)
  ^bb3(%5: index loc("cfg_custom_branches.mlir":47:8)):  // pred: ^bb2
    return %5 : index loc(#loc39)
  ^bb4:  // pred: ^bb1
    return %dim : index loc(#loc40)
  } loc(#loc24)
} loc(#loc)
#loc = loc("cfg_custom_branches.mlir":0:0)
#loc1 = loc("cfg_custom_branches.mlir":4:1)
#loc4 = loc("cfg_custom_branches.mlir":5:9)
#loc5 = loc("cfg_custom_branches.mlir":6:3)
#loc8 = loc("cfg_custom_branches.mlir":8:11)
#loc9 = loc("cfg_custom_branches.mlir":9:3)
#loc10 = loc("cfg_custom_branches.mlir":11:8)
#loc11 = loc("cfg_custom_branches.mlir":12:3)
#loc13 = loc("cfg_custom_branches.mlir":14:3)
#loc14 = loc("cfg_custom_branches.mlir":17:1)
#loc16 = loc("cfg_custom_branches.mlir":18:10)
#loc17 = loc("cfg_custom_branches.mlir":19:10)
#loc18 = loc("cfg_custom_branches.mlir":20:10)
#loc19 = loc("cfg_custom_branches.mlir":21:3)
#loc20 = loc("cfg_custom_branches.mlir":27:3)
#loc22 = loc("cfg_custom_branches.mlir":29:3)
#loc23 = loc("cfg_custom_branches.mlir":31:3)
#loc24 = loc("cfg_custom_branches.mlir":34:1)
#loc27 = loc("cfg_custom_branches.mlir":35:9)
#loc28 = loc("cfg_custom_branches.mlir":36:9)
#loc29 = loc("cfg_custom_branches.mlir":37:8)
#loc30 = loc("cfg_custom_branches.mlir":38:3)
#loc32 = loc("cfg_custom_branches.mlir":40:10)
#loc33 = loc("cfg_custom_branches.mlir":41:3)
#loc34 = loc("cfg_custom_branches.mlir":43:8)
#loc35 = loc("cfg_custom_branches.mlir":44:9)
#loc36 = loc("cfg_custom_branches.mlir":45:11)
#loc37 = loc("cfg_custom_branches.mlir":46:3)
#loc39 = loc("cfg_custom_branches.mlir":48:3)
#loc40 = loc("cfg_custom_branches.mlir":50:3)

