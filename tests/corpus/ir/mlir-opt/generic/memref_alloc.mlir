#map = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>
"builtin.module"() ({
  "memref.global"() <{initial_value = dense<[0.000000e+00, 1.000000e+00, 4.000000e+00, 9.000000e+00]> : tensor<4xf32>, sym_name = "lookup", sym_visibility = "private", type = memref<4xf32>}> : () -> ()
  "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<[2.500000e+00, -1.000000e+00, 5.000000e-01]> : tensor<3xf64>, sym_name = "coeffs", sym_visibility = "private", type = memref<3xf64>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "state", type = memref<16x16xi32>}> : () -> ()
  "memref.global"() <{sym_name = "decl_only", sym_visibility = "private", type = memref<8xf32>}> : () -> ()
  "func.func"() <{function_type = (index, index, index, index) -> (), sym_name = "allocs"}> ({
  ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
    %12 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1024xf32>
    %13 = "memref.alloc"(%arg2) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    %14 = "memref.alloc"(%arg2, %arg3) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x4x?xi16>
    %15 = "memref.alloc"(%arg2, %arg3, %arg4, %arg5) <{operandSegmentSizes = array<i32: 2, 2>}> : (index, index, index, index) -> memref<?x?xf32, #map>
    %16 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x8xf64>
    %17 = "memref.alloc"(%arg3) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32, 1>
    %18 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
    %19 = "memref.alloca"(%arg2) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x8xf32>
    %20 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
    "memref.dealloc"(%17) : (memref<?xf32, 1>) -> ()
    "memref.dealloc"(%16) : (memref<8x8xf64>) -> ()
    "memref.dealloc"(%15) : (memref<?x?xf32, #map>) -> ()
    "memref.dealloc"(%14) : (memref<?x4x?xi16>) -> ()
    "memref.dealloc"(%13) : (memref<?xf32>) -> ()
    "memref.dealloc"(%12) : (memref<1024xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> f32, sym_name = "scoped"}> ({
  ^bb0(%arg1: index):
    %7 = "memref.alloca_scope"() ({
      %8 = "memref.alloca"(%arg1) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
      %9 = "arith.constant"() <{value = 0 : index}> : () -> index
      %10 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "memref.store"(%10, %8, %9) : (f32, memref<?xf32>, index) -> ()
      %11 = "memref.load"(%8, %9) : (memref<?xf32>, index) -> f32
      "memref.alloca_scope.return"(%11) : (f32) -> ()
    }) : () -> f32
    "func.return"(%7) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (f32, f64), sym_name = "globals"}> ({
  ^bb0(%arg0: index):
    %0 = "memref.get_global"() <{name = @lookup}> : () -> memref<4xf32>
    %1 = "memref.get_global"() <{name = @coeffs}> : () -> memref<3xf64>
    %2 = "memref.get_global"() <{name = @state}> : () -> memref<16x16xi32>
    %3 = "memref.load"(%0, %arg0) : (memref<4xf32>, index) -> f32
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "memref.load"(%1, %4) : (memref<3xf64>, index) -> f64
    %6 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "memref.store"(%6, %2, %arg0, %4) : (i32, memref<16x16xi32>, index, index) -> ()
    "func.return"(%3, %5) : (f32, f64) -> ()
  }) : () -> ()
}) : () -> ()

