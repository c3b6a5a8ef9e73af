#map = affine_map<() -> (-2)>
#map1 = affine_map<() -> (102)>
#set = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (), sym_name = "inside", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "integer_sets"}> ({
  ^bb0(%arg0: index, %arg1: index):
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg2: index):
      "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
      ^bb0(%arg3: index):
        "affine.if"(%arg2, %arg3, %arg0, %arg1) <{condition = #set}> ({
          "func.call"(%arg2, %arg3) <{callee = @inside}> : (index, index) -> ()
          "affine.yield"() : () -> ()
        }, {
        }) : (index, index, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

