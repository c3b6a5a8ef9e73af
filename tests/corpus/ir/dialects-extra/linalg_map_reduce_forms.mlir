// linalg.map / linalg.reduce in the long form (explicit payload regions) and the short
// form (`{ payload.op }`), on tensors and memrefs.
func.func @f(%a: tensor<64xf32>, %b: tensor<64xf32>, %init: tensor<64xf32>, %acc: tensor<f32>, %m: memref<64xf32>) -> tensor<64xf32> {
  %sum = linalg.map ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%init : tensor<64xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %0 = arith.mulf %x, %y : f32
      %1 = arith.addf %0, %z : f32
      linalg.yield %1 : f32
    }
  %red = linalg.reduce ins(%sum : tensor<64xf32>) outs(%acc : tensor<f32>) dimensions = [0]
    (%x: f32, %y: f32) {
      %0 = arith.mulf %x, %y : f32
      linalg.yield %0 : f32
    }
  linalg.map { math.absf } ins(%m : memref<64xf32>) outs(%m : memref<64xf32>)
  %e = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%init : tensor<64xf32>)
  return %sum : tensor<64xf32>
}
