// RUN: tessera opt %s --linalg-tile='tile-sizes=2,4,3' | FileCheck %s
// RUN: tessera opt %s --linalg-tile='tile-sizes=2,4,3 loop-type=scf' | FileCheck %s --check-prefix=SCF
// RUN: tessera opt %s --linalg-tile='tile-sizes=0,0,0,0,2,2' | FileCheck %s --check-prefix=RED
// linalg-tile: tile loops around the same op on re-based subviews. Partial tiles get an
// affine.min extent; sizes dividing the range stay static; the convolution's input window
// is `oh * 2 + kh * 2`, so its subview starts at `2 * oh_tile` and spans `2 * (ext - 1) + 5`.
// Tiling two reduction loops of the convolution (RED) would reorder the accumulation of
// each output: refused (the op is unchanged, a remark names the dependence).

// CHECK-LABEL: func.func @mm
// CHECK:       affine.for %[[I:.*]] = 0 to 5 step 2 {
// CHECK-NEXT:    %[[EI:.*]] = affine.min #{{.*}}(%[[I]])
// CHECK-NEXT:    affine.for %[[J:.*]] = 0 to 6 step 4 {
// CHECK-NEXT:      %[[EJ:.*]] = affine.min #{{.*}}(%[[J]])
// CHECK-NEXT:      affine.for %[[K:.*]] = 0 to 7 step 3 {
// CHECK-NEXT:        %[[EK:.*]] = affine.min #{{.*}}(%[[K]])
// CHECK-NEXT:        %[[A:.*]] = memref.subview %arg0[%[[I]], %[[K]]] [%[[EI]], %[[EK]]] [1, 1] : memref<5x7xf32> to memref<?x?xf32, strided<[7, 1], offset: ?>>
// CHECK-NEXT:        %[[B:.*]] = memref.subview %arg1[%[[K]], %[[J]]] [%[[EK]], %[[EJ]]] [1, 1]
// CHECK-NEXT:        %[[C:.*]] = memref.subview %arg2[%[[I]], %[[J]]] [%[[EI]], %[[EJ]]] [1, 1]
// CHECK-NEXT:        linalg.matmul ins(%[[A]], %[[B]] : {{.*}}) outs(%[[C]] : {{.*}})
// SCF-LABEL:   func.func @mm
// SCF:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// SCF:           scf.for
// SCF:             scf.for
// SCF:               linalg.matmul ins(%{{.*}}, %{{.*}} : memref<?x?xf32, strided<[7, 1], offset: ?>>, memref<?x?xf32, strided<[6, 1], offset: ?>>)
// RED-LABEL:   func.func @mm
// RED-NEXT:      linalg.matmul ins(%arg0, %arg1 : memref<5x7xf32>, memref<7x6xf32>) outs(%arg2 : memref<5x6xf32>)
func.func @mm(%A: memref<5x7xf32>, %B: memref<7x6xf32>, %C: memref<5x6xf32>) {
  linalg.matmul ins(%A, %B : memref<5x7xf32>, memref<7x6xf32>) outs(%C : memref<5x6xf32>)
  return
}

// CHECK-LABEL: func.func @conv
// CHECK:       affine.for %[[N:.*]] = 0 to 1 step 2 {
// CHECK-NEXT:    affine.for %[[OH:.*]] = 0 to 5 step 4 {
// CHECK-NEXT:      %[[EH:.*]] = affine.min #{{.*}}(%[[OH]])
// CHECK-NEXT:      affine.for %[[OW:.*]] = 0 to 5 step 3 {
// CHECK-NEXT:        %[[EW:.*]] = affine.min #{{.*}}(%[[OW]])
// CHECK-NEXT:        %[[H0:.*]] = affine.apply #{{.*}}(%[[OH]])
// CHECK-NEXT:        %[[HS:.*]] = affine.apply #{{.*}}(%[[EH]])
// CHECK-NEXT:        %[[W0:.*]] = affine.apply #{{.*}}(%[[OW]])
// CHECK-NEXT:        %[[WS:.*]] = affine.apply #{{.*}}(%[[EW]])
// CHECK-NEXT:        %[[IN:.*]] = memref.subview %arg0[%[[N]], %[[H0]], %[[W0]], 0] [1, %[[HS]], %[[WS]], 2] [1, 1, 1, 1]
// CHECK-NEXT:        %[[OUT:.*]] = memref.subview %arg2[%[[N]], %[[OH]], %[[OW]], 0] [1, %[[EH]], %[[EW]], 3] [1, 1, 1, 1]
// CHECK-NEXT:        linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[IN]], %arg1 : {{.*}}) outs(%[[OUT]] : {{.*}})
// RED-LABEL:   func.func @conv
// RED-NEXT:      linalg.conv_2d_nhwc_hwcf
// RED-NEXT:      return
func.func @conv(%I: memref<1x13x13x2xf32>, %F: memref<3x3x2x3xf32>, %O: memref<1x5x5x3xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%I, %F : memref<1x13x13x2xf32>, memref<3x3x2x3xf32>) outs(%O : memref<1x5x5x3xf32>)
  return
}

// A generic using linalg.index: the tile's lower bound is added to each index.
// CHECK-LABEL: func.func @iota
// CHECK:       affine.for %[[I:.*]] = 0 to 8 step 2 {
// CHECK-NEXT:    affine.for %[[J:.*]] = 0 to 5 step 4 {
// CHECK-NEXT:      %[[EJ:.*]] = affine.min
// CHECK-NEXT:      %[[S:.*]] = memref.subview %arg0[%[[I]], %[[J]]] [2, %[[EJ]]] [1, 1] : memref<8x5xi64> to memref<2x?xi64, strided<[5, 1], offset: ?>>
// CHECK-NEXT:      linalg.generic
// CHECK-NEXT:      ^bb0(%{{.*}}: i64):
// CHECK-NEXT:        %[[X:.*]] = linalg.index 0 : index
// CHECK-NEXT:        %[[XI:.*]] = affine.apply #{{.*}}(%[[X]], %[[I]])
// CHECK-NEXT:        %[[Y:.*]] = linalg.index 1 : index
// CHECK-NEXT:        %[[YJ:.*]] = affine.apply #{{.*}}(%[[Y]], %[[J]])
// CHECK:             arith.muli %[[XI]]
func.func @iota(%O: memref<8x5xi64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%O : memref<8x5xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c100 = arith.constant 100 : index
    %t = arith.muli %i, %c100 : index
    %u = arith.addi %t, %j : index
    %v = arith.index_cast %u : index to i64
    linalg.yield %v : i64
  }
  return
}

// Dynamic shapes: the ranges come from memref.dim.
// CHECK-LABEL: func.func @dyn
// CHECK:         %[[M:.*]] = memref.dim %arg0, %{{.*}} : memref<?x?xf32>
// CHECK:         affine.for %{{.*}} = 0 to %[[M]] step 2 {
// CHECK:           linalg.matmul ins(%{{.*}}, %{{.*}} : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>)
func.func @dyn(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.matmul ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>)
  return
}
