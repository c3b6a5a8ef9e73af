//! The affine dialect and `affine.execute_region`: exact printing against `mlir-opt` 22, round
//! trips through the generic form, the dimension/symbol (AffineScope) rules, and one negative
//! test per verifier rule with its message and line:column.
//!
//! Expected printed texts were produced by `/usr/lib/llvm-22/bin/mlir-opt FILE` (and
//! `--mlir-print-op-generic`) on the sources below; error positions are derived by hand (the op
//! name for verifier errors, as mlir-opt reports them; the offending token for syntax errors).
//! Where mlir-opt 22 reports the same error, the message is its message (including the
//! `custom op 'affine.x' ` prefix MLIR gives errors raised by an op's custom parser).
//!
//! The verifier's negative tests are in ir_dialect_affine_errors.rs.

use crate::ir_common;

use tessera::ir::{parse, print, verify, PrintOptions, Registry};

use ir_common::{check, check_print, print_with};

/// A function whose body is `body` (which starts on line 2).
fn func(body: &str) -> String {
    format!(
        "func.func @f(%A: memref<10xf32>, %B: memref<10x10xf32>, %n: index, %x: f32, %w: i32) {{\n{body}  return\n}}\n"
    )
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
    let g = print_with(src, true);
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
    assert_eq!(print_with(LOOPS_SRC, true), LOOPS_GENERIC);
    assert_eq!(print_with(OPS_SRC, true), OPS_GENERIC);
    // And it reads back to the same custom form.
    assert_eq!(print_with(LOOPS_GENERIC, false), LOOPS_OUT);
    assert_eq!(print_with(OPS_GENERIC, false), OPS_OUT);
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
    let g = print_with(EXEC_SRC, true);
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
        let out = print_with(&src, false);
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
