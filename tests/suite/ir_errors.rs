//! Negative tests: every malformed-syntax class and verifier rule of the IR core reports the
//! expected message at the expected line:column. Positions are derived by hand from the
//! sources below (1-based; the column of the offending token, or of the op name for verifier
//! errors, as mlir-opt reports them).

use tessera::ir::{parse, verify, Registry};

/// Parses and verifies; returns (line, col, message) of the error.
fn error_of(src: &str) -> (u32, u32, String) {
    let reg = Registry::standard();
    let e = match parse(src, reg) {
        Ok(m) => verify(&m, reg).expect_err("expected an error"),
        Err(e) => e,
    };
    let p = e.pos.expect("error has a position");
    (p.line, p.col, e.message)
}

/// Parses and verifies; returns the notes of the error as (line, col, message).
fn notes_of(src: &str) -> Vec<(u32, u32, String)> {
    let reg = Registry::standard();
    let e = match parse(src, reg) {
        Ok(m) => verify(&m, reg).expect_err("expected an error"),
        Err(e) => e,
    };
    e.notes
        .iter()
        .map(|(p, m)| {
            let p = p.expect("note has a position");
            (p.line, p.col, m.clone())
        })
        .collect()
}

fn check(src: &str, line: u32, col: u32, msg: &str) {
    let (l, c, m) = error_of(src);
    assert_eq!((l, c, m.as_str()), (line, col, msg), "source:\n{src}");
}

// ----- lexical and syntax errors --------------------------------------------------------------

#[test]
fn unterminated_string() {
    check(
        "\"test.op\"() {s = \"abc} : () -> ()",
        1,
        18,
        "expected '\"' in string literal",
    );
}

#[test]
fn unexpected_character() {
    check("func.func @f() {\n  ~\n}", 2, 3, "unexpected character");
}

#[test]
fn unknown_custom_op() {
    check(
        "func.func @f() {\n  foo.bar\n}",
        2,
        3,
        "custom op 'foo.bar' is unknown",
    );
}

#[test]
fn undeclared_value() {
    check(
        "func.func @f() -> i32 {\n  return %x : i32\n}",
        2,
        10,
        "use of undeclared SSA value name '%x'",
    );
}

#[test]
fn redefinition_of_value() {
    check(
        "func.func @f(%a: i32) {\n  %b = arith.addi %a, %a : i32\n  %b = arith.addi %a, %a : i32\n  return\n}",
        3,
        3,
        "redefinition of SSA value '%b'",
    );
}

#[test]
fn use_with_two_types() {
    check(
        "\"test.op\"() ({\n  \"test.a\"(%v) : (i32) -> ()\n  \"test.b\"(%v) : (i64) -> ()\n}) : () -> ()",
        3,
        12,
        "use of value '%v' expects different type than prior uses: 'i64' vs 'i32'",
    );
}

#[test]
fn forward_reference_with_other_type() {
    check(
        "\"test.op\"() ({\n  \"test.a\"(%v) : (i32) -> ()\n  %v = \"test.b\"() : () -> i64\n}) : () -> ()",
        3,
        3,
        "definition of SSA value '%v#0' has type 'i64'",
    );
}

#[test]
fn wrong_number_of_bound_results() {
    check(
        "func.func @f(%a: i32) {\n  %x, %y = arith.addi %a, %a : i32\n  return\n}",
        2,
        3,
        "operation defines 1 results but was provided 2 to bind",
    );
}

#[test]
fn undefined_block() {
    check(
        "func.func @f() {\n  \"test.br\"()[^bb9] : () -> ()\n}",
        2,
        15,
        "reference to an undefined block '^bb9'",
    );
}

#[test]
fn undefined_aliases() {
    check(
        "\"test.op\"() {a = #nope} : () -> ()",
        1,
        18,
        "undefined symbol alias id 'nope'",
    );
    check(
        "func.func private @f(!nope)",
        1,
        22,
        "undefined symbol alias id 'nope'",
    );
}

#[test]
fn generic_operand_type_count() {
    check(
        "func.func @f(%a: i32) {\n  \"test.op\"(%a) : () -> ()\n  return\n}",
        2,
        19,
        "expected 1 operand type but had 0",
    );
}

#[test]
fn generic_needs_function_type() {
    check("\"test.op\"() : i32", 1, 15, "expected function type");
}

