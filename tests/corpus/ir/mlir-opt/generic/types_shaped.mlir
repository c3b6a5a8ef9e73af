"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, vector<4x8xf16>, vector<2x3x4xi8>, vector<f32>, vector<[4]xf32>, vector<2x[8]xi32>, vector<[2]x[2]xf64>, vector<1xindex>) -> (), sym_name = "vectors", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<10xf32>, tensor<?xf32>, tensor<?x?x16xi32>, tensor<*xf64>, tensor<0x42xf32>, tensor<4x?xcomplex<f32>>, tensor<2xvector<4xf32>>, tensor<8xindex>) -> tensor<*xi1>, sym_name = "tensors", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4xf32, "row_major">, tensor<?xi8, 7 : i64>) -> (), sym_name = "encoded", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (complex<f32>, complex<f64>, complex<i32>, complex<f16>) -> complex<bf16>, sym_name = "complex_types", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tuple<>, tuple<f32>, tuple<i32, f32, tensor<i1>, i5>, tuple<tuple<index>, vector<2xf32>>) -> (), sym_name = "tuples", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (() -> (), (i32) -> i32, (i32, f32) -> (f32, i32), ((index) -> index) -> (() -> f32)) -> (), sym_name = "function_types", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = ((i32) -> i32, i32) -> i32, sym_name = "use_function_value"}> ({
  ^bb0(%arg6: (i32) -> i32, %arg7: i32):
    %5 = "func.call_indirect"(%arg6, %arg7) : ((i32) -> i32, i32) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>, sym_name = "vector_values"}> ({
  ^bb0(%arg4: vector<[4]xf32>, %arg5: vector<[4]xf32>):
    %3 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
    %4 = "arith.mulf"(%3, %arg4) <{fastmath = #arith.fastmath<none>}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
    "func.return"(%4) : (vector<[4]xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>, sym_name = "tensor_values"}> ({
  ^bb0(%arg2: tensor<4x?xf32>, %arg3: tensor<4x?xf32>):
    %2 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
    "func.return"(%2) : (tensor<4x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32) -> complex<f32>, sym_name = "complex_values"}> ({
  ^bb0(%arg0: f32, %arg1: f32):
    %0 = "complex.create"(%arg0, %arg1) : (f32, f32) -> complex<f32>
    %1 = "complex.add"(%0, %0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    "func.return"(%1) : (complex<f32>) -> ()
  }) : () -> ()
}) : () -> ()

