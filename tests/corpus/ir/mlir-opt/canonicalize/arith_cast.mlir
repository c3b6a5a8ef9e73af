module {
  func.func @int_casts(%arg0: i32, %arg1: index) -> (index, index, i64, i64, i8, i32, i64) {
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_castui %arg0 : i32 to index
    %2 = arith.index_cast %arg1 : index to i64
    %3 = arith.extsi %arg0 : i32 to i64
    %4 = arith.trunci %arg0 : i32 to i8
    %5 = arith.extui %4 : i8 to i32
    %6 = arith.extui %arg0 : i32 to i64
    return %0, %1, %2, %3, %4, %5, %6 : index, index, i64, i64, i8, i32, i64
  }
  func.func @trunc_flags(%arg0: i64, %arg1: f64) -> (i32, i16, f32, f16) {
    %0 = arith.trunci %arg0 overflow<nsw> : i64 to i32
    %1 = arith.trunci %arg0 overflow<nuw> : i64 to i16
    %2 = arith.truncf %arg1 : f64 to f32
    %3 = arith.truncf %arg1 to_nearest_even fastmath<afn> : f64 to f16
    return %0, %1, %2, %3 : i32, i16, f32, f16
  }
  func.func @float_int(%arg0: i32, %arg1: i16, %arg2: f32) -> (f32, f64, i32, i64, f64, i32, f32) {
    %0 = arith.sitofp %arg0 : i32 to f32
    %1 = arith.uitofp %arg1 : i16 to f64
    %2 = arith.fptosi %arg2 : f32 to i32
    %3 = arith.fptoui %arg2 : f32 to i64
    %4 = arith.extf %arg2 : f32 to f64
    %5 = arith.bitcast %arg2 : f32 to i32
    return %0, %1, %2, %3, %4, %5, %arg2 : f32, f64, i32, i64, f64, i32, f32
  }
  func.func @vector_casts(%arg0: vector<4xi32>, %arg1: vector<4xf32>) -> (vector<4xindex>, vector<4xf64>, vector<4xi8>, vector<4xi32>) {
    %0 = arith.index_cast %arg0 : vector<4xi32> to vector<4xindex>
    %1 = arith.extf %arg1 : vector<4xf32> to vector<4xf64>
    %2 = arith.trunci %arg0 : vector<4xi32> to vector<4xi8>
    %3 = arith.bitcast %arg1 : vector<4xf32> to vector<4xi32>
    return %0, %1, %2, %3 : vector<4xindex>, vector<4xf64>, vector<4xi8>, vector<4xi32>
  }
  func.func @selects(%arg0: i1, %arg1: f32, %arg2: f32, %arg3: vector<2xi1>, %arg4: vector<2xf32>, %arg5: vector<2xf32>, %arg6: memref<4xf32>, %arg7: memref<4xf32>) -> (f32, vector<2xf32>, vector<2xf32>, memref<4xf32>) {
    %0 = arith.select %arg0, %arg1, %arg2 : f32
    %1 = arith.select %arg3, %arg4, %arg5 : vector<2xi1>, vector<2xf32>
    %2 = arith.select %arg0, %arg4, %arg5 : vector<2xf32>
    %3 = arith.select %arg0, %arg6, %arg7 : memref<4xf32>
    return %0, %1, %2, %3 : f32, vector<2xf32>, vector<2xf32>, memref<4xf32>
  }
  func.func @constants() -> (i1, i8, i64, index, f32, f64, vector<2xf32>, tensor<2x2xi32>) {
    %false = arith.constant false
    %c-128_i8 = arith.constant -128 : i8
    %c1000000000000_i64 = arith.constant 1000000000000 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0x7FC00000 : f32
    %cst_0 = arith.constant 2.7182818284590451 : f64
    %cst_1 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
    %cst_2 = arith.constant dense<3> : tensor<2x2xi32>
    return %false, %c-128_i8, %c1000000000000_i64, %c0, %cst, %cst_0, %cst_1, %cst_2 : i1, i8, i64, index, f32, f64, vector<2xf32>, tensor<2x2xi32>
  }
}

