// RUN: tessera opt %s --split-input-file --linalg-interchange='permutation=2,0,1' | FileCheck %s
// RUN: tessera opt %s --split-input-file --linalg-interchange='permutation=2,0,1' --verify-diagnostics

// MLIR's convention (`transform.structured.interchange iterator_interchange = [2, 0, 1]`): new
// loop i is old loop permutation[i], so the loops (i, j, k) of a matmul become (k, i, j): A's
// map (i, k) reads (d1, d0) and the iterator types are permuted. The maps are the ones
// mlir-opt 22's transform prints for this op. Legal by hand: each C[i, j] still accumulates k
// in increasing order.

// CHECK-DAG: #[[A:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d1, d0)>
// CHECK-DAG: #[[B:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[C:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-LABEL: func.func @matmul
// CHECK-NEXT:    linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["reduction", "parallel", "parallel"]}
// CHECK-NEXT:    ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:      %0 = linalg.index 1 : index
// CHECK-NEXT:      %1 = linalg.index 0 : index
func.func @matmul(%A: memref<4x6xf32>, %B: memref<6x5xf32>, %C: memref<4x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : memref<4x6xf32>, memref<6x5xf32>) outs(%C : memref<4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %i = linalg.index 0 : index
    %k = linalg.index 2 : index
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %z, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Summing over two reduction loops: the new order (k, i, j) adds the elements of each C[i] in
// another order (floating-point reassociation): refused, with the witness of the reversed
// dependence on the op's loop form (d0, d1, d2 are the op's loops).

// CHECK-LABEL: func.func @sum
// CHECK: iterator_types = ["parallel", "reduction", "reduction"]
func.func @sum(%A: memref<3x4x5xf32>, %C: memref<3xf32>) {
  // expected-remark@+1 {{cannot interchange the loops of 'linalg.generic' by [2, 0, 1]: it would reverse the WAR dependence from 'affine.load' at 40:3 to 'affine.store' at 40:3: source iteration (%d0 = 0, %d1 = 0, %d2 = 1) and destination iteration (%d0 = 0, %d1 = 1, %d2 = 0) both access %C[0]}}
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%A : memref<3x4x5xf32>) outs(%C : memref<3xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %y, %x : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Named ops are not interchanged: generalise first.

// CHECK-LABEL: func.func @named
// CHECK-NEXT: linalg.matmul
func.func @named(%A: memref<4x6xf32>, %B: memref<6x5xf32>, %C: memref<4x5xf32>) {
  // expected-remark@+1 {{cannot interchange the loops of 'linalg.matmul' by [2, 0, 1]: interchange works on linalg.generic: run linalg-generalize-named-ops first}}
  linalg.matmul ins(%A, %B : memref<4x6xf32>, memref<6x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// On tensors: decided on the same op on distinct buffers. The matmul's loops permute; the
// two-reduction sum is refused.

// CHECK-LABEL: func.func @tensors
// CHECK:         linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["reduction", "parallel", "parallel"]}
// CHECK:         linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction", "reduction"]}
func.func @tensors(%A: tensor<4x6xf32>, %B: tensor<6x5xf32>, %C: tensor<4x5xf32>, %D: tensor<4x6x5xf32>, %E: tensor<4xf32>) -> (tensor<4x5xf32>, tensor<4xf32>) {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : tensor<4x6xf32>, tensor<6x5xf32>) outs(%C : tensor<4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %z, %p : f32
    linalg.yield %s : f32
  } -> tensor<4x5xf32>
  // expected-remark@+1 {{cannot interchange the loops of 'linalg.generic' by [2, 0, 1]: it would reverse the WAR dependence from 'affine.load' at 76:8 to 'affine.store' at 76:8: source iteration (%d0 = 0, %d1 = 0, %d2 = 1) and destination iteration (%d0 = 0, %d1 = 1, %d2 = 0) both access %E[0]}}
  %t = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%D : tensor<4x6x5xf32>) outs(%E : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %y, %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r, %t : tensor<4x5xf32>, tensor<4xf32>
}
