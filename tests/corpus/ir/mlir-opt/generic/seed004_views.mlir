#map = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, index, index, index) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<f32, strided<[], offset: ?>>), sym_name = "slices"}> ({
  ^bb0(%arg9: memref<?x?xf32>, %arg10: index, %arg11: index, %arg12: index):
    %5 = "memref.subview"(%arg9, %arg10, %arg10, %arg11, %arg11) <{operandSegmentSizes = array<i32: 1, 2, 2, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<?x?xf32>, index, index, index, index) -> memref<?x?xf32, strided<[?, 1], offset: ?>>
    %6 = "memref.subview"(%arg9, %arg12, %arg10, %arg11) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<?x?xf32>, index, index, index) -> memref<?xf32, strided<[1], offset: ?>>
    %7 = "memref.subview"(%arg9, %arg12, %arg10) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<?x?xf32>, index, index) -> memref<f32, strided<[], offset: ?>>
    "func.return"(%5, %6, %7) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<f32, strided<[], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?x?xf32>, index, index, index) -> (memref<?x?xf32>, memref<?x?x?xf32>), sym_name = "reshapes"}> ({
  ^bb0(%arg5: memref<?x?x?xf32>, %arg6: index, %arg7: index, %arg8: index):
    %3 = "memref.collapse_shape"(%arg5) <{reassociation = [[0, 1], [2]]}> : (memref<?x?x?xf32>) -> memref<?x?xf32>
    %4 = "memref.expand_shape"(%3, %arg6, %arg7, %arg8) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (memref<?x?xf32>, index, index, index) -> memref<?x?x?xf32>
    "func.return"(%3, %4) : (memref<?x?xf32>, memref<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?x?xf32>, index, index, index) -> (tensor<?x?xf32>, tensor<?x?x?xf32>), sym_name = "tensor_reshapes"}> ({
  ^bb0(%arg1: tensor<?x?x?xf32>, %arg2: index, %arg3: index, %arg4: index):
    %1 = "tensor.collapse_shape"(%arg1) <{reassociation = [[0, 1], [2]]}> : (tensor<?x?x?xf32>) -> tensor<?x?xf32>
    %2 = "tensor.expand_shape"(%1, %arg2, %arg3, %arg4) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?xf32>, index, index, index) -> tensor<?x?x?xf32>
    "func.return"(%1, %2) : (tensor<?x?xf32>, tensor<?x?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>>, sym_name = "transpose"}> ({
  ^bb0(%arg0: memref<?x?xf32>):
    %0 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>>
    "func.return"(%0) : (memref<?x?xf32, strided<[1, ?]>>) -> ()
  }) : () -> ()
}) : () -> ()

