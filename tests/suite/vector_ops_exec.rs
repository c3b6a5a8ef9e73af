//! Execution of vector.contract (and the other vector ops the engines run beyond loads and
//! stores): hand-derived results written in the tests, and the JIT against the interpreter,
//! bit for bit, on seeded random instances.

use tessera::codegen::buffer::{Buffer, ElemType};
use tessera::codegen::interp;
use tessera::codegen::jit::{self, JitOptions};
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::codegen::Executable;
use tessera::ir::{parse, print, verify, Module, Registry};

fn module(src: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{}\n{src}", e.render("t.mlir", src)));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}\n{src}", e.render("t.mlir", src)));
    m
}

fn buf(elem: ElemType, shape: &[usize], vals: &[f64]) -> ArgValue {
    let mut b = Buffer::zeroed(elem, shape).expect("buffer");
    for (i, &v) in vals.iter().enumerate() {
        if elem.is_float() {
            b.set_f64(i, v).expect("set");
        } else {
            b.set_int(i, v as i64).expect("set");
        }
    }
    ArgValue::Memref(b)
}

fn floats(a: &ArgValue) -> Vec<f64> {
    let ArgValue::Memref(b) = a else {
        panic!("not a memref")
    };
    (0..b.len()).map(|i| b.get_f64(i).expect("get")).collect()
}

fn ints(a: &ArgValue) -> Vec<i64> {
    let ArgValue::Memref(b) = a else {
        panic!("not a memref")
    };
    (0..b.len()).map(|i| b.get_int(i).expect("get")).collect()
}

