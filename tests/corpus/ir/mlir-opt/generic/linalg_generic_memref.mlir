#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "pointwise_add"}> ({
  ^bb0(%arg26: memref<?x?xf32>, %arg27: memref<?x?xf32>, %arg28: memref<?x?xf32>):
    "linalg.generic"(%arg26, %arg27, %arg28) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], library_call = "pointwise_add", operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
      %14 = "arith.addf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%14) : (f32) -> ()
    }) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x16xf32>, memref<16x8xf32>) -> (), sym_name = "transpose"}> ({
  ^bb0(%arg22: memref<8x16xf32>, %arg23: memref<16x8xf32>):
    "linalg.generic"(%arg22, %arg23) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      "linalg.yield"(%arg24) : (f32) -> ()
    }) : (memref<8x16xf32>, memref<16x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf64>, memref<?xf64>) -> (), sym_name = "row_sum"}> ({
  ^bb0(%arg18: memref<?x?xf64>, %arg19: memref<?xf64>):
    "linalg.generic"(%arg18, %arg19) <{indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f64, %arg21: f64):
      %13 = "arith.addf"(%arg21, %arg20) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%13) : (f64) -> ()
    }) : (memref<?x?xf64>, memref<?xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "matmul_generic"}> ({
  ^bb0(%arg12: memref<?x?xf32>, %arg13: memref<?x?xf32>, %arg14: memref<?x?xf32>):
    "linalg.generic"(%arg12, %arg13, %arg14) <{doc = "C(m, n) += A(m, k) * B(k, n)", indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], library_call = "linalg_matmul", operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
      %11 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %12 = "arith.addf"(%arg17, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%12) : (f32) -> ()
    }) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<10x100xi64>) -> (), sym_name = "iota"}> ({
  ^bb0(%arg10: memref<10x100xi64>):
    "linalg.generic"(%arg10) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg11: i64):
      %4 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %5 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %6 = "arith.index_cast"(%4) : (index) -> i64
      %7 = "arith.index_cast"(%5) : (index) -> i64
      %8 = "arith.constant"() <{value = 100 : i64}> : () -> i64
      %9 = "arith.muli"(%6, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %10 = "arith.addi"(%9, %7) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%10) : (i64) -> ()
    }) : (memref<10x100xi64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<4x4xf32>) -> (), sym_name = "strided_operands"}> ({
  ^bb0(%arg6: memref<4x4xf32, strided<[8, 1], offset: ?>>, %arg7: memref<4x4xf32>):
    "linalg.generic"(%arg6, %arg7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      %3 = "arith.negf"(%arg8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%3) : (f32) -> ()
    }) {tessera.tag = "strided"} : (memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<4x4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<16x32xf32>, memref<32xf32>, memref<16x32xf32>) -> (), sym_name = "broadcast_bias"}> ({
  ^bb0(%arg0: memref<16x32xf32>, %arg1: memref<32xf32>, %arg2: memref<16x32xf32>):
    "linalg.generic"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map6, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %2 = "arith.maximumf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2) : (f32) -> ()
    }) : (memref<16x32xf32>, memref<32xf32>, memref<16x32xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

