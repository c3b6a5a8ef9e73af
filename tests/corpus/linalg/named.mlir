// Named structured ops on static memrefs (tests/suite/linalg_passes.rs runs every linalg pass over
// each function and compares interpreter results with the untransformed program).

func.func @matmul(%A: memref<12x9xf64>, %B: memref<9x10xf64>, %C: memref<12x10xf64>) {
  linalg.matmul ins(%A, %B : memref<12x9xf64>, memref<9x10xf64>) outs(%C : memref<12x10xf64>)
  return
}

func.func @matmul_f32_fill(%A: memref<7x5xf32>, %B: memref<5x6xf32>, %C: memref<7x6xf32>) {
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%C : memref<7x6xf32>)
  linalg.matmul ins(%A, %B : memref<7x5xf32>, memref<5x6xf32>) outs(%C : memref<7x6xf32>)
  return
}

func.func @matmul_i32(%A: memref<6x4xi32>, %B: memref<4x5xi32>, %C: memref<6x5xi32>) {
  linalg.matmul ins(%A, %B : memref<6x4xi32>, memref<4x5xi32>) outs(%C : memref<6x5xi32>)
  return
}

func.func @batch_matmul(%A: memref<3x5x4xf64>, %B: memref<3x4x6xf64>, %C: memref<3x5x6xf64>) {
  linalg.batch_matmul ins(%A, %B : memref<3x5x4xf64>, memref<3x4x6xf64>) outs(%C : memref<3x5x6xf64>)
  return
}

func.func @blas2(%A: memref<9x7xf64>, %x: memref<7xf64>, %y: memref<9xf64>, %z: memref<7xf64>, %d: memref<f64>) {
  linalg.matvec ins(%A, %x : memref<9x7xf64>, memref<7xf64>) outs(%y : memref<9xf64>)
  linalg.vecmat ins(%y, %A : memref<9xf64>, memref<9x7xf64>) outs(%z : memref<7xf64>)
  linalg.dot ins(%x, %z : memref<7xf64>, memref<7xf64>) outs(%d : memref<f64>)
  return
}

func.func @layout(%A: memref<5x8xf64>, %T: memref<8x5xf64>, %v: memref<6xf64>, %M: memref<6x5xf64>, %K: memref<5x8xf64>) {
  linalg.transpose ins(%A : memref<5x8xf64>) outs(%T : memref<8x5xf64>) permutation = [1, 0]
  linalg.broadcast ins(%v : memref<6xf64>) outs(%M : memref<6x5xf64>) dimensions = [1]
  linalg.copy ins(%A : memref<5x8xf64>) outs(%K : memref<5x8xf64>)
  return
}

func.func @matmul_transposed_a(%A: memref<6x11xf64>, %B: memref<6x9xf64>, %C: memref<11x9xf64>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%A, %B : memref<6x11xf64>, memref<6x9xf64>) outs(%C : memref<11x9xf64>)
  return
}
