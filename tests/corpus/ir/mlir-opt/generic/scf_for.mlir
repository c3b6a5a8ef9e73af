"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index) -> f32, sym_name = "sum"}> ({
  ^bb0(%arg24: memref<?xf32>, %arg25: index):
    %28 = "arith.constant"() <{value = 0 : index}> : () -> index
    %29 = "arith.constant"() <{value = 1 : index}> : () -> index
    %30 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %31 = "scf.for"(%28, %arg25, %29, %30) ({
    ^bb0(%arg26: index, %arg27: f32):
      %32 = "memref.load"(%arg24, %arg26) : (memref<?xf32>, index) -> f32
      %33 = "arith.addf"(%arg27, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%33) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%31) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi32>, index) -> (i32, i32), sym_name = "min_max"}> ({
  ^bb0(%arg19: memref<?xi32>, %arg20: index):
    %20 = "arith.constant"() <{value = 0 : index}> : () -> index
    %21 = "arith.constant"() <{value = 1 : index}> : () -> index
    %22 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %23 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %24:2 = "scf.for"(%20, %arg20, %21, %22, %23) ({
    ^bb0(%arg21: index, %arg22: i32, %arg23: i32):
      %25 = "memref.load"(%arg19, %arg21) : (memref<?xi32>, index) -> i32
      %26 = "arith.minsi"(%arg22, %25) : (i32, i32) -> i32
      %27 = "arith.maxsi"(%arg23, %25) : (i32, i32) -> i32
      "scf.yield"(%26, %27) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    "func.return"(%24#0, %24#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, memref<?xf32>, memref<?xf32>) -> (), sym_name = "matvec"}> ({
  ^bb0(%arg13: memref<?x?xf32>, %arg14: memref<?xf32>, %arg15: memref<?xf32>):
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    %12 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %13 = "memref.dim"(%arg13, %10) : (memref<?x?xf32>, index) -> index
    %14 = "memref.dim"(%arg13, %11) : (memref<?x?xf32>, index) -> index
    "scf.for"(%10, %13, %11) ({
    ^bb0(%arg16: index):
      %15 = "scf.for"(%10, %14, %11, %12) ({
      ^bb0(%arg17: index, %arg18: f32):
        %16 = "memref.load"(%arg13, %arg16, %arg17) : (memref<?x?xf32>, index, index) -> f32
        %17 = "memref.load"(%arg14, %arg17) : (memref<?xf32>, index) -> f32
        %18 = "arith.mulf"(%16, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %19 = "arith.addf"(%arg18, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.yield"(%19) : (f32) -> ()
      }) : (index, index, index, f32) -> f32
      "memref.store"(%15, %arg15, %arg16) : (f32, memref<?xf32>, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "integer_iv"}> ({
  ^bb0(%arg8: i32, %arg9: i32, %arg10: i32):
    %7 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %8 = "scf.for"(%arg8, %arg9, %arg10, %7) ({
    ^bb0(%arg11: i32, %arg12: i32):
      %9 = "arith.addi"(%arg12, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%9) : (i32) -> ()
    }) : (i32, i32, i32, i32) -> i32
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "unsigned_loop"}> ({
  ^bb0(%arg4: i64, %arg5: i64):
    %4 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %5 = "scf.for"(%arg4, %arg5, %4, %arg4) <{unsignedCmp}> ({
    ^bb0(%arg6: i64, %arg7: i64):
      %6 = "arith.xori"(%arg7, %arg6) : (i64, i64) -> i64
      "scf.yield"(%6) : (i64) -> ()
    }) : (i64, i64, i64, i64) -> i64
    "func.return"(%5) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>, index) -> tensor<8xf32>, sym_name = "tensor_carried"}> ({
  ^bb0(%arg0: tensor<8xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "scf.for"(%0, %arg1, %1, %arg0) ({
    ^bb0(%arg2: index, %arg3: tensor<8xf32>):
      %3 = "arith.addf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
      "scf.yield"(%3) : (tensor<8xf32>) -> ()
    }) : (index, index, index, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%2) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

