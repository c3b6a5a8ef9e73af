//! The BLIS/Goto loop structure for a matched contraction (Low et al.):
//!
//! ```text
//! Bp = alloc (nc/nr × kc × nr), aligned        (Ap = mc/mr × kc × mr, Ct = mr × nr: here, or
//! for jc in 0..N step nc                        per ic iteration when ic is parallel)
//!   for pc in 0..K step kc
//!     pack B[pc.., jc..] into Bp (nr-wide micro-panels, h applied, zero-padded columns)
//!     for ic in 0..M step mc                    (affine.parallel with parallel=true)
//!       pack A[ic.., pc..] into Ap (mr-tall micro-panels, g applied, zero-padded rows)
//!       for jr in 0..min(nc, N-jc)/nr (rounded up)     (micro-panel numbers)
//!         for ir in 0..min(mc, M-ic)/mr (rounded up)
//!           if full tile: micro-kernel on C
//!           else: copy the valid part of the C tile into Ct, micro-kernel on Ct, copy back
//! ```
//!
//! The micro-kernel keeps `mr × nr/V` accumulators `vector<V x T>` as `iter_args` of the k loop
//! (`0..min(kc, K-pc)`, never padded: a padded k step would add `+0.0` to each element and turn
//! a `-0.0` into `+0.0`): per k, one `affine.vector_load` per B vector, one `affine.load` and
//! `vector.broadcast` per A element, and `arith.mulf` + `arith.addf` in the operand order of the
//! original statement (or `vector.fma` with `fma=true`). Each element of C receives the same
//! products in the same (increasing) k order as in the original nest, so without `fma` the
//! results are bit-identical; padded rows and columns only reach accumulator lanes that are
//! never stored.

use std::collections::HashMap;

use tessera_ir::builder::{clone_op, Builder};
use tessera_ir::builder_ops::AllocKind;
use tessera_ir::{BlockId, Module, OpId, OperationState, Pos, Type, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap, IntegerSet};

use super::detect::{Contraction, Side};
use super::model::Sizes;
use crate::error::TransformError;

/// Options of the rewrite besides the sizes.
#[derive(Debug, Clone, Copy)]
pub struct Flags {
    /// Emit `vector.fma` (one rounding per multiply-add: results change).
    pub fma: bool,
    /// Make the `ic` loop an `affine.parallel`.
    pub parallel: bool,
}

fn d(i: u32) -> AffineExpr {
    AffineExpr::dim(i)
}
fn k(v: i64) -> AffineExpr {
    AffineExpr::constant(v)
}
fn map(nd: u32, res: Vec<AffineExpr>) -> Result<AffineMap, TransformError> {
    AffineMap::new(nd, 0, res).map_err(|e| TransformError::new(format!("affine map: {e}")))
}

fn err() -> TransformError {
    TransformError::new("internal error while building the matmul rewrite")
}

struct Gen {
    pos: Option<Pos>,
    elem: Type,
    vty: Type,
    s: Sizes,
    f: Flags,
    /// Problem extents and origins (constants, or expressions over `syms`).
    ext: [AffineExpr; 3],
    org: [AffineExpr; 3],
    /// The symbols the extents and origins use (bound values of affine-rectangular loops).
    syms: Vec<ValueId>,
}

fn memref(shape: Vec<i64>, elem: &Type) -> Type {
    Type::MemRef {
        shape,
        elem: Box::new(elem.clone()),
        layout: None,
        memory_space: None,
    }
}

fn alloc(m: &mut Module, block: BlockId, pos: Option<Pos>, ty: Type) -> ValueId {
    Builder::before_terminator(m, block, pos).memref_alloc(
        AllocKind::Alloc,
        ty,
        vec![],
        vec![],
        Some(64),
    )
}

fn dealloc(b: &mut Builder<'_>, v: ValueId) {
    let mut st = OperationState::new("memref.dealloc");
    st.operands = vec![v];
    b.insert(st);
}

/// `affine.for iv = 0 to ub` with ub a constant, returning body and iv.
fn for_const(
    m: &mut Module,
    block: BlockId,
    pos: Option<Pos>,
    ub: i64,
    step: i64,
) -> (BlockId, ValueId) {
    let (_, body, iv) = Builder::before_terminator(m, block, pos).affine_for(
        AffineMap::constant(0),
        vec![],
        AffineMap::constant(ub),
        vec![],
        step,
        vec![],
    );
    (body, iv)
}

