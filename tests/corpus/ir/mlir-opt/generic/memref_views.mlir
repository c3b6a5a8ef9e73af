#map = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64x64xf32>, index, index, index) -> (memref<8x16xf32, strided<[64, 1], offset: 130>>, memref<?x?xf32, strided<[64, 1], offset: ?>>, memref<4x4xf32, strided<[128, 2], offset: ?>>, memref<16xf32, strided<[1], offset: ?>>), sym_name = "subviews"}> ({
  ^bb0(%arg6: memref<64x64xf32>, %arg7: index, %arg8: index, %arg9: index):
    %11 = "memref.subview"(%arg6) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 2>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (memref<64x64xf32>) -> memref<8x16xf32, strided<[64, 1], offset: 130>>
    %12 = "memref.subview"(%arg6, %arg7, %arg8, %arg9, %arg9) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<64x64xf32>, index, index, index, index) -> memref<?x?xf32, strided<[64, 1], offset: ?>>
    %13 = "memref.subview"(%arg6, %arg7) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 2, 2>}> : (memref<64x64xf32>, index) -> memref<4x4xf32, strided<[128, 2], offset: ?>>
    %14 = "memref.subview"(%arg6, %arg7, %arg8) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 16>, static_strides = array<i64: 1, 1>}> : (memref<64x64xf32>, index, index) -> memref<16xf32, strided<[1], offset: ?>>
    "func.return"(%11, %12, %13, %14) : (memref<8x16xf32, strided<[64, 1], offset: 130>>, memref<?x?xf32, strided<[64, 1], offset: ?>>, memref<4x4xf32, strided<[128, 2], offset: ?>>, memref<16xf32, strided<[1], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index, index) -> (memref<4x4xf32, strided<[4, 1], offset: 8>>, memref<?x4xf32, strided<[4, 1], offset: ?>>), sym_name = "reinterpret"}> ({
  ^bb0(%arg3: memref<?xf32>, %arg4: index, %arg5: index):
    %9 = "memref.reinterpret_cast"(%arg3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 8>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 4, 1>}> : (memref<?xf32>) -> memref<4x4xf32, strided<[4, 1], offset: 8>>
    %10 = "memref.reinterpret_cast"(%arg3, %arg4, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 4, 1>}> : (memref<?xf32>, index, index) -> memref<?x4xf32, strided<[4, 1], offset: ?>>
    "func.return"(%9, %10) : (memref<4x4xf32, strided<[4, 1], offset: 8>>, memref<?x4xf32, strided<[4, 1], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (memref<16x16xf32>, memref<?x4xf32>), sym_name = "views"}> ({
  ^bb0(%arg2: index):
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4096xi8>
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %7 = "memref.view"(%4, %5) : (memref<4096xi8>, index) -> memref<16x16xf32>
    %8 = "memref.view"(%4, %6, %arg2) : (memref<4096xi8>, index, index) -> memref<?x4xf32>
    "func.return"(%7, %8) : (memref<16x16xf32>, memref<?x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x8x2xf32>) -> (memref<32x2xf32>, memref<2x2x8x2xf32>, memref<2x8x4xf32, strided<[1, 2, 16]>>), sym_name = "reshapes"}> ({
  ^bb0(%arg1: memref<4x8x2xf32>):
    %1 = "memref.collapse_shape"(%arg1) <{reassociation = [[0, 1], [2]]}> : (memref<4x8x2xf32>) -> memref<32x2xf32>
    %2 = "memref.expand_shape"(%arg1) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 2, 8, 2>}> : (memref<4x8x2xf32>) -> memref<2x2x8x2xf32>
    %3 = "memref.transpose"(%arg1) <{permutation = #map}> : (memref<4x8x2xf32>) -> memref<2x8x4xf32, strided<[1, 2, 16]>>
    "func.return"(%1, %2, %3) : (memref<32x2xf32>, memref<2x2x8x2xf32>, memref<2x8x4xf32, strided<[1, 2, 16]>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> (index, index, index), sym_name = "metadata"}> ({
  ^bb0(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>):
    %0:6 = "memref.extract_strided_metadata"(%arg0) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index)
    "func.return"(%0#1, %0#2, %0#4) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

