//! Emission phase of polyhedral code generation: turns the loop tree built by
//! [`super::scan`] into `affine.for` / `affine.parallel` / `affine.if` / `affine.apply` ops
//! before the anchor, calling the statement emitter at every instance. On any failure the ops
//! created so far are removed again, leaving the module as it was.

use std::collections::{HashMap, HashSet};

use tessera_ir::builder::Builder;
use tessera_ir::{BlockId, Module, OpId, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap, IntegerSet};
use tessera_polyhedral::int::Int;
use tessera_polyhedral::linear::Row;

use super::scan::{EmitFn, GenStats, Node, ScanSpace};

/// Where ops go: before the anchor (top level) or before the terminator of a body block.
#[derive(Clone, Copy)]
enum At {
    Before(OpId),
    Body(BlockId),
}

fn builder(m: &mut Module, at: At) -> Result<Builder<'_>, String> {
    match at {
        At::Before(op) => {
            Builder::before(m, op).ok_or_else(|| "the anchor is not inside a block".to_string())
        }
        At::Body(b) => {
            let pos = m.block_parent_op(b).and_then(|o| m.op(o).pos);
            Ok(Builder::before_terminator(m, b, pos))
        }
    }
}

/// Emits `tree` before `anchor`; on error removes what it created. Returns the statistics and
/// the `affine.if` op of each full-tile version.
pub(crate) fn emit_tree(
    m: &mut Module,
    anchor: OpId,
    space: &ScanSpace,
    tree: &[Node],
    emit: &mut EmitFn<'_>,
) -> Result<(GenStats, Vec<OpId>), String> {
    let block = m
        .op(anchor)
        .parent
        .ok_or_else(|| "the anchor is not inside a block".to_string())?;
    let before: HashSet<OpId> = m.block(block).ops.iter().copied().collect();
    let d = space.ndims;
    let mut e = Emitter {
        space,
        emit,
        stats: GenStats::default(),
        versions: Vec::new(),
        mark_next_loop: false,
        ivs: vec![None; d],
        subst: vec![None; d],
        values: HashMap::new(),
    };
    match e.nodes(m, At::Before(anchor), tree) {
        Ok(()) => Ok((e.stats, e.versions)),
        Err(msg) => {
            let created: Vec<OpId> = m
                .block(block)
                .ops
                .iter()
                .copied()
                .filter(|o| !before.contains(o))
                .collect();
            for op in created {
                tessera_ir::builder::erase_op(m, op);
            }
            Err(msg)
        }
    }
}

struct Emitter<'s, 'e, 'f> {
    space: &'s ScanSpace,
    emit: &'e mut EmitFn<'f>,
    stats: GenStats,
    /// The `affine.if` ops of the full-tile versions created (the first `affine.for` of a
    /// version without condition).
    versions: Vec<OpId>,
    /// Record the next `affine.for` created in `versions`.
    mark_next_loop: bool,
    /// SSA value of each scan dim bound by an enclosing loop.
    ivs: Vec<Option<ValueId>>,
    /// Row (over loop dims and params only) of each scan dim fixed by an equality.
    subst: Vec<Option<Row>>,
    /// Iv values already computed in a block (ops are only ever appended to a block's
    /// insertion point, so an earlier value dominates every later use in the same block).
    values: HashMap<(BlockId, Row), ValueId>,
}

fn small(c: &Int) -> Result<i64, String> {
    c.to_i64()
        .filter(|v| v.unsigned_abs() < (1 << 40))
        .ok_or_else(|| format!("coefficient {c} is too large for an affine map"))
}

/// Operand lists of a map: the scan dims and params its rows use.
struct Operands {
    dims: Vec<usize>,
    syms: Vec<usize>,
}

impl<'s> Emitter<'s, '_, '_> {
    /// `row` with every fixed scan dim replaced by its row.
    fn resolve(&self, row: &Row) -> Row {
        let mut r = row.clone();
        for (j, s) in self.subst.iter().enumerate() {
            let Some(e) = s else { continue };
            let c = std::mem::take(&mut r[j]);
            if c.is_zero() {
                continue;
            }
            for (x, y) in r.iter_mut().zip(e) {
                if !y.is_zero() {
                    *x = &*x + &(&c * y);
                }
            }
        }
        r
    }

    fn operands(&self, rows: &[Row]) -> Result<Operands, String> {
        let d = self.space.ndims;
        let np = self.space.params.len();
        let mut dims = vec![];
        for j in 0..d {
            if rows.iter().any(|r| !r[j].is_zero()) {
                if self.ivs[j].is_none() {
                    return Err(format!("internal: scan dimension {j} used before its loop"));
                }
                dims.push(j);
            }
        }
        let syms = (0..np)
            .filter(|&p| rows.iter().any(|r| !r[d + p].is_zero()))
            .collect();
        Ok(Operands { dims, syms })
    }

