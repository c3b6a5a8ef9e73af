#loc2 = loc("affine_parallel_unlowerable.mlir":9:29)
#loc3 = loc("affine_parallel_unlowerable.mlir":9:49)
module {
  func.func @assign_reduction(%arg0: memref<64xi64> loc("affine_parallel_unlowerable.mlir":9:29), %arg1: memref<64xf64> loc("affine_parallel_unlowerable.mlir":9:49)) -> (i64, f64) {
    %0 = affine.parallel (%arg2) = (0) to (64) reduce ("assign") -> (i64) {
      %2 = affine.load %arg0[%arg2] : memref<64xi64> loc(#loc5)
      affine.yield %2 : i64 loc(#loc6)
    } loc(#loc4)
    %1 = affine.parallel (%arg2) = (0) to (64) reduce ("assign") -> (f64) {
      %2 = affine.load %arg1[%arg2] : memref<64xf64> loc(#loc8)
      affine.yield %2 : f64 loc(#loc9)
    } loc(#loc7)
    return %0, %1 : i64, f64 loc(#loc10)
  } loc(#loc1)
  func.func @zero_dims() {
    affine.parallel () = () to () {
    } loc(#loc12)
    return loc(#loc13)
  } loc(#loc11)
} loc(#loc)
#loc = loc("affine_parallel_unlowerable.mlir":0:0)
#loc1 = loc("affine_parallel_unlowerable.mlir":9:1)
#loc4 = loc("affine_parallel_unlowerable.mlir":10:8)
#loc5 = loc("affine_parallel_unlowerable.mlir":11:10)
#loc6 = loc("affine_parallel_unlowerable.mlir":12:5)
#loc7 = loc("affine_parallel_unlowerable.mlir":14:8)
#loc8 = loc("affine_parallel_unlowerable.mlir":15:10)
#loc9 = loc("affine_parallel_unlowerable.mlir":16:5)
#loc10 = loc("affine_parallel_unlowerable.mlir":18:3)
#loc11 = loc("affine_parallel_unlowerable.mlir":21:1)
#loc12 = loc("affine_parallel_unlowerable.mlir":22:3)
#loc13 = loc("affine_parallel_unlowerable.mlir":24:3)

