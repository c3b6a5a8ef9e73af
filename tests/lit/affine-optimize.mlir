// RUN: tessera opt %s -O | FileCheck %s

// `tessera opt -O` is the pass `affine-optimize`: contractions through affine-matmul-opt, the
// other regions through affine-auto-schedule.

// A contraction C[i][j] += A[i][k] * B[k][j]: rewritten by affine-matmul-opt into packed
// panels (memref.alloc buffers) and a vector micro-kernel on C (affine.vector_load /
// affine.vector_store of vectors; the sizes come from the host model, so only their shape is
// checked), with the ic loop parallel. The scheduler leaves the micro-kernel nest alone.
// CHECK-LABEL: func.func @matmul
// CHECK:       memref.alloc() {alignment = 64 : i64} : memref<{{.*}}xf64>
// CHECK:       affine.parallel
// CHECK:       affine.vector_load %{{.*}} : memref<64x80xf64>, vector<{{[0-9]+}}xf64>
// CHECK:       affine.vector_store %{{.*}} : memref<64x80xf64>, vector<{{[0-9]+}}xf64>
// CHECK:       return
func.func @matmul(%A: memref<64x48xf64>, %B: memref<48x80xf64>, %C: memref<64x80xf64>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 80 {
      affine.for %k = 0 to 48 {
        %a = affine.load %A[%i, %k] : memref<64x48xf64>
        %b = affine.load %B[%k, %j] : memref<48x80xf64>
        %p = arith.mulf %a, %b : f64
        %c = affine.load %C[%i, %j] : memref<64x80xf64>
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : memref<64x80xf64>
      }
    }
  }
  return
}

// A transpose is not a contraction: the scheduler takes it. By hand: no dependences, so
// Pluto's hyperplanes are i, j, one permutable band, tiled 32 x 32 (2 x 2 tiles), the outer
// tile loop parallel. Innermost candidates (quarter cycles): j has A[i][j] spatial 1, B[j][i]
// moving a row 12, one load 1 = 14; i has the same 14 mirrored; on a tie the current innermost
// loop (j) stays. The cost guard lets the schedule through on any cache sizes: the arrays
// fit the last cache level, whose traffic (the compulsory 512 + 512 lines) bounds both
// estimates, and the original's column walk over B spans 64 lines, more than a prefetcher
// follows, so its 512 lines cost 5 transfers each (3072 lines, 36864 cycles at 12); in a
// tile the walk spans 32 lines (1024 lines, 12288 cycles), above the tiles' computation
// (4096 x 1.75 + 128 loop entries x 10 = 8448).
// CHECK-LABEL: func.func @transpose
// CHECK:      affine.parallel (%[[TI:.*]]) = (0) to (2) {
// CHECK-NEXT:   affine.for %[[TJ:.*]] = 0 to 2 {
// CHECK-NEXT:     affine.for %[[I:.*]] = #{{.*}}(%[[TI]]) to #{{.*}}(%[[TI]]) {
// CHECK-NEXT:       affine.for %[[J:.*]] = #{{.*}}(%[[TJ]]) to #{{.*}}(%[[TJ]]) {
// CHECK-NEXT:         %[[V:.*]] = affine.load %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT:         affine.store %[[V]], %{{.*}}[%[[J]], %[[I]]]
func.func @transpose(%A: memref<64x64xf64>, %B: memref<64x64xf64>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %a = affine.load %A[%i, %j] : memref<64x64xf64>
      affine.store %a, %B[%j, %i] : memref<64x64xf64>
    }
  }
  return
}
