//! Dependence analysis of linalg structured ops on memrefs, without lowering them.
//!
//! 1. Random linalg programs (named ops incl. matmul, convolutions and pooling with strides and
//!    dilations, generics with reductions and non-injective, permuted, shifted, strided and
//!    floordiv/mod maps, producer-consumer chains sharing buffers, ops inside `affine.for`
//!    loops next to affine loads and stores, dynamic shapes) have the same dependences as the
//!    same program after `convert-linalg-to-affine-loops`: same accesses in the same order, same
//!    pairs, kinds, common depth, per-depth verdicts and exact `[min, max]` direction bounds,
//!    and the same per-loop verdicts (a linalg loop `dK` against the K-th loop of its nest).
//! 2. On static sizes, every linalg-level verdict and bound equals the brute-force enumeration
//!    of the program's execution (`dependence::bruteforce`, which runs linalg iteration boxes),
//!    and a linalg loop is parallel exactly when no dependence is carried by it (declared
//!    `parallel` and carrying one: reported as a violation with a witness the oracle confirms).
//! 3. Hand-written programs (in-place transpose, non-injective output, subviews, a linalg op
//!    in an `scf.for`). The CLI output on `examples/linalg_chain.mlir` is checked in
//!    `cli/tests/linalg_deps.rs` (where the `tessera` binary is built).

mod dependence_common;

use std::collections::HashMap;

use dependence_common::{compare_with_oracle, Rng};
use proptest::prelude::*;
use tessera::dependence::graph::{loop_facts, LoopFacts, Parallelism};
use tessera::dependence::{analyze, bruteforce, Analysis, DepthResult, Extent, Options};
use tessera::ir::linalg::IteratorKind;
use tessera::ir::{parse, verify, Module, Registry};
use tessera::transforms::parse_pipeline;

// ----- the generator ----------------------------------------------------------------------------

struct Buf {
    /// Sizes (all static in the program's real run).
    shape: Vec<i64>,
    /// Which dimensions are declared dynamic (`?`).
    dynamic: Vec<bool>,
}

struct Gen {
    rng: Rng,
    bufs: Vec<Buf>,
    body: String,
    dynamic: bool,
    /// Sizes declared `?` wherever they occur (so that ops requiring equal shapes verify).
    dynamic_sizes: Vec<i64>,
    /// Induction variables in scope with their trip counts (None: symbolic).
    ivs: Vec<(String, Option<i64>)>,
    nfor: usize,
    nval: usize,
    statements: usize,
}

