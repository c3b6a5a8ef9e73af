// Seed 004 (linalg dialect), sections "linalg.generic" and
// "linalg.indexed_generic": the #matmul_trait attribute (doc,
// indexing_maps, iterator_types, library_call) used by a generic whose
// payload is the @fma function's body, and the indexed variant, which today
// is a linalg.generic reading the loop indices with linalg.index. The
// seed's `fun` and `n_views` entries no longer exist. The lowering to
// loops uses scf.for as the seed's `loop.for` did.
#matmul_accesses = [
  affine_map<(m, n, k) -> (m, k)>,
  affine_map<(m, n, k) -> (k, n)>,
  affine_map<(m, n, k) -> (m, n)>
]
#matmul_trait = {
  doc = "C(m, n) += A(m, k) * B(k, n)",
  indexing_maps = #matmul_accesses,
  library_call = "linalg_matmul",
  iterator_types = ["parallel", "parallel", "reduction"]
}

func.func @fma(%a: f32, %b: f32, %c: f32) -> f32 {
  %d = arith.mulf %a, %b: f32
  %e = arith.addf %c, %d: f32
  return %e: f32
}

func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.generic #matmul_trait ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %d = arith.mulf %a, %b : f32
    %e = arith.addf %c, %d : f32
    linalg.yield %e : f32
  }
  return
}

// indexed_generic: the payload also sees the induction variables.
func.func @matmul_indexed(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.generic #matmul_trait ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = linalg.index 0 : index
    %n = linalg.index 1 : index
    %k = linalg.index 2 : index
    %mk = arith.addi %m, %k : index
    %on_diag = arith.cmpi eq, %mk, %n : index
    %d = arith.mulf %a, %b : f32
    %e = arith.addf %c, %d : f32
    %r = arith.select %on_diag, %e, %c : f32
    linalg.yield %r : f32
  }
  return
}

// The "may lower to" alternatives: a library call, or loops calling the
// scalar function on the elements.
func.func private @linalg_matmul(memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()

func.func @matmul_as_call(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  call @linalg_matmul(%A, %B, %C) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

func.func @matmul_as_loops(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %M = memref.dim %A, %c0 : memref<?x?xf32>
  %K = memref.dim %A, %c1 : memref<?x?xf32>
  %N = memref.dim %B, %c1 : memref<?x?xf32>
  scf.for %m = %c0 to %M step %c1 {
    scf.for %n = %c0 to %N step %c1 {
      scf.for %k = %c0 to %K step %c1 {
        %a = memref.load %A[%m, %k] : memref<?x?xf32>
        %b = memref.load %B[%k, %n] : memref<?x?xf32>
        %c = memref.load %C[%m, %n] : memref<?x?xf32>
        %d = func.call @fma(%a, %b, %c) : (f32, f32, f32) -> (f32)
        memref.store %d, %C[%m, %n] : memref<?x?xf32>
      }
    }
  }
  return
}
