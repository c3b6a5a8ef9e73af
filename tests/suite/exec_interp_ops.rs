//! Less common operations in the interpreter, each with a result derived by hand in the comment
//! next to it: cf.switch, scf.index_switch, unsigned scf.for, memref.collapse_shape /
//! expand_shape views, memref.global, math.ipowi / fpowi, math.isnan, memref.alloca_scope.

use tessera::codegen::interp;
use tessera::codegen::value::ArgValue;
use tessera::ir::{parse, verify, Registry};

fn run(src: &str, args: &mut [ArgValue]) -> Vec<ArgValue> {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{e}"));
    verify(&m, reg).unwrap_or_else(|e| panic!("{e}"));
    interp::run(&m, "f", args).unwrap_or_else(|e| panic!("{e}"))
}

fn idx(v: i64) -> ArgValue {
    ArgValue::Index(v)
}

#[test]
fn switches() {
    // cf.switch on 5: case 5 branches to ^b1 with 50; on 7: default ^b0 with 0.
    let src = "func.func @f(%x: i32) -> index {\n  %c0 = arith.constant 0 : index\n  %c50 = arith.constant 50 : index\n  %c60 = arith.constant 60 : index\n  cf.switch %x : i32, [\n    default: ^b0(%c0 : index),\n    5: ^b1(%c50 : index),\n    6: ^b1(%c60 : index)\n  ]\n^b0(%a: index):\n  return %a : index\n^b1(%b: index):\n  return %b : index\n}\n";
    assert_eq!(
        run(
            src,
            &mut [ArgValue::Int {
                value: 5,
                width: 32
            }]
        ),
        vec![idx(50)]
    );
    assert_eq!(
        run(
            src,
            &mut [ArgValue::Int {
                value: 6,
                width: 32
            }]
        ),
        vec![idx(60)]
    );
    assert_eq!(
        run(
            src,
            &mut [ArgValue::Int {
                value: 7,
                width: 32
            }]
        ),
        vec![idx(0)]
    );
    // scf.index_switch: case 2 -> 20, default -> 0.
    let src = "func.func @f(%x: index) -> index {\n  %r = scf.index_switch %x -> index\n  case 2 {\n    %c = arith.constant 20 : index\n    scf.yield %c : index\n  }\n  default {\n    %c = arith.constant 0 : index\n    scf.yield %c : index\n  }\n  return %r : index\n}\n";
    assert_eq!(run(src, &mut [idx(2)]), vec![idx(20)]);
    assert_eq!(run(src, &mut [idx(3)]), vec![idx(0)]);
}

#[test]
fn unsigned_loop_and_powers() {
    // scf.for unsigned from 0 to -1 (2^64 - 1 unsigned) would run forever; from 5 to 2 runs 0
    // times signed and unsigned; from -2 (2^64 - 2) to -1 runs once unsigned, counting 1.
    let src = "func.func @f(%lo: index, %hi: index) -> index {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %n = scf.for unsigned %i = %lo to %hi step %c1 iter_args(%a = %c0) -> (index) {\n    %b = arith.addi %a, %c1 : index\n    scf.yield %b : index\n  }\n  return %n : index\n}\n";
    assert_eq!(run(src, &mut [idx(-2), idx(-1)]), vec![idx(1)]);
    assert_eq!(run(src, &mut [idx(5), idx(2)]), vec![idx(0)]);
    // 3^5 = 243; in i8 that wraps to 243 - 256 = -13. 2.0^-2 = 0.25.
    let src = "func.func @f(%b: i8, %e: i8, %x: f64, %k: i32) -> (i8, f64, i1) {\n  %p = math.ipowi %b, %e : i8\n  %q = math.fpowi %x, %k : f64, i32\n  %n = math.isnan %q : f64\n  return %p, %q, %n : i8, f64, i1\n}\n";
    let r = run(
        src,
        &mut [
            ArgValue::Int { value: 3, width: 8 },
            ArgValue::Int { value: 5, width: 8 },
            ArgValue::F64(2.0),
            ArgValue::Int {
                value: -2,
                width: 32,
            },
        ],
    );
    assert_eq!(
        r,
        vec![
            ArgValue::Int {
                value: -13,
                width: 8
            },
            ArgValue::F64(0.25),
            ArgValue::Int { value: 0, width: 1 }
        ]
    );
}

#[test]
fn reshapes_and_globals() {
    // G = [[1, 2, 3], [4, 5, 6]] (memref.global). collapse to 6 elements: element 4 is 5.
    // expand to 3x2: element [2, 0] is flat 4 = 5, element [1, 1] is flat 3 = 4.
    // Inside an alloca_scope, a scratch alloca receives G[1, 2] = 6.
    let src = "memref.global \"private\" constant @G : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>\nfunc.func @f() -> (i32, i32, i32, i32) {\n  %g = memref.get_global @G : memref<2x3xi32>\n  %c = memref.collapse_shape %g [[0, 1]] : memref<2x3xi32> into memref<6xi32>\n  %e = memref.expand_shape %c [[0, 1]] output_shape [3, 2] : memref<6xi32> into memref<3x2xi32>\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n  %c4 = arith.constant 4 : index\n  %a = memref.load %c[%c4] : memref<6xi32>\n  %b = memref.load %e[%c2, %c0] : memref<3x2xi32>\n  %d = memref.load %e[%c1, %c1] : memref<3x2xi32>\n  %s = memref.alloca_scope -> (i32) {\n    %t = memref.alloca() : memref<1xi32>\n    %v = memref.load %g[%c1, %c2] : memref<2x3xi32>\n    memref.store %v, %t[%c0] : memref<1xi32>\n    %w = memref.load %t[%c0] : memref<1xi32>\n    memref.alloca_scope.return %w : i32\n  }\n  return %a, %b, %d, %s : i32, i32, i32, i32\n}\n";
    let r = run(src, &mut []);
    let i = |v| ArgValue::Int {
        value: v,
        width: 32,
    };
    assert_eq!(r, vec![i(5), i(5), i(4), i(6)]);
}
