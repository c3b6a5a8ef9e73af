// RUN: tessera opt %s --affine-parallelize='parallel-reductions=true' | FileCheck %s
//
// Compared with `mlir-opt --affine-parallelize='parallel-reductions=true'` (MLIR 22): @copy,
// @prefix and @sum are identical to its output; @gemm, @tri, @lu_row and @else_dep differ on purpose
// (see their comments).

// CHECK: #[[SET:.*]] = affine_set<(d0) : (d0 - 1 >= 0)>


// Proven-parallel loops become affine.parallel, outermost first (as mlir-opt).
func.func @copy(%A: memref<8x9xf32>, %B: memref<8x9xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 9 {
      %v = affine.load %A[%i, %j] : memref<8x9xf32>
      affine.store %v, %B[%i, %j] : memref<8x9xf32>
    }
  }
  return
}
// CHECK-LABEL: func.func @copy
// CHECK-NEXT:    affine.parallel (%[[I:.*]]) = (0) to (8) {
// CHECK-NEXT:      affine.parallel (%[[J:.*]]) = (0) to (9) {
// CHECK-NEXT:        %[[V:.*]] = affine.load %{{.*}}[%[[I]], %[[J]]] : memref<8x9xf32>
// CHECK-NEXT:        affine.store %[[V]], %{{.*}}[%[[I]], %[[J]]] : memref<8x9xf32>


// A carried RAW dependence keeps the loop sequential (as mlir-opt).
func.func @prefix(%A: memref<16xf32>) {
  affine.for %i = 1 to 16 {
    %p = affine.load %A[%i - 1] : memref<16xf32>
    %v = affine.load %A[%i] : memref<16xf32>
    %s = arith.addf %p, %v : f32
    affine.store %s, %A[%i] : memref<16xf32>
  }
  return
}
// CHECK-LABEL: func.func @prefix
// CHECK-NOT:     affine.parallel
// CHECK:         affine.for %{{.*}} = 1 to 16 {


// An iter_args reduction (as mlir-opt, byte for byte): the loop yields the contribution and
// the init is combined after it.
func.func @sum(%A: memref<10xf32>, %init: f32) -> f32 {
  %r = affine.for %i = 0 to 10 iter_args(%acc = %init) -> f32 {
    %v = affine.load %A[%i] : memref<10xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}
// CHECK-LABEL: func.func @sum
// CHECK-SAME:    (%{{.*}}: memref<10xf32>, %[[INIT:.*]]: f32) -> f32 {
// CHECK-NEXT:    %[[R:.*]] = affine.parallel (%[[I:.*]]) = (0) to (10) reduce ("addf") -> (f32) {
// CHECK-NEXT:      %[[V:.*]] = affine.load %{{.*}}[%[[I]]] : memref<10xf32>
// CHECK-NEXT:      affine.yield %[[V]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[S:.*]] = arith.addf %[[INIT]], %[[R]] : f32
// CHECK-NEXT:    return %[[S]] : f32


// Differs from mlir-opt on purpose: the k loop's only carried dependences are the
// read-modify-write of C[i][j], a cell nothing else in the loop touches, so it becomes a
// reduction (mlir-opt leaves it sequential).
func.func @gemm(%A: memref<8x9xf64>, %B: memref<9x7xf64>, %C: memref<8x7xf64>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 7 {
      affine.for %k = 0 to 9 {
        %a = affine.load %A[%i, %k] : memref<8x9xf64>
        %b = affine.load %B[%k, %j] : memref<9x7xf64>
        %p = arith.mulf %a, %b : f64
        %c = affine.load %C[%i, %j] : memref<8x7xf64>
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : memref<8x7xf64>
      }
    }
  }
  return
}
// CHECK-LABEL: func.func @gemm
// CHECK-NEXT:    affine.parallel (%[[I:.*]]) = (0) to (8) {
// CHECK-NEXT:      affine.parallel (%[[J:.*]]) = (0) to (7) {
// CHECK-NEXT:        %[[R:.*]] = affine.parallel (%[[K:.*]]) = (0) to (9) reduce ("addf") -> (f64) {
// CHECK-NEXT:          affine.load %{{.*}}[%[[I]], %[[K]]] : memref<8x9xf64>
// CHECK-NEXT:          affine.load %{{.*}}[%[[K]], %[[J]]] : memref<9x7xf64>
// CHECK-NEXT:          %[[P:.*]] = arith.mulf
// CHECK-NEXT:          affine.yield %[[P]] : f64
// CHECK-NEXT:        }
// CHECK-NEXT:        %[[C:.*]] = affine.load %[[CM:.*]][%[[I]], %[[J]]] : memref<8x7xf64>
// CHECK-NEXT:        %[[S:.*]] = arith.addf %[[C]], %[[R]] : f64
// CHECK-NEXT:        affine.store %[[S]], %[[CM]][%[[I]], %[[J]]] : memref<8x7xf64>


