// RUN: tessera opt %s --split-input-file --verify-diagnostics
// Known-invalid: verifier rules (dominance, SSA and block names, operand and
// result types, terminators, region shapes, op-specific constraints of func,
// arith, memref, scf, affine, vector and linalg), each in its own
// split-input-file chunk with the messages mlir-opt 22 gives. Some of these
// mlir-opt diagnoses while parsing (custom-form parsers check types and map
// sizes); the rule broken is the same. Checked with
// `mlir-opt --verify-diagnostics --split-input-file`.

func.func @use_before_def() -> i32 {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %a = arith.addi %b, %b : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %b = arith.constant 1 : i32
  return %a : i32
}
// -----
func.func @non_dominating_block(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %x = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  return %x : i32
}
// -----
func.func @region_value_escapes(%c: i1) -> i32 {
  scf.if %c {
    %x = arith.constant 1 : i32
  }
  // expected-error@+1 {{use of undeclared SSA value name}}
  return %x : i32
}
// -----
func.func @operand_type_mismatch(%a: i32, %b: i64) -> i32 {
  // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
  %r = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %r : i32
}
// -----
func.func @return_type_mismatch(%a: i32) -> f32 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('f32') in function @return_type_mismatch}}
  return %a : i32
}
// -----
func.func @return_count_mismatch(%a: i32) -> (i32, i32) {
  // expected-error@+1 {{'func.return' op has 1 operands, but enclosing function (@return_count_mismatch) returns 2}}
  return %a : i32
}
// -----
func.func @affine_load_wrong_subscript_count(%A: memref<10x10xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %v = affine.load %A[%i] : memref<10x10xf32>
  return
}
// -----
func.func @affine_apply_operand_count(%i: index) -> index {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %r = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i)
  return %r : index
}
// -----
func.func @affine_apply_multi_result(%i: index) -> index {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %r = affine.apply affine_map<(d0) -> (d0, d0 + 1)>(%i)
  return %r : index
}
// -----
func.func @affine_for_yield_mismatch(%x: f32) -> f32 {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %c : i32
  }
  return %r : f32
}
// -----
func.func @affine_for_multi_result_bound_without_min(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<()[s0] -> (s0, 100)>()[%n] {
  }
  return
}
// -----
func.func @affine_if_yield_type(%i: index) -> f32 {
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> f32 {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  } else {
    %d = arith.constant 1 : i32
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %d : i32
  }
  return %r : f32
}
// -----
// expected-note@+1 {{prior use here}}
func.func @affine_store_value_type(%A: memref<4xf32>, %v: i32) {
  affine.for %i = 0 to 4 {
    // expected-error@+1 {{use of value '%v' expects different type than prior uses: 'f32' vs 'i32'}}
    affine.store %v, %A[%i] : memref<4xf32>
  }
  return
}
// -----
func.func @affine_parallel_reduce_count(%A: memref<4xf32>) -> f32 {
  %r = affine.parallel (%i) = (0) to (4) reduce ("addf") -> (f32) {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return %r : f32
}
// -----
// expected-note@+1 {{prior use here}}
func.func @scf_for_non_index(%lb: i32, %ub: i64, %st: i32) {
  // expected-error@+1 {{use of value '%ub' expects different type than prior uses: 'i32' vs 'i64'}}
  scf.for %i = %lb to %ub step %st : i32 {
  }
  return
}
// -----
func.func @scf_if_missing_else_yield(%c: i1) -> i32 {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (i32) {
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  }
  return %r : i32
}
// -----
func.func @memref_load_rank(%A: memref<4x4xf32>, %i: index) -> f32 {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %v = memref.load %A[%i] : memref<4x4xf32>
  return %v : f32
}
// -----
func.func @call_unknown() {
  // expected-error@+1 {{'func.call' op 'nowhere' does not reference a valid function}}
  func.call @nowhere() : () -> ()
  return
}
// -----
func.func private @callee(i32) -> i32
func.func @call_type_mismatch(%x: f32) -> i32 {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  %r = func.call @callee(%x) : (f32) -> i32
  return %r : i32
}
// -----
func.func @cmpi_float(%a: f32, %b: f32) -> i1 {
  // expected-error@+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %r = arith.cmpi slt, %a, %b : f32
  return %r : i1
}
// -----
func.func @linalg_generic_map_count(%A: memref<4xf32>, %B: memref<4xf32>) {
  // expected-error@+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%A : memref<4xf32>) outs(%B : memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}
// -----
func.func @linalg_matmul_shape(%A: memref<4x8xf32>, %B: memref<4x8xf32>, %C: memref<4x8xf32>) {
  // expected-error@+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4}}
  linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<4x8xf32>) outs(%C : memref<4x8xf32>)
  return
}
// -----
func.func @block_arg_count_mismatch(%a: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #0, but target block has 1}}
  cf.br ^bb1
^bb1(%x: i32):
  return
}
// -----
// expected-error@+1 {{entry block of region may not have predecessors}}
func.func @entry_block_predecessor() {
^bb0:
  cf.br ^bb0
}
// -----
func.func @vector_transfer_rank(%A: memref<4x4xf32>, %i: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %v = vector.transfer_read %A[%i], %pad : memref<4x4xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
// -----
func.func @negative_step() {
  // expected-error@+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}
// -----
func.func @missing_terminator() {
  // expected-error@+1 {{block with no terminator}}
  %c = arith.constant 1 : i32
}
// -----
func.func @terminator_not_last(%a: i32) {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  %b = arith.addi %a, %a : i32
}
// -----
func.func @duplicate_def() {
  // expected-note@+1 {{previously defined here}}
  %a = arith.constant 1 : i32
  // expected-error@+1 {{redefinition of SSA value '%a'}}
  %a = arith.constant 2 : i32
  return
}
// -----
func.func @wrong_result_count() {
  // expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
  %a, %b = arith.constant 1 : i32
  return
}
// -----
func.func @block_redefined() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
// expected-error@+1 {{redefinition of block '^bb1'}}
^bb1:
  return
}
// -----
func.func @undefined_block() {
  // expected-error@+1 {{reference to an undefined block}}
  cf.br ^nowhere
}
