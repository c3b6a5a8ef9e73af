//! `linalg-promote{operands=0,1,.. use-alloca=false}`: promotion of structured-op operands to
//! local buffers ("fast memory", MLIR's `promoteSubViews`). Each selected operand — a
//! `memref.subview` (by default every operand that is one) — gets a buffer of the view's
//! shape (`memref.alloc`, or `memref.alloca` with `use-alloca`; dynamic sizes from
//! `memref.dim` of the view); the view is copied into it (`memref.copy`) when it is an input,
//! or an output the payload reads or does not overwrite entirely (its indexing map is not a
//! projected permutation of distinct loops); the op runs on the buffers; outputs are copied
//! back and the buffers deallocated (not for `alloca`).
//!
//! Legality. Copying can change the results only when a promoted operand shares memory
//! cells with another operand and one of the two is written (an input view overlapping an
//! output view of the same base memref, or two overlapping outputs): the op would then read
//! values it wrote itself (or write a cell twice) in the original and not in the promoted
//! form. The cells of each view in its base memref are `offset + stride * i`, `0 <= i < size`
//! per dimension (nested subviews composed; offsets and sizes linear in SSA index values:
//! constants, `affine.apply` of pure affine maps, `arith.addi/subi/muli`, and `affine.for`
//! induction variables with their constant bounds and step; any other value is a free
//! parameter). The intersection of the two cell sets is an integer set; if it is non-empty the
//! promotion is refused with a witness (the cell and the values of the parameters); if the
//! engine cannot decide, or a view is not modelled (a stride that is not a constant, another
//! view op), it is refused as undecided. Views of different base memrefs are disjoint (the
//! dependence analysis' assumption). The overlap test is exact; as a legality test it is
//! conservative in two ways: the whole view is taken as accessed (exact when the op's indexing
//! maps cover every view cell), and a shared cell refuses even when the iteration order would
//! make the copy harmless (an elementwise op reading and writing the same view in place).

use std::collections::HashMap;

use tessera_dependence::access::base_memref;
use tessera_dependence::graph::value_name;
use tessera_ir::builder_ops::AllocKind;
use tessera_ir::linalg::structured;
use tessera_ir::types::DYNAMIC;
use tessera_ir::views::AffineForOp;
use tessera_ir::{Module, OpId, OperationState, Pos, Type, ValueDef, ValueId};
use tessera_polyhedral::affine::{AffineBinaryOp, AffineExprKind};
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::integer::{emptiness, Emptiness};
use tessera_polyhedral::linear::System;

use crate::builder::Builder;
use crate::error::TransformError;
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::refusal::{Outcome, Refusal};
use crate::registry::PassInfo;

/// The pass name.
pub const PASS: &str = "linalg-promote";
/// The pass' options.
pub const OPTIONS: &[OptionDef] = &[
    OptionDef::int_list(
        "operands",
        0,
        None,
        "the operands to promote, as indices into ins ++ outs (default: every subview operand)",
    ),
    OptionDef::flag(
        "use-alloca",
        false,
        "local buffers by memref.alloca instead of memref.alloc",
    ),
];
/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary: "copy subview operands of linalg ops into local buffers (exact overlap check)",
    options: OPTIONS,
    create,
};

/// Two operands whose views share a cell, one of them written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Overlap {
    /// The promoted operand (index into `ins ++ outs`).
    pub promoted: usize,
    /// The other operand.
    pub other: usize,
    /// The base memref (its name).
    pub memref: String,
    /// A cell of the base memref both views contain.
    pub cell: Vec<i64>,
    /// The values of the SSA values the views depend on at the witness (name, value).
    pub values: Vec<(String, i64)>,
}

struct PromotePass {
    operands: Option<Vec<usize>>,
    alloca: bool,
}

/// Builds the pass.
pub fn create(o: &Options) -> Result<Box<dyn Pass>, TransformError> {
    let operands = match o.int_list("operands") {
        None => None,
        Some(l) => Some(
            l.iter()
                .map(|&x| {
                    usize::try_from(x).map_err(|_| {
                        TransformError::new(format!("option 'operands': bad operand index {x}"))
                    })
                })
                .collect::<Result<Vec<_>, _>>()?,
        ),
    };
    Ok(Box::new(PromotePass {
        operands,
        alloca: o.flag("use-alloca"),
    }))
}