/// `affine.for iv = 0 to min(ubs(operands)) step`.
fn for_min(
    m: &mut Module,
    block: BlockId,
    pos: Option<Pos>,
    ub: AffineMap,
    ops: Vec<ValueId>,
    step: i64,
) -> (BlockId, ValueId) {
    let (_, body, iv) = Builder::before_terminator(m, block, pos).affine_for(
        AffineMap::constant(0),
        vec![],
        ub,
        ops,
        step,
        vec![],
    );
    (body, iv)
}

fn store(
    m: &mut Module,
    block: BlockId,
    pos: Option<Pos>,
    v: ValueId,
    mem: ValueId,
    mp: AffineMap,
    idx: Vec<ValueId>,
) {
    Builder::before_terminator(m, block, pos).affine_store(v, mem, mp, idx);
}

impl Gen {
    /// A map over `nd` dims and the bound symbols.
    fn smap(&self, nd: u32, res: Vec<AffineExpr>) -> Result<AffineMap, TransformError> {
        AffineMap::new(nd, self.syms.len() as u32, res)
            .map_err(|e| TransformError::new(format!("affine map: {e}")))
    }

    /// A set over `nd` dims and the bound symbols (inequalities only).
    fn sset(&self, nd: u32, cons: Vec<AffineExpr>) -> Result<IntegerSet, TransformError> {
        let n = cons.len();
        IntegerSet::new(nd, self.syms.len() as u32, cons, vec![false; n])
            .map_err(|e| TransformError::new(format!("integer set: {e}")))
    }

    /// Dim operands followed by the bound symbols.
    fn ops(&self, dims: Vec<ValueId>) -> Vec<ValueId> {
        [dims, self.syms.clone()].concat()
    }

    fn zero(&self, m: &mut Module, block: BlockId) -> ValueId {
        Builder::before_terminator(m, block, self.pos).float_const(0.0, self.elem.clone())
    }

    /// Clones the side's ops (`g` or `h`) with the loop ivs replaced, returning the new value.
    fn clone_side(
        &self,
        m: &mut Module,
        block: BlockId,
        ops: &[OpId],
        value: ValueId,
        subst: &[(ValueId, ValueId)],
    ) -> Result<ValueId, TransformError> {
        let mut vmap: HashMap<ValueId, ValueId> = subst.iter().copied().collect();
        for &o in ops {
            let c = clone_op(m, o, &mut vmap).ok_or_else(err)?;
            Builder::before_terminator(m, block, self.pos).insert_existing(c);
        }
        Ok(*vmap.get(&value).unwrap_or(&value))
    }

    /// Packs one operand: `buf[p][kk][e] = side(row = org + off + p·w + e, k = org_k + pc + kk)`
    /// (zero past the extent). `off` is the block's offset (jc or ic), `w` the micro-panel width.
    #[allow(clippy::too_many_arguments)]
    fn pack(
        &self,
        m: &mut Module,
        block: BlockId,
        buf: ValueId,
        off: ValueId,
        pc: ValueId,
        dim: usize,
        w: i64,
        blk: i64,
        side: (&[OpId], ValueId),
        ivs: (ValueId, ValueId),
    ) -> Result<(), TransformError> {
        let (ext, kext) = (self.ext[dim].clone(), self.ext[2].clone());
        // p in 0 .. ceil(min(blk, ext - off) / w)
        let pub_ = self.smap(
            1,
            vec![k(blk).ceil_div(&k(w)), ext.sub(&d(0)).ceil_div(&k(w))],
        )?;
        let (pb, p) = for_min(m, block, self.pos, pub_, self.ops(vec![off]), 1);
        let kub = self.smap(1, vec![k(self.s.kc), kext.sub(&d(0))])?;
        let (kb, kk) = for_min(m, pb, self.pos, kub, self.ops(vec![pc]), 1);
        let (eb, e) = for_const(m, kb, self.pos, w, 1);
        // valid: ext - 1 - off - p·w - e >= 0
        let set = self.sset(
            3,
            vec![ext.sub(&k(1)).sub(&d(0)).sub(&d(1).mul(&k(w))).sub(&d(2))],
        )?;
        let (_, then_b, else_b) = Builder::before_terminator(m, eb, self.pos).affine_if(
            set,
            self.ops(vec![off, p, e]),
            vec![],
            true,
        );
        let dst = map(3, vec![d(0), d(1), d(2)])?;
        let row = Builder::before_terminator(m, then_b, self.pos).affine_apply(
            self.smap(
                3,
                vec![d(0).add(&d(1).mul(&k(w))).add(&d(2)).add(&self.org[dim])],
            )?,
            self.ops(vec![off, p, e]),
        );
        let kv = Builder::before_terminator(m, then_b, self.pos).affine_apply(
            self.smap(2, vec![d(0).add(&d(1)).add(&self.org[2])])?,
            self.ops(vec![pc, kk]),
        );
        let v = self.clone_side(m, then_b, side.0, side.1, &[(ivs.0, row), (ivs.1, kv)])?;
        store(m, then_b, self.pos, v, buf, dst.clone(), vec![p, kk, e]);
        let eb2 = else_b.ok_or_else(err)?;
        let z = self.zero(m, eb2);
        store(m, eb2, self.pos, z, buf, dst, vec![p, kk, e]);
        Ok(())
    }

