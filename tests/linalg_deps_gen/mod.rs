//! The seeded random linalg program generator of tests/suite/linalg_deps.rs: named ops (matmul,
//! convolutions and pooling with strides and dilations, ...), generics with reductions and
//! non-injective, permuted, shifted, strided and floordiv/mod maps, chains sharing buffers,
//! ops inside `affine.for` loops next to affine loads and stores, dynamic shapes.

use crate::dependence_common::Rng;

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
pub fn linalg_program(seed: u64, dynamic: bool) -> String {
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
