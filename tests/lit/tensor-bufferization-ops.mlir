// Round trips of the tensor and bufferization ops that linalg-on-tensors pipelines and
// frontends emit: custom form, generic form, and generic form read back.
// CHECK lines are mlir-opt 22's output for this file (custom form:
// /usr/lib/llvm-22/bin/mlir-opt --split-input-file; GENERIC lines: the same with
// --mlir-print-op-generic), checked when the file was written.
// RUN: tessera opt --split-input-file %s | FileCheck %s
// RUN: tessera opt --split-input-file %s --generic | tessera opt --split-input-file - | FileCheck %s
// RUN: tessera opt --split-input-file %s --generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @tensor_elements(%arg0: tensor<8x16x4xf32>, %arg1: tensor<*xf32>, %arg2: tensor<?x?xf32>, %arg3: index, %arg4: f32, %arg5: tensor<2xi32>) -> tensor<8x16x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<*xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %0 = tensor.bitcast %arg2 : tensor<?x?xf32> to tensor<?x?xi32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg3, %arg3, %c0] : tensor<8x16x4xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg4 into %arg0[%arg3, %arg3, %c0] {tag} : tensor<8x16x4xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg4, %extracted : tensor<2xf32>
// CHECK-NEXT: %from_elements_1 = tensor.from_elements  : tensor<0xindex>
// CHECK-NEXT: %from_elements_2 = tensor.from_elements %arg4 : tensor<f32>
// CHECK-NEXT: %splat = tensor.splat %arg4 : tensor<8xf32>
// CHECK-NEXT: %splat_3 = tensor.splat %arg4[%arg3] : tensor<?x8xf32>
// CHECK-NEXT: %rank = tensor.rank %arg1 : tensor<*xf32>
// CHECK-NEXT: %rank_4 = tensor.rank %arg0 : tensor<8x16x4xf32>
// CHECK-NEXT: %reshape = tensor.reshape %arg2(%arg5) : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
// CHECK-NEXT: return %inserted : tensor<8x16x4xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<8x16x4xf32>, tensor<*xf32>, tensor<?x?xf32>, index, f32, tensor<2xi32>) -> tensor<8x16x4xf32>, sym_name = "tensor_elements"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<8x16x4xf32>, %arg1: tensor<*xf32>, %arg2: tensor<?x?xf32>, %arg3: index, %arg4: f32, %arg5: tensor<2xi32>):
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %1 = "tensor.cast"(%arg1) : (tensor<*xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT: %2 = "tensor.cast"(%arg2) : (tensor<?x?xf32>) -> tensor<4x?xf32>
// GENERIC-NEXT: %3 = "tensor.bitcast"(%arg2) : (tensor<?x?xf32>) -> tensor<?x?xi32>
// GENERIC-NEXT: %4 = "tensor.extract"(%arg0, %arg3, %arg3, %0) : (tensor<8x16x4xf32>, index, index, index) -> f32
// GENERIC-NEXT: %5 = "tensor.insert"(%arg4, %arg0, %arg3, %arg3, %0) {tag} : (f32, tensor<8x16x4xf32>, index, index, index) -> tensor<8x16x4xf32>
// GENERIC-NEXT: %6 = "tensor.from_elements"(%arg4, %4) : (f32, f32) -> tensor<2xf32>
// GENERIC-NEXT: %7 = "tensor.from_elements"() : () -> tensor<0xindex>
// GENERIC-NEXT: %8 = "tensor.from_elements"(%arg4) : (f32) -> tensor<f32>
// GENERIC-NEXT: %9 = "tensor.splat"(%arg4) : (f32) -> tensor<8xf32>
// GENERIC-NEXT: %10 = "tensor.splat"(%arg4, %arg3) : (f32, index) -> tensor<?x8xf32>
// GENERIC-NEXT: %11 = "tensor.rank"(%arg1) : (tensor<*xf32>) -> index
// GENERIC-NEXT: %12 = "tensor.rank"(%arg0) : (tensor<8x16x4xf32>) -> index
// GENERIC-NEXT: %13 = "tensor.reshape"(%arg2, %arg5) : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
// GENERIC-NEXT: "func.return"(%5) : (tensor<8x16x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @tensor_elements(%t: tensor<8x16x4xf32>, %u: tensor<*xf32>, %d: tensor<?x?xf32>, %i: index, %s: f32, %sh: tensor<2xi32>) -> tensor<8x16x4xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.cast %u : tensor<*xf32> to tensor<?x?xf32>
  %1 = tensor.cast %d : tensor<?x?xf32> to tensor<4x?xf32>
  %2 = tensor.bitcast %d : tensor<?x?xf32> to tensor<?x?xi32>
  %3 = tensor.extract %t[%i, %i, %c0] : tensor<8x16x4xf32>
  %4 = tensor.insert %s into %t[%i, %i, %c0] {tag} : tensor<8x16x4xf32>
  %5 = tensor.from_elements %s, %3 : tensor<2xf32>
  %6 = tensor.from_elements : tensor<0xindex>
  %7 = tensor.from_elements %s : tensor<f32>
  %8 = tensor.splat %s : tensor<8xf32>
  %9 = tensor.splat %s[%i] : tensor<?x8xf32>
  %10 = tensor.rank %u : tensor<*xf32>
  %11 = "tensor.rank"(%t) : (tensor<8x16x4xf32>) -> index
  %12 = tensor.reshape %d(%sh) : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %4 : tensor<8x16x4xf32>
}

