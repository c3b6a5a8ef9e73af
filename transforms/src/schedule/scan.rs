//! Polyhedral code generation: scanning the statement instances of a [`ScanSpace`] in
//! lexicographic order of the scan dimensions into `affine.for` / `affine.parallel` /
//! `affine.if` nests.
//!
//! The algorithm is Quilleré–Rajopadhye–Wilde scanning with separation (as in CLooG), in two
//! phases so that a failure never leaves half-built code behind:
//!
//! 1. **Analysis** (this file) builds a loop tree. At level `k`, the projection of every active
//!    statement's domain onto `c_0..c_k` (rational Fourier–Motzkin, a superset of the integer
//!    projection; the last level uses the exact domain) is separated into disjoint convex
//!    pieces (intersections and differences, the complement of `e >= 0` being `-e - 1 >= 0`);
//!    pieces proven empty under the enclosing context are dropped, and the rest are ordered
//!    along `c_k` with the exact integer engine. Each piece becomes a guard (its rows free of
//!    `c_k` that the context does not imply), then either a binding of `c_k` (an equality with
//!    a unit coefficient: no loop, `c_k` is substituted into every later expression) or a loop
//!    with the piece's bounds (an equality with a non-unit coefficient gives a loop of at most
//!    one iteration, which also checks the divisibility); rows implied by the context and the
//!    other rows are removed first. Two consecutive guards on a row and on its complement
//!    become one `affine.if` with an else block; consecutive pieces of the same statements
//!    whose union is convex are merged first. Above the innermost level a statement may be
//!    separated with a superset of its projection (safe: the innermost level enforces the
//!    exact domain): derived rows on outer dims that do not bound `c_k` are left out, and a
//!    statement whose projection another one's strictly contains joins that one when this
//!    adds no guard one level down. Both avoid splitting loops into pieces that differ only
//!    by empty inner loops (the identity schedule of an imperfect nest gives the nest back).
//! 2. **Emission** ([`super::scan_emit`]) turns the tree into IR before the anchor.
//!
//! The set operations (emptiness, projection, implication, differences) are in
//! [`super::scan_sets`]; levels with many statements (scalar dimensions, hull loops instead of
//! separation) in `scan_wide`.
//!
//! Pieces made by exact differences are always ordered (two disjoint pieces lie on opposite
//! sides of a row of one of the projections), so the "cannot be ordered" error only arises
//! when an exact test gives up; it is still checked rather than assumed. Every emptiness test
//! gets a share of the budget: a test that runs out of its share counts as "not empty" (the
//! piece is kept, which is safe); running out of the whole budget is an error.

use tessera_ir::builder::Builder;
use tessera_ir::{Module, OpId, ValueId};
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::linear::{Row, System};

use super::scan_sets::{budget_err, complement, normalize_or_empty};

/// One statement to scan.
#[derive(Debug, Clone)]
pub struct ScanStmt {
    /// Statement number; instances with equal scan coordinates run in increasing number.
    pub id: usize,
    /// The statement's instances in scan coordinates: a convex system over
    /// `[scan dims (ndims) | params (nparams)]` (plus the constant column).
    pub domain: System,
    /// Each original loop iv of the statement (outermost first) as a row over
    /// `[scan dims | params | 1]`.
    pub ivs: Vec<Row>,
}

/// What to scan.
#[derive(Debug, Clone)]
pub struct ScanSpace {
    /// Number of scan dimensions.
    pub ndims: usize,
    /// The SSA values of the parameter columns (valid affine symbols where code is inserted).
    pub params: Vec<ValueId>,
    /// Per statement (an index into `stmts`), per scan dim: the loops there that hold it may
    /// be `affine.parallel`; a loop is when every statement in it says so
    /// ([`super::scan_parallel`]). A missing flag is false.
    pub parallel_stmts: Vec<Vec<bool>>,
    /// The statements.
    pub stmts: Vec<ScanStmt>,
}