/// Runs `f` on the interpreter and on the JIT with the same arguments; the results, the memory
/// and (on failure) the error must be identical. Returns the interpreter's arguments after the
/// run and whether it failed.
fn run_both(src: &str, f: &str, args: Vec<ArgValue>) -> (Vec<ArgValue>, Option<String>) {
    let m = module(src);
    let mut a = args.clone();
    let mut b = args;
    let x = interp::run(&m, f, &mut a);
    let c = jit::compile(&m, JitOptions::default()).unwrap_or_else(|e| panic!("{e}\n{src}"));
    let y = c.call(f, &mut b);
    let failed = match (x, y) {
        (Ok(p), Ok(q)) => {
            assert_eq!(p, q, "results\n{src}");
            None
        }
        (Err(e), Err(g)) => {
            assert_eq!(
                (e.exec_kind(), &e.op(), e.pos(), &e.message()),
                (g.exec_kind(), &g.op(), g.pos(), &g.message()),
                "errors: {e} / {g}\n{src}"
            );
            Some(e.message().into_owned())
        }
        (p, q) => panic!("interpreter {p:?} vs JIT {q:?}\n{src}"),
    };
    for (k, (p, q)) in a.iter().zip(&b).enumerate() {
        assert!(p == q, "array #{k} differs\n{src}");
    }
    (a, failed)
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn vty(shape: &[usize], e: &str) -> String {
    if shape.is_empty() {
        return e.to_string();
    }
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    format!("vector<{}x{e}>", dims.join("x"))
}

fn mty(shape: &[usize], e: &str) -> String {
    if shape.is_empty() {
        return format!("memref<1x{e}>");
    }
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    format!("memref<{}x{e}>", dims.join("x"))
}

/// Reads (`%name = ...`) a value of `shape` from memref argument `%arg`.
fn read(name: &str, arg: &str, shape: &[usize], e: &str, pad: &str) -> String {
    if shape.is_empty() {
        return format!("  %{name} = memref.load %{arg}[%c0] : {}\n", mty(shape, e));
    }
    let idx = vec!["%c0"; shape.len()].join(", ");
    format!(
        "  %{name} = vector.transfer_read %{arg}[{idx}], {pad} : {}, {}\n",
        mty(shape, e),
        vty(shape, e)
    )
}

fn write(name: &str, arg: &str, shape: &[usize], e: &str) -> String {
    if shape.is_empty() {
        return format!("  memref.store %{name}, %{arg}[%c0] : {}\n", mty(shape, e));
    }
    let idx = vec!["%c0"; shape.len()].join(", ");
    format!(
        "  vector.transfer_write %{name}, %{arg}[{idx}] : {}, {}\n",
        vty(shape, e),
        mty(shape, e)
    )
}

/// A function `@f(%A, %B, %C)` contracting `%A` and `%B` into `%C` (read as the accumulator,
/// written with the result). `maps` are the dims of each operand's map.
fn contract_program(
    dims: usize,
    reduction: &[bool],
    maps: [&[usize]; 3],
    sizes: &[usize],
    e: &str,
    kind: Option<&str>,
) -> String {
    let shape = |m: &[usize]| m.iter().map(|&d| sizes[d]).collect::<Vec<_>>();
    let (ls, rs, cs) = (shape(maps[0]), shape(maps[1]), shape(maps[2]));
    let pad = if e.starts_with('f') { "%pf" } else { "%pi" };
    let ds: Vec<String> = (0..dims).map(|d| format!("d{d}")).collect();
    let map = |m: &[usize]| {
        let r: Vec<String> = m.iter().map(|&d| format!("d{d}")).collect();
        format!("affine_map<({}) -> ({})>", ds.join(", "), r.join(", "))
    };
    let iters: Vec<&str> = reduction
        .iter()
        .map(|&r| if r { "\"reduction\"" } else { "\"parallel\"" })
        .collect();
    let kind = kind.map_or(String::new(), |k| format!(", kind = #vector.kind<{k}>"));
    let mut s = format!(
        "func.func @f(%A: {}, %B: {}, %C: {}) {{\n  %c0 = arith.constant 0 : index\n",
        mty(&ls, e),
        mty(&rs, e),
        mty(&cs, e)
    );
    if e.starts_with('f') {
        s += &format!("  %pf = arith.constant 0.0 : {e}\n");
    } else {
        s += &format!("  %pi = arith.constant 0 : {e}\n");
    }
    s += &read("a", "A", &ls, e, pad);
    s += &read("b", "B", &rs, e, pad);
    s += &read("c", "C", &cs, e, pad);
    s += &format!(
        "  %r = vector.contract {{indexing_maps = [{}, {}, {}], iterator_types = [{}]{kind}}} %a, %b, %c : {}, {} into {}\n",
        map(maps[0]),
        map(maps[1]),
        map(maps[2]),
        iters.join(", "),
        vty(&ls, e),
        vty(&rs, e),
        vty(&cs, e)
    );
    s += &write("r", "C", &cs, e);
    s += "  return\n}\n";
    s
}

/// Matmul `C(2x2) += A(2x3) * B(3x2)` on f64, written out by hand.
#[test]
fn contract_matmul_by_hand() {
    let src = contract_program(
        3,
        &[false, false, true],
        [&[0, 2], &[2, 1], &[0, 1]],
        &[2, 2, 3],
        "f64",
        None,
    );
    let a = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0];
    let b = [7.0, 8.0, 9.0, 10.0, 11.0, 12.0];
    let c = [0.5, -1.0, 100.0, 0.25];
    let args = vec![
        buf(ElemType::F64, &[2, 3], &a),
        buf(ElemType::F64, &[3, 2], &b),
        buf(ElemType::F64, &[2, 2], &c),
    ];
    let (out, failed) = run_both(&src, "f", args);
    assert_eq!(failed, None);
    // C[0][0] = 0.5 + 1*7 + 2*9 + 3*11 = 58.5;   C[0][1] = -1 + 1*8 + 2*10 + 3*12 = 63
    // C[1][0] = 100 + 4*7 + 5*9 + 6*11 = 239;    C[1][1] = 0.25 + 4*8 + 5*10 + 6*12 = 154.25
    assert_eq!(floats(&out[2]), vec![58.5, 63.0, 239.0, 154.25]);
}

