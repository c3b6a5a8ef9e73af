#map = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<()[s0] -> (s0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<() -> (10)>
#map5 = affine_map<() -> (128)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, index, index) -> f32, sym_name = "F1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f32, memref<?x?xf32>, index, index) -> (), sym_name = "F2", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "simple_example"}> ({
  ^bb0(%arg8: memref<?x?xf32>, %arg9: memref<?x?xf32>):
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "memref.dim"(%arg8, %9) : (memref<?x?xf32>, index) -> index
    "affine.for"(%10) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg10: index):
      "affine.for"(%10) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg11: index):
        %11 = "affine.apply"(%arg11, %10) <{map = #map}> : (index, index) -> index
        %12 = "func.call"(%arg8, %arg10, %11) <{callee = @F1}> : (memref<?x?xf32>, index, index) -> f32
        "func.call"(%12, %arg9, %arg10, %11) <{callee = @F2}> : (f32, memref<?x?xf32>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1024xf32>) -> f32, sym_name = "reduce"}> ({
  ^bb0(%arg5: memref<1024xf32>):
    %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %6 = "affine.for"(%5) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 1>, step = 2 : index, upperBoundMap = #map4}> ({
    ^bb0(%arg6: index, %arg7: f32):
      %7 = "affine.load"(%arg5, %arg6) <{map = #map3}> : (memref<1024xf32>, index) -> f32
      %8 = "arith.addf"(%arg7, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "affine.yield"(%8) : (f32) -> ()
    }) : (f32) -> f32
    "func.return"(%6) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (index, index), sym_name = "two_iter_args"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2:2 = "affine.for"(%arg0, %arg1) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 2>, step = 1 : index, upperBoundMap = #map5}> ({
    ^bb0(%arg2: index, %arg3: index, %arg4: index):
      %3 = "arith.addi"(%arg3, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %4 = "arith.addi"(%arg4, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "affine.yield"(%3, %4) : (index, index) -> ()
    }) : (index, index) -> (index, index)
    "func.return"(%2#0, %2#1) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()

