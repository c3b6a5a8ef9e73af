// A producer-consumer chain of linalg ops on shared buffers, mixed with affine loops.
// `tessera deps examples/linalg_chain.mlir` analyses the linalg ops without lowering them.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @chain(%A: memref<8x6xf32>, %B: memref<6x5xf32>, %C: memref<8x5xf32>,
                 %s: memref<8xf32>, %x: f32) {
  linalg.fill ins(%x : f32) outs(%C : memref<8x5xf32>)
  linalg.matmul ins(%A, %B : memref<8x6xf32>, memref<6x5xf32>) outs(%C : memref<8x5xf32>)
  // Row sums of C; d1 is declared parallel but every d1 adds into the same s[d0].
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel"]}
      ins(%C : memref<8x5xf32>) outs(%s : memref<8xf32>) {
  ^bb0(%c: f32, %acc: f32):
    %r = arith.addf %acc, %c : f32
    linalg.yield %r : f32
  }
  affine.for %i = 1 to 8 {
    %p = affine.load %s[%i - 1] : memref<8xf32>
    %q = affine.load %s[%i] : memref<8xf32>
    %t = arith.addf %p, %q : f32
    affine.store %t, %s[%i] : memref<8xf32>
  }
  return
}

// Dynamic sizes inside an affine loop: each iteration scales a whole vector in place.
func.func @scale(%v: memref<?xf32>, %w: memref<?xf32>, %n: index) {
  affine.for %t = 0 to %n {
    linalg.map { arith.mulf } ins(%v, %w : memref<?xf32>, memref<?xf32>) outs(%v : memref<?xf32>)
  }
  return
}
