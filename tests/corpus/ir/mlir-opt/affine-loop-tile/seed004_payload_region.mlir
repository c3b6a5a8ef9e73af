#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
module {
  func.func @example(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<?x?xf32>, memref<?x?xf32>) outs(%arg2 : memref<?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @example_lowered(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg1, %c1 : memref<?x?xf32>
    affine.for %arg3 = 0 to %dim step 4 {
      affine.for %arg4 = 0 to %dim_0 step 4 {
        affine.for %arg5 = #map1(%arg3) to min #map2(%arg3)[%dim] {
          affine.for %arg6 = #map1(%arg4) to min #map2(%arg4)[%dim_0] {
            %0 = affine.load %arg0[%arg5, %arg6] : memref<?x?xf32>
            %1 = affine.load %arg1[%arg5, %arg6] : memref<?x?xf32>
            %2 = arith.addf %0, %1 : f32
            affine.store %2, %arg2[%arg5, %arg6] : memref<?x?xf32>
          }
        }
      }
    }
    return
  }
}

