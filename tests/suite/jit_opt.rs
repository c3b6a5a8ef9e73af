//! The JIT's loop optimisations (versioned innermost loops: scalar replacement of memref cells
//! with invariant indices, bounds checks pre-checked over the index range) against the
//! reference interpreter: bit-identical results and buffers, and on a fault the same error
//! (kind, operation, location, message) with the buffers as the interpreter leaves them.
//! Hand cases for each corner (zero-trip loops, the same memref accessed at another index,
//! views of one buffer, a function called with one buffer twice, faults inside the optimised
//! loop, failed pre-checks), and random loops built around those corners.

use proptest::prelude::*;

use tessera::codegen::buffer::{Buffer, ElemType};
use tessera::codegen::interp;
use tessera::codegen::value::{seeded_bits, ArgValue};
use tessera::codegen::ExecErrorKind;

use crate::jit_opt_common;
use jit_opt_common::{assert_err, both, both_with, buf, f64_at, module};

const GEMM: &str = r#"func.func @gemm(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to %n {
        %a = affine.load %A[%i, %k] : memref<?x?xf64>
        %b = affine.load %B[%k, %j] : memref<?x?xf64>
        %c = affine.load %C[%i, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
"#;

#[test]
fn gemm_accumulator_in_a_register() {
    let m = buf(ElemType::F64, &[7, 7]);
    let args = [m.clone(), m.clone(), m, ArgValue::Index(7)];
    let mut a = args.to_vec();
    both(GEMM, "gemm", &args).expect("runs");
    // Hand check of one element: C[1][2] = C0[1][2] + sum_k A[1][k] * B[k][2], in k order.
    interp::run(&module(GEMM), "gemm", &mut a).expect("runs");
    let v = |k: usize| k as f64 * 0.37 - 1.0;
    let mut want = v(7 + 2);
    for k in 0..7 {
        want += v(7 + k) * v(7 * k + 2);
    }
    assert_eq!(f64_at(&a[2], 7 + 2).to_bits(), want.to_bits());
    // n larger than the arrays: the pre-checks fail, the plain loop reports the exact fault
    // after the stores of the first iterations.
    let s = buf(ElemType::F64, &[3, 3]);
    let r = both(GEMM, "gemm", &[s.clone(), s.clone(), s, ArgValue::Index(4)]);
    assert_err(r, ExecErrorKind::OutOfBounds, "affine.load", 5);
}

#[test]
fn zero_trip_loops_neither_read_nor_write_the_cell() {
    // The cell C[%i] is out of bounds, but the loop runs zero times: no fault, no store.
    let src = r#"func.func @f(%C: memref<4xf64>, %X: memref<8xf64>, %i: index, %n: index) -> f64 {
  %z = arith.constant 0.0 : f64
  %r = affine.for %k = 0 to %n iter_args(%acc = %z) -> (f64) {
    %c = affine.load %C[%i] : memref<4xf64>
    %x = affine.load %X[%k] : memref<8xf64>
    %s = arith.addf %c, %x : f64
    affine.store %s, %C[%i] : memref<4xf64>
    %t = arith.addf %acc, %s : f64
    affine.yield %t : f64
  }
  return %r : f64
}
"#;
    let (c, x) = (buf(ElemType::F64, &[4]), buf(ElemType::F64, &[8]));
    let r = both(
        src,
        "f",
        &[c.clone(), x.clone(), ArgValue::Index(9), ArgValue::Index(0)],
    );
    assert_eq!(r, Ok(vec![ArgValue::F64(0.0)]));
    let r = both(
        src,
        "f",
        &[
            c.clone(),
            x.clone(),
            ArgValue::Index(2),
            ArgValue::Index(-3),
        ],
    );
    assert_eq!(r, Ok(vec![ArgValue::F64(0.0)]));
    // Runs: C[2] accumulates X[0..5].
    let r = both(
        src,
        "f",
        &[c.clone(), x.clone(), ArgValue::Index(2), ArgValue::Index(5)],
    );
    assert!(r.is_ok());
    // The cell out of bounds on a non-empty loop: the fault is the first load of C.
    let r = both(src, "f", &[c, x, ArgValue::Index(4), ArgValue::Index(3)]);
    assert_err(r, ExecErrorKind::OutOfBounds, "affine.load", 4);
}

#[test]
fn same_memref_at_another_index_is_not_promoted() {
    // C[%i] and C[%k] coincide when k = i: the cell must not live in a register.
    let src = r#"func.func @f(%C: memref<6xf64>, %i: index) {
  affine.for %k = 0 to 6 {
    %c = affine.load %C[%i] : memref<6xf64>
    %d = affine.load %C[%k] : memref<6xf64>
    %s = arith.addf %c, %d : f64
    affine.store %s, %C[%i] : memref<6xf64>
    %t = arith.mulf %s, %d : f64
    affine.store %t, %C[%k] : memref<6xf64>
  }
  return
}
"#;
    for i in [0, 3, 5] {
        both(src, "f", &[buf(ElemType::F64, &[6]), ArgValue::Index(i)]).expect("runs");
    }
}