// -----

// CHECK-LABEL: func.func @tensor_generate(%arg0: index, %arg1: index) -> tensor<?x3x?xf32> {
// CHECK-NEXT: %generated = tensor.generate %arg0, %arg1 {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index, %arg4: index):
// CHECK-NEXT: %cst = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x3x?xf32>
// CHECK-NEXT: %generated_0 = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: tensor.yield %arg2 : index
// CHECK-NEXT: } {tag = 1 : i64} : tensor<4xindex>
// CHECK-NEXT: return %generated : tensor<?x3x?xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (index, index) -> tensor<?x3x?xf32>, sym_name = "tensor_generate"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index):
// GENERIC-NEXT: %0 = "tensor.generate"(%arg0, %arg1) ({
// GENERIC-NEXT: ^bb0(%arg3: index, %arg4: index, %arg5: index):
// GENERIC-NEXT: %2 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: "tensor.yield"(%2) : (f32) -> ()
// GENERIC-NEXT: }) : (index, index) -> tensor<?x3x?xf32>
// GENERIC-NEXT: %1 = "tensor.generate"() ({
// GENERIC-NEXT: ^bb0(%arg2: index):
// GENERIC-NEXT: "tensor.yield"(%arg2) : (index) -> ()
// GENERIC-NEXT: }) {tag = 1 : i64} : () -> tensor<4xindex>
// GENERIC-NEXT: "func.return"(%0) : (tensor<?x3x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @tensor_generate(%m: index, %n: index) -> tensor<?x3x?xf32> {
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  %1 = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %i : index
  } {tag = 1 : i64} : tensor<4xindex>
  return %0 : tensor<?x3x?xf32>
}

// -----

