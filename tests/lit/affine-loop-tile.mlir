// RUN: tessera opt %s --affine-loop-tile='tile-size=4' | FileCheck %s
// The first three functions give output identical to mlir-opt 22's
// (`mlir-opt --affine-loop-tile='tile-size=4'`). tessera differs on purpose in @dist_1_m1
// (mlir-opt tiles it and changes the results, llvm #191147; tessera refuses with a remark) and
// in @triangular (mlir-opt refuses non-hyper-rectangular bands; tessera tiles it exactly).

// CHECK-DAG: #[[ID:map[0-9]*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[MIN10:map[0-9]*]] = affine_map<(d0) -> (d0 + 4, 10)>
// CHECK-DAG: #[[P4:map[0-9]*]] = affine_map<(d0) -> (d0 + 4)>
// CHECK-DAG: #[[P3:map[0-9]*]] = affine_map<(d0) -> (d0 + 3)>
// CHECK-DAG: #[[SYM:map[0-9]*]] = affine_map<(d0)[s0] -> (d0 + 8, s0)>

// CHECK-LABEL: func.func @rect
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 10 step 4 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 10 step 4 {
// CHECK-NEXT:        affine.for %[[II:.*]] = #[[ID]](%[[I]]) to min #[[MIN10]](%[[I]]) {
// CHECK-NEXT:          affine.for %[[JJ:.*]] = #[[ID]](%[[J]]) to min #[[MIN10]](%[[J]]) {
// CHECK-NEXT:            affine.load %{{.*}}[%[[II]], %[[JJ]]]
// CHECK-NEXT:            affine.store %{{.*}}, %{{.*}}[%[[JJ]], %[[II]]]
func.func @rect(%A: memref<10x10xf64>, %B: memref<10x10xf64>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%i, %j] : memref<10x10xf64>
      affine.store %v, %B[%j, %i] : memref<10x10xf64>
    }
  }
  return
}

// Trip count a multiple of the size: no min; trip count below the size: lb + trip count.
// CHECK-LABEL: func.func @divides_and_small
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 64 step 4 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 3 step 4 {
// CHECK-NEXT:        affine.for %{{.*}} = #[[ID]](%[[I]]) to #[[P4]](%[[I]]) {
// CHECK-NEXT:          affine.for %{{.*}} = #[[ID]](%[[J]]) to #[[P3]](%[[J]]) {
func.func @divides_and_small(%A: memref<64x3xf64>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 3 {
      %v = affine.load %A[%i, %j] : memref<64x3xf64>
      affine.store %v, %A[%i, %j] : memref<64x3xf64>
    }
  }
  return
}

// Symbolic upper bound and a non-unit step: the tile-space step is size * step.
// CHECK-LABEL: func.func @symbolic
// CHECK-NEXT:    affine.for %[[I:.*]] = 2 to %[[N:.*]] step 8 {
// CHECK-NEXT:      affine.for %{{.*}} = #[[ID]](%[[I]]) to min #[[SYM]](%[[I]])[%[[N]]] step 2 {
func.func @symbolic(%A: memref<?xf64>, %n: index) {
  affine.for %i = 2 to %n step 2 {
    %v = affine.load %A[%i] : memref<?xf64>
    affine.store %v, %A[%i - 1] : memref<?xf64>
  }
  return
}

// Distance (1, -1): not fully permutable. Left unchanged (remark on stderr).
// CHECK-LABEL: func.func @dist_1_m1
// CHECK-NEXT:    affine.for %{{.*}} = 1 to 20 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 19 {
// CHECK-NEXT:        affine.load
func.func @dist_1_m1(%A: memref<20x20xf64>) {
  affine.for %i = 1 to 20 {
    affine.for %j = 0 to 19 {
      %v = affine.load %A[%i - 1, %j + 1] : memref<20x20xf64>
      affine.store %v, %A[%i, %j] : memref<20x20xf64>
    }
  }
  return
}

// Triangular band: the tile-space loop of j starts at the i tile's origin; the intra-tile
// loop is max(tile origin, i).
// CHECK-LABEL: func.func @triangular
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 10 step 4 {
// CHECK-NEXT:      affine.for %[[J:.*]] = #[[ID]](%[[I]]) to 10 step 4 {
// CHECK-NEXT:        affine.for %[[II:.*]] = #[[ID]](%[[I]]) to min #[[MIN10]](%[[I]]) {
// CHECK-NEXT:          affine.for %{{.*}} = max #{{map[0-9]*}}(%[[II]], %[[J]]) to min #[[MIN10]](%[[J]]) {
func.func @triangular(%A: memref<10x10xf64>) {
  affine.for %i = 0 to 10 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 10 {
      %v = affine.load %A[%i, %j] : memref<10x10xf64>
      affine.store %v, %A[%j, %i] : memref<10x10xf64>
    }
  }
  return
}
