// Elements attributes: dense splats, nested dense literals, dense hex
// blobs, dense of complex/bool/index, empty dense, sparse (COO) literals;
// and dense arrays `array<T: ...>`.
func.func @dense_constants() -> (tensor<4xf32>, tensor<2x3xi32>, vector<4xi1>, tensor<2x2xf64>) {
  %splat = arith.constant dense<1.000000e+00> : tensor<4xf32>
  %nested = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %bools = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %hex = arith.constant dense<"0x000000000000F03F0000000000000040000000000000084000000000000010C0"> : tensor<2x2xf64>
  return %splat, %nested, %bools, %hex : tensor<4xf32>, tensor<2x3xi32>, vector<4xi1>, tensor<2x2xf64>
}

func.func @dense_more() -> (vector<2x2xindex>, tensor<0xf32>, tensor<i64>, tensor<2xcomplex<f32>>, vector<3xf16>) {
  %idx = arith.constant dense<[[0, 1], [2, 3]]> : vector<2x2xindex>
  %empty = arith.constant dense<> : tensor<0xf32>
  %scalar = arith.constant dense<-9> : tensor<i64>
  %cplx = arith.constant dense<[(1.000000e+00, 2.000000e+00), (-3.000000e+00, 0.000000e+00)]> : tensor<2xcomplex<f32>>
  %halfs = arith.constant dense<[0.5, -1.0e+02, 0x7C00]> : vector<3xf16>
  return %idx, %empty, %scalar, %cplx, %halfs : vector<2x2xindex>, tensor<0xf32>, tensor<i64>, tensor<2xcomplex<f32>>, vector<3xf16>
}

func.func @sparse_and_arrays() -> tensor<3x4xi32>
    attributes {sparse_f = sparse<[[0, 1], [2, 3]], [1.5, -2.0]> : tensor<3x4xf32>,
                sparse_empty = sparse<> : tensor<5xi8>,
                dense_attr = dense<[1, 2]> : tensor<2xi16>,
                i64_array = array<i64: 1, -2, 3>, i32_array = array<i32: 7>,
                f32_array = array<f32: 1.0, 2.5>, bool_array = array<i1: true, false>,
                empty_array = array<i64>} {
  %s = arith.constant sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
  return %s : tensor<3x4xi32>
}

memref.global "private" constant @table : memref<2x4xi32> = dense<[[1, 2, 3, 4], [5, 6, 7, 8]]>
memref.global @zeros : memref<16xf32> = dense<0.000000e+00>
memref.global "private" @uninit : memref<8xi8> = uninitialized

func.func @read_table(%i: index, %j: index) -> i32 {
  %t = memref.get_global @table : memref<2x4xi32>
  %v = memref.load %t[%i, %j] : memref<2x4xi32>
  return %v : i32
}