impl Pass for PromotePass {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        let ops = super::structured_ops(m, func);
        for op in ops {
            let Ok(so) = structured(m, op) else {
                continue;
            };
            if self.operands.is_none() && !so.operands().iter().any(|&v| is_subview(m, v)) {
                continue;
            }
            if let Some(l) = &self.operands {
                let n = so.operands().len();
                if let Some(k) = l.iter().find(|&&k| k >= n) {
                    let msg = format!(
                        "operand {k} not promoted: '{}' has {n} operands",
                        m.op(op).name
                    );
                    ctx.remark(PASS, m.op(op).pos, msg);
                    continue;
                }
            }
            let (o, _) = promote(m, op, self.operands.as_deref(), self.alloca, false)?;
            if let Outcome::Refused(r) = o {
                ctx.refuse(PASS, m, r);
            }
        }
        Ok(())
    }
}

fn is_subview(m: &Module, v: ValueId) -> bool {
    m.defining_op(v)
        .is_some_and(|d| m.op(d).name == "memref.subview")
}

/// Promotes operands `operands` (indices into `ins ++ outs`; `None`: every operand defined by
/// a `memref.subview`) of the structured op `op` to local buffers. With `force`, a promotion
/// that changes results is applied anyway ([`Outcome::Forced`]). The [`Overlap`] is the
/// witness of a refusal for overlapping operands.
pub fn promote(
    m: &mut Module,
    op: OpId,
    operands: Option<&[usize]>,
    use_alloca: bool,
    force: bool,
) -> Result<(Outcome, Option<Overlap>), TransformError> {
    let pos = m.op(op).pos;
    let name = m.op(op).name.clone();
    let so = structured(m, op).map_err(|e| TransformError::at(pos, format!("'{name}' {e}")))?;
    let all = so.operands();
    let sel: Vec<usize> = match operands {
        Some(l) => l.to_vec(),
        None => (0..all.len()).filter(|&k| is_subview(m, all[k])).collect(),
    };
    let list: Vec<String> = sel.iter().map(|k| k.to_string()).collect();
    let what = format!("promote operands [{}] of '{name}'", list.join(", "));
    let unsupported = |msg: String| {
        Ok((
            Outcome::Refused(Refusal::unsupported(&what, pos, msg)),
            None,
        ))
    };
    if sel.is_empty() {
        return unsupported("no operand is a memref.subview".into());
    }
    if !so.on_buffers(m) {
        return unsupported("the op is on tensors (promotion needs buffers)".into());
    }
    let mut seen = vec![false; all.len()];
    for &k in &sel {
        if k >= all.len() {
            return Err(TransformError::at(
                pos,
                format!(
                    "operand {k} out of range: '{name}' has {} operands",
                    all.len()
                ),
            ));
        }
        if std::mem::replace(&mut seen[k], true) {
            return Err(TransformError::at(pos, format!("operand {k} listed twice")));
        }
        if !is_subview(m, all[k]) {
            return unsupported(format!(
                "operand {k} ({}) is not a memref.subview",
                value_name(m, all[k])
            ));
        }
        if m.op(op).operands.get(k) != Some(&all[k]) {
            return unsupported(format!("operand {k} is not the op's operand {k}"));
        }
    }
    // Legality: no promoted operand shares a cell with another operand, one of them written.
    let mut refusal = None;
    let mut witness = None;
    'pairs: for &p in &sel {
        for q in 0..all.len() {
            if q == p || !(so.is_output(p) || so.is_output(q)) || !m.value_type(all[q]).is_memref()
            {
                continue;
            }
            if q < p && sel.contains(&q) {
                continue; // already checked as the pair (q, p)
            }
            match overlap(m, all[p], all[q]) {
                Ok(None) => {}
                Ok(Some((memref, cell, values))) => {
                    let vals: Vec<String> =
                        values.iter().map(|(n, v)| format!("{n} = {v}")).collect();
                    let cells: Vec<String> = cell.iter().map(|c| c.to_string()).collect();
                    let msg = format!(
                        "{} operand {p} ({}) and {} operand {q} ({}) both contain {memref}[{}]{}, \
                         one of them written: the copy could change the results",
                        kind(&so, p),
                        value_name(m, all[p]),
                        kind(&so, q),
                        value_name(m, all[q]),
                        cells.join(", "),
                        if vals.is_empty() {
                            String::new()
                        } else {
                            format!(" (at {})", vals.join(", "))
                        }
                    );
                    refusal = Some(Refusal::unsupported(&what, pos, msg));
                    witness = Some(Overlap {
                        promoted: p,
                        other: q,
                        memref,
                        cell,
                        values,
                    });
                    break 'pairs;
                }
                Err(e) => {
                    refusal = Some(Refusal::unknown(
                        &what,
                        pos,
                        format!("whether operands {p} and {q} overlap could not be decided: {e}"),
                    ));
                    break 'pairs;
                }
            }
        }
    }
    if let (Some(r), false) = (&refusal, force) {
        return Ok((Outcome::Refused(r.clone()), witness));
    }
    rewrite(m, op, &so, &sel, use_alloca, pos)?;
    Ok((
        match refusal {
            Some(r) => Outcome::Forced(r),
            None => Outcome::Applied,
        },
        witness,
    ))
}

