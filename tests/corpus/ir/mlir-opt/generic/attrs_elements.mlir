"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<4xf32>, tensor<2x3xi32>, vector<4xi1>, tensor<2x2xf64>), sym_name = "dense_constants"}> ({
    %8 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<4xf32>}> : () -> tensor<4xf32>
    %9 = "arith.constant"() <{value = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %10 = "arith.constant"() <{value = dense<[true, false, true, true]> : vector<4xi1>}> : () -> vector<4xi1>
    %11 = "arith.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, -4.000000e+00]]> : tensor<2x2xf64>}> : () -> tensor<2x2xf64>
    "func.return"(%8, %9, %10, %11) : (tensor<4xf32>, tensor<2x3xi32>, vector<4xi1>, tensor<2x2xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<2x2xindex>, tensor<0xf32>, tensor<i64>, tensor<2xcomplex<f32>>, vector<3xf16>), sym_name = "dense_more"}> ({
    %3 = "arith.constant"() <{value = dense<[[0, 1], [2, 3]]> : vector<2x2xindex>}> : () -> vector<2x2xindex>
    %4 = "arith.constant"() <{value = dense<> : tensor<0xf32>}> : () -> tensor<0xf32>
    %5 = "arith.constant"() <{value = dense<-9> : tensor<i64>}> : () -> tensor<i64>
    %6 = "arith.constant"() <{value = dense<[(1.000000e+00,2.000000e+00), (-3.000000e+00,0.000000e+00)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
    %7 = "arith.constant"() <{value = dense<[5.000000e-01, -1.000000e+02, 0x7C00]> : vector<3xf16>}> : () -> vector<3xf16>
    "func.return"(%3, %4, %5, %6, %7) : (vector<2x2xindex>, tensor<0xf32>, tensor<i64>, tensor<2xcomplex<f32>>, vector<3xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<3x4xi32>, sym_name = "sparse_and_arrays"}> ({
    %2 = "arith.constant"() <{value = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>}> : () -> tensor<3x4xi32>
    "func.return"(%2) : (tensor<3x4xi32>) -> ()
  }) {bool_array = array<i1: true, false>, dense_attr = dense<[1, 2]> : tensor<2xi16>, empty_array = array<i64>, f32_array = array<f32: 1.000000e+00, 2.500000e+00>, i32_array = array<i32: 7>, i64_array = array<i64: 1, -2, 3>, sparse_empty = sparse<> : tensor<5xi8>, sparse_f = sparse<[[0, 1], [2, 3]], [1.500000e+00, -2.000000e+00]> : tensor<3x4xf32>} : () -> ()
  "memref.global"() <{constant, initial_value = dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi32>, sym_name = "table", sym_visibility = "private", type = memref<2x4xi32>}> : () -> ()
  "memref.global"() <{initial_value = dense<0.000000e+00> : tensor<16xf32>, sym_name = "zeros", type = memref<16xf32>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "uninit", sym_visibility = "private", type = memref<8xi8>}> : () -> ()
  "func.func"() <{function_type = (index, index) -> i32, sym_name = "read_table"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "memref.get_global"() <{name = @table}> : () -> memref<2x4xi32>
    %1 = "memref.load"(%0, %arg0, %arg1) : (memref<2x4xi32>, index, index) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

