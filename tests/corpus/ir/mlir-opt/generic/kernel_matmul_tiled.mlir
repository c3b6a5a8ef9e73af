#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
#map3 = affine_map<() -> (0)>
#map4 = affine_map<()[s0] -> (s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> (), sym_name = "matmul_tiled"}> ({
  ^bb0(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "memref.dim"(%arg0, %0) : (memref<?x?xf32>, index) -> index
    %3 = "memref.dim"(%arg0, %1) : (memref<?x?xf32>, index) -> index
    %4 = "memref.dim"(%arg1, %1) : (memref<?x?xf32>, index) -> index
    "affine.for"(%2) <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 1, 0>, step = 32 : index, upperBoundMap = #map4}> ({
    ^bb0(%arg3: index):
      "affine.for"(%4) <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 1, 0>, step = 32 : index, upperBoundMap = #map4}> ({
      ^bb0(%arg4: index):
        "affine.for"(%3) <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 1, 0>, step = 32 : index, upperBoundMap = #map4}> ({
        ^bb0(%arg5: index):
          "affine.for"(%arg3, %arg3, %2) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 1, 2, 0>, step = 1 : index, upperBoundMap = #map2}> ({
          ^bb0(%arg6: index):
            "affine.for"(%arg4, %arg4, %4) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 1, 2, 0>, step = 1 : index, upperBoundMap = #map2}> ({
            ^bb0(%arg7: index):
              "affine.for"(%arg5, %arg5, %3) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 1, 2, 0>, step = 1 : index, upperBoundMap = #map2}> ({
              ^bb0(%arg8: index):
                %5 = "affine.load"(%arg0, %arg6, %arg8) <{map = #map}> : (memref<?x?xf32>, index, index) -> f32
                %6 = "affine.load"(%arg1, %arg8, %arg7) <{map = #map}> : (memref<?x?xf32>, index, index) -> f32
                %7 = "affine.load"(%arg2, %arg6, %arg7) <{map = #map}> : (memref<?x?xf32>, index, index) -> f32
                %8 = "arith.mulf"(%5, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
                %9 = "arith.addf"(%7, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
                "affine.store"(%9, %arg2, %arg6, %arg7) <{map = #map}> : (f32, memref<?x?xf32>, index, index) -> ()
                "affine.yield"() : () -> ()
              }) : (index, index, index) -> ()
              "affine.yield"() : () -> ()
            }) : (index, index, index) -> ()
            "affine.yield"() : () -> ()
          }) : (index, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

