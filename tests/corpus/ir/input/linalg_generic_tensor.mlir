// linalg.generic on tensors: results returned as SSA values, several
// outputs, reductions into a rank-reduced init, mixed dynamic shapes, and a
// chain of generics (producer/consumer) for fusion passes.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

func.func @relu(%x: tensor<?x?xf32>, %init: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x?xf32>) outs(%init : tensor<?x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @col_sum_and_max(%x: tensor<8x16xf32>, %s0: tensor<16xf32>, %m0: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %r:2 = linalg.generic {indexing_maps = [#id, #col, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<8x16xf32>) outs(%s0, %m0 : tensor<16xf32>, tensor<16xf32>) {
  ^bb0(%a: f32, %s: f32, %m: f32):
    %ns = arith.addf %s, %a : f32
    %nm = arith.maximumf %m, %a : f32
    linalg.yield %ns, %nm : f32, f32
  } -> (tensor<16xf32>, tensor<16xf32>)
  return %r#0, %r#1 : tensor<16xf32>, tensor<16xf32>
}

func.func @scale_then_shift(%x: tensor<32x32xf64>, %init: tensor<32x32xf64>, %a: f64, %b: f64) -> tensor<32x32xf64> {
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x32xf64>) outs(%init : tensor<32x32xf64>) {
  ^bb0(%v: f64, %o: f64):
    %m = arith.mulf %v, %a : f64
    linalg.yield %m : f64
  } -> tensor<32x32xf64>
  %shifted = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%scaled : tensor<32x32xf64>) outs(%init : tensor<32x32xf64>) {
  ^bb0(%v: f64, %o: f64):
    %s = arith.addf %v, %b : f64
    linalg.yield %s : f64
  } -> tensor<32x32xf64>
  return %shifted : tensor<32x32xf64>
}

func.func @scalar_input(%s: f32, %init: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : f32) outs(%init : tensor<4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