#[test]
fn expected_type() {
    check(
        "func.func private @f(5)",
        1,
        22,
        "expected non-function type",
    );
}

#[test]
fn vector_dims_positive() {
    check(
        "func.func private @f(vector<0xf32>)",
        1,
        22,
        "vector types must have positive constant sizes but got 0",
    );
}

#[test]
fn missing_x_in_shape() {
    check(
        "func.func private @f(tensor<4>)",
        1,
        30,
        "expected 'x' in dimension list",
    );
}

#[test]
fn memref_layout_rank() {
    check(
        "func.func private @f(memref<4xf32, affine_map<(d0, d1) -> (d0)>>)",
        1,
        36,
        "memref layout mismatch between rank and affine map: 1 != 2",
    );
}

// ----- attributes ------------------------------------------------------------------------------

#[test]
fn integer_out_of_range() {
    check(
        "\"test.op\"() {a = 256 : i8} : () -> ()",
        1,
        18,
        "integer constant out of range for attribute",
    );
    check(
        "\"test.op\"() {a = -129 : i8} : () -> ()",
        1,
        19,
        "integer constant out of range for attribute",
    );
    check(
        "\"test.op\"() {a = -1 : ui8} : () -> ()",
        1,
        19,
        "negative integer literal not valid for unsigned integer type",
    );
}

#[test]
fn hex_float_out_of_range() {
    check(
        "\"test.op\"() {a = 0x1FFFFFFFF : f32} : () -> ()",
        1,
        18,
        "hexadecimal float constant out of range for type",
    );
}

#[test]
fn decimal_integer_for_float() {
    check(
        "\"test.op\"() {a = 42 : f32} : () -> ()",
        1,
        18,
        "unexpected decimal integer literal for a floating point value",
    );
}

#[test]
fn dense_shape_mismatch() {
    check(
        "\"test.op\"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()",
        1,
        24,
        "inferred shape of elements literal ([2]) does not match type ([3])",
    );
}

#[test]
fn duplicate_dictionary_key() {
    check(
        "\"test.op\"() {a = 1, a = 2} : () -> ()",
        1,
        21,
        "duplicate key 'a' in dictionary attribute",
    );
}

#[test]
fn non_affine_multiplication() {
    check(
        "\"test.op\"() {m = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()",
        1,
        45,
        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
    );
}

#[test]
fn non_affine_division() {
    check(
        "\"test.op\"() {m = affine_map<(d0, d1) -> (d0 floordiv d1)>} : () -> ()",
        1,
        45,
        "non-affine expression: right operand of floordiv has to be either a constant or symbolic",
    );
    check(
        "\"test.op\"() {m = affine_map<(d0)[s0] -> (d0 mod (s0 + d0))>} : () -> ()",
        1,
        45,
        "non-affine expression: right operand of mod has to be either a constant or symbolic",
    );
}

#[test]
fn semi_affine_is_accepted() {
    let reg = Registry::standard();
    let src = "\"test.op\"() {m = affine_map<(d0)[s0, s1] -> (d0 * s0, d0 floordiv s1, s0 * s1)>} : () -> ()";
    let m = parse(src, reg).expect("semi-affine maps are valid");
    verify(&m, reg).expect("verifies");
}

#[test]
fn undeclared_affine_identifier() {
    check(
        "\"test.op\"() {m = affine_map<(d0) -> (d1)>} : () -> ()",
        1,
        38,
        "use of undeclared identifier 'd1'",
    );
}

#[test]
fn affine_constraint_needs_comparison() {
    check(
        "\"test.op\"() {s = affine_set<(d0) : (d0 + 1)>} : () -> ()",
        1,
        43,
        "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
    );
}

// ----- verifier: dominance -----------------------------------------------------------------------

#[test]
fn use_before_def_in_block() {
    check(
        "func.func @f() -> i32 {\n  %0 = arith.addi %1, %1 : i32\n  %1 = arith.constant 1 : i32\n  return %0 : i32\n}",
        2,
        8,
        "operand #0 does not dominate this use",
    );
}

