// Invalid uses of the tensor and bufferization ops; every expected error is
// mlir-opt 22's (checked with /usr/lib/llvm-22/bin/mlir-opt --split-input-file
// --verify-diagnostics when the file was written).
// RUN: tessera opt %s --split-input-file --verify-diagnostics

func.func @cast_incompatible(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @cast_not_tensor(%t: tensor<f32>) {
  // expected-error @+1 {{custom op 'tensor.cast' invalid kind of type specified}}
  %0 = tensor.cast %t : tensor<f32> to memref<f32>
  return
}

// -----

func.func @extract_indices(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i, %i] : tensor<4xf32>
  return
}

// -----

func.func @insert_indices(%t: tensor<4xf32>, %i: index, %s: f32) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %s into %t[%i, %i] : tensor<4xf32>
  return
}

// -----

func.func @from_elements_count(%s: f32) {
  // expected-error @+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = tensor.from_elements %s : tensor<2xf32>
  return
}

// -----

func.func @generate_body_args(%i: index, %s: f32) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %s : f32
  } : tensor<?x3xf32>
  return
}

// -----

func.func @generate_yield_type(%i: index, %s: i32) {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %s : i32
  } : tensor<?x3xf32>
  return
}

// -----

func.func @reshape_elements(%t: tensor<2x3xf32>, %sh: tensor<2xi32>) {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%sh) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @splat_dynamic_sizes(%s: f32, %i: index) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.splat %s[%i] : tensor<?x?xf32>
  return
}

// -----

func.func @extract_slice_offsets(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected 3 offset values, got 2}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @extract_slice_type(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<4x4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0, 0] [4, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @extract_slice_out_of_bounds(%t: tensor<8x16x4xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = tensor.extract_slice %t[6, 0, 0] [4, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
  return
}

// -----

func.func @extract_slice_offset_out_of_bounds(%t: tensor<8xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = tensor.extract_slice %t[8] [0] [1] : tensor<8xf32> to tensor<0xf32>
  return
}

// -----

func.func @insert_slice_type(%t: tensor<8x16x4xf32>, %s: tensor<4x4xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<4x1x5xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.insert_slice %s into %t[0, 0, 0] [4, 1, 5] [1, 1, 1] : tensor<4x4xf32> into tensor<8x16x4xf32>
  return
}

// -----

func.func @pad_inferred_type(%t: tensor<2x2xf32>, %v: f32) {
  // expected-error @+1 {{specified type 'tensor<5x7xf32>' does not match the inferred type 'tensor<5x6xf32>'}}
  %0 = tensor.pad %t low[1, 1] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<2x2xf32> to tensor<5x7xf32>
  return
}

// -----

func.func @pad_block_argument(%t: tensor<?x?xf32>, %v: f32) {
  // expected-error @+1 {{'tensor.pad' op expected block argument 2 to be an index}}
  %0 = tensor.pad %t low[1, 1] high[2, 3] {
  ^bb0(%a: index, %b: i32):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return
}

// -----

func.func @pad_yield_type(%t: tensor<2x2xf32>, %v: i32) {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[1, 1] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : i32
  } : tensor<2x2xf32> to tensor<5x6xf32>
  return
}

// -----

func.func @collapse_static_size(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<5xf32>
  return
}

// -----

func.func @collapse_group_count(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<2x3xf32> into tensor<6xf32>
  return
}

// -----

func.func @collapse_dynamic(%t: tensor<?x3xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<?x3xf32> into tensor<6xf32>
  return
}

// -----

func.func @concat_sizes(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @gather_dims_order(%src: tensor<4x5x6xf32>, %idx: tensor<1x3x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %0 = tensor.gather %src[%idx] gather_dims([2, 1]) unique : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4x1x1xf32>
  return
}

// -----

func.func @scatter_unique(%src: tensor<4x5x6xf32>, %idx: tensor<1x3x2xindex>, %s: tensor<1x3x4x1x1xf32>) {
  // expected-error @+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %s into %src[%idx] scatter_dims([1, 2]) : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @alloc_tensor_sizes(%sz: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = bufferization.alloc_tensor(%sz, %sz) : tensor<?x5xf32>
  return
}

// -----

func.func @alloc_tensor_copy_sizes(%t: tensor<?x5xf32>, %sz: index) {
  // expected-error @+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%sz) copy(%t) : tensor<?x5xf32>
  return
}

// -----

func.func @dealloc_tensor_memref(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.dealloc_tensor' invalid kind of type specified}}
  bufferization.dealloc_tensor %m : memref<4xf32>
  return
}

// -----

func.func @dealloc_conditions(%m: memref<2xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%m : memref<2xf32>) if (%c, %c)
  return
}

// -----

func.func @dealloc_results(%m: memref<2xf32>, %c: i1, %r: memref<2xf32>) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  "bufferization.dealloc"(%m, %c, %r) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, i1, memref<2xf32>) -> ()
  return
}

// -----

func.func @materialize_rank(%a: tensor<?xf32>, %b: tensor<4x5xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op rank mismatch between source and destination shape}}
  %0 = bufferization.materialize_in_destination %a in %b : (tensor<?xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// -----

func.func @materialize_shapes(%a: tensor<4xf32>, %b: tensor<5xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %a in %b : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @materialize_writable(%a: tensor<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %a in %b : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_restrict(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %a in restrict %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
