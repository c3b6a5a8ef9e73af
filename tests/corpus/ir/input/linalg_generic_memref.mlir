// linalg.generic on memrefs: elementwise, transposition, reductions,
// matmul written generically with a library_call, payloads using
// linalg.index, broadcasting maps, and strided operand layouts.
#id2 = affine_map<(i, j) -> (i, j)>
#tr2 = affine_map<(i, j) -> (j, i)>
#row = affine_map<(i, j) -> (i)>
#matmul_accesses = [
  affine_map<(m, n, k) -> (m, k)>,
  affine_map<(m, n, k) -> (k, n)>,
  affine_map<(m, n, k) -> (m, n)>
]
#matmul_trait = {
  indexing_maps = #matmul_accesses,
  iterator_types = ["parallel", "parallel", "reduction"],
  library_call = "linalg_matmul",
  doc = "C(m, n) += A(m, k) * B(k, n)"
}

func.func @pointwise_add(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"],
                  library_call = "pointwise_add"}
      ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}

func.func @transpose(%A: memref<8x16xf32>, %B: memref<16x8xf32>) {
  linalg.generic {indexing_maps = [#tr2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<8x16xf32>) outs(%B : memref<16x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

func.func @row_sum(%A: memref<?x?xf64>, %S: memref<?xf64>) {
  linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%A : memref<?x?xf64>) outs(%S : memref<?xf64>) {
  ^bb0(%a: f64, %acc: f64):
    %s = arith.addf %acc, %a : f64
    linalg.yield %s : f64
  }
  return
}

func.func @matmul_generic(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.generic #matmul_trait ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %d = arith.mulf %a, %b : f32
    %e = arith.addf %c, %d : f32
    linalg.yield %e : f32
  }
  return
}

// Writes i * 100 + j into every element; uses linalg.index in the payload.
func.func @iota(%O: memref<10x100xi64>) {
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%O : memref<10x100xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %c100 = arith.constant 100 : i64
    %m = arith.muli %ii, %c100 : i64
    %v = arith.addi %m, %jj : i64
    linalg.yield %v : i64
  }
  return
}

func.func @strided_operands(%A: memref<4x4xf32, strided<[8, 1], offset: ?>>, %B: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<4x4xf32, strided<[8, 1], offset: ?>>) outs(%B : memref<4x4xf32>) attrs = {tessera.tag = "strided"} {
  ^bb0(%a: f32, %b: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  }
  return
}

func.func @broadcast_bias(%X: memref<16x32xf32>, %bias: memref<32xf32>, %Y: memref<16x32xf32>) {
  linalg.generic {indexing_maps = [#id2, affine_map<(i, j) -> (j)>, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%X, %bias : memref<16x32xf32>, memref<32xf32>) outs(%Y : memref<16x32xf32>) {
  ^bb0(%x: f32, %b: f32, %y: f32):
    %s = arith.addf %x, %b : f32
    %z = arith.constant 0.0 : f32
    %r = arith.maximumf %s, %z : f32
    linalg.yield %r : f32
  }
  return
}
