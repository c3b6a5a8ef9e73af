#loc2 = loc("linalg_generic_tensor.mlir":7:17)
#loc3 = loc("linalg_generic_tensor.mlir":7:38)
#loc5 = loc("linalg_generic_tensor.mlir":10:8)
#loc6 = loc("linalg_generic_tensor.mlir":10:17)
#loc12 = loc("linalg_generic_tensor.mlir":18:28)
#loc13 = loc("linalg_generic_tensor.mlir":18:50)
#loc14 = loc("linalg_generic_tensor.mlir":18:71)
#loc16 = loc("linalg_generic_tensor.mlir":21:8)
#loc17 = loc("linalg_generic_tensor.mlir":21:17)
#loc18 = loc("linalg_generic_tensor.mlir":21:26)
#loc24 = loc("linalg_generic_tensor.mlir":29:29)
#loc25 = loc("linalg_generic_tensor.mlir":29:52)
#loc26 = loc("linalg_generic_tensor.mlir":29:78)
#loc27 = loc("linalg_generic_tensor.mlir":29:87)
#loc29 = loc("linalg_generic_tensor.mlir":32:8)
#loc30 = loc("linalg_generic_tensor.mlir":32:17)
#loc34 = loc("linalg_generic_tensor.mlir":38:8)
#loc35 = loc("linalg_generic_tensor.mlir":38:17)
#loc40 = loc("linalg_generic_tensor.mlir":45:25)
#loc41 = loc("linalg_generic_tensor.mlir":45:34)
#loc43 = loc("linalg_generic_tensor.mlir":48:8)
#loc44 = loc("linalg_generic_tensor.mlir":48:17)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> ()>
module {
  func.func @relu(%arg0: tensor<?x?xf32> loc("linalg_generic_tensor.mlir":7:17), %arg1: tensor<?x?xf32> loc("linalg_generic_tensor.mlir":7:38)) -> tensor<?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) {
    ^bb0(%in: f32 loc("linalg_generic_tensor.mlir":10:8), %out: f32 loc("linalg_generic_tensor.mlir":10:17)):
      %cst = arith.constant 0.000000e+00 : f32 loc(#loc7)
      %1 = arith.maximumf %in, %cst : f32 loc(#loc8)
      linalg.yield %1 : f32 loc(#loc9)
    } -> tensor<?x?xf32> loc(#loc4)
    return %0 : tensor<?x?xf32> loc(#loc10)
  } loc(#loc1)
  func.func @col_sum_and_max(%arg0: tensor<8x16xf32> loc("linalg_generic_tensor.mlir":18:28), %arg1: tensor<16xf32> loc("linalg_generic_tensor.mlir":18:50), %arg2: tensor<16xf32> loc("linalg_generic_tensor.mlir":18:71)) -> (tensor<16xf32>, tensor<16xf32>) {
    %0:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<8x16xf32>) outs(%arg1, %arg2 : tensor<16xf32>, tensor<16xf32>) {
    ^bb0(%in: f32 loc("linalg_generic_tensor.mlir":21:8), %out: f32 loc("linalg_generic_tensor.mlir":21:17), %out_0: f32 loc("linalg_generic_tensor.mlir":21:26)):
      %1 = arith.addf %out, %in : f32 loc(#loc19)
      %2 = arith.maximumf %out_0, %in : f32 loc(#loc20)
      linalg.yield %1, %2 : f32, f32 loc(#loc21)
    } -> (tensor<16xf32>, tensor<16xf32>) loc(#loc15)
    return %0#0, %0#1 : tensor<16xf32>, tensor<16xf32> loc(#loc22)
  } loc(#loc11)
  func.func @scale_then_shift(%arg0: tensor<32x32xf64> loc("linalg_generic_tensor.mlir":29:29), %arg1: tensor<32x32xf64> loc("linalg_generic_tensor.mlir":29:52), %arg2: f64 loc("linalg_generic_tensor.mlir":29:78), %arg3: f64 loc("linalg_generic_tensor.mlir":29:87)) -> tensor<32x32xf64> {
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32x32xf64>) outs(%arg1 : tensor<32x32xf64>) {
    ^bb0(%in: f64 loc("linalg_generic_tensor.mlir":32:8), %out: f64 loc("linalg_generic_tensor.mlir":32:17)):
      %2 = arith.mulf %in, %arg2 : f64 loc(#loc31)
      linalg.yield %2 : f64 loc(#loc32)
    } -> tensor<32x32xf64> loc(#loc28)
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<32x32xf64>) outs(%arg1 : tensor<32x32xf64>) {
    ^bb0(%in: f64 loc("linalg_generic_tensor.mlir":38:8), %out: f64 loc("linalg_generic_tensor.mlir":38:17)):
      %2 = arith.addf %in, %arg3 : f64 loc(#loc36)
      linalg.yield %2 : f64 loc(#loc37)
    } -> tensor<32x32xf64> loc(#loc33)
    return %1 : tensor<32x32xf64> loc(#loc38)
  } loc(#loc23)
  func.func @scalar_input(%arg0: f32 loc("linalg_generic_tensor.mlir":45:25), %arg1: tensor<4x4xf32> loc("linalg_generic_tensor.mlir":45:34)) -> tensor<4x4xf32> {
    %0 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : f32) outs(%arg1 : tensor<4x4xf32>) {
    ^bb0(%in: f32 loc("linalg_generic_tensor.mlir":48:8), %out: f32 loc("linalg_generic_tensor.mlir":48:17)):
      linalg.yield %in : f32 loc(#loc45)
    } -> tensor<4x4xf32> loc(#loc42)
    return %0 : tensor<4x4xf32> loc(#loc46)
  } loc(#loc39)
} loc(#loc)
#loc = loc("linalg_generic_tensor.mlir":0:0)
#loc1 = loc("linalg_generic_tensor.mlir":7:1)
#loc4 = loc("linalg_generic_tensor.mlir":8:8)
#loc7 = loc("linalg_generic_tensor.mlir":11:10)
#loc8 = loc("linalg_generic_tensor.mlir":12:10)
#loc9 = loc("linalg_generic_tensor.mlir":13:5)
#loc10 = loc("linalg_generic_tensor.mlir":15:3)
#loc11 = loc("linalg_generic_tensor.mlir":18:1)
#loc15 = loc("linalg_generic_tensor.mlir":19:10)
#loc19 = loc("linalg_generic_tensor.mlir":22:11)
#loc20 = loc("linalg_generic_tensor.mlir":23:11)
#loc21 = loc("linalg_generic_tensor.mlir":24:5)
#loc22 = loc("linalg_generic_tensor.mlir":26:3)
#loc23 = loc("linalg_generic_tensor.mlir":29:1)
#loc28 = loc("linalg_generic_tensor.mlir":30:13)
#loc31 = loc("linalg_generic_tensor.mlir":33:10)
#loc32 = loc("linalg_generic_tensor.mlir":34:5)
#loc33 = loc("linalg_generic_tensor.mlir":36:14)
#loc36 = loc("linalg_generic_tensor.mlir":39:10)
#loc37 = loc("linalg_generic_tensor.mlir":40:5)
#loc38 = loc("linalg_generic_tensor.mlir":42:3)
#loc39 = loc("linalg_generic_tensor.mlir":45:1)
#loc42 = loc("linalg_generic_tensor.mlir":46:8)
#loc45 = loc("linalg_generic_tensor.mlir":49:5)
#loc46 = loc("linalg_generic_tensor.mlir":51:3)