/// The combination order is observable on f32: `acc + 1e8*1 + (-1e8)*1 + 1*1` is 1 (the acc 0
/// absorbs nothing; 1e8 - 1e8 = 0; then + 1) in the documented order, while a sum that added
/// the small terms first would lose them (`1e8 + 1` rounds to 1e8 in f32).
#[test]
fn contract_order_is_row_major_over_reduction_dims() {
    let src = contract_program(1, &[true], [&[0], &[0], &[]], &[3], "f32", None);
    let args = vec![
        buf(ElemType::F32, &[3], &[1e8, -1e8, 1.0]),
        buf(ElemType::F32, &[3], &[1.0, 1.0, 1.0]),
        buf(ElemType::F32, &[1], &[0.0]),
    ];
    let (out, failed) = run_both(&src, "f", args);
    assert_eq!(failed, None);
    assert_eq!(floats(&out[2]), vec![1.0]);
    // The order the other way round: (0 + 1) + 1e8 rounds to 1e8, then - 1e8 = 0.
    let args = vec![
        buf(ElemType::F32, &[3], &[1.0, 1e8, -1e8]),
        buf(ElemType::F32, &[3], &[1.0, 1.0, 1.0]),
        buf(ElemType::F32, &[1], &[0.0]),
    ];
    let (out, _) = run_both(&src, "f", args);
    assert_eq!(floats(&out[2]), vec![0.0]);
}

/// Integer kinds, with the accumulator combined first: `maxsi` and `mul` on a transposed
/// matrix-vector product, computed here by loops.
#[test]
fn contract_integer_kinds_by_loops() {
    // (i, k): lhs A[k][i] (transposed), rhs x[k], acc y[i].
    let a: Vec<i64> = vec![3, -2, 5, 1, 4, -6, 2, 2, -1, 0, 7, 3];
    let x: Vec<i64> = vec![2, -3, 1];
    let y: Vec<i64> = vec![1, -50, 2, 9];
    for kind in ["add", "mul", "maxsi", "minsi", "xor"] {
        let src = contract_program(
            2,
            &[false, true],
            [&[1, 0], &[1], &[0]],
            &[4, 3],
            "i32",
            Some(kind),
        );
        let args = vec![
            buf(
                ElemType::I32,
                &[3, 4],
                &a.iter().map(|&v| v as f64).collect::<Vec<_>>(),
            ),
            buf(
                ElemType::I32,
                &[3],
                &x.iter().map(|&v| v as f64).collect::<Vec<_>>(),
            ),
            buf(
                ElemType::I32,
                &[4],
                &y.iter().map(|&v| v as f64).collect::<Vec<_>>(),
            ),
        ];
        let (out, failed) = run_both(&src, "f", args);
        assert_eq!(failed, None);
        let want: Vec<i64> = (0..4)
            .map(|i| {
                (0..3).fold(y[i], |acc, k| {
                    let p = a[k * 4 + i] * x[k];
                    match kind {
                        "add" => acc + p,
                        "mul" => acc * p,
                        "maxsi" => acc.max(p),
                        "minsi" => acc.min(p),
                        _ => acc ^ p,
                    }
                })
            })
            .collect();
        assert_eq!(ints(&out[2]), want, "kind {kind}");
    }
}