/// What code generation produced.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GenStats {
    /// `affine.for` ops created.
    pub loops: usize,
    /// `affine.parallel` ops created.
    pub parallel_loops: usize,
    /// `affine.if` guards created.
    pub guards: usize,
    /// Of those, full/partial tile versions ([`super::scan_tiles`]).
    pub full_tile_versions: usize,
}

/// Emits the statement `id` at the builder's insertion point, its original ivs bound to the
/// given values.
pub type EmitFn<'e> = dyn FnMut(&mut Builder<'_>, usize, &[ValueId]) -> Result<(), String> + 'e;

/// Most statements active at one level for which containment between their projections is
/// looked for (the test is quadratic).
const MAX_ABSORB: usize = 12;

/// A node of the loop tree built by the analysis.
#[derive(Debug, Clone)]
pub(crate) enum Node {
    /// `affine.if` of the conjunction of the rows (`true` = equality), over outer dims and
    /// params.
    Guard {
        conds: Vec<(Row, bool)>,
        body: Vec<Node>,
    },
    /// `affine.if row >= 0 { then } else { otherwise }`.
    IfElse {
        row: Row,
        then: Vec<Node>,
        otherwise: Vec<Node>,
    },
    /// `affine.if` of the conjunction `rows >= 0` with an else part (a full-tile version, see
    /// [`super::scan_tiles`]); without conditions, `then` alone (every tile is full).
    Versioned {
        conds: Vec<Row>,
        then: Vec<Node>,
        otherwise: Vec<Node>,
    },
    /// A loop over scan dim `k`: `max(lower) <= c_k <= min(upper)`, lower rows `a c_k + e >= 0`
    /// (`a > 0`), upper rows `-a c_k + e >= 0`.
    Loop {
        k: usize,
        lower: Vec<Row>,
        upper: Vec<Row>,
        body: Vec<Node>,
    },
    /// Scan dim `k` fixed: `c_k = row · (x, 1)` (`row[k] == 0`).
    Bind { k: usize, row: Row, body: Vec<Node> },
    /// An instance of statement number `s` (an index into `ScanSpace::stmts`).
    Stmt { s: usize },
}

impl Node {
    /// The statements under this node, appended to `out` (with repeats).
    pub(crate) fn stmts(&self, out: &mut Vec<usize>) {
        let all = |ns: &[Node], out: &mut Vec<usize>| ns.iter().for_each(|n| n.stmts(out));
        match self {
            Node::Guard { body, .. } | Node::Loop { body, .. } | Node::Bind { body, .. } => {
                all(body, out)
            }
            Node::IfElse {
                then, otherwise, ..
            }
            | Node::Versioned {
                then, otherwise, ..
            } => {
                all(then, out);
                all(otherwise, out);
            }
            Node::Stmt { s } => out.push(*s),
        }
    }
}

/// Generates the code scanning `space` immediately before `anchor` (in `anchor`'s block).
pub fn generate(
    m: &mut Module,
    anchor: OpId,
    space: &ScanSpace,
    emit: &mut EmitFn<'_>,
    budget: &mut Budget,
) -> Result<GenStats, String> {
    generate_separated(m, anchor, space, emit, budget, &[]).map(|(s, _)| s)
}

/// [`generate`], with the point loops of each band in `bands` versioned on the full-tile
/// condition ([`super::scan_tiles`]); also returns the `affine.if` op of each version.
pub fn generate_separated(
    m: &mut Module,
    anchor: OpId,
    space: &ScanSpace,
    emit: &mut EmitFn<'_>,
    budget: &mut Budget,
    bands: &[super::scan_tiles::TiledBand],
) -> Result<(GenStats, Vec<OpId>), String> {
    let mut tree = analyse(space, budget)?;
    if !bands.is_empty() {
        tree = super::scan_tiles::separate_full_tiles(tree, bands);
    }
    super::scan_emit::emit_tree(m, anchor, space, &tree, emit)
}

