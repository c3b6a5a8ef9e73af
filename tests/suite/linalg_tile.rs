//! `linalg-tile` and `linalg-tile-and-fuse` against the untiled ops: every tiled or fused
//! module is lowered with `linalg-to-affine`, verified, printed and re-parsed, and run by the
//! reference interpreter with seeded arguments; its memrefs must equal (bit for bit) those of
//! the original module lowered the same way. Covers matmul, batch_matmul, a convolution with
//! stride 2 and dilation 2, pooling, generics with reductions and `linalg.index`, dynamic
//! shapes, parametric sizes, partial tiles, every tile-size vector over small shapes for ops of
//! 2-4 loops, scf tile loops, fusion chains (elementwise, fill + matmul + elementwise, a
//! convolution consumer with a halo) and parallel tile loops run in forward, reversed and
//! shuffled order. Refusals carry a witness that replays in the lowered scratch module.

use tessera::codegen::interp::{self, ParallelOrder, RunOptions};
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::dependence::replay::{replay, WitnessQuery};
use tessera::ir::{parse, print, verify, Module, OpId, PrintOptions, Registry};
use tessera::transforms::linalg::fuse::tile_and_fuse;
use tessera::transforms::linalg::structured_ops;
use tessera::transforms::linalg::tile::{tile_op, LoopType, TileOptions, TileSize};
use tessera::transforms::parse_pipeline;
use tessera::transforms::refusal::{Outcome, Reason};

const SRC: &str = r#"
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @mm(%A: memref<5x7xf32>, %B: memref<7x6xf32>, %C: memref<5x6xf32>) {
  linalg.matmul ins(%A, %B : memref<5x7xf32>, memref<7x6xf32>) outs(%C : memref<5x6xf32>)
  return
}
func.func @bmm(%A: memref<2x3x4xf64>, %B: memref<2x4x5xf64>, %C: memref<2x3x5xf64>) {
  linalg.batch_matmul ins(%A, %B : memref<2x3x4xf64>, memref<2x4x5xf64>) outs(%C : memref<2x3x5xf64>)
  return
}
func.func @conv(%I: memref<1x13x13x2xf32>, %F: memref<3x3x2x3xf32>, %O: memref<1x5x5x3xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%I, %F : memref<1x13x13x2xf32>, memref<3x3x2x3xf32>) outs(%O : memref<1x5x5x3xf32>)
  return
}
func.func @pool(%I: memref<1x9x9x2xf32>, %W: memref<3x3xf32>, %O: memref<1x4x4x2xf32>) {
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%I, %W : memref<1x9x9x2xf32>, memref<3x3xf32>) outs(%O : memref<1x4x4x2xf32>)
  return
}
func.func @rowsum(%A: memref<6x7xf64>, %S: memref<6xf64>) {
  linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%A : memref<6x7xf64>) outs(%S : memref<6xf64>) {
  ^bb0(%a: f64, %acc: f64):
    %s = arith.addf %acc, %a : f64
    linalg.yield %s : f64
  }
  return
}
func.func @iota(%O: memref<7x5xi64>) {
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]}
      outs(%O : memref<7x5xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c100 = arith.constant 100 : index
    %t = arith.muli %i, %c100 : index
    %u = arith.addi %t, %j : index
    %v = arith.index_cast %u : index to i64
    %w = arith.addi %v, %o : i64
    linalg.yield %w : i64
  }
  return
}
func.func @dyn(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.matmul ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>)
  return
}
func.func @param(%A: memref<5x7xf32>, %B: memref<7x6xf32>, %C: memref<5x6xf32>, %T: index, %U: index) {
  linalg.matmul ins(%A, %B : memref<5x7xf32>, memref<7x6xf32>) outs(%C : memref<5x6xf32>)
  return
}
"#;

