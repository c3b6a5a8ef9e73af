// memref types: static and dynamic shapes, rank 0, unranked, affine-map
// layouts (inline and aliased, including semi-affine maps), strided
// layouts with static and dynamic offsets/strides, and memory spaces.
#tiled = affine_map<(d0, d1) -> (d0 floordiv 32, d1 floordiv 32, d0 mod 32, d1 mod 32)>
#col_major = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#tiled_dynamic = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>
#padded = affine_map<(d0, d1) -> (d0, (d1 + 2) floordiv 2, (d1 + 2) mod 2)>
#shifted = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>

func.func private @plain(memref<f32>, memref<16xf32>, memref<16x32xf32>,
                         memref<?xf32>, memref<4x?x8xi8>, memref<*xf32>,
                         memref<0xf32>, memref<1x0xf32>, memref<8xvector<4xf32>>,
                         memref<4xindex>, memref<2xcomplex<f64>>) -> ()

func.func private @layouts(memref<64x64xf32, #tiled>, memref<16x4x8xf32, #col_major>,
                           memref<?x?xf32, #tiled_dynamic>, memref<16x64xf32, #padded>,
                           memref<16x?xf32, #shifted>,
                           memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> ()

func.func private @strided(memref<42x16xf32, strided<[1, 64], offset: 33>>,
                           memref<?x?xf32, strided<[?, 1], offset: ?>>,
                           memref<8x8xf32, strided<[16, 1]>>,
                           memref<4xf32, strided<[2], offset: 0>>,
                           memref<f32, strided<[], offset: 5>>) -> ()

func.func private @memory_spaces(memref<16xf32, 1>, memref<8x8xf32, 3>,
                                 memref<4xi32, affine_map<(d0) -> (d0 floordiv 2, d0 mod 2)>, 2>,
                                 memref<?xf32, strided<[1], offset: ?>, 5>,
                                 memref<*xf32, 4>,
                                 memref<10xf32, "shared">) -> ()

func.func @alloc_with_layout(%n: index, %b1: index, %b2: index) {
  %a = memref.alloc() : memref<64x64xf32, #tiled>
  %t = memref.alloc(%n, %n)[%b1, %b2] : memref<?x?xf32, #tiled_dynamic>
  %s = memref.alloc(%n)[%b1] : memref<16x?xf32, #shifted>
  %g = memref.alloc() : memref<16xf32, 1>
  memref.dealloc %g : memref<16xf32, 1>
  memref.dealloc %s : memref<16x?xf32, #shifted>
  memref.dealloc %t : memref<?x?xf32, #tiled_dynamic>
  memref.dealloc %a : memref<64x64xf32, #tiled>
  return
}
