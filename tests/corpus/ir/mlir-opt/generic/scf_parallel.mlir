"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, f32) -> (), sym_name = "fill2d"}> ({
  ^bb0(%arg13: memref<?x?xf32>, %arg14: f32):
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17 = "arith.constant"() <{value = 1 : index}> : () -> index
    %18 = "memref.dim"(%arg13, %16) : (memref<?x?xf32>, index) -> index
    %19 = "memref.dim"(%arg13, %17) : (memref<?x?xf32>, index) -> index
    "scf.parallel"(%16, %16, %18, %19, %17, %17) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg15: index, %arg16: index):
      "memref.store"(%arg14, %arg13, %arg15, %arg16) : (f32, memref<?x?xf32>, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>) -> (f32, f32), sym_name = "sum_and_max"}> ({
  ^bb0(%arg7: memref<?xf32>):
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "memref.dim"(%arg7, %7) : (memref<?xf32>, index) -> index
    %10 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %12:2 = "scf.parallel"(%7, %9, %8, %10, %11) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg8: index):
      %13 = "memref.load"(%arg7, %arg8) : (memref<?xf32>, index) -> f32
      "scf.reduce"(%13, %13) ({
      ^bb0(%arg11: f32, %arg12: f32):
        %15 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%15) : (f32) -> ()
      }, {
      ^bb0(%arg9: f32, %arg10: f32):
        %14 = "arith.maximumf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%14) : (f32) -> ()
      }) : (f32, f32) -> ()
    }) : (index, index, index, f32, f32) -> (f32, f32)
    "func.return"(%12#0, %12#1) : (f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<64x64xf32>, f32) -> (), sym_name = "forall_scale"}> ({
  ^bb0(%arg3: memref<64x64xf32>, %arg4: f32):
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 64, 64>}> ({
    ^bb0(%arg5: index, %arg6: index):
      %5 = "memref.load"(%arg3, %arg5, %arg6) : (memref<64x64xf32>, index, index) -> f32
      %6 = "arith.mulf"(%5, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.store"(%6, %arg3, %arg5, %arg6) : (f32, memref<64x64xf32>, index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "execute_region"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    %0 = "scf.execute_region"() ({
      %2 = "arith.addi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "cf.cond_br"(%arg0, %2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
    ^bb1:  // pred: ^bb0
      "scf.yield"(%arg1) : (i32) -> ()
    ^bb2(%3: i32):  // pred: ^bb0
      %4 = "arith.muli"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : () -> i32
    %1 = "scf.execute_region"() <{no_inline}> ({
      "scf.yield"(%0) : (i32) -> ()
    }) : () -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

