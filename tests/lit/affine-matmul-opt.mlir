// RUN: tessera opt %s --split-input-file --affine-matmul-opt='mr=2 nr=4 vector-width=4 kc=2 mc=4 nc=4 fma parallel=false' | FileCheck %s
// RUN: tessera opt %s --split-input-file --affine-matmul-opt='mr=2 nr=4 vector-width=4 kc=2 mc=4 nc=4 fma parallel=false' --verify-diagnostics
// mlir-opt 22 has no such pass (Polly's pattern-based matmul optimisation works on LLVM IR);
// the expected structure is derived by hand from the sizes.

// C (5x6) += A (5x3) * B (3x6), f32. B panel: nc/nr = 1 micro-panel of kc = 2 rows by nr = 4;
// A block: mc/mr = 2 micro-panels of 2 rows by mr = 2; the edge-tile scratch Ct is mr x nr.
// jc steps by nc = 4 over 6 columns, pc by kc = 2 over 3, ic by mc = 4 over 5 rows; jr and ir
// number the micro-panels, so a tile is full when ic + 2 ir + 2 <= 5 and jc + 4 jr + 4 <= 6. The kernel keeps mr * nr / V = 2
// accumulators and, with fma, one vector.fma per accumulator per k step.
// CHECK-DAG: #[[FULL:set[0-9]*]] = affine_set<(d0, d1, d2, d3) : (-d0 - d1 * 2 + 3 >= 0, -d2 - d3 * 4 + 2 >= 0)>
// CHECK-LABEL: func.func @gemm
// CHECK: %[[BP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x2x4xf32>
// CHECK: %[[AP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x2x2xf32>
// CHECK: %[[CT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// CHECK: affine.for %[[JC:.*]] = 0 to 6 step 4 {
// CHECK-NEXT: affine.for %[[PC:.*]] = 0 to 3 step 2 {
// CHECK: affine.store %{{.*}}, %[[BP]][
// CHECK: affine.for %[[IC:.*]] = 0 to 5 step 4 {
// CHECK: affine.store %{{.*}}, %[[AP]][
// CHECK: affine.if #[[FULL]](%[[IC]], %{{.*}}, %[[JC]], %{{.*}}) {
// CHECK: %[[C0:.*]] = affine.vector_load %arg2[
// CHECK-NEXT: %[[C1:.*]] = affine.vector_load %arg2[
// CHECK-NEXT: %{{.*}}:2 = affine.for %{{.*}} = 0 to min #{{.*}}(%[[PC]]) iter_args(%[[X0:.*]] = %[[C0]], %[[X1:.*]] = %[[C1]]) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %[[B:.*]] = affine.vector_load %[[BP]][
// CHECK-NEXT: %[[A0:.*]] = affine.load %[[AP]][
// CHECK-NEXT: %[[BA0:.*]] = vector.broadcast %[[A0]] : f32 to vector<4xf32>
// CHECK-NEXT: %[[F0:.*]] = vector.fma %[[BA0]], %[[B]], %[[X0]] : vector<4xf32>
// CHECK-NEXT: %[[A1:.*]] = affine.load %[[AP]][
// CHECK-NEXT: %[[BA1:.*]] = vector.broadcast %[[A1]] : f32 to vector<4xf32>
// CHECK-NEXT: %[[F1:.*]] = vector.fma %[[BA1]], %[[B]], %[[X1]] : vector<4xf32>
// CHECK-NEXT: affine.yield %[[F0]], %[[F1]] : vector<4xf32>, vector<4xf32>
// CHECK: } else {
// CHECK: affine.store %{{.*}}, %[[CT]][
// CHECK: affine.vector_store %{{.*}}, %[[CT]][0, 0]
// CHECK: memref.dealloc %[[AP]]
// CHECK: memref.dealloc %[[CT]]
// CHECK: memref.dealloc %[[BP]]
func.func @gemm(%A: memref<5x3xf32>, %B: memref<3x6xf32>, %C: memref<5x6xf32>) {
  affine.for %i = 0 to 5 {
    affine.for %j = 0 to 6 {
      affine.for %k = 0 to 3 {
        %a = affine.load %A[%i, %k] : memref<5x3xf32>
        %b = affine.load %B[%k, %j] : memref<3x6xf32>
        %c = affine.load %C[%i, %j] : memref<5x6xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        // expected-remark@+1 {{contraction optimised: 5x6x3 with mr=2 nr=4 kc=2 mc=4 nc=4 vector-width=4 fma}}
        affine.store %s, %C[%i, %j] : memref<5x6xf32>
      }
    }
  }
  return
}

// -----

// PolyBench gemm's shape: the C *= beta loop shares %i with the contraction. Distributing %i
// (the contraction's C[i][j] is written after the scaling's in the same %i iteration; no
// dependence goes back) isolates the contraction; the scaling nest stays first.
// CHECK-LABEL: func.func @gemm_beta
// CHECK: affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 4 {
// CHECK-NEXT: affine.load
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: affine.store
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloc() {alignment = 64 : i64} : memref<1x2x4xf64>
func.func @gemm_beta(%alpha: f64, %beta: f64, %A: memref<4x3xf64>, %B: memref<3x4xf64>, %C: memref<4x4xf64>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %0 = affine.load %C[%i, %j] : memref<4x4xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<4x4xf64>
    }
    affine.for %k = 0 to 3 {
      affine.for %j = 0 to 4 {
        %0 = affine.load %A[%i, %k] : memref<4x3xf64>
        %1 = arith.mulf %alpha, %0 : f64
        %2 = affine.load %B[%k, %j] : memref<3x4xf64>
        %3 = arith.mulf %1, %2 : f64
        %4 = affine.load %C[%i, %j] : memref<4x4xf64>
        %5 = arith.addf %4, %3 : f64
        // expected-remark@+1 {{contraction optimised: 4x4x3 with mr=2 nr=4 kc=2 mc=4 nc=4 vector-width=4 fma}}
        affine.store %5, %C[%i, %j] : memref<4x4xf64>
      }
    }
  }
  return
}

// -----

// Not contractions: each says what was expected.
// CHECK-LABEL: func.func @not_contractions
func.func @not_contractions(%A: memref<4x4xf64>, %B: memref<4x4xf64>, %C: memref<4x4xf64>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 4 {
        %a = affine.load %A[%i, %k] : memref<4x4xf64>
        %b = affine.load %B[%k, %j] : memref<4x4xf64>
        %c = affine.load %C[%i, %j] : memref<4x4xf64>
        %p = arith.mulf %a, %b : f64
        %s = arith.subf %c, %p : f64
        // expected-remark@+1 {{not optimised: not a contraction: the stored value is not an arith.addf in the loop body (expected C[i][j] + x * y)}}
        affine.store %s, %C[%i, %j] : memref<4x4xf64>
      }
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %a = affine.load %A[%i, %j] : memref<4x4xf64>
      %c = affine.load %C[%i, %j] : memref<4x4xf64>
      %s = arith.addf %c, %a : f64
      // expected-remark@+1 {{not optimised: not a contraction: the store is not directly inside three nested affine.for loops (expected a nest i, j, k)}}
      affine.store %s, %C[%i, %j] : memref<4x4xf64>
    }
  }
  return
}
