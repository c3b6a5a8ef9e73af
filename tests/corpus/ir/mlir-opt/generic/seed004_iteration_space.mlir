#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<()[s0] -> (s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, memref<?xvector<4xf32>>) -> (), sym_name = "example"}> ({
  ^bb0(%arg3: memref<?xf32>, %arg4: memref<?xvector<4xf32>>):
    "linalg.generic"(%arg3, %arg4) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: vector<4xf32>):
      %8 = "vector.broadcast"(%arg5) : (f32) -> vector<4xf32>
      %9 = "arith.addf"(%8, %arg6) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      "linalg.yield"(%9) : (vector<4xf32>) -> ()
    }) : (memref<?xf32>, memref<?xvector<4xf32>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, memref<?xvector<4xf32>>) -> (), sym_name = "example_lowered"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: memref<?xvector<4xf32>>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "memref.dim"(%arg0, %0) : (memref<?xf32>, index) -> index
    %2 = "memref.dim"(%arg1, %0) : (memref<?xvector<4xf32>>, index) -> index
    %3 = "arith.cmpi"(%1, %2) <{predicate = 0 : i64}> : (index, index) -> i1
    "cf.assert"(%3) <{msg = "iteration space is inconsistent with data"}> : (i1) -> ()
    "affine.for"(%1) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg2: index):
      %4 = "affine.load"(%arg0, %arg2) <{map = #map}> : (memref<?xf32>, index) -> f32
      %5 = "affine.load"(%arg1, %arg2) <{map = #map}> : (memref<?xvector<4xf32>>, index) -> vector<4xf32>
      %6 = "vector.broadcast"(%4) : (f32) -> vector<4xf32>
      %7 = "arith.addf"(%6, %5) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      "affine.store"(%7, %arg1, %arg2) <{map = #map}> : (vector<4xf32>, memref<?xvector<4xf32>>, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

