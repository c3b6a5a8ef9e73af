// RUN: tessera opt %s --inline | FileCheck %s
// RUN: tessera opt %s --inline --verify-diagnostics
// RUN: tessera opt %s --pass-pipeline='builtin.module(func.func(inline,lower-affine))' | FileCheck %s --check-prefix=LOWER
// `inline` puts the callee's body in an affine.execute_region (seed 002, "Inlining"): its memref
// arguments become the region's, the index argument %i (an iv of the caller) is captured and is
// a symbol inside the region, so the callee's affine accesses stay affine. Recursive calls stay.
// lower-affine then inlines the regions (single-block in place, multi-block as
// scf.execute_region).

func.func @row(%X : memref<8x8xf64>, %r : index) -> f64 {
  %z = arith.constant 0.0 : f64
  %s = affine.for %j = 0 to 8 iter_args(%acc = %z) -> (f64) {
    %x = affine.load %X[%r, %j] : memref<8x8xf64>
    %n = arith.addf %acc, %x : f64
    affine.yield %n : f64
  }
  return %s : f64
}

func.func @pick(%X : memref<8x8xf64>, %r : index) -> f64 {
  %z = arith.constant 0.0 : f64
  %x = affine.load %X[%r, 0] : memref<8x8xf64>
  %p = arith.cmpf olt, %x, %z : f64
  cf.cond_br %p, ^neg, ^pos
^neg:
  return %z : f64
^pos:
  return %x : f64
}

func.func @down(%n : index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> (index) {
    scf.yield %c0 : index
  } else {
    %m = arith.subi %n, %c1 : index
    // expected-remark@+1 {{not inlined: '@down' is recursive (it can call itself)}}
    %x = func.call @down(%m) : (index) -> index
    scf.yield %x : index
  }
  return %r : index
}

// CHECK-LABEL: func.func @main
// CHECK:         affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT:      %[[S:.*]] = affine.execute_region [%[[RX:.*]]] = (%arg0) : (memref<8x8xf64>) -> f64 {
// CHECK:             affine.load %[[RX]][%[[I]], %{{.*}}] : memref<8x8xf64>
// CHECK:           affine.yield %{{.*}} : f64
// CHECK:           %[[P:.*]] = affine.execute_region [%[[RX2:.*]]] = (%arg0) : (memref<8x8xf64>) -> f64 {
// CHECK:             cf.cond_br
// CHECK:             affine.yield %{{.*}} : f64
// CHECK:             affine.yield %{{.*}} : f64
// CHECK:           arith.addf %[[S]], %[[P]] : f64
// CHECK:           call @down
// LOWER-LABEL: func.func @main
// LOWER-NOT:     affine.
// LOWER:         scf.for
// LOWER:           scf.for
// LOWER:           scf.execute_region -> f64 {
// LOWER:             cf.cond_br
// LOWER:             scf.yield %{{.*}} : f64
// LOWER:             scf.yield %{{.*}} : f64
// LOWER-NOT:     affine.
func.func @main(%X : memref<8x8xf64>, %S : memref<8xf64>, %D : memref<8xindex>) {
  affine.for %i = 0 to 8 {
    %s = func.call @row(%X, %i) : (memref<8x8xf64>, index) -> f64
    %p = func.call @pick(%X, %i) : (memref<8x8xf64>, index) -> f64
    %t = arith.addf %s, %p : f64
    affine.store %t, %S[%i] : memref<8xf64>
    // expected-remark@+1 {{not inlined: '@down' is recursive (it can call itself)}}
    %d = func.call @down(%i) : (index) -> index
    affine.store %d, %D[%i] : memref<8xindex>
  }
  return
}
