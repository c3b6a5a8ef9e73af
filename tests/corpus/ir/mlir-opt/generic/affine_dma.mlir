#map = affine_map<(d0, d1) -> (d0 + 7, d1)>
#map1 = affine_map<(d0, d1) -> (d0 + 3, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> (d0, d0)>
#map4 = affine_map<(d0) -> (d0 mod 2, 0)>
#map5 = affine_map<(d0) -> (d0 * 256)>
#map6 = affine_map<(d0) -> (d0 mod 2)>
#map7 = affine_map<(d0, d1) -> (d0 mod 2, d1)>
#map8 = affine_map<(d0, d1) -> (d0 * 256 + d1)>
#map9 = affine_map<() -> (0)>
#map10 = affine_map<() -> (256)>
#map11 = affine_map<() -> (8)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<40x128xf32>, memref<2x1024xf32, 1>, index, index, index, index) -> (), sym_name = "dma_basic"}> ({
  ^bb0(%arg6: memref<40x128xf32>, %arg7: memref<2x1024xf32, 1>, %arg8: index, %arg9: index, %arg10: index, %arg11: index):
    %10 = "arith.constant"() <{value = 256 : index}> : () -> index
    %11 = "arith.constant"() <{value = 0 : index}> : () -> index
    %12 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32, 2>
    "affine.dma_start"(%arg6, %arg8, %arg9, %arg7, %arg10, %arg11, %12, %11, %10) {dst_map = #map, src_map = #map1, tag_map = #map2} : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, memref<1xi32, 2>, index, index) -> ()
    "affine.dma_wait"(%12, %11, %10) {tag_map = #map2} : (memref<1xi32, 2>, index, index) -> ()
    "memref.dealloc"(%12) : (memref<1xi32, 2>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<40x128xf32>, memref<2x1024xf32, 1>) -> (), sym_name = "dma_strided"}> ({
  ^bb0(%arg4: memref<40x128xf32>, %arg5: memref<2x1024xf32, 1>):
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 256 : index}> : () -> index
    %7 = "arith.constant"() <{value = 128 : index}> : () -> index
    %8 = "arith.constant"() <{value = 32 : index}> : () -> index
    %9 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32, 2>
    "affine.dma_start"(%arg4, %5, %arg5, %5, %9, %5, %6, %7, %8) {dst_map = #map3, src_map = #map3, tag_map = #map2} : (memref<40x128xf32>, index, memref<2x1024xf32, 1>, index, memref<1xi32, 2>, index, index, index, index) -> ()
    "affine.dma_wait"(%9, %5, %6) {tag_map = #map2} : (memref<1xi32, 2>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2048xf32>, memref<2048xf32>) -> (), sym_name = "double_buffer"}> ({
  ^bb0(%arg0: memref<2048xf32>, %arg1: memref<2048xf32>):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x256xf32, 1>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32, 2>
    %2 = "arith.constant"() <{value = 256 : index}> : () -> index
    "affine.for"() <{lowerBoundMap = #map9, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map11}> ({
    ^bb0(%arg2: index):
      "affine.dma_start"(%arg0, %arg2, %0, %arg2, %1, %arg2, %2) {dst_map = #map4, src_map = #map5, tag_map = #map6} : (memref<2048xf32>, index, memref<2x256xf32, 1>, index, memref<2xi32, 2>, index, index) -> ()
      "affine.dma_wait"(%1, %arg2, %2) {tag_map = #map6} : (memref<2xi32, 2>, index, index) -> ()
      "affine.for"() <{lowerBoundMap = #map9, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map10}> ({
      ^bb0(%arg3: index):
        %3 = "affine.load"(%0, %arg2, %arg3) <{map = #map7}> : (memref<2x256xf32, 1>, index, index) -> f32
        %4 = "arith.mulf"(%3, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.store"(%4, %arg1, %arg2, %arg3) <{map = #map8}> : (f32, memref<2048xf32>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "memref.dealloc"(%1) : (memref<2xi32, 2>) -> ()
    "memref.dealloc"(%0) : (memref<2x256xf32, 1>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

