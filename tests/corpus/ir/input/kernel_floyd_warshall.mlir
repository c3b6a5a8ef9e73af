// floyd-warshall (PolyBench): the k loop carries a dependence through the
// whole array; the inner body uses cmpi + select for the minimum.
func.func @floyd_warshall(%path: memref<180x180xi32>) {
  affine.for %k = 0 to 180 {
    affine.for %i = 0 to 180 {
      affine.for %j = 0 to 180 {
        %ij = affine.load %path[%i, %j] : memref<180x180xi32>
        %ik = affine.load %path[%i, %k] : memref<180x180xi32>
        %kj = affine.load %path[%k, %j] : memref<180x180xi32>
        %via = arith.addi %ik, %kj : i32
        %lt = arith.cmpi slt, %ij, %via : i32
        %m = arith.select %lt, %ij, %via : i32
        affine.store %m, %path[%i, %j] : memref<180x180xi32>
      }
    }
  }
  return
}
