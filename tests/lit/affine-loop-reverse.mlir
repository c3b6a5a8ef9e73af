// RUN: tessera opt %s --split-input-file --affine-loop-reverse='depth=1' | FileCheck %s
// RUN: tessera opt %s --split-input-file --affine-loop-reverse --verify-diagnostics

// %j carries no dependence (each (i, j) reads row i - 1 and writes row i): reversed. By hand:
// j' = -j runs from 1 - 16 = -15 to 1 - 0 = 1, and the body reads j back as -j'. Reversing %i
// (the default depth 0) would reverse the RAW dependence of distance 1: refused with a witness.
// (mlir-opt 22 has no reversal pass.)

// CHECK-DAG: #[[NEG:map[0-9]*]] = affine_map<(d0) -> (-d0)>
// CHECK-LABEL: func.func @rev
// CHECK:      affine.for %[[I:.*]] = 1 to 16 {
// CHECK-NEXT:   affine.for %[[J:.*]] = -15 to 1 {
// CHECK-NEXT:     %[[JJ:.*]] = affine.apply #[[NEG]](%[[J]])
// CHECK-NEXT:     %[[A:.*]] = affine.load %{{.*}}[%[[I]] - 1, %[[JJ]]]
// CHECK-NEXT:     affine.store %[[A]], %{{.*}}[%[[I]], %[[JJ]]]
func.func @rev(%A: memref<16x16xf64>) {
  // expected-remark@+1 {{cannot reverse the loop %i at 18:3: it would reverse the RAW dependence from 'affine.store' at 21:7 to 'affine.load' at 20:12: source iteration (%i = 1, %j = 0) and destination iteration (%i = 2, %j = 0) both access %A[1, 0]}}
  affine.for %i = 1 to 16 {
    affine.for %j = 0 to 16 {
      %a = affine.load %A[%i - 1, %j] : memref<16x16xf64>
      affine.store %a, %A[%i, %j] : memref<16x16xf64>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @carried
// CHECK:      affine.for %{{.*}} = 1 to 16 {
func.func @carried(%A: memref<16xf64>) {
  // expected-remark@+1 {{it would reverse the RAW dependence from 'affine.store' at 35:5 to 'affine.load' at 34:10: source iteration (%i = 1) and destination iteration (%i = 2) both access %A[1]}}
  affine.for %i = 1 to 16 {
    %a = affine.load %A[%i - 1] : memref<16xf64>
    affine.store %a, %A[%i] : memref<16xf64>
  }
  return
}
