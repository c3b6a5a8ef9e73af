// RUN: tessera opt %s --affine-parallelize='privatize=true' | FileCheck %s
//
// tessera's option (mlir-opt has none): loops whose carried dependences are all on memrefs each
// iteration writes before it reads get a private copy per iteration. Derivations by hand below.

// CHECK: #[[LAST:.*]] = affine_set<(d0) : (d0 - 7 >= 0)>


// %t is written (t[j] for every j) before it is read in each iteration of %i, and never read
// after the loop (a local alloca): %i is parallel with %t private, no copy-back.
func.func @row_temp(%A: memref<8x4xf32>, %B: memref<8x4xf32>) {
  %t = memref.alloca() : memref<4xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 4 {
      %v = affine.load %A[%i, %j] : memref<8x4xf32>
      affine.store %v, %t[%j] : memref<4xf32>
    }
    affine.for %j = 0 to 4 {
      %v = affine.load %t[3 - %j] : memref<4xf32>
      affine.store %v, %B[%i, %j] : memref<8x4xf32>
    }
  }
  return
}
// CHECK-LABEL: func.func @row_temp
// CHECK:         affine.parallel (%[[I:.*]]) = (0) to (8) {
// CHECK-NEXT:      %[[P:.*]] = memref.alloca() : memref<4xf32>
// CHECK:             affine.store %{{.*}}, %[[P]][%{{.*}}] : memref<4xf32>
// CHECK:             affine.load %[[P]][-%{{.*}} + 3] : memref<4xf32>
// CHECK-NOT:     affine.if


// %s is an argument, so its final value is observable: the last iteration (%i + 1 - 8 >= 0,
// i.e. %i = 7) runs the body on %s itself, the others on a private copy.
func.func @scalar_arg(%A: memref<8xf32>, %B: memref<8xf32>, %s: memref<f32>) {
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    %d = arith.addf %a, %a : f32
    affine.store %d, %s[] : memref<f32>
    %u = affine.load %s[] : memref<f32>
    affine.store %u, %B[%i] : memref<8xf32>
  }
  return
}
// CHECK-LABEL: func.func @scalar_arg(
// CHECK-SAME:    %[[A:[^:]*]]: memref<8xf32>, %[[B:[^:]*]]: memref<8xf32>, %[[S:[^:]*]]: memref<f32>)
// CHECK:         affine.parallel (%[[I:.*]]) = (0) to (8) {
// CHECK-NEXT:      affine.if #[[LAST]](%[[I]]) {
// CHECK:             affine.store %{{.*}}, %[[S]][] : memref<f32>
// CHECK:           } else {
// CHECK-NEXT:        %[[P:.*]] = memref.alloca() : memref<f32>
// CHECK:             affine.store %{{.*}}, %[[P]][] : memref<f32>
// CHECK:             affine.load %[[P]][] : memref<f32>


// An accumulator read before it is written in the iteration: not privatisable (iteration i > 0
// reads the value iteration i - 1 wrote; the remark says so), %i stays sequential.
func.func @accumulate(%A: memref<8xf32>, %s: memref<f32>) {
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    %u = affine.load %s[] : memref<f32>
    %v = arith.addf %u, %a : f32
    affine.store %v, %s[] : memref<f32>
  }
  return
}
// CHECK-LABEL: func.func @accumulate
// CHECK-NEXT:    affine.for