impl Gen {
    fn new(seed: u64, dynamic: bool) -> Gen {
        Gen {
            rng: Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1),
            bufs: vec![],
            body: String::new(),
            dynamic,
            dynamic_sizes: vec![],
            ivs: vec![],
            nfor: 0,
            nval: 0,
            statements: 0,
        }
    }

    fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.rng.range(0, xs.len() as i64 - 1) as usize]
    }

    fn name(b: usize) -> String {
        format!("%m{b}")
    }

    fn ty(&self, b: usize) -> String {
        let bf = &self.bufs[b];
        let mut s = String::from("memref<");
        for (k, &d) in bf.shape.iter().enumerate() {
            if bf.dynamic[k] {
                s.push_str("?x");
            } else {
                s.push_str(&format!("{d}x"));
            }
        }
        s.push_str("f32>");
        s
    }

    /// A buffer of this shape: an existing one (often, to chain ops) or a new one.
    fn buf(&mut self, shape: &[i64]) -> usize {
        let same: Vec<usize> = (0..self.bufs.len())
            .filter(|&b| self.bufs[b].shape == shape)
            .collect();
        if !same.is_empty() && self.rng.chance(65) {
            return self.pick(&same);
        }
        let dynamic = shape
            .iter()
            .map(|s| self.dynamic_sizes.contains(s))
            .collect();
        self.bufs.push(Buf {
            shape: shape.to_vec(),
            dynamic,
        });
        self.bufs.len() - 1
    }

    fn line(&mut self, s: &str) {
        for _ in 0..self.ivs.len() + 1 {
            self.body.push_str("  ");
        }
        self.body.push_str(s);
        self.body.push('\n');
    }

    fn size(&mut self) -> i64 {
        self.rng.range(1, 3)
    }

    /// An index expression over loops with sizes `sizes` fitting in `0..len`.
    fn expr(&mut self, sizes: &[i64], len: i64) -> String {
        let mut cands: Vec<String> = vec![];
        for (k, &s) in sizes.iter().enumerate() {
            if s == len {
                for _ in 0..4 {
                    cands.push(format!("d{k}"));
                }
            }
            for c in 1..len {
                if s - 1 + c < len {
                    cands.push(format!("d{k} + {c}"));
                }
            }
            if 2 * (s - 1) < len {
                cands.push(format!("d{k} * 2"));
            }
            if (s - 1) / 2 < len && s > 1 {
                cands.push(format!("d{k} floordiv 2"));
            }
            if len >= 2 && s > 1 {
                cands.push(format!("d{k} mod 2"));
            }
            for (j, &t) in sizes.iter().enumerate() {
                if j != k && s + t - 2 < len {
                    cands.push(format!("d{k} + d{j}"));
                }
            }
        }
        cands.push(format!("{}", self.rng.range(0, len - 1)));
        let i = self.rng.range(0, cands.len() as i64 - 1) as usize;
        cands.swap_remove(i)
    }

    fn dims(n: usize) -> String {
        (0..n)
            .map(|k| format!("d{k}"))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn generic(&mut self) {
        let n = self.rng.range(1, 3) as usize;
        let sizes: Vec<i64> = (0..n).map(|_| self.size()).collect();
        let nin = self.rng.range(1, 2) as usize;
        let nout = self.rng.range(1, 2) as usize;
        // (operand text, type, map results); None buffer = the scalar %x.
        let mut ops: Vec<(String, String, Vec<String>)> = vec![];
        let mut pure = vec![false; n];
        for k in 0..nin + nout {
            if k < nin && self.rng.chance(10) {
                ops.push(("%x".into(), "f32".into(), vec![]));
                continue;
            }
            let b = if !self.bufs.is_empty() && self.rng.chance(60) {
                self.rng.range(0, self.bufs.len() as i64 - 1) as usize
            } else {
                // A new shape made of loop sizes (so that pure dims fit), sometimes larger.
                let r = self.rng.range(if k < nin { 1 } else { 0 }, 3) as usize;
                let shape: Vec<i64> = (0..r)
                    .map(|_| {
                        let s = self.pick(&sizes);
                        if self.rng.chance(25) {
                            s + 1
                        } else {
                            s
                        }
                    })
                    .collect();
                self.buf(&shape)
            };
            let shape = self.bufs[b].shape.clone();
            let res: Vec<String> = shape.iter().map(|&len| self.expr(&sizes, len)).collect();
            for e in &res {
                if let Some(d) = e.strip_prefix('d').and_then(|x| x.parse::<usize>().ok()) {
                    pure[d] = true;
                }
            }
            ops.push((Self::name(b), self.ty(b), res));
        }
        // Every loop must be indexed by a pure dimension (MLIR's invertibility rule).
        for k in 0..n {
            if !pure[k] {
                let b = self.buf(&[sizes[k]]);
                ops.insert(0, (Self::name(b), self.ty(b), vec![format!("d{k}")]));
            }
        }
        let nin = ops.len() - nout;
        let maps: Vec<String> = ops
            .iter()
            .map(|(_, _, r)| format!("affine_map<({}) -> ({})>", Self::dims(n), r.join(", ")))
            .collect();
        let its: Vec<&str> = (0..n)
            .map(|_| {
                if self.rng.chance(60) {
                    "\"parallel\""
                } else {
                    "\"reduction\""
                }
            })
            .collect();
        let list = |r: std::ops::Range<usize>| {
            (
                ops[r.clone()]
                    .iter()
                    .map(|o| o.0.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
                ops[r]
                    .iter()
                    .map(|o| o.1.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
            )
        };
        let (iv, it) = list(0..nin);
        let (ov, ot) = list(nin..ops.len());
        self.line(&format!(
            "linalg.generic {{indexing_maps = [{}], iterator_types = [{}]}} ins({iv} : {it}) outs({ov} : {ot}) {{",
            maps.join(", "),
            its.join(", ")
        ));
        let args: Vec<String> = (0..ops.len()).map(|k| format!("%a{k}: f32")).collect();
        self.line(&format!("^bb0({}):", args.join(", ")));
        let mut vals: Vec<String> = (0..nin)
            .filter(|_| self.rng.chance(70))
            .map(|k| format!("%a{k}"))
            .collect();
        if vals.is_empty() {
            let v = format!("%c{}", self.nval);
            self.nval += 1;
            self.line(&format!("  {v} = arith.constant 1.0 : f32"));
            vals.push(v);
        }
        let mut ys = vec![];
        for j in 0..nout {
            let out = format!("%a{}", nin + j);
            let x = self.pick_s(&vals);
            let y = format!("%y{}", self.nval);
            self.nval += 1;
            if self.rng.chance(50) {
                // A reduction into the output (reads it).
                self.line(&format!("  {y} = arith.addf {out}, {x} : f32"));
            } else if self.rng.chance(50) {
                let z = self.pick_s(&vals);
                self.line(&format!("  {y} = arith.mulf {x}, {z} : f32"));
            } else {
                ys.push(x);
                continue;
            }
            ys.push(y);
        }
        self.line(&format!(
            "  linalg.yield {} : {}",
            ys.join(", "),
            vec!["f32"; ys.len()].join(", ")
        ));
        self.line("}");
    }

    fn pick_s(&mut self, xs: &[String]) -> String {
        xs[self.rng.range(0, xs.len() as i64 - 1) as usize].clone()
    }

    fn ins_outs(&self, ins: &[usize], outs: &[usize]) -> String {
        let l = |bs: &[usize]| {
            (
                bs.iter()
                    .map(|&b| Self::name(b))
                    .collect::<Vec<_>>()
                    .join(", "),
                bs.iter()
                    .map(|&b| self.ty(b))
                    .collect::<Vec<_>>()
                    .join(", "),
            )
        };
        let ((iv, it), (ov, ot)) = (l(ins), l(outs));
        format!("ins({iv} : {it}) outs({ov} : {ot})")
    }

    fn attrs(&mut self, n: usize) -> (Vec<i64>, Vec<i64>, String) {
        let st: Vec<i64> = (0..n).map(|_| self.rng.range(1, 2)).collect();
        let dl: Vec<i64> = (0..n).map(|_| self.rng.range(1, 2)).collect();
        let dense = |v: &[i64]| {
            if n == 1 {
                format!("dense<{}> : tensor<1xi64>", v[0])
            } else {
                format!(
                    "dense<[{}]> : tensor<{n}xi64>",
                    v.iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
        };
        let a = format!("{{dilations = {}, strides = {}}}", dense(&dl), dense(&st));
        (st, dl, a)
    }

    fn named(&mut self) {
        let which = self.rng.range(0, 12);
        let s = |g: &mut Gen| g.size();
        let text = match which {
            0 => {
                let (m, n, k) = (s(self), s(self), s(self));
                let (a, b, c) = (self.buf(&[m, k]), self.buf(&[k, n]), self.buf(&[m, n]));
                format!("linalg.matmul {}", self.ins_outs(&[a, b], &[c]))
            }
            1 => {
                let r = self.rng.range(0, 2) as usize;
                let shape: Vec<i64> = (0..r).map(|_| s(self)).collect();
                let c = self.buf(&shape);
                format!(
                    "linalg.fill ins(%x : f32) outs({} : {})",
                    Self::name(c),
                    self.ty(c)
                )
            }
            2 => {
                let shape = vec![s(self), s(self)];
                let (a, b) = (self.buf(&shape), self.buf(&shape));
                format!("linalg.copy {}", self.ins_outs(&[a], &[b]))
            }
            3 => {
                let (m, n) = (s(self), s(self));
                let (a, b) = (self.buf(&[m, n]), self.buf(&[n, m]));
                format!(
                    "linalg.transpose {} permutation = [1, 0]",
                    self.ins_outs(&[a], &[b])
                )
            }
            4 => {
                let (m, n) = (s(self), s(self));
                let (a, b) = (self.buf(&[m, n]), self.buf(&[m]));
                format!(
                    "linalg.reduce {{ arith.addf }} {} dimensions = [1]",
                    self.ins_outs(&[a], &[b])
                )
            }
            5 => {
                let (m, n) = (s(self), s(self));
                let (a, b) = (self.buf(&[m]), self.buf(&[m, n]));
                format!(
                    "linalg.broadcast {} dimensions = [1]",
                    self.ins_outs(&[a], &[b])
                )
            }
            6 => {
                let shape = vec![s(self)];
                let (a, b, c) = (self.buf(&shape), self.buf(&shape), self.buf(&shape));
                format!(
                    "linalg.map {{ arith.addf }} {}",
                    self.ins_outs(&[a, b], &[c])
                )
            }
            7 => {
                let k = s(self);
                let (a, b, c) = (self.buf(&[k]), self.buf(&[k]), self.buf(&[]));
                format!("linalg.dot {}", self.ins_outs(&[a, b], &[c]))
            }
            8 => {
                let (m, n) = (s(self), s(self));
                let (a, x, y) = (self.buf(&[m, n]), self.buf(&[n]), self.buf(&[m]));
                format!("linalg.matvec {}", self.ins_outs(&[a, x], &[y]))
            }
            9 => {
                // conv_1d_nwc_wcf: (n, ow, f, kw, c).
                let (st, dl, a) = self.attrs(1);
                let (n, ow, f, kw, c) = (1, s(self), self.rng.range(1, 2), s(self), 1);
                let w = (ow - 1) * st[0] + (kw - 1) * dl[0] + 1;
                let (i, k, o) = (
                    self.buf(&[n, w, c]),
                    self.buf(&[kw, c, f]),
                    self.buf(&[n, ow, f]),
                );
                format!(
                    "linalg.conv_1d_nwc_wcf {a} {}",
                    self.ins_outs(&[i, k], &[o])
                )
            }
            10 => {
                // conv_2d_nhwc_hwcf: (n, oh, ow, f, kh, kw, c).
                let (st, dl, a) = self.attrs(2);
                let (oh, ow, kh, kw) = (
                    self.rng.range(1, 2),
                    self.rng.range(1, 2),
                    self.rng.range(1, 2),
                    self.rng.range(1, 2),
                );
                let h = (oh - 1) * st[0] + (kh - 1) * dl[0] + 1;
                let w = (ow - 1) * st[1] + (kw - 1) * dl[1] + 1;
                let (i, k, o) = (
                    self.buf(&[1, h, w, 1]),
                    self.buf(&[kh, kw, 1, 1]),
                    self.buf(&[1, oh, ow, 1]),
                );
                format!(
                    "linalg.conv_2d_nhwc_hwcf {a} {}",
                    self.ins_outs(&[i, k], &[o])
                )
            }
            _ => {
                // pooling_nhwc_{sum,max}: (n, oh, ow, c, kh, kw).
                let (st, dl, a) = self.attrs(2);
                let kind = if self.rng.chance(50) { "sum" } else { "max" };
                let (oh, ow, kh, kw, c) = (
                    self.rng.range(1, 2),
                    self.rng.range(1, 2),
                    self.rng.range(1, 2),
                    self.rng.range(1, 2),
                    self.rng.range(1, 2),
                );
                let h = (oh - 1) * st[0] + (kh - 1) * dl[0] + 1;
                let w = (ow - 1) * st[1] + (kw - 1) * dl[1] + 1;
                let (i, k, o) = (
                    self.buf(&[1, h, w, c]),
                    self.buf(&[kh, kw]),
                    self.buf(&[1, oh, ow, c]),
                );
                format!(
                    "linalg.pooling_nhwc_{kind} {a} {}",
                    self.ins_outs(&[i, k], &[o])
                )
            }
        };
        self.line(&text);
    }

    /// `%v = affine.load` of one buffer cell and `affine.store` into another, indexed by the
    /// enclosing ivs where they fit.
    fn affine_stmt(&mut self) {
        if self.bufs.is_empty() {
            return;
        }
        let idx = |g: &mut Gen, b: usize| -> String {
            let shape = g.bufs[b].shape.clone();
            let parts: Vec<String> = shape
                .iter()
                .map(|&len| {
                    let fits: Vec<String> = g
                        .ivs
                        .iter()
                        .filter(|(_, n)| n.is_some_and(|n| n <= len))
                        .map(|(v, _)| v.clone())
                        .collect();
                    if !fits.is_empty() && g.rng.chance(70) {
                        g.pick_s(&fits)
                    } else {
                        g.rng.range(0, len - 1).to_string()
                    }
                })
                .collect();
            parts.join(", ")
        };
        let a = self.rng.range(0, self.bufs.len() as i64 - 1) as usize;
        let b = self.rng.range(0, self.bufs.len() as i64 - 1) as usize;
        let v = format!("%v{}", self.nval);
        self.nval += 1;
        let (ia, ib) = (idx(self, a), idx(self, b));
        let (ta, tb) = (self.ty(a), self.ty(b));
        self.line(&format!("{v} = affine.load {}[{ia}] : {ta}", Self::name(a)));
        self.line(&format!("affine.store {v}, {}[{ib}] : {tb}", Self::name(b)));
    }

    fn stmt(&mut self, depth: usize) {
        self.statements += 1;
        let r = self.rng.range(0, 99);
        if r < 35 {
            self.generic();
        } else if r < 75 {
            self.named();
        } else if r < 85 {
            self.affine_stmt();
        } else if depth < 2 {
            let iv = format!("%i{}", self.nfor);
            self.nfor += 1;
            let (ub, n) = if self.dynamic && self.rng.chance(40) {
                ("%n".to_string(), None)
            } else {
                let n = self.rng.range(1, 3);
                (n.to_string(), Some(n))
            };
            self.line(&format!("affine.for {iv} = 0 to {ub} {{"));
            self.ivs.push((iv, n));
            for _ in 0..self.rng.range(1, 2) {
                self.stmt(depth + 1);
            }
            self.ivs.pop();
            self.line("}");
        } else {
            self.named();
        }
    }
}

/// A random linalg program (function `@f`); `dynamic` allows `?` sizes and symbolic loops.
fn linalg_program(seed: u64, dynamic: bool) -> String {
    let mut g = Gen::new(seed, dynamic);
    if dynamic {
        g.dynamic_sizes = (1..=7).filter(|_| g.rng.chance(35)).collect();
    }
    let n = g.rng.range(2, 4);
    for _ in 0..n {
        g.stmt(0);
    }
    let mut params: Vec<String> = (0..g.bufs.len())
        .map(|b| format!("{}: {}", Gen::name(b), g.ty(b)))
        .collect();
    params.push("%x: f32".into());
    params.push("%n: index".into());
    format!(
        "func.func @f({}) {{\n{}  return\n}}\n",
        params.join(", "),
        g.body
    )
}

// ----- comparisons ------------------------------------------------------------------------------

fn load(src: &str) -> Result<Module, String> {
    let reg = Registry::standard();
    let m = parse(src, reg).map_err(|e| e.render("input", src))?;
    verify(&m, reg).map_err(|e| e.render("input", src))?;
    Ok(m)
}

fn lower(m: &Module) -> Result<Module, String> {
    let mut l = m.clone();
    parse_pipeline("convert-linalg-to-affine-loops")
        .map_err(|e| e.to_string())?
        .run(&mut l)
        .map_err(|e| e.to_string())?;
    Ok(l)
}

fn verdict(p: &Parallelism) -> String {
    match p {
        Parallelism::Parallel => "parallel".into(),
        Parallelism::Reduction(r) => format!("reduction {r:?}"),
        Parallelism::Sequential { pair, .. } => format!("sequential (pair {pair})"),
        Parallelism::Unknown(_) => "unknown".into(),
    }
}

fn depth_str(r: &DepthResult) -> String {
    match r {
        DepthResult::Independent => "independent".into(),
        DepthResult::Unknown(w) => format!("unknown ({w})"),
        DepthResult::Dependent { components, .. } => format!(
            "dependent {}",
            components
                .iter()
                .map(|c| format!("[{:?}, {:?}]", c.min, c.max))
                .collect::<String>()
        ),
    }
}

/// Mismatches between the analysis of `m` and of its lowering (and how many modelled
/// linalg accesses and dependent answers were compared).
fn compare_with_lowering(m: &Module) -> Result<(Vec<String>, usize, usize), String> {
    let reg = Registry::standard();
    let l = lower(m)?;
    let a = analyze(m, reg, &Options::default()).map_err(|e| e.to_string())?;
    let b = analyze(&l, reg, &Options::default()).map_err(|e| e.to_string())?;
    let mut bad = vec![];
    if a.accesses.len() != b.accesses.len() {
        return Ok((
            vec![format!(
                "{} accesses, {} after lowering",
                a.accesses.len(),
                b.accesses.len()
            )],
            0,
            0,
        ));
    }
    let mut linalg = 0;
    for (i, (x, y)) in a.accesses.iter().zip(&b.accesses).enumerate() {
        if x.kind != y.kind || x.memref != y.memref || x.model.is_ok() != y.model.is_ok() {
            bad.push(format!(
                "access #{i}: {} {:?} {:?} vs {} {:?} {:?}",
                x.op_name,
                x.kind,
                x.model.as_ref().err(),
                y.op_name,
                y.kind,
                y.model.as_ref().err()
            ));
        }
        if x.operand.is_some() && x.model.is_ok() {
            linalg += 1;
        }
    }
    let pb: HashMap<(usize, usize), usize> = b
        .pairs
        .iter()
        .enumerate()
        .map(|(k, p)| ((p.src, p.dst), k))
        .collect();
    if a.pairs.len() != b.pairs.len() {
        bad.push(format!(
            "{} pairs, {} after lowering",
            a.pairs.len(),
            b.pairs.len()
        ));
    }
    let mut dependent = 0;
    for p in &a.pairs {
        let Some(q) = pb.get(&(p.src, p.dst)).map(|&k| &b.pairs[k]) else {
            bad.push(format!(
                "pair {} -> {} missing after lowering",
                p.src, p.dst
            ));
            continue;
        };
        if p.kind != q.kind || p.common != q.common || p.depths.len() != q.depths.len() {
            bad.push(format!(
                "pair {} -> {}: {:?} common {} vs {:?} common {}",
                p.src, p.dst, p.kind, p.common, q.kind, q.common
            ));
            continue;
        }
        for (d, (r, s)) in p.depths.iter().zip(&q.depths).enumerate() {
            let same = match (r, s) {
                (DepthResult::Independent, DepthResult::Independent) => true,
                (DepthResult::Unknown(_), DepthResult::Unknown(_)) => true,
                (
                    DepthResult::Dependent { components: c1, .. },
                    DepthResult::Dependent { components: c2, .. },
                ) => {
                    dependent += 1;
                    c1 == c2
                }
                _ => false,
            };
            if !same {
                bad.push(format!(
                    "pair {} -> {} depth {}: {} vs {} after lowering",
                    p.src,
                    p.dst,
                    d + 1,
                    depth_str(r),
                    depth_str(s)
                ));
            }
        }
    }
    // Per-loop verdicts: a loop of one analysis is the loop at the same position of the same
    // access in the other.
    let fa = loop_facts(m, &a);
    let fb = loop_facts(&l, &b);
    for f in &fa {
        let Some((i, k)) = a.accesses.iter().enumerate().find_map(|(i, acc)| {
            let md = acc.model.as_ref().ok()?;
            md.loops.iter().position(|x| *x == f.dim).map(|k| (i, k))
        }) else {
            continue;
        };
        let Some(dl) = b.accesses[i]
            .model
            .as_ref()
            .ok()
            .and_then(|md| md.loops.get(k).copied())
        else {
            bad.push(format!("loop of access #{i} missing after lowering"));
            continue;
        };
        let Some(g) = fb.iter().find(|g| g.dim == dl) else {
            bad.push(format!("no facts for the lowered loop of access #{i}"));
            continue;
        };
        if verdict(&f.parallelism) != verdict(&g.parallelism) || f.depth != g.depth {
            bad.push(format!(
                "loop {k} of access #{i}: {} vs {} after lowering",
                verdict(&f.parallelism),
                verdict(&g.parallelism)
            ));
        }
    }
    Ok((bad, linalg, dependent))
}

/// Brute-force checks of the per-loop verdicts of linalg loops: parallel exactly when no
/// dependence is carried (some pair inside the op depends at the loop's depth in the trace);
/// a declared-parallel loop carrying one has a violation whose witness the trace confirms.
fn check_loop_verdicts(m: &Module, a: &Analysis) -> Result<Vec<String>, String> {
    let f = m
        .walk(m.top())
        .into_iter()
        .find(|&o| m.op(o).name == "func.func")
        .ok_or("no function")?;
    let trace = bruteforce::run(m, f, &a.accesses, &[], 50_000_000)?;
    let mut bad = vec![];
    for lf in loop_facts(m, a).iter().filter(|lf| lf.dim.linalg) {
        let carried = a.pairs.iter().any(|p| {
            a.accesses[p.src].op == lf.dim.op
                && a.accesses[p.dst].op == lf.dim.op
                && bruteforce::pair_truth(&trace, p.src, p.dst)
                    .1
                    .get(lf.depth - 1)
                    .is_some_and(Option::is_some)
        });
        let parallel = matches!(lf.parallelism, Parallelism::Parallel);
        if parallel == carried || matches!(lf.parallelism, Parallelism::Unknown(_)) {
            bad.push(format!(
                "{} d{}: {} but brute force carried = {carried}",
                m.op(lf.dim.op).name,
                lf.dim.dim,
                verdict(&lf.parallelism)
            ));
        }
        let violated = lf.declared == Some(IteratorKind::Parallel) && carried;
        match lf.declared_parallel_violation(a) {
            Some((pi, w)) => {
                let ok = violated && witness_in_trace(&trace, a, pi, lf, w);
                if !ok {
                    bad.push(format!("d{}: violation not confirmed", lf.dim.dim));
                }
            }
            None if violated => bad.push(format!("d{}: violation not reported", lf.dim.dim)),
            None => {}
        }
    }
    Ok(bad)
}

/// The witness's two instances both run, touch its cell, and differ first at the loop.
fn witness_in_trace(
    trace: &bruteforce::Trace,
    a: &Analysis,
    pi: usize,
    lf: &LoopFacts,
    w: &tessera::dependence::Witness,
) -> bool {
    let p = &a.pairs[pi];
    let ints = |v: &[tessera::polyhedral::int::Int]| -> Vec<i64> {
        v.iter().map(|x| x.to_i64().unwrap_or(i64::MAX)).collect()
    };
    let (si, di, cell) = (ints(&w.src_iter), ints(&w.dst_iter), ints(&w.cell));
    let runs = |acc: usize, it: &[i64]| {
        trace
            .events
            .iter()
            .any(|e| e.access == acc && e.iter == it && e.cells.contains(&cell))
    };
    let d = lf.depth - 1;
    runs(p.src, &si) && runs(p.dst, &di) && si[..d] == di[..d] && si[d] < di[d]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn linalg_dependences_equal_those_of_the_lowering(seed in any::<u64>()) {
        let src = linalg_program(seed, seed % 2 == 1);
        let m = load(&src).map_err(|e| TestCaseError::fail(format!("{e}\n{src}")))?;
        let (bad, _, _) = compare_with_lowering(&m).map_err(|e| TestCaseError::fail(format!("{e}\n{src}")))?;
        prop_assert!(bad.is_empty(), "{}\n{}", bad.join("\n"), src);
    }

    #[test]
    fn linalg_dependences_equal_brute_force(seed in any::<u64>()) {
        let src = linalg_program(seed, false);
        let bad = compare_with_oracle(&src, "f", &[]).map_err(|e| TestCaseError::fail(format!("{e}\n{src}")))?;
        prop_assert!(bad.is_empty(), "{}\n{}", bad.join("\n"), src);
        let m = load(&src).map_err(|e| TestCaseError::fail(format!("{e}\n{src}")))?;
        let a = analyze(&m, Registry::standard(), &Options::default()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let bad = check_loop_verdicts(&m, &a).map_err(|e| TestCaseError::fail(format!("{e}\n{src}")))?;
        prop_assert!(bad.is_empty(), "{}\n{}", bad.join("\n"), src);
    }
}

#[test]
fn generator_covers_the_constructs_and_both_answers() {
    // The properties only say something if the programs exercise what they claim and the
    // analysis gives both answers on them, exactly (no unknown linalg access).
    let all: Vec<String> = (0..200u64).map(|s| linalg_program(s, s % 2 == 1)).collect();
    let text = all.concat();
    for needle in [
        "linalg.matmul",
        "linalg.conv_1d_nwc_wcf",
        "linalg.conv_2d_nhwc_hwcf",
        "linalg.pooling_nhwc_",
        "strides = dense<2>",
        "dilations = dense<[2",
        "\"reduction\"",
        "floordiv",
        "mod 2",
        "d0 + d1",
        "affine.for",
        "affine.store",
        "to %n",
        "memref<?",
        "ins(%x : f32)",
    ] {
        assert!(text.contains(needle), "generator never produced {needle}");
    }
    let (mut linalg, mut dependent, mut violations) = (0, 0, 0);
    for src in &all {
        let m = load(src).unwrap_or_else(|e| panic!("{e}\n{src}"));
        let (bad, l, d) = compare_with_lowering(&m).unwrap_or_else(|e| panic!("{e}\n{src}"));
        assert!(bad.is_empty(), "{}\n{src}", bad.join("\n"));
        linalg += l;
        dependent += d;
        let a = analyze(&m, Registry::standard(), &Options::default()).unwrap();
        for acc in &a.accesses {
            if acc.operand.is_some() {
                assert!(acc.model.is_ok(), "{:?}\n{src}", acc.model);
            }
        }
        violations += loop_facts(&m, &a)
            .iter()
            .filter(|lf| lf.declared_parallel_violation(&a).is_some())
            .count();
    }
    eprintln!(
        "200 programs: {linalg} modelled linalg accesses, {dependent} dependent answers compared, {violations} declared-parallel violations"
    );
    assert!(
        linalg > 1000 && dependent > 500 && violations > 20,
        "linalg accesses {linalg}, dependent answers {dependent}, violations {violations}"
    );
}

// ----- hand-written programs --------------------------------------------------------------------

/// The finite `[min, max]` of every component of a dependent answer.
fn bounds(r: &DepthResult) -> Vec<(i64, i64)> {
    let fin = |e: &Extent| match e {
        Extent::Finite(v) => v.to_i64().unwrap_or(i64::MAX),
        Extent::Infinite => panic!("unbounded component"),
    };
    match r {
        DepthResult::Dependent { components, .. } => components
            .iter()
            .map(|c| (fin(&c.min), fin(&c.max)))
            .collect(),
        other => panic!("not dependent: {other:?}"),
    }
}

const TRANSPOSE_IN_PLACE: &str = r#"
func.func @f(%A: memref<3x3xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<3x3xf32>) outs(%A : memref<3x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}
"#;

#[test]
fn in_place_transpose_carries_at_d0() {
    // Hand derivation: iteration (i, j) reads A[j][i] and writes A[i][j]. The write of (j, i)
    // reaches the read of (i, j) later exactly when j < i: a RAW carried by d0 with distances
    // d0: i - j in [1, 2] and d1: j - i in [-2, -1] (i, j in 0..3); the read of (i, j) is
    // overwritten by the later write of (j, i) when i < j: a WAR with the same ranges. d1 carries
    // nothing; d0 is declared parallel, hence a violation.
    let m = load(TRANSPOSE_IN_PLACE).unwrap();
    let a = analyze(&m, Registry::standard(), &Options::default()).unwrap();
    assert_eq!(a.accesses.len(), 2);
    let raw = a.pair(1, 0).unwrap();
    let war = a.pair(0, 1).unwrap();
    for p in [raw, war] {
        assert_eq!(bounds(&p.depths[0]), vec![(1, 2), (-2, -1)], "{p:?}");
        assert_eq!(p.depths[1], DepthResult::Independent);
    }
    let facts = loop_facts(&m, &a);
    assert!(facts[0].declared_parallel_violation(&a).is_some());
    assert!(matches!(facts[1].parallelism, Parallelism::Parallel));
    assert!(compare_with_oracle(TRANSPOSE_IN_PLACE, "f", &[])
        .unwrap()
        .is_empty());
    assert!(compare_with_lowering(&m).unwrap().0.is_empty());
}

#[test]
fn non_injective_output_on_a_parallel_loop_is_reported() {
    // Row sums declared all-parallel: every d1 of a row writes s[d0] (WAW carried by d1, 1..=3
    // apart for 4 columns); the payload adds into s, so the loop is a reduction, not parallel.
    let src = r#"
func.func @f(%C: memref<2x4xf32>, %s: memref<2xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]}
      ins(%C : memref<2x4xf32>) outs(%s : memref<2xf32>) {
  ^bb0(%c: f32, %acc: f32):
    %r = arith.addf %acc, %c : f32
    linalg.yield %r : f32
  }
  return
}
"#;
    let m = load(src).unwrap();
    let a = analyze(&m, Registry::standard(), &Options::default()).unwrap();
    let facts = loop_facts(&m, &a);
    assert!(matches!(facts[0].parallelism, Parallelism::Parallel));
    assert_eq!(
        facts[1].parallelism,
        Parallelism::Reduction(vec!["memref cell: arith.addf".into()])
    );
    let (pi, w) = facts[1].declared_parallel_violation(&a).expect("violation");
    assert_eq!(a.pairs[pi].src, 1); // the read of s (access #1) before the write (#2)
    assert_eq!(w.src_iter[0], w.dst_iter[0]);
    assert!(w.src_iter[1] < w.dst_iter[1]);
    assert_eq!(
        bounds(&a.pair(2, 2).unwrap().depths[1]),
        vec![(0, 0), (1, 3)]
    );
    assert!(compare_with_oracle(src, "f", &[]).unwrap().is_empty());
    assert!(check_loop_verdicts(&m, &a).unwrap().is_empty());
}

#[test]
fn subviews_and_unmodelled_nesting_stay_unknown_with_a_reason() {
    // Accesses through one subview value are exact in its index space, as for affine accesses;
    // through different views of one memref they are unknown (never independent). A linalg op
    // in an scf.for is not modelled (unknown, with the reason).
    let src = r#"
func.func @f(%A: memref<8xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = memref.subview %A[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %w = memref.subview %A[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  linalg.fill ins(%x : f32) outs(%v : memref<4xf32, strided<[1], offset: 2>>)
  linalg.copy ins(%v : memref<4xf32, strided<[1], offset: 2>>) outs(%w : memref<4xf32, strided<[1]>>)
  scf.for %i = %c0 to %c2 step %c1 {
    linalg.fill ins(%x : f32) outs(%v : memref<4xf32, strided<[1], offset: 2>>)
  }
  return
}
"#;
    let m = load(src).unwrap();
    let a = analyze(&m, Registry::standard(), &Options::default()).unwrap();
    // #0 fill write v, #1 copy read v, #2 copy write w, #3 fill (in scf.for) write v.
    assert_eq!(a.accesses.len(), 4);
    assert!(matches!(
        a.pair(0, 1).unwrap().depths[0],
        DepthResult::Dependent { .. }
    ));
    for (s, d) in [(0, 2), (1, 2)] {
        match &a.pair(s, d).unwrap().depths[0] {
            DepthResult::Unknown(w) => assert!(w.contains("different views"), "{w}"),
            other => panic!("{other:?}"),
        }
    }
    match &a.accesses[3].model {
        Err(e) => assert!(e.contains("scf.for"), "{e}"),
        Ok(_) => panic!("modelled inside scf.for"),
    }
    assert!(matches!(
        a.pair(0, 3).unwrap().depths[0],
        DepthResult::Unknown(_)
    ));
    assert!(compare_with_lowering(&m).unwrap().0.is_empty());
}
