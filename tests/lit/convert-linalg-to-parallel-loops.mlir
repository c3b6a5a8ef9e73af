// RUN: tessera opt %s --convert-linalg-to-parallel-loops | FileCheck %s
// CHECK-LABEL: func.func @mm(%arg0: memref<4x6xf32>, %arg1: memref<6x5xf32>, %arg2: memref<4x5xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%c4, %c5) step (%c1, %c1) {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c6 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg5] : memref<4x6xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg5, %arg4] : memref<6x5xf32>
// CHECK-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<4x5xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg2[%arg3, %arg4] : memref<4x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @prp(%arg0: memref<4x5x6xf32>, %arg1: memref<4x6xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c5 step %c1 {
// CHECK-NEXT: scf.parallel (%arg4) = (%c0) to (%c6) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3, %arg4] : memref<4x5x6xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg2, %arg4] : memref<4x6xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg1[%arg2, %arg4] : memref<4x6xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rp(%arg0: memref<5x6xf32>, %arg1: memref<6xf32>) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c5 step %c1 {
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%c6) step (%c1) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<5x6xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg3] : memref<6xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: %3 = arith.mulf %2, %cst : f32
// CHECK-NEXT: memref.store %3, %arg1[%arg3] : memref<6xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @last_writer(%arg0: memref<6x7xf32>, %arg1: memref<6xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c6) step (%c1) {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c7 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<6x7xf32>
// CHECK-NEXT: memref.store %0, %arg1[%arg2] : memref<6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
//
// @mm, @prp, @rp: identical to `mlir-opt --convert-linalg-to-parallel-loops` (MLIR 22): each run
// of consecutive parallel loops is one scf.parallel, reduction loops are scf.for in between.
// @last_writer differs on purpose: its iterator_types claim d1 parallel, but the output map
// (d0, d1) -> (d0) is not injective, so every d1 iteration writes the same cell; the exact
// dependence analysis finds the output dependence and d1 stays an scf.for (with a remark);
// mlir-opt makes it parallel, and the result then depends on the iteration order.

#map = affine_map<(d0, d1) -> (d0 + d1)>
func.func @mm(%A: memref<4x6xf32>, %B: memref<6x5xf32>, %C: memref<4x5xf32>) {
  linalg.matmul ins(%A, %B : memref<4x6xf32>, memref<6x5xf32>) outs(%C : memref<4x5xf32>)
  return
}
func.func @prp(%A: memref<4x5x6xf32>, %C: memref<4x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i,j,k)->(i,j,k)>, affine_map<(i,j,k)->(i,k)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%A : memref<4x5x6xf32>) outs(%C : memref<4x6xf32>) {
  ^bb0(%a: f32, %c: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }
  return
}
func.func @rp(%A: memref<5x6xf32>, %C: memref<6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(j,k)->(j,k)>, affine_map<(j,k)->(k)>], iterator_types = ["reduction", "parallel"]} ins(%A : memref<5x6xf32>) outs(%C : memref<6xf32>) {
  ^bb0(%a: f32, %c: f32):
    %cst = arith.constant 2.0 : f32
    %s = arith.addf %a, %c : f32
    %t = arith.mulf %s, %cst : f32
    linalg.yield %t : f32
  }
  return
}

func.func @last_writer(%A: memref<6x7xf32>, %C: memref<6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<6x7xf32>) outs(%C : memref<6xf32>) {
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  }
  return
}