/// Random contractions (shapes, dim orders, kinds, element types): the JIT equals the
/// interpreter bit for bit, and on float `add` both equal a loop nest in the documented order.
#[test]
fn random_contractions_agree() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut checked = 0;
    for seed in 0..40u64 {
        let dims = 1 + rng.below(4) as usize;
        let mut reduction: Vec<bool> = (0..dims).map(|_| rng.below(2) == 0).collect();
        if reduction.iter().all(|&r| !r) && rng.below(2) == 0 {
            reduction[0] = true;
        }
        let sizes: Vec<usize> = (0..dims).map(|_| 1 + rng.below(3) as usize).collect();
        // Each reduction dim goes to both operands; each parallel dim to the acc and to one or
        // both operands; each operand's dims are shuffled.
        let mut l = vec![];
        let mut r = vec![];
        let mut c = vec![];
        for (d, &red) in reduction.iter().enumerate() {
            if red {
                l.push(d);
                r.push(d);
            } else {
                c.push(d);
                match rng.below(3) {
                    0 => l.push(d),
                    1 => r.push(d),
                    _ => {
                        l.push(d);
                        r.push(d);
                    }
                }
            }
        }
        for v in [&mut l, &mut r, &mut c] {
            for i in (1..v.len()).rev() {
                v.swap(i, rng.below(i as u64 + 1) as usize);
            }
        }
        let (e, kinds): (&str, &[&str]) = match rng.below(4) {
            0 => ("f32", &["add", "mul", "maximumf", "minnumf"]),
            1 => ("f64", &["add", "maxnumf", "minimumf"]),
            2 => ("i32", &["add", "mul", "maxui", "and", "or"]),
            _ => ("i64", &["add", "minui", "xor"]),
        };
        let kind = kinds[rng.below(kinds.len() as u64) as usize];
        let src = contract_program(dims, &reduction, [&l, &r, &c], &sizes, e, Some(kind));
        let m = module(&src);
        let args: Vec<ArgValue> = entry_args(&m, "f", Fill::Seeded(seed), &[])
            .expect("args")
            .into_iter()
            .map(|a| a.value)
            .collect();
        let before = args.clone();
        let (out, failed) = run_both(&src, "f", args);
        assert_eq!(failed, None, "{src}");
        if e.starts_with('f') && kind == "add" {
            // The loop nest: result lanes row-major over the acc's dims, reduction points
            // row-major over the reduction dims in dim order.
            let lane =
                |map: &[usize], it: &[usize]| map.iter().fold(0usize, |a, &d| a * sizes[d] + it[d]);
            let (fa, fb, fc) = (floats(&before[0]), floats(&before[1]), floats(&before[2]));
            let red: Vec<usize> = (0..dims).filter(|&d| reduction[d]).collect();
            let n_red: usize = red.iter().map(|&d| sizes[d]).product();
            let mut want = vec![];
            for (o, &acc0) in fc.iter().enumerate() {
                let mut it = vec![0usize; dims];
                let mut rest = o;
                for &d in c.iter().rev() {
                    it[d] = rest % sizes[d];
                    rest /= sizes[d];
                }
                let mut acc = acc0;
                for k in 0..n_red {
                    let mut rest = k;
                    for &d in red.iter().rev() {
                        it[d] = rest % sizes[d];
                        rest /= sizes[d];
                    }
                    let (x, y) = (fa[lane(&l, &it)], fb[lane(&r, &it)]);
                    acc = if e == "f32" {
                        f64::from(acc as f32 + (x as f32 * y as f32))
                    } else {
                        acc + x * y
                    };
                }
                want.push(acc);
            }
            checked += 1;
            let got = floats(&out[2]);
            assert_eq!(
                got.iter().map(|x| x.to_bits()).collect::<Vec<_>>(),
                want.iter().map(|x| x.to_bits()).collect::<Vec<_>>(),
                "{src}"
            );
        }
    }
    assert!(checked >= 3, "only {checked} float add instances");
}

/// The custom form prints as mlir-opt 22 prints it (expected text from
/// `/usr/lib/llvm-22/bin/mlir-opt` on the program `contract_program` writes here, run by hand).
#[test]
fn contract_roundtrip() {
    let src = contract_program(
        3,
        &[false, false, true],
        [&[0, 2], &[2, 1], &[0, 1]],
        &[2, 2, 3],
        "f32",
        Some("maxnumf"),
    );
    let m = module(&src);
    let out = print(&m, Registry::standard(), Default::default());
    let want = r#"#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @f(%arg0: memref<2x3xf32>, %arg1: memref<3x2xf32>, %arg2: memref<2x2xf32>) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0, %c0], %cst : memref<2x3xf32>, vector<2x3xf32>
    %1 = vector.transfer_read %arg1[%c0, %c0], %cst : memref<3x2xf32>, vector<3x2xf32>
    %2 = vector.transfer_read %arg2[%c0, %c0], %cst : memref<2x2xf32>, vector<2x2xf32>
    %3 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %0, %1, %2 : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
    vector.transfer_write %3, %arg2[%c0, %c0] : vector<2x2xf32>, memref<2x2xf32>
    return
  }
}

