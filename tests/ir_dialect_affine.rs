//! The affine dialect and `affine.execute_region`: exact printing against `mlir-opt` 22, round
//! trips through the generic form, the dimension/symbol (AffineScope) rules, and one negative
//! test per verifier rule with its message and line:column.
//!
//! Expected printed texts were produced by `/usr/lib/llvm-22/bin/mlir-opt FILE` (and
//! `--mlir-print-op-generic`) on the sources below; error positions are derived by hand (the op
//! name for verifier errors, as mlir-opt reports them; the offending token for syntax errors).
//! Where mlir-opt 22 reports the same error, the message is its message (including the
//! `custom op 'affine.x' ` prefix MLIR gives errors raised by an op's custom parser).

use tessera::ir::{parse, print, verify, PrintOptions, Registry};

/// Parses and verifies; returns (line, col, message) of the first error.
fn error_of(src: &str) -> (u32, u32, String) {
    let reg = Registry::standard();
    let e = match parse(src, reg) {
        Ok(m) => match verify(&m, reg) {
            Ok(()) => panic!("expected an error for:\n{src}"),
            Err(e) => e,
        },
        Err(e) => e,
    };
    let p = e.pos.expect("error has a position");
    (p.line, p.col, e.message)
}

fn check(src: &str, line: u32, col: u32, msg: &str) {
    let (l, c, m) = error_of(src);
    assert_eq!((l, c, m.as_str()), (line, col, msg), "source:\n{src}");
}

/// A function whose body is `body` (which starts on line 2).
fn func(body: &str) -> String {
    format!(
        "func.func @f(%A: memref<10xf32>, %B: memref<10x10xf32>, %n: index, %x: f32, %w: i32) {{\n{body}  return\n}}\n"
    )
}

/// Parses, verifies and prints `src` in the custom form.
fn custom(src: &str) -> String {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("parse: {e}\n{src}"));
    verify(&m, reg).unwrap_or_else(|e| panic!("verify: {e}\n{src}"));
    print(&m, reg, PrintOptions::default())
}

/// Parses, verifies and prints `src` in the generic form.
fn generic(src: &str) -> String {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("parse: {e}\n{src}"));
    verify(&m, reg).unwrap_or_else(|e| panic!("verify: {e}\n{src}"));
    print(&m, reg, PrintOptions { generic: true })
}

/// The custom print equals `expected`, is a fixed point, and survives the generic form.
fn check_print(src: &str, expected: &str) {
    let out = custom(src);
    assert_eq!(out, expected);
    assert_eq!(custom(&out), out, "custom print is not a fixed point");
    assert_eq!(
        custom(&generic(src)),
        out,
        "generic form does not read back to the same IR"
    );
}

// ----- printing, as mlir-opt 22 prints ----------------------------------------------------------

const LOOPS_SRC: &str = r#"#lb = affine_map<(d0)[s0] -> (d0, s0 floordiv 2)>
func.func @loops(%A: memref<?x?xf32>, %N: index) -> f32 {
  %zero = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to %N step 2 iter_args(%acc = %zero) -> (f32) {
    affine.for %j = max #lb(%i)[%N] to min affine_map<(d0) -> (d0 + 8, 64)>(%i) {
      %v = affine.load %A[%i + 1, %j * 2 + symbol(%N)] : memref<?x?xf32>
      affine.store %v, %A[%j, %i] : memref<?x?xf32>
    }
    %t = affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i)[%N] -> f32 {
      affine.yield %acc : f32
    } else {
      affine.yield %zero : f32
    }
    affine.yield %t : f32
  }
  affine.parallel (%p, %q) = (0, max(0, symbol(%N) - 4)) to (%N, 16) step (1, 4) {
  }
  %r = affine.parallel (%k) = (0) to (symbol(%N)) reduce ("maximumf") -> f32 {
    %e = affine.load %A[%k, %k] : memref<?x?xf32>
    affine.yield %e : f32
  }
  return %s : f32
}
"#;