// A loop that may run zero times: the cell update is guarded by its non-emptiness.
func.func @tri(%A: memref<8x8xi32>, %x: memref<8xi32>) {
  affine.for %i = 0 to 8 {
    affine.for %k = 0 to affine_map<(d0) -> (d0)>(%i) {
      %a = affine.load %A[%i, %k] : memref<8x8xi32>
      %c = affine.load %x[%i] : memref<8xi32>
      %s = arith.addi %c, %a : i32
      affine.store %s, %x[%i] : memref<8xi32>
    }
  }
  return
}
// CHECK-LABEL: func.func @tri
// CHECK-NEXT:    affine.parallel (%[[I:.*]]) = (0) to (8) {
// CHECK-NEXT:      %[[R:.*]] = affine.parallel (%{{.*}}) = (0) to (%[[I]]) reduce ("addi") -> (i32) {
// CHECK:           affine.if #{{.*}}(%[[I]]) {
// CHECK-NEXT:        %[[C:.*]] = affine.load %{{.*}}[%[[I]]] : memref<8xi32>
// CHECK-NEXT:        %[[S:.*]] = arith.addi %[[C]], %[[R]] : i32
// CHECK-NEXT:        affine.store %[[S]], %{{.*}}[%[[I]]] : memref<8xi32>


// Differs from mlir-opt on purpose (mlir-opt 22 miscompiles this): iteration 0 writes A[0]
// in the else block and iteration 4 reads it; mlir-opt constrains else-block accesses by the
// then-condition, misses the dependence and emits affine.parallel.
func.func @else_dep(%A: memref<10xi64>) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      %v = affine.load %A[%i] : memref<10xi64>
      %w = arith.addi %v, %v : i64
      affine.store %w, %A[%i] : memref<10xi64>
    } else {
      %v = affine.load %A[-%i + 4] : memref<10xi64>
      %c1 = arith.constant 1 : i64
      %w = arith.addi %v, %c1 : i64
      affine.store %w, %A[%i] : memref<10xi64>
    }
  }
  return
}
// CHECK-LABEL: func.func @else_dep
// CHECK-NOT:     affine.parallel
// CHECK:         affine.for %{{.*}} = 0 to 10 {

