#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<() -> (180)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<180x180xi32>) -> (), sym_name = "floyd_warshall"}> ({
  ^bb0(%arg0: memref<180x180xi32>):
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg1: index):
      "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg2: index):
        "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
        ^bb0(%arg3: index):
          %0 = "affine.load"(%arg0, %arg2, %arg3) <{map = #map}> : (memref<180x180xi32>, index, index) -> i32
          %1 = "affine.load"(%arg0, %arg2, %arg1) <{map = #map}> : (memref<180x180xi32>, index, index) -> i32
          %2 = "affine.load"(%arg0, %arg1, %arg3) <{map = #map}> : (memref<180x180xi32>, index, index) -> i32
          %3 = "arith.addi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %4 = "arith.cmpi"(%0, %3) <{predicate = 2 : i64}> : (i32, i32) -> i1
          %5 = "arith.select"(%4, %0, %3) : (i1, i32, i32) -> i32
          "affine.store"(%5, %arg0, %arg2, %arg3) <{map = #map}> : (i32, memref<180x180xi32>, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : () -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

