"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "int_arith"}> ({
  ^bb0(%arg10: i32, %arg11: i32):
    %23 = "arith.addi"(%arg10, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %24 = "arith.addi"(%23, %arg11) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %25 = "arith.subi"(%24, %arg10) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %26 = "arith.muli"(%25, %arg11) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %27 = "arith.divsi"(%26, %arg11) : (i32, i32) -> i32
    %28 = "arith.divui"(%27, %arg11) : (i32, i32) -> i32
    %29 = "arith.ceildivsi"(%28, %arg10) : (i32, i32) -> i32
    %30 = "arith.ceildivui"(%29, %arg10) : (i32, i32) -> i32
    %31 = "arith.floordivsi"(%30, %arg11) : (i32, i32) -> i32
    %32 = "arith.remsi"(%31, %arg10) : (i32, i32) -> i32
    %33 = "arith.remui"(%32, %arg11) : (i32, i32) -> i32
    %34 = "arith.andi"(%33, %arg10) : (i32, i32) -> i32
    %35 = "arith.ori"(%34, %arg11) : (i32, i32) -> i32
    %36 = "arith.xori"(%35, %arg10) : (i32, i32) -> i32
    %37 = "arith.shli"(%36, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %38 = "arith.shli"(%37, %arg10) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %39 = "arith.shrsi"(%38, %arg11) : (i32, i32) -> i32
    %40 = "arith.shrui"(%39, %arg10) : (i32, i32) -> i32
    %41 = "arith.maxsi"(%40, %arg11) : (i32, i32) -> i32
    %42 = "arith.minsi"(%41, %arg10) : (i32, i32) -> i32
    %43 = "arith.maxui"(%42, %arg11) : (i32, i32) -> i32
    %44 = "arith.minui"(%43, %arg10) : (i32, i32) -> i32
    "func.return"(%44) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "int_exact"}> ({
  ^bb0(%arg8: i64, %arg9: i64):
    %19 = "arith.divsi"(%arg8, %arg9) <{isExact}> : (i64, i64) -> i64
    %20 = "arith.divui"(%19, %arg9) <{isExact}> : (i64, i64) -> i64
    %21 = "arith.shrsi"(%20, %arg9) <{isExact}> : (i64, i64) -> i64
    %22 = "arith.shrui"(%21, %arg9) <{isExact}> : (i64, i64) -> i64
    "func.return"(%22) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i1, i32, i32, i32, i32), sym_name = "int_extended"}> ({
  ^bb0(%arg6: i32, %arg7: i32):
    %16:2 = "arith.addui_extended"(%arg6, %arg7) : (i32, i32) -> (i32, i1)
    %17:2 = "arith.mului_extended"(%arg6, %arg7) : (i32, i32) -> (i32, i32)
    %18:2 = "arith.mulsi_extended"(%arg6, %arg7) : (i32, i32) -> (i32, i32)
    "func.return"(%16#0, %16#1, %17#0, %17#1, %18#0, %18#1) : (i32, i1, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "cmpi_all"}> ({
  ^bb0(%arg4: index, %arg5: index):
    %6 = "arith.cmpi"(%arg4, %arg5) <{predicate = 0 : i64}> : (index, index) -> i1
    %7 = "arith.cmpi"(%arg4, %arg5) <{predicate = 1 : i64}> : (index, index) -> i1
    %8 = "arith.cmpi"(%arg4, %arg5) <{predicate = 2 : i64}> : (index, index) -> i1
    %9 = "arith.cmpi"(%arg4, %arg5) <{predicate = 3 : i64}> : (index, index) -> i1
    %10 = "arith.cmpi"(%arg4, %arg5) <{predicate = 4 : i64}> : (index, index) -> i1
    %11 = "arith.cmpi"(%arg4, %arg5) <{predicate = 5 : i64}> : (index, index) -> i1
    %12 = "arith.cmpi"(%arg4, %arg5) <{predicate = 6 : i64}> : (index, index) -> i1
    %13 = "arith.cmpi"(%arg4, %arg5) <{predicate = 7 : i64}> : (index, index) -> i1
    %14 = "arith.cmpi"(%arg4, %arg5) <{predicate = 8 : i64}> : (index, index) -> i1
    %15 = "arith.cmpi"(%arg4, %arg5) <{predicate = 9 : i64}> : (index, index) -> i1
    "func.return"(%6, %7, %8, %9, %10, %11, %12, %13, %14, %15) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi16>, vector<4xi16>) -> (vector<4xi16>, vector<4xi1>), sym_name = "vector_int"}> ({
  ^bb0(%arg2: vector<4xi16>, %arg3: vector<4xi16>):
    %2 = "arith.addi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<nsw>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %3 = "arith.muli"(%2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %4 = "arith.cmpi"(%3, %arg2) <{predicate = 6 : i64}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi1>
    %5 = "arith.select"(%4, %3, %arg2) : (vector<4xi1>, vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    "func.return"(%5, %4) : (vector<4xi16>, vector<4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xi8>, tensor<?xi8>) -> tensor<?xi8>, sym_name = "tensor_int"}> ({
  ^bb0(%arg0: tensor<?xi8>, %arg1: tensor<?xi8>):
    %0 = "arith.xori"(%arg0, %arg1) : (tensor<?xi8>, tensor<?xi8>) -> tensor<?xi8>
    %1 = "arith.maxui"(%0, %arg0) : (tensor<?xi8>, tensor<?xi8>) -> tensor<?xi8>
    "func.return"(%1) : (tensor<?xi8>) -> ()
  }) : () -> ()
}) : () -> ()

