"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32) -> f32, sym_name = "located"}> ({
  ^bb0(%arg2: f32, %arg3: f32):
    %0 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1 = "arith.mulf"(%0, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2 = "arith.subf"(%1, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3 = "arith.divf"(%2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4 = "arith.negf"(%3) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %5 = "arith.addf"(%4, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6 = "arith.addf"(%5, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7 = "arith.maximumf"(%6, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8 = "arith.minimumf"(%7, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %9 = "arith.minnumf"(%8, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%9) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "block_arg_locs"}> ({
  ^bb0(%arg0: index):
    "scf.for"(%arg0, %arg0, %arg0) ({
    ^bb0(%arg1: index):
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

