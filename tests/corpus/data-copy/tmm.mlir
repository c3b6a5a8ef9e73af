func.func @tmm(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
  affine.for %i = 0 to 64 step 32 {
    affine.for %j = 0 to 64 step 32 {
      affine.for %k = 0 to 64 step 32 {
        affine.for %ii = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (d0 + 32)>(%i) {
          affine.for %jj = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0) -> (d0 + 32)>(%j) {
            affine.for %kk = affine_map<(d0) -> (d0)>(%k) to affine_map<(d0) -> (d0 + 32)>(%k) {
              %a = affine.load %A[%ii, %kk] : memref<64x64xf32>
              %b = affine.load %B[%kk, %jj] : memref<64x64xf32>
              %c = affine.load %C[%ii, %jj] : memref<64x64xf32>
              %p = arith.mulf %a, %b : f32
              %s = arith.addf %c, %p : f32
              affine.store %s, %C[%ii, %jj] : memref<64x64xf32>
            }
          }
        }
      }
    }
  }
  return
}