const FUSE: &str = r#"
#id = affine_map<(i, j) -> (i, j)>
func.func @chain(%A: memref<10x12xf32>, %B: memref<10x12xf32>, %O: memref<10x12xf32>) {
  %t1 = memref.alloc() : memref<10x12xf32>
  %t2 = memref.alloc() : memref<10x12xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%A, %B : memref<10x12xf32>, memref<10x12xf32>) outs(%t1 : memref<10x12xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t1 : memref<10x12xf32>) outs(%t2 : memref<10x12xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t2, %A : memref<10x12xf32>, memref<10x12xf32>) outs(%O : memref<10x12xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  }
  memref.dealloc %t1 : memref<10x12xf32>
  memref.dealloc %t2 : memref<10x12xf32>
  return
}
func.func @mmchain(%A: memref<8x6xf32>, %B: memref<6x9xf32>, %O: memref<8x9xf32>) {
  %c = memref.alloc() : memref<8x9xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<8x9xf32>)
  linalg.matmul ins(%A, %B : memref<8x6xf32>, memref<6x9xf32>) outs(%c : memref<8x9xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<8x9xf32>) outs(%O : memref<8x9xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  }
  memref.dealloc %c : memref<8x9xf32>
  return
}
func.func @halo(%A: memref<1x13x13x2xf32>, %F: memref<3x3x2x3xf32>, %O: memref<1x5x5x3xf32>) {
  %t = memref.alloc() : memref<1x13x13x2xf32>
  linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%A : memref<1x13x13x2xf32>) outs(%t : memref<1x13x13x2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  }
  linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%t, %F : memref<1x13x13x2xf32>, memref<3x3x2x3xf32>) outs(%O : memref<1x5x5x3xf32>)
  memref.dealloc %t : memref<1x13x13x2xf32>
  return
}
func.func @kept(%A: memref<10x12xf32>, %T: memref<10x12xf32>, %O: memref<10x12xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<10x12xf32>) outs(%T : memref<10x12xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%T : memref<10x12xf32>) outs(%O : memref<10x12xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  }
  return
}
func.func @accum(%A: memref<8x6xf32>, %B: memref<6x9xf32>, %C: memref<8x9xf32>, %O: memref<8x9xf32>) {
  linalg.matmul ins(%A, %B : memref<8x6xf32>, memref<6x9xf32>) outs(%C : memref<8x9xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%C : memref<8x9xf32>) outs(%O : memref<8x9xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  }
  return
}
"#;

fn reg() -> &'static Registry {
    Registry::standard()
}

fn load(src: &str) -> Module {
    let m = parse(src, reg()).unwrap_or_else(|e| panic!("{e}"));
    verify(&m, reg()).unwrap_or_else(|e| panic!("{e}"));
    m
}

fn text(m: &Module) -> String {
    print(m, reg(), PrintOptions::default())
}

/// Verifies, prints and re-parses `m` (checking the text is accepted), lowers it with
/// `linalg-to-affine` and does the same.
fn lower(m: &Module, what: &str) -> Module {
    verify(m, reg()).unwrap_or_else(|e| panic!("{what}: {e}\n{}", text(m)));
    let back = parse(&text(m), reg()).unwrap_or_else(|e| panic!("{what}: {e}\n{}", text(m)));
    let mut l = back;
    parse_pipeline("linalg-to-affine")
        .unwrap()
        .run(&mut l)
        .unwrap_or_else(|e| panic!("{what}: {e}\n{}", text(m)));
    verify(&l, reg()).unwrap_or_else(|e| panic!("{what}: lowered: {e}\n{}", text(&l)));
    parse(&text(&l), reg()).unwrap_or_else(|e| panic!("{what}: {e}"))
}

fn bytes(v: &[ArgValue]) -> Vec<Vec<u8>> {
    v.iter().map(ArgValue::bytes).collect()
}

fn run(
    m: &Module,
    f: &str,
    seed: u64,
    sizes: &[(&str, &str)],
    order: ParallelOrder,
) -> Vec<ArgValue> {
    let sizes: Vec<(String, String)> = sizes
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    let args = entry_args(m, f, Fill::Seeded(seed), &sizes).unwrap_or_else(|e| panic!("@{f}: {e}"));
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    let opts = RunOptions {
        max_steps: Some(100_000_000),
        parallel_order: order,
    };
    interp::run_with(m, f, &mut vals, opts).unwrap_or_else(|e| panic!("@{f}: {e}"));
    vals
}

fn func_op(m: &Module, f: &str) -> OpId {
    m.walk(m.top())
        .into_iter()
        .find(|&o| {
            m.op(o).name == "func.func"
                && m.op(o).attr("sym_name").and_then(|a| a.as_str()) == Some(f)
        })
        .unwrap_or_else(|| panic!("no @{f}"))
}