// CHECK-LABEL: func.func @tensor_slices(%arg0: tensor<8x16x4xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<4x4xf32>, %arg3: index, %arg4: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg3, 0] [4, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[0, 2, 0] [4, 1, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg1[%arg3, %arg3] [%arg4, %arg4] [%c1, 2] {tag} : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg2 into %arg0[0, 2, 0] [4, 1, 4] [1, 1, 1] : tensor<4x4xf32> into tensor<8x16x4xf32>
// CHECK-NEXT: %inserted_slice_2 = tensor.insert_slice %extracted_slice_1 into %arg1[0, %arg3] [%arg4, %arg4] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<8x16x4xf32>, tensor<?x?xf32>, tensor<4x4xf32>, index, index) -> (), sym_name = "tensor_slices"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<8x16x4xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<4x4xf32>, %arg3: index, %arg4: index):
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT: %1 = "tensor.extract_slice"(%arg0, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808, 0>, static_sizes = array<i64: 4, 4, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>, index) -> tensor<4x4x4xf32>
// GENERIC-NEXT: %2 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2, 0>, static_sizes = array<i64: 4, 1, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>) -> tensor<4x4xf32>
// GENERIC-NEXT: %3 = "tensor.extract_slice"(%arg1, %arg3, %arg3, %arg4, %arg4, %0) <{operandSegmentSizes = array<i32: 1, 2, 2, 1>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 2>}> {tag} : (tensor<?x?xf32>, index, index, index, index, index) -> tensor<?x?xf32>
// GENERIC-NEXT: %4 = "tensor.insert_slice"(%arg2, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 2, 0>, static_sizes = array<i64: 4, 1, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<4x4xf32>, tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
// GENERIC-NEXT: %5 = "tensor.insert_slice"(%3, %arg1, %arg3, %arg4, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, tensor<?x?xf32>, index, index, index) -> tensor<?x?xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @tensor_slices(%t: tensor<8x16x4xf32>, %d: tensor<?x?xf32>, %r: tensor<4x4xf32>, %i: index, %sz: index) {
  %c1 = arith.constant 1 : index
  %0 = tensor.extract_slice %t[0, %i, 0][4, 4, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
  %1 = tensor.extract_slice %t[0, 2, 0] [4, 1, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
  %2 = tensor.extract_slice %d[%i, %i] [%sz, %sz] [%c1, 2] {tag} : tensor<?x?xf32> to tensor<?x?xf32>
  %3 = tensor.insert_slice %r into %t[0, 2, 0] [4, 1, 4] [1, 1, 1] : tensor<4x4xf32> into tensor<8x16x4xf32>
  %4 = tensor.insert_slice %2 into %d[0, %i] [%sz, %sz] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @tensor_pad(%arg0: tensor<1x2x2x?xf32>, %arg1: tensor<3x4xf32>, %arg2: index, %arg3: index, %arg4: f32) -> tensor<6x9xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[2, %arg2, 3, 3] high[3, 3, %arg3, 2] {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: index):
// CHECK-NEXT: tensor.yield %arg4 : f32
// CHECK-NEXT: } : tensor<1x2x2x?xf32> to tensor<6x?x?x?xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %arg1 nofold low[1, 2] high[2, 3] {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT: tensor.yield %arg4 : f32
// CHECK-NEXT: } {tag} : tensor<3x4xf32> to tensor<6x9xf32>
// CHECK-NEXT: %padded_1 = tensor.pad %arg1 low[0, 0] high[%arg3, %arg3] {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT: tensor.yield %arg4 : f32
// CHECK-NEXT: } : tensor<3x4xf32> to tensor<8x8xf32>
// CHECK-NEXT: return %padded_0 : tensor<6x9xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<1x2x2x?xf32>, tensor<3x4xf32>, index, index, f32) -> tensor<6x9xf32>, sym_name = "tensor_pad"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<1x2x2x?xf32>, %arg1: tensor<3x4xf32>, %arg2: index, %arg3: index, %arg4: f32):
// GENERIC-NEXT: %0 = "tensor.pad"(%arg0, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: 3, 3, -9223372036854775808, 2>, static_low = array<i64: 2, -9223372036854775808, 3, 3>}> ({
// GENERIC-NEXT: ^bb0(%arg9: index, %arg10: index, %arg11: index, %arg12: index):
// GENERIC-NEXT: "tensor.yield"(%arg4) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<1x2x2x?xf32>, index, index) -> tensor<6x?x?x?xf32>
// GENERIC-NEXT: %1 = "tensor.pad"(%arg1) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2, 3>, static_low = array<i64: 1, 2>}> ({
// GENERIC-NEXT: ^bb0(%arg7: index, %arg8: index):
// GENERIC-NEXT: "tensor.yield"(%arg4) : (f32) -> ()
// GENERIC-NEXT: }) {tag} : (tensor<3x4xf32>) -> tensor<6x9xf32>
// GENERIC-NEXT: %2 = "tensor.pad"(%arg1, %arg3, %arg3) <{operandSegmentSizes = array<i32: 1, 0, 2>, static_high = array<i64: -9223372036854775808, -9223372036854775808>, static_low = array<i64: 0, 0>}> ({
// GENERIC-NEXT: ^bb0(%arg5: index, %arg6: index):
// GENERIC-NEXT: "tensor.yield"(%arg4) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<3x4xf32>, index, index) -> tensor<8x8xf32>
// GENERIC-NEXT: "func.return"(%1) : (tensor<6x9xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @tensor_pad(%s: tensor<1x2x2x?xf32>, %t: tensor<3x4xf32>, %lo: index, %hi: index, %v: f32) -> tensor<6x9xf32> {
  %0 = tensor.pad %s low[2, %lo, 3, 3] high[3, 3, %hi, 2] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %v : f32
  } : tensor<1x2x2x?xf32> to tensor<6x?x?x?xf32>
  %1 = tensor.pad %t nofold low[1, 2] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } {tag} : tensor<3x4xf32> to tensor<6x9xf32>
  %2 = tensor.pad %t low[0, 0] high[%hi, %hi] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<3x4xf32> to tensor<8x8xf32>
  return %1 : tensor<6x9xf32>
}