#[test]
fn use_in_non_dominated_block() {
    // ^bb1 and ^bb2 are both successors of the entry block: a value of ^bb1 does not dominate ^bb2.
    check(
        "func.func @f(%c: i1) -> i32 {\n  \"test.cond_br\"(%c)[^bb1, ^bb2] : (i1) -> ()\n^bb1:\n  %v = arith.constant 1 : i32\n  return %v : i32\n^bb2:\n  return %v : i32\n}",
        7,
        3,
        "operand #0 does not dominate this use",
    );
}

#[test]
fn use_of_value_defined_later_in_nested_region() {
    check(
        "func.func @f() -> i32 {\n  \"test.region\"() ({\n    \"test.use\"(%v) : (i32) -> ()\n  }) : () -> ()\n  %v = arith.constant 1 : i32\n  return %v : i32\n}",
        3,
        5,
        "operand #0 does not dominate this use",
    );
}

#[test]
fn graph_regions_are_exempt() {
    let reg = Registry::standard();
    // Top-level ops of builtin.module form a graph region: forward uses are fine there.
    let src = "%0 = \"test.use\"(%1) : (i32) -> i32\n%1 = \"test.def\"() : () -> i32\n";
    let m = parse(src, reg).expect("parses");
    verify(&m, reg).expect("graph region needs no dominance");
}

#[test]
fn value_of_nested_region_is_not_visible_outside() {
    check(
        "\"test.op\"() ({\n  \"test.inner\"() ({\n    %v = \"test.def\"() : () -> i32\n  }) : () -> ()\n  \"test.use\"(%v) : (i32) -> ()\n}) : () -> ()",
        5,
        14,
        "use of undeclared SSA value name '%v'",
    );
}

// ----- verifier: terminators and region shapes -------------------------------------------------

#[test]
fn missing_terminator() {
    check(
        "func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a : i32\n}",
        2,
        8,
        "block with no terminator, has 'arith.addi' as its last operation",
    );
}

#[test]
fn terminator_not_last() {
    check(
        "func.func @f() {\n  return\n  return\n}",
        2,
        3,
        "'func.return' op must be the last operation in the parent block",
    );
}

#[test]
fn return_outside_function() {
    check(
        "\"test.op\"() ({\n  func.return\n}) : () -> ()",
        2,
        3,
        "'func.return' op expects parent op 'func.func'",
    );
}

#[test]
fn module_single_block() {
    check(
        "\"builtin.module\"() ({\n^bb0:\n  \"test.a\"() : () -> ()\n^bb1:\n  \"test.b\"() : () -> ()\n}) : () -> ()",
        1,
        1,
        "'builtin.module' op expects region #0 to have 0 or 1 blocks",
    );
}

#[test]
fn entry_block_has_no_predecessors() {
    check(
        "func.func @f() {\n^bb0:\n  \"test.br\"()[^bb0] : () -> ()\n}",
        1,
        1,
        "entry block of region may not have predecessors",
    );
}

// ----- verifier: func ------------------------------------------------------------------------------

#[test]
fn return_type_mismatch() {
    check(
        "func.func @f(%a: i64) -> i32 {\n  return %a : i64\n}",
        2,
        3,
        "'func.return' op type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f",
    );
}

#[test]
fn return_count_mismatch() {
    check(
        "func.func @f() -> i32 {\n  return\n}",
        2,
        3,
        "'func.return' op has 0 operands, but enclosing function (@f) returns 1",
    );
}

#[test]
fn call_to_missing_function() {
    check(
        "func.func @f() {\n  call @nope() : () -> ()\n  return\n}",
        2,
        3,
        "'func.call' op 'nope' does not reference a valid function",
    );
}

#[test]
fn call_operand_type_mismatch() {
    check(
        "func.func private @g(i32)\nfunc.func @f(%a: i64) {\n  call @g(%a) : (i64) -> ()\n  return\n}",
        3,
        3,
        "'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0",
    );
}

#[test]
fn call_result_count_mismatch() {
    check(
        "func.func private @g() -> i32\nfunc.func @f() {\n  call @g() : () -> ()\n  return\n}",
        3,
        3,
        "'func.call' op incorrect number of results for callee",
    );
}

#[test]
fn duplicate_symbol() {
    check(
        "func.func private @f()\nfunc.func private @f()",
        2,
        1,
        "'func.func' op redefinition of symbol named 'f'",
    );
}

#[test]
fn public_declaration() {
    check(
        "func.func @f()",
        1,
        1,
        "'func.func' op symbol declaration cannot have public visibility",
    );
}

