// linalg on tensors as a frontend writes it: a tile of a matmul + bias + relu chain through
// tensor.extract_slice / tensor.empty / linalg.fill / tensor.insert_slice. The CHECK and GEN
// lines are mlir-opt 22's output for this file (as is, and with --linalg-generalize-named-ops).
// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --linalg-generalize-named-ops | FileCheck %s --check-prefix=GEN

// CHECK: module {
// CHECK-NEXT: func.func @mm_bias_relu_tile(%arg0: tensor<64x32xf32>, %arg1: tensor<32x48xf32>, %arg2: tensor<64x48xf32>, %arg3: tensor<128x48xf32>) -> tensor<128x48xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0] [16, 32] [1, 1] : tensor<64x32xf32> to tensor<16x32xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg2[0, 0] [16, 48] [1, 1] : tensor<64x48xf32> to tensor<16x48xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<16x48xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x48xf32>) -> tensor<16x48xf32>
// CHECK-NEXT: %2 = linalg.matmul ins(%extracted_slice, %arg1 : tensor<16x32xf32>, tensor<32x48xf32>) outs(%1 : tensor<16x48xf32>) -> tensor<16x48xf32>
// CHECK-NEXT: %3 = tensor.empty() : tensor<16x48xf32>
// CHECK-NEXT: %4 = linalg.add ins(%2, %extracted_slice_0 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%3 : tensor<16x48xf32>) -> tensor<16x48xf32>
// CHECK-NEXT: %5 = tensor.empty() : tensor<16x48xf32>
// CHECK-NEXT: %6 = linalg.max ins(%4, %1 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%5 : tensor<16x48xf32>) -> tensor<16x48xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %6 into %arg3[32, 0] [16, 48] [1, 1] : tensor<16x48xf32> into tensor<128x48xf32>
// CHECK-NEXT: return %inserted_slice : tensor<128x48xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GEN: #map = affine_map<(d0, d1) -> ()>
// GEN-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// GEN-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
// GEN-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GEN-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GEN-NEXT: module {
// GEN-NEXT: func.func @mm_bias_relu_tile(%arg0: tensor<64x32xf32>, %arg1: tensor<32x48xf32>, %arg2: tensor<64x48xf32>, %arg3: tensor<128x48xf32>) -> tensor<128x48xf32> {
// GEN-NEXT: %cst = arith.constant 0.000000e+00 : f32
// GEN-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0] [16, 32] [1, 1] : tensor<64x32xf32> to tensor<16x32xf32>
// GEN-NEXT: %extracted_slice_0 = tensor.extract_slice %arg2[0, 0] [16, 48] [1, 1] : tensor<64x48xf32> to tensor<16x48xf32>
// GEN-NEXT: %0 = tensor.empty() : tensor<16x48xf32>
// GEN-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%0 : tensor<16x48xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %out: f32):
// GEN-NEXT: linalg.yield %in : f32
// GEN-NEXT: } -> tensor<16x48xf32>
// GEN-NEXT: %2 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%extracted_slice, %arg1 : tensor<16x32xf32>, tensor<32x48xf32>) outs(%1 : tensor<16x48xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// GEN-NEXT: %7 = arith.mulf %in, %in_1 : f32
// GEN-NEXT: %8 = arith.addf %out, %7 : f32
// GEN-NEXT: linalg.yield %8 : f32
// GEN-NEXT: } -> tensor<16x48xf32>
// GEN-NEXT: %3 = tensor.empty() : tensor<16x48xf32>
// GEN-NEXT: %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %extracted_slice_0 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%3 : tensor<16x48xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// GEN-NEXT: %7 = arith.addf %in, %in_1 : f32
// GEN-NEXT: linalg.yield %7 : f32
// GEN-NEXT: } -> tensor<16x48xf32>
// GEN-NEXT: %5 = tensor.empty() : tensor<16x48xf32>
// GEN-NEXT: %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %1 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%5 : tensor<16x48xf32>) {
// GEN-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// GEN-NEXT: %7 = arith.maximumf %in, %in_1 : f32
// GEN-NEXT: linalg.yield %7 : f32
// GEN-NEXT: } -> tensor<16x48xf32>
// GEN-NEXT: %inserted_slice = tensor.insert_slice %6 into %arg3[32, 0] [16, 48] [1, 1] : tensor<16x48xf32> into tensor<128x48xf32>
// GEN-NEXT: return %inserted_slice : tensor<128x48xf32>
// GEN-NEXT: }
// GEN-NEXT: }

func.func @mm_bias_relu_tile(%a: tensor<64x32xf32>, %b: tensor<32x48xf32>, %bias: tensor<64x48xf32>, %out: tensor<128x48xf32>) -> tensor<128x48xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %a0 = tensor.extract_slice %a[0, 0] [16, 32] [1, 1] : tensor<64x32xf32> to tensor<16x32xf32>
  %bias0 = tensor.extract_slice %bias[0, 0] [16, 48] [1, 1] : tensor<64x48xf32> to tensor<16x48xf32>
  %e = tensor.empty() : tensor<16x48xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x48xf32>) -> tensor<16x48xf32>
  %mm = linalg.matmul ins(%a0, %b : tensor<16x32xf32>, tensor<32x48xf32>) outs(%f : tensor<16x48xf32>) -> tensor<16x48xf32>
  %e2 = tensor.empty() : tensor<16x48xf32>
  %s = linalg.add ins(%mm, %bias0 : tensor<16x48xf32>, tensor<16x48xf32>) outs(%e2 : tensor<16x48xf32>) -> tensor<16x48xf32>
  %e3 = tensor.empty() : tensor<16x48xf32>
  %r = linalg.max ins(%s, %f : tensor<16x48xf32>, tensor<16x48xf32>) outs(%e3 : tensor<16x48xf32>) -> tensor<16x48xf32>
  %ins = tensor.insert_slice %r into %out[32, 0] [16, 48] [1, 1] : tensor<16x48xf32> into tensor<128x48xf32>
  return %ins : tensor<128x48xf32>
}