/// The last structured op of `f`.
fn last_op(m: &Module, f: &str) -> OpId {
    *structured_ops(m, func_op(m, f))
        .last()
        .expect("a linalg op")
}

fn consts(s: &[i64]) -> Vec<TileSize> {
    s.iter().map(|&c| TileSize::Const(c)).collect()
}

/// Tiles the last op of `f` by `sizes` and checks the results against the untiled op.
/// Returns the outcome (the IR checks are done only when applied).
fn check_tile(
    base: &Module,
    f: &str,
    sizes: &[TileSize],
    opts: TileOptions,
    run_sizes: &[(&str, &str)],
) -> Outcome {
    let mut m = base.clone();
    let op = last_op(&m, f);
    let r = tile_op(&mut m, reg(), op, sizes, opts).unwrap_or_else(|e| panic!("@{f}: {e}"));
    if let Outcome::Refused(_) = r.outcome {
        assert_eq!(text(&m), text(base), "@{f}: a refusal changed the IR");
        return r.outcome;
    }
    let what = format!("@{f} by {sizes:?}");
    let want = lower(base, &what);
    let got = lower(&m, &what);
    for seed in [1, 2] {
        let a = run(&want, f, seed, run_sizes, ParallelOrder::Forward);
        let b = run(&got, f, seed, run_sizes, ParallelOrder::Forward);
        assert_eq!(bytes(&a), bytes(&b), "{what} (seed {seed})\n{}", text(&m));
    }
    r.outcome
}

/// Every vector of sizes from `choices` for `n` loops.
fn all_vectors(n: usize, choices: &[i64]) -> Vec<Vec<i64>> {
    let mut out = vec![vec![]];
    for _ in 0..n {
        let mut next = vec![];
        for v in &out {
            for &c in choices {
                let mut w = v.clone();
                w.push(c);
                next.push(w);
            }
        }
        out = next;
    }
    out
}

#[test]
fn matmul_every_tile_size_vector() {
    let m = load(SRC);
    let mut applied = 0;
    for sizes in all_vectors(3, &[0, 1, 2, 3, 4, 7]) {
        let o = check_tile(&m, "mm", &consts(&sizes), TileOptions::default(), &[]);
        if sizes.iter().any(|&s| s > 0) {
            // Every loop of a matmul may be tiled: k keeps its order per C[i][j].
            assert_eq!(o, Outcome::Applied, "{sizes:?}");
            applied += 1;
        }
    }
    assert_eq!(applied, 6 * 6 * 6 - 1);
}

#[test]
fn generics_every_tile_size_vector() {
    let m = load(SRC);
    for f in ["rowsum", "iota"] {
        for sizes in all_vectors(2, &[0, 1, 2, 3, 4, 5, 8]) {
            let o = check_tile(&m, f, &consts(&sizes), TileOptions::default(), &[]);
            if sizes.iter().any(|&s| s > 0) {
                assert_eq!(o, Outcome::Applied, "@{f} {sizes:?}");
            }
        }
    }
}

#[test]
fn batch_matmul_every_tile_size_vector() {
    let m = load(SRC);
    for sizes in all_vectors(4, &[0, 1, 2, 3]) {
        let o = check_tile(&m, "bmm", &consts(&sizes), TileOptions::default(), &[]);
        if sizes.iter().any(|&s| s > 0) {
            assert_eq!(o, Outcome::Applied, "{sizes:?}");
        }
    }
}

#[test]
fn scf_tile_loops() {
    let m = load(SRC);
    let opts = TileOptions {
        loop_type: LoopType::Scf,
        ..TileOptions::default()
    };
    // Static sizes dividing the ranges (the tile op's bounds stay static).
    for sizes in [vec![5, 3, 7], vec![1, 2, 0], vec![0, 6, 1]] {
        let o = check_tile(&m, "mm", &consts(&sizes), opts, &[]);
        assert_eq!(o, Outcome::Applied);
    }
    let mut t = m.clone();
    let op = last_op(&t, "mm");
    tile_op(&mut t, reg(), op, &consts(&[5, 3]), opts).unwrap();
    let s = text(&t);
    assert_eq!(s.matches("scf.for").count(), 2, "{s}");
    assert!(s.contains("linalg.matmul ins(%subview"), "{s}");
}

