//! The affine dialect's verifier: the dimension/symbol (AffineScope) rules and one negative test
//! per verifier rule with its message and line:column.
//!
//! Error positions are derived by hand (the op name for verifier errors, as mlir-opt reports
//! them; the offending token for syntax errors). Where mlir-opt 22 reports the same error, the
//! message is its message (including the `custom op 'affine.x' ` prefix MLIR gives errors raised
//! by an op's custom parser).

use crate::ir_common;

use ir_common::{check, error_of, print_with};

/// A function whose body is `body` (which starts on line 2).
fn func(body: &str) -> String {
    format!(
        "func.func @f(%A: memref<10xf32>, %B: memref<10x10xf32>, %n: index, %x: f32, %w: i32) {{\n{body}  return\n}}\n"
    )
}

// ----- dims and symbols ---------------------------------------------------------------------------

#[test]
fn valid_dims_and_symbols_are_accepted() {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/corpus/ir/input/affine_symbols.mlir"
    ))
    .expect("corpus file");
    print_with(&src, false);
    // Pure ops of symbols are symbols (MLIR 22); apply/linearize/delinearize of dims are dims;
    // dim of a function-argument memref is a symbol anywhere in the function.
    print_with(&func(
        "  affine.for %i = 0 to 10 {\n    %s = arith.addi %n, %n : index\n    %d = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)\n    %q:2 = affine.delinearize_index %d into (5) : index, index\n    %c0 = arith.constant 0 : index\n    %m = memref.dim %A, %c0 : memref<10xf32>\n    affine.for %j = %s to %m {\n      %v = affine.load %B[%q#1, %j + symbol(%s)] : memref<10x10xf32>\n    }\n  }\n",
    ), false);
}

#[test]
fn dim_and_symbol_violations() {
    // A loop IV bound to a symbol.
    check(
        &func("  affine.for %i = 0 to 10 {\n    %v = affine.load %A[symbol(%i)] : memref<10xf32>\n  }\n"),
        3,
        10,
        "'affine.load' op operand cannot be used as a symbol",
    );
    // affine.apply: a dimension may not be bound to a symbol (emitError, no op prefix).
    check(
        &func("  affine.for %i = 0 to 10 {\n    %j = affine.apply affine_map<()[s0] -> (s0)>()[%i]\n  }\n"),
        3,
        10,
        "dimensional operand cannot be used as a symbol",
    );
    // An iter_args value is not an induction variable.
    check(
        &func("  %c0 = arith.constant 0 : index\n  %r = affine.for %i = 0 to 10 iter_args(%a = %c0) -> (index) {\n    %v = affine.load %A[%a] : memref<10xf32>\n    affine.yield %a : index\n  }\n"),
        4,
        10,
        "'affine.load' op operand cannot be used as a dimension id",
    );
    // memref.dim looks through alloc/view/subview to a symbolic size, not through alloca
    // (as mlir-opt 22 does).
    check(
        &func("  affine.for %i = 0 to 10 {\n    %c0 = arith.constant 0 : index\n    %al = memref.alloca() : memref<8xf32>\n    %d = memref.dim %al, %c0 : memref<8xf32>\n    %v = affine.load %A[symbol(%d)] : memref<10xf32>\n  }\n"),
        6,
        10,
        "'affine.load' op operand cannot be used as a symbol",
    );
    print_with(&func("  affine.for %i = 0 to 10 {\n    %c0 = arith.constant 0 : index\n    %al = memref.alloc(%n) : memref<?xf32>\n    %sv = memref.subview %al[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>\n    %d = memref.dim %sv, %c0 : memref<?xf32, strided<[1]>>\n    %v = affine.load %A[symbol(%d)] : memref<10xf32>\n  }\n"), false);
    // affine.if and affine.parallel operands.
    check(
        &func("  affine.for %i = 0 to 10 {\n    affine.if affine_set<()[s0] : (s0 >= 0)>()[%i] {\n    }\n  }\n"),
        3,
        5,
        "'affine.if' op operand cannot be used as a symbol",
    );
    check(
        &func("  affine.for %i = 0 to 10 {\n    %v = affine.load %A[%i] : memref<10xf32>\n    %k = arith.fptosi %v : f32 to i32\n    %j = arith.index_cast %k : i32 to index\n    affine.parallel (%p) = (%j) to (10) {\n    }\n  }\n"),
        6,
        5,
        "'affine.parallel' op operand cannot be used as a dimension id",
    );
    // prefetch and dma indices must be dims or symbols.
    check(
        &func("  affine.for %i = 0 to 10 {\n    %v = affine.load %A[%i] : memref<10xf32>\n    %k = arith.fptosi %v : f32 to i32\n    %j = arith.index_cast %k : i32 to index\n    affine.prefetch %A[%j], read, locality<1>, data : memref<10xf32>\n  }\n"),
        6,
        5,
        "'affine.prefetch' op index must be a valid dimension or symbol identifier",
    );
    check(
        &func("  affine.for %i = 0 to 10 {\n    %v = affine.load %A[%i] : memref<10xf32>\n    %k = arith.fptosi %v : f32 to i32\n    %j = arith.index_cast %k : i32 to index\n    affine.dma_wait %A[%j], %n : memref<10xf32>\n  }\n"),
        6,
        5,
        "'affine.dma_wait' op index must be a valid dimension or symbol identifier",
    );
    check(
        &func("  affine.for %i = 0 to 10 {\n    %v = affine.load %A[%i] : memref<10xf32>\n    %k = arith.fptosi %v : f32 to i32\n    %j = arith.index_cast %k : i32 to index\n    affine.dma_start %A[%j], %A[%i], %A[%i], %n : memref<10xf32>, memref<10xf32>, memref<10xf32>\n  }\n"),
        6,
        5,
        "'affine.dma_start' op src index must be a valid dimension or symbol identifier",
    );
}

