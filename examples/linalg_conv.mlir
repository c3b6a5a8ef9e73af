// A convolution layer on buffers: zero-fill a temporary, 3x3 convolution (NHWC input, HWCF
// filter), then bias + ReLU into the output. Benchmarked by scripts/bench-linalg.sh (untiled,
// tiled, tile-and-fused, parallel).

#nhwc = affine_map<(n, h, w, c) -> (n, h, w, c)>
#chan = affine_map<(n, h, w, c) -> (c)>

func.func @conv_bias_relu(%I: memref<1x66x66x32xf32>, %F: memref<3x3x32x32xf32>, %b: memref<32xf32>, %O: memref<1x64x64x32xf32>) {
  %z = arith.constant 0.0 : f32
  %t = memref.alloc() : memref<1x64x64x32xf32>
  linalg.fill ins(%z : f32) outs(%t : memref<1x64x64x32xf32>)
  linalg.conv_2d_nhwc_hwcf ins(%I, %F : memref<1x66x66x32xf32>, memref<3x3x32x32xf32>) outs(%t : memref<1x64x64x32xf32>)
  linalg.generic {indexing_maps = [#nhwc, #chan, #nhwc], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%t, %b : memref<1x64x64x32xf32>, memref<32xf32>) outs(%O : memref<1x64x64x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %r = arith.maximumf %s, %z : f32
    linalg.yield %r : f32
  }
  memref.dealloc %t : memref<1x64x64x32xf32>
  return
}
