//! C backend memref views against the interpreter: subviews (static and dynamic offsets,
//! sizes and strides, rank reduction, subviews of subviews, vector accesses through a
//! strided view) and copies, and their faults (the interpreter's messages).

use crate::cbackend_common;
use tessera::codegen::Executable;

use cbackend_common::{cc_works, options, same_value};
use tessera::codegen::cbackend;
use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, verify, Module, Registry};

fn module(src: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{}\n{src}", e.render("t.mlir", src)));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}\n{src}", e.render("t.mlir", src)));
    m
}

fn args(m: &Module, f: &str, seed: u64, sizes: &[(&str, &str)]) -> Vec<ArgValue> {
    let s: Vec<(String, String)> = sizes
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    entry_args(m, f, Fill::Seeded(seed), &s)
        .expect("args")
        .into_iter()
        .map(|a| a.value)
        .collect()
}

const SRC: &str = r#"
func.func @views(%A: memref<8x10xf64>, %B: memref<4x3xf64>, %o: index, %s: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.subview %A[1, 2] [4, 6] [2, 1] : memref<8x10xf64> to memref<4x6xf64, strided<[20, 1], offset: 12>>
  %w = memref.subview %v[%o, 1] [2, 3] [1, %s] : memref<4x6xf64, strided<[20, 1], offset: 12>> to memref<2x3xf64, strided<[20, ?], offset: ?>>
  %x = vector.load %w[%c1, %c0] : memref<2x3xf64, strided<[20, ?], offset: ?>>, vector<3xf64>
  %y = arith.mulf %x, %x : vector<3xf64>
  vector.store %y, %w[%c0, %c0] : memref<2x3xf64, strided<[20, ?], offset: ?>>, vector<3xf64>
  %r = memref.subview %A[3, 0] [1, 10] [1, 1] : memref<8x10xf64> to memref<10xf64, strided<[1], offset: 30>>
  %e = memref.load %r[%c1] : memref<10xf64, strided<[1], offset: 30>>
  %bsub = memref.subview %A[0, 4] [4, 3] [2, 2] : memref<8x10xf64> to memref<4x3xf64, strided<[20, 2], offset: 4>>
  memref.copy %B, %bsub : memref<4x3xf64> to memref<4x3xf64, strided<[20, 2], offset: 4>>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 3 {
      %p = affine.load %v[%i, %j] : memref<4x6xf64, strided<[20, 1], offset: 12>>
      %q = arith.addf %p, %e : f64
      affine.store %q, %B[%i, %j] : memref<4x3xf64>
    }
  }
  return %e : f64
}
"#;

#[test]
fn subviews_and_copies_agree() {
    if !cc_works() {
        return;
    }
    let m = module(SRC);
    let c = cbackend::compile(&m, &options(1)).unwrap_or_else(|e| panic!("{e}"));
    let mut ok = 0;
    for (seed, o, s) in [(1, "0", "1"), (2, "1", "1"), (3, "1", "2"), (4, "2", "1")] {
        let mut a = args(&m, "views", seed, &[("o", o), ("s", s)]);
        let before = a.clone();
        let mut b = a.clone();
        let x = interp::run(&m, "views", &mut a);
        let y = c.call("views", &mut b);
        match (x, y) {
            (Ok(x), Ok(y)) => {
                assert!(same_value(&x[0], &y[0]));
                assert!(a != before);
                for (p, q) in a.iter().zip(&b) {
                    assert!(same_value(p, q), "seed {seed}");
                }
                ok += 1;
            }
            (Err(e), Err(f)) => {
                assert_eq!(
                    (e.exec_kind(), &e.op(), e.pos(), &e.message()),
                    (f.exec_kind(), &f.op(), f.pos(), &f.message())
                );
                assert!(f.message().contains("subview dimension"), "{f}");
            }
            (x, y) => panic!("seed {seed}: interpreter {x:?} vs C {y:?}"),
        }
    }
    assert!(ok >= 3, "{ok}");
}