"#;
    assert_eq!(out, want);
}

/// A function gathering from `%A` (then scattering into `%B`) with constant vectors.
fn gather_program(
    shape: &[usize],
    base: &[i64],
    iv: &[i64],
    iv_ty: &str,
    mask: &[bool],
    pass: &[f64],
) -> String {
    let n = iv.len();
    let mt = mty(shape, "f32");
    let list = |xs: Vec<String>| xs.join(", ");
    let mut s = format!("func.func @f(%A: {mt}, %B: {mt}, %G: memref<{n}xf32>) {{\n");
    s += "  %c0 = arith.constant 0 : index\n";
    for (k, b) in base.iter().enumerate() {
        s += &format!("  %i{k} = arith.constant {b} : index\n");
    }
    s += &format!(
        "  %iv = arith.constant dense<[{}]> : vector<{n}x{iv_ty}>\n",
        list(iv.iter().map(|x| x.to_string()).collect())
    );
    s += &format!(
        "  %m = arith.constant dense<[{}]> : vector<{n}xi1>\n",
        list(mask.iter().map(|x| x.to_string()).collect())
    );
    s += &format!(
        "  %p = arith.constant dense<[{}]> : vector<{n}xf32>\n",
        list(pass.iter().map(|x| format!("{x:?}")).collect())
    );
    let idx = list((0..base.len()).map(|k| format!("%i{k}")).collect());
    s += &format!(
        "  %g = vector.gather %A[{idx}] [%iv], %m, %p : {mt}, vector<{n}x{iv_ty}>, vector<{n}xi1>, vector<{n}xf32> into vector<{n}xf32>\n"
    );
    s += &format!(
        "  vector.scatter %B[{idx}] [%iv], %m, %g : {mt}, vector<{n}x{iv_ty}>, vector<{n}xi1>, vector<{n}xf32>\n"
    );
    s += &format!(
        "  vector.transfer_write %g, %G[%c0] : vector<{n}xf32>, memref<{n}xf32>\n  return\n}}\n"
    );
    s
}

/// Gather and scatter by hand: masked-off lanes take pass_thru (and their index, out of
/// bounds here, is not used); duplicate scatter indices: the last active lane wins.
#[test]
fn gather_scatter_by_hand() {
    let src = gather_program(
        &[2, 4],
        &[1, 1],
        &[2, -1, 0, 100, 2],
        "i32",
        &[true, true, true, false, true],
        &[-1.0, -2.0, -3.0, -4.0, -5.0],
    );
    // A = [[0 1 2 3] [4 5 6 7]]: row 1, columns 1+2, 1-1, 1+0, (off), 1+2.
    let a: Vec<f64> = (0..8).map(f64::from).collect();
    let args = vec![
        buf(ElemType::F32, &[2, 4], &a),
        buf(ElemType::F32, &[2, 4], &[0.0; 8]),
        buf(ElemType::F32, &[5], &[0.0; 5]),
    ];
    let (out, failed) = run_both(&src, "f", args);
    assert_eq!(failed, None);
    // The gathered vector is 7, 4, 5, -4, 7; the scatter writes B[1][3] = 7, B[1][0] = 4,
    // B[1][1] = 5, then B[1][3] = 7 again (lane 4).
    assert_eq!(floats(&out[2]), vec![7.0, 4.0, 5.0, -4.0, 7.0]);
    assert_eq!(
        floats(&out[1]),
        vec![0.0, 0.0, 0.0, 0.0, 4.0, 5.0, 0.0, 7.0]
    );
    // Duplicate scatter indices with different values: the last active lane wins.
    let src = r#"func.func @f(%B: memref<1x4xf32>) {
  %c0 = arith.constant 0 : index
  %iv = arith.constant dense<[1, 3, 1, 1]> : vector<4xindex>
  %m = arith.constant dense<[true, true, true, false]> : vector<4xi1>
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  vector.scatter %B[%c0, %c0] [%iv], %m, %v : memref<1x4xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  return
}
"#;
    let (out, failed) = run_both(src, "f", vec![buf(ElemType::F32, &[1, 4], &[0.0; 4])]);
    assert_eq!(failed, None);
    // Column 1 gets lane 0's 1.0 then lane 2's 3.0 (lane 3 is masked off); column 3 gets 2.0.
    assert_eq!(floats(&out[0]), vec![0.0, 3.0, 0.0, 2.0]);
}

