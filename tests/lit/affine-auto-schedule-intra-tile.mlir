// RUN: tessera opt %s --affine-auto-schedule='tile-sizes=4' | FileCheck %s

// Intra-tile order: the tile loops keep the schedule's order (its outermost hyperplanes are the
// parallel ones), and the point loop of least estimated cost becomes innermost (quarter
// cycles per iteration: a spatial access 1 vectorised / 4 scalar, an invariant one 0, any
// other access 12, a load 1 vectorised / 4 scalar, a loop that carries a dependence 16 more).

// C[i][j] += A[i][k] * A[j][k] (a square syrk), input order (i, j, k). By hand: only C[i][j]
// carries dependences, by k; Pluto's hyperplanes are i, j (parallel), k. Costs of each point
// loop innermost:
//   k: carries the chain; A[i][k], A[j][k] spatial 2 * 4, C invariant, 3 loads 12, + 16 = 36;
//   j: parallel; C[i][j] load and store spatial 2, A[i][k] invariant, A[j][k] moves a row 12,
//      3 loads 3 = 17;
//   i: parallel; A[i][k], C twice move a row 36, A[j][k] invariant, 3 loads = 39.
// So the tile loops run (i, j, k) with the i tiles parallel, and the point loops (i, k, j) —
// where Pluto's score (2s + 4t + 8v - 16 * others) would pick k (12 against -8 for j), the
// scalar reduction, which a C compiler cannot vectorise.

// CHECK-LABEL: func.func @syrk_square
// CHECK:      affine.parallel (%[[TI:.*]]) = (0) to (4) {
// CHECK-NEXT:   affine.for %[[TJ:.*]] = 0 to 4 {
// CHECK-NEXT:     affine.for %[[TK:.*]] = 0 to 2 {
// CHECK-NEXT:       affine.for %[[I:.*]] = #{{.*}}(%[[TI]]) to #{{.*}}(%[[TI]]) {
// CHECK-NEXT:         affine.for %[[K:.*]] = #{{.*}}(%[[TK]]) to #{{.*}}(%[[TK]]) {
// CHECK-NEXT:           affine.for %[[J:.*]] = #{{.*}}(%[[TJ]]) to #{{.*}}(%[[TJ]]) {
// CHECK-NEXT:             affine.load %{{.*}}[%[[I]], %[[K]]]
// CHECK-NEXT:             affine.load %{{.*}}[%[[J]], %[[K]]]
// CHECK-NEXT:             arith.mulf
// CHECK-NEXT:             affine.load %{{.*}}[%[[I]], %[[J]]]
func.func @syrk_square(%A: memref<16x8xf64>, %C: memref<16x16xf64>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      affine.for %k = 0 to 8 {
        %a = affine.load %A[%i, %k] : memref<16x8xf64>
        %b = affine.load %A[%j, %k] : memref<16x8xf64>
        %p = arith.mulf %a, %b : f64
        %c = affine.load %C[%i, %j] : memref<16x16xf64>
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : memref<16x16xf64>
      }
    }
  }
  return
}

// A 2-d Jacobi stencil in time (the copy back as a second statement). Pluto's hyperplanes are
// t, 2t + i, 2t + j (every dependence has distance (1, 2, 2) or less after the skew), a
// permutable band with no parallel loop, tiled and run as a wavefront. Innermost candidates,
// for the fused steady state:
//   t: with 2t + i and 2t + j fixed, i and j both move by -2: no access has reuse, 6 * 12 = 72,
//      and t is parallel there (every dependence is carried outside): + 4 loads = 76;
//   2t + i: every access moves a row: 72 + 16 loads + 16 = 104;
//   2t + j: every access moves by one element: 6 * 4 + 16 + 16 = 56.
// So the innermost point loop runs along 2t + j (the rows of A and B), not along t (which the
// parallel-first rule of the previous intra-tile order chose, 2.2x slower on PolyBench's
// jacobi-2d LARGE).

// CHECK-LABEL: func.func @jacobi2d
// (The first and last column of a tile row are peeled by the scan; the steady state follows.)
// CHECK:      affine.store %{{.*}}, %{{.*}}[%{{.*}}, %c1]
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %[[Q:.*]] = max #{{.*}} to min #{{.*}} {
// CHECK-NEXT:   %[[R:.*]] = affine.apply #{{.*}}(%[[T:.*]], %[[P:.*]])
// CHECK-NEXT:   %[[C:.*]] = affine.apply #{{.*}}(%[[T]], %[[Q]])
// CHECK-NEXT:   affine.load %{{.*}}[%[[R]], %[[C]] - 1]
// CHECK-NEXT:   affine.load %{{.*}}[%[[R]], %[[C]] + 1]
// CHECK:        affine.store
// CHECK-NEXT:   %[[R2:.*]] = affine.apply #{{.*}}(%[[T]], %[[P]])
// CHECK-NEXT:   %[[C2:.*]] = affine.apply #{{.*}}(%[[T]], %[[Q]])
// CHECK-NEXT:   affine.load %{{.*}}[%[[R2]], %[[C2]]]
func.func @jacobi2d(%A: memref<16x16xf64>, %B: memref<16x16xf64>) {
  affine.for %t = 0 to 8 {
    affine.for %i = 1 to 15 {
      affine.for %j = 1 to 15 {
        %a = affine.load %A[%i, %j - 1] : memref<16x16xf64>
        %b = affine.load %A[%i, %j + 1] : memref<16x16xf64>
        %c = affine.load %A[%i - 1, %j] : memref<16x16xf64>
        %d = affine.load %A[%i + 1, %j] : memref<16x16xf64>
        %s1 = arith.addf %a, %b : f64
        %s2 = arith.addf %c, %d : f64
        %s = arith.addf %s1, %s2 : f64
        affine.store %s, %B[%i, %j] : memref<16x16xf64>
      }
    }
    affine.for %i = 1 to 15 {
      affine.for %j = 1 to 15 {
        %b = affine.load %B[%i, %j] : memref<16x16xf64>
        affine.store %b, %A[%i, %j] : memref<16x16xf64>
      }
    }
  }
  return
}
