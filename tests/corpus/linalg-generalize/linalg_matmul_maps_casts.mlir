#map = affine_map<(d0, d1, d2) -> (d2, d0)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d2)>
module {
  func.func @f(%arg0: memref<8x4xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>, %arg3: memref<1x8x8x3xf16>, %arg4: memref<3x3x3x4xf16>, %arg5: memref<1x6x6x4xf32>, %arg6: f64, %arg7: memref<8x16xi32>, %arg8: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<8x4xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg3, %arg4 : memref<1x8x8x3xf16>, memref<3x3x3x4xf16>) outs(%arg5 : memref<1x6x6x4xf32>) {
    ^bb0(%in: f16, %in_0: f16, %out: f32):
      %0 = arith.extf %in : f16 to f32
      %1 = arith.extf %in_0 : f16 to f32
      %2 = arith.mulf %0, %1 : f32
      %3 = arith.addf %out, %2 : f32
      linalg.yield %3 : f32
    }
    linalg.generic {indexing_maps = [#map6, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg8, %arg7 : memref<4x8xf32>, memref<8x16xi32>) outs(%arg2 : memref<4x16xf32>) {
    ^bb0(%in: f32, %in_0: i32, %out: f32):
      %0 = arith.sitofp %in_0 : i32 to f32
      %1 = arith.mulf %in, %0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    }
    linalg.generic {indexing_maps = [#map6, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg8, %arg7 : memref<4x8xf32>, memref<8x16xi32>) outs(%arg2 : memref<4x16xf32>) {
    ^bb0(%in: f32, %in_0: i32, %out: f32):
      %0 = arith.uitofp %in_0 : i32 to f32
      %1 = arith.mulf %in, %0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    }
    return
  }
}

