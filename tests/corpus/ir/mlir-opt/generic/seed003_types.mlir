"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>, complex<i32>) -> (), sym_name = "complex_types", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f16, bf16, f32, f64) -> (), sym_name = "float_types", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, i4, i8, i16, i32, index) -> (), sym_name = "integer_types", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (none) -> (), sym_name = "none_type", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = ((i32) -> i32, () -> (), (f32, f32) -> (f32, i1)) -> ((index) -> ()), sym_name = "function_types", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<*xf32>, tensor<?x?x?x?xf32>, tensor<?x?x13x?xf32>, tensor<17x4x13x4xf32>, tensor<f32>, tensor<0x42xf32>, tensor<0xf32>, tensor<0x1xi32>, tensor<1x0xi32>) -> (), sym_name = "tensor_types", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tuple<>, tuple<f32>, tuple<i32, f32, tensor<i1>, i5>) -> (), sym_name = "tuple_types", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (vector<16xf32>, vector<4x8xi8>, vector<2x3x4xf64>) -> (), sym_name = "vector_types", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()

