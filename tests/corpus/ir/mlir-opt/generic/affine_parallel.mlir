#map = affine_map<(d0, d1, d2, d3) -> (d0 + d1, d2 + d3)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<() -> (0, 0)>
#map3 = affine_map<() -> (3, 3)>
#map4 = affine_map<() -> (98, 98)>
#map5 = affine_map<(d0, d1)[s0, s1] -> (d0 + 32, s0, d1 + 32, s1)>
#map6 = affine_map<()[s0, s1] -> (s0, s1)>
#map7 = affine_map<()[s0, s1] -> (0, s0 - 10, 2, 1, s1 floordiv 2, 3)>
#map8 = affine_map<()[s0, s1] -> (s0, 100, s1 * 2, 64)>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<() -> (0)>
#map11 = affine_map<() -> (128)>
#map12 = affine_map<() -> (32)>
#map13 = affine_map<() -> (64, 16)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<100x100xf32>, memref<3x3xf32>) -> memref<98x98xf32>, sym_name = "conv_2d"}> ({
  ^bb0(%arg21: memref<100x100xf32>, %arg22: memref<3x3xf32>):
    %8 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<98x98xf32>
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map2, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map4}> ({
    ^bb0(%arg23: index, %arg24: index):
      %9 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map2, reductions = [0], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map3}> ({
      ^bb0(%arg25: index, %arg26: index):
        %10 = "affine.load"(%arg21, %arg23, %arg25, %arg24, %arg26) <{map = #map}> : (memref<100x100xf32>, index, index, index, index) -> f32
        %11 = "affine.load"(%arg22, %arg25, %arg26) <{map = #map1}> : (memref<3x3xf32>, index, index) -> f32
        %12 = "arith.mulf"(%10, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.yield"(%12) : (f32) -> ()
      }) : () -> f32
      "affine.store"(%9, %8, %arg23, %arg24) <{map = #map1}> : (f32, memref<98x98xf32>, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%8) : (memref<98x98xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "f", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "tiled"}> ({
  ^bb0(%arg15: index, %arg16: index):
    "affine.parallel"(%arg15, %arg16) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map2, reductions = [], steps = [32, 32], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map6}> ({
    ^bb0(%arg17: index, %arg18: index):
      "affine.parallel"(%arg17, %arg18, %arg17, %arg18, %arg15, %arg16) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map1, reductions = [], steps = [1, 1], upperBoundsGroups = dense<2> : tensor<2xi32>, upperBoundsMap = #map5}> ({
      ^bb0(%arg19: index, %arg20: index):
        "func.call"(%arg19, %arg20) <{callee = @f}> : (index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index, index, index, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "bound_groups"}> ({
  ^bb0(%arg10: index, %arg11: index):
    "affine.parallel"(%arg10, %arg11, %arg10, %arg11) <{lowerBoundsGroups = dense<[2, 1, 3]> : tensor<3xi32>, lowerBoundsMap = #map7, reductions = [], steps = [1, 2, 4], upperBoundsGroups = dense<[2, 1, 1]> : tensor<3xi32>, upperBoundsMap = #map8}> ({
    ^bb0(%arg12: index, %arg13: index, %arg14: index):
      "func.call"(%arg12, %arg14) <{callee = @f}> : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<128xf32>, memref<128xi32>) -> (f32, f32, f32, f32, i32, i32, i32, i32), sym_name = "reductions"}> ({
  ^bb0(%arg6: memref<128xf32>, %arg7: memref<128xi32>):
    %4:4 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map10, reductions = [0, 12, 4, 8], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map11}> ({
    ^bb0(%arg9: index):
      %7 = "affine.load"(%arg6, %arg9) <{map = #map9}> : (memref<128xf32>, index) -> f32
      "affine.yield"(%7, %7, %7, %7) : (f32, f32, f32, f32) -> ()
    }) : () -> (f32, f32, f32, f32)
    %5:4 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map10, reductions = [1, 13, 2, 14], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map11}> ({
    ^bb0(%arg8: index):
      %6 = "affine.load"(%arg7, %arg8) <{map = #map9}> : (memref<128xi32>, index) -> i32
      "affine.yield"(%6, %6, %6, %6) : (i32, i32, i32, i32) -> ()
    }) : () -> (i32, i32, i32, i32)
    "func.return"(%4#0, %4#1, %4#2, %4#3, %5#0, %5#1, %5#2, %5#3) : (f32, f32, f32, f32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<64x32xf32>, memref<32x16xf32>, memref<64x16xf32>) -> (), sym_name = "matmul_parallel"}> ({
  ^bb0(%arg0: memref<64x32xf32>, %arg1: memref<32x16xf32>, %arg2: memref<64x16xf32>):
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map2, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map13}> ({
    ^bb0(%arg3: index, %arg4: index):
      %0 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map10, reductions = [0], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map12}> ({
      ^bb0(%arg5: index):
        %1 = "affine.load"(%arg0, %arg3, %arg5) <{map = #map1}> : (memref<64x32xf32>, index, index) -> f32
        %2 = "affine.load"(%arg1, %arg5, %arg4) <{map = #map1}> : (memref<32x16xf32>, index, index) -> f32
        %3 = "arith.mulf"(%1, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.yield"(%3) : (f32) -> ()
      }) : () -> f32
      "affine.store"(%0, %arg2, %arg3, %arg4) <{map = #map1}> : (f32, memref<64x16xf32>, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