// -----

// CHECK-LABEL: func.func @tensor_concat_gather_scatter(%arg0: tensor<2x3xf32>, %arg1: tensor<?x3xf32>, %arg2: tensor<4x5x6xf32>, %arg3: tensor<1x3x2xindex>) {
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
// CHECK-NEXT: %concat_0 = tensor.concat dim(1) %arg0, %arg0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
// CHECK-NEXT: %gather = tensor.gather %arg2[%arg3] gather_dims([1, 2]) unique : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4x1x1xf32>
// CHECK-NEXT: %gather_1 = tensor.gather %arg2[%arg3] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4xf32>
// CHECK-NEXT: %scatter = tensor.scatter %gather into %arg2[%arg3] scatter_dims([1, 2]) unique : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<2x3xf32>, tensor<?x3xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> (), sym_name = "tensor_concat_gather_scatter"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<?x3xf32>, %arg2: tensor<4x5x6xf32>, %arg3: tensor<1x3x2xindex>):
// GENERIC-NEXT: %0 = "tensor.concat"(%arg0, %arg1) <{dim = 0 : i64}> : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
// GENERIC-NEXT: %1 = "tensor.concat"(%arg0, %arg0) <{dim = 1 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
// GENERIC-NEXT: %2 = "tensor.gather"(%arg2, %arg3) <{gather_dims = array<i64: 1, 2>, unique}> : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4x1x1xf32>
// GENERIC-NEXT: %3 = "tensor.gather"(%arg2, %arg3) <{gather_dims = array<i64: 1, 2>}> : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4xf32>
// GENERIC-NEXT: %4 = "tensor.scatter"(%2, %arg2, %arg3) <{scatter_dims = array<i64: 1, 2>, unique}> : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @tensor_concat_gather_scatter(%a: tensor<2x3xf32>, %b: tensor<?x3xf32>, %src: tensor<4x5x6xf32>, %idx: tensor<1x3x2xindex>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %1 = tensor.concat dim(1) %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  %2 = tensor.gather %src[%idx] gather_dims([1, 2]) unique : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4x1x1xf32>
  %3 = tensor.gather %src[%idx] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4xf32>
  %4 = tensor.scatter %2 into %src[%idx] scatter_dims([1, 2]) unique : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