/// An active lane out of bounds faults, identically in both engines (checked by `run_both`),
/// with an out-of-bounds message.
#[test]
fn gather_out_of_bounds_faults() {
    for iv in [[0i64, 4], [-2, 0]] {
        let src = gather_program(&[2, 4], &[0, 1], &iv, "i64", &[true, true], &[0.0, 0.0]);
        let args = vec![
            buf(ElemType::F32, &[2, 4], &[0.0; 8]),
            buf(ElemType::F32, &[2, 4], &[0.0; 8]),
            buf(ElemType::F32, &[2], &[0.0; 2]),
        ];
        let (_, failed) = run_both(&src, "f", args);
        let msg = failed.expect("faults");
        assert!(msg.contains("out of bounds"), "{msg}");
    }
}

/// Random gathers and scatters (some active lanes out of bounds): both engines agree on the
/// result, the memory and the error.
#[test]
fn random_gather_scatter_agree() {
    let mut rng = Rng(0x0123_4567_89AB_CDEF);
    let mut faults = 0;
    for seed in 0..40u64 {
        let rank = 1 + rng.below(2) as usize;
        let shape: Vec<usize> = (0..rank).map(|_| 1 + rng.below(6) as usize).collect();
        let base: Vec<i64> = shape.iter().map(|&s| rng.below(s as u64) as i64).collect();
        let n = 1 + rng.below(8) as usize;
        let last = *shape.last().expect("rank >= 1") as i64;
        let iv: Vec<i64> = (0..n)
            .map(|_| rng.below(last as u64 + 2) as i64 - base[rank - 1] - 1)
            .collect();
        let mask: Vec<bool> = (0..n).map(|_| rng.below(4) != 0).collect();
        let pass: Vec<f64> = (0..n).map(|k| -(k as f64) - 0.5).collect();
        let ty = ["i32", "i64", "index"][rng.below(3) as usize];
        let src = gather_program(&shape, &base, &iv, ty, &mask, &pass);
        let m = module(&src);
        let args: Vec<ArgValue> = entry_args(&m, "f", Fill::Seeded(seed), &[])
            .expect("args")
            .into_iter()
            .map(|a| a.value)
            .collect();
        if run_both(&src, "f", args).1.is_some() {
            faults += 1;
        }
    }
    assert!(faults > 0 && faults < 40, "{faults} faults");
}

/// Gather and scatter print as mlir-opt 22 prints them (expected text from
/// `/usr/lib/llvm-22/bin/mlir-opt` on the input below, run by hand).
#[test]
fn gather_scatter_roundtrip() {
    let src = r#"func.func @f(%A: memref<4x8xf32>, %iv: vector<4xi32>, %m: vector<4xi1>, %pt: vector<4xf32>, %i: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %g = vector.gather %A[%i, %c0] [%iv], %m, %pt {foo} : memref<4x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %A[%c0, %i][%iv], %m, %g : memref<4x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return %g : vector<4xf32>
}
"#;
    let want = r#"module {
  func.func @f(%arg0: memref<4x8xf32>, %arg1: vector<4xi32>, %arg2: vector<4xi1>, %arg3: vector<4xf32>, %arg4: index) -> vector<4xf32> {
    %c0 = arith.constant 0 : index
    %0 = vector.gather %arg0[%arg4, %c0] [%arg1], %arg2, %arg3 {foo} : memref<4x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.scatter %arg0[%c0, %arg4] [%arg1], %arg2, %0 : memref<4x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
    return %0 : vector<4xf32>
  }
}

