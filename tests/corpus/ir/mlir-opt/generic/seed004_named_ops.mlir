#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1) -> (d0)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 + d5 * 2, d6)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> (), sym_name = "copy"}> ({
  ^bb0(%arg42: memref<?xf32, strided<[?], offset: ?>>, %arg43: memref<?xf32, strided<[?], offset: ?>>):
    "linalg.copy"(%arg42, %arg43) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32):
      "linalg.yield"(%arg44) : (f32) -> ()
    }) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32, strided<[?, 1], offset: ?>>, f32) -> (), sym_name = "fill"}> ({
  ^bb0(%arg38: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg39: f32):
    "linalg.fill"(%arg39, %arg38) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32):
      "linalg.yield"(%arg40) : (f32) -> ()
    }) : (f32, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, memref<?xf32>, memref<f32>) -> (), sym_name = "dot"}> ({
  ^bb0(%arg32: memref<?xf32>, %arg33: memref<?xf32>, %arg34: memref<f32>):
    "linalg.dot"(%arg32, %arg33, %arg34) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
      %9 = "arith.mulf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %10 = "arith.addf"(%arg37, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map, #map1]} : (memref<?xf32>, memref<?xf32>, memref<f32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "matmul"}> ({
  ^bb0(%arg26: memref<?x?xf32>, %arg27: memref<?x?xf32>, %arg28: memref<?x?xf32>):
    "linalg.matmul"(%arg26, %arg27, %arg28) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
      %7 = "arith.mulf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %8 = "arith.addf"(%arg31, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%8) : (f32) -> ()
    }) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, memref<?xf32>, memref<?xf32>) -> (), sym_name = "matvec"}> ({
  ^bb0(%arg20: memref<?x?xf32>, %arg21: memref<?xf32>, %arg22: memref<?xf32>):
    "linalg.matvec"(%arg20, %arg21, %arg22) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %5 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %6 = "arith.addf"(%arg25, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%6) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map5, #map6, #map7]} : (memref<?x?xf32>, memref<?xf32>, memref<?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "conv"}> ({
  ^bb0(%arg14: memref<?x?x?x?xf32>, %arg15: memref<?x?x?x?xf32>, %arg16: memref<?x?x?x?xf32>):
    "linalg.conv_2d_nhwc_hwcf"(%arg14, %arg15, %arg16) <{dilations = dense<[1, 2]> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[2, 1]> : tensor<2xi64>}> ({
    ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
      %3 = "arith.mulf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %4 = "arith.addf"(%arg19, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%4) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x32x32x4xf32>, memref<3x3xf32>, memref<1x15x15x4xf32>, memref<1x15x15x4xf32>, memref<1x15x15x4xf32>) -> (), sym_name = "pooling"}> ({
  ^bb0(%arg0: memref<1x32x32x4xf32>, %arg1: memref<3x3xf32>, %arg2: memref<1x15x15x4xf32>, %arg3: memref<1x15x15x4xf32>, %arg4: memref<1x15x15x4xf32>):
    "linalg.pooling_nhwc_max"(%arg0, %arg1, %arg2) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
      %2 = "arith.maximumf"(%arg13, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map12, #map13]} : (memref<1x32x32x4xf32>, memref<3x3xf32>, memref<1x15x15x4xf32>) -> ()
    "linalg.pooling_nhwc_min"(%arg0, %arg1, %arg3) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
      %1 = "arith.minimumf"(%arg10, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map12, #map13]} : (memref<1x32x32x4xf32>, memref<3x3xf32>, memref<1x15x15x4xf32>) -> ()
    "linalg.pooling_nhwc_sum"(%arg0, %arg1, %arg4) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %0 = "arith.addf"(%arg7, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map12, #map13]} : (memref<1x32x32x4xf32>, memref<3x3xf32>, memref<1x15x15x4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

