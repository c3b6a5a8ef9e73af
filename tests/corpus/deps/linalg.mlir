// Linalg structured ops mixed with affine accesses to the same buffers. mlir-opt's
// --test-memref-dependence-check numbers only the affine loads and stores (it ignores linalg
// ops); tessera's mlir-remarks output must match it line for line, while `tessera deps` also
// reports the linalg accesses (tests/suite/linalg_deps.rs checks those against the lowering).
func.func @producer_consumer(%A: memref<6x4xf32>, %B: memref<4x5xf32>, %C: memref<6x5xf32>, %x: f32) {
  linalg.fill ins(%x : f32) outs(%C : memref<6x5xf32>)
  linalg.matmul ins(%A, %B : memref<6x4xf32>, memref<4x5xf32>) outs(%C : memref<6x5xf32>)
  affine.for %i = 0 to 6 {
    affine.for %j = 1 to 5 {
      %l = affine.load %C[%i, %j - 1] : memref<6x5xf32>
      %r = affine.load %C[%i, %j] : memref<6x5xf32>
      %s = arith.addf %l, %r : f32
      affine.store %s, %C[%i, %j] : memref<6x5xf32>
    }
  }
  return
}

func.func @in_loop(%v: memref<?xf32>, %w: memref<8xf32>, %n: index) {
  affine.for %t = 0 to %n {
    linalg.map { arith.mulf } ins(%v, %v : memref<?xf32>, memref<?xf32>) outs(%v : memref<?xf32>)
    %a = affine.load %w[%t mod 8] : memref<8xf32>
    affine.store %a, %w[(%t + 1) mod 8] : memref<8xf32>
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (7 - d0)>], iterator_types = ["parallel"]}
      ins(%w : memref<8xf32>) outs(%w : memref<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}
