#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xi8>, memref<?x?xi8>, i32, i32, memref<?x?xi32>) -> (), sym_name = "quantized_matmul"}> ({
  ^bb0(%arg0: memref<?x?xi8>, %arg1: memref<?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?xi32>):
    "linalg.quantized_matmul"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg5: i8, %arg6: i8, %arg7: i32, %arg8: i32, %arg9: i32):
      %0 = "arith.extsi"(%arg5) : (i8) -> i32
      %1 = "arith.subi"(%0, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "arith.extsi"(%arg6) : (i8) -> i32
      %3 = "arith.subi"(%2, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.muli"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.addi"(%arg9, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%5) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2, #map2, #map3]} : (memref<?x?xi8>, memref<?x?xi8>, i32, i32, memref<?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> ()>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?xi8>, memref<?x?x?xi8>, i32, i32, memref<?x?x?xi32>) -> (), sym_name = "quantized_batch_matmul"}> ({
  ^bb0(%arg0: memref<?x?x?xi8>, %arg1: memref<?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?xi32>):
    "linalg.quantized_batch_matmul"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg5: i8, %arg6: i8, %arg7: i32, %arg8: i32, %arg9: i32):
      %0 = "arith.extsi"(%arg5) : (i8) -> i32
      %1 = "arith.subi"(%0, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "arith.extsi"(%arg6) : (i8) -> i32
      %3 = "arith.subi"(%2, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.muli"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.addi"(%arg9, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%5) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2, #map2, #map3]} : (memref<?x?x?xi8>, memref<?x?x?xi8>, i32, i32, memref<?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32, memref<?x?x?x?xi32>) -> (), sym_name = "conv_2d_nhwc_hwcf_q"}> ({
  ^bb0(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?xi32>):
    "linalg.conv_2d_nhwc_hwcf_q"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg5: i8, %arg6: i8, %arg7: i32, %arg8: i32, %arg9: i32):
      %0 = "arith.extsi"(%arg5) : (i8) -> i32
      %1 = "arith.subi"(%0, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "arith.extsi"(%arg6) : (i8) -> i32
      %3 = "arith.subi"(%2, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.muli"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.addi"(%arg9, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%5) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2, #map2, #map3]} : (memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32, memref<?x?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32, memref<?x?x?x?xi32>) -> (), sym_name = "conv_2d_nhwc_fhwc_q"}> ({
  ^bb0(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?xi32>):
    "linalg.conv_2d_nhwc_fhwc_q"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg5: i8, %arg6: i8, %arg7: i32, %arg8: i32, %arg9: i32):
      %0 = "arith.extsi"(%arg5) : (i8) -> i32
      %1 = "arith.subi"(%0, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "arith.extsi"(%arg6) : (i8) -> i32
      %3 = "arith.subi"(%2, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.muli"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.addi"(%arg9, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%5) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2, #map2, #map3]} : (memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32, memref<?x?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32, memref<?x?x?x?xi32>) -> (), sym_name = "conv_2d_nchw_fchw_q"}> ({
  ^bb0(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?xi32>):
    "linalg.conv_2d_nchw_fchw_q"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg5: i8, %arg6: i8, %arg7: i32, %arg8: i32, %arg9: i32):
      %0 = "arith.extsi"(%arg5) : (i8) -> i32
      %1 = "arith.subi"(%0, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "arith.extsi"(%arg6) : (i8) -> i32
      %3 = "arith.subi"(%2, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.muli"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.addi"(%arg9, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%5) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2, #map2, #map3]} : (memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32, memref<?x?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32, memref<?x?x?x?x?xi32>) -> (), sym_name = "conv_2d_ngchw_gfchw_q"}> ({
  ^bb0(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?x?xi32>):
    "linalg.conv_2d_ngchw_gfchw_q"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg5: i8, %arg6: i8, %arg7: i32, %arg8: i32, %arg9: i32):
      %0 = "arith.extsi"(%arg5) : (i8) -> i32
      %1 = "arith.subi"(%0, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "arith.extsi"(%arg6) : (i8) -> i32
      %3 = "arith.subi"(%2, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.muli"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.addi"(%arg9, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%5) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2, #map2, #map3]} : (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32, memref<?x?x?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3, d7)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32, memref<?x?x?x?x?xi32>) -> (), sym_name = "conv_2d_nhwgc_gfhwc_q"}> ({
  ^bb0(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?x?xi32>):
    "linalg.conv_2d_nhwgc_gfhwc_q"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg5: i8, %arg6: i8, %arg7: i32, %arg8: i32, %arg9: i32):
      %0 = "arith.extsi"(%arg5) : (i8) -> i32
      %1 = "arith.subi"(%0, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "arith.extsi"(%arg6) : (i8) -> i32
      %3 = "arith.subi"(%2, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.muli"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.addi"(%arg9, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%5) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2, #map2, #map3]} : (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32, memref<?x?x?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32, memref<?x?x?x?x?xi32>) -> (), sym_name = "conv_3d_ndhwc_dhwcf_q"}> ({
  ^bb0(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?x?xi32>):
    "linalg.conv_3d_ndhwc_dhwcf_q"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg5: i8, %arg6: i8, %arg7: i32, %arg8: i32, %arg9: i32):
      %0 = "arith.extsi"(%arg5) : (i8) -> i32
      %1 = "arith.subi"(%0, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "arith.extsi"(%arg6) : (i8) -> i32
      %3 = "arith.subi"(%2, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.muli"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.addi"(%arg9, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%5) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2, #map2, #map3]} : (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32, memref<?x?x?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?x?xi8>, memref<?x?x?xi8>, i32, i32, memref<?x?x?x?xi32>) -> (), sym_name = "depthwise_conv_2d_nhwc_hwc_q"}> ({
  ^bb0(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?xi32>):
    "linalg.depthwise_conv_2d_nhwc_hwc_q"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg5: i8, %arg6: i8, %arg7: i32, %arg8: i32, %arg9: i32):
      %0 = "arith.extsi"(%arg5) : (i8) -> i32
      %1 = "arith.subi"(%0, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "arith.extsi"(%arg6) : (i8) -> i32
      %3 = "arith.subi"(%2, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.muli"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.addi"(%arg9, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%5) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2, #map2, #map3]} : (memref<?x?x?x?xi8>, memref<?x?x?xi8>, i32, i32, memref<?x?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5, d2 + d6, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32, memref<?x?x?x?x?xi32>) -> (), sym_name = "depthwise_conv_2d_nhwc_hwcm_q"}> ({
  ^bb0(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?x?xi32>):
    "linalg.depthwise_conv_2d_nhwc_hwcm_q"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg5: i8, %arg6: i8, %arg7: i32, %arg8: i32, %arg9: i32):
      %0 = "arith.extsi"(%arg5) : (i8) -> i32
      %1 = "arith.subi"(%0, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "arith.extsi"(%arg6) : (i8) -> i32
      %3 = "arith.subi"(%2, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.muli"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.addi"(%arg9, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%5) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2, #map2, #map3]} : (memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32, memref<?x?x?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi32>) -> (), sym_name = "conv_2d_ngchw_gfchw"}> ({
  ^bb0(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: memref<?x?x?x?x?xi32>):
    "linalg.conv_2d_ngchw_gfchw"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i8, %arg4: i8, %arg5: i32):
      %0 = "arith.extsi"(%arg3) : (i8) -> i32
      %1 = "arith.extsi"(%arg4) : (i8) -> i32
      %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "arith.addi"(%arg5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%3) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d4, d2)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?xi8>, memref<?x?x?xi8>, memref<?x?x?x?xi32>) -> (), sym_name = "depthwise_conv_1d_nwc_wcm"}> ({
  ^bb0(%arg0: memref<?x?x?xi8>, %arg1: memref<?x?x?xi8>, %arg2: memref<?x?x?x?xi32>):
    "linalg.depthwise_conv_1d_nwc_wcm"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i8, %arg4: i8, %arg5: i32):
      %0 = "arith.extsi"(%arg3) : (i8) -> i32
      %1 = "arith.extsi"(%arg4) : (i8) -> i32
      %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "arith.addi"(%arg5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%3) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<?x?x?xi8>, memref<?x?x?xi8>, memref<?x?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5, d2 + d6, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, memref<?x?x?x?x?xi32>) -> (), sym_name = "depthwise_conv_2d_nhwc_hwcm"}> ({
  ^bb0(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: memref<?x?x?x?x?xi32>):
    "linalg.depthwise_conv_2d_nhwc_hwcm"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i8, %arg4: i8, %arg5: i32):
      %0 = "arith.extsi"(%arg3) : (i8) -> i32
      %1 = "arith.extsi"(%arg4) : (i8) -> i32
      %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "arith.addi"(%arg5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%3) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, memref<?x?x?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1 + d4, d2 + d5, d3 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?x?x?xi8>, memref<?x?x?x?xi8>, memref<?x?x?x?x?xi32>) -> (), sym_name = "depthwise_conv_3d_ncdhw_cdhw"}> ({
  ^bb0(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: memref<?x?x?x?x?xi32>):
    "linalg.depthwise_conv_3d_ncdhw_cdhw"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i8, %arg4: i8, %arg5: i32):
      %0 = "arith.extsi"(%arg3) : (i8) -> i32
      %1 = "arith.extsi"(%arg4) : (i8) -> i32
      %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "arith.addi"(%arg5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%3) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<?x?x?x?x?xi8>, memref<?x?x?x?xi8>, memref<?x?x?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, memref<?x?x?x?x?x?xi32>) -> (), sym_name = "depthwise_conv_3d_ndhwc_dhwcm"}> ({
  ^bb0(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: memref<?x?x?x?x?x?xi32>):
    "linalg.depthwise_conv_3d_ndhwc_dhwcm"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i8, %arg4: i8, %arg5: i32):
      %0 = "arith.extsi"(%arg3) : (i8) -> i32
      %1 = "arith.extsi"(%arg4) : (i8) -> i32
      %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "arith.addi"(%arg5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%3) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, memref<?x?x?x?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, memref<?x?x?x?xi32>) -> (), sym_name = "mmt4d"}> ({
  ^bb0(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: memref<?x?x?x?xi32>):
    "linalg.mmt4d"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i8, %arg4: i8, %arg5: i32):
      %0 = "arith.extsi"(%arg3) : (i8) -> i32
      %1 = "arith.extsi"(%arg4) : (i8) -> i32
      %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "arith.addi"(%arg5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%3) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, memref<?x?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi32>) -> (), sym_name = "batch_mmt4d"}> ({
  ^bb0(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: memref<?x?x?x?x?xi32>):
    "linalg.batch_mmt4d"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i8, %arg4: i8, %arg5: i32):
      %0 = "arith.extsi"(%arg3) : (i8) -> i32
      %1 = "arith.extsi"(%arg4) : (i8) -> i32
      %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "arith.addi"(%arg5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%3) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?xi8>, memref<?xi8>, memref<?x?x?xi32>) -> (), sym_name = "pooling_nwc_max_unsigned"}> ({
  ^bb0(%arg0: memref<?x?x?xi8>, %arg1: memref<?xi8>, %arg2: memref<?x?x?xi32>):
    "linalg.pooling_nwc_max_unsigned"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i8, %arg4: i8, %arg5: i32):
      %0 = "arith.extui"(%arg3) : (i8) -> i32
      %1 = "arith.maxui"(%arg5, %0) : (i32, i32) -> i32
      "linalg.yield"(%1) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<?x?x?xi8>, memref<?xi8>, memref<?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?xi8>, memref<?xi8>, memref<?x?x?xi32>) -> (), sym_name = "pooling_nwc_min_unsigned"}> ({
  ^bb0(%arg0: memref<?x?x?xi8>, %arg1: memref<?xi8>, %arg2: memref<?x?x?xi32>):
    "linalg.pooling_nwc_min_unsigned"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i8, %arg4: i8, %arg5: i32):
      %0 = "arith.extui"(%arg3) : (i8) -> i32
      %1 = "arith.minui"(%arg5, %0) : (i32, i32) -> i32
      "linalg.yield"(%1) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<?x?x?xi8>, memref<?xi8>, memref<?x?x?xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "exp"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>):
    "linalg.exp"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = "math.exp"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "log"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>):
    "linalg.log"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = "math.log"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "abs"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>):
    "linalg.abs"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = "math.absf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "ceil"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>):
    "linalg.ceil"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = "math.ceil"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "floor"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>):
    "linalg.floor"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = "math.floor"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "negf"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>):
    "linalg.negf"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = "arith.negf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "reciprocal"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>):
    "linalg.reciprocal"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %1 = "arith.divf"(%0, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%1) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "round"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>):
    "linalg.round"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = "math.round"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "sqrt"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>):
    "linalg.sqrt"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = "math.sqrt"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "rsqrt"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>):
    "linalg.rsqrt"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = "math.rsqrt"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "square"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>):
    "linalg.square"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = "arith.mulf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "tanh"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>):
    "linalg.tanh"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = "math.tanh"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "erf"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>):
    "linalg.erf"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      %0 = "math.erf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "add"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>):
    "linalg.add"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "sub"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>):
    "linalg.sub"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.subf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "mul"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>):
    "linalg.mul"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "div"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>):
    "linalg.div"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.divf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xi32>, memref<4x8xi32>, memref<4x8xi32>) -> (), sym_name = "div_unsigned"}> ({
  ^bb0(%arg0: memref<4x8xi32>, %arg1: memref<4x8xi32>, %arg2: memref<4x8xi32>):
    "linalg.div_unsigned"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
      %0 = "arith.divui"(%arg3, %arg4) : (i32, i32) -> i32
      "linalg.yield"(%0) : (i32) -> ()
    }) : (memref<4x8xi32>, memref<4x8xi32>, memref<4x8xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "max"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>):
    "linalg.max"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.maximumf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "min"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>):
    "linalg.min"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.minimumf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "powf"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>):
    "linalg.powf"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "math.powf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xi1>, memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "select"}> ({
  ^bb0(%arg0: memref<4x8xi1>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<4x8xf32>):
    "linalg.select"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg4: i1, %arg5: f32, %arg6: f32, %arg7: f32):
      %0 = "arith.select"(%arg4, %arg5, %arg6) : (i1, f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4x8xi1>, memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?xi8>, memref<?x?x?xi8>, memref<?x?x?xi32>, memref<3x5xf32>, memref<4x5xf32>, memref<3x4xf32>, memref<5xf32>, tensor<3x4xf32>, tensor<3x5xf32>, tensor<4x5xf32>) -> tensor<3x4xf32>, sym_name = "contract"}> ({
  ^bb0(%arg0: memref<?x?x?xi8>, %arg1: memref<?x?x?xi8>, %arg2: memref<?x?x?xi32>, %arg3: memref<3x5xf32>, %arg4: memref<4x5xf32>, %arg5: memref<3x4xf32>, %arg6: memref<5xf32>, %arg7: tensor<3x4xf32>, %arg8: tensor<3x5xf32>, %arg9: tensor<4x5xf32>):
    "linalg.contract"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg22: i8, %arg23: i8, %arg24: i32):
      %11 = "arith.extsi"(%arg22) : (i8) -> i32
      %12 = "arith.extsi"(%arg23) : (i8) -> i32
      %13 = "arith.muli"(%11, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %14 = "arith.addi"(%arg24, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%14) : (i32) -> ()
    }) : (memref<?x?x?xi8>, memref<?x?x?xi8>, memref<?x?x?xi32>) -> ()
    "linalg.contract"(%arg0, %arg1, %arg2) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg19: i8, %arg20: i8, %arg21: i32):
      %7 = "arith.extui"(%arg19) : (i8) -> i32
      %8 = "arith.extui"(%arg20) : (i8) -> i32
      %9 = "arith.muli"(%7, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %10 = "arith.addi"(%arg21, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%10) : (i32) -> ()
    }) : (memref<?x?x?xi8>, memref<?x?x?xi8>, memref<?x?x?xi32>) -> ()
    "linalg.contract"(%arg3, %arg4, %arg5) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
      %5 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %6 = "arith.addf"(%arg18, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%6) : (f32) -> ()
    }) : (memref<3x5xf32>, memref<4x5xf32>, memref<3x4xf32>) -> ()
    "linalg.contract"(%arg6, %arg4, %arg5) <{indexing_maps = [#map6, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
      %3 = "arith.mulf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %4 = "arith.addf"(%arg15, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%4) : (f32) -> ()
    }) {tag = "bcast"} : (memref<5xf32>, memref<4x5xf32>, memref<3x4xf32>) -> ()
    %0 = "linalg.contract"(%arg8, %arg9, %arg7) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
      %1 = "arith.mulf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2 = "arith.addf"(%arg12, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2) : (f32) -> ()
    }) : (tensor<3x5xf32>, tensor<4x5xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    "func.return"(%0) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>, memref<8xf32>, tensor<4x8xf32>, memref<8x4xf32>) -> tensor<4x8xf32>, sym_name = "elementwise_maps"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<8xf32>, %arg4: tensor<4x8xf32>, %arg5: memref<8x4xf32>):
    "linalg.elementwise"(%arg0, %arg2) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<exp>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      %5 = "math.exp"(%arg17) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%5) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    "linalg.elementwise"(%arg3, %arg1, %arg2) <{indexing_maps = [#map1, #map, #map], kind = #linalg.elementwise_kind<sub>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
      %4 = "arith.subf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%4) : (f32) -> ()
    }) : (memref<8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
      %3 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%3) : (f32) -> ()
    }) {foo = 1 : i64} : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
    "linalg.elementwise"(%arg5, %arg1, %arg2) <{indexing_maps = [#map2, #map, #map], kind = #linalg.elementwise_kind<mul>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
      %2 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2) : (f32) -> ()
    }) : (memref<8x4xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
    %0 = "linalg.elementwise"(%arg4, %arg4) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<log>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32):
      %1 = "math.log"(%arg6) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%1) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%0) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf64>, memref<4xf64>) -> (), sym_name = "elementwise_exp"}> ({
  ^bb0(%arg0: memref<4xf64>, %arg1: memref<4xf64>):
    "linalg.elementwise"(%arg0, %arg1) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<exp>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f64, %arg3: f64):
      %0 = "math.exp"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "linalg.yield"(%0) : (f64) -> ()
    }) : (memref<4xf64>, memref<4xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf64>, memref<4xf64>) -> (), sym_name = "elementwise_log"}> ({
  ^bb0(%arg0: memref<4xf64>, %arg1: memref<4xf64>):
    "linalg.elementwise"(%arg0, %arg1) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<log>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f64, %arg3: f64):
      %0 = "math.log"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "linalg.yield"(%0) : (f64) -> ()
    }) : (memref<4xf64>, memref<4xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf64>, memref<4xf64>) -> (), sym_name = "elementwise_abs"}> ({
  ^bb0(%arg0: memref<4xf64>, %arg1: memref<4xf64>):
    "linalg.elementwise"(%arg0, %arg1) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<abs>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f64, %arg3: f64):
      %0 = "math.absf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "linalg.yield"(%0) : (f64) -> ()
    }) : (memref<4xf64>, memref<4xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf64>, memref<4xf64>) -> (), sym_name = "elementwise_ceil"}> ({
  ^bb0(%arg0: memref<4xf64>, %arg1: memref<4xf64>):
    "linalg.elementwise"(%arg0, %arg1) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<ceil>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f64, %arg3: f64):
      %0 = "math.ceil"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "linalg.yield"(%0) : (f64) -> ()
    }) : (memref<4xf64>, memref<4xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf64>, memref<4xf64>) -> (), sym_name = "elementwise_floor"}> ({
  ^bb0(%arg0: memref<4xf64>, %arg1: memref<4xf64>):
    "linalg.elementwise"(%arg0, %arg1) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<floor>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f64, %arg3: f64):
      %0 = "math.floor"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "linalg.yield"(%0) : (f64) -> ()
    }) : (memref<4xf64>, memref<4xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf64>, memref<4xf64>) -> (), sym_name = "elementwise_negf"}> ({
  ^bb0(%arg0: memref<4xf64>, %arg1: memref<4xf64>):
    "linalg.elementwise"(%arg0, %arg1) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<negf>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f64, %arg3: f64):
      %0 = "arith.negf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "linalg.yield"(%0) : (f64) -> ()
    }) : (memref<4xf64>, memref<4xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf64>, memref<4xf64>) -> (), sym_name = "elementwise_reciprocal"}> ({
  ^bb0(%arg0: memref<4xf64>, %arg1: memref<4xf64>):
    "linalg.elementwise"(%arg0, %arg1) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<reciprocal>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f64, %arg3: f64):
      %0 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
      %1 = "arith.divf"(%0, %arg2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%1) : (f64) -> ()
    }) : (memref<4xf64>, memref<4xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf64>, memref<4xf64>) -> (), sym_name = "elementwise_round"}> ({
  ^bb0(%arg0: memref<4xf64>, %arg1: memref<4xf64>):
    "linalg.elementwise"(%arg0, %arg1) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<round>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f64, %arg3: f64):
      %0 = "math.round"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "linalg.yield"(%0) : (f64) -> ()
    }) : (memref<4xf64>, memref<4xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf64>, memref<4xf64>) -> (), sym_name = "elementwise_sqrt"}> ({
  ^bb0(%arg0: memref<4xf64>, %arg1: memref<4xf64>):
    "linalg.elementwise"(%arg0, %arg1) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<sqrt>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f64, %arg3: f64):
      %0 = "math.sqrt"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "linalg.yield"(%0) : (f64) -> ()
    }) : (memref<4xf64>, memref<4xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf64>, memref<4xf64>) -> (), sym_name = "elementwise_rsqrt"}> ({
  ^bb0(%arg0: memref<4xf64>, %arg1: memref<4xf64>):
    "linalg.elementwise"(%arg0, %arg1) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<rsqrt>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f64, %arg3: f64):
      %0 = "math.rsqrt"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "linalg.yield"(%0) : (f64) -> ()
    }) : (memref<4xf64>, memref<4xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf64>, memref<4xf64>) -> (), sym_name = "elementwise_square"}> ({
  ^bb0(%arg0: memref<4xf64>, %arg1: memref<4xf64>):
    "linalg.elementwise"(%arg0, %arg1) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<square>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f64, %arg3: f64):
      %0 = "arith.mulf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%0) : (f64) -> ()
    }) : (memref<4xf64>, memref<4xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf64>, memref<4xf64>) -> (), sym_name = "elementwise_tanh"}> ({
  ^bb0(%arg0: memref<4xf64>, %arg1: memref<4xf64>):
    "linalg.elementwise"(%arg0, %arg1) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<tanh>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f64, %arg3: f64):
      %0 = "math.tanh"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "linalg.yield"(%0) : (f64) -> ()
    }) : (memref<4xf64>, memref<4xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf64>, memref<4xf64>) -> (), sym_name = "elementwise_erf"}> ({
  ^bb0(%arg0: memref<4xf64>, %arg1: memref<4xf64>):
    "linalg.elementwise"(%arg0, %arg1) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<erf>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f64, %arg3: f64):
      %0 = "math.erf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "linalg.yield"(%0) : (f64) -> ()
    }) : (memref<4xf64>, memref<4xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> (), sym_name = "f_add_f32"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> (), sym_name = "f_add_i32"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
      %0 = "arith.addi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%0) : (i32) -> ()
    }) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> (), sym_name = "f_sub_f32"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<sub>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.subf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> (), sym_name = "f_sub_i32"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<sub>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
      %0 = "arith.subi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%0) : (i32) -> ()
    }) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> (), sym_name = "f_mul_f32"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<mul>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> (), sym_name = "f_mul_i32"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<mul>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
      %0 = "arith.muli"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%0) : (i32) -> ()
    }) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> (), sym_name = "f_div_f32"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<div>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.divf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> (), sym_name = "f_div_i32"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<div>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
      %0 = "arith.divsi"(%arg3, %arg4) : (i32, i32) -> i32
      "linalg.yield"(%0) : (i32) -> ()
    }) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> (), sym_name = "f_div_unsigned_i32"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<div_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
      %0 = "arith.divui"(%arg3, %arg4) : (i32, i32) -> i32
      "linalg.yield"(%0) : (i32) -> ()
    }) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> (), sym_name = "f_max_signed_f32"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<max_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.maximumf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> (), sym_name = "f_max_signed_i32"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<max_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
      %0 = "arith.maxsi"(%arg3, %arg4) : (i32, i32) -> i32
      "linalg.yield"(%0) : (i32) -> ()
    }) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> (), sym_name = "f_min_signed_f32"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<min_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "arith.minimumf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> (), sym_name = "f_min_signed_i32"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<min_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
      %0 = "arith.minsi"(%arg3, %arg4) : (i32, i32) -> i32
      "linalg.yield"(%0) : (i32) -> ()
    }) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> (), sym_name = "f_max_unsigned_i32"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<max_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
      %0 = "arith.maxui"(%arg3, %arg4) : (i32, i32) -> i32
      "linalg.yield"(%0) : (i32) -> ()
    }) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> (), sym_name = "f_min_unsigned_i32"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<min_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: i32, %arg4: i32, %arg5: i32):
      %0 = "arith.minui"(%arg3, %arg4) : (i32, i32) -> i32
      "linalg.yield"(%0) : (i32) -> ()
    }) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> (), sym_name = "f_powf_f32"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<powf>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %0 = "math.powf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi1>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> (), sym_name = "sel"}> ({
  ^bb0(%arg0: memref<4xi1>, %arg1: memref<4xf32>, %arg2: memref<4xf32>, %arg3: memref<4xf32>):
    "linalg.elementwise"(%arg0, %arg1, %arg2, %arg3) <{indexing_maps = [#map, #map, #map, #map], kind = #linalg.elementwise_kind<select>, operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg4: i1, %arg5: f32, %arg6: f32, %arg7: f32):
      %0 = "arith.select"(%arg4, %arg5, %arg6) : (i1, f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) : (memref<4xi1>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>, sym_name = "softmax_memref"}> ({
  ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: tensor<?x8xf32>):
    "linalg.softmax"(%arg0, %arg1) <{dimension = 1 : i64}> {bar} : (memref<4x8xf32>, memref<4x8xf32>) -> ()
    %0 = "linalg.softmax"(%arg2, %arg2) <{dimension = 0 : i64}> : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
    "func.return"(%0) : (tensor<?x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x3x5xf32>, tensor<2x5x5x5xf32>, tensor<4x4x1x1x2x5xf32>, tensor<2x2x2x5xf32>, tensor<6x6x5x2xf32>, tensor<4x4x5x2xf32>, tensor<2x4x4x5xf32>, tensor<4x4x1x1x2x5xf32>) -> tensor<2x2x2x5xf32>, sym_name = "winograd_fmr"}> ({
  ^bb0(%arg0: tensor<2x3x3x5xf32>, %arg1: tensor<2x5x5x5xf32>, %arg2: tensor<4x4x1x1x2x5xf32>, %arg3: tensor<2x2x2x5xf32>, %arg4: tensor<6x6x5x2xf32>, %arg5: tensor<4x4x5x2xf32>, %arg6: tensor<2x4x4x5xf32>, %arg7: tensor<4x4x1x1x2x5xf32>):
    %0 = "linalg.winograd_output_transform"(%arg2, %arg3) <{fmr = 0 : i32}> {x = 1 : i64} : (tensor<4x4x1x1x2x5xf32>, tensor<2x2x2x5xf32>) -> tensor<2x2x2x5xf32>
    %1 = "linalg.winograd_filter_transform"(%arg1, %arg4) <{fmr = 2 : i32}> : (tensor<2x5x5x5xf32>, tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
    %2 = "linalg.winograd_filter_transform"(%arg0, %arg5) <{fmr = 0 : i32}> : (tensor<2x3x3x5xf32>, tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
    %3 = "linalg.winograd_input_transform"(%arg6, %arg7) <{fmr = 0 : i32}> : (tensor<2x4x4x5xf32>, tensor<4x4x1x1x2x5xf32>) -> tensor<4x4x1x1x2x5xf32>
    "func.return"(%0) : (tensor<2x2x2x5xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<128x256xf32>, tensor<16x8x8x?xf32>, tensor<8x16x8x32xf32>, f32, index) -> tensor<128x256xf32>, sym_name = "pack_unpack"}> ({
  ^bb0(%arg0: tensor<128x256xf32>, %arg1: tensor<16x8x8x?xf32>, %arg2: tensor<8x16x8x32xf32>, %arg3: f32, %arg4: index):
    %0 = "linalg.pack"(%arg0, %arg1, %arg3, %arg4) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, outer_dims_perm = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, -9223372036854775808>}> : (tensor<128x256xf32>, tensor<16x8x8x?xf32>, f32, index) -> tensor<16x8x8x?xf32>
    %1 = "linalg.pack"(%arg0, %arg2) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 8, 32>}> {foo} : (tensor<128x256xf32>, tensor<8x16x8x32xf32>) -> tensor<8x16x8x32xf32>
    %2 = "linalg.unpack"(%1, %arg0) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 8, 32>}> : (tensor<8x16x8x32xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    %3 = "linalg.unpack"(%0, %arg0, %arg4) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, -9223372036854775808>}> : (tensor<16x8x8x?xf32>, tensor<128x256xf32>, index) -> tensor<128x256xf32>
    "func.return"(%3) : (tensor<128x256xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4 * 2, d2 * 3 + d5 * 2, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<1x9x11x2xi8>, memref<3x3x2x4xi8>, i8, i8, memref<1x3x3x4xi32>) -> (), sym_name = "conv_q_attrs"}> ({
  ^bb0(%arg0: memref<1x9x11x2xi8>, %arg1: memref<3x3x2x4xi8>, %arg2: i8, %arg3: i8, %arg4: memref<1x3x3x4xi32>):
    "linalg.conv_2d_nhwc_hwcf_q"(%arg0, %arg1, %arg2, %arg3, %arg4) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<[2, 3]> : tensor<2xi64>}> ({
    ^bb0(%arg5: i8, %arg6: i8, %arg7: i8, %arg8: i8, %arg9: i32):
      %0 = "arith.extsi"(%arg5) : (i8) -> i32
      %1 = "arith.extsi"(%arg7) : (i8) -> i32
      %2 = "arith.subi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "arith.extsi"(%arg6) : (i8) -> i32
      %4 = "arith.extsi"(%arg8) : (i8) -> i32
      %5 = "arith.subi"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "arith.muli"(%2, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7 = "arith.addi"(%arg9, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%7) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2, #map2, #map3]} : (memref<1x9x11x2xi8>, memref<3x3x2x4xi8>, i8, i8, memref<1x3x3x4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<3x5xf16>, memref<5x4xf16>, f16, f16, memref<3x4xf32>) -> (), sym_name = "named_float_q"}> ({
  ^bb0(%arg0: memref<3x5xf16>, %arg1: memref<5x4xf16>, %arg2: f16, %arg3: f16, %arg4: memref<3x4xf32>):
    "linalg.quantized_matmul"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 4, 1>}> ({
    ^bb0(%arg5: f16, %arg6: f16, %arg7: f16, %arg8: f16, %arg9: f32):
      %0 = "arith.extf"(%arg5) : (f16) -> f32
      %1 = "arith.extf"(%arg7) : (f16) -> f32
      %2 = "arith.subf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %3 = "arith.extf"(%arg6) : (f16) -> f32
      %4 = "arith.extf"(%arg8) : (f16) -> f32
      %5 = "arith.subf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %6 = "arith.mulf"(%2, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %7 = "arith.addf"(%arg9, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%7) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2, #map2, #map3]} : (memref<3x5xf16>, memref<5x4xf16>, f16, f16, memref<3x4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (f64, f64, i32, memref<4x8xf32>, tensor<16x16xf64>) -> tensor<16x16xf64>, sym_name = "fill_rng_2d"}> ({
  ^bb0(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: memref<4x8xf32>, %arg4: tensor<16x16xf64>):
    "linalg.fill_rng_2d"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg9: f64, %arg10: f64, %arg11: i32, %arg12: f32):
      %28 = "arith.constant"() <{value = 2147483647 : i64}> : () -> i64
      %29 = "arith.sitofp"(%28) : (i64) -> f64
      %30 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %31 = "arith.index_cast"(%30) : (index) -> i32
      %32 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %33 = "arith.index_cast"(%32) : (index) -> i32
      %34 = "arith.addi"(%33, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %35 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
      %36 = "arith.trunci"(%35) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
      %37 = "arith.muli"(%34, %36) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %38 = "arith.constant"() <{value = 12345 : i64}> : () -> i64
      %39 = "arith.trunci"(%38) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
      %40 = "arith.addi"(%37, %39) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %41 = "arith.addi"(%31, %40) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %42 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
      %43 = "arith.trunci"(%42) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
      %44 = "arith.muli"(%41, %43) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %45 = "arith.constant"() <{value = 12345 : i64}> : () -> i64
      %46 = "arith.trunci"(%45) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
      %47 = "arith.addi"(%44, %46) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %48 = "arith.sitofp"(%47) : (i32) -> f64
      %49 = "arith.addf"(%29, %48) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %50 = "arith.subf"(%arg10, %arg9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %51 = "arith.constant"() <{value = 2.3283063999999999E-10 : f64}> : () -> f64
      %52 = "arith.mulf"(%50, %51) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %53 = "arith.mulf"(%49, %52) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %54 = "arith.addf"(%53, %arg9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %55 = "arith.truncf"(%54) : (f64) -> f32
      "linalg.yield"(%55) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map, #map, #map1]} : (f64, f64, i32, memref<4x8xf32>) -> ()
    %0 = "linalg.fill_rng_2d"(%arg0, %arg1, %arg2, %arg4) <{operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg5: f64, %arg6: f64, %arg7: i32, %arg8: f64):
      %1 = "arith.constant"() <{value = 2147483647 : i64}> : () -> i64
      %2 = "arith.sitofp"(%1) : (i64) -> f64
      %3 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %4 = "arith.index_cast"(%3) : (index) -> i32
      %5 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %6 = "arith.index_cast"(%5) : (index) -> i32
      %7 = "arith.addi"(%6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
      %9 = "arith.trunci"(%8) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
      %10 = "arith.muli"(%7, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %11 = "arith.constant"() <{value = 12345 : i64}> : () -> i64
      %12 = "arith.trunci"(%11) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
      %13 = "arith.addi"(%10, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %14 = "arith.addi"(%4, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %15 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
      %16 = "arith.trunci"(%15) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
      %17 = "arith.muli"(%14, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %18 = "arith.constant"() <{value = 12345 : i64}> : () -> i64
      %19 = "arith.trunci"(%18) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
      %20 = "arith.addi"(%17, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %21 = "arith.sitofp"(%20) : (i32) -> f64
      %22 = "arith.addf"(%2, %21) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %23 = "arith.subf"(%arg6, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %24 = "arith.constant"() <{value = 2.3283063999999999E-10 : f64}> : () -> f64
      %25 = "arith.mulf"(%23, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %26 = "arith.mulf"(%22, %25) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %27 = "arith.addf"(%26, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%27) : (f64) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map, #map, #map1]} : (f64, f64, i32, tensor<16x16xf64>) -> tensor<16x16xf64>
    "func.return"(%0) : (tensor<16x16xf64>) -> ()
  }) : () -> ()
}) : () -> ()