#[test]
fn views_of_one_buffer_are_not_promoted() {
    // %V is a view of %C: the store through %V changes C[%i] when the offsets coincide.
    let src = r#"func.func @f(%C: memref<8xf64>, %i: index, %o: index) {
  %V = memref.subview %C[%o] [4] [1] : memref<8xf64> to memref<4xf64, strided<[1], offset: ?>>
  affine.for %k = 0 to 4 {
    %c = affine.load %C[%i] : memref<8xf64>
    %one = arith.constant 1.5 : f64
    %s = arith.addf %c, %one : f64
    affine.store %s, %C[%i] : memref<8xf64>
    %v = affine.load %V[%k] : memref<4xf64, strided<[1], offset: ?>>
    %w = arith.mulf %v, %s : f64
    affine.store %w, %V[%k] : memref<4xf64, strided<[1], offset: ?>>
  }
  return
}
"#;
    for (i, o) in [(2, 0), (5, 2), (7, 4), (0, 1)] {
        both(
            src,
            "f",
            &[
                buf(ElemType::F64, &[8]),
                ArgValue::Index(i),
                ArgValue::Index(o),
            ],
        )
        .expect("runs");
    }
}

#[test]
fn a_function_called_with_one_buffer_twice_is_not_promoted() {
    // @acc(%a, %b) with %a == %b: a[0] and b[k] coincide at k = 0.
    let src = r#"func.func @acc(%a: memref<5xi32>, %b: memref<5xi32>) {
  affine.for %k = 0 to 5 {
    %x = affine.load %a[0] : memref<5xi32>
    %y = affine.load %b[%k] : memref<5xi32>
    %s = arith.addi %x, %y : i32
    affine.store %s, %a[0] : memref<5xi32>
    %t = arith.muli %s, %y : i32
    affine.store %t, %b[%k] : memref<5xi32>
  }
  return
}
func.func @main(%X: memref<5xi32>, %Y: memref<5xi32>) {
  func.call @acc(%X, %X) : (memref<5xi32>, memref<5xi32>) -> ()
  func.call @acc(%X, %Y) : (memref<5xi32>, memref<5xi32>) -> ()
  return
}
"#;
    let x = buf(ElemType::I32, &[5]);
    both(src, "main", &[x.clone(), x.clone()]).expect("runs");
    // Called only with distinct buffers, the arguments are distinct: a[0] is promoted, and
    // a fault inside the callee's loop (b smaller than 5) still leaves the same memory.
    let src2 = src.replace(
        "  func.call @acc(%X, %X) : (memref<5xi32>, memref<5xi32>) -> ()\n",
        "",
    );
    both(&src2, "main", &[x.clone(), x.clone()]).expect("runs");
    let src3 = src2
        .replace("%b: memref<5xi32>", "%b: memref<?xi32>")
        .replace("%b[%k] : memref<5xi32>", "%b[%k] : memref<?xi32>")
        .replace("%Y: memref<5xi32>", "%Y: memref<?xi32>")
        .replace(
            "(memref<5xi32>, memref<5xi32>) -> ()",
            "(memref<5xi32>, memref<?xi32>) -> ()",
        );
    let r = both(&src3, "main", &[x, buf(ElemType::I32, &[3])]);
    assert_err(r, ExecErrorKind::OutOfBounds, "affine.load", 4);
}

