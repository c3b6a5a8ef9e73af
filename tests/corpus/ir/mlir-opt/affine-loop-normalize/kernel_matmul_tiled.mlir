#map = affine_map<()[s0] -> (s0 ceildiv 32)>
#map1 = affine_map<(d0) -> (d0 * 32)>
#map2 = affine_map<(d0)[s0] -> (32, -d0 + s0)>
#map3 = affine_map<(d0, d1) -> (d0 + d1)>
module {
  func.func @matmul_tiled(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
    affine.for %arg3 = 0 to #map()[%dim] {
      %0 = affine.apply #map1(%arg3)
      affine.for %arg4 = 0 to #map()[%dim_1] {
        %1 = affine.apply #map1(%arg4)
        affine.for %arg5 = 0 to #map()[%dim_0] {
          %2 = affine.apply #map1(%arg5)
          affine.for %arg6 = 0 to min #map2(%0)[%dim] {
            %3 = affine.apply #map3(%0, %arg6)
            affine.for %arg7 = 0 to min #map2(%1)[%dim_1] {
              %4 = affine.apply #map3(%1, %arg7)
              affine.for %arg8 = 0 to min #map2(%2)[%dim_0] {
                %5 = affine.apply #map3(%2, %arg8)
                %6 = affine.load %arg0[%3, %5] : memref<?x?xf32>
                %7 = affine.load %arg1[%5, %4] : memref<?x?xf32>
                %8 = affine.load %arg2[%3, %4] : memref<?x?xf32>
                %9 = arith.mulf %6, %7 : f32
                %10 = arith.addf %8, %9 : f32
                affine.store %10, %arg2[%3, %4] : memref<?x?xf32>
              }
            }
          }
        }
      }
    }
    return
  }
}

