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