/// `mlir-opt LOOPS_SRC`.
const LOOPS_OUT: &str = r#"#map = affine_map<(d0)[s0] -> (d0, s0 floordiv 2)>
#map1 = affine_map<(d0) -> (d0 + 8, 64)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
module {
  func.func @loops(%arg0: memref<?x?xf32>, %arg1: index) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = affine.for %arg2 = 0 to %arg1 step 2 iter_args(%arg3 = %cst) -> (f32) {
      affine.for %arg4 = max #map(%arg2)[%arg1] to min #map1(%arg2) {
        %3 = affine.load %arg0[%arg2 + 1, %arg4 * 2 + symbol(%arg1)] : memref<?x?xf32>
        affine.store %3, %arg0[%arg4, %arg2] : memref<?x?xf32>
      }
      %2 = affine.if #set(%arg2)[%arg1] -> f32 {
        affine.yield %arg3 : f32
      } else {
        affine.yield %cst : f32
      }
      affine.yield %2 : f32
    }
    affine.parallel (%arg2, %arg3) = (0, max(0, symbol(%arg1) - 4)) to (%arg1, 16) step (1, 4) {
    }
    %1 = affine.parallel (%arg2) = (0) to (symbol(%arg1)) reduce ("maximumf") -> (f32) {
      %2 = affine.load %arg0[%arg2, %arg2] : memref<?x?xf32>
      affine.yield %2 : f32
    }
    return %0 : f32
  }
}

"#;

#[test]
fn loops_print_as_mlir_opt() {
    check_print(LOOPS_SRC, LOOPS_OUT);
}

