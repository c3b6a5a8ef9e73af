#loc3 = loc("seed000_integer_sets.mlir":11:25)
#loc4 = loc("seed000_integer_sets.mlir":11:36)
#loc6 = loc("seed000_integer_sets.mlir":12:14)
#loc8 = loc("seed000_integer_sets.mlir":13:16)
#set = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
module {
  func.func private @inside(index, index) loc(#loc1)
  func.func @integer_sets(%arg0: index loc("seed000_integer_sets.mlir":11:25), %arg1: index loc("seed000_integer_sets.mlir":11:36)) {
    affine.for %arg2 loc("seed000_integer_sets.mlir":12:14) = -2 to 102 {
      affine.for %arg3 loc("seed000_integer_sets.mlir":13:16) = -2 to 102 {
        affine.if #set(%arg2, %arg3)[%arg0, %arg1] {
          func.call @inside(%arg2, %arg3) : (index, index) -> () loc(#loc10)
        } loc(#loc9)
      } loc(#loc7)
    } loc(#loc5)
    return loc(#loc11)
  } loc(#loc2)
} loc(#loc)
#loc = loc("seed000_integer_sets.mlir":0:0)
#loc1 = loc("seed000_integer_sets.mlir":9:1)
#loc2 = loc("seed000_integer_sets.mlir":11:1)
#loc5 = loc("seed000_integer_sets.mlir":12:3)
#loc7 = loc("seed000_integer_sets.mlir":13:5)
#loc9 = loc("seed000_integer_sets.mlir":15:7)
#loc10 = loc("seed000_integer_sets.mlir":16:9)
#loc11 = loc("seed000_integer_sets.mlir":20:3)

