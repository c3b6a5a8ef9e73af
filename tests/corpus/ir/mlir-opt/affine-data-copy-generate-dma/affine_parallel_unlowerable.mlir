module {
  func.func @assign_reduction(%arg0: memref<64xi64>, %arg1: memref<64xf64>) -> (i64, f64) {
    %c0 = arith.constant 0 : index
    %0 = affine.parallel (%arg2) = (0) to (64) reduce ("assign") -> (i64) {
      %2 = affine.load %arg0[%arg2] : memref<64xi64>
      affine.yield %2 : i64
    }
    %1 = affine.parallel (%arg2) = (0) to (64) reduce ("assign") -> (f64) {
      %2 = affine.load %arg1[%arg2] : memref<64xf64>
      affine.yield %2 : f64
    }
    return %0, %1 : i64, f64
  }
  func.func @zero_dims() {
    %c0 = arith.constant 0 : index
    affine.parallel () = () to () {
    }
    return
  }
}

