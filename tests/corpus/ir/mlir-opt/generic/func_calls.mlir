"builtin.module"() ({
  "func.func"() <{function_type = (f64) -> f64, sym_name = "extern_sqrt", sym_visibility = "private"}> ({
  }) {tessera.pure} : () -> ()
  "func.func"() <{arg_attrs = [{tessera.in}, {tessera.align = 64 : i64, tessera.noalias}], function_type = (i32, memref<?xf32>) -> (f32, i1), res_attrs = [{tessera.out}, {}], sym_name = "extern_many", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "extern_noargs", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "swap"}> ({
  ^bb0(%arg7: i32, %arg8: i32):
    "func.return"(%arg8, %arg7) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{tessera.name = "x"}, {tessera.name = "y"}], function_type = (f64, f64) -> f64, res_attrs = [{tessera.nonneg}], sym_name = "hypot"}> ({
  ^bb0(%arg5: f64, %arg6: f64):
    %14 = "arith.mulf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %15 = "arith.mulf"(%arg6, %arg6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %16 = "arith.addf"(%14, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %17 = "func.call"(%16) <{callee = @extern_sqrt}> : (f64) -> f64
    "func.return"(%17) : (f64) -> ()
  }) {tessera.inline = "always"} : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "factorial"}> ({
  ^bb0(%arg4: i64):
    %8 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %9 = "arith.cmpi"(%arg4, %8) <{predicate = 3 : i64}> : (i64, i64) -> i1
    %10 = "scf.if"(%9) ({
      "scf.yield"(%8) : (i64) -> ()
    }, {
      %11 = "arith.subi"(%arg4, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %12 = "func.call"(%11) <{callee = @factorial}> : (i64) -> i64
      %13 = "arith.muli"(%arg4, %12) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.yield"(%13) : (i64) -> ()
    }) : (i1) -> i64
    "func.return"(%10) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "indirect"}> ({
  ^bb0(%arg2: i32, %arg3: i32):
    %4 = "func.constant"() <{value = @swap}> : () -> ((i32, i32) -> (i32, i32))
    %5:2 = "func.call_indirect"(%4, %arg2, %arg3) : ((i32, i32) -> (i32, i32), i32, i32) -> (i32, i32)
    %6:2 = "func.call"(%5#0, %5#1) <{callee = @swap}> : (i32, i32) -> (i32, i32)
    %7:2 = "func.call"(%6#1, %6#0) <{callee = @swap}> {tessera.site = 1 : i32} : (i32, i32) -> (i32, i32)
    "func.return"(%7#0, %7#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> ((f64, f64) -> f64), sym_name = "returns_function"}> ({
    %3 = "func.constant"() <{value = @hypot}> : () -> ((f64, f64) -> f64)
    "func.return"(%3) : ((f64, f64) -> f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, memref<?xf32>) -> f32, sym_name = "call_extern"}> ({
  ^bb0(%arg0: i32, %arg1: memref<?xf32>):
    %0:2 = "func.call"(%arg0, %arg1) <{callee = @extern_many}> : (i32, memref<?xf32>) -> (f32, i1)
    "func.call"() <{callee = @extern_noargs}> : () -> ()
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.select"(%0#1, %0#0, %1) : (i1, f32, f32) -> f32
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