// ----- operand counts and types -------------------------------------------------------------------

#[test]
fn map_operand_counts() {
    check(
        &func("  %0 = affine.apply affine_map<(d0) -> (d0)>(%n, %n)\n"),
        2,
        8,
        "custom op 'affine.apply' dimension or symbol index mismatch",
    );
    check(
        &func("  \"affine.for\"(%n) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({\n  ^bb0(%i: index):\n    \"affine.yield\"() : () -> ()\n  }) : (index) -> ()\n"),
        2,
        3,
        "'affine.for' op lower bound operand count does not equal lower bound map input count",
    );
    check(
        &func("  affine.for %i = affine_map<(d0) -> (d0)>()[%n] to 10 {\n  }\n"),
        2,
        3,
        "custom op 'affine.for' dim operand count and affine map dim count must match",
    );
    check(
        &func("  affine.if affine_set<(d0) : (d0 >= 0)>(%n, %n) {\n  }\n"),
        2,
        3,
        "custom op 'affine.if' dim operand count and integer set dim count must match",
    );
    check(
        &func("  \"affine.if\"(%n, %n) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({\n    \"affine.yield\"() : () -> ()\n  }, {\n  }) : (index, index) -> ()\n"),
        2,
        3,
        "'affine.if' op operand count and condition integer set dimension and symbol count must match",
    );
    check(
        &func("  %0 = \"affine.load\"(%A) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>) -> f32\n"),
        2,
        8,
        "'affine.load' op expects as many subscripts as affine map inputs",
    );
    check(
        &func("  %0 = \"affine.min\"(%n) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (index) -> index\n"),
        2,
        8,
        "'affine.min' op operand count and affine map dimension and symbol count must match",
    );
    check(
        &func("  \"affine.parallel\"(%n) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({\n  ^bb0(%i: index):\n    \"affine.yield\"() : () -> ()\n  }) : (index) -> ()\n"),
        2,
        3,
        "'affine.parallel' op operand count must equal the number of lower and upper bound map dimensions and symbols",
    );
}