#[test]
fn view_faults_match() {
    if !cc_works() {
        return;
    }
    let m = module(SRC);
    let c = cbackend::compile(&m, &options(1)).unwrap_or_else(|e| panic!("{e}"));
    // Offset 3 of size 2 exceeds the 4 rows of %v; stride 3 makes the last column 1 + 6 = 7.
    for (o, s, dim) in [("3", "1", 0), ("0", "3", 1), ("-1", "1", 0)] {
        let mut a = args(&m, "views", 1, &[("o", o), ("s", s)]);
        let mut b = a.clone();
        let e = interp::run(&m, "views", &mut a).expect_err("interpreter must fail");
        let f = c.call("views", &mut b).expect_err("C must fail");
        assert_eq!(
            (e.exec_kind(), &e.op(), e.pos(), &e.message()),
            (f.exec_kind(), &f.op(), f.pos(), &f.message())
        );
        assert!(
            f.message().contains(&format!("subview dimension {dim}")),
            "{f}"
        );
    }
    let copy = "func.func @f(%A: memref<?xf32>, %B: memref<4xf32>) {\n  memref.copy %A, %B : memref<?xf32> to memref<4xf32>\n  return\n}\n";
    let m = module(copy);
    let c = cbackend::compile(&m, &options(1)).unwrap_or_else(|e| panic!("{e}"));
    let mut a = args(&m, "f", 1, &[("A", "5")]);
    let mut b = a.clone();
    let e = interp::run(&m, "f", &mut a).expect_err("interpreter must fail");
    let f = c.call("f", &mut b).expect_err("C must fail");
    assert_eq!(
        (e.exec_kind(), &e.op(), e.pos(), &e.message()),
        (f.exec_kind(), &f.op(), f.pos(), &f.message())
    );
    assert!(
        f.message().contains("[5]") && f.message().contains("[4]"),
        "{f}"
    );
}

/// A memref of the identity layout has offset 0 and row-major strides by its type: the C
/// backend indexes a dynamic one (`memref<?x7xf64>`, Polygeist's argument type) with the
/// type's strides (the row stride a literal, the inner stride 1: the C compiler vectorises
/// without versioning), and a cast to the identity layout from a view that does not have it
/// fails in every backend with the interpreter's message (MLIR's runtime verification of
/// memref.cast); a view that has it passes.
#[test]
fn identity_layout_strides_and_casts() {
    let src = r#"
func.func @f(%A: memref<?x7xf64>, %B: memref<8x8xf64>, %r: index, %out: memref<4xf64>) {
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c1 : memref<?x7xf64>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 7 {
      %a = affine.load %A[%i, %j] : memref<?x7xf64>
      %o = affine.load %out[%i] : memref<4xf64>
      %s = arith.addf %a, %o : f64
      affine.store %s, %out[%i] : memref<4xf64>
    }
  }
  %s = memref.subview %B[%r, 0] [4, 8] [1, 1] : memref<8x8xf64> to memref<4x8xf64, strided<[8, 1], offset: ?>>
  %d = memref.cast %s : memref<4x8xf64, strided<[8, 1], offset: ?>> to memref<?x?xf64, strided<[?, ?], offset: ?>>
  %e = memref.cast %d : memref<?x?xf64, strided<[?, ?], offset: ?>> to memref<?x?xf64>
  affine.for %i = 0 to 4 {
    %v = memref.load %e[%i, %c1] : memref<?x?xf64>
    %o = affine.load %out[%i] : memref<4xf64>
    %w = arith.addf %v, %o : f64
    affine.store %w, %out[%i] : memref<4xf64>
  }
  return
}
"#;
    let m = module(src);
    let text = cbackend::emit_c(&m, &options(1)).unwrap_or_else(|e| panic!("{e}"));
    // The load of %A[%i, %j]: the row stride from the type, no stride variable.
    assert!(text.contains(" * 7LL + "), "{text}");
    if !cc_works() {
        return;
    }
    let c = cbackend::compile(&m, &options(1)).unwrap_or_else(|e| panic!("{e}"));
    let jit = tessera::codegen::jit::compile(&m, Default::default()).unwrap();
    // Row offset 0: the cast view is the identity layout; 2: offset 16.
    for (r, fails) in [("0", false), ("2", true)] {
        let mut a = args(&m, "f", 3, &[("A", "5"), ("r", r)]);
        let mut b = a.clone();
        let mut j = a.clone();
        let x = interp::run(&m, "f", &mut a);
        let y = c.call("f", &mut b);
        let z = jit.call("f", &mut j);
        match (x, y, z) {
            (Ok(_), Ok(_), Ok(_)) => {
                assert!(!fails, "row {r}");
                for ((p, q), w) in a.iter().zip(&b).zip(&j) {
                    assert!(same_value(p, q) && same_value(p, w), "row {r}");
                }
            }
            (Err(e), Err(f), Err(g)) => {
                assert!(fails, "row {r}: {e}");
                assert_eq!(
                    (e.exec_kind(), &e.op(), e.pos(), &e.message()),
                    (f.exec_kind(), &f.op(), f.pos(), &f.message())
                );
                assert_eq!(e.message(), g.message());
                assert!(
                    f.message()
                        .contains("(offset 16, strides [8, 1]) to the identity layout"),
                    "{f}"
                );
            }
            (x, y, z) => panic!("row {r}: interpreter {x:?}, C {y:?}, JIT {z:?}"),
        }
    }
}
