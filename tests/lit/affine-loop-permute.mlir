// RUN: tessera opt %s --test-loop-permutation='permutation-map=1,0' | FileCheck %s
// @interchange gives output identical to mlir-opt 22's `--test-loop-permutation=
// 'permutation-map=1,0'`. tessera differs on purpose in @illegal: mlir-opt's test pass
// permutes it without a validity check (with check-validity it consults a dependence query
// that treats failures as "no dependence", llvm #210585); tessera refuses with a remark.
// The same pass is available as affine-loop-permute{permutation=1,0}.

// CHECK-LABEL: func.func @interchange
// CHECK-NEXT:    affine.for %[[J:.*]] = 0 to 20 {
// CHECK-NEXT:      affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:        affine.load %{{.*}}[%[[I]], %[[J]]]
func.func @interchange(%A: memref<10x20xf64>, %B: memref<20x10xf64>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      %v = affine.load %A[%i, %j] : memref<10x20xf64>
      affine.store %v, %B[%j, %i] : memref<20x10xf64>
    }
  }
  return
}

// CHECK-LABEL: func.func @illegal
// CHECK-NEXT:    affine.for %{{.*}} = 1 to 10 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 9 {
func.func @illegal(%A: memref<10x10xf64>) {
  affine.for %i = 1 to 10 {
    affine.for %j = 0 to 9 {
      %v = affine.load %A[%i - 1, %j + 1] : memref<10x10xf64>
      affine.store %v, %A[%i, %j] : memref<10x10xf64>
    }
  }
  return
}