/// The convolution's loops: n, oh, ow, f, kh, kw, c.
#[test]
fn convolution_stride_and_dilation() {
    let m = load(SRC);
    for sizes in [
        vec![0, 2, 3],
        vec![1, 2, 2, 2],
        vec![0, 4, 4, 3],
        vec![0, 3, 0, 2],
        vec![0, 0, 0, 0, 2],       // one reduction loop alone keeps the order
        vec![0, 2, 2, 0, 1],       // kh tiled by 1
        vec![0, 0, 0, 0, 0, 0, 0], // nothing to tile
    ] {
        let o = check_tile(&m, "conv", &consts(&sizes), TileOptions::default(), &[]);
        if sizes.iter().any(|&s| s > 0) {
            assert_eq!(o, Outcome::Applied, "{sizes:?}");
        }
    }
    // Pooling (loops n, oh, ow, c, kh, kw).
    for sizes in [vec![0, 3, 2, 1], vec![1, 1, 1, 1], vec![0, 0, 0, 0, 2]] {
        let o = check_tile(&m, "pool", &consts(&sizes), TileOptions::default(), &[]);
        assert_eq!(o, Outcome::Applied, "pool {sizes:?}");
    }
}

/// Tiling two reduction loops of the convolution (or a later reduction loop alone) would
/// change each output's accumulation order: refused with a witness that replays.
#[test]
fn convolution_reassociation_refused_with_replayable_witness() {
    let m = load(SRC);
    for sizes in [
        vec![0, 0, 0, 0, 2, 2],
        vec![0, 0, 0, 0, 0, 0, 1],
        vec![0, 0, 0, 0, 0, 2],
    ] {
        let mut t = m.clone();
        let op = last_op(&t, "conv");
        let r = tile_op(&mut t, reg(), op, &consts(&sizes), TileOptions::default()).unwrap();
        let Outcome::Refused(refusal) = &r.outcome else {
            panic!("{sizes:?} was not refused: {:?}", r.outcome);
        };
        assert_eq!(text(&t), text(&m), "refusal changed the IR");
        let Reason::Breaks(b) = &refusal.reason else {
            panic!("{sizes:?}: {:?}", refusal.reason);
        };
        let scratch = r.scratch.as_ref().expect("scratch module");
        assert_eq!(refusal.pos, m.op(op).pos, "the refusal is at the linalg op");
        assert_eq!(b.src_pos, m.op(op).pos);
        let msg = refusal.message(scratch);
        assert!(msg.contains("%O["), "{msg}");
        replay(
            scratch,
            reg(),
            &WitnessQuery {
                src_op: b.src_op,
                dst_op: b.dst_op,
                src_iter: &b.src_iter,
                dst_iter: &b.dst_iter,
                cell: &b.cell,
            },
            &[],
            10_000_000,
        )
        .unwrap_or_else(|e| panic!("{sizes:?}: witness does not replay: {e}\n{msg}"));
        // The witness really has a negative component on a tiled loop.
        let neg = sizes
            .iter()
            .enumerate()
            .any(|(k, &s)| s > 0 && b.dst_iter[k] < b.src_iter[k]);
        assert!(neg, "{sizes:?}: {msg}");
        // Forced: applied, and the refusal is kept.
        let mut f = m.clone();
        let op = last_op(&f, "conv");
        let opts = TileOptions {
            force: true,
            ..TileOptions::default()
        };
        let r = tile_op(&mut f, reg(), op, &consts(&sizes), opts).unwrap();
        assert!(matches!(r.outcome, Outcome::Forced(_)), "{:?}", r.outcome);
        lower(&f, "forced");
    }
}

