// Invalid uses of the linalg ops added for MLIR 22; every expected error is
// mlir-opt 22's (checked with /usr/lib/llvm-22/bin/mlir-opt --split-input-file
// --verify-diagnostics when the file was written).
// RUN: tessera opt %s --split-input-file --verify-diagnostics

func.func @contract_no_maps(%a: memref<3x5xf32>, %b: memref<5x4xf32>, %c: memref<3x4xf32>) {
  // expected-error @+1 {{custom op 'linalg.contract' expected 'indexing_maps' attribute}}
  linalg.contract ins(%a, %b : memref<3x5xf32>, memref<5x4xf32>) outs(%c : memref<3x4xf32>)
  return
}

// -----

func.func @contract_map_count(%a: memref<3x5xf32>, %b: memref<5x4xf32>, %c: memref<3x4xf32>) {
  // expected-error @+1 {{iteration space dim at index 0 is neither a contracting dim nor of parallel iteration type}}
  linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>] ins(%a, %b : memref<3x5xf32>, memref<5x4xf32>) outs(%c : memref<3x4xf32>)
  return
}

// -----

func.func @contract_shape(%a: memref<3x5xf32>, %b: memref<6x4xf32>, %c: memref<3x4xf32>) {
  // expected-error @+1 {{'linalg.contract' op inferred input/output operand #1 has shape's dimension #0 to be 5, but found 6}}
  linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : memref<3x5xf32>, memref<6x4xf32>) outs(%c : memref<3x4xf32>)
  return
}

// -----

func.func @softmax_dim(%a: memref<4x8xf32>, %c: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.softmax' op incorrect dimension specified}}
  linalg.softmax dimension(2) ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  return
}

// -----

func.func @softmax_shape(%a: memref<4x8xf32>, %c: memref<4x9xf32>) {
  // expected-error @+1 {{'linalg.softmax' op incompatible output shape}}
  linalg.softmax dimension(1) ins(%a : memref<4x8xf32>) outs(%c : memref<4x9xf32>)
  return
}

// -----

func.func @winograd_fmr(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{custom op 'linalg.winograd_filter_transform' expected string or keyword containing one of the following enum values for attribute 'fmr' [F_2_3, F_4_3, F_2_5]}}
  %0 = linalg.winograd_filter_transform fmr(F_3_3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @winograd_filter_size(%f: tensor<2x4x4x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect filter height either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x4x4x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @winograd_rank(%i: tensor<1x8x8x2xf32>) -> tensor<1x8x8x2xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op operand #0 must be 6D tensor of any type values, but got 'tensor<1x8x8x2xf32>'}}
  %0 = linalg.winograd_output_transform fmr(F_2_3) ins(%i : tensor<1x8x8x2xf32>) outs(%i : tensor<1x8x8x2xf32>) -> tensor<1x8x8x2xf32>
  return %0 : tensor<1x8x8x2xf32>
}

// -----

func.func @pack_tile_mismatch(%q: tensor<128x256xf32>, %p: tensor<16x8x8x16xf32>) -> tensor<16x8x8x16xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %q inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %p : tensor<128x256xf32> -> tensor<16x8x8x16xf32>
  return %0 : tensor<16x8x8x16xf32>
}

// -----

func.func @pack_inner_dims(%q: tensor<128x256xf32>, %p: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %q inner_dims_pos = [0, 0] inner_tiles = [8, 32] into %p : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}

// -----

func.func @pack_memref(%q: memref<128x256xf32>, %p: memref<16x8x8x32xf32>) {
  // expected-error @+1 {{custom op 'linalg.pack' invalid kind of type specified: expected builtin.tensor, but found 'memref<128x256xf32>'}}
  linalg.pack %q inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %p : memref<128x256xf32> -> memref<16x8x8x32xf32>
  return
}

// -----

func.func @pack_padding_type(%q: tensor<127x255xf32>, %p: tensor<16x8x8x32xf32>, %pad: f16) -> tensor<16x8x8x32xf32> {
  // expected-error @+1 {{'linalg.pack' op expected padding_value has 'f32' but got: 'f16'}}
  %0 = linalg.pack %q padding_value(%pad : f16) inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %p : tensor<127x255xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}

// -----

func.func @quantized_rank(%a: memref<3x5x1xi8>, %b: memref<5x4xi8>, %za: i32, %zb: i32, %c: memref<3x4xi32>) {
  // expected-error @+1 {{'linalg.quantized_matmul' op expected operand #0 rank (3) to match the result rank of indexing_map (2)}}
  linalg.quantized_matmul ins(%a, %b, %za, %zb : memref<3x5x1xi8>, memref<5x4xi8>, i32, i32) outs(%c : memref<3x4xi32>)
  return
}

// -----

func.func @a(%q: tensor<128x256xf32>, %p: tensor<16x8x8x?xf32>) -> tensor<16x8x8x?xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %q inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %p : tensor<128x256xf32> -> tensor<16x8x8x?xf32>
  return %0 : tensor<16x8x8x?xf32>
}

// -----

func.func @b(%q: tensor<128x256xf32>, %p: tensor<16x9x8x32xf32>) -> tensor<16x9x8x32xf32> {
  // expected-error @+1 {{expected 'tensor<16x8x8x32xf32>' for the packed domain value, got 'tensor<16x9x8x32xf32>'}}
  %0 = linalg.pack %q inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %p : tensor<128x256xf32> -> tensor<16x9x8x32xf32>
  return %0 : tensor<16x9x8x32xf32>
}

// -----

func.func @d(%q: tensor<6x6x1x1x2x5xf32>, %o: tensor<2x5x4x5xf32>) -> tensor<2x5x4x5xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op the output shape is not expected}}
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%q : tensor<6x6x1x1x2x5xf32>) outs(%o : tensor<2x5x4x5xf32>) -> tensor<2x5x4x5xf32>
  return %0 : tensor<2x5x4x5xf32>
}

// -----

func.func @f(%i: tensor<2x10x6x5xf32>, %o: tensor<6x6x3x1x2x5xf32>) -> tensor<6x6x3x1x2x5xf32> {
  // expected-error @+1 {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%i : tensor<2x10x6x5xf32>) outs(%o : tensor<6x6x3x1x2x5xf32>) -> tensor<6x6x3x1x2x5xf32>
  return %0 : tensor<6x6x3x1x2x5xf32>
}

// -----

func.func @elementwise_shape(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.elementwise' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4}}
  linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  return
}

// -----

func.func @elementwise_mixed(%a: memref<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.elementwise' op expected to have pure tensor or buffer semantics}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : memref<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @contract_mixed(%a: memref<3x5xf32>, %b: memref<4x5xf32>, %t: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'linalg.contract' op expected to have pure tensor or buffer semantics}}
  %r = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : memref<3x5xf32>, memref<4x5xf32>) outs(%t : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
