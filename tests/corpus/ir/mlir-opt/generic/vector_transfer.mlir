#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d0)>
#map2 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map3 = affine_map<(d0, d1) -> (0, d1)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, index, index) -> (), sym_name = "transfer_memref"}> ({
  ^bb0(%arg11: memref<?x?xf32>, %arg12: index, %arg13: index):
    %14 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %15 = "vector.transfer_read"(%arg11, %arg12, %arg13, %14) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<8xf32>
    %16 = "vector.transfer_read"(%arg11, %arg12, %arg13, %14) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<8xf32>
    %17 = "arith.addf"(%15, %16) <{fastmath = #arith.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    "vector.transfer_write"(%17, %arg11, %arg12, %arg13) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<8xf32>, memref<?x?xf32>, index, index) -> ()
    "vector.transfer_write"(%17, %arg11, %arg13, %arg12) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<8xf32>, memref<?x?xf32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<16x32x64xf32>, index) -> vector<4x8xf32>, sym_name = "transfer_permuted"}> ({
  ^bb0(%arg9: memref<16x32x64xf32>, %arg10: index):
    %12 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %13 = "vector.transfer_read"(%arg9, %arg10, %arg10, %arg10, %12) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 3, 1, 0>, permutation_map = #map1}> : (memref<16x32x64xf32>, index, index, index, f32) -> vector<4x8xf32>
    "vector.transfer_write"(%13, %arg9, %arg10, %arg10, %arg10) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 1, 3, 0>, permutation_map = #map2}> : (vector<4x8xf32>, memref<16x32x64xf32>, index, index, index) -> ()
    "func.return"(%13) : (vector<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xi32>, index) -> vector<4x8xi32>, sym_name = "transfer_broadcast"}> ({
  ^bb0(%arg7: memref<?x?xi32>, %arg8: index):
    %10 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %11 = "vector.transfer_read"(%arg7, %arg8, %arg8, %10) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map3}> : (memref<?x?xi32>, index, index, i32) -> vector<4x8xi32>
    "func.return"(%11) : (vector<4x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index, index) -> (), sym_name = "transfer_masked"}> ({
  ^bb0(%arg4: memref<?xf32>, %arg5: index, %arg6: index):
    %6 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %7 = "vector.create_mask"(%arg6) : (index) -> vector<16xi1>
    %8 = "vector.transfer_read"(%arg4, %arg5, %6, %7) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = #map4}> : (memref<?xf32>, index, f32, vector<16xi1>) -> vector<16xf32>
    %9 = "arith.addf"(%8, %8) <{fastmath = #arith.fastmath<none>}> : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
    "vector.transfer_write"(%9, %arg4, %arg5, %7) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = #map4}> : (vector<16xf32>, memref<?xf32>, index, vector<16xi1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x?xf16>, index) -> tensor<?x?xf16>, sym_name = "transfer_tensor"}> ({
  ^bb0(%arg2: tensor<?x?xf16>, %arg3: index):
    %2 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %3 = "vector.transfer_read"(%arg2, %arg3, %arg3, %2) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map5}> : (tensor<?x?xf16>, index, index, f16) -> vector<2x4xf16>
    %4 = "arith.negf"(%3) <{fastmath = #arith.fastmath<none>}> : (vector<2x4xf16>) -> vector<2x4xf16>
    %5 = "vector.transfer_write"(%4, %arg2, %arg3, %arg3) <{in_bounds = [true, true], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map5}> : (vector<2x4xf16>, tensor<?x?xf16>, index, index) -> tensor<?x?xf16>
    "func.return"(%5) : (tensor<?x?xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index) -> vector<[4]xf32>, sym_name = "transfer_scalable"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "vector.transfer_read"(%arg0, %arg1, %0) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map4}> : (memref<?xf32>, index, f32) -> vector<[4]xf32>
    "func.return"(%1) : (vector<[4]xf32>) -> ()
  }) : () -> ()
}) : () -> ()