/// With `reassociate`, the reductions of the convolution may be tiled; results agree within
/// rounding (not bit for bit).
#[test]
fn reassociate_allows_reduction_tiling() {
    let m = load(SRC);
    let sizes = consts(&[0, 2, 0, 0, 2, 2, 1]);
    let mut t = m.clone();
    let op = last_op(&t, "conv");
    let opts = TileOptions {
        reassociate: true,
        ..TileOptions::default()
    };
    let r = tile_op(&mut t, reg(), op, &sizes, opts).unwrap();
    assert_eq!(r.outcome, Outcome::Applied);
    let want = lower(&m, "conv");
    let got = lower(&t, "conv reassociated");
    let a = run(&want, "conv", 3, &[], ParallelOrder::Forward);
    let b = run(&got, "conv", 3, &[], ParallelOrder::Forward);
    let (ArgValue::Memref(x), ArgValue::Memref(y)) = (&a[2], &b[2]) else {
        panic!("no output")
    };
    let (x, y) = (x.bytes(), y.bytes());
    assert_eq!(x.len(), y.len());
    for (p, q) in x.chunks(4).zip(y.chunks(4)) {
        let p = f32::from_le_bytes(p.try_into().unwrap());
        let q = f32::from_le_bytes(q.try_into().unwrap());
        assert!((p - q).abs() <= 1e-4 * p.abs().max(1.0), "{p} vs {q}");
    }
    // Not reassociable: the matmul-like payload of pooling max is, the generic below is not.
    let src = r#"
func.func @sub(%A: memref<4x6xf64>, %S: memref<4xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%A : memref<4x6xf64>) outs(%S : memref<4xf64>) {
  ^bb0(%a: f64, %acc: f64):
    %s = arith.subf %acc, %a : f64
    linalg.yield %s : f64
  }
  return
}"#;
    // Tiling j alone keeps the order (legal); with an outer... here the reduction is the only
    // tiled loop, which is legal without reassociation too.
    let m2 = load(src);
    let o = check_tile(&m2, "sub", &consts(&[0, 4]), opts, &[]);
    assert_eq!(o, Outcome::Applied);
}

#[test]
fn dynamic_shapes_and_parametric_sizes() {
    let m = load(SRC);
    let dims = [("arg0", "5x7"), ("arg1", "7x6"), ("arg2", "5x6")];
    for sizes in [vec![2, 4, 3], vec![0, 5, 0], vec![3, 0, 2], vec![8, 8, 8]] {
        let o = check_tile(&m, "dyn", &consts(&sizes), TileOptions::default(), &dims);
        assert_eq!(o, Outcome::Applied);
    }
    let f = func_op(&m, "param");
    let args = m.block(m.region(m.op(f).regions[0]).blocks[0]).args.clone();
    let (t, u) = (args[3], args[4]);
    for (tv, uv) in [("2", "4"), ("1", "1"), ("3", "7"), ("6", "2")] {
        for sizes in [
            vec![TileSize::Value(t), TileSize::Value(u)],
            vec![TileSize::Const(0), TileSize::Value(u), TileSize::Value(t)],
        ] {
            let o = check_tile(
                &m,
                "param",
                &sizes,
                TileOptions::default(),
                &[("arg3", tv), ("arg4", uv)],
            );
            assert_eq!(o, Outcome::Applied);
        }
    }
}

/// The tiled `linalg.index` is offset by the tile's lower bound.
#[test]
fn linalg_index_is_offset() {
    let m = load(SRC);
    let mut t = m.clone();
    let op = last_op(&t, "iota");
    tile_op(&mut t, reg(), op, &consts(&[3, 2]), TileOptions::default()).unwrap();
    let s = text(&t);
    assert_eq!(s.matches("linalg.index").count(), 2);
    assert!(s.contains("affine.apply"), "{s}");
}

/// Unsupported maps are refused with the operand named.
#[test]
fn unsupported_maps_are_refused() {
    let src = r#"
func.func @rev(%A: memref<8xf32>, %B: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (7 - i)>, affine_map<(i) -> (i)>],
                  iterator_types = ["parallel"]}
      ins(%A : memref<8xf32>) outs(%B : memref<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}"#;
    let m = load(src);
    let mut t = m.clone();
    let op = last_op(&t, "rev");
    let r = tile_op(&mut t, reg(), op, &consts(&[2]), TileOptions::default()).unwrap();
    let Outcome::Refused(refusal) = r.outcome else {
        panic!("not refused");
    };
    let msg = refusal.message(&t);
    assert!(msg.contains("input 0") && msg.contains("negative"), "{msg}");
}

