// tensor.dim/empty/collapse_shape/expand_shape, ub.poison and complex ops.
func.func @f(%a: tensor<?x?x?xf32>, %x: f32, %d0: index, %d1: index, %d2: index) -> tensor<?x?x?xf32> {
  %c1 = arith.constant 1 : index
  %n = tensor.dim %a, %c1 : tensor<?x?x?xf32>
  %e = tensor.empty(%n) : tensor<4x?xf32>
  %b = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  %c = tensor.expand_shape %b [[0, 1], [2]] output_shape [%d0, %d1, %d2] : tensor<?x?xf32> into tensor<?x?x?xf32>
  %p = ub.poison : f32
  %z = complex.create %x, %p : complex<f32>
  %s = complex.add %z, %z : complex<f32>
  %m = complex.mul %z, %s fastmath<fast> : complex<f32>
  %r = complex.re %m : complex<f32>
  %i = complex.im %m : complex<f32>
  return %c : tensor<?x?x?xf32>
}
