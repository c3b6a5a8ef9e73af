// RUN: tessera opt %s --affine-auto-schedule='tile-sizes=8 second-level=on second-level-ratios=4' | FileCheck %s

// A second tiling level (Pluto's --second-level-tile). B = transpose(A), 64 x 64: one
// permutable, fully parallel band (i, j), tiled by 8 and again by 4 tiles (32 points). By
// hand: the second-level tile loops Q_i, Q_j run 64 / 32 = 2 times each; inside, the
// first-level tile loops run over the 4 tiles of their group, q from 4Q to 4Q + 4, the
// outer one parallel (a band without a wavefront keeps its parallel loop at the first level,
// inside each group); the point loops run 8q to 8q + 8, full tiles everywhere (64 is a
// multiple of 32), so no min or max.

// CHECK-DAG:  #[[G0:map[0-9]*]] = affine_map<(d0) -> (d0 * 4)>
// CHECK-DAG:  #[[G1:map[0-9]*]] = affine_map<(d0) -> (d0 * 4 + 4)>
// CHECK-DAG:  #[[P0:map[0-9]*]] = affine_map<(d0) -> (d0 * 8)>
// CHECK-DAG:  #[[P1:map[0-9]*]] = affine_map<(d0) -> (d0 * 8 + 8)>
// CHECK-LABEL: func.func @transpose
// CHECK:      affine.for %[[QI:.*]] = 0 to 2 {
// CHECK-NEXT:   affine.for %[[QJ:.*]] = 0 to 2 {
// CHECK-NEXT:     affine.parallel (%[[TI:.*]]) = (%[[QI]] * 4) to (%[[QI]] * 4 + 4) {
// CHECK-NEXT:       affine.for %[[TJ:.*]] = #[[G0]](%[[QJ]]) to #[[G1]](%[[QJ]]) {
// CHECK-NEXT:         affine.for %{{.*}} = #[[P0]](%{{.*}}) to #[[P1]](%{{.*}}) {
// CHECK-NEXT:           affine.for %{{.*}} = #[[P0]](%{{.*}}) to #[[P1]](%{{.*}}) {
// CHECK-NOT:  min
func.func @transpose(%A: memref<64x64xf64>, %B: memref<64x64xf64>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %a = affine.load %A[%j, %i] : memref<64x64xf64>
      affine.store %a, %B[%i, %j] : memref<64x64xf64>
    }
  }
  return
}