fn check_fuse(base: &Module, f: &str, sizes: &[i64], parallel: bool) -> (Module, usize, usize) {
    let mut m = base.clone();
    let op = last_op(&m, f);
    let r =
        tile_and_fuse(&mut m, reg(), op, sizes, parallel).unwrap_or_else(|e| panic!("@{f}: {e}"));
    assert_eq!(r.outcome, Outcome::Applied, "@{f} {sizes:?}");
    assert_eq!(r.parallel.is_some(), parallel, "@{f}: {:?}", r.notes);
    let what = format!("@{f} fused by {sizes:?}");
    let want = lower(base, &what);
    let got = lower(&m, &what);
    let orders: &[ParallelOrder] = if parallel {
        &[
            ParallelOrder::Forward,
            ParallelOrder::Reversed,
            ParallelOrder::Shuffled(7),
        ]
    } else {
        &[ParallelOrder::Forward]
    };
    for seed in [1, 2] {
        let a = run(&want, f, seed, &[], ParallelOrder::Forward);
        for &o in orders {
            let b = run(&got, f, seed, &[], o);
            assert_eq!(
                bytes(&a),
                bytes(&b),
                "{what} (seed {seed}, {o:?})\n{}",
                text(&m)
            );
        }
    }
    (m, r.fused.len(), r.erased.len())
}

#[test]
fn fuse_elementwise_chain() {
    let m = load(FUSE);
    for sizes in all_vectors(2, &[0, 1, 3, 4, 10, 12]) {
        if sizes.iter().all(|&s| s == 0) {
            continue;
        }
        let (t, fused, erased) = check_fuse(&m, "chain", &sizes, false);
        assert_eq!((fused, erased), (2, 2), "{sizes:?}");
        let s = text(&t);
        let f = s.split("func.func @mmchain").next().unwrap();
        // All three generics are inside the tile loops.
        assert_eq!(f.matches("linalg.generic").count(), 3);
    }
    for sizes in [vec![4, 5], vec![3, 0], vec![10, 12]] {
        check_fuse(&m, "chain", &sizes, true);
    }
}

#[test]
fn fuse_fill_matmul_elementwise() {
    let m = load(FUSE);
    for sizes in all_vectors(2, &[0, 1, 3, 4, 9]) {
        if sizes.iter().all(|&s| s == 0) {
            continue;
        }
        let (_, fused, erased) = check_fuse(&m, "mmchain", &sizes, false);
        assert_eq!((fused, erased), (2, 2), "{sizes:?}");
        check_fuse(&m, "mmchain", &sizes, true);
    }
}

/// A convolution consumer reads overlapping windows (a halo): the elementwise producer is
/// recomputed on each tile's window.
#[test]
fn fuse_into_convolution_with_halo() {
    let m = load(FUSE);
    for sizes in [vec![0, 2, 2], vec![1, 1, 3, 2], vec![0, 5, 1]] {
        let (_, fused, _) = check_fuse(&m, "halo", &sizes, false);
        assert_eq!(fused, 1);
    }
    // Overlapping slices: not parallel.
    let mut t = m.clone();
    let op = last_op(&t, "halo");
    let r = tile_and_fuse(&mut t, reg(), op, &[0, 2, 2], true).unwrap();
    assert!(r.parallel.is_none());
    assert!(
        r.notes.iter().any(|(_, n)| n.contains("overlap")),
        "{:?}",
        r.notes
    );
}

/// A producer whose output is a function argument stays (its recomputation is idempotent);
/// one accumulating into such an output is not fused.
#[test]
fn fuse_keeps_or_refuses_producers() {
    let m = load(FUSE);
    let (t, fused, erased) = check_fuse(&m, "kept", &[4, 4], false);
    assert_eq!((fused, erased), (1, 0));
    let s = text(&t);
    let kept = s.split("func.func @kept").nth(1).unwrap();
    let kept = kept.split("func.func @accum").next().unwrap();
    assert_eq!(kept.matches("linalg.generic").count(), 3);
    let mut t = m.clone();
    let op = last_op(&t, "accum");
    let r = tile_and_fuse(&mut t, reg(), op, &[4, 4], false).unwrap();
    assert_eq!(r.fused.len(), 0);
    assert!(
        r.notes.iter().any(|(_, n)| n.contains("accumulate twice")),
        "{:?}",
        r.notes
    );
    check_fuse(&m, "accum", &[4, 4], false);
}

/// A memref used as two inputs through different maps gets one subview per operand.
#[test]
fn operand_used_twice() {
    let src = r#"
func.func @twice(%A: memref<6x6xf64>, %B: memref<6x6xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>,
                                   affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%A, %A : memref<6x6xf64>, memref<6x6xf64>) outs(%B : memref<6x6xf64>) {
  ^bb0(%a: f64, %t: f64, %b: f64):
    %s = arith.subf %a, %t : f64
    linalg.yield %s : f64
  }
  return
}"#;
    let m = load(src);
    for sizes in all_vectors(2, &[0, 1, 2, 4, 5]) {
        let o = check_tile(&m, "twice", &consts(&sizes), TileOptions::default(), &[]);
        if sizes.iter().any(|&s| s > 0) {
            assert_eq!(o, Outcome::Applied, "{sizes:?}");
        }
    }
}

