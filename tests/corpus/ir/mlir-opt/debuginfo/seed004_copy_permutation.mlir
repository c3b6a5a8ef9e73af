#loc2 = loc("seed004_copy_permutation.mlir":7:26)
#loc3 = loc("seed004_copy_permutation.mlir":7:52)
#loc5 = loc("seed004_copy_permutation.mlir":11:8)
#loc6 = loc("seed004_copy_permutation.mlir":11:18)
#loc10 = loc("seed004_copy_permutation.mlir":17:32)
#loc11 = loc("seed004_copy_permutation.mlir":17:58)
#map = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
module {
  func.func @copy_permuted(%arg0: memref<?x?x?xf32> loc("seed004_copy_permutation.mlir":7:26), %arg1: memref<?x?x?xf32> loc("seed004_copy_permutation.mlir":7:52)) {
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : memref<?x?x?xf32>) outs(%arg1 : memref<?x?x?xf32>) {
    ^bb0(%in: f32 loc("seed004_copy_permutation.mlir":11:8), %out: f32 loc("seed004_copy_permutation.mlir":11:18)):
      linalg.yield %in : f32 loc(#loc7)
    } loc(#loc4)
    return loc(#loc8)
  } loc(#loc1)
  func.func @copy_permuted_loops(%arg0: memref<?x?x?xf32> loc("seed004_copy_permutation.mlir":17:32), %arg1: memref<?x?x?xf32> loc("seed004_copy_permutation.mlir":17:58)) {
    %c0 = arith.constant 0 : index loc(#loc12)
    %c1 = arith.constant 1 : index loc(#loc13)
    %c2 = arith.constant 2 : index loc(#loc14)
    %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32> loc(#loc15)
    %dim_0 = memref.dim %arg0, %c2 : memref<?x?x?xf32> loc(#loc16)
    %dim_1 = memref.dim %arg0, %c1 : memref<?x?x?xf32> loc(#loc17)
    scf.for %arg2 = %c0 to %dim step %c1 {
      scf.for %arg3 = %c0 to %dim_0 step %c1 {
        scf.for %arg4 = %c0 to %dim_1 step %c1 {
          %0 = memref.load %arg0[%arg2, %arg4, %arg3] : memref<?x?x?xf32> loc(#loc21)
          memref.store %0, %arg1[%arg4, %arg3, %arg2] : memref<?x?x?xf32> loc(#loc22)
        } loc(#loc20)
      } loc(#loc19)
    } loc(#loc18)
    return loc(#loc23)
  } loc(#loc9)
} loc(#loc)
#loc = loc("seed004_copy_permutation.mlir":0:0)
#loc1 = loc("seed004_copy_permutation.mlir":7:1)
#loc4 = loc("seed004_copy_permutation.mlir":8:3)
#loc7 = loc("seed004_copy_permutation.mlir":12:5)
#loc8 = loc("seed004_copy_permutation.mlir":14:3)
#loc9 = loc("seed004_copy_permutation.mlir":17:1)
#loc12 = loc("seed004_copy_permutation.mlir":18:9)
#loc13 = loc("seed004_copy_permutation.mlir":19:9)
#loc14 = loc("seed004_copy_permutation.mlir":20:9)
#loc15 = loc("seed004_copy_permutation.mlir":21:8)
#loc16 = loc("seed004_copy_permutation.mlir":22:8)
#loc17 = loc("seed004_copy_permutation.mlir":23:8)
#loc18 = loc("seed004_copy_permutation.mlir":24:3)
#loc19 = loc("seed004_copy_permutation.mlir":25:5)
#loc20 = loc("seed004_copy_permutation.mlir":26:7)
#loc21 = loc("seed004_copy_permutation.mlir":27:14)
#loc22 = loc("seed004_copy_permutation.mlir":28:9)
#loc23 = loc("seed004_copy_permutation.mlir":32:3)

