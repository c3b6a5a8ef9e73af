// RUN: tessera opt %s --affine-auto-schedule='tile=false' | FileCheck %s

// Matrix product in (i, k, j) order. By hand: the only dependences are on C[i][j] (RAW, WAR,
// WAW), carried by k with distance (0, 0, d), d >= 1. Pluto's first hyperplanes need a zero
// bounding function: i, then j (both carry nothing), then k (the only one left, w = 15).
// Within the permutable band (i, j, k) the loop of least estimated cost goes innermost
// (quarter cycles: a spatial access 1 vectorised / 4 scalar, an invariant one 0, any other
// 12, a load 1 / 4, a carried chain 16): j is parallel, C[i][j] twice and B[k][j] spatial,
// A[i][k] invariant: 3 + 3 loads = 6; k carries the dependence: A[i][k] spatial 4, B[k][j]
// 12, C invariant, 3 loads 12, chain 16 = 44; i is parallel but A[i][k] and C[i][j] twice
// move by a row: 36 + 3 = 39. So the order is (i, k, j) again; i carries no dependence and is
// the outermost loop, so it becomes affine.parallel.

// CHECK-LABEL: func.func @matmul
// CHECK:      affine.parallel (%[[I:.*]]) = (0) to (16) {
// CHECK-NEXT:   affine.for %[[K:.*]] = 0 to 16 {
// CHECK-NEXT:     affine.for %[[J:.*]] = 0 to 16 {
// CHECK-NEXT:       affine.load %{{.*}}[%[[I]], %[[K]]]
// CHECK-NEXT:       affine.load %{{.*}}[%[[K]], %[[J]]]
// CHECK-NEXT:       arith.mulf
// CHECK-NEXT:       affine.load %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT:       arith.addf
// CHECK-NEXT:       affine.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]]
func.func @matmul(%A: memref<16x16xf64>, %B: memref<16x16xf64>, %C: memref<16x16xf64>) {
  affine.for %i = 0 to 16 {
    affine.for %k = 0 to 16 {
      affine.for %j = 0 to 16 {
        %a = affine.load %A[%i, %k] : memref<16x16xf64>
        %b = affine.load %B[%k, %j] : memref<16x16xf64>
        %p = arith.mulf %a, %b : f64
        %c = affine.load %C[%i, %j] : memref<16x16xf64>
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : memref<16x16xf64>
      }
    }
  }
  return
}

// A 1-d Jacobi-style stencil in time: every hyperplane must keep (1, -1), (1, 0), (1, 1)
// non-negative: t and then t + i (Pluto's skew; w = 1 for both); the i loop of the skewed band
// runs from t + 1 to t + 63. Nothing is parallel without tiling (both loops carry
// dependences), so no affine.parallel.

// CHECK-LABEL: func.func @stencil
// CHECK-NOT:  affine.parallel
// CHECK:      affine.for %[[T:.*]] = 0 to 32 {
// CHECK-NEXT:   affine.for %{{.*}} = #{{.*}}(%[[T]]) to #{{.*}}(%[[T]]) {
// CHECK-NOT:  affine.parallel
// CHECK:      return
func.func @stencil(%A: memref<64xf64>) {
  affine.for %t = 0 to 32 {
    affine.for %i = 1 to 63 {
      %l = affine.load %A[%i - 1] : memref<64xf64>
      %c = affine.load %A[%i] : memref<64xf64>
      %r = affine.load %A[%i + 1] : memref<64xf64>
      %s1 = arith.addf %l, %c : f64
      %s2 = arith.addf %s1, %r : f64
      affine.store %s2, %A[%i] : memref<64xf64>
    }
  }
  return
}
