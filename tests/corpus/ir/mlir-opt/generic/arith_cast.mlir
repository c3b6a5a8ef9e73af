"builtin.module"() ({
  "func.func"() <{function_type = (i32, index) -> (index, index, i64, i64, i8, i32, i64), sym_name = "int_casts"}> ({
  ^bb0(%arg15: i32, %arg16: index):
    %27 = "arith.index_cast"(%arg15) : (i32) -> index
    %28 = "arith.index_castui"(%arg15) : (i32) -> index
    %29 = "arith.index_cast"(%arg16) : (index) -> i64
    %30 = "arith.extsi"(%arg15) : (i32) -> i64
    %31 = "arith.trunci"(%arg15) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %32 = "arith.extui"(%31) : (i8) -> i32
    %33 = "arith.extui"(%arg15) : (i32) -> i64
    "func.return"(%27, %28, %29, %30, %31, %32, %33) : (index, index, i64, i64, i8, i32, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, f64) -> (i32, i16, f32, f16), sym_name = "trunc_flags"}> ({
  ^bb0(%arg13: i64, %arg14: f64):
    %23 = "arith.trunci"(%arg13) <{overflowFlags = #arith.overflow<nsw>}> : (i64) -> i32
    %24 = "arith.trunci"(%arg13) <{overflowFlags = #arith.overflow<nuw>}> : (i64) -> i16
    %25 = "arith.truncf"(%arg14) : (f64) -> f32
    %26 = "arith.truncf"(%arg14) <{fastmath = #arith.fastmath<afn>, roundingmode = 0 : i32}> : (f64) -> f16
    "func.return"(%23, %24, %25, %26) : (i32, i16, f32, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i16, f32) -> (f32, f64, i32, i64, f64, i32, f32), sym_name = "float_int"}> ({
  ^bb0(%arg10: i32, %arg11: i16, %arg12: f32):
    %16 = "arith.sitofp"(%arg10) : (i32) -> f32
    %17 = "arith.uitofp"(%arg11) : (i16) -> f64
    %18 = "arith.fptosi"(%arg12) : (f32) -> i32
    %19 = "arith.fptoui"(%arg12) : (f32) -> i64
    %20 = "arith.extf"(%arg12) : (f32) -> f64
    %21 = "arith.bitcast"(%arg12) : (f32) -> i32
    %22 = "arith.bitcast"(%21) : (i32) -> f32
    "func.return"(%16, %17, %18, %19, %20, %21, %22) : (f32, f64, i32, i64, f64, i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi32>, vector<4xf32>) -> (vector<4xindex>, vector<4xf64>, vector<4xi8>, vector<4xi32>), sym_name = "vector_casts"}> ({
  ^bb0(%arg8: vector<4xi32>, %arg9: vector<4xf32>):
    %12 = "arith.index_cast"(%arg8) : (vector<4xi32>) -> vector<4xindex>
    %13 = "arith.extf"(%arg9) : (vector<4xf32>) -> vector<4xf64>
    %14 = "arith.trunci"(%arg8) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>) -> vector<4xi8>
    %15 = "arith.bitcast"(%arg9) : (vector<4xf32>) -> vector<4xi32>
    "func.return"(%12, %13, %14, %15) : (vector<4xindex>, vector<4xf64>, vector<4xi8>, vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, f32, f32, vector<2xi1>, vector<2xf32>, vector<2xf32>, memref<4xf32>, memref<4xf32>) -> (f32, vector<2xf32>, vector<2xf32>, memref<4xf32>), sym_name = "selects"}> ({
  ^bb0(%arg0: i1, %arg1: f32, %arg2: f32, %arg3: vector<2xi1>, %arg4: vector<2xf32>, %arg5: vector<2xf32>, %arg6: memref<4xf32>, %arg7: memref<4xf32>):
    %8 = "arith.select"(%arg0, %arg1, %arg2) : (i1, f32, f32) -> f32
    %9 = "arith.select"(%arg3, %arg4, %arg5) : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %10 = "arith.select"(%arg0, %arg4, %arg5) : (i1, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    %11 = "arith.select"(%arg0, %arg6, %arg7) : (i1, memref<4xf32>, memref<4xf32>) -> memref<4xf32>
    "func.return"(%8, %9, %10, %11) : (f32, vector<2xf32>, vector<2xf32>, memref<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i8, i64, index, f32, f64, vector<2xf32>, tensor<2x2xi32>), sym_name = "constants"}> ({
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %2 = "arith.constant"() <{value = 1000000000000 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 2.7182818284590451 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>}> : () -> vector<2xf32>
    %7 = "arith.constant"() <{value = dense<3> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %7) : (i1, i8, i64, index, f32, f64, vector<2xf32>, tensor<2x2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