fn kind(so: &tessera_ir::linalg::Structured, k: usize) -> &'static str {
    if so.is_output(k) {
        "output"
    } else {
        "input"
    }
}

/// True if output `k`'s map writes every cell of the operand: each result is a distinct loop.
fn overwrites_all(so: &tessera_ir::linalg::Structured, k: usize) -> bool {
    let mut used = vec![];
    so.maps[k].results().iter().all(|e| match e.kind() {
        AffineExprKind::Dim(d) if !used.contains(&d) => {
            used.push(d);
            true
        }
        _ => false,
    })
}

fn rewrite(
    m: &mut Module,
    op: OpId,
    so: &tessera_ir::linalg::Structured,
    sel: &[usize],
    use_alloca: bool,
    pos: Option<Pos>,
) -> Result<(), TransformError> {
    let all = so.operands();
    let lost = || TransformError::at(pos, "linalg op not in a block");
    let mut bufs = vec![];
    {
        let mut b = Builder::before(m, op).ok_or_else(lost)?;
        for &k in sel {
            let v = all[k];
            let (shape, elem) = match b.m.value_type(v) {
                Type::MemRef { shape, elem, .. } => (shape.clone(), (**elem).clone()),
                _ => {
                    return Err(TransformError::at(
                        pos,
                        format!("operand {k} is not a memref"),
                    ))
                }
            };
            let mut dyns = vec![];
            for (d, &s) in shape.iter().enumerate() {
                if s == DYNAMIC {
                    let c = b.index(d as i64);
                    dyns.push(b.value("memref.dim", vec![v, c], Type::Index, vec![]));
                }
            }
            let kind = if use_alloca {
                AllocKind::Alloca
            } else {
                AllocKind::Alloc
            };
            let ty = Type::MemRef {
                shape,
                elem: Box::new(elem),
                layout: None,
                memory_space: None,
            };
            bufs.push(b.memref_alloc(kind, ty, dyns, vec![], None));
        }
        for (&k, &buf) in sel.iter().zip(&bufs) {
            if !so.is_output(k) || so.payload_reads(b.m, k) || !overwrites_all(so, k) {
                let mut st = OperationState::new("memref.copy");
                st.operands = vec![all[k], buf];
                b.insert(st);
            }
        }
    }
    for (&k, &buf) in sel.iter().zip(&bufs) {
        m.op_mut(op).operands[k] = buf;
    }
    let mut b = Builder::after(m, op).ok_or_else(lost)?;
    for (&k, &buf) in sel.iter().zip(&bufs) {
        if so.is_output(k) {
            let mut st = OperationState::new("memref.copy");
            st.operands = vec![buf, all[k]];
            b.insert(st);
        }
    }
    if !use_alloca {
        for &buf in &bufs {
            let mut st = OperationState::new("memref.dealloc");
            st.operands = vec![buf];
            b.insert(st);
        }
    }
    Ok(())
}

// ----- the cells of a view ------------------------------------------------------------------

/// A linear expression over parameters: coefficients by parameter index, and a constant.
#[derive(Debug, Clone, Default, PartialEq)]
struct Lin {
    coef: HashMap<usize, i64>,
    c: i64,
}

impl Lin {
    fn constant(c: i64) -> Lin {
        Lin {
            coef: HashMap::new(),
            c,
        }
    }

    fn as_constant(&self) -> Option<i64> {
        self.coef.values().all(|&x| x == 0).then_some(self.c)
    }