/// The passes through the pipeline: refusals become remarks at the linalg op whose witness
/// replays in the snapshot the context keeps; the applied ops keep the results.
#[test]
fn passes_report_refusals_with_replayable_witnesses() {
    use tessera::transforms::PassContext;
    let m = load(SRC);
    let mut t = m.clone();
    let mut ctx = PassContext::new(reg()).keep_snapshots();
    parse_pipeline("linalg-tile{tile-sizes=0,0,0,0,2,2}")
        .unwrap()
        .run_with(&mut t, &mut ctx)
        .unwrap();
    // Only the convolution (7 loops) and the pooling (6 loops: kh, kw are 4 and 5) see sizes
    // on reduction loops 4 and 5; the convolution's tiling of kh and kw is refused, the
    // pooling's (n, oh, ow, c, kh, kw: sizes on kh, kw) too.
    let refused: Vec<_> = ctx
        .remarks
        .iter()
        .enumerate()
        .filter(|(_, r)| r.refusal.is_some())
        .collect();
    assert_eq!(refused.len(), 2, "{:#?}", ctx.remarks);
    for (k, r) in refused {
        assert!(r.message.contains("cannot tile 'linalg."), "{}", r.message);
        let snap = ctx.snapshot(k).expect("snapshot");
        let Reason::Breaks(b) = &r.refusal.as_ref().unwrap().reason else {
            panic!("{}", r.message);
        };
        replay(
            snap,
            reg(),
            &WitnessQuery {
                src_op: b.src_op,
                dst_op: b.dst_op,
                src_iter: &b.src_iter,
                dst_iter: &b.dst_iter,
                cell: &b.cell,
            },
            &[],
            10_000_000,
        )
        .unwrap_or_else(|e| panic!("{}: {e}", r.message));
    }
    // The rest of the module was tiled where it had loops 4 and 5 to tile (bmm has 4 loops,
    // so none): results are unchanged for every function without dynamic shapes.
    let want = lower(&m, "pass");
    let got = lower(&t, "pass");
    for f in ["mm", "bmm", "conv", "pool", "rowsum", "iota"] {
        let a = run(&want, f, 5, &[], ParallelOrder::Forward);
        let b = run(&got, f, 5, &[], ParallelOrder::Forward);
        assert_eq!(bytes(&a), bytes(&b), "@{f}");
    }
}

/// `tessera transform` steps: `linalg-tile OP %T,%U` (parametric), refusals naming the
/// dependence in the scratch module, `--force`, and `linalg-tile-and-fuse ... parallel`.
#[test]
fn transform_script_steps() {
    use tessera::transforms::script::{apply_step, parse_script};
    let m = load(SRC);
    let mut t = m.clone();
    let f = func_op(&t, "param");
    let steps = parse_script("linalg-tile linalg.matmul %T,%U").unwrap();
    let r = apply_step(&mut t, reg(), f, &steps[0], false).unwrap();
    assert_eq!(r.outcome, Outcome::Applied);
    assert_eq!(r.new_loops.len(), 2, "{:?}", r.new_loops);
    let want = lower(&m, "param");
    let got = lower(&t, "param tiled");
    let sizes = [("arg3", "2"), ("arg4", "4")];
    assert_eq!(
        bytes(&run(&want, "param", 1, &sizes, ParallelOrder::Forward)),
        bytes(&run(&got, "param", 1, &sizes, ParallelOrder::Forward))
    );
    let mut t = m.clone();
    let f = func_op(&t, "conv");
    let steps = parse_script("linalg-tile linalg.conv_2d_nhwc_hwcf 0,0,0,0,0,2").unwrap();
    let r = apply_step(&mut t, reg(), f, &steps[0], false).unwrap();
    let Outcome::Refused(refusal) = &r.outcome else {
        panic!("{:?}", r.outcome);
    };
    let msg = refusal.message(r.scratch.as_ref().expect("scratch"));
    assert!(msg.contains("dependence from 'affine."), "{msg}");
    let r = apply_step(&mut t, reg(), f, &steps[0], true).unwrap();
    assert!(matches!(r.outcome, Outcome::Forced(_)));
    assert!(parse_script("linalg-tile linalg.matmul -1").is_err());
    assert!(parse_script("linalg-tile-and-fuse 3:4 2,2 sideways").is_err());
    let fm = load(FUSE);
    let mut t = fm.clone();
    let f = func_op(&t, "mmchain");
    let steps = parse_script("linalg-tile-and-fuse linalg.generic 4,3 parallel").unwrap();
    let r = apply_step(&mut t, reg(), f, &steps[0], false).unwrap();
    assert_eq!(r.outcome, Outcome::Applied);
    assert!(text(&t).contains("affine.parallel"));
    let want = lower(&fm, "mmchain");
    let got = lower(&t, "mmchain fused");
    for o in [ParallelOrder::Reversed, ParallelOrder::Shuffled(3)] {
        assert_eq!(
            bytes(&run(&want, "mmchain", 1, &[], ParallelOrder::Forward)),
            bytes(&run(&got, "mmchain", 1, &[], o))
        );
    }
}

