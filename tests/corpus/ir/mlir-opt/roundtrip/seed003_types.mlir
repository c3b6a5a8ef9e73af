module {
  func.func private @complex_types(complex<f32>, complex<i32>)
  func.func private @float_types(f16, bf16, f32, f64)
  func.func private @integer_types(i1, i4, i8, i16, i32, index)
  func.func private @none_type(none)
  func.func private @function_types((i32) -> i32, () -> (), (f32, f32) -> (f32, i1)) -> ((index) -> ())
  func.func private @tensor_types(tensor<*xf32>, tensor<?x?x?x?xf32>, tensor<?x?x13x?xf32>, tensor<17x4x13x4xf32>, tensor<f32>, tensor<0x42xf32>, tensor<0xf32>, tensor<0x1xi32>, tensor<1x0xi32>)
  func.func private @tuple_types(tuple<>, tuple<f32>, tuple<i32, f32, tensor<i1>, i5>)
  func.func private @vector_types(vector<16xf32>, vector<4x8xi8>, vector<2x3x4xf64>)
}

