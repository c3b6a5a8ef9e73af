#map = affine_map<(d0)[s0] -> (-d0 + s0)>
#map1 = affine_map<(d0, d1)[s0] -> (-d0 + s0 - 1, d1)>
#map2 = affine_map<(d0, d1)[s0] -> (-d0 + s0 - 1, d1 - 1)>
#map3 = affine_map<(d0, d1)[s0] -> (-d0 + s0, d1)>
#map4 = affine_map<(d0, d1)[s0] -> (-d0 + s0, d1 - 1)>
#map5 = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0, d1) -> (d0 + 1, d1)>
#map8 = affine_map<(d0)[s0] -> (-d0 + s0 + 1)>
#map9 = affine_map<()[s0] -> (s0)>
#map10 = affine_map<() -> (0)>
#set = affine_set<(d0) : (d0 - 1 >= 0)>
#set1 = affine_set<(d0)[s0] : (-d0 + s0 - 2 >= 0)>
#set2 = affine_set<(d0, d1) : (d1 - d0 - 2 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, memref<?xi8>, memref<?x2500xi32>) -> (), sym_name = "kernel_nussinov"}> ({
  ^bb0(%arg0: i32, %arg1: memref<?xi8>, %arg2: memref<?x2500xi32>):
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "arith.index_cast"(%arg0) : (i32) -> index
    "affine.for"(%3) <{lowerBoundMap = #map10, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map9}> ({
    ^bb0(%arg3: index):
      "affine.for"(%arg3, %3, %3) <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 2, 1, 0>, step = 1 : index, upperBoundMap = #map9}> ({
      ^bb0(%arg4: index):
        %4 = "affine.apply"(%arg3, %3) <{map = #map}> : (index, index) -> index
        "affine.if"(%arg4) <{condition = #set}> ({
          %27 = "affine.load"(%arg2, %arg3, %arg4, %3) <{map = #map1}> : (memref<?x2500xi32>, index, index, index) -> i32
          %28 = "affine.load"(%arg2, %arg3, %arg4, %3) <{map = #map2}> : (memref<?x2500xi32>, index, index, index) -> i32
          %29 = "arith.cmpi"(%27, %28) <{predicate = 5 : i64}> : (i32, i32) -> i1
          %30 = "arith.select"(%29, %27, %28) : (i1, i32, i32) -> i32
          "affine.store"(%30, %arg2, %arg3, %arg4, %3) <{map = #map1}> : (i32, memref<?x2500xi32>, index, index, index) -> ()
          "affine.yield"() : () -> ()
        }, {
        }) : (index) -> ()
        "affine.if"(%arg3, %3) <{condition = #set1}> ({
          %23 = "affine.load"(%arg2, %arg3, %arg4, %3) <{map = #map1}> : (memref<?x2500xi32>, index, index, index) -> i32
          %24 = "affine.load"(%arg2, %arg3, %arg4, %3) <{map = #map3}> : (memref<?x2500xi32>, index, index, index) -> i32
          %25 = "arith.cmpi"(%23, %24) <{predicate = 5 : i64}> : (i32, i32) -> i1
          %26 = "arith.select"(%25, %23, %24) : (i1, i32, i32) -> i32
          "affine.store"(%26, %arg2, %arg3, %arg4, %3) <{map = #map1}> : (i32, memref<?x2500xi32>, index, index, index) -> ()
          "affine.yield"() : () -> ()
        }, {
        }) : (index, index) -> ()
        "affine.if"(%4, %arg4) <{condition = #set2}> ({
          %11 = "affine.load"(%arg2, %arg3, %arg4, %3) <{map = #map1}> : (memref<?x2500xi32>, index, index, index) -> i32
          %12 = "affine.load"(%arg2, %arg3, %arg4, %3) <{map = #map4}> : (memref<?x2500xi32>, index, index, index) -> i32
          %13 = "affine.load"(%arg1, %arg3, %3) <{map = #map5}> : (memref<?xi8>, index, index) -> i8
          %14 = "affine.load"(%arg1, %arg4) <{map = #map6}> : (memref<?xi8>, index) -> i8
          %15 = "arith.extsi"(%13) : (i8) -> i32
          %16 = "arith.extsi"(%14) : (i8) -> i32
          %17 = "arith.addi"(%15, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %18 = "arith.cmpi"(%17, %0) <{predicate = 0 : i64}> : (i32, i32) -> i1
          %19 = "arith.select"(%18, %1, %2) : (i1, i32, i32) -> i32
          %20 = "arith.addi"(%12, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %21 = "arith.cmpi"(%11, %20) <{predicate = 5 : i64}> : (i32, i32) -> i1
          %22 = "arith.select"(%21, %11, %20) : (i1, i32, i32) -> i32
          "affine.store"(%22, %arg2, %arg3, %arg4, %3) <{map = #map1}> : (i32, memref<?x2500xi32>, index, index, index) -> ()
          "affine.yield"() : () -> ()
        }, {
        }) : (index, index) -> ()
        "affine.for"(%arg3, %3, %arg4) <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 2, 1, 0>, step = 1 : index, upperBoundMap = #map6}> ({
        ^bb0(%arg5: index):
          %5 = "affine.load"(%arg2, %arg3, %arg4, %3) <{map = #map1}> : (memref<?x2500xi32>, index, index, index) -> i32
          %6 = "affine.load"(%arg2, %arg3, %arg5, %3) <{map = #map1}> : (memref<?x2500xi32>, index, index, index) -> i32
          %7 = "affine.load"(%arg2, %arg5, %arg4) <{map = #map7}> : (memref<?x2500xi32>, index, index) -> i32
          %8 = "arith.addi"(%6, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %9 = "arith.cmpi"(%5, %8) <{predicate = 5 : i64}> : (i32, i32) -> i1
          %10 = "arith.select"(%9, %5, %8) : (i1, i32, i32) -> i32
          "affine.store"(%10, %arg2, %arg3, %arg4, %3) <{map = #map1}> : (i32, memref<?x2500xi32>, index, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

