#map = affine_map<(d0, d1) -> (d0 floordiv 128, d1 floordiv 256, d0 mod 128, d0 mod 256)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0 floordiv 64, d1 floordiv 64, d0 mod 64, d1 mod 64)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map4 = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>
#map5 = affine_map<(d0, d1) -> (d0, d1 floordiv 2 + 1, d1 mod 2)>
#map6 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<16x32xf32>, memref<f32>, memref<0xf32>, memref<1x0xf32>, memref<0x1xf32>, memref<256x512xf32, #map>, memref<64x64xf32>, memref<64x64xf32, #map1>, memref<128x128xf32, #map2>, memref<42x16xf32, strided<[1, 64], offset: 33>>) -> (), sym_name = "static_memrefs", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index, index, index, index) -> (), sym_name = "allocations"}> ({
  ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index):
    %2 = "memref.alloc"(%arg3) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<16x4x?xf32, #map3>
    %3 = "memref.alloc"(%arg2, %arg3, %arg4, %arg5) <{operandSegmentSizes = array<i32: 2, 2>}> : (index, index, index, index) -> memref<?x?xf32, #map4>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<16x64xf32, #map5>
    %5 = "memref.alloc"(%arg6, %arg7) <{operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<16x?xf32, #map6>
    "memref.dealloc"(%5) : (memref<16x?xf32, #map6>) -> ()
    "memref.dealloc"(%4) : (memref<16x64xf32, #map5>) -> ()
    "memref.dealloc"(%3) : (memref<?x?xf32, #map4>) -> ()
    "memref.dealloc"(%2) : (memref<16x4x?xf32, #map3>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> f32, sym_name = "index_example"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<16x32xf32>
    %1 = "memref.load"(%0, %arg0, %arg1) : (memref<16x32xf32>, index, index) -> f32
    "memref.dealloc"(%0) : (memref<16x32xf32>) -> ()
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

