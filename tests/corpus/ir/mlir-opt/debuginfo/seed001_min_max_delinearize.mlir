#loc2 = loc("seed001_min_max_delinearize.mlir":12:20)
#loc3 = loc("seed001_min_max_delinearize.mlir":12:34)
#loc4 = loc("seed001_min_max_delinearize.mlir":12:48)
#loc9 = loc("seed001_min_max_delinearize.mlir":18:24)
#map = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
#map1 = affine_map<(d0) -> (1000, d0 + 512)>
#map2 = affine_map<()[s0] -> (s0 floordiv 50176)>
#map3 = affine_map<()[s0] -> ((s0 mod 50176) floordiv 224)>
#map4 = affine_map<()[s0] -> (s0 mod 224)>
module {
  func.func @min_max(%arg0: index loc("seed001_min_max_delinearize.mlir":12:20), %arg1: index loc("seed001_min_max_delinearize.mlir":12:34), %arg2: index loc("seed001_min_max_delinearize.mlir":12:48)) -> (index, index) {
    %0 = affine.min #map(%arg0)[%arg1] loc(#loc5)
    %1 = affine.max #map1(%arg2) loc(#loc6)
    return %0, %1 : index, index loc(#loc7)
  } loc(#loc1)
  func.func @delinearize(%arg0: index loc("seed001_min_max_delinearize.mlir":18:24)) -> (index, index, index, index, index, index) {
    %c16 = arith.constant 16 : index loc(#loc10)
    %c224 = arith.constant 224 : index loc(#loc11)
    %0:3 = affine.delinearize_index %arg0 into (%c16, %c224, %c224) : index, index, index loc(#loc12)
    %1 = affine.apply #map2()[%arg0] loc(#loc13)
    %2 = affine.apply #map3()[%arg0] loc(#loc14)
    %3 = affine.apply #map4()[%arg0] loc(#loc15)
    return %0#0, %0#1, %0#2, %1, %2, %3 : index, index, index, index, index, index loc(#loc16)
  } loc(#loc8)
} loc(#loc)
#loc = loc("seed001_min_max_delinearize.mlir":0:0)
#loc1 = loc("seed001_min_max_delinearize.mlir":12:1)
#loc5 = loc("seed001_min_max_delinearize.mlir":13:8)
#loc6 = loc("seed001_min_max_delinearize.mlir":14:8)
#loc7 = loc("seed001_min_max_delinearize.mlir":15:3)
#loc8 = loc("seed001_min_max_delinearize.mlir":18:1)
#loc10 = loc("seed001_min_max_delinearize.mlir":19:10)
#loc11 = loc("seed001_min_max_delinearize.mlir":20:11)
#loc12 = loc("seed001_min_max_delinearize.mlir":21:16)
#loc13 = loc("seed001_min_max_delinearize.mlir":22:16)
#loc14 = loc("seed001_min_max_delinearize.mlir":23:16)
#loc15 = loc("seed001_min_max_delinearize.mlir":24:16)
#loc16 = loc("seed001_min_max_delinearize.mlir":25:3)

