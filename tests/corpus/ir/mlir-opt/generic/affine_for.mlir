#map = affine_map<() -> (-5)>
#map1 = affine_map<() -> (5)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<() -> (10)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<()[s0] -> (s0)>
#map6 = affine_map<(d0)[s0] -> (d0, s0 floordiv 2)>
#map7 = affine_map<(d0)[s0] -> (d0 + 64, s0)>
#map8 = affine_map<()[s0, s1] -> (s0, s1)>
#map9 = affine_map<()[s0] -> (s0 * 2, 1024)>
#map10 = affine_map<(d0) -> (d0 floordiv 4)>
#map11 = affine_map<(d0)[s0] -> (d0 + s0)>
#map12 = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
#map13 = affine_map<() -> (128)>
#map14 = affine_map<(d0, d1) -> (d0, d1)>
#map15 = affine_map<() -> (200)>
#map16 = affine_map<() -> (100)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map18 = affine_map<() -> (4)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (), sym_name = "body", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, index, index) -> (), sym_name = "bounds"}> ({
  ^bb0(%arg23: memref<?x?xf32>, %arg24: index, %arg25: index):
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "memref.dim"(%arg23, %19) : (memref<?x?xf32>, index) -> index
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg32: index):
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 2 : index, upperBoundMap = #map1}> ({
      ^bb0(%arg33: index):
        "func.call"(%arg32, %arg33) <{callee = @body}> : (index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"(%arg24) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map5}> ({
    ^bb0(%arg30: index):
      "affine.for"(%arg30, %arg25) <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 1, 1, 0>, step = 4 : index, upperBoundMap = #map5}> ({
      ^bb0(%arg31: index):
        "func.call"(%arg30, %arg31) <{callee = @body}> : (index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "affine.for"(%20) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 64 : index, upperBoundMap = #map5}> ({
    ^bb0(%arg28: index):
      "affine.for"(%arg28, %arg24, %arg28, %arg24) <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 2, 2, 0>, step = 1 : index, upperBoundMap = #map7}> ({
      ^bb0(%arg29: index):
        "func.call"(%arg28, %arg29) <{callee = @body}> : (index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "affine.for"(%arg24, %arg25, %arg25) <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 2, 1, 0>, step = 1 : index, upperBoundMap = #map9}> ({
    ^bb0(%arg27: index):
      "func.call"(%arg27, %arg27) <{callee = @body}> : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "affine.for"(%20, %20, %arg25) <{lowerBoundMap = #map10, operandSegmentSizes = array<i32: 1, 2, 0>, step = 1 : index, upperBoundMap = #map11}> ({
    ^bb0(%arg26: index):
      "affine.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, memref<?xf32>, index) -> (), sym_name = "reverse"}> ({
  ^bb0(%arg19: memref<?xf32>, %arg20: memref<?xf32>, %arg21: index):
    "affine.for"(%arg21) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map5}> ({
    ^bb0(%arg22: index):
      %17 = "affine.apply"(%arg22, %arg21) <{map = #map12}> : (index, index) -> index
      %18 = "affine.load"(%arg19, %arg22) <{map = #map4}> : (memref<?xf32>, index) -> f32
      "affine.store"(%18, %arg20, %17) <{map = #map4}> : (f32, memref<?xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1024xf32>) -> f32, sym_name = "reduce"}> ({
  ^bb0(%arg16: memref<1024xf32>):
    %13 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %14 = "affine.for"(%13) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 1>, step = 2 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg17: index, %arg18: f32):
      %15 = "affine.load"(%arg16, %arg17) <{map = #map4}> : (memref<1024xf32>, index) -> f32
      %16 = "arith.addf"(%arg18, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "affine.yield"(%16) : (f32) -> ()
    }) : (f32) -> f32
    "func.return"(%14) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (index, index), sym_name = "two_carried"}> ({
  ^bb0(%arg11: index, %arg12: index):
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    %10:2 = "affine.for"(%arg11, %arg12) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 2>, step = 1 : index, upperBoundMap = #map13}> ({
    ^bb0(%arg13: index, %arg14: index, %arg15: index):
      %11 = "arith.addi"(%arg14, %8) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %12 = "arith.addi"(%arg15, %9) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "affine.yield"(%11, %12) : (index, index) -> ()
    }) : (index, index) -> (index, index)
    "func.return"(%10#0, %10#1) : (index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<100x200xf64>) -> f64, sym_name = "nested_carried"}> ({
  ^bb0(%arg6: memref<100x200xf64>):
    %1 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2 = "affine.for"(%1) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map16}> ({
    ^bb0(%arg7: index, %arg8: f64):
      %3 = "affine.for"(%1) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map15}> ({
      ^bb0(%arg9: index, %arg10: f64):
        %5 = "affine.load"(%arg6, %arg7, %arg9) <{map = #map14}> : (memref<100x200xf64>, index, index) -> f64
        %6 = "arith.mulf"(%5, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %7 = "arith.addf"(%arg10, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "affine.yield"(%7) : (f64) -> ()
      }) : (f64) -> f64
      %4 = "arith.addf"(%arg8, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "affine.yield"(%4) : (f64) -> ()
    }) : (f64) -> f64
    "func.return"(%2) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4x4x4x4xi32>) -> (), sym_name = "deep_nest"}> ({
  ^bb0(%arg0: memref<4x4x4x4x4xi32>):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map18}> ({
    ^bb0(%arg1: index):
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map18}> ({
      ^bb0(%arg2: index):
        "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map18}> ({
        ^bb0(%arg3: index):
          "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map18}> ({
          ^bb0(%arg4: index):
            "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map18}> ({
            ^bb0(%arg5: index):
              "affine.store"(%0, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5) <{map = #map17}> : (i32, memref<4x4x4x4x4xi32>, index, index, index, index, index) -> ()
              "affine.yield"() : () -> ()
            }) : () -> ()
            "affine.yield"() : () -> ()
          }) : () -> ()
          "affine.yield"() : () -> ()
        }) : () -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

