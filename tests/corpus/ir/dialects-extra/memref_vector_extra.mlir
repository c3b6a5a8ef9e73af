// memref DMA and prefetch ops (what -lower-affine produces), alloca_scope without results,
// atomic_rmw kinds, subviews of strided and rank-reduced memrefs; vector constant_mask,
// outer products with a scalar operand and an accumulator, masked transfers with broadcast
// dimensions.
func.func @dma(%A: memref<256xf32>, %B: memref<256xf32, 1>, %tag: memref<1xi32, 2>, %i: index) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c8 = arith.constant 8 : index
  memref.dma_start %A[%i], %B[%c0], %c64, %tag[%c0] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
  memref.dma_start %A[%i], %B[%c0], %c64, %tag[%c0], %c8, %c8 : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%c0], %c64 : memref<1xi32, 2>
  memref.prefetch %A[%i], read, locality<3>, data : memref<256xf32>
  memref.prefetch %A[%c0], write, locality<0>, instr : memref<256xf32>
  return
}

func.func @scopes_atomics(%A: memref<8xf32>, %I: memref<8xi32>, %i: index, %x: f32, %k: i32) -> (f32, i32) {
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
    memref.store %x, %t[%i] : memref<4xf32>
  }
  %0 = memref.atomic_rmw maximumf %x, %A[%i] : (f32, memref<8xf32>) -> f32
  %1 = memref.atomic_rmw ori %k, %I[%i] : (i32, memref<8xi32>) -> i32
  return %0, %1 : f32, i32
}

func.func @strided_subviews(%A: memref<16x16xf32, strided<[32, 2], offset: 8>>, %i: index)
    -> (memref<4x4xf32, strided<[32, 2], offset: ?>>, memref<4xf32, strided<[2], offset: ?>>) {
  %0 = memref.subview %A[%i, 2] [4, 4] [1, 1] : memref<16x16xf32, strided<[32, 2], offset: 8>> to memref<4x4xf32, strided<[32, 2], offset: ?>>
  %1 = memref.subview %A[%i, 0] [1, 4] [1, 1] : memref<16x16xf32, strided<[32, 2], offset: 8>> to memref<4xf32, strided<[2], offset: ?>>
  return %0, %1 : memref<4x4xf32, strided<[32, 2], offset: ?>>, memref<4xf32, strided<[2], offset: ?>>
}

func.func @vector_extra(%a: vector<4xf32>, %s: f32, %acc: vector<4x8xf32>, %b: vector<8xf32>, %A: memref<?x?xf32>, %i: index) -> (vector<4xi1>, vector<4xf32>, vector<4x8xf32>, vector<4x8xf32>) {
  %m = vector.constant_mask [3] : vector<4xi1>
  %0 = vector.outerproduct %a, %s : vector<4xf32>, f32
  %1 = vector.outerproduct %a, %b, %acc : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %a, %b, %acc {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  %pad = arith.constant 0.0 : f32
  %mask = vector.create_mask %i : vector<8xi1>
  %3 = vector.transfer_read %A[%i, %i], %pad, %mask {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<4x8xf32>
  return %m, %0, %1, %3 : vector<4xi1>, vector<4xf32>, vector<4x8xf32>, vector<4x8xf32>
}
