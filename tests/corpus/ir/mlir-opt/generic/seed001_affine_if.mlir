#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0, d1) -> (d0 + d1)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<()[s0] -> (s0)>
#map4 = affine_map<(d0, d1) -> (d0 - 1, d1 - 1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<() -> (0, 0)>
#map7 = affine_map<() -> (12, 12)>
#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 - 10 >= 0, -d1 + s0 - 9 >= 0)>
#set1 = affine_set<(d0, d1) : (d0 - 1 >= 0, d1 - 1 >= 0, -d0 + 10 >= 0, -d1 + 10 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, index, index) -> i32, sym_name = "S1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, memref<10xi32>, index, index) -> (), sym_name = "S2", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<10xi32>, i32, index) -> (), sym_name = "reduced_domain_example"}> ({
  ^bb0(%arg3: memref<10xi32>, %arg4: i32, %arg5: index):
    "affine.for"(%arg5) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg6: index):
      "affine.for"(%arg5) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg7: index):
        %4 = "affine.apply"(%arg7) <{map = #map}> : (index) -> index
        %5 = "func.call"(%arg4, %arg6, %4) <{callee = @S1}> : (i32, index, index) -> i32
        "affine.if"(%arg6, %arg7, %arg5) <{condition = #set}> ({
          %6 = "affine.apply"(%arg6, %arg7) <{map = #map1}> : (index, index) -> index
          "func.call"(%5, %arg3, %arg6, %6) <{callee = @S2}> : (i32, memref<10xi32>, index, index) -> ()
          "affine.yield"() : () -> ()
        }, {
        }) : (index, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<10x10xf32>) -> memref<12x12xf32>, sym_name = "pad_edges"}> ({
  ^bb0(%arg0: memref<10x10xf32>):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<12x12xf32>
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map6, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map7}> ({
    ^bb0(%arg1: index, %arg2: index):
      %1 = "affine.if"(%arg1, %arg2) <{condition = #set1}> ({
        %3 = "affine.load"(%arg0, %arg1, %arg2) <{map = #map4}> : (memref<10x10xf32>, index, index) -> f32
        "affine.yield"(%3) : (f32) -> ()
      }, {
        %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        "affine.yield"(%2) : (f32) -> ()
      }) : (index, index) -> f32
      "affine.store"(%1, %0, %arg1, %arg2) <{map = #map5}> : (f32, memref<12x12xf32>, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%0) : (memref<12x12xf32>) -> ()
  }) : () -> ()
}) : () -> ()