"#;
    let m = module(src);
    assert_eq!(print(&m, Registry::standard(), Default::default()), want);
    let again = module(want);
    assert_eq!(
        print(&again, Registry::standard(), Default::default()),
        want
    );
}

/// vector.print parses and prints as mlir-opt 22 prints it (expected text from
/// `/usr/lib/llvm-22/bin/mlir-opt` on the input below, run by hand) and is executed.
#[test]
fn print_roundtrip_and_execution() {
    let src = r#"func.func @f(%v: vector<2x3xf32>, %i: index, %s: vector<[4]xi8>) {
  vector.print %v : vector<2x3xf32>
  vector.print %i : index
  vector.print %i : index punctuation <close>
  vector.print punctuation <open>
  vector.print punctuation <newline>
  vector.print str "a \"b\"\n"
  return
}
"#;
    let want = r#"module {
  func.func @f(%arg0: vector<2x3xf32>, %arg1: index, %arg2: vector<[4]xi8>) {
    vector.print %arg0 : vector<2x3xf32>
    vector.print %arg1 : index
    vector.print %arg1 : index punctuation <close>
    vector.print punctuation <open>
    vector.print
    vector.print str "a \22b\22\0A"
    return
  }
}

"#;
    let m = module(src);
    assert_eq!(print(&m, Registry::standard(), Default::default()), want);
    let again = module(want);
    assert_eq!(
        print(&again, Registry::standard(), Default::default()),
        want
    );
    // A string with a source or a punctuation is rejected (as mlir-opt does).
    let bad = "func.func @f() {\n  vector.print str \"x\" punctuation <comma>\n  return\n}\n";
    let reg = Registry::standard();
    let m = parse(bad, reg).expect("parses");
    let e = verify(&m, reg).expect_err("rejected");
    assert!(
        e.render("t.mlir", bad)
            .contains("`source` or `punctuation` are not set when printing strings"),
        "{}",
        e.render("t.mlir", bad)
    );
    // Both engines execute it (the output format is tested in `vector_print_exec.rs`).
    let run = "func.func @f() {\n  %c = arith.constant 1 : index\n  vector.print %c : index\n  return\n}\n";
    let m = module(run);
    let mut out = vec![];
    interp::run_with_output(&m, "f", &mut [], Default::default(), None, &mut out)
        .expect("executed");
    assert_eq!(out, b"1\n");
    let c = jit::compile(&m, JitOptions::default()).expect("compiled");
    let mut out = vec![];
    c.call_with("f", &mut [], &mut out, None).expect("executed");
    assert_eq!(out, b"1\n");
}

/// A contraction the engines do not run (mixed element types, which mlir-opt accepts) is
/// refused with the reason, not miscomputed.
#[test]
fn mixed_precision_contract_is_refused() {
    let src = r#"func.func @f(%A: memref<4xi8>, %C: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0 : i8
  %a = vector.transfer_read %A[%c0], %p : memref<4xi8>, vector<4xi8>
  %s = memref.load %C[%c0] : memref<1xi32>
  %r = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %a, %s : vector<4xi8>, vector<4xi8> into i32
  memref.store %r, %C[%c0] : memref<1xi32>
  return
}
"#;
    let m = module(src);
    let mut args = vec![
        buf(ElemType::I8, &[4], &[1.0, 2.0, 3.0, 4.0]),
        buf(ElemType::I32, &[1], &[0.0]),
    ];
    let e = interp::run(&m, "f", &mut args).expect_err("refused");
    assert!(e.message().contains("not supported"), "{e}");
    let e = jit::compile(&m, JitOptions::default()).expect_err("refused");
    let msg = e.to_string();
    assert!(
        msg.contains("is not supported by the JIT with mixed element types"),
        "{msg}"
    );
}
