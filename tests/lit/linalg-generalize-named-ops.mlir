// RUN: tessera opt %s --linalg-generalize-named-ops | FileCheck %s
// Output identical to mlir-opt 22's `--linalg-generalize-named-ops` on this file (checked when
// written; the corpus-wide byte-for-byte comparison is tests/suite/linalg_generic.rs against
// tests/corpus/linalg-generalize/). Named ops, map, reduce, transpose and broadcast become
// linalg.generic with their indexing maps, iterator types and payload; discardable attributes
// are dropped; a generic is left alone.

// CHECK-DAG: #[[A:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[B:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[C:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[ID1:map[0-9]*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[T:map[0-9]*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[ID2:map[0-9]*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:map[0-9]*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[COL:map[0-9]*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[IN:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4 * 3, d2 + d5 * 2, d6)>
// CHECK-LABEL: func.func @f
// CHECK-NEXT:    linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x4xf32>) outs(%arg2 : memref<4x4xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:      %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:      %1 = arith.addf %out, %0 : f32
// CHECK-NEXT:      linalg.yield %1 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    linalg.generic {indexing_maps = [#[[ID1]], #[[ID1]]], iterator_types = ["parallel"]} ins(%arg3 : memref<4xf32>) outs(%arg3 : memref<4xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:      %0 = math.absf %in : f32
// CHECK-NEXT:      linalg.yield %0 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    linalg.generic {indexing_maps = [#[[T]], #[[ID2]]], iterator_types = ["parallel", "parallel"]} ins(%arg2 : memref<4x4xf32>) outs(%arg4 : memref<4x4xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:      linalg.yield %in : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    linalg.generic {indexing_maps = [#[[ROW]], #[[ID2]]], iterator_types = ["parallel", "parallel"]} ins(%arg3 : memref<4xf32>) outs(%arg4 : memref<4x4xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:      linalg.yield %in : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    linalg.generic {indexing_maps = [#[[ID2]], #[[COL]]], iterator_types = ["reduction", "parallel"]} ins(%arg4 : memref<4x4xf32>) outs(%arg3 : memref<4xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:      %0 = arith.addf %out, %in : f32
// CHECK-NEXT:      linalg.yield %0 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    linalg.generic {indexing_maps = [#[[ID1]], #[[ID1]]], iterator_types = ["parallel"]} ins(%arg3 : memref<4xf32>) outs(%arg3 : memref<4xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:      %0 = arith.negf %in : f32
// CHECK-NEXT:      linalg.yield %0 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @f(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>, %d: memref<4xf32>, %e: memref<4x4xf32>) {
  linalg.matmul {foo = 1 : i32} ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) outs(%c : memref<4x4xf32>)
  linalg.map { math.absf } ins(%d : memref<4xf32>) outs(%d : memref<4xf32>)
  linalg.transpose ins(%c : memref<4x4xf32>) outs(%e : memref<4x4xf32>) permutation = [1, 0]
  linalg.broadcast ins(%d : memref<4xf32>) outs(%e : memref<4x4xf32>) dimensions = [1]
  linalg.reduce { arith.addf } ins(%e : memref<4x4xf32>) outs(%d : memref<4xf32>) dimensions = [0]
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%d : memref<4xf32>) outs(%d : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  }
  return
}

// Strided, dilated convolution: the window expressions carry the strides and dilations
// (#[[IN]] above).
// CHECK-LABEL: func.func @conv
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
func.func @conv(%i: memref<1x9x9x2xf32>, %w: memref<2x3x2x4xf32>, %o: memref<1x2x5x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {strides = dense<[2, 1]> : tensor<2xi64>, dilations = dense<[3, 2]> : tensor<2xi64>} ins(%i, %w : memref<1x9x9x2xf32>, memref<2x3x2x4xf32>) outs(%o : memref<1x2x5x4xf32>)
  return
}
