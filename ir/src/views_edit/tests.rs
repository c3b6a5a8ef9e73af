//! Each setter applied to a parsed op must give, verified and printed (custom and generic
//! forms), what the parser gives for the edited op written by hand.

use tessera_polyhedral::affine::{AffineExpr, AffineMap, IntegerSet};

use crate::dialects::linalg::structured::{IndexOp, IteratorKind, Structured};
use crate::dma::{DmaPart, DmaStart, DmaWait};
use crate::module::{Module, OpId, ValueId};
use crate::views::{
    AffineApplyOp, AffineForOp, AffineIfOp, AffineLoadOp, AffineMinMaxOp, AffineParallelOp,
    AffinePrefetchOp, AffineStoreOp,
};
use crate::{parse, print, verify, PrintOptions, Registry};

fn d(i: u32) -> AffineExpr {
    AffineExpr::dim(i)
}

fn s(i: u32) -> AffineExpr {
    AffineExpr::symbol(i)
}

fn c(v: i64) -> AffineExpr {
    AffineExpr::constant(v)
}

fn map(nd: u32, ns: u32, exprs: Vec<AffineExpr>) -> AffineMap {
    AffineMap::new(nd, ns, exprs).unwrap()
}

/// The value named `%name` in the source.
fn val(m: &Module, name: &str) -> ValueId {
    m.value_named(name).unwrap()
}

/// The first op named `name`, in pre-order.
fn first(m: &Module, name: &str) -> OpId {
    m.walk(m.top())
        .into_iter()
        .find(|&o| m.op(o).name == name)
        .unwrap()
}

fn printed(m: &Module) -> [String; 2] {
    let reg = Registry::standard();
    [false, true].map(|generic| print(m, reg, PrintOptions { generic }))
}

/// Parses `before`, runs `edit` on its first op named `name`, verifies it and compares both
/// printed forms with those of `after`; the edit must renew the module's version.
fn check(before: &str, after: &str, name: &str, edit: impl FnOnce(&mut Module, OpId)) {
    let reg = Registry::standard();
    let want = parse(after, reg).unwrap();
    verify(&want, reg).unwrap();
    let mut m = parse(before, reg).unwrap();
    let op = first(&m, name);
    let v = m.version();
    edit(&mut m, op);
    assert_ne!(m.version(), v);
    verify(&m, reg).unwrap();
    assert_eq!(printed(&m), printed(&want));
}

const FOR: &str = "func.func @f(%n: index, %m: index, %x: f32) -> f32 {
  %r = affine.for %i = 0 to %n iter_args(%a = %x) -> (f32) {
    affine.yield %a : f32
  }
  return %r : f32
}";

#[test]
fn for_bounds_and_step() {
    let after = "func.func @f(%n: index, %m: index, %x: f32) -> f32 {
  %r = affine.for %i = max affine_map<(d0)[s0] -> (d0, s0 + 1)>(%m)[%n] to min affine_map<(d0) -> (d0, 100)>(%n) step 4 iter_args(%a = %x) -> (f32) {
    affine.yield %a : f32
  }
  return %r : f32
}";
    check(FOR, after, "affine.for", |m, op| {
        let (n, mm) = (val(m, "n"), val(m, "m"));
        let lb = map(1, 1, vec![d(0), s(0).add(&c(1))]);
        AffineForOp::set_lower_bound(m, op, lb, vec![mm, n]);
        AffineForOp::set_upper_bound(m, op, map(1, 0, vec![d(0), c(100)]), vec![n]);
        AffineForOp::set_step(m, op, 4);
    });
    // Back to constant bounds: operand groups shrink, the inits stay last.
    let after = "func.func @f(%n: index, %m: index, %x: f32) -> f32 {
  %r = affine.for %i = 2 to 7 iter_args(%a = %x) -> (f32) {
    affine.yield %a : f32
  }
  return %r : f32
}";
    check(FOR, after, "affine.for", |m, op| {
        AffineForOp::set_upper_bound(m, op, AffineMap::constant(7), vec![]);
        AffineForOp::set_lower_bound(m, op, AffineMap::constant(2), vec![]);
    });
}

#[test]
fn for_drop_iter_args() {
    let before = "func.func @f(%x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    affine.yield %x : f32
  }
  return
}";
    let after = "func.func @f(%x: f32) {
  affine.for %i = 0 to 10 {
  }
  return
}";
    check(before, after, "affine.for", AffineForOp::drop_iter_args);
}

