#map = affine_map<()[s0] -> (s0 floordiv 2)>
#map1 = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
#map2 = affine_map<(d0, d1) -> (d0 + d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1)[s0] -> (d0, d1 + s0 - s0)>
#map5 = affine_map<()[s0] -> (s0)>
#map6 = affine_map<() -> (0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, index) -> (), sym_name = "rules"}> ({
  ^bb0(%arg0: memref<?x?xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2 = "memref.dim"(%arg0, %0) : (memref<?x?xf32>, index) -> index
    %3 = "affine.apply"(%1) <{map = #map}> : (index) -> index
    %4 = "memref.alloc"(%arg1) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<40x50xf32, #map1>
    "affine.for"(%2) <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map5}> ({
    ^bb0(%arg2: index):
      %5 = "arith.constant"() <{value = 8 : index}> : () -> index
      "affine.for"(%5, %3) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map5}> ({
      ^bb0(%arg3: index):
        %6 = "affine.apply"(%arg2, %arg3) <{map = #map2}> : (index, index) -> index
        %7 = "affine.load"(%arg0, %arg2, %6) <{map = #map3}> : (memref<?x?xf32>, index, index) -> f32
        "affine.store"(%7, %arg0, %arg3, %arg2, %1) <{map = #map4}> : (f32, memref<?x?xf32>, index, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "memref.dealloc"(%4) : (memref<40x50xf32, #map1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