/// Checks the shape of `space`.
fn validate(space: &ScanSpace) -> Result<(), String> {
    let n = space.ndims + space.params.len();
    for (i, s) in space.stmts.iter().enumerate() {
        if s.domain.nvars() != n {
            return Err(format!(
                "statement {} (#{i}): domain has {} variables, the scan space {n} ({} dims + {} params)",
                s.id,
                s.domain.nvars(),
                space.ndims,
                space.params.len()
            ));
        }
        let rows = s.domain.eqs.iter().chain(&s.domain.ineqs);
        if let Some(r) = rows.chain(&s.ivs).find(|r| r.len() != n + 1) {
            return Err(format!(
                "statement {}: a row has {} entries, expected {}",
                s.id,
                r.len(),
                n + 1
            ));
        }
    }
    Ok(())
}

/// The analysis phase: the loop tree of `space`.
pub(crate) fn analyse(space: &ScanSpace, budget: &mut Budget) -> Result<Vec<Node>, String> {
    validate(space)?;
    let d = space.ndims;
    let n = d + space.params.len();
    let mut a = Analysis {
        d,
        n,
        budget,
        proj: vec![],
        rank: vec![0; space.stmts.len()],
        ids: space.stmts.iter().map(|s| s.id).collect(),
        unknown: 0,
        empties: Default::default(),
    };
    // Statements in execution order for equal scan coordinates.
    let mut order: Vec<usize> = (0..space.stmts.len()).collect();
    order.sort_by_key(|&i| (space.stmts[i].id, i));
    for (r, &s) in order.iter().enumerate() {
        a.rank[s] = r;
    }
    // proj[s][k]: the domain of s projected onto c_0..c_k and the params.
    for s in &space.stmts {
        let mut levels = vec![System::new(n); d];
        let mut cur = s.domain.clone();
        if normalize_or_empty(&mut cur) {
            a.charge(1)?;
        }
        for k in (0..d).rev() {
            levels[k] = cur.clone();
            if k > 0 {
                cur = a.eliminate(&cur, k)?;
            }
        }
        // Above the innermost level any superset of a projection is safe (the innermost level
        // enforces the exact domain). A derived row on outer dims that does not bound c_k is
        // left out: the inner loops it was derived from are empty where it fails, so it would
        // only split loops or add guards. Rows of the domain itself and rows on the
        // parameters alone are kept.
        let mut dom = s.domain.clone();
        normalize_or_empty(&mut dom);
        for (k, lv) in levels.iter_mut().enumerate().take(d.saturating_sub(1)) {
            lv.ineqs.retain(|r| {
                !r[k].is_zero() || r[..k].iter().all(|c| c.is_zero()) || dom.ineqs.contains(r)
            });
        }
        a.proj.push(levels);
    }
    let ctx = System::new(n);
    if d == 0 {
        // No scan dimension: every statement runs once when its domain (over the parameters)
        // holds.
        let mut out = vec![];
        for &s in &order {
            let dom = &space.stmts[s].domain;
            if a.is_empty(dom)? {
                continue;
            }
            let conds = a.unimplied_rows(&ctx, dom)?;
            out.push(guarded(conds, vec![Node::Stmt { s }]));
        }
        return Ok(out);
    }
    a.scan(0, &ctx, &order)
}

fn guarded(conds: Vec<(Row, bool)>, body: Vec<Node>) -> Node {
    match (conds.is_empty(), <[Node; 1]>::try_from(body)) {
        (true, Ok([only])) => only,
        (_, Ok(one)) => Node::Guard {
            conds,
            body: one.into(),
        },
        (_, Err(body)) => Node::Guard { conds, body },
    }
}

/// Turns two consecutive guards on one inequality and on its complement into one
/// `affine.if` with an else block.
fn merge_complementary_guards(nodes: Vec<Node>) -> Vec<Node> {
    let mut out: Vec<Node> = Vec::with_capacity(nodes.len());
    for node in nodes {
        if let (
            Some(Node::Guard {
                conds: prev_conds,
                body: prev_body,
            }),
            Node::Guard { conds, body },
        ) = (out.last_mut(), &node)
        {
            if let ([(a, false)], [(b, false)]) = (prev_conds.as_slice(), conds.as_slice()) {
                if *b == complement(a) {
                    let row = a.clone();
                    let then = std::mem::take(prev_body);
                    out.pop();
                    out.push(Node::IfElse {
                        row,
                        then,
                        otherwise: body.clone(),
                    });
                    continue;
                }
            }
        }
        out.push(node);
    }
    out
}

