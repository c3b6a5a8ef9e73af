// RUN: tessera opt %s --affine-loop-unroll='unroll-factor=-1' | FileCheck %s
//
// Full unrolling (unroll-factor=-1) of innermost loops with constant trip counts (@symbolic stays).
// The CHECK lines are mlir-opt 22's output except in @swap, where mlir-opt 22 stores the wrong
// values (it does not swap the carried values back through the copies).

func.func @cleanup(%A: memref<16xf32>) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 10 {
    affine.store %c, %A[%i] : memref<16xf32>
  }
  return
}

func.func @multiple(%A: memref<16xf32>) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 16 step 2 {
    affine.store %c, %A[%i] : memref<16xf32>
  }
  return
}

func.func @reduction(%A: memref<16xf32>) -> f32 {
  %z = arith.constant 0.000000e+00 : f32
  %r = affine.for %i = 0 to 16 iter_args(%s = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<16xf32>
    %t = arith.addf %s, %v : f32
    affine.yield %t : f32
  }
  return %r : f32
}

func.func @short(%A: memref<16xf32>) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 3 {
    affine.store %c, %A[%i] : memref<16xf32>
  }
  return
}

func.func @nest(%A: memref<16x16xf32>) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      affine.store %c, %A[%i, %j] : memref<16x16xf32>
    }
  }
  return
}

// mlir-opt 22 starts the cleanup loop at (s0 floordiv 4) * 4 + ... without max(lb, ...):
// for %n < 2 it runs iterations the original never ran. tessera's cleanup lower bound is
// max(2, ...).
func.func @symbolic(%A: memref<16xf32>, %n: index) {
  %c = arith.constant 1.000000e+00 : f32
  affine.for %i = 2 to %n {
    affine.store %c, %A[%i] : memref<16xf32>
  }
  return
}

