// RUN: tessera opt %s --affine-loop-fusion='maximal' | FileCheck %s
// tessera moves the producer into the consumer (each producer iteration runs exactly once; the
// producer slice is a translation computed exactly from the dependences) and never creates
// private buffers. Not yet compared line by line with mlir-opt 22's output.

// CHECK-LABEL: func.func @producer_consumer
// CHECK: affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT: affine.store %{{.*}}, %{{.*}}[%[[I]]] : memref<10xf32>
// CHECK-NEXT: %[[V:.*]] = affine.load %{{.*}}[%[[I]]] : memref<10xf32>
// CHECK-NEXT: affine.store %[[V]], %{{.*}}[%[[I]]] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NOT: affine.for
// CHECK: return
func.func @producer_consumer(%A: memref<10xf32>, %B: memref<10xf32>) {
  %cf = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 10 {
    affine.store %cf, %A[%i] : memref<10xf32>
  }
  affine.for %j = 0 to 10 {
    %v = affine.load %A[%j] : memref<10xf32>
    affine.store %v, %B[%j] : memref<10xf32>
  }
  return
}

// -----

// llvm #212032: the producer reads a[1], the consumer writes a[p]. mlir-opt fuses without a
// shift and reverses the WAR dependence; tessera runs producer iteration t + 1 in fused
// iteration t (guards where the ranges differ), which keeps it. (Without `maximal` the one
// extra fused iteration over a range of 2 exceeds compute-tolerance=0.30: not fused.)
// CHECK-LABEL: func.func @war_212032
// CHECK: affine.for %[[P:.*]] = 0 to 3 {
// CHECK-NEXT: affine.if
// CHECK-NEXT: affine.apply
// CHECK: affine.if
// CHECK-NOT: affine.for
// CHECK: return
func.func @war_212032(%a: memref<3xf64>, %c: memref<3xf64>, %scratch: memref<3xf64>) {
  affine.for %p = 1 to 3 {
    %av = affine.load %a[1] : memref<3xf64>
    %cv = affine.load %c[%p] : memref<3xf64>
    %value = arith.mulf %av, %cv : f64
    affine.store %value, %scratch[%p] : memref<3xf64>
  }
  affine.for %q = 1 to 3 {
    %value = affine.load %scratch[%q] : memref<3xf64>
    affine.store %value, %a[%q] : memref<3xf64>
  }
  return
}

// -----

// llvm #211591: a call in the producer; tessera does not fuse (remark on stderr).
// CHECK-LABEL: func.func @call_211591
// CHECK: affine.for
// CHECK: func.call @opaque
// CHECK: affine.for
func.func private @opaque(memref<32xf64>)
func.func @call_211591(%in: memref<32xf64>, %comm: memref<32xf64>, %out: memref<32xf64>) {
  affine.for %i = 0 to 16 {
    %a = affine.load %in[%i] : memref<32xf64>
    affine.store %a, %comm[%i] : memref<32xf64>
    func.call @opaque(%comm) : (memref<32xf64>) -> ()
  }
  affine.for %j = 0 to 16 {
    %c = affine.load %comm[%j] : memref<32xf64>
    affine.store %c, %out[%j] : memref<32xf64>
  }
  return
}
