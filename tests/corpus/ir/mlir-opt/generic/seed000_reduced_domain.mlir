#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0, d1) -> (d0 + d1)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<()[s0] -> (s0)>
#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 - 10 >= 0, -d1 + s0 - 9 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, index, index) -> i32, sym_name = "S1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, memref<10xi32>, index, index) -> (), sym_name = "S2", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<10xi32>, i32, index) -> (), sym_name = "reduced_domain_example"}> ({
  ^bb0(%arg0: memref<10xi32>, %arg1: i32, %arg2: index):
    "affine.for"(%arg2) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg3: index):
      "affine.for"(%arg2) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg4: index):
        %0 = "affine.apply"(%arg4) <{map = #map}> : (index) -> index
        %1 = "func.call"(%arg1, %arg3, %0) <{callee = @S1}> : (i32, index, index) -> i32
        "affine.if"(%arg3, %arg4, %arg2) <{condition = #set}> ({
          %2 = "affine.apply"(%arg3, %arg4) <{map = #map1}> : (index, index) -> index
          "func.call"(%1, %arg0, %arg3, %2) <{callee = @S2}> : (i32, memref<10xi32>, index, index) -> ()
          "affine.yield"() : () -> ()
        }, {
        }) : (index, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

