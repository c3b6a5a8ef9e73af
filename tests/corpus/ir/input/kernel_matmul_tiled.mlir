// Matrix multiply tiled by hand (32x32x32 tiles) over dynamic sizes: tile
// loops step by 32, point loops run from the tile origin to a min of the
// tile end and the problem size.
#id = affine_map<(d0) -> (d0)>
#tile_end = affine_map<(d0)[s0] -> (d0 + 32, s0)>
func.func @matmul_tiled(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %M = memref.dim %A, %c0 : memref<?x?xf32>
  %K = memref.dim %A, %c1 : memref<?x?xf32>
  %N = memref.dim %B, %c1 : memref<?x?xf32>
  affine.for %ii = 0 to %M step 32 {
    affine.for %jj = 0 to %N step 32 {
      affine.for %kk = 0 to %K step 32 {
        affine.for %i = #id(%ii) to min #tile_end(%ii)[%M] {
          affine.for %j = #id(%jj) to min #tile_end(%jj)[%N] {
            affine.for %k = #id(%kk) to min #tile_end(%kk)[%K] {
              %a = affine.load %A[%i, %k] : memref<?x?xf32>
              %b = affine.load %B[%k, %j] : memref<?x?xf32>
              %c = affine.load %C[%i, %j] : memref<?x?xf32>
              %p = arith.mulf %a, %b : f32
              %s = arith.addf %c, %p : f32
              affine.store %s, %C[%i, %j] : memref<?x?xf32>
            }
          }
        }
      }
    }
  }
  return
}