// mlir-opt 22 keeps `affine.yield %b, %a` after unrolling by 4 (a swap per 4 iterations,
// wrong); the right yield after an even number of swaps is `%a, %b`.
func.func @swap(%A: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = affine.for %i = 0 to 16 iter_args(%a = %c0, %b = %c1) -> (index, index) {
    affine.store %a, %A[%i] : memref<16xindex>
    affine.yield %b, %a : index, index
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK: #map3 = affine_map<(d0) -> (d0 + 4)>
// CHECK: #map4 = affine_map<(d0) -> (d0 + 5)>
// CHECK: #map5 = affine_map<(d0) -> (d0 + 6)>
// CHECK: #map6 = affine_map<(d0) -> (d0 + 7)>
// CHECK: #map7 = affine_map<(d0) -> (d0 + 8)>
// CHECK: #map8 = affine_map<(d0) -> (d0 + 9)>
// CHECK: #map9 = affine_map<(d0) -> (d0 + 10)>
// CHECK: #map10 = affine_map<(d0) -> (d0 + 12)>
// CHECK: #map11 = affine_map<(d0) -> (d0 + 14)>
// CHECK: #map12 = affine_map<(d0) -> (d0 + 11)>
// CHECK: #map13 = affine_map<(d0) -> (d0 + 13)>
// CHECK: #map14 = affine_map<(d0) -> (d0 + 15)>
// CHECK-LABEL: func.func @cleanup(%arg0: memref<16xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.store %cst, %arg0[%c0] : memref<16xf32>
// CHECK-NEXT: %0 = affine.apply #map(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%0] : memref<16xf32>
// CHECK-NEXT: %1 = affine.apply #map1(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%1] : memref<16xf32>
// CHECK-NEXT: %2 = affine.apply #map2(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%2] : memref<16xf32>
// CHECK-NEXT: %3 = affine.apply #map3(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%3] : memref<16xf32>
// CHECK-NEXT: %4 = affine.apply #map4(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%4] : memref<16xf32>
// CHECK-NEXT: %5 = affine.apply #map5(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%5] : memref<16xf32>
// CHECK-NEXT: %6 = affine.apply #map6(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%6] : memref<16xf32>
// CHECK-NEXT: %7 = affine.apply #map7(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%7] : memref<16xf32>
// CHECK-NEXT: %8 = affine.apply #map8(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%8] : memref<16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @multiple(%arg0: memref<16xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.store %cst, %arg0[%c0] : memref<16xf32>
// CHECK-NEXT: %0 = affine.apply #map1(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%0] : memref<16xf32>
// CHECK-NEXT: %1 = affine.apply #map3(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%1] : memref<16xf32>
// CHECK-NEXT: %2 = affine.apply #map5(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%2] : memref<16xf32>
// CHECK-NEXT: %3 = affine.apply #map7(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%3] : memref<16xf32>
// CHECK-NEXT: %4 = affine.apply #map9(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%4] : memref<16xf32>
// CHECK-NEXT: %5 = affine.apply #map10(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%5] : memref<16xf32>
// CHECK-NEXT: %6 = affine.apply #map11(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%6] : memref<16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduction(%arg0: memref<16xf32>) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.load %arg0[%c0] : memref<16xf32>
// CHECK-NEXT: %1 = arith.addf %cst, %0 : f32
// CHECK-NEXT: %2 = affine.apply #map(%c0)
// CHECK-NEXT: %3 = affine.load %arg0[%2] : memref<16xf32>
// CHECK-NEXT: %4 = arith.addf %1, %3 : f32
// CHECK-NEXT: %5 = affine.apply #map1(%c0)
// CHECK-NEXT: %6 = affine.load %arg0[%5] : memref<16xf32>
// CHECK-NEXT: %7 = arith.addf %4, %6 : f32
// CHECK-NEXT: %8 = affine.apply #map2(%c0)
// CHECK-NEXT: %9 = affine.load %arg0[%8] : memref<16xf32>
// CHECK-NEXT: %10 = arith.addf %7, %9 : f32
// CHECK-NEXT: %11 = affine.apply #map3(%c0)
// CHECK-NEXT: %12 = affine.load %arg0[%11] : memref<16xf32>
// CHECK-NEXT: %13 = arith.addf %10, %12 : f32
// CHECK-NEXT: %14 = affine.apply #map4(%c0)
// CHECK-NEXT: %15 = affine.load %arg0[%14] : memref<16xf32>
// CHECK-NEXT: %16 = arith.addf %13, %15 : f32
// CHECK-NEXT: %17 = affine.apply #map5(%c0)
// CHECK-NEXT: %18 = affine.load %arg0[%17] : memref<16xf32>
// CHECK-NEXT: %19 = arith.addf %16, %18 : f32
// CHECK-NEXT: %20 = affine.apply #map6(%c0)
// CHECK-NEXT: %21 = affine.load %arg0[%20] : memref<16xf32>
// CHECK-NEXT: %22 = arith.addf %19, %21 : f32
// CHECK-NEXT: %23 = affine.apply #map7(%c0)
// CHECK-NEXT: %24 = affine.load %arg0[%23] : memref<16xf32>
// CHECK-NEXT: %25 = arith.addf %22, %24 : f32
// CHECK-NEXT: %26 = affine.apply #map8(%c0)
// CHECK-NEXT: %27 = affine.load %arg0[%26] : memref<16xf32>
// CHECK-NEXT: %28 = arith.addf %25, %27 : f32
// CHECK-NEXT: %29 = affine.apply #map9(%c0)
// CHECK-NEXT: %30 = affine.load %arg0[%29] : memref<16xf32>
// CHECK-NEXT: %31 = arith.addf %28, %30 : f32
// CHECK-NEXT: %32 = affine.apply #map12(%c0)
// CHECK-NEXT: %33 = affine.load %arg0[%32] : memref<16xf32>
// CHECK-NEXT: %34 = arith.addf %31, %33 : f32
// CHECK-NEXT: %35 = affine.apply #map10(%c0)
// CHECK-NEXT: %36 = affine.load %arg0[%35] : memref<16xf32>
// CHECK-NEXT: %37 = arith.addf %34, %36 : f32
// CHECK-NEXT: %38 = affine.apply #map13(%c0)
// CHECK-NEXT: %39 = affine.load %arg0[%38] : memref<16xf32>
// CHECK-NEXT: %40 = arith.addf %37, %39 : f32
// CHECK-NEXT: %41 = affine.apply #map11(%c0)
// CHECK-NEXT: %42 = affine.load %arg0[%41] : memref<16xf32>
// CHECK-NEXT: %43 = arith.addf %40, %42 : f32
// CHECK-NEXT: %44 = affine.apply #map14(%c0)
// CHECK-NEXT: %45 = affine.load %arg0[%44] : memref<16xf32>
// CHECK-NEXT: %46 = arith.addf %43, %45 : f32
// CHECK-NEXT: return %46 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @short(%arg0: memref<16xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.store %cst, %arg0[%c0] : memref<16xf32>
// CHECK-NEXT: %0 = affine.apply #map(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%0] : memref<16xf32>
// CHECK-NEXT: %1 = affine.apply #map1(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%1] : memref<16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nest(%arg0: memref<16x16xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg1 = 0 to 16 {
// CHECK-NEXT: affine.store %cst, %arg0[%arg1, %c0] : memref<16x16xf32>
// CHECK-NEXT: %0 = affine.apply #map(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%arg1, %0] : memref<16x16xf32>
// CHECK-NEXT: %1 = affine.apply #map1(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%arg1, %1] : memref<16x16xf32>
// CHECK-NEXT: %2 = affine.apply #map2(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%arg1, %2] : memref<16x16xf32>
// CHECK-NEXT: %3 = affine.apply #map3(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%arg1, %3] : memref<16x16xf32>
// CHECK-NEXT: %4 = affine.apply #map4(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%arg1, %4] : memref<16x16xf32>
// CHECK-NEXT: %5 = affine.apply #map5(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%arg1, %5] : memref<16x16xf32>
// CHECK-NEXT: %6 = affine.apply #map6(%c0)
// CHECK-NEXT: affine.store %cst, %arg0[%arg1, %6] : memref<16x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @symbolic(%arg0: memref<16xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 2 to %arg1 {
// CHECK-NEXT: affine.store %cst, %arg0[%arg2] : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @swap(%arg0: memref<16xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: affine.store %c0_0, %arg0[%c0] : memref<16xindex>
// CHECK-NEXT: %0 = affine.apply #map(%c0)
// CHECK-NEXT: affine.store %c1, %arg0[%0] : memref<16xindex>
// CHECK-NEXT: %1 = affine.apply #map1(%c0)
// CHECK-NEXT: affine.store %c0_0, %arg0[%1] : memref<16xindex>
// CHECK-NEXT: %2 = affine.apply #map2(%c0)
// CHECK-NEXT: affine.store %c1, %arg0[%2] : memref<16xindex>
// CHECK-NEXT: %3 = affine.apply #map3(%c0)
// CHECK-NEXT: affine.store %c0_0, %arg0[%3] : memref<16xindex>
// CHECK-NEXT: %4 = affine.apply #map4(%c0)
// CHECK-NEXT: affine.store %c1, %arg0[%4] : memref<16xindex>
// CHECK-NEXT: %5 = affine.apply #map5(%c0)
// CHECK-NEXT: affine.store %c0_0, %arg0[%5] : memref<16xindex>
// CHECK-NEXT: %6 = affine.apply #map6(%c0)
// CHECK-NEXT: affine.store %c1, %arg0[%6] : memref<16xindex>
// CHECK-NEXT: %7 = affine.apply #map7(%c0)
// CHECK-NEXT: affine.store %c0_0, %arg0[%7] : memref<16xindex>
// CHECK-NEXT: %8 = affine.apply #map8(%c0)
// CHECK-NEXT: affine.store %c1, %arg0[%8] : memref<16xindex>
// CHECK-NEXT: %9 = affine.apply #map9(%c0)
// CHECK-NEXT: affine.store %c0_0, %arg0[%9] : memref<16xindex>
// CHECK-NEXT: %10 = affine.apply #map12(%c0)
// CHECK-NEXT: affine.store %c1, %arg0[%10] : memref<16xindex>
// CHECK-NEXT: %11 = affine.apply #map10(%c0)
// CHECK-NEXT: affine.store %c0_0, %arg0[%11] : memref<16xindex>
// CHECK-NEXT: %12 = affine.apply #map13(%c0)
// CHECK-NEXT: affine.store %c1, %arg0[%12] : memref<16xindex>
// CHECK-NEXT: %13 = affine.apply #map11(%c0)
// CHECK-NEXT: affine.store %c0_0, %arg0[%13] : memref<16xindex>
// CHECK-NEXT: %14 = affine.apply #map14(%c0)
// CHECK-NEXT: affine.store %c1, %arg0[%14] : memref<16xindex>
// CHECK-NEXT: return
// CHECK-NEXT: }
