// RUN: tessera opt %s --split-input-file --verify-diagnostics
// Known-invalid: malformed syntax (aliases, affine expressions and
// constraints, string and dense literals, types, op names), each in its own
// split-input-file chunk with the messages mlir-opt 22 gives. Checked with
// `mlir-opt --verify-diagnostics --split-input-file`.

// expected-error@+1 {{undefined symbol alias id 'undefined_alias'}}
func.func @undefined_alias(%x: !undefined_alias) {
  return
}
// -----
#m = affine_map<(d0) -> (d0)>
// expected-error@+1 {{redefinition of attribute alias id 'm'}}
#m = affine_map<(d0) -> (d0 + 1)>
// -----
func.func @unknown_dim_in_map(%i: index) -> index {
  // expected-error@+1 {{use of undeclared identifier}}
  %r = affine.apply affine_map<(d0) -> (d1)>(%i)
  return %r : index
}
// -----
func.func @nonaffine_product(%i: index, %j: index) -> index {
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %r = affine.apply affine_map<(d0, d1) -> (d0 * d1)>(%i, %j)
  return %r : index
}
// -----
// expected-error@+1 {{expected '"' in string literal}}
func.func @unterminated_string() attributes {s = "abc} {
  return
}
// -----
func.func @bad_dense_shape() -> tensor<2x2xi32> {
  // expected-error@+1 {{inferred shape of elements literal ([3]) does not match type ([2, 2])}}
  %c = arith.constant dense<[1, 2, 3]> : tensor<2x2xi32>
  return %c : tensor<2x2xi32>
}
// -----
// expected-error@+1 {{expected non-function type}}
func.func @bad_type(%x: i0x) {
  return
}
// -----
// expected-error@+1 {{memref layout mismatch between rank and affine map: 2 != 1}}
func.func @memref_bad_layout(%x: memref<4x4xf32, affine_map<(d0) -> (d0)>>) {
  return
}
// -----
// expected-error@+1 {{vector types must have positive constant sizes but got 0}}
func.func @vector_zero_dim(%x: vector<0xf32>) {
  return
}
// -----
func.func @unknown_op() {
  // expected-error@+1 {{custom op 'affine.nonexistent' is unknown}}
  affine.nonexistent
  return
}
// -----
func.func @missing_type(%i: index) {
  // expected-error@+1 {{expected ':'}}
  %r = arith.addi %i, %i
  return
}
// -----
func.func @integer_too_wide() -> i8 {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %c = arith.constant 300 : i8
  return %c : i8
}
// -----
func.func @set_bad_constraint(%i: index) {
  // expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
  affine.if affine_set<(d0) : (d0 > 0)>(%i) {
  }
  return
}
// -----
func.func @parallel_bad_reduction(%A: memref<4xf32>) -> f32 {
  // expected-error@+1 {{custom op 'affine.parallel' invalid reduction value: "foo"}}
  %r = affine.parallel (%i) = (0) to (4) reduce ("foo") -> (f32) {
    %v = affine.load %A[%i] : memref<4xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
// -----
func.func @ssa_in_map(%i: index) -> index {
  // expected-error@+1 {{unexpected ssa identifier}}
  %r = affine.apply affine_map<(d0) -> (d0 + %i)>(%i)
  return %r : index
}
