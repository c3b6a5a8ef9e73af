#map = affine_map<() -> (0)>
#map1 = affine_map<()[s0] -> (s0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xi32>, memref<?xi32>, i32) -> (), sym_name = "search"}> ({
  ^bb0(%arg4: memref<?x?xi32>, %arg5: memref<?xi32>, %arg6: i32):
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "memref.dim"(%arg4, %12) : (memref<?x?xi32>, index) -> index
    "affine.for"(%13) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg7: index):
      "func.call"(%arg4, %arg5, %arg6, %arg7) <{callee = @search_body}> : (memref<?x?xi32>, memref<?xi32>, i32, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xi32>, memref<?xi32>, i32, index) -> (), sym_name = "search_body", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<?x?xi32>, %arg1: memref<?xi32>, %arg2: i32, %arg3: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "memref.dim"(%arg0, %1) : (memref<?x?xi32>, index) -> index
    "cf.br"(%0)[^bb1] : (index) -> ()
  ^bb1(%3: index):  // 2 preds: ^bb0, ^bb4
    %4 = "arith.cmpi"(%3, %2) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.cond_br"(%4, %3)[^bb2, ^bb5] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, index) -> ()
  ^bb2(%5: index):  // pred: ^bb1
    %6 = "affine.load"(%arg0, %arg3, %5) <{map = #map2}> : (memref<?x?xi32>, index, index) -> i32
    %7 = "arith.cmpi"(%6, %arg2) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%7, %5, %5)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> ()
  ^bb3(%8: index):  // pred: ^bb2
    %9 = "arith.index_cast"(%8) : (index) -> i32
    "affine.store"(%9, %arg1, %arg3) <{map = #map3}> : (i32, memref<?xi32>, index) -> ()
    "cf.br"()[^bb5] : () -> ()
  ^bb4(%10: index):  // pred: ^bb2
    %11 = "arith.addi"(%10, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%11)[^bb1] : (index) -> ()
  ^bb5:  // 2 preds: ^bb1, ^bb3
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

