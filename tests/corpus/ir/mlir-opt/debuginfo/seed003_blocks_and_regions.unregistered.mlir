#loc2 = loc("seed003_blocks_and_regions.unregistered.mlir":11:6)
#loc3 = loc("seed003_blocks_and_regions.unregistered.mlir":11:15)
#loc8 = loc("seed003_blocks_and_regions.unregistered.mlir":23:6)
#loc10 = loc("seed003_blocks_and_regions.unregistered.mlir":26:6)
#loc11 = loc("seed003_blocks_and_regions.unregistered.mlir":26:16)
#loc15 = loc("seed003_blocks_and_regions.unregistered.mlir":32:6)
#loc16 = loc("seed003_blocks_and_regions.unregistered.mlir":32:15)
#loc23 = loc("seed003_blocks_and_regions.unregistered.mlir":50:6)
module {
  func.func @simple(%arg0: i64 loc("seed003_blocks_and_regions.unregistered.mlir":11:6), %arg1: i1 loc("seed003_blocks_and_regions.unregistered.mlir":11:15)) -> i64 {
    cf.cond_br %arg1, ^bb1, ^bb2 loc(#loc4)
  ^bb1:  // pred: ^bb0
    cf.br ^bb3(%arg0 : i64) loc(#loc5)
  ^bb2:  // pred: ^bb0
    %0 = arith.addi %arg0, %arg0 : i64 loc(#loc6)
    cf.br ^bb3(%0 : i64) loc(#loc7)
  ^bb3(%1: i64 loc("seed003_blocks_and_regions.unregistered.mlir":23:6)):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4(%1, %1 : i64, i64) loc(#loc9)
  ^bb4(%2: i64 loc("seed003_blocks_and_regions.unregistered.mlir":26:6), %3: i64 loc("seed003_blocks_and_regions.unregistered.mlir":26:16)):  // pred: ^bb3
    %4 = arith.addi %2, %3 : i64 loc(#loc12)
    return %4 : i64 loc(#loc13)
  } loc(#loc1)
  func.func @accelerator_compute(%arg0: i64 loc("seed003_blocks_and_regions.unregistered.mlir":32:6), %arg1: i1 loc("seed003_blocks_and_regions.unregistered.mlir":32:15)) -> i64 {
    cf.cond_br %arg1, ^bb1, ^bb2 loc(#loc17)
  ^bb1:  // pred: ^bb0
    %0 = "op.convert"(%arg0) : (i64) -> i64 loc(#loc18)
    cf.br ^bb3(%arg0 : i64) loc(#loc19)
  ^bb2:  // pred: ^bb0
    "accelerator.launch"() ({
      %2 = "accelerator.do_something"(%arg0) : (i64) -> i64 loc(#loc21)
    }) : () -> () loc(#loc20)
    cf.br ^bb3(%arg0 : i64) loc(#loc22)
  ^bb3(%1: i64 loc("seed003_blocks_and_regions.unregistered.mlir":50:6)):  // 2 preds: ^bb1, ^bb2
    return %1 : i64 loc(#loc24)
  } loc(#loc14)
} loc(#loc)
#loc = loc("seed003_blocks_and_regions.unregistered.mlir":0:0)
#loc1 = loc("seed003_blocks_and_regions.unregistered.mlir":10:1)
#loc4 = loc("seed003_blocks_and_regions.unregistered.mlir":12:3)
#loc5 = loc("seed003_blocks_and_regions.unregistered.mlir":15:3)
#loc6 = loc("seed003_blocks_and_regions.unregistered.mlir":18:8)
#loc7 = loc("seed003_blocks_and_regions.unregistered.mlir":19:3)
#loc9 = loc("seed003_blocks_and_regions.unregistered.mlir":24:3)
#loc12 = loc("seed003_blocks_and_regions.unregistered.mlir":27:8)
#loc13 = loc("seed003_blocks_and_regions.unregistered.mlir":28:3)
#loc14 = loc("seed003_blocks_and_regions.unregistered.mlir":31:1)
#loc17 = loc("seed003_blocks_and_regions.unregistered.mlir":33:3)
#loc18 = loc("seed003_blocks_and_regions.unregistered.mlir":37:12)
#loc19 = loc("seed003_blocks_and_regions.unregistered.mlir":38:3)
#loc20 = loc("seed003_blocks_and_regions.unregistered.mlir":41:3)
#loc21 = loc("seed003_blocks_and_regions.unregistered.mlir":45:20)
#loc22 = loc("seed003_blocks_and_regions.unregistered.mlir":48:3)
#loc24 = loc("seed003_blocks_and_regions.unregistered.mlir":51:3)

