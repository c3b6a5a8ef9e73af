#map = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "abort", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, i64, memref<?x128xf32, #map>) -> f64, sym_name = "scribble", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> (i64, i64), sym_name = "count"}> ({
  ^bb0(%arg0: i64):
    "func.return"(%arg0, %arg0) : (i64, i64) -> ()
  }) {fruit = "banana"} : () -> ()
  "func.func"() <{arg_attrs = [{swift.self}], function_type = (i1) -> (), sym_name = "verbose_form", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{swift.self}], function_type = (i1) -> (), sym_name = "simple_form", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()

