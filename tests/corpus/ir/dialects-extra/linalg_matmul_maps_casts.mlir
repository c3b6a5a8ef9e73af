// linalg.matmul with explicit indexing_maps and cast functions; convolution with f16 inputs
// accumulating into f32 (the generic form shows the synthesised extf/sitofp/uitofp payloads).
#a = affine_map<(m, n, k) -> (k, m)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @f(%A: memref<8x4xf32>, %B: memref<8x16xf32>, %C: memref<4x16xf32>, %x: memref<1x8x8x3xf16>, %w: memref<3x3x3x4xf16>, %o: memref<1x6x6x4xf32>, %s: f64, %ci: memref<8x16xi32>, %A2: memref<4x8xf32>) {
  linalg.matmul indexing_maps = [#a, #b, #c] ins(%A, %B : memref<8x4xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  linalg.conv_2d_nhwc_hwcf ins(%x, %w : memref<1x8x8x3xf16>, memref<3x3x3x4xf16>) outs(%o : memref<1x6x6x4xf32>)
  linalg.matmul ins(%A2, %ci : memref<4x8xf32>, memref<8x16xi32>) outs(%C : memref<4x16xf32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%A2, %ci : memref<4x8xf32>, memref<8x16xi32>) outs(%C : memref<4x16xf32>)
  return
}