#[test]
fn operands_must_be_index() {
    check(
        &func("  %0 = \"affine.load\"(%A, %w) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, i32) -> f32\n"),
        2,
        8,
        "'affine.load' op operand #1 must be variadic of index, but got 'i32'",
    );
    check(
        &func("  %0 = \"affine.apply\"(%w) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index\n"),
        2,
        8,
        "'affine.apply' op operand #0 must be variadic of index, but got 'i32'",
    );
    check(
        &func("  \"affine.for\"(%w) <{lowerBoundMap = affine_map<()[s0] -> (s0)>, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({\n  ^bb0(%i: index):\n    \"affine.yield\"() : () -> ()\n  }) : (i32) -> ()\n"),
        2,
        3,
        "'affine.for' op operand #0 must be variadic of index, but got 'i32'",
    );
}

// ----- affine.for ---------------------------------------------------------------------------------

#[test]
fn for_rules() {
    check(
        &func("  \"affine.for\"() <{lowerBoundMap = affine_map<() -> ()>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({\n  ^bb0(%i: index):\n    \"affine.yield\"() : () -> ()\n  }) : () -> ()\n"),
        2,
        3,
        "'affine.for' op expected lower bound map to have at least one result",
    );
    check(
        &func("  \"affine.for\"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> ()>}> ({\n  ^bb0(%i: index):\n    \"affine.yield\"() : () -> ()\n  }) : () -> ()\n"),
        2,
        3,
        "'affine.for' op expected upper bound map to have at least one result",
    );
    // mlir-opt 22 accepts a zero step; tessera requires step > 0 (seed 001: "a positive
    // constant integer").
    check(
        &func("  affine.for %i = 0 to 10 step 0 {\n  }\n"),
        2,
        3,
        "'affine.for' op expected step to be representable as a positive signed integer",
    );
    check(
        &func("  affine.for %i = 0 to 10 step -1 {\n  }\n"),
        2,
        32,
        "custom op 'affine.for' expected step to be representable as a positive signed integer",
    );
    check(
        &func("  affine.for %i = 0 to affine_map<(d0) -> (d0, 0)>(%n) {\n  }\n"),
        2,
        24,
        "custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix",
    );
    check(
        &func("  affine.for %i = affine_map<(d0) -> (d0, 0)>(%n) to 10 {\n  }\n"),
        2,
        19,
        "custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix",
    );
    check(
        &func("  \"affine.for\"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({\n  ^bb0(%i: f32):\n    \"affine.yield\"() : () -> ()\n  }) : () -> ()\n"),
        2,
        3,
        "'affine.for' op expected body to have a single index argument for the induction variable",
    );
}

#[test]
fn iter_args_results_and_yield_agree() {
    check(
        &func("  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {\n    affine.yield %w : i32\n  }\n"),
        3,
        5,
        "'affine.yield' op types mismatch between yield op and its parent",
    );
    check(
        &func("  affine.for %i = 0 to 10 {\n    affine.yield %x : f32\n  }\n"),
        3,
        5,
        "'affine.yield' op parent of yield must have same number of results as the yield operands",
    );
    check(
        &func("  %r = \"affine.for\"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({\n  ^bb0(%i: index, %a: i32):\n    \"affine.yield\"(%w) : (i32) -> ()\n  }) : (f32) -> i32\n"),
        2,
        8,
        "'affine.for' op along control flow edge from parent operands to Region #0: source type #0 'f32' should match input type #0 'i32'",
    );
    check(
        &func("  %r:2 = \"affine.for\"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({\n  ^bb0(%i: index, %a: f32):\n    \"affine.yield\"(%a, %a) : (f32, f32) -> ()\n  }) : (f32) -> (f32, f32)\n"),
        2,
        10,
        "'affine.for' op mismatch between the number of loop-carried values and results",
    );
    check(
        "func.func @f() {\n  affine.yield\n}\n",
        2,
        3,
        "'affine.yield' op only terminates affine.if/for/parallel/execute_region regions",
    );
}

// ----- affine.if ----------------------------------------------------------------------------------

#[test]
fn if_results_need_an_else_region() {
    check(
        &func("  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {\n    affine.yield %x : f32\n  }\n"),
        2,
        8,
        "'affine.if' op along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs 1 inputs",
    );
    check(
        &func("  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {\n  } else {\n    affine.yield %x : f32\n  }\n"),
        4,
        5,
        "'affine.yield' op parent of yield must have same number of results as the yield operands",
    );
}

// ----- affine.parallel ----------------------------------------------------------------------------