    fn values(&self, ops: &Operands) -> Vec<ValueId> {
        let mut v: Vec<ValueId> = ops.dims.iter().filter_map(|&j| self.ivs[j]).collect();
        v.extend(ops.syms.iter().map(|&p| self.space.params[p]));
        v
    }

    /// The linear expression `row · (x, 1)` (dims and symbols numbered per `ops`).
    fn expr(&self, row: &Row, ops: &Operands) -> Result<AffineExpr, String> {
        let d = self.space.ndims;
        let n = row.len() - 1;
        let mut e = AffineExpr::constant(small(&row[n])?);
        let terms = ops
            .dims
            .iter()
            .enumerate()
            .map(|(i, &j)| (AffineExpr::dim(i as u32), &row[j]))
            .chain(
                ops.syms
                    .iter()
                    .enumerate()
                    .map(|(i, &p)| (AffineExpr::symbol(i as u32), &row[d + p])),
            );
        let mut acc: Option<AffineExpr> = None;
        for (v, c) in terms {
            if c.is_zero() {
                continue;
            }
            let c = small(c)?;
            let t = if c == 1 {
                v
            } else {
                v.mul(&AffineExpr::constant(c))
            };
            acc = Some(match acc {
                None => t,
                Some(a) => a.add(&t),
            });
        }
        if let Some(a) = acc {
            e = if e.as_constant() == Some(0) {
                a
            } else {
                a.add(&e)
            };
        }
        Ok(e)
    }

    fn map(&self, exprs: Vec<AffineExpr>, ops: &Operands) -> Result<AffineMap, String> {
        AffineMap::new(ops.dims.len() as u32, ops.syms.len() as u32, exprs)
            .map_err(|e| format!("internal: bad bound map: {e}"))
    }

    /// Lower bound `ceildiv(-e, a)` of a row `a c_k + e >= 0`, or upper bound
    /// `floordiv(e, a) + 1` of `-a c_k + e >= 0` (`rest` is the row without `c_k`).
    fn bound(
        &self,
        rest: &Row,
        a: &Int,
        lower: bool,
        ops: &Operands,
    ) -> Result<AffineExpr, String> {
        let a = small(&a.abs())?;
        if lower {
            let neg: Row = rest.iter().map(|c| -c).collect();
            let e = self.expr(&neg, ops)?;
            Ok(if a == 1 {
                e
            } else {
                e.ceil_div(&AffineExpr::constant(a))
            })
        } else {
            let e = self.expr(rest, ops)?;
            let q = if a == 1 {
                e
            } else {
                e.floor_div(&AffineExpr::constant(a))
            };
            Ok(q.add(&AffineExpr::constant(1)))
        }
    }

    fn nodes(&mut self, m: &mut Module, at: At, nodes: &[Node]) -> Result<(), String> {
        for n in nodes {
            self.node(m, at, n)?;
        }
        Ok(())
    }

    /// The integer set of the conjunction of `conds` (`true`: an equality), over the scan dims
    /// and params the rows use, and its operand values.
    fn set(&self, conds: &[(Row, bool)]) -> Result<(IntegerSet, Vec<ValueId>), String> {
        let rows: Vec<Row> = conds.iter().map(|(r, _)| self.resolve(r)).collect();
        let ops = self.operands(&rows)?;
        let exprs = rows
            .iter()
            .map(|r| self.expr(r, &ops))
            .collect::<Result<Vec<_>, _>>()?;
        let flags = conds.iter().map(|(_, eq)| *eq).collect();
        let set = IntegerSet::new(ops.dims.len() as u32, ops.syms.len() as u32, exprs, flags)
            .map_err(|e| format!("internal: bad guard: {e}"))?;
        Ok((set, self.values(&ops)))
    }