/// A convex piece of the union of the active statements' projections at one level, and the
/// statements it belongs to.
pub(super) struct Piece {
    pub(super) sys: System,
    pub(super) stmts: Vec<usize>,
    /// A superset of the statements' projections ([`super::scan_wide`]): their own rows are
    /// enforced as guards at the innermost level.
    pub(super) hull: bool,
}

/// The analysis state: sizes, the work budget and the statements' projections.
pub(super) struct Analysis<'b> {
    /// Scan dims.
    pub(super) d: usize,
    /// Scan dims + params.
    pub(super) n: usize,
    pub(super) budget: &'b mut Budget,
    /// `proj[s][k]`: statement `s`'s domain projected onto `c_0..c_k` and the params.
    pub(super) proj: Vec<Vec<System>>,
    /// Position of each statement in execution order for equal scan coordinates.
    rank: Vec<usize>,
    /// The statements' ids.
    ids: Vec<usize>,
    /// Emptiness tests that gave up (their share of the budget ran out).
    pub(super) unknown: usize,
    /// Decided emptiness tests, by normalised system (the separation and pruning steps ask
    /// the same questions of the same pieces at several levels).
    pub(super) empties: std::collections::HashMap<(Vec<Row>, Vec<Row>), bool>,
}

impl Analysis<'_> {
    /// The projection each statement is separated with at level `k`: its own, or (before the
    /// innermost level) that of another statement containing it when this adds no guard one
    /// level down (every row of its next projection free of `c_{k+1}` holds on the other's).
    /// The statement then runs in the other's loop, its own bounds enforced by the inner
    /// levels (an inner loop may be empty), instead of splitting the loop into pieces that
    /// differ only by empty inner loops.
    fn absorb_contained(
        &mut self,
        k: usize,
        ctx: &System,
        stmts: &[usize],
    ) -> Result<Vec<System>, String> {
        let mut eff: Vec<System> = stmts.iter().map(|&s| self.proj[s][k].clone()).collect();
        if k + 1 >= self.d || stmts.len() < 2 {
            return Ok(eff);
        }
        for i in 0..stmts.len() {
            let s = stmts[i];
            let next = &self.proj[s][k + 1];
            let free_eqs: Vec<Row> = next
                .eqs
                .iter()
                .filter(|r| r[k + 1].is_zero())
                .cloned()
                .collect();
            let free_ineqs: Vec<Row> = next
                .ineqs
                .iter()
                .filter(|r| r[k + 1].is_zero())
                .cloned()
                .collect();
            let own = self.proj[s][k].clone();
            // The largest projection strictly containing this one (absorbing into an equal one
            // gains nothing) that adds no guard below.
            let mut best: Option<System> = None;
            for &t in stmts {
                let other = self.proj[t][k].clone();
                if t == s || own == other {
                    continue;
                }
                let larger = match &best {
                    None => true,
                    Some(b) => {
                        self.implies(ctx, b, &other.eqs, &other.ineqs)?
                            && !self.implies(ctx, &other, &b.eqs, &b.ineqs)?
                    }
                };
                if larger
                    && self.implies(ctx, &own, &other.eqs, &other.ineqs)?
                    && !self.implies(ctx, &other, &own.eqs, &own.ineqs)?
                    && self.implies(ctx, &other, &free_eqs, &free_ineqs)?
                {
                    best = Some(other);
                }
            }
            if let Some(b) = best {
                eff[i] = b;
            }
        }
        Ok(eff)
    }

    /// Separates the projections of `stmts` onto `c_0..c_k` into disjoint convex pieces.
    fn separate(
        &mut self,
        k: usize,
        ctx: &System,
        stmts: &[usize],
        absorb: bool,
    ) -> Result<Vec<Piece>, String> {
        let eff = if absorb {
            self.absorb_contained(k, ctx, stmts)?
        } else {
            stmts.iter().map(|&s| self.proj[s][k].clone()).collect()
        };
        let mut pieces: Vec<Piece> = vec![];
        for (&s, p) in stmts.iter().zip(eff) {
            if self.empty_in(ctx, &p)? {
                continue;
            }
            let mut next = vec![];
            let mut rest = vec![p.clone()];
            for q in pieces {
                let mut inter = q.sys.clone();
                inter.append(&p);
                normalize_or_empty(&mut inter);
                if !self.empty_in(ctx, &inter)? {
                    let mut st = q.stmts.clone();
                    st.push(s);
                    next.push(Piece {
                        sys: inter,
                        stmts: st,
                        hull: false,
                    });
                }
                for mut dq in self.difference(&q.sys, &p)? {
                    if !normalize_or_empty(&mut dq) && !self.empty_in(ctx, &dq)? {
                        next.push(Piece {
                            sys: dq,
                            stmts: q.stmts.clone(),
                            hull: false,
                        });
                    }
                }
                let mut new_rest = vec![];
                for r in rest {
                    for mut dr in self.difference(&r, &q.sys)? {
                        if !normalize_or_empty(&mut dr) && !self.empty_in(ctx, &dr)? {
                            new_rest.push(dr);
                        }
                    }
                }
                rest = new_rest;
            }
            for r in rest {
                next.push(Piece {
                    sys: r,
                    stmts: vec![s],
                    hull: false,
                });
            }
            pieces = next;
            self.charge(pieces.len() as u64)?;
        }
        Ok(pieces)
    }

    /// Whether every point of `a` has `c_k` below every point of `b` with the same outer dims
    /// (proven; `false` when a counterexample exists or the test gave up).
    fn before(&mut self, k: usize, ctx: &System, a: &System, b: &System) -> Result<bool, String> {
        // Variables: [c | p | b_k].
        let n = self.n;
        let mut t = System::new(n + 1);
        let widen = |r: &Row, move_k: bool| -> Row {
            let mut w: Row = r[..n].to_vec();
            w.push(Int::zero());
            w.push(r[n].clone());
            if move_k {
                w[n] = std::mem::take(&mut w[k]);
            }
            w
        };
        for r in ctx.eqs.iter().chain(&a.eqs) {
            t.add_eq(widen(r, false));
        }
        for r in ctx.ineqs.iter().chain(&a.ineqs) {
            t.add_ineq(widen(r, false));
        }
        for r in &b.eqs {
            t.add_eq(widen(r, true));
        }
        for r in &b.ineqs {
            t.add_ineq(widen(r, true));
        }
        // a_k >= b_k
        let mut r = vec![Int::zero(); n + 2];
        r[k] = Int::one();
        r[n] = Int::from(-1);
        t.add_ineq(r);
        self.is_empty(&t)
    }

    /// Orders `pieces` along `c_k`.
    fn order(&mut self, k: usize, ctx: &System, pieces: Vec<Piece>) -> Result<Vec<Piece>, String> {
        let np = pieces.len();
        // must[i][j]: i has to come before j.
        let mut must = vec![vec![false; np]; np];
        for i in 0..np {
            for j in i + 1..np {
                let unknown = self.unknown;
                let ij = self.before(k, ctx, &pieces[i].sys, &pieces[j].sys)?;
                let ji = self.before(k, ctx, &pieces[j].sys, &pieces[i].sys)?;
                match (ij, ji) {
                    (true, true) => {}
                    (true, false) => must[i][j] = true,
                    (false, true) => must[j][i] = true,
                    (false, false) => {
                        let ids = |p: &Piece| -> Vec<usize> {
                            p.stmts.iter().map(|&s| self.ids[s]).collect()
                        };
                        let why = if self.unknown > unknown {
                            "cannot be ordered (the exact test gave up)"
                        } else {
                            "interleave"
                        };
                        return Err(format!(
                            "pieces of statements {:?} and {:?} {why} along scan dimension {k}",
                            ids(&pieces[i]),
                            ids(&pieces[j])
                        ));
                    }
                }
            }
        }
        let mut placed = vec![false; np];
        let mut out_idx = vec![];
        while out_idx.len() < np {
            let next = (0..np).find(|&j| !placed[j] && (0..np).all(|i| placed[i] || !must[i][j]));
            let Some(j) = next else {
                return Err(format!(
                    "the pieces along scan dimension {k} admit no consistent order"
                ));
            };
            placed[j] = true;
            out_idx.push(j);
        }
        let mut slots: Vec<Option<Piece>> = pieces.into_iter().map(Some).collect();
        Ok(out_idx
            .into_iter()
            .filter_map(|j| slots[j].take())
            .collect())
    }

    /// Merges consecutive pieces (in scan order) of the same statements whose union is convex.
    fn merge_adjacent(&mut self, ctx: &System, pieces: Vec<Piece>) -> Result<Vec<Piece>, String> {
        let mut out: Vec<Piece> = Vec::with_capacity(pieces.len());
        for p in pieces {
            if let Some(last) = out.last() {
                let mut a = last.stmts.clone();
                let mut b = p.stmts.clone();
                a.sort_unstable();
                b.sort_unstable();
                if a == b {
                    if let Some(h) = self.convex_union(ctx, &last.sys, &p.sys)? {
                        if let Some(last) = out.last_mut() {
                            last.sys = h;
                        }
                        continue;
                    }
                }
            }
            out.push(p);
        }
        Ok(out)
    }

    /// `x ∪ y` when it is convex (under `ctx`): the rows of each that hold on the other, if
    /// they admit no point outside both.
    fn convex_union(
        &mut self,
        ctx: &System,
        x: &System,
        y: &System,
    ) -> Result<Option<System>, String> {
        let mut h = System::new(self.n);
        for (from, to) in [(x, y), (y, x)] {
            for e in &from.eqs {
                if self.implies(ctx, to, std::slice::from_ref(e), &[])? {
                    h.add_eq(e.clone());
                }
            }
            for r in &from.ineqs {
                if self.implies(ctx, to, &[], std::slice::from_ref(r))? {
                    h.add_ineq(r.clone());
                }
            }
        }
        for outside_x in self.difference(&h, x)? {
            for outside in self.difference(&outside_x, y)? {
                if !self.empty_in(ctx, &outside)? {
                    return Ok(None);
                }
            }
        }
        normalize_or_empty(&mut h);
        Ok(Some(h))
    }

    /// The loop tree for level `k` under `ctx` for the active statements (in id order).
    fn scan(&mut self, k: usize, ctx: &System, stmts: &[usize]) -> Result<Vec<Node>, String> {
        self.budget.enter().map_err(|_| budget_err())?;
        let r = self.scan_level(k, ctx, stmts);
        self.budget.leave();
        r
    }

    /// The disjoint pieces of level `k`, in scan order.
    fn pieces(&mut self, k: usize, ctx: &System, stmts: &[usize]) -> Result<Vec<Piece>, String> {
        // Containment is looked for among few statements only (the test is quadratic).
        let absorb = stmts.len() <= MAX_ABSORB;
        if let Some(groups) = self.scalar_groups(k, stmts) {
            let mut out = vec![];
            for g in groups {
                let pieces = self.separate(k, ctx, &g, absorb)?;
                out.extend(self.order(k, ctx, pieces)?);
            }
            return Ok(out);
        }
        if self.too_wide(k, stmts) {
            if let Some(p) = self.hull_piece(k, ctx, stmts)? {
                return Ok(vec![p]);
            }
        }
        let pieces = self.separate(k, ctx, stmts, absorb)?;
        self.order(k, ctx, pieces)
    }

    fn scan_level(&mut self, k: usize, ctx: &System, stmts: &[usize]) -> Result<Vec<Node>, String> {
        let pieces = self.pieces(k, ctx, stmts)?;
        // Consecutive pieces stay ordered against every other piece when merged.
        let pieces = self.merge_adjacent(ctx, pieces)?;
        let mut out = vec![];
        for piece in pieces {
            if piece
                .sys
                .eqs
                .iter()
                .chain(&piece.sys.ineqs)
                .any(|r| r[k + 1..self.d].iter().any(|c| !c.is_zero()))
            {
                return Err(format!(
                    "internal: a level-{k} piece constrains an inner scan dimension"
                ));
            }
            let rows = self.unimplied_rows(ctx, &piece.sys)?;
            let mut inner_ctx = ctx.clone();
            for (r, eq) in &rows {
                if *eq {
                    inner_ctx.add_eq(r.clone());
                } else {
                    inner_ctx.add_ineq(r.clone());
                }
            }
            let mut stmts: Vec<usize> = piece.stmts.clone();
            stmts.sort_by_key(|&s| self.rank[s]);
            let body = if k + 1 == self.d && piece.hull {
                let mut body = vec![];
                for s in stmts {
                    let own = self.proj[s][k].clone();
                    let conds = self.unimplied_rows(&inner_ctx, &own)?;
                    body.push(guarded(conds, vec![Node::Stmt { s }]));
                }
                body
            } else if k + 1 == self.d {
                stmts.into_iter().map(|s| Node::Stmt { s }).collect()
            } else {
                self.scan(k + 1, &inner_ctx, &stmts)?
            };
            if body.is_empty() {
                continue;
            }
            // A unit-coefficient equality binds c_k.
            let bind = rows.iter().position(|(r, eq)| *eq && r[k].abs().is_one());
            let node = if let Some(bi) = bind {
                let e = &rows[bi].0;
                // c_k = -(e without c_k) / e[k]
                let neg = e[k].is_one();
                let mut expr: Row = e.iter().map(|c| if neg { -c } else { c.clone() }).collect();
                expr[k] = Int::zero();
                let mut conds = vec![];
                for (i, (r, eq)) in rows.iter().enumerate() {
                    if i == bi {
                        continue;
                    }
                    let mut r2 = r.clone();
                    let c = std::mem::take(&mut r2[k]);
                    if !c.is_zero() {
                        for (x, y) in r2.iter_mut().zip(&expr) {
                            *x = &*x + &(&c * y);
                        }
                    }
                    conds.push((r2, *eq));
                }
                let bound = Node::Bind { k, row: expr, body };
                if conds.is_empty() {
                    bound
                } else {
                    // The conditions only involve outer dims once c_k is substituted: test
                    // them before binding (same place in the output).
                    Node::Guard {
                        conds,
                        body: vec![bound],
                    }
                }
            } else {
                let mut conds = vec![];
                let mut lower = vec![];
                let mut upper = vec![];
                for (r, eq) in rows {
                    if r[k].is_zero() {
                        conds.push((r, eq));
                        continue;
                    }
                    let bounds = if eq {
                        let neg: Row = r.iter().map(|c| -c).collect();
                        vec![r, neg]
                    } else {
                        vec![r]
                    };
                    for b in bounds {
                        if b[k].is_positive() {
                            lower.push(b);
                        } else {
                            upper.push(b);
                        }
                    }
                }
                if lower.is_empty() || upper.is_empty() {
                    return Err(format!(
                        "scan dimension {k} is unbounded {} for statements {:?}",
                        if lower.is_empty() { "below" } else { "above" },
                        piece.stmts.iter().map(|&s| self.ids[s]).collect::<Vec<_>>()
                    ));
                }
                let lp = Node::Loop {
                    k,
                    lower,
                    upper,
                    body,
                };
                if conds.is_empty() {
                    lp
                } else {
                    Node::Guard {
                        conds,
                        body: vec![lp],
                    }
                }
            };
            out.push(node);
        }
        Ok(merge_complementary_guards(out))
    }
}
