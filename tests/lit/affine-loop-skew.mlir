// RUN: tessera opt %s --affine-loop-skew='factors=1' | FileCheck %s

// The stencil's dependence (1, -1) (the store at (i, j) is read at (i + 1, j - 1)) becomes
// (1, 0) after skewing %j by %i. A unit lower-triangular skew never reverses a dependence (the
// outer component is unchanged and inner ones only change where it is positive), so the pass
// has no refusal for dependence reasons. By hand: j' = j + i runs from i + 1 to i + 63 and the
// body reads the old iv back as j' - i. (mlir-opt 22 has no skewing pass.)

// CHECK-DAG: #[[LB:map[0-9]*]] = affine_map<(d0) -> (d0 + 1)>
// CHECK-DAG: #[[UB:map[0-9]*]] = affine_map<(d0) -> (d0 + 63)>
// CHECK-DAG: #[[OLD:map[0-9]*]] = affine_map<(d0, d1) -> (-d0 + d1)>
// CHECK-LABEL: func.func @skew
// CHECK:      affine.for %[[I:.*]] = 1 to 63 {
// CHECK-NEXT:   affine.for %[[J:.*]] = #[[LB]](%[[I]]) to #[[UB]](%[[I]]) {
// CHECK-NEXT:     %[[JJ:.*]] = affine.apply #[[OLD]](%[[I]], %[[J]])
// CHECK-NEXT:     %[[A:.*]] = affine.load %{{.*}}[%[[I]] - 1, %[[JJ]] + 1]
// CHECK-NEXT:     affine.store %[[A]], %{{.*}}[%[[I]], %[[JJ]]]
func.func @skew(%A: memref<64x64xf64>) {
  affine.for %i = 1 to 63 {
    affine.for %j = 1 to 63 {
      %a = affine.load %A[%i - 1, %j + 1] : memref<64x64xf64>
      affine.store %a, %A[%i, %j] : memref<64x64xf64>
    }
  }
  return
}
