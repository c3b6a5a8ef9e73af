#loc2 = loc("seed000_min_and_terminator.mlir":7:16)
#loc3 = loc("seed000_min_and_terminator.mlir":7:30)
#loc7 = loc("seed000_min_and_terminator.mlir":12:23)
#loc8 = loc("seed000_min_and_terminator.mlir":12:42)
#loc10 = loc("seed000_min_and_terminator.mlir":13:14)
#map = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
module {
  func.func @min(%arg0: index loc("seed000_min_and_terminator.mlir":7:16), %arg1: index loc("seed000_min_and_terminator.mlir":7:30)) -> index {
    %0 = affine.min #map(%arg0)[%arg1] loc(#loc4)
    return %0 : index loc(#loc5)
  } loc(#loc1)
  func.func @terminator(%arg0: memref<8xf32> loc("seed000_min_and_terminator.mlir":12:23), %arg1: f32 loc("seed000_min_and_terminator.mlir":12:42)) {
    affine.for %arg2 loc("seed000_min_and_terminator.mlir":13:14) = 0 to 8 {
      affine.store %arg1, %arg0[%arg2] : memref<8xf32> loc(#loc11)
    } loc(#loc9)
    return loc(#loc12)
  } loc(#loc6)
} loc(#loc)
#loc = loc("seed000_min_and_terminator.mlir":0:0)
#loc1 = loc("seed000_min_and_terminator.mlir":7:1)
#loc4 = loc("seed000_min_and_terminator.mlir":8:8)
#loc5 = loc("seed000_min_and_terminator.mlir":9:3)
#loc6 = loc("seed000_min_and_terminator.mlir":12:1)
#loc9 = loc("seed000_min_and_terminator.mlir":13:3)
#loc11 = loc("seed000_min_and_terminator.mlir":14:5)
#loc12 = loc("seed000_min_and_terminator.mlir":17:3)