#[test]
fn parallel_rules() {
    check(
        &func("  affine.parallel (%i, %j) = (0, 0) to (10) {\n  }\n"),
        2,
        3,
        "'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (2) and upper bound (1), and the number of steps (2) must all match",
    );
    check(
        &func("  affine.parallel (%i) = (0) to (10) step (2, 2) {\n  }\n"),
        2,
        3,
        "'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (1) and upper bound (1), and the number of steps (2) must all match",
    );
    check(
        &func("  %r = affine.parallel (%i) = (0) to (10) reduce (\"addi\") -> f32 {\n    affine.yield %x : f32\n  }\n"),
        2,
        8,
        "'affine.parallel' op result type cannot match reduction attribute",
    );
    check(
        &func("  %r = affine.parallel (%i) = (0) to (10) reduce (\"maxs\") -> i32 {\n    affine.yield %w : i32\n  }\n"),
        2,
        8,
        "'affine.parallel' op result type cannot match reduction attribute",
    );
    check(
        &func("  %r = affine.parallel (%i) = (0) to (10) reduce (\"foo\") -> f32 {\n    affine.yield %x : f32\n  }\n"),
        2,
        51,
        "custom op 'affine.parallel' invalid reduction value: \"foo\"",
    );
    check(
        &func(
            "  %r = affine.parallel (%i) = (0) to (10) -> f32 {\n    affine.yield %x : f32\n  }\n",
        ),
        2,
        8,
        "'affine.parallel' op a reduction must be specified for each output",
    );
    check(
        &func("  \"affine.parallel\"() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({\n  ^bb0(%i: index):\n    \"affine.yield\"() : () -> ()\n  }) : () -> ()\n"),
        2,
        3,
        "'affine.parallel' op expected lower bounds map to have 2 results",
    );
    check(
        &func("  affine.parallel (%i) = (0) to (10) step (%n) {\n  }\n"),
        2,
        3,
        "custom op 'affine.parallel' steps must be constant integers",
    );
}

// ----- memory accesses ----------------------------------------------------------------------------

#[test]
fn load_store_rules() {
    check(
        &func("  %0 = affine.load %A[%n, %n] : memref<10xf32>\n"),
        2,
        8,
        "'affine.load' op affine map num results must equal memref rank",
    );
    check(
        &func("  affine.store %x, %B[%n] : memref<10x10xf32>\n"),
        2,
        3,
        "'affine.store' op affine map num results must equal memref rank",
    );
    check(
        &func("  %0 = \"affine.load\"(%A, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> f64\n"),
        2,
        8,
        "'affine.load' op result type must match element type of memref",
    );
    check(
        &func("  \"affine.store\"(%w, %A, %n) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<10xf32>, index) -> ()\n"),
        2,
        3,
        "'affine.store' op value to store must have the same type as memref element type",
    );
    check(
        &func("  %0 = affine.load %x[%n] : f32\n"),
        2,
        27,
        "custom op 'affine.load' invalid kind of type specified: expected builtin.memref, but found 'f32'",
    );
}

#[test]
fn vector_element_types_match() {
    check(
        &func("  %v = affine.vector_load %A[%n] : memref<10xf32>, vector<4xi32>\n"),
        2,
        8,
        "'affine.vector_load' op requires memref and vector types of the same elemental type",
    );
    check(
        &func("  %v = affine.vector_load %A[%n] : memref<10xf32>, vector<4xf32>\n  %c = arith.constant dense<1> : vector<4xi32>\n  affine.vector_store %c, %A[%n] : memref<10xf32>, vector<4xi32>\n"),
        4,
        3,
        "'affine.vector_store' op requires memref and vector types of the same elemental type",
    );
    check(
        &func("  %v = affine.vector_load %A[%n] : memref<10xf32>, f32\n"),
        2,
        8,
        "'affine.vector_load' op result #0 must be vector of any type values, but got 'f32'",
    );
}

