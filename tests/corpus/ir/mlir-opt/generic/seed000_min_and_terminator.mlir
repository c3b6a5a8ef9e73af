#map = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<() -> (8)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> index, sym_name = "min"}> ({
  ^bb0(%arg3: index, %arg4: index):
    %0 = "affine.min"(%arg3, %arg4) <{map = #map}> : (index, index) -> index
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8xf32>, f32) -> (), sym_name = "terminator"}> ({
  ^bb0(%arg0: memref<8xf32>, %arg1: f32):
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg2: index):
      "affine.store"(%arg1, %arg0, %arg2) <{map = #map1}> : (f32, memref<8xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