// CHECK-LABEL: func.func @tensor_reshapes(%arg0: tensor<1x1xf32>, %arg1: tensor<?x?x?x4x?xf32>, %arg2: index) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0], [1], [2, 3, 4]] : tensor<?x?x?x4x?xf32> into tensor<?x?x?xf32>
// CHECK-NEXT: %expanded_1 = tensor.expand_shape %collapsed_0 {{\[\[}}0], [1, 2], [3]] output_shape [%arg2, 2, %arg2, %arg2] : tensor<?x?x?xf32> into tensor<?x2x?x?xf32>
// CHECK-NEXT: %0 = tensor.empty(%arg2) : tensor<5x?xf32>
// CHECK-NEXT: %dim = tensor.dim %0, %arg2 : tensor<5x?xf32>
// CHECK-NEXT: return %collapsed_0 : tensor<?x?x?xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<1x1xf32>, tensor<?x?x?x4x?xf32>, index) -> tensor<?x?x?xf32>, sym_name = "tensor_reshapes"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<1x1xf32>, %arg1: tensor<?x?x?x4x?xf32>, %arg2: index):
// GENERIC-NEXT: %0 = "tensor.collapse_shape"(%arg0) <{reassociation = []}> : (tensor<1x1xf32>) -> tensor<f32>
// GENERIC-NEXT: %1 = "tensor.expand_shape"(%0) <{reassociation = [], static_output_shape = array<i64: 1, 1>}> : (tensor<f32>) -> tensor<1x1xf32>
// GENERIC-NEXT: %2 = "tensor.collapse_shape"(%arg1) <{reassociation = {{\[\[}}0], [1], [2, 3, 4]]}> : (tensor<?x?x?x4x?xf32>) -> tensor<?x?x?xf32>
// GENERIC-NEXT: %3 = "tensor.expand_shape"(%2, %arg2, %arg2, %arg2) <{reassociation = {{\[\[}}0], [1, 2], [3]], static_output_shape = array<i64: -9223372036854775808, 2, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?xf32>, index, index, index) -> tensor<?x2x?x?xf32>
// GENERIC-NEXT: %4 = "tensor.empty"(%arg2) : (index) -> tensor<5x?xf32>
// GENERIC-NEXT: %5 = "tensor.dim"(%4, %arg2) : (tensor<5x?xf32>, index) -> index
// GENERIC-NEXT: "func.return"(%2) : (tensor<?x?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @tensor_reshapes(%a: tensor<1x1xf32>, %b: tensor<?x?x?x4x?xf32>, %n: index) -> tensor<?x?x?xf32> {
  %0 = tensor.collapse_shape %a [] : tensor<1x1xf32> into tensor<f32>
  %1 = tensor.expand_shape %0 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %2 = tensor.collapse_shape %b [[0], [1], [2, 3, 4]] : tensor<?x?x?x4x?xf32> into tensor<?x?x?xf32>
  %3 = tensor.expand_shape %2 [[0], [1, 2], [3]] output_shape [%n, 2, %n, %n] : tensor<?x?x?xf32> into tensor<?x2x?x?xf32>
  %4 = tensor.empty(%n) : tensor<5x?xf32>
  %5 = tensor.dim %4, %n : tensor<5x?xf32>
  return %2 : tensor<?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @parallel_insert_slice(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg1) in (8) shared_outs(%arg2 = %arg0) -> (tensor<8x16xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg2[%arg1, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg2[%arg1, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "parallel_insert_slice"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<8x16xf32>):
// GENERIC-NEXT: %0 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
// GENERIC-NEXT: ^bb0(%arg1: index, %arg2: tensor<8x16xf32>):
// GENERIC-NEXT: %1 = "tensor.extract_slice"(%arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 16>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>, index) -> tensor<16xf32>
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: "tensor.parallel_insert_slice"(%1, %arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 16>, static_strides = array<i64: 1, 1>}> : (tensor<16xf32>, tensor<8x16xf32>, index) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
// GENERIC-NEXT: "func.return"(%0) : (tensor<8x16xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @parallel_insert_slice(%t: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = scf.forall (%k) in (8) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    %s = tensor.extract_slice %o[%k, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%k, 0] [1, 16] [1, 1] : tensor<16xf32> into tensor<8x16xf32>
    }
  }
  return %0 : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @bufferization_ops(%arg0: memref<*xf32>, %arg1: memref<2xf32>, %arg2: memref<?xf32, 3>, %arg3: tensor<?x5xf32>, %arg4: index, %arg5: i1, %arg6: tensor<?xf32>, %arg7: tensor<5xf32>) -> (i1, i1) {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor(%arg4) : tensor<?x5xf32>
// CHECK-NEXT: %2 = bufferization.alloc_tensor() copy(%arg3) {escape = true} : tensor<?x5xf32>
// CHECK-NEXT: %3 = bufferization.alloc_tensor() size_hint=%arg4 : tensor<100x100xf64>
// CHECK-NEXT: %4 = bufferization.alloc_tensor(%arg4) {memory_space = 1 : i64} : tensor<?xf32>
// CHECK-NEXT: bufferization.dealloc_tensor %arg3 : tensor<?x5xf32>
// CHECK-NEXT: %5:2 = bufferization.dealloc (%arg1, %arg2 : memref<2xf32>, memref<?xf32, 3>) if (%arg5, %arg5) retain (%arg2, %arg0 : memref<?xf32, 3>, memref<*xf32>)
// CHECK-NEXT: bufferization.dealloc (%arg1 : memref<2xf32>) if (%arg5)
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: %6 = bufferization.materialize_in_destination %arg6 in %arg7 : (tensor<?xf32>, tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %arg6 in restrict writable %arg2 : (tensor<?xf32>, memref<?xf32, 3>) -> ()
// CHECK-NEXT: %7 = bufferization.to_tensor %arg1 restrict writable : memref<2xf32> to tensor<2xf32>
// CHECK-NEXT: %8 = bufferization.to_buffer %7 read_only : tensor<2xf32> to memref<2xf32>
// CHECK-NEXT: return %5#0, %5#1 : i1, i1
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (memref<*xf32>, memref<2xf32>, memref<?xf32, 3>, tensor<?x5xf32>, index, i1, tensor<?xf32>, tensor<5xf32>) -> (i1, i1), sym_name = "bufferization_ops"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<*xf32>, %arg1: memref<2xf32>, %arg2: memref<?xf32, 3>, %arg3: tensor<?x5xf32>, %arg4: index, %arg5: i1, %arg6: tensor<?xf32>, %arg7: tensor<5xf32>):
// GENERIC-NEXT: %0 = "bufferization.clone"(%arg0) : (memref<*xf32>) -> memref<*xf32>
// GENERIC-NEXT: %1 = "bufferization.alloc_tensor"(%arg4) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?x5xf32>
// GENERIC-NEXT: %2 = "bufferization.alloc_tensor"(%arg3) <{operandSegmentSizes = array<i32: 0, 1, 0>}> {escape = true} : (tensor<?x5xf32>) -> tensor<?x5xf32>
// GENERIC-NEXT: %3 = "bufferization.alloc_tensor"(%arg4) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (index) -> tensor<100x100xf64>
// GENERIC-NEXT: %4 = "bufferization.alloc_tensor"(%arg4) <{memory_space = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?xf32>
// GENERIC-NEXT: "bufferization.dealloc_tensor"(%arg3) : (tensor<?x5xf32>) -> ()
// GENERIC-NEXT: %5:2 = "bufferization.dealloc"(%arg1, %arg2, %arg5, %arg5, %arg2, %arg0) <{operandSegmentSizes = array<i32: 2, 2, 2>}> : (memref<2xf32>, memref<?xf32, 3>, i1, i1, memref<?xf32, 3>, memref<*xf32>) -> (i1, i1)
// GENERIC-NEXT: "bufferization.dealloc"(%arg1, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i1) -> ()
// GENERIC-NEXT: "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
// GENERIC-NEXT: %6 = "bufferization.materialize_in_destination"(%arg6, %arg7) : (tensor<?xf32>, tensor<5xf32>) -> tensor<5xf32>
// GENERIC-NEXT: "bufferization.materialize_in_destination"(%arg6, %arg2) <{restrict, writable}> : (tensor<?xf32>, memref<?xf32, 3>) -> ()
// GENERIC-NEXT: %7 = "bufferization.to_tensor"(%arg1) <{restrict, writable}> : (memref<2xf32>) -> tensor<2xf32>
// GENERIC-NEXT: %8 = "bufferization.to_buffer"(%7) <{read_only}> : (tensor<2xf32>) -> memref<2xf32>
// GENERIC-NEXT: "func.return"(%5#0, %5#1) : (i1, i1) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @bufferization_ops(%buf: memref<*xf32>, %m: memref<2xf32>, %m4: memref<?xf32, 3>, %t: tensor<?x5xf32>, %sz: index, %c: i1, %a: tensor<?xf32>, %b: tensor<5xf32>) -> (i1, i1) {
  %0 = bufferization.clone %buf : memref<*xf32> to memref<*xf32>
  %1 = bufferization.alloc_tensor(%sz) : tensor<?x5xf32>
  %2 = bufferization.alloc_tensor() copy(%t) {escape = true} : tensor<?x5xf32>
  %3 = bufferization.alloc_tensor() size_hint=%sz : tensor<100x100xf64>
  %4 = bufferization.alloc_tensor(%sz) {memory_space = 1 : i64} : tensor<?xf32>
  bufferization.dealloc_tensor %t : tensor<?x5xf32>
  %5:2 = bufferization.dealloc (%m, %m4 : memref<2xf32>, memref<?xf32, 3>) if (%c, %c) retain (%m4, %buf : memref<?xf32, 3>, memref<*xf32>)
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  bufferization.dealloc
  %6 = bufferization.materialize_in_destination %a in %b : (tensor<?xf32>, tensor<5xf32>) -> tensor<5xf32>
  bufferization.materialize_in_destination %a in restrict writable %m4 : (tensor<?xf32>, memref<?xf32, 3>) -> ()
  %7 = bufferization.to_tensor %m restrict writable : memref<2xf32> to tensor<2xf32>
  %8 = bufferization.to_buffer %7 read_only : tensor<2xf32> to memref<2xf32>
  return %5#0, %5#1 : i1, i1
}
