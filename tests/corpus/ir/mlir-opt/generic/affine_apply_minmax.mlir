#map = affine_map<(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)>
#map1 = affine_map<(d0)[s0] -> (d0 + s0)>
#map2 = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
#map3 = affine_map<(d0, d1) -> (d0 * 4 - d1 * 3 + 7)>
#map4 = affine_map<(d0) -> (d0 ceildiv 4 + (d0 mod 4) * 2)>
#map5 = affine_map<()[s0, s1] -> (s0 * 2 + s1 floordiv 3)>
#map6 = affine_map<() -> (42)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0) -> (-d0 + 10)>
#map9 = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
#map10 = affine_map<(d0) -> (1000, d0 + 512)>
#map11 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
#map12 = affine_map<(d0, d1) -> (d0 - 2, d1 * 3, 0)>
#map13 = affine_map<() -> (0)>
#map14 = affine_map<()[s0] -> (s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (index, index, index, index, index, index), sym_name = "applies"}> ({
  ^bb0(%arg8: index, %arg9: index, %arg10: index):
    %10 = "affine.apply"(%arg8, %arg9) <{map = #map}> : (index, index) -> index
    %11 = "affine.apply"(%10, %arg10) <{map = #map1}> : (index, index) -> index
    %12 = "affine.apply"(%11, %arg10) <{map = #map2}> : (index, index) -> index
    %13 = "affine.apply"(%arg8, %arg9) <{map = #map3}> : (index, index) -> index
    %14 = "affine.apply"(%13) <{map = #map4}> : (index) -> index
    %15 = "affine.apply"(%arg10, %arg8) <{map = #map5}> : (index, index) -> index
    "func.return"(%10, %11, %12, %13, %14, %15) : (index, index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (index, index, index), sym_name = "constants_and_identity"}> ({
  ^bb0(%arg7: index):
    %7 = "affine.apply"() <{map = #map6}> : () -> index
    %8 = "affine.apply"(%arg7) <{map = #map7}> : (index) -> index
    %9 = "affine.apply"(%arg7) <{map = #map8}> : (index) -> index
    "func.return"(%7, %8, %9) : (index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (index, index, index, index), sym_name = "min_max"}> ({
  ^bb0(%arg4: index, %arg5: index, %arg6: index):
    %3 = "affine.min"(%arg4, %arg6) <{map = #map9}> : (index, index) -> index
    %4 = "affine.max"(%arg4) <{map = #map10}> : (index) -> index
    %5 = "affine.min"(%arg5, %arg6) <{map = #map11}> : (index, index) -> index
    %6 = "affine.max"(%arg4, %arg5) <{map = #map12}> : (index, index) -> index
    "func.return"(%3, %4, %5, %6) : (index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, memref<?xf32>) -> (), sym_name = "tiled_copy"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: memref<?xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "memref.dim"(%arg0, %0) : (memref<?xf32>, index) -> index
    "affine.for"(%1) <{lowerBoundMap = #map13, operandSegmentSizes = array<i32: 0, 1, 0>, step = 32 : index, upperBoundMap = #map14}> ({
    ^bb0(%arg2: index):
      "affine.for"(%arg2, %arg2, %1) <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 1, 2, 0>, step = 1 : index, upperBoundMap = #map11}> ({
      ^bb0(%arg3: index):
        %2 = "affine.load"(%arg0, %arg3) <{map = #map7}> : (memref<?xf32>, index) -> f32
        "affine.store"(%2, %arg1, %arg3) <{map = #map7}> : (f32, memref<?xf32>, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