/// Fusion with dynamic shapes (a temporary allocated with the input's sizes), run with sizes.
#[test]
fn fuse_dynamic_shapes() {
    let src = r#"
#id = affine_map<(i, j) -> (i, j)>
func.func @dchain(%A: memref<?x?xf32>, %O: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %A, %c0 : memref<?x?xf32>
  %n = memref.dim %A, %c1 : memref<?x?xf32>
  %t = memref.alloc(%m, %n) : memref<?x?xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<?x?xf32>) outs(%t : memref<?x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : memref<?x?xf32>) outs(%O : memref<?x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  }
  memref.dealloc %t : memref<?x?xf32>
  return
}"#;
    let m = load(src);
    for (sizes, par) in [(vec![3, 4], true), (vec![2, 0], false), (vec![8, 1], true)] {
        let mut t = m.clone();
        let op = last_op(&t, "dchain");
        let r = tile_and_fuse(&mut t, reg(), op, &sizes, par).unwrap();
        assert_eq!(r.outcome, Outcome::Applied);
        assert_eq!((r.fused.len(), r.erased.len()), (1, 1));
        assert_eq!(r.parallel.is_some(), par);
        let want = lower(&m, "dchain");
        let got = lower(&t, "dchain fused");
        for dims in [("5x7", "5x7"), ("1x9", "1x9"), ("6x4", "6x4")] {
            let s = [("arg0", dims.0), ("arg1", dims.1)];
            let a = run(&want, "dchain", 2, &s, ParallelOrder::Forward);
            for o in [
                ParallelOrder::Forward,
                ParallelOrder::Reversed,
                ParallelOrder::Shuffled(9),
            ] {
                let b = run(&got, "dchain", 2, &s, o);
                assert_eq!(bytes(&a), bytes(&b), "{sizes:?} {dims:?} {o:?}");
            }
        }
    }
}

/// Tiling a tiled op again (its operands are subviews whose sizes are the outer tiles'
/// extents): the inner tile loops are bounded by those extents' affine.min.
#[test]
fn tile_twice() {
    let m = load(SRC);
    for (outer, inner) in [
        ([4, 4, 4], [2, 2, 2]),
        ([3, 4, 5], [2, 3, 2]),
        ([4, 0, 3], [1, 2, 2]),
    ] {
        let mut t = m.clone();
        let op = last_op(&t, "mm");
        let r = tile_op(&mut t, reg(), op, &consts(&outer), TileOptions::default()).unwrap();
        let tiled = r.tiled.expect("tiled").op;
        let r = tile_op(
            &mut t,
            reg(),
            tiled,
            &consts(&inner),
            TileOptions::default(),
        )
        .unwrap();
        assert_eq!(r.outcome, Outcome::Applied, "{outer:?} {inner:?}");
        let want = lower(&m, "mm");
        let got = lower(&t, "mm tiled twice");
        for seed in [1, 2] {
            assert_eq!(
                bytes(&run(&want, "mm", seed, &[], ParallelOrder::Forward)),
                bytes(&run(&got, "mm", seed, &[], ParallelOrder::Forward)),
                "{outer:?} {inner:?}"
            );
        }
    }
}
