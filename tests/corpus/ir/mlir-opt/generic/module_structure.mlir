"builtin.module"() <{sym_name = "outer"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "public_fn"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "private_decl", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "nested_fn", sym_visibility = "nested"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (f32) -> f32, sym_name = "leaf"}> ({
    ^bb0(%arg1: f32):
      %2 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "func.return"(%2) : (f32) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "explicit", sym_visibility = "private"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "anonymous_module_decl", sym_visibility = "private"}> ({
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> f32, sym_name = "call_nested"}> ({
    %0 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %1 = "func.call"(%0) <{callee = @public_caller}> : (f32) -> f32
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "public_caller"}> ({
  ^bb0(%arg0: f32):
    "func.return"(%arg0) : (f32) -> ()
  }) : () -> ()
}) {tessera.test = "module attrs", tessera.version = 3 : i32} : () -> ()

