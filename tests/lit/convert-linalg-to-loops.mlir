// RUN: tessera opt %s --convert-linalg-to-loops | FileCheck %s
// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @mm(%arg0: memref<4x6xf32>, %arg1: memref<6x5xf32>, %arg2: memref<4x5xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c5 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c6 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg5] : memref<4x6xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg5, %arg4] : memref<6x5xf32>
// CHECK-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<4x5xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg2[%arg3, %arg4] : memref<4x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn(%arg0: memref<?x?xf32>, %arg1: memref<?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: scf.for %arg2 = %c0 to %dim step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill(%arg0: memref<4x5xf32>, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c5 step %c1 {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2, %arg3] : memref<4x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv(%arg0: memref<1x8x8x3xf32>, %arg1: memref<3x3x3x4xf32>, %arg2: memref<1x6x6x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c1 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c6 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c6 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg7 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg8 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg9 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg4, %arg7)
// CHECK-NEXT: %1 = affine.apply #map(%arg5, %arg8)
// CHECK-NEXT: %2 = memref.load %arg0[%arg3, %0, %1, %arg9] : memref<1x8x8x3xf32>
// CHECK-NEXT: %3 = memref.load %arg1[%arg7, %arg8, %arg9, %arg6] : memref<3x3x3x4xf32>
// CHECK-NEXT: %4 = memref.load %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x6x6x4xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 : f32
// CHECK-NEXT: memref.store %6, %arg2[%arg3, %arg4, %arg5, %arg6] : memref<1x6x6x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @r0(%arg0: memref<f32>, %arg1: memref<f32>) {
// CHECK-NEXT: %0 = memref.load %arg0[] : memref<f32>
// CHECK-NEXT: memref.store %0, %arg1[] : memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @a(%arg0: memref<4x6xf32>, %arg1: memref<6x5xf32>, %arg2: memref<4x5xf32>) {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<3x7xindex>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c5 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c6 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg5] : memref<4x6xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg5, %arg4] : memref<6x5xf32>
// CHECK-NEXT: %2 = memref.load %arg2[%arg3, %arg4] : memref<4x5xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg2[%arg3, %arg4] : memref<4x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c7 step %c1 {
// CHECK-NEXT: memref.store %c9, %alloc[%arg3, %arg4] : memref<3x7xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b(%arg0: memref<4x6xf32>, %arg1: memref<6x5xf32>, %arg2: memref<4x5xf32>, %arg3: index) {
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg3 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %c0 to %c5 step %c1 {
// CHECK-NEXT: scf.for %arg7 = %c0 to %c6 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5, %arg7] : memref<4x6xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg7, %arg6] : memref<6x5xf32>
// CHECK-NEXT: %2 = memref.load %arg2[%arg5, %arg6] : memref<4x5xf32>
// CHECK-NEXT: %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: memref.store %4, %arg2[%arg5, %arg6] : memref<4x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two(%arg0: memref<4x5xf32>, %arg1: memref<7xf32>, %arg2: memref<4x3xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %cst = arith.constant 9.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c5 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg4] : memref<4x5xf32>
// CHECK-NEXT: %1 = arith.addf %0, %cst_1 : f32
// CHECK-NEXT: %2 = arith.mulf %1, %cst_0 : f32
// CHECK-NEXT: memref.store %2, %arg0[%arg3, %arg4] : memref<4x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %c7 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg1[%arg3] : memref<7xf32>
// CHECK-NEXT: %1 = arith.addf %0, %cst_1 : f32
// CHECK-NEXT: %2 = arith.mulf %1, %cst : f32
// CHECK-NEXT: memref.store %2, %arg1[%arg3] : memref<7xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %c2] : memref<4x5xf32>
// CHECK-NEXT: memref.store %0, %arg2[%arg3, %arg4] : memref<4x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
//
// Identical to `mlir-opt --convert-linalg-to-loops` (MLIR 22) on every function here: index
// constants uniqued and hoisted to the function entry in the order of mlir-opt's greedy driver,
// payload constants too, dead dimension sizes dropped, non-trivial indices as affine.apply.
// @two: payload constants reach the folder before the op's loop-bound constants.
// (tessera does not load operands whose payload argument is unused, e.g. the output of
// linalg.fill; mlir-opt does not either when the value is dead after its folding, as here.)

#map = affine_map<(d0, d1) -> (d0 + d1)>
func.func @mm(%A: memref<4x6xf32>, %B: memref<6x5xf32>, %C: memref<4x5xf32>) {
  linalg.matmul ins(%A, %B : memref<4x6xf32>, memref<6x5xf32>) outs(%C : memref<4x5xf32>)
  return
}
func.func @dyn(%A: memref<?x?xf32>, %C: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(i)>], iterator_types = ["parallel", "reduction"]} ins(%A : memref<?x?xf32>) outs(%C : memref<?xf32>) {
  ^bb0(%a: f32, %c: f32):
    %i = linalg.index 1 : index
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }
  return
}
func.func @fill(%C: memref<4x5xf32>, %f: f32) {
  linalg.fill ins(%f : f32) outs(%C : memref<4x5xf32>)
  return
}
func.func @conv(%I: memref<1x8x8x3xf32>, %F: memref<3x3x3x4xf32>, %O: memref<1x6x6x4xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%I, %F : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%O : memref<1x6x6x4xf32>)
  return
}
func.func @r0(%a: memref<f32>, %b: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<()->()>, affine_map<()->()>], iterator_types = []} ins(%a : memref<f32>) outs(%b : memref<f32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
func.func @a(%A: memref<4x6xf32>, %B: memref<6x5xf32>, %C: memref<4x5xf32>) {
  %x = memref.alloc() : memref<3x7xindex>
  linalg.matmul ins(%A, %B : memref<4x6xf32>, memref<6x5xf32>) outs(%C : memref<4x5xf32>)
  %c9 = arith.constant 9 : index
  linalg.fill ins(%c9 : index) outs(%x : memref<3x7xindex>)
  return
}
func.func @b(%A: memref<4x6xf32>, %B: memref<6x5xf32>, %C: memref<4x5xf32>, %n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    linalg.matmul ins(%A, %B : memref<4x6xf32>, memref<6x5xf32>) outs(%C : memref<4x5xf32>)
  }
  return
}
func.func @two(%A: memref<4x5xf32>, %B: memref<7xf32>, %C: memref<4x3xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>], iterator_types = ["parallel","parallel"]} outs(%A : memref<4x5xf32>) {
  ^bb0(%a: f32):
    %c = arith.constant 3.0 : f32
    %d = arith.constant 5.0 : f32
    %s = arith.addf %a, %c : f32
    %t = arith.mulf %s, %d : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i)->(i)>], iterator_types = ["parallel"]} outs(%B : memref<7xf32>) {
  ^bb0(%a: f32):
    %c = arith.constant 3.0 : f32
    %e = arith.constant 9.0 : f32
    %s = arith.addf %a, %c : f32
    %t = arith.mulf %s, %e : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i,j)->(i,2)>, affine_map<(i,j)->(i,j)>], iterator_types = ["parallel","parallel"]} ins(%A : memref<4x5xf32>) outs(%C : memref<4x3xf32>) {
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  }
  return
}
