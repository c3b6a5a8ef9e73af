//! The linalg dialect's verifier: one negative test per rule, with its message and line:column.
//!
//! Error positions and messages are mlir-opt 22's for the same input (the op name for verifier
//! errors) unless a test says otherwise.

use crate::ir_common;

use ir_common::check;

#[test]
fn rejects_generic_map_count() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}
"#,
        4,
        3,
        r#"'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)"#,
    );
}

#[test]
fn rejects_generic_map_dims() {
    // mlir-opt 22 words this differently (or accepts it); tessera's message.
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, #tr], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}
"#,
        4,
        3,
        r#"'linalg.generic' op expected indexing_map #0 to have 2 dim(s) to match the number of loops"#,
    );
}

#[test]
fn rejects_generic_map_rank() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, #tr], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}
"#,
        4,
        3,
        r#"'linalg.generic' op expected operand #0 rank (2) to match the result rank of indexing_map (1)"#,
    );
}

#[test]
fn rejects_generic_iterator() {
    // mlir-opt 22 words this differently (or accepts it); tessera's message.
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  linalg.generic {indexing_maps = [#id, #tr], iterator_types = ["parallel", "sideways"]} ins(%A : memref<4x8xf32>) outs(%B : memref<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}
"#,
        4,
        3,
        r#"'linalg.generic' op unexpected iterator_type (sideways)"#,
    );
}

#[test]
fn rejects_generic_block_args() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  linalg.generic {indexing_maps = [#id, #tr], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<8x4xf32>) {
  ^bb0(%a: f32, %b: i32):
    linalg.yield %a : f32
  }
  return
}
"#,
        4,
        3,
        r#"'linalg.generic' op expected type of bb argument #1 ('i32') to match element or self type of the corresponding operand ('f32')"#,
    );
}

#[test]
fn rejects_generic_block_arg_count() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  linalg.generic {indexing_maps = [#id, #tr], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<8x4xf32>) {
  ^bb0(%a: f32):
    linalg.yield %a : f32
  }
  return
}
"#,
        4,
        3,
        r#"'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands"#,
    );
}

#[test]
fn rejects_generic_yield_type() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  linalg.generic {indexing_maps = [#id, #tr], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %i : i32
  }
  return
}
"#,
        6,
        5,
        r#"'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')"#,
    );
}

#[test]
fn rejects_generic_yield_count() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  linalg.generic {indexing_maps = [#id, #tr], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a, %a : f32, f32
  }
  return
}
"#,
        6,
        5,
        r#"'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)"#,
    );
}

#[test]
fn rejects_generic_shape() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}
"#,
        4,
        3,
        r#"'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 8"#,
    );
}

#[test]
fn rejects_generic_tensor_results() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  %r = "linalg.generic"(%T, %T) <{indexing_maps = [#id, #id], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x4xf32>
  return
}
"#,
        4,
        8,
        r#"'linalg.generic' op expected type of operand #1 ('tensor<4x8xf32>') to match type of corresponding result ('tensor<4x4xf32>')"#,
    );
}

#[test]
fn rejects_matmul_rank() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  linalg.matmul ins(%A, %v : memref<4x8xf32>, memref<8xf32>) outs(%C : memref<4x4xf32>)
  return
}
"#,
        4,
        3,
        r#"'linalg.matmul' op expected operand #1 rank (1) to match the result rank of indexing_map (2)"#,
    );
}

#[test]
fn rejects_matmul_shape() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  linalg.matmul ins(%A, %A : memref<4x8xf32>, memref<4x8xf32>) outs(%C : memref<4x4xf32>)
  return
}
"#,
        4,
        3,
        r#"'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4"#,
    );
}

#[test]
fn rejects_matvec_rank() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  linalg.matvec ins(%A, %A : memref<4x8xf32>, memref<4x8xf32>) outs(%v : memref<8xf32>)
  return
}
"#,
        4,
        3,
        r#"'linalg.matvec' op expected operand #1 rank (2) to match the result rank of indexing_map (1)"#,
    );
}

