// Seed 004 (linalg dialect), sections "linalg.generic" (tensor results:
// "a linalg.generic op accepts mixing input and output ranked tensor
// values") and "Set of Key Transformations" (the matmul-on-tensors that
// tiling/fusion start from). Today an output tensor is passed in `outs`
// and the op returns the updated tensor; mixing tensor inputs with memref
// operands is no longer allowed, so inputs and outputs are all tensors.
#matmul_accesses = [
  affine_map<(m, n, k) -> (m, k)>,
  affine_map<(m, n, k) -> (k, n)>,
  affine_map<(m, n, k) -> (m, n)>
]
#matmul_trait = {
  indexing_maps = #matmul_accesses,
  iterator_types = ["parallel", "parallel", "reduction"]
}

func.func @generic_tensors(%A: tensor<?x?xf32>, %B: tensor<?x?xf32>, %C: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %R = linalg.generic #matmul_trait ins(%A, %B : tensor<?x?xf32>, tensor<?x?xf32>) outs(%C : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %d = arith.mulf %a, %b : f32
    %e = arith.addf %c, %d : f32
    linalg.yield %e : f32
  } -> tensor<?x?xf32>
  return %R : tensor<?x?xf32>
}

func.func @named_tensors(%A: tensor<128x64xf32>, %B: tensor<64x256xf32>) -> tensor<128x256xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<128x256xf32>
  %C = linalg.fill ins(%zero : f32) outs(%init : tensor<128x256xf32>) -> tensor<128x256xf32>
  %R = linalg.matmul ins(%A, %B : tensor<128x64xf32>, tensor<64x256xf32>) outs(%C : tensor<128x256xf32>) -> tensor<128x256xf32>
  return %R : tensor<128x256xf32>
}
