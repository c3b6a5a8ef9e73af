#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<() -> (0)>
#map5 = affine_map<()[s0] -> (s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x?xf32>, memref<?xvector<4xf32>>) -> (), sym_name = "example"}> ({
  ^bb0(%arg4: memref<8x?xf32>, %arg5: memref<?xvector<4xf32>>):
    "linalg.generic"(%arg4, %arg5) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32, %arg7: vector<4xf32>):
      %10 = "vector.broadcast"(%arg6) : (f32) -> vector<4xf32>
      %11 = "arith.addf"(%10, %arg7) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      "linalg.yield"(%11) : (vector<4xf32>) -> ()
    }) : (memref<8x?xf32>, memref<?xvector<4xf32>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x?xf32>, memref<?xvector<4xf32>>) -> (), sym_name = "example_lowered"}> ({
  ^bb0(%arg0: memref<8x?xf32>, %arg1: memref<?xvector<4xf32>>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "memref.dim"(%arg0, %0) : (memref<8x?xf32>, index) -> index
    %3 = "memref.dim"(%arg0, %1) : (memref<8x?xf32>, index) -> index
    %4 = "memref.dim"(%arg1, %0) : (memref<?xvector<4xf32>>, index) -> index
    %5 = "arith.cmpi"(%2, %4) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%5) <{msg = "inconsistent sizes"}> : (i1) -> ()
    "affine.for"(%3) <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map5}> ({
    ^bb0(%arg2: index):
      "affine.for"(%2) <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map5}> ({
      ^bb0(%arg3: index):
        %6 = "affine.load"(%arg0, %arg3, %arg2) <{map = #map2}> : (memref<8x?xf32>, index, index) -> f32
        %7 = "affine.load"(%arg1, %arg3) <{map = #map3}> : (memref<?xvector<4xf32>>, index) -> vector<4xf32>
        %8 = "vector.broadcast"(%6) : (f32) -> vector<4xf32>
        %9 = "arith.addf"(%8, %7) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
        "affine.store"(%9, %arg1, %arg3) <{map = #map3}> : (vector<4xf32>, memref<?xvector<4xf32>>, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