#[test]
fn prefetch_and_dma_rules() {
    check(
        &func("  affine.prefetch %A[%n], read, locality<4>, data : memref<10xf32>\n"),
        2,
        3,
        "'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
    );
    check(
        &func("  affine.prefetch %A[%n], rd, locality<3>, data : memref<10xf32>\n"),
        2,
        3,
        "custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'",
    );
    check(
        &func("  affine.prefetch %A[%n], read, locality<3>, code : memref<10xf32>\n"),
        2,
        3,
        "custom op 'affine.prefetch' cache type has to be 'data' or 'instr'",
    );
    check(
        &func("  affine.prefetch %A[%n, %n], read, locality<3>, data : memref<10xf32>\n"),
        2,
        3,
        "'affine.prefetch' op affine.prefetch affine map num results must equal memref rank",
    );
    check(
        &func("  affine.dma_start %A[%n], %B[%n, %n], %A[%n], %n, %n : memref<10xf32>, memref<10x10xf32>, memref<10xf32>\n"),
        2,
        3,
        "custom op 'affine.dma_start' expected two stride related operands",
    );
    check(
        &func("  affine.dma_start %A[%n], %B[%n], %A[%n], %n : memref<10xf32>, memref<10x10xf32>, memref<10xf32>\n"),
        2,
        3,
        "'affine.dma_start' op destination affine map num results must equal the memref rank",
    );
}

#[test]
fn delinearize_and_linearize_rules() {
    check(
        &func("  %0:2 = affine.delinearize_index %n into (4, 0) : index, index\n"),
        2,
        10,
        "'affine.delinearize_index' op no basis element may be statically non-positive",
    );
    check(
        &func("  %0:4 = affine.delinearize_index %n into (4, 2) : index, index, index, index\n"),
        2,
        10,
        "'affine.delinearize_index' op should return an index for each basis element and up to one extra index",
    );
    check(
        &func("  %0 = affine.linearize_index [%n, %n, %n, %n] by (4, 2) : index\n"),
        2,
        8,
        "'affine.linearize_index' op should be passed a basis element for each index except possibly the first",
    );
    check(
        &func("  %0 = \"affine.linearize_index\"(%n, %n) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: -9223372036854775808>}> : (index, index) -> index\n"),
        2,
        8,
        "'affine.linearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite",
    );
}

#[test]
fn apply_min_max_rules() {
    check(
        &func("  %0 = \"affine.apply\"(%n) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index\n"),
        2,
        8,
        "'affine.apply' op mapping must produce one value",
    );
    check(
        &func("  %0 = \"affine.max\"(%n) <{map = affine_map<(d0) -> ()>}> : (index) -> index\n"),
        2,
        8,
        "'affine.max' op affine map expect at least one result",
    );
    check(
        &func("  %0 = affine.apply 42(%n)\n"),
        2,
        21,
        "custom op 'affine.apply' invalid kind of attribute specified",
    );
}

/// The affine cases of the known-invalid corpus (`tests/corpus/ir/invalid/*.mlir`, written for
/// `mlir-opt --verify-diagnostics --split-input-file`): tessera reports the error on the line
/// the `expected-error@+N` annotation names, with mlir-opt's message.
#[test]
fn invalid_corpus_affine_diagnostics_match_mlir_opt() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ir/invalid");
    let mut checked = 0;
    for e in std::fs::read_dir(&dir).expect("invalid corpus").flatten() {
        let text = std::fs::read_to_string(e.path()).expect("readable");
        for chunk in text.split("\n// -----\n") {
            let Some((line, msg)) = chunk.lines().enumerate().find_map(|(i, l)| {
                let rest = l.split("expected-error").nth(1)?;
                let offset: usize = rest
                    .strip_prefix("@+")
                    .map_or(Some(0), |r| r.split(' ').next()?.parse().ok())?;
                let msg = rest.split("{{").nth(1)?.split("}}").next()?;
                Some((i + 1 + offset, msg.to_string()))
            }) else {
                continue;
            };
            if !msg.contains("'affine.") {
                continue;
            }
            let (l, _, m) = error_of(chunk);
            assert!(
                m.contains(&msg) && l as usize == line,
                "{}: expected line {line} '{msg}', got line {l} '{m}'",
                e.path().display()
            );
            checked += 1;
        }
    }
    assert!(checked >= 10, "checked {checked} affine cases");
}
