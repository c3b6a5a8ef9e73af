#loc4 = loc("seed000_simple_example.mlir":11:27)
#loc5 = loc("seed000_simple_example.mlir":11:48)
#loc9 = loc("seed000_simple_example.mlir":14:14)
#loc11 = loc("seed000_simple_example.mlir":15:16)
#map = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
module {
  func.func private @F1(memref<?x?xf32>, index, index) -> f32 loc(#loc1)
  func.func private @F2(f32, memref<?x?xf32>, index, index) loc(#loc2)
  func.func @simple_example(%arg0: memref<?x?xf32> loc("seed000_simple_example.mlir":11:27), %arg1: memref<?x?xf32> loc("seed000_simple_example.mlir":11:48)) {
    %c0 = arith.constant 0 : index loc(#loc6)
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32> loc(#loc7)
    affine.for %arg2 loc("seed000_simple_example.mlir":14:14) = 0 to %dim {
      affine.for %arg3 loc("seed000_simple_example.mlir":15:16) = 0 to %dim {
        %0 = affine.apply #map(%arg3)[%dim] loc(#loc12)
        %1 = func.call @F1(%arg0, %arg2, %0) : (memref<?x?xf32>, index, index) -> f32 loc(#loc13)
        func.call @F2(%1, %arg1, %arg2, %0) : (f32, memref<?x?xf32>, index, index) -> () loc(#loc14)
      } loc(#loc10)
    } loc(#loc8)
    return loc(#loc15)
  } loc(#loc3)
} loc(#loc)
#loc = loc("seed000_simple_example.mlir":0:0)
#loc1 = loc("seed000_simple_example.mlir":8:1)
#loc2 = loc("seed000_simple_example.mlir":9:1)
#loc3 = loc("seed000_simple_example.mlir":11:1)
#loc6 = loc("seed000_simple_example.mlir":12:9)
#loc7 = loc("seed000_simple_example.mlir":13:8)
#loc8 = loc("seed000_simple_example.mlir":14:3)
#loc10 = loc("seed000_simple_example.mlir":15:5)
#loc12 = loc("seed000_simple_example.mlir":16:12)
#loc13 = loc("seed000_simple_example.mlir":17:14)
#loc14 = loc("seed000_simple_example.mlir":18:7)
#loc15 = loc("seed000_simple_example.mlir":21:3)

