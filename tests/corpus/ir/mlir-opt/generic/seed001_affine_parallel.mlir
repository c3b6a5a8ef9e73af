#map = affine_map<(d0, d1, d2, d3) -> (d0 + d1, d2 + d3)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<() -> (0, 0)>
#map3 = affine_map<() -> (3, 3)>
#map4 = affine_map<() -> (98, 98)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0 + 32, d1, d2 + 32, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<100x100xf32>, memref<3x3xf32>) -> memref<98x98xf32>, sym_name = "conv_2d"}> ({
  ^bb0(%arg6: memref<100x100xf32>, %arg7: memref<3x3xf32>):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<98x98xf32>
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map2, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map4}> ({
    ^bb0(%arg8: index, %arg9: index):
      %1 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map2, reductions = [0], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map3}> ({
      ^bb0(%arg10: index, %arg11: index):
        %2 = "affine.load"(%arg6, %arg8, %arg10, %arg9, %arg11) <{map = #map}> : (memref<100x100xf32>, index, index, index, index) -> f32
        %3 = "affine.load"(%arg7, %arg10, %arg11) <{map = #map1}> : (memref<3x3xf32>, index, index) -> f32
        %4 = "arith.mulf"(%2, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.yield"(%4) : (f32) -> ()
      }) : () -> f32
      "affine.store"(%1, %0, %arg8, %arg9) <{map = #map1}> : (f32, memref<98x98xf32>, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%0) : (memref<98x98xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "f", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "tiling"}> ({
  ^bb0(%arg0: index, %arg1: index):
    "affine.parallel"(%arg0, %arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map2, reductions = [], steps = [32, 32], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map1}> ({
    ^bb0(%arg2: index, %arg3: index):
      "affine.parallel"(%arg2, %arg3, %arg2, %arg0, %arg3, %arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map1, reductions = [], steps = [1, 1], upperBoundsGroups = dense<2> : tensor<2xi32>, upperBoundsMap = #map5}> ({
      ^bb0(%arg4: index, %arg5: index):
        "func.call"(%arg4, %arg5) <{callee = @f}> : (index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index, index, index, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

