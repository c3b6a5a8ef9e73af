#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<() -> (16)>
#map3 = affine_map<()[s0] -> (s0 floordiv 2)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0) : (d0 - 4 >= 0, -d0 + 15 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<16xf32>, index) -> f32, sym_name = "generic_affine"}> ({
  ^bb0(%arg9: memref<16xf32>, %arg10: index):
    %10 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %11 = "affine.for"(%10) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg12: index, %arg13: f32):
      %13 = "affine.load"(%arg9, %arg12) <{map = #map}> : (memref<16xf32>, index) -> f32
      %14 = "arith.addf"(%arg13, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "affine.yield"(%14) : (f32) -> ()
    }) : (f32) -> f32
    %12 = "affine.apply"(%arg10) <{map = #map3}> : (index) -> index
    "affine.if"(%12) <{condition = #set}> ({
      "affine.store"(%11, %arg9, %12) <{map = #map}> : (f32, memref<16xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }, {
    }) : (index) -> ()
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map1, reductions = [], steps = [2], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map2}> ({
    ^bb0(%arg11: index):
      "affine.store"(%10, %arg9, %arg11) <{map = #map}> : (f32, memref<16xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%11) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "generic_scf"}> ({
  ^bb0(%arg4: i1, %arg5: i32, %arg6: i32):
    %1 = "scf.if"(%arg4) ({
      %9 = "arith.addi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
      "scf.yield"(%9) : (i32) -> ()
    }, {
      "scf.yield"(%arg6) : (i32) -> ()
    }) : (i1) -> i32
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "scf.for"(%2, %3, %4, %1) ({
    ^bb0(%arg7: index, %arg8: i32):
      %8 = "arith.muli"(%arg8, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%8) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %6 = "arith.cmpi"(%5, %arg5) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7 = "arith.select"(%6, %5, %arg5) : (i1, i32, i32) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4xf32>, memref<4x4xf32>) -> (), sym_name = "generic_linalg", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<4x4xf32>, %arg1: memref<4x4xf32>):
    "linalg.generic"(%arg0, %arg1) <{indexing_maps = [#map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      "linalg.yield"(%arg2) : (f32) -> ()
    }) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    "memref.dealloc"(%0) : (memref<8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

