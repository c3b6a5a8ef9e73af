#loc2 = loc("seed004_tensors.mlir":17:28)
#loc3 = loc("seed004_tensors.mlir":17:49)
#loc4 = loc("seed004_tensors.mlir":17:70)
#loc6 = loc("seed004_tensors.mlir":19:8)
#loc7 = loc("seed004_tensors.mlir":19:17)
#loc8 = loc("seed004_tensors.mlir":19:26)
#loc14 = loc("seed004_tensors.mlir":27:26)
#loc15 = loc("seed004_tensors.mlir":27:50)
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @generic_tensors(%arg0: tensor<?x?xf32> loc("seed004_tensors.mlir":17:28), %arg1: tensor<?x?xf32> loc("seed004_tensors.mlir":17:49), %arg2: tensor<?x?xf32> loc("seed004_tensors.mlir":17:70)) -> tensor<?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) {
    ^bb0(%in: f32 loc("seed004_tensors.mlir":19:8), %in_0: f32 loc("seed004_tensors.mlir":19:17), %out: f32 loc("seed004_tensors.mlir":19:26)):
      %1 = arith.mulf %in, %in_0 : f32 loc(#loc9)
      %2 = arith.addf %out, %1 : f32 loc(#loc10)
      linalg.yield %2 : f32 loc(#loc11)
    } -> tensor<?x?xf32> loc(#loc5)
    return %0 : tensor<?x?xf32> loc(#loc12)
  } loc(#loc1)
  func.func @named_tensors(%arg0: tensor<128x64xf32> loc("seed004_tensors.mlir":27:26), %arg1: tensor<64x256xf32> loc("seed004_tensors.mlir":27:50)) -> tensor<128x256xf32> {
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc16)
    %0 = tensor.empty() : tensor<128x256xf32> loc(#loc17)
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x256xf32>) -> tensor<128x256xf32> loc(#loc18)
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<128x64xf32>, tensor<64x256xf32>) outs(%1 : tensor<128x256xf32>) -> tensor<128x256xf32> loc(#loc19)
    return %2 : tensor<128x256xf32> loc(#loc20)
  } loc(#loc13)
} loc(#loc)
#loc = loc("seed004_tensors.mlir":0:0)
#loc1 = loc("seed004_tensors.mlir":17:1)
#loc5 = loc("seed004_tensors.mlir":18:8)
#loc9 = loc("seed004_tensors.mlir":20:10)
#loc10 = loc("seed004_tensors.mlir":21:10)
#loc11 = loc("seed004_tensors.mlir":22:5)
#loc12 = loc("seed004_tensors.mlir":24:3)
#loc13 = loc("seed004_tensors.mlir":27:1)
#loc16 = loc("seed004_tensors.mlir":28:11)
#loc17 = loc("seed004_tensors.mlir":29:11)
#loc18 = loc("seed004_tensors.mlir":30:8)
#loc19 = loc("seed004_tensors.mlir":31:8)
#loc20 = loc("seed004_tensors.mlir":32:3)