#[test]
fn entry_block_signature_mismatch() {
    check(
        "\"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n^bb0(%a: i64):\n  \"func.return\"() : () -> ()\n}) : () -> ()",
        1,
        1,
        "'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')",
    );
}

#[test]
fn function_constant_to_missing_symbol() {
    check(
        "func.func @f() {\n  %0 = constant @nope : () -> ()\n  return\n}",
        2,
        8,
        "'func.constant' op reference to undefined function 'nope'",
    );
}

// ----- verifier: arith ---------------------------------------------------------------------------

#[test]
fn arith_same_type_required() {
    check(
        "func.func @f(%a: i32, %b: i64) {\n  %0 = \"arith.addi\"(%a, %b) : (i32, i64) -> i32\n  return\n}",
        2,
        8,
        "'arith.addi' op requires the same type for all operands and results",
    );
}

#[test]
fn arith_int_op_on_float() {
    check(
        "func.func @f(%a: f32) {\n  %0 = arith.addi %a, %a : f32\n  return\n}",
        2,
        8,
        "'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'",
    );
}

#[test]
fn arith_cast_direction() {
    check(
        "func.func @f(%a: i64) {\n  %0 = arith.extsi %a : i64 to i32\n  return\n}",
        2,
        8,
        "'arith.extsi' op operand type 'i64' and result type 'i32' are cast incompatible",
    );
}

#[test]
fn arith_constant_signless() {
    check(
        "func.func @f() {\n  %0 = arith.constant 1 : ui8\n  return\n}",
        2,
        8,
        "'arith.constant' op integer return type must be signless",
    );
}

#[test]
fn arith_cmp_result_type() {
    check(
        "func.func @f(%a: i32) {\n  %0 = \"arith.cmpi\"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32\n  return\n}",
        2,
        8,
        "'arith.cmpi' op result type must be i1 with the shape of the operands",
    );
}

#[test]
fn arith_bad_predicate() {
    check(
        "func.func @f(%a: i32) {\n  %0 = arith.cmpi foo, %a, %a : i32\n  return\n}",
        2,
        19,
        "invalid predicate 'foo'",
    );
}

#[test]
fn arith_bad_overflow_flag() {
    check(
        "func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a overflow<wrap> : i32\n  return\n}",
        2,
        26,
        "expected one of [none, nsw, nuw] for arith overflow flags, got 'wrap'",
    );
}

// ----- limits ------------------------------------------------------------------------------------

#[test]
fn deep_nesting_is_an_error() {
    let depth = 10_000;
    let regions = format!(
        "{}{}",
        "\"t.op\"() ({\n".repeat(depth),
        "}) : () -> ()\n".repeat(depth)
    );
    let types = format!(
        "func.func private @f({}i32{})",
        "tuple<".repeat(depth),
        ">".repeat(depth)
    );
    let attrs = format!(
        "\"t.op\"() {{a = {}1{}}} : () -> ()",
        "[".repeat(depth),
        "]".repeat(depth)
    );
    let affine = format!(
        "\"t.op\"() {{m = affine_map<(d0) -> ({}d0{})>}} : () -> ()",
        "(".repeat(depth),
        ")".repeat(depth)
    );
    let dense = format!(
        "\"t.op\"() {{a = dense<{}1{}> : tensor<i32>}} : () -> ()",
        "[".repeat(depth),
        "]".repeat(depth)
    );
    let opaque = format!(
        "func.func private @f(!x.y<{}>{})",
        "<".repeat(depth),
        ">".repeat(depth)
    );
    for src in [regions, types, attrs, affine, dense, opaque] {
        // Run on a thread with a small stack to be sure the limit, not luck, prevents overflow.
        let h = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(move || error_of(&src))
            .expect("spawn");
        let (_, _, msg) = h.join().expect("no stack overflow or panic");
        assert!(
            msg.contains("nesting depth exceeds the limit of 256"),
            "got: {msg}"
        );
    }
}

#[test]
fn nesting_below_the_limit_works() {
    // 200 nested regions parse, verify and print on a 2 MiB stack.
    let depth = 200;
    let src = format!(
        "{}{}",
        "\"t.op\"() ({\n".repeat(depth),
        "}) : () -> ()\n".repeat(depth)
    );
    let h = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let reg = Registry::standard();
            let m = parse(&src, reg).expect("parses");
            verify(&m, reg).expect("verifies");
            tessera::ir::print(&m, reg, Default::default()).len()
        })
        .expect("spawn");
    assert!(h.join().expect("no overflow") > 0);
}

