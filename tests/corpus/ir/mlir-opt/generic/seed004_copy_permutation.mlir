#map = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?x?xf32>) -> (), sym_name = "copy_permuted"}> ({
  ^bb0(%arg5: memref<?x?x?xf32>, %arg6: memref<?x?x?xf32>):
    "linalg.generic"(%arg5, %arg6) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (memref<?x?x?xf32>, memref<?x?x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?x?xf32>) -> (), sym_name = "copy_permuted_loops"}> ({
  ^bb0(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "memref.dim"(%arg0, %0) : (memref<?x?x?xf32>, index) -> index
    %4 = "memref.dim"(%arg0, %2) : (memref<?x?x?xf32>, index) -> index
    %5 = "memref.dim"(%arg0, %1) : (memref<?x?x?xf32>, index) -> index
    "scf.for"(%0, %3, %1) ({
    ^bb0(%arg2: index):
      "scf.for"(%0, %4, %1) ({
      ^bb0(%arg3: index):
        "scf.for"(%0, %5, %1) ({
        ^bb0(%arg4: index):
          %6 = "memref.load"(%arg0, %arg2, %arg4, %arg3) : (memref<?x?x?xf32>, index, index, index) -> f32
          "memref.store"(%6, %arg1, %arg4, %arg3, %arg2) : (f32, memref<?x?x?xf32>, index, index, index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

