#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> ()>
module {
  func.func @relu(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 0.000000e+00 : f32
      %1 = arith.maximumf %in, %cst : f32
      linalg.yield %1 : f32
    } -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }
  func.func @col_sum_and_max(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
    %0:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<8x16xf32>) outs(%arg1, %arg2 : tensor<16xf32>, tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32, %out_0: f32):
      %1 = arith.addf %out, %in : f32
      %2 = arith.maximumf %out_0, %in : f32
      linalg.yield %1, %2 : f32, f32
    } -> (tensor<16xf32>, tensor<16xf32>)
    return %0#0, %0#1 : tensor<16xf32>, tensor<16xf32>
  }
  func.func @scale_then_shift(%arg0: tensor<32x32xf64>, %arg1: tensor<32x32xf64>, %arg2: f64, %arg3: f64) -> tensor<32x32xf64> {
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32x32xf64>) outs(%arg1 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2 = arith.mulf %in, %arg2 : f64
      linalg.yield %2 : f64
    } -> tensor<32x32xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<32x32xf64>) outs(%arg1 : tensor<32x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %2 = arith.addf %in, %arg3 : f64
      linalg.yield %2 : f64
    } -> tensor<32x32xf64>
    return %1 : tensor<32x32xf64>
  }
  func.func @scalar_input(%arg0: f32, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : f32) outs(%arg1 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}

