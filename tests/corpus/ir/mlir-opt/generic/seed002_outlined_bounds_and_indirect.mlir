#map = affine_map<() -> (0)>
#map1 = affine_map<()[s0] -> (s0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<() -> (100)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> index, sym_name = "powi", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, memref<?x?xf32>) -> (), sym_name = "nonaffine_bounds"}> ({
  ^bb0(%arg10: index, %arg11: memref<?x?xf32>):
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    "affine.for"(%arg10) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg12: index):
      "affine.for"(%arg10) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map1}> ({
      ^bb0(%arg13: index):
        %6 = "func.call"(%5, %arg13) <{callee = @powi}> : (index, index) -> index
        "func.call"(%arg11, %6, %arg10) <{callee = @bounds_body}> : (memref<?x?xf32>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, index, index) -> (), sym_name = "bounds_body", sym_visibility = "private"}> ({
  ^bb0(%arg5: memref<?x?xf32>, %arg6: index, %arg7: index):
    %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "affine.for"(%arg6) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg8: index):
      "affine.for"(%arg7) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map1}> ({
      ^bb0(%arg9: index):
        "affine.store"(%4, %arg5, %arg8, %arg9) <{map = #map2}> : (f32, memref<?x?xf32>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<100xf32>, memref<100xindex>) -> (), sym_name = "indirect"}> ({
  ^bb0(%arg2: memref<100xf32>, %arg3: memref<100xindex>):
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
    ^bb0(%arg4: index):
      %3 = "affine.load"(%arg3, %arg4) <{map = #map3}> : (memref<100xindex>, index) -> index
      "func.call"(%arg2, %3) <{callee = @indirect_body}> : (memref<100xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<100xf32>, index) -> (), sym_name = "indirect_body", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<100xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %1 = "affine.load"(%arg0, %arg1) <{map = #map3}> : (memref<100xf32>, index) -> f32
    %2 = "arith.addf"(%1, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "affine.store"(%2, %arg0, %arg1) <{map = #map3}> : (f32, memref<100xf32>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