// ----- notes (as mlir-opt 22 attaches them) ---------------------------------------------------

#[test]
fn notes_point_at_the_earlier_definition_or_use() {
    let n = |l: u32, c: u32, m: &str| vec![(l, c, m.to_string())];
    assert_eq!(
        notes_of("func.func @f() -> i32 {\n  %0 = arith.addi %1, %1 : i32\n  %1 = arith.constant 1 : i32\n  return %0 : i32\n}"),
        n(3, 8, "operand defined here (op in the same block)")
    );
    assert_eq!(
        notes_of("func.func @f() -> i32 {\n  \"test.region\"() ({\n    \"test.use\"(%v) : (i32) -> ()\n  }) : () -> ()\n  %v = arith.constant 1 : i32\n  return %v : i32\n}"),
        n(5, 8, "operand defined here (op in a parent region)")
    );
    assert_eq!(
        notes_of("func.func @f() {\n  %a = arith.constant 1 : i32\n  %a = arith.constant 2 : i32\n  return\n}"),
        n(2, 3, "previously defined here")
    );
    assert_eq!(
        notes_of("\"test.op\"() ({\n  \"test.a\"(%v) : (i32) -> ()\n  %v = \"test.b\"() : () -> i64\n}) : () -> ()"),
        n(2, 12, "previously used here with type 'i32'")
    );
    assert_eq!(
        notes_of("func.func @f(%v: i32, %A: memref<4xf32>) {\n  affine.store %v, %A[0] : memref<4xf32>\n  return\n}"),
        n(1, 14, "prior use here")
    );
    assert_eq!(
        notes_of("func.func @f() {\n  %i = arith.constant 0 : index\n  affine.for %i = 0 to 10 {\n  }\n  return\n}"),
        n(2, 3, "previously referenced here")
    );
}

#[test]
fn region_argument_names_take_no_result_number() {
    check(
        "func.func @f() {\n  affine.for %i#0 = 0 to 7 {\n  }\n  return\n}",
        2,
        16,
        "result number not allowed in argument list",
    );
}

#[test]
fn arith_flags_in_generic_form_are_checked() {
    // The generic form keeps any attribute text; the custom form prints the flags' body,
    // which must parse again, so the verifier accepts only lists of known flags (a fuzzed
    // `#arith.overflow<\0one>` was accepted, printed as `overflow<\0one>`, and failed to parse).
    let op = |flags: &str| {
        format!(
            "func.func @f(%a: i32, %b: f32) {{\n  %0 = \"arith.addi\"(%a, %a) <{{{flags}}}> : (i32, i32) -> i32\n  return\n}}\n"
        )
    };
    let (l, c, m) = error_of(&op("overflowFlags = #arith.overflow<\0one>"));
    assert_eq!((l, c), (2, 8));
    assert!(m.contains("invalid 'overflowFlags' attribute"), "{m}");
    let (l, c, m) = error_of(&op("overflowFlags = #arith.overflow<nsw, carry>"));
    assert_eq!((l, c), (2, 8));
    assert!(m.contains("expected one of [none, nsw, nuw]"), "{m}");
    // Known flags, with or without spaces, verify and print in custom form that parses again.
    let reg = Registry::standard();
    for flags in [
        "overflowFlags = #arith.overflow<nsw, nuw>",
        "overflowFlags = #arith.overflow<nuw>",
    ] {
        let m = parse(&op(flags), reg).expect("parses");
        verify(&m, reg).expect("verifies");
        let text = tessera::ir::print(&m, reg, tessera::ir::PrintOptions::default());
        let again = parse(&text, reg).expect("custom form parses");
        verify(&again, reg).expect("custom form verifies");
    }
    let fast = "func.func @f(%a: f32) {\n  %0 = \"arith.addf\"(%a, %a) <{fastmath = #arith.fastmath<fast, bogus>}> : (f32, f32) -> f32\n  return\n}\n";
    let (_, _, m) = error_of(fast);
    assert!(m.contains("invalid 'fastmath' attribute"), "{m}");
}
