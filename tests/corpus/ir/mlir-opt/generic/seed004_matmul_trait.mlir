#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32, f32) -> f32, sym_name = "fma"}> ({
  ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
    %19 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %20 = "arith.addf"(%arg23, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%20) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "matmul"}> ({
  ^bb0(%arg15: memref<?x?xf32>, %arg16: memref<?x?xf32>, %arg17: memref<?x?xf32>):
    "linalg.generic"(%arg15, %arg16, %arg17) <{doc = "C(m, n) += A(m, k) * B(k, n)", indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], library_call = "linalg_matmul", operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %17 = "arith.mulf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %18 = "arith.addf"(%arg20, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%18) : (f32) -> ()
    }) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "matmul_indexed"}> ({
  ^bb0(%arg9: memref<?x?xf32>, %arg10: memref<?x?xf32>, %arg11: memref<?x?xf32>):
    "linalg.generic"(%arg9, %arg10, %arg11) <{doc = "C(m, n) += A(m, k) * B(k, n)", indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], library_call = "linalg_matmul", operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
      %9 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %10 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %11 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %12 = "arith.addi"(%9, %11) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %13 = "arith.cmpi"(%12, %10) <{predicate = 0 : i64}> : (index, index) -> i1
      %14 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %15 = "arith.addf"(%arg14, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %16 = "arith.select"(%13, %15, %arg14) : (i1, f32, f32) -> f32
      "linalg.yield"(%16) : (f32) -> ()
    }) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "linalg_matmul", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "matmul_as_call"}> ({
  ^bb0(%arg6: memref<?x?xf32>, %arg7: memref<?x?xf32>, %arg8: memref<?x?xf32>):
    "func.call"(%arg6, %arg7, %arg8) <{callee = @linalg_matmul}> : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "matmul_as_loops"}> ({
  ^bb0(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "memref.dim"(%arg0, %0) : (memref<?x?xf32>, index) -> index
    %3 = "memref.dim"(%arg0, %1) : (memref<?x?xf32>, index) -> index
    %4 = "memref.dim"(%arg1, %1) : (memref<?x?xf32>, index) -> index
    "scf.for"(%0, %2, %1) ({
    ^bb0(%arg3: index):
      "scf.for"(%0, %4, %1) ({
      ^bb0(%arg4: index):
        "scf.for"(%0, %3, %1) ({
        ^bb0(%arg5: index):
          %5 = "memref.load"(%arg0, %arg3, %arg5) : (memref<?x?xf32>, index, index) -> f32
          %6 = "memref.load"(%arg1, %arg5, %arg4) : (memref<?x?xf32>, index, index) -> f32
          %7 = "memref.load"(%arg2, %arg3, %arg4) : (memref<?x?xf32>, index, index) -> f32
          %8 = "func.call"(%5, %6, %7) <{callee = @fma}> : (f32, f32, f32) -> f32
          "memref.store"(%8, %arg2, %arg3, %arg4) : (f32, memref<?x?xf32>, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