    fn node(&mut self, m: &mut Module, at: At, node: &Node) -> Result<(), String> {
        match node {
            Node::Guard { conds, body } => {
                if conds.is_empty() {
                    return self.nodes(m, at, body);
                }
                let (set, vals) = self.set(conds)?;
                let (_, then_b, _) = builder(m, at)?.affine_if(set, vals, vec![], false);
                self.stats.guards += 1;
                self.nodes(m, At::Body(then_b), body)
            }
            Node::IfElse {
                row,
                then,
                otherwise,
            } => {
                let (set, vals) = self.set(&[(row.clone(), false)])?;
                let (_, then_b, else_b) = builder(m, at)?.affine_if(set, vals, vec![], true);
                let else_b =
                    else_b.ok_or_else(|| "internal: affine.if without else".to_string())?;
                self.stats.guards += 1;
                self.nodes(m, At::Body(then_b), then)?;
                self.nodes(m, At::Body(else_b), otherwise)
            }
            Node::Versioned {
                conds,
                then,
                otherwise,
            } => {
                if conds.is_empty() {
                    // Every tile is full: the first loop emitted is the version's root.
                    self.mark_next_loop = true;
                    return self.nodes(m, at, then);
                }
                let conds: Vec<(Row, bool)> = conds.iter().map(|r| (r.clone(), false)).collect();
                let (set, vals) = self.set(&conds)?;
                let (version, then_b, else_b) = builder(m, at)?.affine_if(set, vals, vec![], true);
                let else_b =
                    else_b.ok_or_else(|| "internal: affine.if without else".to_string())?;
                self.stats.guards += 1;
                self.stats.full_tile_versions += 1;
                self.versions.push(version);
                self.nodes(m, At::Body(then_b), then)?;
                self.nodes(m, At::Body(else_b), otherwise)
            }
            Node::Bind { k, row, body } => {
                let r = self.resolve(row);
                self.subst[*k] = Some(r);
                let res = self.nodes(m, at, body);
                self.subst[*k] = None;
                res
            }
            Node::Loop {
                k,
                lower,
                upper,
                body,
            } => {
                let k = *k;
                let split = |rows: &[Row]| -> Vec<(Row, Int)> {
                    rows.iter()
                        .map(|r| {
                            let mut r = self.resolve(r);
                            let a = std::mem::take(&mut r[k]);
                            (r, a)
                        })
                        .collect()
                };
                let lo = split(lower);
                let up = split(upper);
                let lo_rows: Vec<Row> = lo.iter().map(|(r, _)| r.clone()).collect();
                let up_rows: Vec<Row> = up.iter().map(|(r, _)| r.clone()).collect();
                let lo_ops = self.operands(&lo_rows)?;
                let up_ops = self.operands(&up_rows)?;
                let lbs = lo
                    .iter()
                    .map(|(r, a)| self.bound(r, a, true, &lo_ops))
                    .collect::<Result<Vec<_>, _>>()?;
                let ubs = up
                    .iter()
                    .map(|(r, a)| self.bound(r, a, false, &up_ops))
                    .collect::<Result<Vec<_>, _>>()?;
                let lbm = self.map(lbs, &lo_ops)?;
                let ubm = self.map(ubs, &up_ops)?;
                let lvals = self.values(&lo_ops);
                let uvals = self.values(&up_ops);
                let parallel = {
                    let mut under = Vec::new();
                    body.iter().for_each(|n| n.stmts(&mut under));
                    !under.is_empty()
                        && under.iter().all(|&s| {
                            self.space
                                .parallel_stmts
                                .get(s)
                                .and_then(|p| p.get(k))
                                .copied()
                                .unwrap_or(false)
                        })
                };
                let (body_b, iv) = if parallel {
                    let (_, b, ivs) = builder(m, at)?
                        .affine_parallel(&[lbm], lvals, &[ubm], uvals, &[1], &[])
                        .ok_or_else(|| "internal: affine.parallel bounds".to_string())?;
                    let iv = ivs
                        .first()
                        .copied()
                        .ok_or_else(|| "internal: affine.parallel without iv".to_string())?;
                    let pos = m.block_parent_op(b).and_then(|o| m.op(o).pos);
                    Builder::at_end(m, b, pos).affine_yield(vec![]);
                    self.stats.parallel_loops += 1;
                    self.mark_next_loop = false;
                    (b, iv)
                } else {
                    let (l, b, iv) = builder(m, at)?.affine_for(lbm, lvals, ubm, uvals, 1, vec![]);
                    self.stats.loops += 1;
                    if std::mem::take(&mut self.mark_next_loop) {
                        self.versions.push(l);
                    }
                    (b, iv)
                };
                self.ivs[k] = Some(iv);
                let res = self.nodes(m, At::Body(body_b), body);
                self.ivs[k] = None;
                res
            }
            Node::Stmt { s } => {
                let st = &self.space.stmts[*s];
                let mut vals = Vec::with_capacity(st.ivs.len());
                for row in &st.ivs {
                    let r = self.resolve(row);
                    let n = r.len() - 1;
                    let nz: Vec<usize> = (0..n).filter(|&j| !r[j].is_zero()).collect();
                    let block = match at {
                        At::Body(b) => Some(b),
                        At::Before(op) => m.op(op).parent,
                    };
                    let cached = block.and_then(|b| self.values.get(&(b, r.clone())).copied());
                    let v = match (cached, nz.as_slice()) {
                        (Some(v), _) => v,
                        (None, []) => builder(m, at)?.index(small(&r[n])?),
                        (None, [j])
                            if *j < self.space.ndims && r[*j].is_one() && r[n].is_zero() =>
                        {
                            self.ivs[*j].ok_or_else(|| {
                                format!("internal: scan dimension {j} has no loop")
                            })?
                        }
                        (None, _) => {
                            let ops = self.operands(std::slice::from_ref(&r))?;
                            let map = self.map(vec![self.expr(&r, &ops)?], &ops)?;
                            let operands = self.values(&ops);
                            builder(m, at)?.affine_apply(map, operands)
                        }
                    };
                    if let Some(b) = block {
                        self.values.insert((b, r), v);
                    }
                    vals.push(v);
                }
                let mut b = builder(m, at)?;
                (self.emit)(&mut b, st.id, &vals)
            }
        }
    }
}