const OPS_SRC: &str = r#"func.func @ops(%A: memref<100x100xf32>, %T: memref<2xi32, 2>, %x: index, %n: index) -> (index, index, index) {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 4 + s0)>(%x)[%n]
  %lo = affine.min affine_map<(d0)[s0] -> (d0, s0, 64)>(%a)[%n]
  %hi = affine.max affine_map<(d0) -> (d0 - 1, 0)>(%lo)
  %q:3 = affine.delinearize_index %x into (%n, 4) : index, index, index
  %l = affine.linearize_index disjoint [%q#0, %q#1, %q#2] by (%n, 4) : index
  %m = affine.linearize_index [%q#1, %q#2] by (7, 4) : index
  %v = affine.vector_load %A[%x, symbol(%n) * 8] : memref<100x100xf32>, vector<8xf32>
  affine.vector_store %v, %A[%x + 1, %x] : memref<100x100xf32>, vector<8xf32>
  affine.prefetch %A[%x, %x + 5], read, locality<3>, data : memref<100x100xf32>
  affine.dma_start %A[%x, %n], %A[%n, %x], %T[%x mod 2], %n : memref<100x100xf32>, memref<100x100xf32>, memref<2xi32, 2>
  affine.dma_wait %T[%x mod 2], %n : memref<2xi32, 2>
  return %hi, %l, %m : index, index, index
}
"#;

/// `mlir-opt OPS_SRC`.
const OPS_OUT: &str = r#"#map = affine_map<(d0)[s0] -> (d0 floordiv 4 + s0)>
#map1 = affine_map<(d0)[s0] -> (d0, s0, 64)>
#map2 = affine_map<(d0) -> (d0 - 1, 0)>
module {
  func.func @ops(%arg0: memref<100x100xf32>, %arg1: memref<2xi32, 2>, %arg2: index, %arg3: index) -> (index, index, index) {
    %0 = affine.apply #map(%arg2)[%arg3]
    %1 = affine.min #map1(%0)[%arg3]
    %2 = affine.max #map2(%1)
    %3:3 = affine.delinearize_index %arg2 into (%arg3, 4) : index, index, index
    %4 = affine.linearize_index disjoint [%3#0, %3#1, %3#2] by (%arg3, 4) : index
    %5 = affine.linearize_index [%3#1, %3#2] by (7, 4) : index
    %6 = affine.vector_load %arg0[%arg2, symbol(%arg3) * 8] : memref<100x100xf32>, vector<8xf32>
    affine.vector_store %6, %arg0[%arg2 + 1, %arg2] : memref<100x100xf32>, vector<8xf32>
    affine.prefetch %arg0[%arg2, %arg2 + 5], read, locality<3>, data : memref<100x100xf32>
    affine.dma_start %arg0[%arg2, %arg3], %arg0[%arg3, %arg2], %arg1[%arg2 mod 2], %arg3 : memref<100x100xf32>, memref<100x100xf32>, memref<2xi32, 2>
    affine.dma_wait %arg1[%arg2 mod 2], %arg3 : memref<2xi32, 2>
    return %2, %4, %5 : index, index, index
  }
}

"#;

#[test]
fn other_ops_print_as_mlir_opt() {
    check_print(OPS_SRC, OPS_OUT);
}

/// `mlir-opt --mlir-print-op-generic` on a load whose subscripts mix dims and symbols: dims and
/// symbols are numbered in order of first appearance, dims first among the operands.
#[test]
fn subscripts_bind_dims_and_symbols_as_mlir_opt() {
    let src = "func.func @f(%A: memref<10x10xf32>, %i: index, %j: index, %N: index) {\n  %v = affine.load %A[%j * 2 + symbol(%N), %i + 1 - %j] : memref<10x10xf32>\n  return\n}\n";
    let g = generic(src);
    let expected = r#"  %0 = "affine.load"(%arg0, %arg2, %arg1, %arg3) <{map = #map}> : (memref<10x10xf32>, index, index, index) -> f32"#;
    assert!(g.contains(expected), "{g}");
    assert!(
        g.starts_with("#map = affine_map<(d0, d1)[s0] -> (d0 * 2 + s0, d1 - d0 + 1)>\n"),
        "{g}"
    );
}

/// `mlir-opt --mlir-print-op-generic LOOPS_SRC`.
const LOOPS_GENERIC: &str = r#"#map = affine_map<(d0, d1)[s0] -> (d0 + 1, d1 * 2 + s0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0)[s0] -> (d0, s0 floordiv 2)>
#map3 = affine_map<(d0) -> (d0 + 8, 64)>
#map4 = affine_map<() -> (0)>
#map5 = affine_map<()[s0] -> (s0)>
#map6 = affine_map<()[s0] -> (0, 0, s0 - 4)>
#map7 = affine_map<(d0) -> (d0, 16)>
#map8 = affine_map<(d0) -> (d0, d0)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, index) -> f32, sym_name = "loops"}> ({
  ^bb0(%arg0: memref<?x?xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "affine.for"(%arg1, %0) <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 1, 1>, step = 2 : index, upperBoundMap = #map5}> ({
    ^bb0(%arg5: index, %arg6: f32):
      "affine.for"(%arg5, %arg1, %arg5) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 2, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg7: index):
        %5 = "affine.load"(%arg0, %arg5, %arg7, %arg1) <{map = #map}> : (memref<?x?xf32>, index, index, index) -> f32
        "affine.store"(%5, %arg0, %arg7, %arg5) <{map = #map1}> : (f32, memref<?x?xf32>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index, index) -> ()
      %4 = "affine.if"(%arg5, %arg1) <{condition = #set}> ({
        "affine.yield"(%arg6) : (f32) -> ()
      }, {
        "affine.yield"(%0) : (f32) -> ()
      }) : (index, index) -> f32
      "affine.yield"(%4) : (f32) -> ()
    }) : (index, f32) -> f32
    "affine.parallel"(%arg1, %arg1) <{lowerBoundsGroups = dense<[1, 2]> : tensor<2xi32>, lowerBoundsMap = #map6, reductions = [], steps = [1, 4], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map7}> ({
    ^bb0(%arg3: index, %arg4: index):
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    %2 = "affine.parallel"(%arg1) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map4, reductions = [4], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map5}> ({
    ^bb0(%arg2: index):
      %3 = "affine.load"(%arg0, %arg2) <{map = #map8}> : (memref<?x?xf32>, index) -> f32
      "affine.yield"(%3) : (f32) -> ()
    }) : (index) -> f32
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

"#;

/// `mlir-opt --mlir-print-op-generic OPS_SRC`.
const OPS_GENERIC: &str = r#"#map = affine_map<(d0)[s0] -> (d0 floordiv 4 + s0)>
#map1 = affine_map<(d0)[s0] -> (d0, s0, 64)>
#map2 = affine_map<(d0) -> (d0 - 1, 0)>
#map3 = affine_map<(d0)[s0] -> (d0, s0 * 8)>
#map4 = affine_map<(d0) -> (d0 + 1, d0)>
#map5 = affine_map<(d0) -> (d0, d0 + 5)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0) -> (d0 mod 2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<100x100xf32>, memref<2xi32, 2>, index, index) -> (index, index, index), sym_name = "ops"}> ({
  ^bb0(%arg0: memref<100x100xf32>, %arg1: memref<2xi32, 2>, %arg2: index, %arg3: index):
    %0 = "affine.apply"(%arg2, %arg3) <{map = #map}> : (index, index) -> index
    %1 = "affine.min"(%0, %arg3) <{map = #map1}> : (index, index) -> index
    %2 = "affine.max"(%1) <{map = #map2}> : (index) -> index
    %3:3 = "affine.delinearize_index"(%arg2, %arg3) <{static_basis = array<i64: -9223372036854775808, 4>}> : (index, index) -> (index, index, index)
    %4 = "affine.linearize_index"(%3#0, %3#1, %3#2, %arg3) <{disjoint, operandSegmentSizes = array<i32: 3, 1>, static_basis = array<i64: -9223372036854775808, 4>}> : (index, index, index, index) -> index
    %5 = "affine.linearize_index"(%3#1, %3#2) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 7, 4>}> : (index, index) -> index
    %6 = "affine.vector_load"(%arg0, %arg2, %arg3) <{map = #map3}> : (memref<100x100xf32>, index, index) -> vector<8xf32>
    "affine.vector_store"(%6, %arg0, %arg2) <{map = #map4}> : (vector<8xf32>, memref<100x100xf32>, index) -> ()
    "affine.prefetch"(%arg0, %arg2) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map5}> : (memref<100x100xf32>, index) -> ()
    "affine.dma_start"(%arg0, %arg2, %arg3, %arg0, %arg3, %arg2, %arg1, %arg2, %arg3) {dst_map = #map6, src_map = #map6, tag_map = #map7} : (memref<100x100xf32>, index, index, memref<100x100xf32>, index, index, memref<2xi32, 2>, index, index) -> ()
    "affine.dma_wait"(%arg1, %arg2, %arg3) {tag_map = #map7} : (memref<2xi32, 2>, index, index) -> ()
    "func.return"(%2, %4, %5) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

"#;

/// The generic form of every op (properties, discardable map attributes of the DMA ops, operand
/// order, aliases) is exactly mlir-opt's.
#[test]
fn generic_form_as_mlir_opt() {
    assert_eq!(generic(LOOPS_SRC), LOOPS_GENERIC);
    assert_eq!(generic(OPS_SRC), OPS_GENERIC);
    // And it reads back to the same custom form.
    assert_eq!(custom(LOOPS_GENERIC), LOOPS_OUT);
    assert_eq!(custom(OPS_GENERIC), OPS_OUT);
}

// ----- affine.execute_region ----------------------------------------------------------------------

const EXEC_SRC: &str = r#"func.func @exec(%A: memref<100xf32>, %B: memref<100xindex>) -> f32 {
  %one = arith.constant 1.0 : f32
  %r = affine.for %i = 0 to 100 iter_args(%acc = %one) -> (f32) {
    %v = affine.load %B[%i] : memref<100xindex>
    %s = affine.execute_region [%rA] = (%A) : (memref<100xf32>) -> f32 {
      %e = affine.load %rA[%v] : memref<100xf32>
      affine.for %k = %v to 100 {
        affine.store %e, %rA[%k - symbol(%v)] : memref<100xf32>
      }
      return %e : f32
    }
    affine.execute_region [] = () {
      return
    }
    %t = arith.addf %acc, %s : f32
    affine.yield %t : f32
  }
  return %r : f32
}
"#;

const EXEC_OUT: &str = r#"module {
  func.func @exec(%arg0: memref<100xf32>, %arg1: memref<100xindex>) -> f32 {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = affine.for %arg2 = 0 to 100 iter_args(%arg3 = %cst) -> (f32) {
      %1 = affine.load %arg1[%arg2] : memref<100xindex>
      %2 = affine.execute_region [%arg4] = (%arg0) : (memref<100xf32>) -> f32 {
        %4 = affine.load %arg4[%1] : memref<100xf32>
        affine.for %arg5 = %1 to 100 {
          affine.store %4, %arg4[%arg5 - symbol(%1)] : memref<100xf32>
        }
        return %4 : f32
      }
      affine.execute_region [] = () {
        return
      }
      %3 = arith.addf %arg3, %2 : f32
      affine.yield %3 : f32
    }
    return %0 : f32
  }
}

"#;

/// A value loaded inside a loop is a valid symbol inside an `affine.execute_region` nested in
/// that loop (seed 002, example 3); the op round-trips in its custom and generic forms.
#[test]
fn execute_region_scopes_symbols_and_round_trips() {
    check_print(EXEC_SRC, EXEC_OUT);
    let g = generic(EXEC_SRC);
    assert!(g.contains(r#""affine.execute_region"(%arg0) ({"#), "{g}");
    assert!(g.contains(r#"}) : (memref<100xf32>) -> f32"#), "{g}");
    assert!(g.contains(r#""func.return"(%5) : (f32) -> ()"#), "{g}");
    assert!(g.contains("\"affine.execute_region\"() ({\n        \"func.return\"() : () -> ()\n      }) : () -> ()"), "{g}");
}

#[test]
fn execute_region_seed_examples_parse_and_verify() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ir/execute-region");
    let mut n = 0;
    for e in std::fs::read_dir(&dir).expect("corpus dir").flatten() {
        let src = std::fs::read_to_string(e.path()).expect("readable");
        let out = custom(&src);
        assert!(
            out.contains("affine.execute_region ["),
            "{}",
            e.path().display()
        );
        n += 1;
    }
    assert!(n >= 10, "found {n} files");
}

#[test]
fn execute_region_rules() {
    // Without the execute_region, the loaded value is not a valid symbol (or dim) in the loop.
    check(
        &func("  affine.for %i = 0 to 10 {\n    %v = affine.load %A[%i] : memref<10xf32>\n    %j = arith.fptosi %v : f32 to i32\n    %k = arith.index_cast %j : i32 to index\n    %e = affine.load %A[%k] : memref<10xf32>\n  }\n"),
        6,
        10,
        "'affine.load' op operand cannot be used as a dimension id",
    );
    // Operands must be memrefs.
    check(
        &func("  affine.execute_region [%a] = (%n) : index {\n    return\n  }\n"),
        2,
        3,
        "'affine.execute_region' op operand #0 must be a memref, but got 'index'",
    );
    // Region arguments bind the operands with the same types (generic form).
    check(
        &func("  \"affine.execute_region\"(%A) ({\n  ^bb0(%r: memref<?xf32>):\n    \"func.return\"() : () -> ()\n  }) : (memref<10xf32>) -> ()\n"),
        2,
        3,
        "'affine.execute_region' op region argument #0 has type 'memref<?xf32>' but its operand has type 'memref<10xf32>'",
    );
    check(
        &func("  \"affine.execute_region\"(%A) ({\n  ^bb0:\n    \"func.return\"() : () -> ()\n  }) : (memref<10xf32>) -> ()\n"),
        2,
        3,
        "'affine.execute_region' op expects 1 region arguments to bind its operands, but the region has 0",
    );
    // Memrefs from outside must be passed as operands.
    check(
        &func("  affine.execute_region [] = () {\n    %v = affine.load %A[%n] : memref<10xf32>\n    return\n  }\n"),
        3,
        10,
        "'affine.load' op uses a memref defined outside the enclosing 'affine.execute_region'; memrefs must be passed as its operands",
    );
    // Returned values match the result types.
    check(
        &func("  %r = affine.execute_region [%a] = (%A) : (memref<10xf32>) -> f32 {\n    return %n : index\n  }\n"),
        3,
        5,
        "'func.return' op returns ('index') but the enclosing 'affine.execute_region' has result types ('f32')",
    );
    // The region is its own scope: a value defined inside a loop of the region is not a symbol
    // of the region.
    check(
        &func("  affine.execute_region [%a] = (%A) : memref<10xf32> {\n    affine.for %i = 0 to 10 {\n      %c = affine.load %a[%i] : memref<10xf32>\n      %k = arith.fptosi %c : f32 to i32\n      %j = arith.index_cast %k : i32 to index\n      affine.for %l = 0 to %j {\n      }\n    }\n    return\n  }\n"),
        7,
        7,
        "'affine.for' op operand cannot be used as a symbol",
    );
    // Syntax: names and operands pair up.
    check(
        &func("  affine.execute_region [%a, %b] = (%A) : memref<10xf32> {\n    return\n  }\n"),
        2,
        41,
        "custom op 'affine.execute_region' expected 1 region arguments to bind the operands, but found 2",
    );
}

// ----- dims and symbols ---------------------------------------------------------------------------

#[test]
fn valid_dims_and_symbols_are_accepted() {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/corpus/ir/input/affine_symbols.mlir"
    ))
    .expect("corpus file");
    custom(&src);
    // Pure ops of symbols are symbols (MLIR 22); apply/linearize/delinearize of dims are dims;
    // dim of a function-argument memref is a symbol anywhere in the function.
    custom(&func(
        "  affine.for %i = 0 to 10 {\n    %s = arith.addi %n, %n : index\n    %d = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)\n    %q:2 = affine.delinearize_index %d into (5) : index, index\n    %c0 = arith.constant 0 : index\n    %m = memref.dim %A, %c0 : memref<10xf32>\n    affine.for %j = %s to %m {\n      %v = affine.load %B[%q#1, %j + symbol(%s)] : memref<10x10xf32>\n    }\n  }\n",
    ));
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
    custom(&func("  affine.for %i = 0 to 10 {\n    %c0 = arith.constant 0 : index\n    %al = memref.alloc(%n) : memref<?xf32>\n    %sv = memref.subview %al[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>\n    %d = memref.dim %sv, %c0 : memref<?xf32, strided<[1]>>\n    %v = affine.load %A[symbol(%d)] : memref<10xf32>\n  }\n"));
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

/// Malformed inputs never panic: every prefix of the sources above is rejected or accepted
/// cleanly.
#[test]
fn truncated_inputs_do_not_panic() {
    let reg = Registry::standard();
    for src in [LOOPS_SRC, OPS_SRC, EXEC_SRC] {
        for end in (0..src.len()).filter(|&i| src.is_char_boundary(i)) {
            if let Ok(m) = parse(&src[..end], reg) {
                let _ = verify(&m, reg);
                let _ = print(&m, reg, PrintOptions::default());
                let _ = print(&m, reg, PrintOptions { generic: true });
            }
        }
    }
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