#[test]
fn faults_inside_the_optimised_loop_leave_the_interpreters_memory() {
    // C[%i] is kept in a register; the division by X[k] fails at the first zero of X (k = 2
    // with X = -2, -1, 0, ...): C[%i] must hold the sum stored in iterations 0 and 1, and
    // Y[0], Y[1] the stores before the fault.
    let src = r#"func.func @f(%C: memref<4xi32>, %X: memref<6xi32>, %Y: memref<6xi32>, %i: index) {
  affine.for %k = 0 to 6 {
    %c = affine.load %C[%i] : memref<4xi32>
    %x = affine.load %X[%k] : memref<6xi32>
    %s = arith.addi %c, %x : i32
    affine.store %s, %C[%i] : memref<4xi32>
    %q = arith.divsi %s, %x : i32
    affine.store %q, %Y[%k] : memref<6xi32>
  }
  return
}
"#;
    let args = [
        buf(ElemType::I32, &[4]),
        buf(ElemType::I32, &[6]),
        buf(ElemType::I32, &[6]),
        ArgValue::Index(1),
    ];
    let r = both(src, "f", &args);
    assert_err(r, ExecErrorKind::DivisionByZero, "arith.divsi", 7);
    // Without a zero divisor the loop completes.
    let mut ok = args.to_vec();
    let mut xb = Buffer::zeroed(ElemType::I32, &[6]).expect("buffer");
    for k in 0..6 {
        xb.set_int(k, k as i64 + 1).expect("set");
    }
    ok[1] = ArgValue::Memref(xb);
    both(src, "f", &ok).expect("runs");
    // An out-of-bounds store of Y inside the fast loop (Y is smaller): the pre-check sends
    // it to the plain loop, which faults at k = 3 after the stores of k < 3.
    let src2 = src
        .replace("%Y: memref<6xi32>", "%Y: memref<3xi32>")
        .replace(
            "affine.store %q, %Y[%k] : memref<6xi32>",
            "affine.store %q, %Y[%k] : memref<3xi32>",
        );
    ok[2] = buf(ElemType::I32, &[3]);
    let r = both(&src2, "f", &ok);
    assert_err(r, ExecErrorKind::OutOfBounds, "affine.store", 8);
}

#[test]
fn faults_in_a_runtime_call_inside_the_optimised_loop_store_the_cell_back() {
    // memref.alloc of a negative size fails inside the loop (at k = 3) after C[%i] was
    // updated in iterations 0..2 (the engines word allocation failures differently).
    let src = r#"func.func @f(%C: memref<4xf64>, %i: index) {
  affine.for %k = 0 to 6 {
    %c = affine.load %C[%i] : memref<4xf64>
    %one = arith.constant 1.25 : f64
    %s = arith.addf %c, %one : f64
    affine.store %s, %C[%i] : memref<4xf64>
    %n = affine.apply affine_map<(d0) -> (2 - d0)>(%k)
    %m = memref.alloc(%n) : memref<?xf64>
    memref.dealloc %m : memref<?xf64>
  }
  return
}
"#;
    let r = both_with(
        src,
        "f",
        &[buf(ElemType::F64, &[4]), ArgValue::Index(3)],
        false,
    );
    assert_err(r, ExecErrorKind::Allocation, "memref.alloc", 8);
}

#[test]
fn promoted_cells_of_every_element_type() {
    for (ty, elem, add) in [
        ("f32", ElemType::F32, "addf"),
        ("i8", ElemType::I8, "addi"),
        ("i16", ElemType::I16, "addi"),
        ("i64", ElemType::I64, "addi"),
        ("index", ElemType::Index, "addi"),
    ] {
        let src = format!(
            r#"func.func @f(%C: memref<3x3x{ty}>, %X: memref<9x{ty}>, %i: index, %j: index) {{
  affine.for %k = 0 to 9 step 2 {{
    %c = memref.load %C[%i, %j] : memref<3x3x{ty}>
    %x = affine.load %X[%k] : memref<9x{ty}>
    %s = arith.{add} %c, %x : {ty}
    memref.store %s, %C[%i, %j] : memref<3x3x{ty}>
    %d = affine.load %C[%i, %j] : memref<3x3x{ty}>
    %e = arith.{add} %d, %d : {ty}
    affine.store %e, %C[%i, %j] : memref<3x3x{ty}>
  }}
  return
}}
"#
        );
        for (i, j) in [(0, 0), (2, 1), (3, 0)] {
            let _ = both(
                &src,
                "f",
                &[
                    buf(elem, &[3, 3]),
                    buf(elem, &[9]),
                    ArgValue::Index(i),
                    ArgValue::Index(j),
                ],
            );
        }
    }
}

/// A deterministic stream of choices.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(1);
        seeded_bits(self.0) % n.max(1)
    }
}

