#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
#map2 = affine_map<(d0) -> (d0 + 1)>
#map3 = affine_map<(d0) -> (d0 + 2)>
#map4 = affine_map<(d0) -> (d0 + 3)>
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
    affine.for %arg3 = 0 to %dim {
      affine.for %arg4 = 0 to #map1()[%dim_0] step 4 {
        %0 = affine.load %arg0[%arg3, %arg4] : memref<?x?xf32>
        %1 = affine.load %arg1[%arg3, %arg4] : memref<?x?xf32>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %arg2[%arg3, %arg4] : memref<?x?xf32>
        %3 = affine.apply #map2(%arg4)
        %4 = affine.load %arg0[%arg3, %3] : memref<?x?xf32>
        %5 = affine.load %arg1[%arg3, %3] : memref<?x?xf32>
        %6 = arith.addf %4, %5 : f32
        affine.store %6, %arg2[%arg3, %3] : memref<?x?xf32>
        %7 = affine.apply #map3(%arg4)
        %8 = affine.load %arg0[%arg3, %7] : memref<?x?xf32>
        %9 = affine.load %arg1[%arg3, %7] : memref<?x?xf32>
        %10 = arith.addf %8, %9 : f32
        affine.store %10, %arg2[%arg3, %7] : memref<?x?xf32>
        %11 = affine.apply #map4(%arg4)
        %12 = affine.load %arg0[%arg3, %11] : memref<?x?xf32>
        %13 = affine.load %arg1[%arg3, %11] : memref<?x?xf32>
        %14 = arith.addf %12, %13 : f32
        affine.store %14, %arg2[%arg3, %11] : memref<?x?xf32>
      }
      affine.for %arg4 = #map1()[%dim_0] to %dim_0 {
        %0 = affine.load %arg0[%arg3, %arg4] : memref<?x?xf32>
        %1 = affine.load %arg1[%arg3, %arg4] : memref<?x?xf32>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %arg2[%arg3, %arg4] : memref<?x?xf32>
      }
    }
    return
  }
}

