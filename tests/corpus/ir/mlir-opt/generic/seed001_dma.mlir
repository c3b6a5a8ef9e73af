#map = affine_map<(d0, d1) -> (d0 + 7, d1)>
#map1 = affine_map<(d0, d1) -> (d0 + 3, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<40x128xf32>, memref<2x1024xf32, 1>, index, index, index, index, index, index) -> (), sym_name = "dma"}> ({
  ^bb0(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index):
    %0 = "arith.constant"() <{value = 256 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32, 2>
    "affine.dma_start"(%arg0, %arg2, %arg3, %arg1, %arg4, %arg5, %2, %1, %0) {dst_map = #map, src_map = #map1, tag_map = #map2} : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, memref<1xi32, 2>, index, index) -> ()
    "affine.dma_wait"(%2, %1, %0) {tag_map = #map2} : (memref<1xi32, 2>, index, index) -> ()
    "affine.dma_start"(%arg0, %arg2, %arg3, %arg1, %arg4, %arg5, %2, %1, %0, %arg6, %arg7) {dst_map = #map3, src_map = #map3, tag_map = #map2} : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, memref<1xi32, 2>, index, index, index, index) -> ()
    "affine.dma_wait"(%2, %1, %0) {tag_map = #map2} : (memref<1xi32, 2>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

