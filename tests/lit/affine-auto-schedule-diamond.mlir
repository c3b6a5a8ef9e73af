// RUN: tessera opt %s --affine-auto-schedule='tile-sizes=4 diamond=true' | FileCheck %s

// Diamond tiling (Pluto's concurrent start) of jacobi-1d, T = 8, i in [1, 30]. By hand: the
// schedule's band is (t, 2t + i) (S1 shifted by one); the time hyperplane t lies on the face of
// concurrent start t = 0, so its tile hyperplane is replaced by 2t − i (S1: 2t − i + 1), tiles
// of 4 on both. The wavefront W = floor(a/4) + floor(b/4) over the two tile coordinates
// (a = 2t − i + c, b = 2t + i + c, c = 0 or 1) lies in [floor((a+b)/4) − 1, floor((a+b)/4)] =
// [t − 1, t]: W runs from −1 to 7 (rectangular tiles of t and 2t + i: from 0). Inside W, the
// second tile loop is parallel (tiles with equal W are independent), and the point loops keep
// the schedule's rows t and p = 2t + i, so the statements read i = p − 2t.

// CHECK:      #[[I:map[0-9]*]] = affine_map<(d0, d1) -> (d0 * -2 + d1)>
// CHECK-LABEL: func.func @jacobi_1d
// CHECK:      affine.for %[[W:.*]] = -1 to 8 {
// CHECK-NEXT:   affine.parallel (%[[T2:.*]]) =
// CHECK-NEXT:     affine.for %[[T:.*]] =
// CHECK-NEXT:       affine.for %[[P:.*]] =
// CHECK-NEXT:         affine.apply #[[I]](%[[T]], %[[P]])
func.func @jacobi_1d(%A: memref<32xf64>, %B: memref<32xf64>) {
  %c = arith.constant 3.333300e-01 : f64
  affine.for %t = 0 to 8 {
    affine.for %i = 1 to 31 {
      %a = affine.load %A[%i - 1] : memref<32xf64>
      %b = affine.load %A[%i] : memref<32xf64>
      %d = affine.load %A[%i + 1] : memref<32xf64>
      %s = arith.addf %a, %b : f64
      %s2 = arith.addf %s, %d : f64
      %r = arith.mulf %c, %s2 : f64
      affine.store %r, %B[%i] : memref<32xf64>
    }
    affine.for %i = 1 to 31 {
      %a = affine.load %B[%i - 1] : memref<32xf64>
      %b = affine.load %B[%i] : memref<32xf64>
      %d = affine.load %B[%i + 1] : memref<32xf64>
      %s = arith.addf %a, %b : f64
      %s2 = arith.addf %s, %d : f64
      %r = arith.mulf %c, %s2 : f64
      affine.store %r, %A[%i] : memref<32xf64>
    }
  }
  return
}
