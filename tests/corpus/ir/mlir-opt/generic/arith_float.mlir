"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32) -> f32, sym_name = "float_arith"}> ({
  ^bb0(%arg6: f32, %arg7: f32):
    %29 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %30 = "arith.subf"(%29, %arg7) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %31 = "arith.mulf"(%30, %arg6) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %32 = "arith.divf"(%31, %arg7) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32, f32) -> f32
    %33 = "arith.remf"(%32, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %34 = "arith.negf"(%33) <{fastmath = #arith.fastmath<nsz>}> : (f32) -> f32
    %35 = "arith.maximumf"(%34, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %36 = "arith.minimumf"(%35, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %37 = "arith.maxnumf"(%36, %arg6) <{fastmath = #arith.fastmath<arcp,afn>}> : (f32, f32) -> f32
    %38 = "arith.minnumf"(%37, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %39 = "arith.addf"(%38, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%39) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64, f64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "cmpf_all"}> ({
  ^bb0(%arg4: f64, %arg5: f64):
    %13 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %14 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %15 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %16 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    %17 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %18 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
    %19 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %20 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %21 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
    %22 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %23 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
    %24 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
    %25 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %26 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %27 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<nnan>, predicate = 14 : i64}> : (f64, f64) -> i1
    %28 = "arith.cmpf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
    "func.return"(%13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<8xf16>, vector<8xf16>, tensor<4x4xbf16>) -> (vector<8xf16>, tensor<4x4xbf16>), sym_name = "float_vectors"}> ({
  ^bb0(%arg1: vector<8xf16>, %arg2: vector<8xf16>, %arg3: tensor<4x4xbf16>):
    %8 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<contract>}> : (vector<8xf16>, vector<8xf16>) -> vector<8xf16>
    %9 = "arith.maximumf"(%8, %arg2) <{fastmath = #arith.fastmath<none>}> : (vector<8xf16>, vector<8xf16>) -> vector<8xf16>
    %10 = "arith.cmpf"(%9, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (vector<8xf16>, vector<8xf16>) -> vector<8xi1>
    %11 = "arith.select"(%10, %9, %arg1) : (vector<8xi1>, vector<8xf16>, vector<8xf16>) -> vector<8xf16>
    %12 = "arith.mulf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (tensor<4x4xbf16>, tensor<4x4xbf16>) -> tensor<4x4xbf16>
    "func.return"(%11, %12) : (vector<8xf16>, tensor<4x4xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> f64, sym_name = "horner"}> ({
  ^bb0(%arg0: f64):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = -5.000000e-01 : f64}> : () -> f64
    %2 = "arith.constant"() <{value = 0.041666666666666664 : f64}> : () -> f64
    %3 = "arith.mulf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %4 = "arith.mulf"(%2, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %5 = "arith.addf"(%4, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %6 = "arith.mulf"(%5, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %7 = "arith.addf"(%6, %0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%7) : (f64) -> ()
  }) : () -> ()
}) : () -> ()