    fn add(&self, o: &Lin, sign: i64) -> Option<Lin> {
        let mut r = self.clone();
        for (&k, &v) in &o.coef {
            let e = r.coef.entry(k).or_insert(0);
            *e = e.checked_add(v.checked_mul(sign)?)?;
        }
        r.c = r.c.checked_add(o.c.checked_mul(sign)?)?;
        Some(r)
    }

    fn scale(&self, f: i64) -> Option<Lin> {
        let mut r = Lin::constant(self.c.checked_mul(f)?);
        for (&k, &v) in &self.coef {
            r.coef.insert(k, v.checked_mul(f)?);
        }
        Some(r)
    }
}

/// The parameters: SSA index values the views depend on, and constraints on them.
#[derive(Default)]
struct Params {
    values: Vec<Option<ValueId>>,
    /// Extra variables (loop step counters) beyond the values.
    extra: usize,
    /// Constraints `lin >= 0` / `lin == 0` over parameters (extra variables are numbered after
    /// the values, resolved when the system is built).
    ineqs: Vec<Lin>,
    eqs: Vec<Lin>,
    memo: HashMap<ValueId, Lin>,
}

const EXTRA: usize = 1 << 20;

impl Params {
    fn anonymous(&mut self) -> Lin {
        let idx = self.values.len();
        self.values.push(None);
        let mut l = Lin::default();
        l.coef.insert(idx, 1);
        l
    }

    fn param(&mut self, m: &Module, v: ValueId) -> Lin {
        let idx = self.values.len();
        self.values.push(Some(v));
        let mut l = Lin::default();
        l.coef.insert(idx, 1);
        // An affine.for iv: lb <= iv < ub (constant bounds), iv = lb + step * k.
        if let ValueDef::BlockArg { block, index: 0 } = m.value(v).def {
            if let Some(f) = m
                .block_parent_op(block)
                .and_then(|o| AffineForOp::wrap(m, o))
            {
                if let (Some(lb), Some(ub)) = (f.constant_lower_bound(), f.constant_upper_bound()) {
                    self.ineqs
                        .push(l.add(&Lin::constant(lb), -1).unwrap_or_default());
                    self.ineqs.push(
                        Lin::constant(ub.saturating_sub(1))
                            .add(&l, -1)
                            .unwrap_or_default(),
                    );
                    if f.step() > 1 {
                        let k = EXTRA + self.extra;
                        self.extra += 1;
                        let mut e = l.add(&Lin::constant(lb), -1).unwrap_or_default();
                        e.coef.insert(k, -f.step());
                        self.eqs.push(e);
                    }
                }
            }
        }
        l
    }

    /// `v` as a linear expression.
    fn lin(&mut self, m: &Module, v: ValueId, depth: usize) -> Lin {
        if let Some(l) = self.memo.get(&v) {
            return l.clone();
        }
        let l = self
            .try_lin(m, v, depth)
            .unwrap_or_else(|| self.param(m, v));
        self.memo.insert(v, l.clone());
        l
    }

    fn try_lin(&mut self, m: &Module, v: ValueId, depth: usize) -> Option<Lin> {
        if depth > 64 {
            return None;
        }
        let d = m.defining_op(v)?;
        let o = m.op(d);
        match o.name.as_str() {
            "arith.constant" => o
                .attr("value")?
                .as_int()
                .and_then(|x| i64::try_from(x).ok())
                .map(Lin::constant),
            "arith.addi" | "arith.subi" | "arith.muli" => {
                let (&a, &b) = (o.operands.first()?, o.operands.get(1)?);
                let la = self.lin(m, a, depth + 1);
                let lb = self.lin(m, b, depth + 1);
                match o.name.as_str() {
                    "arith.addi" => la.add(&lb, 1),
                    "arith.subi" => la.add(&lb, -1),
                    _ => match (la.as_constant(), lb.as_constant()) {
                        (Some(c), _) => lb.scale(c),
                        (_, Some(c)) => la.scale(c),
                        _ => None,
                    },
                }
            }
            "affine.apply" => {
                let map = o.attr("map")?.as_affine_map()?.clone();
                let [e] = map.results() else {
                    return None;
                };
                let nd = map.num_dims() as usize;
                let ops = o.operands.clone();
                let args: Vec<Lin> = ops.iter().map(|&x| self.lin(m, x, depth + 1)).collect();
                lin_expr(e, &args, nd)
            }
            _ => None,
        }
    }
}

