#loc2 = loc("seed001_symbol_rules.mlir":8:18)
#loc3 = loc("seed001_symbol_rules.mlir":8:39)
#loc10 = loc("seed001_symbol_rules.mlir":18:14)
#loc13 = loc("seed001_symbol_rules.mlir":21:16)
#map = affine_map<()[s0] -> (s0 floordiv 2)>
#map1 = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
#map2 = affine_map<(d0, d1) -> (d0 + d1)>
module {
  func.func @rules(%arg0: memref<?x?xf32> loc("seed001_symbol_rules.mlir":8:18), %arg1: index loc("seed001_symbol_rules.mlir":8:39)) {
    %c0 = arith.constant 0 : index loc(#loc4)
    %0 = arith.addi %arg1, %arg1 : index loc(#loc5)
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32> loc(#loc6)
    %1 = affine.apply #map()[%0] loc(#loc7)
    %alloc = memref.alloc()[%arg1] : memref<40x50xf32, #map1> loc(#loc8)
    affine.for %arg2 loc("seed001_symbol_rules.mlir":18:14) = 0 to %dim {
      %c8 = arith.constant 8 : index loc(#loc11)
      affine.for %arg3 loc("seed001_symbol_rules.mlir":21:16) = %c8 to %1 {
        %2 = affine.apply #map2(%arg2, %arg3) loc(#loc14)
        %3 = affine.load %arg0[%arg2, %2] : memref<?x?xf32> loc(#loc15)
        affine.store %3, %arg0[%arg3, %arg2 + symbol(%0) - symbol(%0)] : memref<?x?xf32> loc(#loc16)
      } loc(#loc12)
    } loc(#loc9)
    memref.dealloc %alloc : memref<40x50xf32, #map1> loc(#loc17)
    return loc(#loc18)
  } loc(#loc1)
} loc(#loc)
#loc = loc("seed001_symbol_rules.mlir":0:0)
#loc1 = loc("seed001_symbol_rules.mlir":8:1)
#loc4 = loc("seed001_symbol_rules.mlir":9:9)
#loc5 = loc("seed001_symbol_rules.mlir":11:10)
#loc6 = loc("seed001_symbol_rules.mlir":13:9)
#loc7 = loc("seed001_symbol_rules.mlir":15:11)
#loc8 = loc("seed001_symbol_rules.mlir":17:8)
#loc9 = loc("seed001_symbol_rules.mlir":18:3)
#loc11 = loc("seed001_symbol_rules.mlir":20:11)
#loc12 = loc("seed001_symbol_rules.mlir":21:5)
#loc14 = loc("seed001_symbol_rules.mlir":23:12)
#loc15 = loc("seed001_symbol_rules.mlir":24:12)
#loc16 = loc("seed001_symbol_rules.mlir":25:7)
#loc17 = loc("seed001_symbol_rules.mlir":28:3)
#loc18 = loc("seed001_symbol_rules.mlir":29:3)

