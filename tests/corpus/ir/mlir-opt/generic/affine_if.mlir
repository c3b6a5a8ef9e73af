#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0 - 1, d1)>
#map2 = affine_map<(d0, d1) -> (d0 + 1, d1)>
#map3 = affine_map<() -> (0)>
#map4 = affine_map<()[s0] -> (s0)>
#map5 = affine_map<(d0, d1) -> (d0 - 1, d1 - 1)>
#map6 = affine_map<() -> (12)>
#map7 = affine_map<(d0) -> (d0, d0)>
#map8 = affine_map<() -> (100)>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<() -> (64)>
#set = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, d1 - 1 >= 0, -d0 + s0 - 2 >= 0, -d1 + s0 - 2 >= 0)>
#set1 = affine_set<(d0, d1) : (d0 - d1 == 0)>
#set2 = affine_set<(d0, d1) : (d0 - 1 >= 0, d1 - 1 >= 0, -d0 + 10 >= 0, -d1 + 10 >= 0)>
#set3 = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
#set4 = affine_set<(d0) : (d0 mod 2 == 0)>
#set5 = affine_set<(d0) : (d0 - 1 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, index) -> (), sym_name = "diag_and_interior"}> ({
  ^bb0(%arg10: memref<?x?xf32>, %arg11: index):
    %11 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "affine.for"(%arg11) <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map4}> ({
    ^bb0(%arg12: index):
      "affine.for"(%arg11) <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map4}> ({
      ^bb0(%arg13: index):
        "affine.if"(%arg12, %arg13) <{condition = #set1}> ({
          "affine.store"(%11, %arg10, %arg12, %arg13) <{map = #map}> : (f32, memref<?x?xf32>, index, index) -> ()
          "affine.yield"() : () -> ()
        }, {
          "affine.if"(%arg12, %arg13, %arg11) <{condition = #set}> ({
            %13 = "affine.load"(%arg10, %arg12, %arg13) <{map = #map1}> : (memref<?x?xf32>, index, index) -> f32
            %14 = "affine.load"(%arg10, %arg12, %arg13) <{map = #map2}> : (memref<?x?xf32>, index, index) -> f32
            %15 = "arith.addf"(%13, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
            "affine.store"(%15, %arg10, %arg12, %arg13) <{map = #map}> : (f32, memref<?x?xf32>, index, index) -> ()
            "affine.yield"() : () -> ()
          }, {
          }) : (index, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : (index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<10x10xf32>) -> memref<12x12xf32>, sym_name = "pad_edges"}> ({
  ^bb0(%arg7: memref<10x10xf32>):
    %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<12x12xf32>
    "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
    ^bb0(%arg8: index):
      "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
      ^bb0(%arg9: index):
        %8 = "affine.if"(%arg8, %arg9) <{condition = #set2}> ({
          %10 = "affine.load"(%arg7, %arg8, %arg9) <{map = #map5}> : (memref<10x10xf32>, index, index) -> f32
          "affine.yield"(%10) : (f32) -> ()
        }, {
          %9 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
          "affine.yield"(%9) : (f32) -> ()
        }) : (index, index) -> f32
        "affine.store"(%8, %7, %arg8, %arg9) <{map = #map}> : (f32, memref<12x12xf32>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%7) : (memref<12x12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xi32>, index, index) -> i32, sym_name = "guarded"}> ({
  ^bb0(%arg2: memref<?x?xi32>, %arg3: index, %arg4: index):
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "affine.for"(%2) <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map8}> ({
    ^bb0(%arg5: index, %arg6: i32):
      %4:2 = "affine.if"(%arg5, %arg5, %arg3, %arg4) <{condition = #set3}> ({
        %6 = "affine.load"(%arg2, %arg5) <{map = #map7}> : (memref<?x?xi32>, index) -> i32
        "affine.yield"(%6, %6) : (i32, i32) -> ()
      }, {
        "affine.yield"(%2, %arg6) : (i32, i32) -> ()
      }) : (index, index, index, index) -> (i32, i32)
      %5 = "arith.addi"(%4#0, %4#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "affine.yield"(%5) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<64xf32>) -> (), sym_name = "parity"}> ({
  ^bb0(%arg0: memref<64xf32>):
    "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map10}> ({
    ^bb0(%arg1: index):
      "affine.if"(%arg1) <{condition = #set4}> ({
        %0 = "affine.load"(%arg0, %arg1) <{map = #map9}> : (memref<64xf32>, index) -> f32
        %1 = "arith.addf"(%0, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.store"(%1, %arg0, %arg1) <{map = #map9}> : (f32, memref<64xf32>, index) -> ()
        "affine.yield"() : () -> ()
      }, {
      }) : (index) -> ()
      "affine.if"(%arg1) <{condition = #set5}> ({
        "affine.yield"() : () -> ()
      }, {
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

