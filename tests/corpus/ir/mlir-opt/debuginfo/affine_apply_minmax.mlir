#loc2 = loc("affine_apply_minmax.mlir":10:20)
#loc3 = loc("affine_apply_minmax.mlir":10:31)
#loc4 = loc("affine_apply_minmax.mlir":10:42)
#loc13 = loc("affine_apply_minmax.mlir":20:35)
#loc19 = loc("affine_apply_minmax.mlir":27:20)
#loc20 = loc("affine_apply_minmax.mlir":27:31)
#loc21 = loc("affine_apply_minmax.mlir":27:42)
#loc28 = loc("affine_apply_minmax.mlir":36:23)
#loc29 = loc("affine_apply_minmax.mlir":36:42)
#loc33 = loc("affine_apply_minmax.mlir":39:14)
#loc35 = loc("affine_apply_minmax.mlir":40:16)
#map = affine_map<(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)>
#map1 = affine_map<(d0)[s0] -> (d0 + s0)>
#map2 = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
#map3 = affine_map<(d0, d1) -> (d0 * 4 - d1 * 3 + 7)>
#map4 = affine_map<(d0) -> (d0 ceildiv 4 + (d0 mod 4) * 2)>
#map5 = affine_map<()[s0, s1] -> (s0 * 2 + s1 floordiv 3)>
#map6 = affine_map<() -> (42)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0) -> (-d0 + 10)>
#map9 = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
#map10 = affine_map<(d0) -> (1000, d0 + 512)>
#map11 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
#map12 = affine_map<(d0, d1) -> (d0 - 2, d1 * 3, 0)>
module {
  func.func @applies(%arg0: index loc("affine_apply_minmax.mlir":10:20), %arg1: index loc("affine_apply_minmax.mlir":10:31), %arg2: index loc("affine_apply_minmax.mlir":10:42)) -> (index, index, index, index, index, index) {
    %0 = affine.apply #map(%arg0, %arg1) loc(#loc5)
    %1 = affine.apply #map1(%0)[%arg2] loc(#loc6)
    %2 = affine.apply #map2(%1)[%arg2] loc(#loc7)
    %3 = affine.apply #map3(%arg0, %arg1) loc(#loc8)
    %4 = affine.apply #map4(%3) loc(#loc9)
    %5 = affine.apply #map5()[%arg2, %arg0] loc(#loc10)
    return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index loc(#loc11)
  } loc(#loc1)
  func.func @constants_and_identity(%arg0: index loc("affine_apply_minmax.mlir":20:35)) -> (index, index, index) {
    %0 = affine.apply #map6() loc(#loc14)
    %1 = affine.apply #map7(%arg0) loc(#loc15)
    %2 = affine.apply #map8(%arg0) loc(#loc16)
    return %0, %1, %2 : index, index, index loc(#loc17)
  } loc(#loc12)
  func.func @min_max(%arg0: index loc("affine_apply_minmax.mlir":27:20), %arg1: index loc("affine_apply_minmax.mlir":27:31), %arg2: index loc("affine_apply_minmax.mlir":27:42)) -> (index, index, index, index) {
    %0 = affine.min #map9(%arg0)[%arg2] loc(#loc22)
    %1 = affine.max #map10(%arg0) loc(#loc23)
    %2 = affine.min #map11(%arg1)[%arg2] loc(#loc24)
    %3 = affine.max #map12(%arg0, %arg1) loc(#loc25)
    return %0, %1, %2, %3 : index, index, index, index loc(#loc26)
  } loc(#loc18)
  func.func @tiled_copy(%arg0: memref<?xf32> loc("affine_apply_minmax.mlir":36:23), %arg1: memref<?xf32> loc("affine_apply_minmax.mlir":36:42)) {
    %c0 = arith.constant 0 : index loc(#loc30)
    %dim = memref.dim %arg0, %c0 : memref<?xf32> loc(#loc31)
    affine.for %arg2 loc("affine_apply_minmax.mlir":39:14) = 0 to %dim step 32 {
      affine.for %arg3 loc("affine_apply_minmax.mlir":40:16) = #map7(%arg2) to min #map11(%arg2)[%dim] {
        %0 = affine.load %arg0[%arg3] : memref<?xf32> loc(#loc36)
        affine.store %0, %arg1[%arg3] : memref<?xf32> loc(#loc37)
      } loc(#loc34)
    } loc(#loc32)
    return loc(#loc38)
  } loc(#loc27)
} loc(#loc)
#loc = loc("affine_apply_minmax.mlir":0:0)
#loc1 = loc("affine_apply_minmax.mlir":10:1)
#loc5 = loc("affine_apply_minmax.mlir":11:8)
#loc6 = loc("affine_apply_minmax.mlir":12:8)
#loc7 = loc("affine_apply_minmax.mlir":13:8)
#loc8 = loc("affine_apply_minmax.mlir":14:8)
#loc9 = loc("affine_apply_minmax.mlir":15:8)
#loc10 = loc("affine_apply_minmax.mlir":16:8)
#loc11 = loc("affine_apply_minmax.mlir":17:3)
#loc12 = loc("affine_apply_minmax.mlir":20:1)
#loc14 = loc("affine_apply_minmax.mlir":21:8)
#loc15 = loc("affine_apply_minmax.mlir":22:8)
#loc16 = loc("affine_apply_minmax.mlir":23:8)
#loc17 = loc("affine_apply_minmax.mlir":24:3)
#loc18 = loc("affine_apply_minmax.mlir":27:1)
#loc22 = loc("affine_apply_minmax.mlir":28:8)
#loc23 = loc("affine_apply_minmax.mlir":29:8)
#loc24 = loc("affine_apply_minmax.mlir":30:8)
#loc25 = loc("affine_apply_minmax.mlir":31:8)
#loc26 = loc("affine_apply_minmax.mlir":32:3)
#loc27 = loc("affine_apply_minmax.mlir":36:1)
#loc30 = loc("affine_apply_minmax.mlir":37:9)
#loc31 = loc("affine_apply_minmax.mlir":38:8)
#loc32 = loc("affine_apply_minmax.mlir":39:3)
#loc34 = loc("affine_apply_minmax.mlir":40:5)
#loc36 = loc("affine_apply_minmax.mlir":41:12)
#loc37 = loc("affine_apply_minmax.mlir":42:7)
#loc38 = loc("affine_apply_minmax.mlir":45:3)

