#map = affine_map<(d0, d1) -> (d0 + 3, d1 + 7)>
#map1 = affine_map<(d0, d1)[s0, s1] -> (d0 + s0, d1 + s1)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<() -> (90)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<100x100xf32>, index, index) -> (), sym_name = "load_store"}> ({
  ^bb0(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index):
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg3: index):
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg4: index):
        %0 = "affine.load"(%arg0, %arg3, %arg4) <{map = #map}> : (memref<100x100xf32>, index, index) -> f32
        %1 = "affine.load"(%arg0, %arg3, %arg4, %arg1, %arg2) <{map = #map1}> : (memref<100x100xf32>, index, index, index, index) -> f32
        %2 = "arith.addf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.store"(%2, %arg0, %arg3, %arg4) <{map = #map}> : (f32, memref<100x100xf32>, index, index) -> ()
        "affine.store"(%2, %arg0, %arg3, %arg4, %arg1, %arg2) <{map = #map1}> : (f32, memref<100x100xf32>, index, index, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