#[test]
fn parallel_bounds_and_steps() {
    let before = "func.func @f(%n: index, %m: index) {
  affine.parallel (%i, %j) = (0, 0) to (%n, 10) step (2, 3) {
  }
  return
}";
    let after = "func.func @f(%n: index, %m: index) {
  affine.parallel (%i, %j) = (max(%m, 1), 2) to (%n, %m + 1) step (1, 5) {
  }
  return
}";
    check(before, after, "affine.parallel", |m, op| {
        let (n, mm) = (val(m, "n"), val(m, "m"));
        let lb = map(1, 0, vec![d(0), c(1), c(2)]);
        AffineParallelOp::set_lower_bounds(m, op, lb, &[2, 1], vec![mm]);
        let ub = map(2, 0, vec![d(0), d(1).add(&c(1))]);
        AffineParallelOp::set_upper_bounds(m, op, ub, &[1, 1], vec![n, mm]);
        AffineParallelOp::set_steps(m, op, &[1, 5]);
    });
    // Unchanged group sizes: only the map and operands change.
    let after = "func.func @f(%n: index, %m: index) {
  affine.parallel (%i, %j) = (0, 0) to (%m, 10) step (2, 3) {
  }
  return
}";
    check(before, after, "affine.parallel", |m, op| {
        let mm = val(m, "m");
        let ub = map(1, 0, vec![d(0), c(10)]);
        AffineParallelOp::set_upper_bounds(m, op, ub, &[1, 1], vec![mm]);
    });
}

#[test]
fn if_condition() {
    let before = "func.func @f(%i: index, %n: index) {
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) {
  }
  return
}";
    let after = "func.func @f(%i: index, %n: index) {
  affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0, d0 == 0)>(%i)[%n] {
  }
  return
}";
    check(before, after, "affine.if", |m, op| {
        let (i, n) = (val(m, "i"), val(m, "n"));
        let cons = vec![s(0).sub(&d(0)).sub(&c(1)), d(0)];
        let set = IntegerSet::new(1, 1, cons, vec![false, true]).unwrap();
        AffineIfOp::set_condition(m, op, set, vec![i, n]);
    });
}

const ACCESS: &str =
    "func.func @f(%A: memref<10xf32>, %B: memref<10x10xf32>, %i: index, %n: index) {
  %v = affine.load %A[%i] : memref<10xf32>
  affine.store %v, %A[%i] : memref<10xf32>
  affine.prefetch %A[%i], read, locality<3>, data : memref<10xf32>
  return
}";

#[test]
fn load_map_and_memref() {
    let after = "func.func @f(%A: memref<10xf32>, %B: memref<10x10xf32>, %i: index, %n: index) {
  %v = affine.load %B[%i + 1, %n] : memref<10x10xf32>
  affine.store %v, %A[%i] : memref<10xf32>
  affine.prefetch %A[%i], read, locality<3>, data : memref<10xf32>
  return
}";
    check(ACCESS, after, "affine.load", |m, op| {
        let (b, i, n) = (val(m, "B"), val(m, "i"), val(m, "n"));
        AffineLoadOp::set_memref(m, op, b);
        AffineLoadOp::set_map(m, op, map(2, 0, vec![d(0).add(&c(1)), d(1)]), vec![i, n]);
    });
}

#[test]
fn store_map_and_memref() {
    let after = "func.func @f(%A: memref<10xf32>, %B: memref<10x10xf32>, %i: index, %n: index) {
  %v = affine.load %A[%i] : memref<10xf32>
  affine.store %v, %B[symbol(%n), %i * 2] : memref<10x10xf32>
  affine.prefetch %A[%i], read, locality<3>, data : memref<10xf32>
  return
}";
    check(ACCESS, after, "affine.store", |m, op| {
        let (b, i, n) = (val(m, "B"), val(m, "i"), val(m, "n"));
        AffineStoreOp::set_memref(m, op, b);
        AffineStoreOp::set_map(m, op, map(1, 1, vec![s(0), d(0).mul(&c(2))]), vec![i, n]);
    });
}

#[test]
fn prefetch_map() {
    let after = "func.func @f(%A: memref<10xf32>, %B: memref<10x10xf32>, %i: index, %n: index) {
  %v = affine.load %A[%i] : memref<10xf32>
  affine.store %v, %A[%i] : memref<10xf32>
  affine.prefetch %A[%i + %n - 2], read, locality<3>, data : memref<10xf32>
  return
}";
    check(ACCESS, after, "affine.prefetch", |m, op| {
        let (i, n) = (val(m, "i"), val(m, "n"));
        let mp = map(2, 0, vec![d(0).add(&d(1)).sub(&c(2))]);
        AffinePrefetchOp::set_map(m, op, mp, vec![i, n]);
    });
}

const APPLY: &str = "func.func @f(%i: index, %n: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  %1 = affine.min affine_map<(d0) -> (d0, 10)>(%i)
  return %0, %1 : index, index
}";

#[test]
fn apply_map() {
    let after = "func.func @f(%i: index, %n: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%n]
  %1 = affine.min affine_map<(d0) -> (d0, 10)>(%i)
  return %0, %1 : index, index
}";
    check(APPLY, after, "affine.apply", |m, op| {
        let (i, n) = (val(m, "i"), val(m, "n"));
        let mp = map(1, 1, vec![d(0).mul(&c(2)).add(&s(0))]);
        AffineApplyOp::set_map(m, op, mp, vec![i, n]);
    });
}