fn lin_expr(e: &tessera_polyhedral::affine::AffineExpr, args: &[Lin], nd: usize) -> Option<Lin> {
    match e.kind() {
        AffineExprKind::Constant(c) => Some(Lin::constant(c)),
        AffineExprKind::Dim(i) => args.get(i as usize).cloned(),
        AffineExprKind::Symbol(i) => args.get(nd + i as usize).cloned(),
        AffineExprKind::Binary(op, a, b) => {
            let (la, lb) = (lin_expr(a, args, nd)?, lin_expr(b, args, nd)?);
            match op {
                AffineBinaryOp::Add => la.add(&lb, 1),
                AffineBinaryOp::Mul => match (la.as_constant(), lb.as_constant()) {
                    (Some(c), _) => lb.scale(c),
                    (_, Some(c)) => la.scale(c),
                    _ => None,
                },
                _ => None,
            }
        }
    }
}

/// The cells of a view in its base memref: per base dimension, `off + stride * i` with
/// `0 <= i < size`; `kept` lists the base dimensions the view's own dimensions index.
struct Cells {
    dims: Vec<(Lin, i64, Lin)>,
    kept: Vec<usize>,
}

fn cells(m: &Module, v: ValueId, ps: &mut Params, depth: usize) -> Result<Cells, String> {
    if depth > 64 {
        return Err("views nested too deeply".into());
    }
    let shape = match m.value_type(v) {
        Type::MemRef { shape, .. } => shape.clone(),
        t => return Err(format!("not a ranked memref: {t:?}")),
    };
    let def = m.defining_op(v);
    let name = def.map(|d| m.op(d).name.as_str()).unwrap_or("");
    match name {
        "memref.subview" => {
            let o = m.op(def.ok_or("no subview")?);
            let src = *o.operands.first().ok_or("subview without a source")?;
            let parent = cells(m, src, ps, depth + 1)?;
            let mut dyn_ops = o.operands.iter().skip(1).copied();
            let mut list = |key: &str| -> Result<Vec<Lin>, String> {
                let vals = o
                    .attr(key)
                    .and_then(tessera_ir::views::int_values)
                    .ok_or_else(|| format!("subview without {key}"))?;
                vals.into_iter()
                    .map(|x| {
                        if x == DYNAMIC {
                            let d = dyn_ops.next().ok_or("missing dynamic operand")?;
                            Ok(ps.lin(m, d, 0))
                        } else {
                            Ok(Lin::constant(x))
                        }
                    })
                    .collect()
            };
            let offs = list("static_offsets")?;
            let sizes = list("static_sizes")?;
            let strides = list("static_strides")?;
            if offs.len() != parent.kept.len()
                || sizes.len() != offs.len()
                || strides.len() != offs.len()
            {
                return Err("subview rank does not match its source".into());
            }
            let mut dims = parent.dims.clone();
            for (j, &bd) in parent.kept.iter().enumerate() {
                let st = strides[j]
                    .as_constant()
                    .ok_or("a subview stride is not a constant")?;
                let (poff, pst, _) = &parent.dims[bd];
                let off = poff
                    .add(&offs[j].scale(*pst).ok_or("overflow")?, 1)
                    .ok_or("overflow")?;
                dims[bd] = (
                    off,
                    pst.checked_mul(st).ok_or("overflow")?,
                    sizes[j].clone(),
                );
            }
            // A rank-reducing subview drops unit dimensions: the result must keep exactly the
            // non-unit ones (which unit dimensions stay is otherwise ambiguous).
            let kept: Vec<usize> = if shape.len() == parent.kept.len() {
                parent.kept.clone()
            } else {
                let kept: Vec<usize> = parent
                    .kept
                    .iter()
                    .zip(&sizes)
                    .filter(|(_, z)| z.as_constant() != Some(1))
                    .map(|(&bd, _)| bd)
                    .collect();
                if kept.len() != shape.len() {
                    return Err("rank-reducing subview keeping unit dimensions".into());
                }
                kept
            };
            Ok(Cells { dims, kept })
        }
        "memref.cast" => {
            let o = m.op(def.ok_or("no cast")?);
            let src = *o.operands.first().ok_or("cast without a source")?;
            cells(m, src, ps, depth + 1)
        }
        n if !n.is_empty() && base_memref(m, v) != v => {
            Err(format!("view op '{n}' is not modelled"))
        }
        _ => {
            let mut dims = vec![];
            for (d, &s) in shape.iter().enumerate() {
                let size = if s == DYNAMIC {
                    // The base's size: a free parameter (not named in witnesses).
                    let _ = d;
                    ps.anonymous()
                } else {
                    Lin::constant(s)
                };
                dims.push((Lin::constant(0), 1, size));
            }
            Ok(Cells {
                kept: (0..shape.len()).collect(),
                dims,
            })
        }
    }
}

