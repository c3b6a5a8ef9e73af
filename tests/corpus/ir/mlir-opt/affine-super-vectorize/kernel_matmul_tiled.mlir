#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
#map2 = affine_map<(d0, d1) -> (0)>
module {
  func.func @matmul_tiled(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
    affine.for %arg3 = 0 to %dim step 32 {
      affine.for %arg4 = 0 to %dim_1 step 32 {
        affine.for %arg5 = 0 to %dim_0 step 32 {
          affine.for %arg6 = #map(%arg3) to min #map1(%arg3)[%dim] {
            affine.for %arg7 = #map(%arg4) to min #map1(%arg4)[%dim_1] step 8 {
              affine.for %arg8 = #map(%arg5) to min #map1(%arg5)[%dim_0] {
                %0 = ub.poison : f32
                %1 = vector.transfer_read %arg0[%arg6, %arg8], %0 {permutation_map = #map2} : memref<?x?xf32>, vector<8xf32>
                %2 = ub.poison : f32
                %3 = vector.transfer_read %arg1[%arg8, %arg7], %2 : memref<?x?xf32>, vector<8xf32>
                %4 = ub.poison : f32
                %5 = vector.transfer_read %arg2[%arg6, %arg7], %4 : memref<?x?xf32>, vector<8xf32>
                %6 = arith.mulf %1, %3 : vector<8xf32>
                %7 = arith.addf %5, %6 : vector<8xf32>
                vector.transfer_write %7, %arg2[%arg6, %arg7] : vector<8xf32>, memref<?x?xf32>
              }
            }
          }
        }
      }
    }
    return
  }
}