// Differs from mlir-opt on purpose: `A[i][j] -= A[i][k] * A[k][j]` (k < j < i, so A[i][k]
// and A[k][j] are never A[i][j], proven exactly) is an addf reduction of the products,
// subtracted from the cell after the loop; mlir-opt keeps the k loop sequential (both
// parallelise the i loop: row i reads rows k < i only where they are not written).
func.func @lu_row(%A: memref<8x8xf64>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      affine.for %k = 0 to affine_map<(d0) -> (d0)>(%j) {
        %a = affine.load %A[%i, %k] : memref<8x8xf64>
        %b = affine.load %A[%k, %j] : memref<8x8xf64>
        %p = arith.mulf %a, %b : f64
        %c = affine.load %A[%i, %j] : memref<8x8xf64>
        %s = arith.subf %c, %p : f64
        affine.store %s, %A[%i, %j] : memref<8x8xf64>
      }
    }
  }
  return
}
// CHECK-LABEL: func.func @lu_row
// CHECK-NEXT:    affine.parallel (%[[I:.*]]) = (0) to (8) {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to #{{.*}}(%[[I]]) {
// CHECK-NEXT:        %[[R:.*]] = affine.parallel (%{{.*}}) = (0) to (%[[J]]) reduce ("addf") -> (f64) {
// CHECK:             affine.if #{{.*}}(%[[J]]) {
// CHECK-NEXT:          %[[C:.*]] = affine.load %[[M:.*]][%[[I]], %[[J]]] : memref<8x8xf64>
// CHECK-NEXT:          %[[S:.*]] = arith.subf %[[C]], %[[R]] : f64
// CHECK-NEXT:          affine.store %[[S]], %[[M]][%[[I]], %[[J]]] : memref<8x8xf64>

// Tiled code with parametric bounds, as tiling and the scheduler write it (a `ceildiv` trip
// count, `min`/`max` bounds on the point loop). Identical to mlir-opt's output. Each loop is
// decided by asking only whether it carries a dependence (`loop_carries`). Hand derivation:
// every (t, i) writes its own B[i] and only reads A, so both loops are parallel.
func.func @tiled_copy(%A: memref<?xf64>, %B: memref<?xf64>, %n: index) {
  affine.for %t = 0 to affine_map<()[s0] -> (s0 ceildiv 32)>()[%n] {
    affine.for %i = affine_map<(d0) -> (d0 * 32)>(%t) to min affine_map<(d0)[s0] -> (d0 * 32 + 32, s0)>(%t)[%n] {
      %v = affine.load %A[%i] : memref<?xf64>
      affine.store %v, %B[%i] : memref<?xf64>
    }
  }
  return
}
// CHECK-LABEL: func.func @tiled_copy
// CHECK-NEXT:    affine.parallel (%[[T:.*]]) = (0) to (symbol(%{{.*}}) ceildiv 32) {
// CHECK-NEXT:      affine.parallel (%[[I:.*]]) = (%[[T]] * 32) to (min(%[[T]] * 32 + 32, symbol(%{{.*}}))) {
// CHECK-NEXT:        %[[V:.*]] = affine.load %{{.*}}[%[[I]]] : memref<?xf64>
// CHECK-NEXT:        affine.store %[[V]], %{{.*}}[%[[I]]] : memref<?xf64>

// The same tiling of a prefix recurrence A[i] = A[i-1] + 1 (identical to mlir-opt's output).
// Hand derivation: iteration i reads what i - 1 wrote, so the point loop carries a RAW
// dependence (t = 0, i = 1 -> i = 2), and so does the tile loop across a tile boundary
// (t = 0, i = 31 -> t = 1, i = 32): both stay sequential.
func.func @tiled_prefix(%A: memref<?xf64>, %n: index) {
  affine.for %t = 0 to affine_map<()[s0] -> (s0 ceildiv 32)>()[%n] {
    affine.for %i = max affine_map<(d0) -> (d0 * 32, 1)>(%t) to min affine_map<(d0)[s0] -> (d0 * 32 + 32, s0)>(%t)[%n] {
      %p = affine.load %A[%i - 1] : memref<?xf64>
      %c = arith.constant 1.0 : f64
      %s = arith.addf %p, %c : f64
      affine.store %s, %A[%i] : memref<?xf64>
    }
  }
  return
}
// CHECK-LABEL: func.func @tiled_prefix
// CHECK-NOT:     affine.parallel
// CHECK:         affine.for %[[T:.*]] = 0 to #{{.*}}()[%{{.*}}] {
// CHECK-NEXT:      affine.for %{{.*}} = max #{{.*}}(%[[T]]) to min #{{.*}}(%[[T]])[%{{.*}}] {
// CHECK-NOT:     affine.parallel
// CHECK:         return