/// A random innermost loop around the optimisation's corners: accumulators at invariant
/// cells (sometimes out of bounds, sometimes the same memref at a varying index, sometimes a
/// view of the same buffer), dynamic bounds (sometimes empty or past the arrays), a division
/// that may fail, conditional stores.
fn program(seed: u64) -> String {
    let mut r = Rng(seed);
    let mut s = String::from(
        "func.func @f(%A: memref<6x6xi32>, %B: memref<6x6xi32>, %X: memref<8xf64>, %Y: memref<8xf64>, %p: index, %q: index, %lo: index, %hi: index) {\n",
    );
    s += "  %V = memref.subview %A[1, 0] [4, 6] [1, 1] : memref<6x6xi32> to memref<4x6xi32, strided<[6, 1], offset: 6>>\n";
    s += "  affine.for %t = 0 to 2 {\n";
    let step = 1 + r.below(2);
    s += &format!("  affine.for %k = %lo to %hi step {step} {{\n");
    let cell = |r: &mut Rng| -> String {
        match r.below(4) {
            0 => "%p, %q".into(),
            1 => "%q, %p + 1".into(),
            2 => "%p, %t".into(),
            _ => "%t + 2, %q".into(),
        }
    };
    let var = |r: &mut Rng| -> String {
        match r.below(3) {
            0 => "%k, %q".into(),
            1 => "%p, %k".into(),
            _ => "%k - 1, %k".into(),
        }
    };
    let mut ints = vec!["%c0".to_string()];
    s += "    %c0 = arith.constant 3 : i32\n";
    let mut n = 0;
    for _ in 0..(3 + r.below(5)) {
        n += 1;
        let mem = ["%A", "%B"][r.below(2) as usize];
        let ty = "memref<6x6xi32>";
        match r.below(7) {
            0 | 1 => {
                s += &format!("    %l{n} = affine.load {mem}[{}] : {ty}\n", cell(&mut r));
                ints.push(format!("%l{n}"));
            }
            2 => {
                s += &format!("    %l{n} = affine.load {mem}[{}] : {ty}\n", var(&mut r));
                ints.push(format!("%l{n}"));
            }
            3 => {
                let v = &ints[r.below(ints.len() as u64) as usize];
                let w = &ints[r.below(ints.len() as u64) as usize];
                s += &format!("    %l{n} = arith.addi {v}, {w} : i32\n");
                s += &format!("    affine.store %l{n}, {mem}[{}] : {ty}\n", cell(&mut r));
                ints.push(format!("%l{n}"));
            }
            4 => {
                let v = &ints[r.below(ints.len() as u64) as usize];
                let w = &ints[r.below(ints.len() as u64) as usize];
                s += &format!("    %l{n} = arith.remsi {v}, {w} : i32\n");
                ints.push(format!("%l{n}"));
            }
            5 => {
                let v = &ints[r.below(ints.len() as u64) as usize];
                s += &format!(
                    "    %v{n} = affine.load %V[{}] : memref<4x6xi32, strided<[6, 1], offset: 6>>\n",
                    cell(&mut r)
                );
                s += &format!("    %l{n} = arith.muli {v}, %v{n} : i32\n");
                s += &format!(
                    "    affine.store %l{n}, %V[{}] : memref<4x6xi32, strided<[6, 1], offset: 6>>\n",
                    cell(&mut r)
                );
                ints.push(format!("%l{n}"));
            }
            _ => {
                let v = &ints[r.below(ints.len() as u64) as usize];
                s += &format!("    %b{n} = arith.cmpi sgt, {v}, %c0 : i32\n");
                s += &format!("    scf.if %b{n} {{\n");
                s += &format!("      affine.store {v}, {mem}[{}] : {ty}\n", cell(&mut r));
                s += "    }\n";
            }
        }
    }
    // A float accumulator in Y at an invariant cell, fed by X[k].
    s += "    %x = affine.load %X[%k] : memref<8xf64>\n";
    s += "    %y = affine.load %Y[%p] : memref<8xf64>\n";
    s += "    %ys = arith.addf %y, %x : f64\n";
    s += "    affine.store %ys, %Y[%p] : memref<8xf64>\n";
    s += "  }\n  }\n  return\n}\n";
    s
}

fn run_random(seed: u64) -> Result<bool, TestCaseError> {
    let src = program(seed);
    let mut r = Rng(seed ^ 0x5eed);
    let pick = |r: &mut Rng, xs: &[i64]| xs[r.below(xs.len() as u64) as usize];
    let args = [
        buf(ElemType::I32, &[6, 6]),
        buf(ElemType::I32, &[6, 6]),
        buf(ElemType::F64, &[8]),
        buf(ElemType::F64, &[8]),
        ArgValue::Index(pick(&mut r, &[0, 1, 3, 4, 6])),
        ArgValue::Index(pick(&mut r, &[0, 2, 5, 6])),
        ArgValue::Index(pick(&mut r, &[-1, 0, 1, 3])),
        ArgValue::Index(pick(&mut r, &[0, 2, 5, 6, 7, 9])),
    ];
    let out = std::panic::catch_unwind(|| both(&src, "f", &args))
        .map_err(|_| TestCaseError::fail(format!("seed {seed}")))?;
    Ok(out.is_err())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]
    #[test]
    fn random_loops_agree(seed in any::<u64>()) {
        run_random(seed)?;
    }
}

#[test]
fn random_generator_hits_both_outcomes() {
    let mut failed = 0;
    for seed in 0..60 {
        failed += usize::from(run_random(seed).unwrap_or_else(|e| panic!("{e}")));
    }
    assert!((5..=55).contains(&failed), "{failed} of 60 programs failed");
}
