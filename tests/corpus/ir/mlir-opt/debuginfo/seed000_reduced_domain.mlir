#loc4 = loc("seed000_reduced_domain.mlir":16:35)
#loc5 = loc("seed000_reduced_domain.mlir":16:55)
#loc6 = loc("seed000_reduced_domain.mlir":16:64)
#loc8 = loc("seed000_reduced_domain.mlir":17:14)
#loc10 = loc("seed000_reduced_domain.mlir":18:16)
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0, d1) -> (d0 + d1)>
#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 - 10 >= 0, -d1 + s0 - 9 >= 0)>
module {
  func.func private @S1(i32, index, index) -> i32 loc(#loc1)
  func.func private @S2(i32, memref<10xi32>, index, index) loc(#loc2)
  func.func @reduced_domain_example(%arg0: memref<10xi32> loc("seed000_reduced_domain.mlir":16:35), %arg1: i32 loc("seed000_reduced_domain.mlir":16:55), %arg2: index loc("seed000_reduced_domain.mlir":16:64)) {
    affine.for %arg3 loc("seed000_reduced_domain.mlir":17:14) = 0 to %arg2 {
      affine.for %arg4 loc("seed000_reduced_domain.mlir":18:16) = 0 to %arg2 {
        %0 = affine.apply #map(%arg4) loc(#loc11)
        %1 = func.call @S1(%arg1, %arg3, %0) : (i32, index, index) -> i32 loc(#loc12)
        affine.if #set(%arg3, %arg4)[%arg2] {
          %2 = affine.apply #map1(%arg3, %arg4) loc(#loc14)
          func.call @S2(%1, %arg0, %arg3, %2) : (i32, memref<10xi32>, index, index) -> () loc(#loc15)
        } loc(#loc13)
      } loc(#loc9)
    } loc(#loc7)
    return loc(#loc16)
  } loc(#loc3)
} loc(#loc)
#loc = loc("seed000_reduced_domain.mlir":0:0)
#loc1 = loc("seed000_reduced_domain.mlir":13:1)
#loc2 = loc("seed000_reduced_domain.mlir":14:1)
#loc3 = loc("seed000_reduced_domain.mlir":16:1)
#loc7 = loc("seed000_reduced_domain.mlir":17:3)
#loc9 = loc("seed000_reduced_domain.mlir":18:5)
#loc11 = loc("seed000_reduced_domain.mlir":19:12)
#loc12 = loc("seed000_reduced_domain.mlir":20:14)
#loc13 = loc("seed000_reduced_domain.mlir":21:7)
#loc14 = loc("seed000_reduced_domain.mlir":22:14)
#loc15 = loc("seed000_reduced_domain.mlir":23:9)
#loc16 = loc("seed000_reduced_domain.mlir":27:3)