type Witness = (String, Vec<i64>, Vec<(String, i64)>);

/// Do the views `a` and `b` share a cell? The base memref's name, a common cell and the
/// parameter values if they do.
fn overlap(m: &Module, a: ValueId, b: ValueId) -> Result<Option<Witness>, String> {
    let base = base_memref(m, a);
    if base != base_memref(m, b) {
        return Ok(None);
    }
    let mut ps = Params::default();
    let ca = cells(m, a, &mut ps, 0)?;
    let cb = cells(m, b, &mut ps, 0)?;
    if ca.dims.len() != cb.dims.len() {
        return Err("views of different ranks of one memref".into());
    }
    let rank = ca.dims.len();
    let np = ps.values.len();
    let nx = ps.extra;
    // Variables: parameters, extra counters, i_a (rank), i_b (rank).
    let n = np + nx + 2 * rank;
    let col = |k: usize| if k >= EXTRA { np + (k - EXTRA) } else { k };
    let row = |l: &Lin, extra: &[(usize, i64)]| -> Vec<Int> {
        let mut r = vec![Int::from(0); n + 1];
        for (&k, &v) in &l.coef {
            r[col(k)] = r[col(k)].clone() + Int::from(v);
        }
        for &(k, v) in extra {
            r[k] = r[k].clone() + Int::from(v);
        }
        r[n] = Int::from(l.c);
        r
    };
    let mut sys = System::new(n);
    for l in &ps.ineqs {
        sys.add_ineq(row(l, &[]));
    }
    for l in &ps.eqs {
        sys.add_eq(row(l, &[]));
    }
    let ia = np + nx;
    let ib = ia + rank;
    for d in 0..rank {
        let (oa, sa, za) = &ca.dims[d];
        let (ob, sb, zb) = &cb.dims[d];
        // 0 <= i, i <= size - 1
        sys.add_ineq(row(&Lin::constant(0), &[(ia + d, 1)]));
        sys.add_ineq(row(
            &za.add(&Lin::constant(1), -1).ok_or("overflow")?,
            &[(ia + d, -1)],
        ));
        sys.add_ineq(row(&Lin::constant(0), &[(ib + d, 1)]));
        sys.add_ineq(row(
            &zb.add(&Lin::constant(1), -1).ok_or("overflow")?,
            &[(ib + d, -1)],
        ));
        // oa + sa ia == ob + sb ib
        sys.add_eq(row(
            &oa.add(ob, -1).ok_or("overflow")?,
            &[(ia + d, *sa), (ib + d, -sb)],
        ));
    }
    match emptiness(&sys, &mut Budget::default()) {
        Emptiness::Empty => Ok(None),
        Emptiness::Unknown => Err("the integer engine ran out of budget".into()),
        Emptiness::NonEmpty(p) => {
            let get = |k: usize| p[k].to_i64().ok_or("witness out of range");
            let mut cell = vec![];
            for d in 0..rank {
                let (oa, sa, _) = &ca.dims[d];
                let mut c = i128::from(oa.c);
                for (&k, &v) in &oa.coef {
                    c += i128::from(v) * i128::from(get(col(k))?);
                }
                c += i128::from(*sa) * i128::from(get(ia + d)?);
                cell.push(i64::try_from(c).map_err(|_| "witness cell out of range")?);
            }
            let mut values = vec![];
            for (k, v) in ps.values.iter().enumerate() {
                let Some(v) = *v else {
                    continue;
                };
                let name = value_name(m, v);
                if !values.iter().any(|(n, _): &(String, i64)| *n == name) {
                    values.push((name, get(k)?));
                }
            }
            Ok(Some((value_name(m, base), cell, values)))
        }
    }
}
