// RUN: tessera opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=3}))' | FileCheck %s
// @jam gives output identical to mlir-opt 22's (same pipeline): main loop with step 3, the
// jammed copies reading %i + 1 and %i + 2, and the one-iteration cleanup loop promoted with
// its iv as a constant at the function's start. tessera differs on purpose in @reverses:
// mlir-opt jams it without a dependence check (llvm #196554, #198266) and changes the
// results; tessera refuses with a remark naming the dependence and a witness.

// CHECK-DAG: #[[P1:map[0-9]*]] = affine_map<(d0) -> (d0 + 1)>
// CHECK-DAG: #[[P2:map[0-9]*]] = affine_map<(d0) -> (d0 + 2)>

// CHECK-LABEL: func.func @jam
// CHECK-NEXT:    %[[C9:.*]] = arith.constant 9 : index
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 9 step 3 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 10 {
// CHECK-NEXT:        affine.load %{{.*}}[%[[I]], %[[J]]]
// CHECK-NEXT:        affine.store
// CHECK-NEXT:        %[[I1:.*]] = affine.apply #[[P1]](%[[I]])
// CHECK-NEXT:        affine.load %{{.*}}[%[[I1]], %[[J]]]
// CHECK-NEXT:        affine.store
// CHECK-NEXT:        %[[I2:.*]] = affine.apply #[[P2]](%[[I]])
// CHECK-NEXT:        affine.load %{{.*}}[%[[I2]], %[[J]]]
// CHECK-NEXT:        affine.store
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[K:.*]] = 0 to 10 {
// CHECK-NEXT:      affine.load %{{.*}}[%[[C9]], %[[K]]]
func.func @jam(%A: memref<10x10xf64>, %B: memref<10x10xf64>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %A[%i, %j] : memref<10x10xf64>
      affine.store %v, %B[%j, %i] : memref<10x10xf64>
    }
  }
  return
}

// Distance (1, -1): jamming i+1 into the j loop reads A[i][j+1] before iteration (i, j+1)
// writes it. Left unchanged.
// CHECK-LABEL: func.func @reverses
// CHECK-NEXT:    affine.for %{{.*}} = 1 to 10 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 9 {
// CHECK-NEXT:        affine.load
// CHECK-NEXT:        affine.store
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @reverses(%A: memref<10x10xf64>) {
  affine.for %i = 1 to 10 {
    affine.for %j = 0 to 9 {
      %v = affine.load %A[%i - 1, %j + 1] : memref<10x10xf64>
      affine.store %v, %A[%i, %j] : memref<10x10xf64>
    }
  }
  return
}
