module {
  func.func @dense_constants() -> (tensor<4xf32>, tensor<2x3xi32>, vector<4xi1>, tensor<2x2xf64>) {
    %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
    %cst_0 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
    %cst_1 = arith.constant dense<[true, false, true, true]> : vector<4xi1>
    %cst_2 = arith.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, -4.000000e+00]]> : tensor<2x2xf64>
    return %cst, %cst_0, %cst_1, %cst_2 : tensor<4xf32>, tensor<2x3xi32>, vector<4xi1>, tensor<2x2xf64>
  }
  func.func @dense_more() -> (vector<2x2xindex>, tensor<0xf32>, tensor<i64>, tensor<2xcomplex<f32>>, vector<3xf16>) {
    %cst = arith.constant dense<[[0, 1], [2, 3]]> : vector<2x2xindex>
    %cst_0 = arith.constant dense<> : tensor<0xf32>
    %cst_1 = arith.constant dense<-9> : tensor<i64>
    %cst_2 = arith.constant dense<[(1.000000e+00,2.000000e+00), (-3.000000e+00,0.000000e+00)]> : tensor<2xcomplex<f32>>
    %cst_3 = arith.constant dense<[5.000000e-01, -1.000000e+02, 0x7C00]> : vector<3xf16>
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : vector<2x2xindex>, tensor<0xf32>, tensor<i64>, tensor<2xcomplex<f32>>, vector<3xf16>
  }
  func.func @sparse_and_arrays() -> tensor<3x4xi32> attributes {bool_array = array<i1: true, false>, dense_attr = dense<[1, 2]> : tensor<2xi16>, empty_array = array<i64>, f32_array = array<f32: 1.000000e+00, 2.500000e+00>, i32_array = array<i32: 7>, i64_array = array<i64: 1, -2, 3>, sparse_empty = sparse<> : tensor<5xi8>, sparse_f = sparse<[[0, 1], [2, 3]], [1.500000e+00, -2.000000e+00]> : tensor<3x4xf32>} {
    %cst = arith.constant sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
    return %cst : tensor<3x4xi32>
  }
  memref.global "private" constant @table : memref<2x4xi32> = dense<[[1, 2, 3, 4], [5, 6, 7, 8]]>
  memref.global @zeros : memref<16xf32> = dense<0.000000e+00>
  memref.global "private" @uninit : memref<8xi8> = uninitialized
  func.func @read_table(%arg0: index, %arg1: index) -> i32 {
    %0 = memref.get_global @table : memref<2x4xi32>
    %1 = memref.load %0[%arg0, %arg1] : memref<2x4xi32>
    return %1 : i32
  }
}

