#map = affine_map<(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)>
#map1 = affine_map<(d0)[s0] -> (d0 + s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, index) -> (index, index), sym_name = "affine_apply"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index):
    %0 = "affine.apply"(%arg0, %arg1) <{map = #map}> : (index, index) -> index
    %1 = "affine.apply"(%arg2, %arg3) <{map = #map1}> : (index, index) -> index
    "func.return"(%0, %1) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()

