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
#map12 = affine_map<() -> (64)>
#map13 = affine_map<() -> (32)>
#map14 = affine_map<() -> (64, 16)>
#map15 = affine_map<() -> ()>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<100x100xf32>, memref<3x3xf32>) -> memref<98x98xf32>, sym_name = "conv_2d"}> ({
  ^bb0(%arg25: memref<100x100xf32>, %arg26: memref<3x3xf32>):
    %12 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<98x98xf32>
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map2, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map4}> ({
    ^bb0(%arg27: index, %arg28: index):
      %13 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map2, reductions = [0], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map3}> ({
      ^bb0(%arg29: index, %arg30: index):
        %14 = "affine.load"(%arg25, %arg27, %arg29, %arg28, %arg30) <{map = #map}> : (memref<100x100xf32>, index, index, index, index) -> f32
        %15 = "affine.load"(%arg26, %arg29, %arg30) <{map = #map1}> : (memref<3x3xf32>, index, index) -> f32
        %16 = "arith.mulf"(%14, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.yield"(%16) : (f32) -> ()
      }) : () -> f32
      "affine.store"(%13, %12, %arg27, %arg28) <{map = #map1}> : (f32, memref<98x98xf32>, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%12) : (memref<98x98xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "f", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "tiled"}> ({
  ^bb0(%arg19: index, %arg20: index):
    "affine.parallel"(%arg19, %arg20) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map2, reductions = [], steps = [32, 32], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map6}> ({
    ^bb0(%arg21: index, %arg22: index):
      "affine.parallel"(%arg21, %arg22, %arg21, %arg22, %arg19, %arg20) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map1, reductions = [], steps = [1, 1], upperBoundsGroups = dense<2> : tensor<2xi32>, upperBoundsMap = #map5}> ({
      ^bb0(%arg23: index, %arg24: index):
        "func.call"(%arg23, %arg24) <{callee = @f}> : (index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index, index, index, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "bound_groups"}> ({
  ^bb0(%arg14: index, %arg15: index):
    "affine.parallel"(%arg14, %arg15, %arg14, %arg15) <{lowerBoundsGroups = dense<[2, 1, 3]> : tensor<3xi32>, lowerBoundsMap = #map7, reductions = [], steps = [1, 2, 4], upperBoundsGroups = dense<[2, 1, 1]> : tensor<3xi32>, upperBoundsMap = #map8}> ({
    ^bb0(%arg16: index, %arg17: index, %arg18: index):
      "func.call"(%arg16, %arg18) <{callee = @f}> : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<128xf32>, memref<128xi32>) -> (f32, f32, f32, f32, i32, i32, i32, i32), sym_name = "reductions"}> ({
  ^bb0(%arg10: memref<128xf32>, %arg11: memref<128xi32>):
    %8:4 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map10, reductions = [0, 12, 4, 8], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map11}> ({
    ^bb0(%arg13: index):
      %11 = "affine.load"(%arg10, %arg13) <{map = #map9}> : (memref<128xf32>, index) -> f32
      "affine.yield"(%11, %11, %11, %11) : (f32, f32, f32, f32) -> ()
    }) : () -> (f32, f32, f32, f32)
    %9:4 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map10, reductions = [1, 13, 2, 14], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map11}> ({
    ^bb0(%arg12: index):
      %10 = "affine.load"(%arg11, %arg12) <{map = #map9}> : (memref<128xi32>, index) -> i32
      "affine.yield"(%10, %10, %10, %10) : (i32, i32, i32, i32) -> ()
    }) : () -> (i32, i32, i32, i32)
    "func.return"(%8#0, %8#1, %8#2, %8#3, %9#0, %9#1, %9#2, %9#3) : (f32, f32, f32, f32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<64xi64>, memref<64xf64>) -> (i64, f64), sym_name = "assign_reduction"}> ({
  ^bb0(%arg6: memref<64xi64>, %arg7: memref<64xf64>):
    %4 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map10, reductions = [3], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map12}> ({
    ^bb0(%arg9: index):
      %7 = "affine.load"(%arg6, %arg9) <{map = #map9}> : (memref<64xi64>, index) -> i64
      "affine.yield"(%7) : (i64) -> ()
    }) : () -> i64
    %5 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map10, reductions = [3], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map12}> ({
    ^bb0(%arg8: index):
      %6 = "affine.load"(%arg7, %arg8) <{map = #map9}> : (memref<64xf64>, index) -> f64
      "affine.yield"(%6) : (f64) -> ()
    }) : () -> f64
    "func.return"(%4, %5) : (i64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<64x32xf32>, memref<32x16xf32>, memref<64x16xf32>) -> (), sym_name = "matmul_parallel"}> ({
  ^bb0(%arg0: memref<64x32xf32>, %arg1: memref<32x16xf32>, %arg2: memref<64x16xf32>):
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map2, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map14}> ({
    ^bb0(%arg3: index, %arg4: index):
      %0 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map10, reductions = [0], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map13}> ({
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
  "func.func"() <{function_type = () -> (), sym_name = "zero_dims"}> ({
    "affine.parallel"() <{lowerBoundsGroups = dense<> : tensor<0xi32>, lowerBoundsMap = #map15, reductions = [], steps = [], upperBoundsGroups = dense<> : tensor<0xi32>, upperBoundsMap = #map15}> ({
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