#[test]
fn rejects_fill_type() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  linalg.fill ins(%i : i32) outs(%A : memref<4x8xf32>)
  return
}
"#,
        4,
        3,
        r#"'linalg.fill' op expected fill value type ('i32') to match output element type ('f32')"#,
    );
}

#[test]
fn rejects_conv_strides() {
    // mlir-opt 22 words this differently (or accepts it); tessera's message.
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  %I = memref.alloc() : memref<1x8x8x3xf32>
  %K = memref.alloc() : memref<3x3x3x4xf32>
  %O = memref.alloc() : memref<1x6x6x4xf32>
  linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<3xi64>} ins(%I, %K : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%O : memref<1x6x6x4xf32>)
  return
}
"#,
        7,
        3,
        r#"'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]"#,
    );
}

#[test]
fn rejects_transpose_perm() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  linalg.transpose ins(%A : memref<4x8xf32>) outs(%B : memref<8x4xf32>) permutation = [0, 0]
  return
}
"#,
        4,
        3,
        r#"'linalg.transpose' op permutation is not valid"#,
    );
}

#[test]
fn rejects_broadcast_rank() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  linalg.broadcast ins(%v : memref<8xf32>) outs(%A : memref<4x8xf32>) dimensions = [0, 1]
  return
}
"#,
        4,
        3,
        r#"'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2"#,
    );
}

#[test]
fn rejects_reduce_rank() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  %O = memref.alloc() : memref<f32>
  linalg.reduce ins(%A : memref<4x8xf32>) outs(%O : memref<f32>) dimensions = [0]
    (%a: f32, %b: f32) {
      linalg.yield %a : f32
    }
  return
}
"#,
        5,
        3,
        r#"'linalg.reduce' op number of dimensions after reduction 1 doesn't match the init rank 0"#,
    );
}

#[test]
fn rejects_map_arity() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  %r = tensor.empty() : tensor<4x8xf32>
  %m = linalg.map ins(%T : tensor<4x8xf32>) outs(%r : tensor<4x8xf32>)
    (%a: f32) {
      linalg.yield %a : f32
    }
  return
}
"#,
        5,
        8,
        r#"'linalg.map' op expects number of operands to match the arity of mapper, but got: 2 and 1"#,
    );
}

#[test]
fn rejects_index_dim() {
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  linalg.generic {indexing_maps = [#id, #tr], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %k = linalg.index 2 : index
    linalg.yield %a : f32
  }
  return
}
"#,
        6,
        10,
        r#"'linalg.index' op expected dim (2) to be lower than the number of loops (2) of the enclosing LinalgOp"#,
    );
}

#[test]
fn rejects_yield_parent() {
    check(
        r#"func.func @f() {
  cf.br ^bb1
^bb1:
  linalg.yield
}
"#,
        4,
        3,
        r#"'linalg.yield' op expected parent op with LinalgOp interface"#,
    );
}

#[test]
fn rejects_pooling_unsigned_float() {
    // mlir-opt 22 words this differently (or accepts it); tessera's message.
    check(
        r#"#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>, %T: tensor<4x8xf32>, %x: f32, %i: i32, %v: memref<8xf32>) {
  %I = memref.alloc() : memref<1x8x8x3xf32>
  %K = memref.alloc() : memref<3x3xf32>
  %O = memref.alloc() : memref<1x6x6x3xf32>
  linalg.pooling_nhwc_max_unsigned ins(%I, %K : memref<1x8x8x3xf32>, memref<3x3xf32>) outs(%O : memref<1x6x6x3xf32>)
  return
}
"#,
        7,
        3,
        r#"'linalg.pooling_nhwc_max_unsigned' op unsupported operation: unsigned max not on uint"#,
    );
}
