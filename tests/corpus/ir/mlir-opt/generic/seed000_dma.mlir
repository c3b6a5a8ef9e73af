#map = affine_map<(d0, d1) -> (d0 + 7, d1)>
#map1 = affine_map<(d0, d1) -> (d0 + 3, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<40x128xf32>, memref<2x1024xf32, 1>, index, index, index, index) -> (), sym_name = "dma"}> ({
  ^bb0(%arg6: memref<40x128xf32>, %arg7: memref<2x1024xf32, 1>, %arg8: index, %arg9: index, %arg10: index, %arg11: index):
    %1 = "arith.constant"() <{value = 256 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32, 2>
    "affine.dma_start"(%arg6, %arg8, %arg9, %arg7, %arg10, %arg11, %3, %2, %1) {dst_map = #map, src_map = #map1, tag_map = #map2} : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, memref<1xi32, 2>, index, index) -> ()
    "affine.dma_wait"(%3, %2, %1) {tag_map = #map2} : (memref<1xi32, 2>, index, index) -> ()
    %4 = "arith.constant"() <{value = 128 : index}> : () -> index
    %5 = "arith.constant"() <{value = 64 : index}> : () -> index
    "affine.dma_start"(%arg6, %arg8, %arg9, %arg7, %arg10, %arg11, %3, %2, %1, %4, %5) {dst_map = #map3, src_map = #map3, tag_map = #map2} : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, memref<1xi32, 2>, index, index, index, index) -> ()
    "affine.dma_wait"(%3, %2, %1) {tag_map = #map2} : (memref<1xi32, 2>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2048xf32>, memref<256xf32, 1>, memref<1xi32, 2>, index, index, index) -> (), sym_name = "dma_wait_example"}> ({
  ^bb0(%arg0: memref<2048xf32>, %arg1: memref<256xf32, 1>, %arg2: memref<1xi32, 2>, %arg3: index, %arg4: index, %arg5: index):
    %0 = "arith.constant"() <{value = 256 : index}> : () -> index
    "affine.dma_start"(%arg0, %arg3, %arg1, %arg4, %arg2, %arg5, %0) {dst_map = #map2, src_map = #map2, tag_map = #map2} : (memref<2048xf32>, index, memref<256xf32, 1>, index, memref<1xi32, 2>, index, index) -> ()
    "affine.dma_wait"(%arg2, %arg5, %0) {tag_map = #map2} : (memref<1xi32, 2>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

