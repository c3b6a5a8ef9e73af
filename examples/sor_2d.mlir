// A Gauss-Seidel-like 2-D sweep: each point reads its west, south and south-east neighbours,
// already updated. Tiling i and j rectangularly is illegal (the south-east read carries a
// dependence with a negative j component); `tessera viz --tile` shows the witness.
func.func @sor(%A: memref<64x64xf64>, %N: index) {
  affine.for %i = 1 to %N {
    affine.for %j = 1 to %N {
      %a = affine.load %A[%i - 1, %j] : memref<64x64xf64>
      %b = affine.load %A[%i, %j - 1] : memref<64x64xf64>
      %c = affine.load %A[%i - 1, %j + 1] : memref<64x64xf64>
      %s = arith.addf %a, %b : f64
      %t = arith.addf %s, %c : f64
      affine.store %t, %A[%i, %j] : memref<64x64xf64>
    }
  }
  return
}
