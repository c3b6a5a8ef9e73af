#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (192)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (index, index, index, index, index), sym_name = "delinearize"}> ({
  ^bb0(%arg9: index, %arg10: index, %arg11: index):
    %7:3 = "affine.delinearize_index"(%arg9, %arg10, %arg11, %arg11) <{static_basis = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (index, index, index, index) -> (index, index, index)
    %8:2 = "affine.delinearize_index"(%arg9) <{static_basis = array<i64: 224>}> : (index) -> (index, index)
    "func.return"(%7#0, %7#1, %7#2, %8#0, %8#1) : (index, index, index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (index, index, index), sym_name = "delinearize_static"}> ({
  ^bb0(%arg7: index, %arg8: index):
    %6:3 = "affine.delinearize_index"(%arg7, %arg8) <{static_basis = array<i64: 4, -9223372036854775808, 8>}> : (index, index) -> (index, index, index)
    "func.return"(%6#0, %6#1, %6#2) : (index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, index) -> (index, index, index), sym_name = "linearize"}> ({
  ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
    %3 = "affine.linearize_index"(%arg3, %arg4, %arg5) <{disjoint = false, operandSegmentSizes = array<i32: 3, 0>, static_basis = array<i64: 2, 3, 5>}> : (index, index, index) -> index
    %4 = "affine.linearize_index"(%arg3, %arg4, %arg6) <{disjoint, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: -9223372036854775808, 16>}> : (index, index, index) -> index
    %5 = "affine.linearize_index"(%arg3, %arg4, %arg5, %arg6) <{disjoint = false, operandSegmentSizes = array<i32: 3, 1>, static_basis = array<i64: -9223372036854775808, 7>}> : (index, index, index, index) -> index
    "func.return"(%3, %4, %5) : (index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x6x8xf32>, memref<192xf32>) -> (), sym_name = "flatten"}> ({
  ^bb0(%arg0: memref<4x6x8xf32>, %arg1: memref<192xf32>):
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg2: index):
      %0:3 = "affine.delinearize_index"(%arg2) <{static_basis = array<i64: 4, 6, 8>}> : (index) -> (index, index, index)
      %1 = "memref.load"(%arg0, %0#0, %0#1, %0#2) : (memref<4x6x8xf32>, index, index, index) -> f32
      %2 = "affine.linearize_index"(%0#0, %0#1, %0#2) <{disjoint, operandSegmentSizes = array<i32: 3, 0>, static_basis = array<i64: 4, 6, 8>}> : (index, index, index) -> index
      "memref.store"(%1, %arg1, %2) : (f32, memref<192xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

