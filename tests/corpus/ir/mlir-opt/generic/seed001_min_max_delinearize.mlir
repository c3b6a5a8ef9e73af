#map = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
#map1 = affine_map<(d0) -> (1000, d0 + 512)>
#map2 = affine_map<()[s0] -> (s0 floordiv 50176)>
#map3 = affine_map<()[s0] -> ((s0 mod 50176) floordiv 224)>
#map4 = affine_map<()[s0] -> (s0 mod 224)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (index, index), sym_name = "min_max"}> ({
  ^bb0(%arg1: index, %arg2: index, %arg3: index):
    %6 = "affine.min"(%arg1, %arg2) <{map = #map}> : (index, index) -> index
    %7 = "affine.max"(%arg3) <{map = #map1}> : (index) -> index
    "func.return"(%6, %7) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, index, index, index, index, index), sym_name = "delinearize"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 16 : index}> : () -> index
    %1 = "arith.constant"() <{value = 224 : index}> : () -> index
    %2:3 = "affine.delinearize_index"(%arg0, %0, %1, %1) <{static_basis = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (index, index, index, index) -> (index, index, index)
    %3 = "affine.apply"(%arg0) <{map = #map2}> : (index) -> index
    %4 = "affine.apply"(%arg0) <{map = #map3}> : (index) -> index
    %5 = "affine.apply"(%arg0) <{map = #map4}> : (index) -> index
    "func.return"(%2#0, %2#1, %2#2, %3, %4, %5) : (index, index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

