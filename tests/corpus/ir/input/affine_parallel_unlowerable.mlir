// affine.parallel forms kept apart from affine_parallel.mlir because
// mlir-opt 22's --lower-affine fails on them: the "assign" reduction kind
// ("Reduction operation type not supported", then an abort) and a band with
// zero dimensions ("'scf.parallel' op needs at least one tuple element").

// "assign" keeps the value of one (unspecified) iteration. MLIR 22 rejects
// the maxs/mins/maxu/minu/maxnumf/minnumf kinds on affine.parallel with
// "result type cannot match reduction attribute".
func.func @assign_reduction(%B: memref<64xi64>, %A: memref<64xf64>) -> (i64, f64) {
  %r = affine.parallel (%i) = (0) to (64) reduce ("assign") -> i64 {
    %v = affine.load %B[%i] : memref<64xi64>
    affine.yield %v : i64
  }
  %f = affine.parallel (%i) = (0) to (64) reduce ("assign") -> (f64) {
    %v = affine.load %A[%i] : memref<64xf64>
    affine.yield %v : f64
  }
  return %r, %f : i64, f64
}

func.func @zero_dims() {
  affine.parallel () = () to () {
  }
  return
}
