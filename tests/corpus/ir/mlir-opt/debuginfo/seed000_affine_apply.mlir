#loc2 = loc("seed000_affine_apply.mlir":8:25)
#loc3 = loc("seed000_affine_apply.mlir":8:36)
#loc4 = loc("seed000_affine_apply.mlir":8:47)
#loc5 = loc("seed000_affine_apply.mlir":8:59)
#map = affine_map<(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)>
#map1 = affine_map<(d0)[s0] -> (d0 + s0)>
module {
  func.func @affine_apply(%arg0: index loc("seed000_affine_apply.mlir":8:25), %arg1: index loc("seed000_affine_apply.mlir":8:36), %arg2: index loc("seed000_affine_apply.mlir":8:47), %arg3: index loc("seed000_affine_apply.mlir":8:59)) -> (index, index) {
    %0 = affine.apply #map(%arg0, %arg1) loc(#loc6)
    %1 = affine.apply #map1(%arg2)[%arg3] loc(#loc7)
    return %0, %1 : index, index loc(#loc8)
  } loc(#loc1)
} loc(#loc)
#loc = loc("seed000_affine_apply.mlir":0:0)
#loc1 = loc("seed000_affine_apply.mlir":8:1)
#loc6 = loc("seed000_affine_apply.mlir":9:8)
#loc7 = loc("seed000_affine_apply.mlir":11:8)
#loc8 = loc("seed000_affine_apply.mlir":12:3)

