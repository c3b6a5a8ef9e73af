// cholesky (PolyBench) with static sizes: triangular bounds given by maps
// of outer induction variables, math.sqrt on the diagonal.
#map = affine_map<(d0) -> (d0)>
func.func @cholesky(%A: memref<120x120xf64>) {
  affine.for %i = 0 to 120 {
    affine.for %j = 0 to #map(%i) {
      affine.for %k = 0 to #map(%j) {
        %a = affine.load %A[%i, %k] : memref<120x120xf64>
        %b = affine.load %A[%j, %k] : memref<120x120xf64>
        %p = arith.mulf %a, %b : f64
        %c = affine.load %A[%i, %j] : memref<120x120xf64>
        %d = arith.subf %c, %p : f64
        affine.store %d, %A[%i, %j] : memref<120x120xf64>
      }
      %jj = affine.load %A[%j, %j] : memref<120x120xf64>
      %ij = affine.load %A[%i, %j] : memref<120x120xf64>
      %q = arith.divf %ij, %jj : f64
      affine.store %q, %A[%i, %j] : memref<120x120xf64>
    }
    affine.for %k = 0 to #map(%i) {
      %a = affine.load %A[%i, %k] : memref<120x120xf64>
      %p = arith.mulf %a, %a : f64
      %c = affine.load %A[%i, %i] : memref<120x120xf64>
      %d = arith.subf %c, %p : f64
      affine.store %d, %A[%i, %i] : memref<120x120xf64>
    }
    %diag = affine.load %A[%i, %i] : memref<120x120xf64>
    %s = math.sqrt %diag : f64
    affine.store %s, %A[%i, %i] : memref<120x120xf64>
  }
  return
}
