// RUN: tessera opt %s --affine-optimize='guard=false tile-sizes=8' | FileCheck %s

// Sizes the user gives are kept: `affine-optimize` sizes tiles from its cache model by default
// (`tile-model`), but `tile-sizes` turns the model off unless `tile-model=true` is given too.
// B = transpose(A), 64 x 64: one permutable, fully parallel band (i, j) tiled by 8: 64 / 8 =
// 8 tiles on each loop, the outer tile loop parallel, point loops of 8.

// CHECK-LABEL: func.func @transpose
// CHECK:      affine.parallel (%[[TI:.*]]) = (0) to (8) {
// CHECK-NEXT:   affine.for %[[TJ:.*]] = 0 to 8 {
func.func @transpose(%A: memref<64x64xf64>, %B: memref<64x64xf64>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %a = affine.load %A[%j, %i] : memref<64x64xf64>
      affine.store %a, %B[%i, %j] : memref<64x64xf64>
    }
  }
  return
}