    /// The micro-kernel: accumulators loaded from `cmem` at `cmap(cops) + (r, v·V)`, the k loop,
    /// the stores back.
    #[allow(clippy::too_many_arguments)]
    fn kernel(
        &self,
        m: &mut Module,
        block: BlockId,
        cmem: ValueId,
        cmap: &[AffineExpr; 2],
        cops: &[ValueId],
        ap: ValueId,
        bp: ValueId,
        ir: ValueId,
        jr: ValueId,
        pc: ValueId,
        c: &Contraction,
    ) -> Result<(), TransformError> {
        let (mr, nr, vw) = (self.s.mr, self.s.nr, self.s.vw);
        let nv = nr / vw;
        let nd = cops.len() as u32;
        let cops = &self.ops(cops.to_vec());
        let at = |r: i64, col: i64| -> Result<AffineMap, TransformError> {
            self.smap(nd, vec![cmap[0].add(&k(r)), cmap[1].add(&k(col))])
        };
        let mut accs = vec![];
        for r in 0..mr {
            for v in 0..nv {
                let mp = at(r, v * vw)?;
                let x = vload(m, block, self.pos, cmem, mp, cops.to_vec(), &self.vty);
                accs.push(x);
            }
        }
        let kub = self.smap(1, vec![k(self.s.kc), self.ext[2].sub(&d(0))])?;
        let (lop, body, kk) = Builder::before_terminator(m, block, self.pos).affine_for(
            AffineMap::constant(0),
            vec![],
            kub,
            self.ops(vec![pc]),
            1,
            accs,
        );
        let iter: Vec<ValueId> = m.block(body).args[1..].to_vec();
        // Remove the default yield; we add ours at the end.
        let y = *m.block(body).ops.last().ok_or_else(err)?;
        m.detach_op(y);
        let mut bvec = vec![];
        for v in 0..nv {
            let mp = map(2, vec![d(0), d(1), k(v * vw)])?;
            bvec.push(vload(m, body, self.pos, bp, mp, vec![jr, kk], &self.vty));
        }
        let mut out = vec![];
        for r in 0..mr {
            let mut b = Builder::at_end(m, body, self.pos);
            let a = b.affine_load(ap, map(2, vec![d(0), d(1), k(r)])?, vec![ir, kk]);
            let ab = b.value("vector.broadcast", vec![a], self.vty.clone(), vec![]);
            for v in 0..nv {
                let acc = iter[(r * nv + v) as usize];
                let (x, y) = if c.mul_a_first {
                    (ab, bvec[v as usize])
                } else {
                    (bvec[v as usize], ab)
                };
                let nacc = if self.f.fma {
                    b.value("vector.fma", vec![x, y, acc], self.vty.clone(), vec![])
                } else {
                    let p = b.bin("arith.mulf", x, y);
                    if c.add_acc_first {
                        b.bin("arith.addf", acc, p)
                    } else {
                        b.bin("arith.addf", p, acc)
                    }
                };
                out.push(nacc);
            }
        }
        Builder::at_end(m, body, self.pos).affine_yield(out);
        let res = m.op(lop).results.clone();
        for r in 0..mr {
            for v in 0..nv {
                let mp = at(r, v * vw)?;
                Builder::before_terminator(m, block, self.pos).affine_vector_store(
                    res[(r * nv + v) as usize],
                    cmem,
                    mp,
                    cops.to_vec(),
                );
            }
        }
        Ok(())
    }
}

