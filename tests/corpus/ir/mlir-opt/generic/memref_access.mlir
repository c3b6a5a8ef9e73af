"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, memref<16xf32>, index, index) -> (), sym_name = "load_store"}> ({
  ^bb0(%arg13: memref<?x?xf32>, %arg14: memref<16xf32>, %arg15: index, %arg16: index):
    %24 = "memref.load"(%arg13, %arg15, %arg16) : (memref<?x?xf32>, index, index) -> f32
    %25 = "memref.load"(%arg14, %arg15) <{nontemporal = true}> : (memref<16xf32>, index) -> f32
    %26 = "arith.addf"(%24, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "memref.store"(%26, %arg13, %arg16, %arg15) : (f32, memref<?x?xf32>, index, index) -> ()
    "memref.store"(%26, %arg14, %arg16) <{nontemporal = false}> : (f32, memref<16xf32>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x8x?xf32>, memref<*xf32>) -> (index, index, index), sym_name = "shapes"}> ({
  ^bb0(%arg11: memref<?x8x?xf32>, %arg12: memref<*xf32>):
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "arith.constant"() <{value = 2 : index}> : () -> index
    %21 = "memref.dim"(%arg11, %19) : (memref<?x8x?xf32>, index) -> index
    %22 = "memref.dim"(%arg11, %20) : (memref<?x8x?xf32>, index) -> index
    %23 = "memref.rank"(%arg12) : (memref<*xf32>) -> index
    "func.return"(%21, %22, %23) : (index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4xf32>, memref<?x?xf32>) -> memref<*xf32>, sym_name = "casts"}> ({
  ^bb0(%arg9: memref<4x4xf32>, %arg10: memref<?x?xf32>):
    %15 = "memref.cast"(%arg9) : (memref<4x4xf32>) -> memref<?x?xf32>
    %16 = "memref.cast"(%arg10) : (memref<?x?xf32>) -> memref<4x4xf32>
    %17 = "memref.cast"(%15) : (memref<?x?xf32>) -> memref<*xf32>
    %18 = "memref.cast"(%17) : (memref<*xf32>) -> memref<?x?xf32>
    "memref.copy"(%16, %arg9) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
    "memref.copy"(%18, %arg10) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
    "func.return"(%17) : (memref<*xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x8xf32, strided<[16, 1], offset: 4>>, memref<8x8xf32>) -> (), sym_name = "copy_strided"}> ({
  ^bb0(%arg7: memref<8x8xf32, strided<[16, 1], offset: 4>>, %arg8: memref<8x8xf32>):
    "memref.copy"(%arg7, %arg8) : (memref<8x8xf32, strided<[16, 1], offset: 4>>, memref<8x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi32>, memref<256xi32>) -> (), sym_name = "histogram"}> ({
  ^bb0(%arg4: memref<?xi32>, %arg5: memref<256xi32>):
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %11 = "memref.dim"(%arg4, %8) : (memref<?xi32>, index) -> index
    "scf.for"(%8, %11, %9) ({
    ^bb0(%arg6: index):
      %12 = "memref.load"(%arg4, %arg6) : (memref<?xi32>, index) -> i32
      %13 = "arith.index_cast"(%12) : (i32) -> index
      %14 = "memref.atomic_rmw"(%10, %arg5, %13) <{kind = 1 : i64}> : (i32, memref<256xi32>, index) -> i32
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf64>, memref<?xf64>) -> (), sym_name = "sum_rows"}> ({
  ^bb0(%arg0: memref<?x?xf64>, %arg1: memref<?xf64>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %3 = "memref.dim"(%arg0, %0) : (memref<?x?xf64>, index) -> index
    %4 = "memref.dim"(%arg0, %1) : (memref<?x?xf64>, index) -> index
    "scf.for"(%0, %3, %1) ({
    ^bb0(%arg2: index):
      "memref.store"(%2, %arg1, %arg2) : (f64, memref<?xf64>, index) -> ()
      "scf.for"(%0, %4, %1) ({
      ^bb0(%arg3: index):
        %5 = "memref.load"(%arg0, %arg2, %arg3) : (memref<?x?xf64>, index, index) -> f64
        %6 = "memref.load"(%arg1, %arg2) : (memref<?xf64>, index) -> f64
        %7 = "arith.addf"(%6, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "memref.store"(%7, %arg1, %arg2) : (f64, memref<?xf64>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