#[test]
fn min_map() {
    let after = "func.func @f(%i: index, %n: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  %1 = affine.min affine_map<(d0, d1) -> (d0, d1, 10)>(%n, %i)
  return %0, %1 : index, index
}";
    check(APPLY, after, "affine.min", |m, op| {
        let (i, n) = (val(m, "i"), val(m, "n"));
        let mp = map(2, 0, vec![d(0), d(1), c(10)]);
        AffineMinMaxOp::set_map(m, op, mp, vec![n, i]);
    });
}

const DMA: &str = "func.func @f(%A: memref<256xf32>, %B: memref<32xf32, 1>, %T: memref<2xi32>, %i: index, %n: index) {
  affine.dma_start %A[%i], %B[%i], %T[0], %n : memref<256xf32>, memref<32xf32, 1>, memref<2xi32>
  affine.dma_wait %T[0], %n : memref<2xi32>
  return
}";

#[test]
fn dma_start_maps() {
    let after = "func.func @f(%A: memref<256xf32>, %B: memref<32xf32, 1>, %T: memref<2xi32>, %i: index, %n: index) {
  affine.dma_start %A[%i], %B[%i + %n], %T[%i mod 2], %n : memref<256xf32>, memref<32xf32, 1>, memref<2xi32>
  affine.dma_wait %T[0], %n : memref<2xi32>
  return
}";
    check(DMA, after, "affine.dma_start", |m, op| {
        let (i, n) = (val(m, "i"), val(m, "n"));
        let tag = map(1, 0, vec![d(0).modulo(&c(2))]);
        DmaStart::set_map(m, op, DmaPart::Tag, tag, vec![i]);
        let dst = map(2, 0, vec![d(0).add(&d(1))]);
        DmaStart::set_map(m, op, DmaPart::Dst, dst, vec![i, n]);
    });
    let after = "func.func @f(%A: memref<256xf32>, %B: memref<32xf32, 1>, %T: memref<2xi32>, %i: index, %n: index) {
  affine.dma_start %A[symbol(%n) * 2], %B[%i], %T[0], %n : memref<256xf32>, memref<32xf32, 1>, memref<2xi32>
  affine.dma_wait %T[0], %n : memref<2xi32>
  return
}";
    check(DMA, after, "affine.dma_start", |m, op| {
        let n = val(m, "n");
        let src = map(0, 1, vec![s(0).mul(&c(2))]);
        DmaStart::set_map(m, op, DmaPart::Src, src, vec![n]);
    });
}

#[test]
fn dma_wait_tag_map() {
    let after = "func.func @f(%A: memref<256xf32>, %B: memref<32xf32, 1>, %T: memref<2xi32>, %i: index, %n: index) {
  affine.dma_start %A[%i], %B[%i], %T[0], %n : memref<256xf32>, memref<32xf32, 1>, memref<2xi32>
  affine.dma_wait %T[%i floordiv 4 + 1], %n : memref<2xi32>
  return
}";
    check(DMA, after, "affine.dma_wait", |m, op| {
        let i = val(m, "i");
        let tag = map(1, 0, vec![d(0).floor_div(&c(4)).add(&c(1))]);
        DmaWait::set_tag_map(m, op, tag, vec![i]);
    });
}

/// A row sum as `linalg.generic` over `(d0, d1)` (loops given as `its`), the input read
/// through `in_map`, the output through `out_map`, the payload reading `linalg.index idx`.
fn row_sum(in_map: &str, out_map: &str, its: &str, idx: usize) -> String {
    format!(
        "func.func @f(%A: memref<4x8xf32>, %B: memref<4xf32>) {{
  linalg.generic {{indexing_maps = [affine_map<{in_map}>, affine_map<{out_map}>], iterator_types = [{its}]}} ins(%A : memref<4x8xf32>) outs(%B : memref<4xf32>) {{
  ^bb0(%a: f32, %b: f32):
    %k = linalg.index {idx} : index
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }}
  return
}}"
    )
}

#[test]
fn linalg_maps_iterators_and_index() {
    let before = row_sum(
        "(d0, d1) -> (d0, d1)",
        "(d0, d1) -> (d0)",
        "\"parallel\", \"reduction\"",
        0,
    );
    let after = row_sum(
        "(d0, d1) -> (d1, d0)",
        "(d0, d1) -> (d1)",
        "\"reduction\", \"parallel\"",
        1,
    );
    check(&before, &after, "linalg.generic", |m, op| {
        let maps = vec![map(2, 0, vec![d(1), d(0)]), map(2, 0, vec![d(1)])];
        Structured::set_indexing_maps(m, op, maps);
        let its = [IteratorKind::Reduction, IteratorKind::Parallel];
        Structured::set_iterator_types(m, op, &its);
        let idx = first(m, "linalg.index");
        assert_eq!(IndexOp::wrap(m, idx).map(|x| x.dim()), Some(0));
        IndexOp::set_dim(m, idx, 1);
    });
}