fn vload(
    m: &mut Module,
    block: BlockId,
    pos: Option<Pos>,
    mem: ValueId,
    mp: AffineMap,
    ops: Vec<ValueId>,
    vty: &Type,
) -> ValueId {
    Builder::before_terminator(m, block, pos).affine_vector_load(mem, mp, ops, vty.clone())
}

/// Replaces the (perfect) nest of `c` by the packed, register-tiled form.
pub fn rewrite(m: &mut Module, c: &Contraction, s: Sizes, f: Flags) -> Result<(), TransformError> {
    let root = c.loops[0];
    let pos = m.op(c.store).pos;
    // A scratch block to build in, spliced before `root` at the end.
    let scratch = m.create_block(vec![]);
    // Bounds: constants, or symbols holding the values of affine-rectangular bounds.
    let mut syms = vec![];
    let mut side = |m: &mut Module, sd: &Side| -> AffineExpr {
        match sd {
            Side::Const(v) => k(*v),
            Side::Map(mp, ops) => {
                let v = Builder::before_terminator(m, scratch, pos)
                    .affine_apply(mp.clone(), ops.clone());
                syms.push(v);
                AffineExpr::symbol(syms.len() as u32 - 1)
            }
        }
    };
    let mut org = vec![];
    let mut ext = vec![];
    for r in &c.ranges {
        let lb = side(m, &r.lb);
        let ub = side(m, &r.ub);
        ext.push(ub.sub(&lb));
        org.push(lb);
    }
    let to3 = |v: Vec<AffineExpr>| -> Result<[AffineExpr; 3], TransformError> {
        v.try_into().map_err(|_| err())
    };
    let (ext, org) = (to3(ext)?, to3(org)?);
    let g = Gen {
        pos,
        elem: c.elem.clone(),
        vty: Type::Vector {
            shape: vec![s.vw],
            scalable: vec![false],
            elem: Box::new(c.elem.clone()),
        },
        s,
        f,
        ext: ext.clone(),
        org: org.clone(),
        syms,
    };
    let (mr, nr, kc, mc, nc) = (s.mr, s.nr, s.kc, s.mc, s.nc);
    let parent = m.op(root).parent.ok_or_else(err)?;
    let at = m
        .block(parent)
        .ops
        .iter()
        .position(|&o| o == root)
        .ok_or_else(err)?;
    let bp = alloc(m, scratch, pos, memref(vec![nc / nr, kc, nr], &c.elem));
    let a_ty = memref(vec![mc / mr, kc, mr], &c.elem);
    let ct_ty = memref(vec![mr, nr], &c.elem);
    let alloc_a_ct =
        |m: &mut Module, block: BlockId| -> Result<(ValueId, ValueId), TransformError> {
            let ap = alloc(m, block, pos, a_ty.clone());
            let ct = alloc(m, block, pos, ct_ty.clone());
            let (rb, r) = for_const(m, block, pos, mr, 1);
            let (cb, col) = for_const(m, rb, pos, nr, 1);
            let z = Builder::before_terminator(m, cb, pos).float_const(0.0, c.elem.clone());
            store(m, cb, pos, z, ct, map(2, vec![d(0), d(1)])?, vec![r, col]);
            Ok((ap, ct))
        };
    let outer_a = if f.parallel {
        None
    } else {
        Some(alloc_a_ct(m, scratch)?)
    };
    let (jcb, jc) = for_min(
        m,
        scratch,
        pos,
        g.smap(0, vec![ext[1].clone()])?,
        g.ops(vec![]),
        nc,
    );
    let (pcb, pc) = for_min(
        m,
        jcb,
        pos,
        g.smap(0, vec![ext[2].clone()])?,
        g.ops(vec![]),
        kc,
    );
    g.pack(
        m,
        pcb,
        bp,
        jc,
        pc,
        1,
        nr,
        nc,
        (&c.b_ops, c.h),
        (c.ivs[1], c.ivs[2]),
    )?;
    let (icb, ic) = if f.parallel {
        let (_, body, ivs) = Builder::before_terminator(m, pcb, pos)
            .affine_parallel(
                &[AffineMap::constant(0)],
                vec![],
                &[g.smap(0, vec![ext[0].clone()])?],
                g.ops(vec![]),
                &[mc],
                &[],
            )
            .ok_or_else(err)?;
        Builder::at_end(m, body, pos).affine_yield(vec![]);
        (body, ivs[0])
    } else {
        for_min(
            m,
            pcb,
            pos,
            g.smap(0, vec![ext[0].clone()])?,
            g.ops(vec![]),
            mc,
        )
    };
    let (ap, ct) = match outer_a {
        Some(x) => x,
        None => alloc_a_ct(m, icb)?,
    };
    g.pack(
        m,
        icb,
        ap,
        ic,
        pc,
        0,
        mr,
        mc,
        (&c.a_ops, c.g),
        (c.ivs[0], c.ivs[2]),
    )?;
    let (jrb, jr) = for_min(
        m,
        icb,
        pos,
        g.smap(1, vec![k(nc / nr), ext[1].sub(&d(0)).ceil_div(&k(nr))])?,
        g.ops(vec![jc]),
        1,
    );
    let (irb, ir) = for_min(
        m,
        jrb,
        pos,
        g.smap(1, vec![k(mc / mr), ext[0].sub(&d(0)).ceil_div(&k(mr))])?,
        g.ops(vec![ic]),
        1,
    );
    // jr and ir number the micro-panels. Full tile: M - mr - ic - ir·mr >= 0 and
    // N - nr - jc - jr·nr >= 0 over (ic, ir, jc, jr).
    let full = g.sset(
        4,
        vec![
            ext[0].sub(&k(mr)).sub(&d(0)).sub(&d(1).mul(&k(mr))),
            ext[1].sub(&k(nr)).sub(&d(2)).sub(&d(3).mul(&k(nr))),
        ],
    )?;
    let quad = vec![ic, ir, jc, jr];
    let (_, tb, eb) =
        Builder::before_terminator(m, irb, pos).affine_if(full, g.ops(quad.clone()), vec![], true);
    let cexpr = [
        d(0).add(&d(1).mul(&k(mr))).add(&org[0]),
        d(2).add(&d(3).mul(&k(nr))).add(&org[1]),
    ];
    g.kernel(m, tb, c.c, &cexpr, &quad, ap, bp, ir, jr, pc, c)?;
    let eb = eb.ok_or_else(err)?;
    // Edge tile: copy in the valid part, run on Ct, copy back.
    let copy = |m: &mut Module, into_ct: bool| -> Result<(), TransformError> {
        let rub = g.smap(2, vec![k(mr), ext[0].sub(&d(0)).sub(&d(1).mul(&k(mr)))])?;
        let (rb, r) = for_min(m, eb, pos, rub, g.ops(vec![ic, ir]), 1);
        let cub = g.smap(2, vec![k(nr), ext[1].sub(&d(0)).sub(&d(1).mul(&k(nr)))])?;
        let (cb, col) = for_min(m, rb, pos, cub, g.ops(vec![jc, jr]), 1);
        let cm = g.smap(
            6,
            vec![
                d(0).add(&d(1).mul(&k(mr))).add(&d(4)).add(&org[0]),
                d(2).add(&d(3).mul(&k(nr))).add(&d(5)).add(&org[1]),
            ],
        )?;
        let cops = g.ops(vec![ic, ir, jc, jr, r, col]);
        let tm = map(2, vec![d(0), d(1)])?;
        let mut b = Builder::before_terminator(m, cb, pos);
        if into_ct {
            let v = b.affine_load(c.c, cm, cops);
            b.affine_store(v, ct, tm, vec![r, col]);
        } else {
            let v = b.affine_load(ct, tm, vec![r, col]);
            b.affine_store(v, c.c, cm, cops);
        }
        Ok(())
    };
    copy(m, true)?;
    g.kernel(m, eb, ct, &[k(0), k(0)], &[], ap, bp, ir, jr, pc, c)?;
    copy(m, false)?;
    if f.parallel {
        let mut b = Builder::before_terminator(m, icb, pos);
        dealloc(&mut b, ap);
        dealloc(&mut b, ct);
    }
    {
        let mut b = Builder::at_end(m, scratch, pos);
        if let Some((ap, ct)) = outer_a {
            dealloc(&mut b, ap);
            dealloc(&mut b, ct);
        }
        dealloc(&mut b, bp);
    }
    let ops = m.block(scratch).ops.clone();
    for (n, &o) in ops.iter().enumerate() {
        m.detach_op(o);
        m.insert_op(parent, at + n, o);
    }
    m.detach_op(root);
    Ok(())
}
