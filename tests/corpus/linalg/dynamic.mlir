// Dynamic shapes: loop ranges come from memref.dim. Sizes for running: `dyn_sizes` in
// tests/linalg_common/mod.rs.

func.func @matmul_dyn(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>) {
  linalg.matmul ins(%A, %B : memref<?x?xf64>, memref<?x?xf64>) outs(%C : memref<?x?xf64>)
  return
}

func.func @scale_dyn(%A: memref<?x?xf64>, %O: memref<?x?xf64>) {
  %c = arith.constant 1.5 : f64
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<?x?xf64>) outs(%O : memref<?x?xf64>) {
  ^bb0(%a: f64, %o: f64):
    %s = arith.mulf %a, %c : f64
    %t = arith.addf %s, %o : f64
    linalg.yield %t : f64
  }
  return
}
