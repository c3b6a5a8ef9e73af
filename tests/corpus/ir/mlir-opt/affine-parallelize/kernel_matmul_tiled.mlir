#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
module {
  func.func @matmul_tiled(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
    affine.parallel (%arg3) = (0) to (symbol(%dim)) step (32) {
      affine.parallel (%arg4) = (0) to (symbol(%dim_1)) step (32) {
        affine.for %arg5 = 0 to %dim_0 step 32 {
          affine.parallel (%arg6) = (%arg3) to (min(%arg3 + 32, symbol(%dim))) {
            affine.parallel (%arg7) = (%arg4) to (min(%arg4 + 32, symbol(%dim_1))) {
              affine.for %arg8 = #map(%arg5) to min #map1(%arg5)[%dim_0] {
                %0 = affine.load %arg0[%arg6, %arg8] : memref<?x?xf32>
                %1 = affine.load %arg1[%arg8, %arg7] : memref<?x?xf32>
                %2 = affine.load %arg2[%arg6, %arg7] : memref<?x?xf32>
                %3 = arith.mulf %0, %1 : f32
                %4 = arith.addf %2, %3 : f32
                affine.store %4, %arg2[%arg6, %arg7] : memref<?x?xf32>
              }
            }
          }
        }
      }
    }
    return
  }
}

