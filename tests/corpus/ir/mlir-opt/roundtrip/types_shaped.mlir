module {
  func.func private @vectors(vector<4xf32>, vector<4x8xf16>, vector<2x3x4xi8>, vector<f32>, vector<[4]xf32>, vector<2x[8]xi32>, vector<[2]x[2]xf64>, vector<1xindex>)
  func.func private @tensors(tensor<f32>, tensor<10xf32>, tensor<?xf32>, tensor<?x?x16xi32>, tensor<*xf64>, tensor<0x42xf32>, tensor<4x?xcomplex<f32>>, tensor<2xvector<4xf32>>, tensor<8xindex>) -> tensor<*xi1>
  func.func private @encoded(tensor<4x4xf32, "row_major">, tensor<?xi8, 7 : i64>)
  func.func private @complex_types(complex<f32>, complex<f64>, complex<i32>, complex<f16>) -> complex<bf16>
  func.func private @tuples(tuple<>, tuple<f32>, tuple<i32, f32, tensor<i1>, i5>, tuple<tuple<index>, vector<2xf32>>)
  func.func private @function_types(() -> (), (i32) -> i32, (i32, f32) -> (f32, i32), ((index) -> index) -> (() -> f32))
  func.func @use_function_value(%arg0: (i32) -> i32, %arg1: i32) -> i32 {
    %0 = call_indirect %arg0(%arg1) : (i32) -> i32
    return %0 : i32
  }
  func.func @vector_values(%arg0: vector<[4]xf32>, %arg1: vector<[4]xf32>) -> vector<[4]xf32> {
    %0 = arith.addf %arg0, %arg1 : vector<[4]xf32>
    %1 = arith.mulf %0, %arg0 : vector<[4]xf32>
    return %1 : vector<[4]xf32>
  }
  func.func @tensor_values(%arg0: tensor<4x?xf32>, %arg1: tensor<4x?xf32>) -> tensor<4x?xf32> {
    %0 = arith.addf %arg0, %arg1 : tensor<4x?xf32>
    return %0 : tensor<4x?xf32>
  }
  func.func @complex_values(%arg0: f32, %arg1: f32) -> complex<f32> {
    %0 = complex.create %arg0, %arg1 : complex<f32>
    %1 = complex.add %0, %0 : complex<f32>
    return %1 : complex<f32>
  }
}

