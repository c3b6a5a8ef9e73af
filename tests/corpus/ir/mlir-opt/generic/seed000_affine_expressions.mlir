#map = affine_map<(d0, d1) -> (d0 + d1 + 1)>
#map1 = affine_map<(d0, d1) -> (d0 mod 2)>
#map2 = affine_map<(d0, d1) -> (d0 floordiv 4)>
#map3 = affine_map<(d0, d1) -> (d0 * 2 + 1)>
#map4 = affine_map<(d0, d1) -> (-d0 + (d1 * 3) mod 5)>
#map5 = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>
#map6 = affine_map<(d0, d1) -> (d0 + d1 + 1, d1)>
#map7 = affine_map<(d0, d1) -> (d0 mod 2, d0 + d1)>
#map8 = affine_map<(d0, d1) -> (d1, d0 floordiv 4, d0 mod 4)>
#map9 = affine_map<(d0, d1) -> (d0 * 2 + 1, d1)>
#map10 = affine_map<(d0, d1) -> (-d0 + (d1 * 3) mod 5, d0 - d1 - 2, ((d0 + d1) floordiv 2) ceildiv 3)>
#map11 = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1, d1 floordiv s1, d0 mod s0, d1 ceildiv s1)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (index, index, index, index, index), sym_name = "expressions"}> ({
  ^bb0(%arg4: index, %arg5: index):
    %1 = "affine.apply"(%arg4, %arg5) <{map = #map}> : (index, index) -> index
    %2 = "affine.apply"(%arg4, %arg5) <{map = #map1}> : (index, index) -> index
    %3 = "affine.apply"(%arg4, %arg5) <{map = #map2}> : (index, index) -> index
    %4 = "affine.apply"(%arg4, %arg5) <{map = #map3}> : (index, index) -> index
    %5 = "affine.apply"(%arg4, %arg5) <{map = #map4}> : (index, index) -> index
    "func.return"(%1, %2, %3, %4, %5) : (index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, index) -> (), sym_name = "semi_affine_layout"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index):
    %0 = "memref.alloc"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 2, 2>}> : (index, index, index, index) -> memref<?x?xf32, #map5>
    "memref.dealloc"(%0) : (memref<?x?xf32, #map5>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "maps", sym_visibility = "private"}> ({
  }) {maps = [#map6, #map7, #map8, #map9, #map10, #map11]} : () -> ()
}) : () -> ()

