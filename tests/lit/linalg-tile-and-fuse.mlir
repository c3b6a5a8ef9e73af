// RUN: tessera opt %s --linalg-tile-and-fuse='tile-sizes=4,5' | FileCheck %s
// RUN: tessera opt %s --linalg-tile-and-fuse='tile-sizes=4,5 parallel' | FileCheck %s --check-prefix=PAR
// linalg-tile-and-fuse: the last op of the chain is tiled by its parallel loops and each
// producer's slice (the preimage of the tile's read footprint) is computed inside the tile.
// Producers writing local temporaries used only by the chain are erased; with `parallel` the
// tile loops become one affine.parallel (every tile writes distinct cells).

// A chain of three elementwise ops through two temporaries: all inside the tiles.
// CHECK-LABEL: func.func @chain
// CHECK:         %[[T1:.*]] = memref.alloc() : memref<10x12xf32>
// CHECK-NEXT:    %[[T2:.*]] = memref.alloc() : memref<10x12xf32>
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 10 step 4 {
// CHECK-NEXT:      %[[EI:.*]] = affine.min
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 12 step 5 {
// CHECK-NEXT:        %[[EJ:.*]] = affine.min
// CHECK:             memref.subview %[[T1]][%[[I]], %[[J]]] [%[[EI]], %[[EJ]]] [1, 1]
// CHECK-NEXT:        linalg.generic
// CHECK:               arith.addf
// CHECK:             linalg.generic
// CHECK:               arith.mulf
// CHECK:             linalg.generic
// CHECK:               arith.subf
// CHECK:         memref.dealloc %[[T1]]
// CHECK-NOT:     linalg.generic
// CHECK:         return
// PAR-LABEL:   func.func @chain
// PAR:           affine.parallel (%[[I:.*]], %[[J:.*]]) = (0, 0) to (10, 12) step (4, 5) {
// PAR:             arith.addf
// PAR:             arith.mulf
// PAR:             arith.subf
#id = affine_map<(i, j) -> (i, j)>
func.func @chain(%A: memref<10x12xf32>, %B: memref<10x12xf32>, %O: memref<10x12xf32>) {
  %t1 = memref.alloc() : memref<10x12xf32>
  %t2 = memref.alloc() : memref<10x12xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%A, %B : memref<10x12xf32>, memref<10x12xf32>) outs(%t1 : memref<10x12xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t1 : memref<10x12xf32>) outs(%t2 : memref<10x12xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t2, %A : memref<10x12xf32>, memref<10x12xf32>) outs(%O : memref<10x12xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  }
  memref.dealloc %t1 : memref<10x12xf32>
  memref.dealloc %t2 : memref<10x12xf32>
  return
}

// fill + matmul + relu: the matmul's slice is a row panel of A times a column panel of B,
// initialised by the fill's slice in the same tile.
// CHECK-LABEL: func.func @mmchain
// CHECK:         affine.for %[[I:.*]] = 0 to 8 step 4 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 9 step 5 {
// CHECK-NEXT:        %[[EJ:.*]] = affine.min
// CHECK:             linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<4x?xf32, strided<[9, 1], offset: ?>>)
// CHECK-NEXT:        %[[A:.*]] = memref.subview %arg0[%[[I]], 0] [4, 6] [1, 1] : memref<8x6xf32> to memref<4x6xf32, strided<[6, 1], offset: ?>>
// CHECK-NEXT:        %[[B:.*]] = memref.subview %arg1[0, %[[J]]] [6, %[[EJ]]] [1, 1]
// CHECK-NEXT:        %[[C:.*]] = memref.subview
// CHECK-NEXT:        linalg.matmul ins(%[[A]], %[[B]] : {{.*}}) outs(%[[C]] : {{.*}})
// CHECK-NEXT:        linalg.generic
// CHECK:               arith.maximumf
// PAR-LABEL:   func.func @mmchain
// PAR:           affine.parallel (%{{.*}}, %{{.*}}) = (0, 0) to (8, 9) step (4, 5) {
// PAR:             linalg.fill
// PAR:             linalg.matmul
func.func @mmchain(%A: memref<8x6xf32>, %B: memref<6x9xf32>, %O: memref<8x9xf32>) {
  %c = memref.alloc() : memref<8x9xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<8x9xf32>)
  linalg.matmul ins(%A, %B : memref<8x6xf32>, memref<6x9xf32>) outs(%c : memref<8x9xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<8x9xf32>) outs(%O : memref<8x9xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  }
  memref.dealloc %c : memref<8x9xf32>
  return
}

// A producer accumulating into a function argument cannot be recomputed: it stays outside
// (a remark says why); only the consumer is tiled.
// CHECK-LABEL: func.func @accum
// CHECK-NEXT:    linalg.matmul ins(%arg0, %arg1 : memref<8x6xf32>, memref<6x9xf32>) outs(%arg2 : memref<8x9xf32>)
// CHECK-NEXT:    affine.for
func.func @accum(%A: memref<8x6xf32>, %B: memref<6x9xf32>, %C: memref<8x9xf32>, %O: memref<8x9xf32>) {
  linalg.matmul ins(%A, %B : memref<8x6xf32>, memref<6x9xf32>) outs(%C : memref<8x9xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%C : memref<8x9xf32>) outs(%O : memref<8x9xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  }
  return
}
