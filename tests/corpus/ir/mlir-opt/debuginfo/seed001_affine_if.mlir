#loc4 = loc("seed001_affine_if.mlir":18:35)
#loc5 = loc("seed001_affine_if.mlir":18:55)
#loc6 = loc("seed001_affine_if.mlir":18:64)
#loc8 = loc("seed001_affine_if.mlir":19:14)
#loc10 = loc("seed001_affine_if.mlir":20:17)
#loc18 = loc("seed001_affine_if.mlir":32:22)
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0, d1) -> (d0 + d1)>
#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 - 10 >= 0, -d1 + s0 - 9 >= 0)>
#set1 = affine_set<(d0, d1) : (d0 - 1 >= 0, d1 - 1 >= 0, -d0 + 10 >= 0, -d1 + 10 >= 0)>
module {
  func.func private @S1(i32, index, index) -> i32 loc(#loc1)
  func.func private @S2(i32, memref<10xi32>, index, index) loc(#loc2)
  func.func @reduced_domain_example(%arg0: memref<10xi32> loc("seed001_affine_if.mlir":18:35), %arg1: i32 loc("seed001_affine_if.mlir":18:55), %arg2: index loc("seed001_affine_if.mlir":18:64)) {
    affine.for %arg3 loc("seed001_affine_if.mlir":19:14) = 0 to %arg2 {
      affine.for %arg4 loc("seed001_affine_if.mlir":20:17) = 0 to %arg2 {
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
  func.func @pad_edges(%arg0: memref<10x10xf32> loc("seed001_affine_if.mlir":32:22)) -> memref<12x12xf32> {
    %alloc = memref.alloc() : memref<12x12xf32> loc(#loc19)
    affine.parallel (%arg1, %arg2) = (0, 0) to (12, 12) {
      %0 = affine.if #set1(%arg1, %arg2) -> f32 {
        %1 = affine.load %arg0[%arg1 - 1, %arg2 - 1] : memref<10x10xf32> loc(#loc22)
        affine.yield %1 : f32 loc(#loc23)
      } else {
        %cst = arith.constant 0.000000e+00 : f32 loc(#loc24)
        affine.yield %cst : f32 loc(#loc25)
      } loc(#loc21)
      affine.store %0, %alloc[%arg1, %arg2] : memref<12x12xf32> loc(#loc26)
    } loc(#loc20)
    return %alloc : memref<12x12xf32> loc(#loc27)
  } loc(#loc17)
} loc(#loc)
#loc = loc("seed001_affine_if.mlir":0:0)
#loc1 = loc("seed001_affine_if.mlir":15:1)
#loc2 = loc("seed001_affine_if.mlir":16:1)
#loc3 = loc("seed001_affine_if.mlir":18:1)
#loc7 = loc("seed001_affine_if.mlir":19:3)
#loc9 = loc("seed001_affine_if.mlir":20:6)
#loc11 = loc("seed001_affine_if.mlir":21:13)
#loc12 = loc("seed001_affine_if.mlir":22:15)
#loc13 = loc("seed001_affine_if.mlir":23:8)
#loc14 = loc("seed001_affine_if.mlir":24:16)
#loc15 = loc("seed001_affine_if.mlir":25:11)
#loc16 = loc("seed001_affine_if.mlir":29:3)
#loc17 = loc("seed001_affine_if.mlir":32:1)
#loc19 = loc("seed001_affine_if.mlir":33:8)
#loc20 = loc("seed001_affine_if.mlir":34:3)
#loc21 = loc("seed001_affine_if.mlir":35:10)
#loc22 = loc("seed001_affine_if.mlir":36:12)
#loc23 = loc("seed001_affine_if.mlir":37:7)
#loc24 = loc("seed001_affine_if.mlir":39:12)
#loc25 = loc("seed001_affine_if.mlir":40:7)
#loc26 = loc("seed001_affine_if.mlir":42:5)
#loc27 = loc("seed001_affine_if.mlir":44:3)

