//! The Pluto scheduling algorithm.
//!
//! Each statement `S` gets hyperplanes `φ_S(i) = c_S · i + c_S0` (non-negative integer
//! coefficients, as Pluto's default), found one at a time. For every dependence `S → T` still
//! constrained in the current band, with polyhedron `P`:
//! - tiling validity: `φ_T(t) - φ_S(s) >= 0` on `P`;
//! - bounding function: `u · p + w - (φ_T(t) - φ_S(s)) >= 0` on `P`.
//!
//! Both are linearised with the affine form of Farkas' lemma and the multipliers eliminated
//! (Gaussian elimination of the equalities, then rational Fourier–Motzkin), leaving
//! constraints on `(u, w, c)` only; they are computed once per dependence. The next hyperplane
//! is the lexicographic minimum of `(u, w, c_S,n .. c_S,1 of every S, c_S0 of every S)` (inner
//! iterators first among coefficients, so the original loop order wins ties), solved exactly
//! by the engine's integer lexmin, with Pluto's linear-independence constraints (on the
//! orthogonal complement of the hyperplanes found so far) for statements not yet full rank.
//! Coefficients are bounded (`max_coeff`, isl's `schedule_max_coefficient`; shifts by
//! `max_shift`).
//!
//! When no hyperplane exists: a non-empty band is closed (dependences it satisfies stop
//! constraining the next band); an empty band is cut: a scalar dimension orders the strongly
//! connected components of the remaining dependence graph topologically (distribution). The
//! fusion policy decides the initial cuts: `max` none, `smart` between components of different
//! loop depth (Pluto's smartfuse), `none` between all components. If nothing helps, or the
//! work budget runs out, scheduling fails and the caller keeps the original order.

use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::linear::{Row, System};

use super::farkas::{farkas, farkas_irredundant, gcd_tighten, irredundant, prune, Form};
use super::model::{Dsu, Scop};
use super::verify::{strongly_satisfies, verify, StmtMap};

/// Fusion policy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fuse {
    /// Distribute every strongly connected component.
    None,
    /// Distribute components of different loop depth (Pluto's default).
    Smart,
    /// Fuse as much as legality allows.
    Max,
}

/// Scheduler options.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// Fusion policy.
    pub fuse: Fuse,
    /// Largest iterator coefficient of a hyperplane.
    pub max_coeff: i64,
    /// Largest constant shift of a hyperplane.
    pub max_shift: i64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            fuse: Fuse::Smart,
            max_coeff: 4,
            max_shift: 64,
        }
    }
}

/// One schedule dimension.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Level {
    /// A scalar dimension (statement ordering), not a loop.
    pub scalar: bool,
    /// The permutable band the level belongs to (levels of one band are consecutive).
    pub band: usize,
}

/// A schedule: per statement one row over `[ivs | params | 1]` per level.
#[derive(Debug, Clone)]
pub struct Schedule {
    /// `rows[s][k]`: statement `s`'s level `k`.
    pub rows: Vec<Vec<Row>>,
    /// The levels.
    pub levels: Vec<Level>,
}

/// Why no schedule was found.
#[derive(Debug, Clone)]
pub struct Failure(pub String);

/// Column layout of the hyperplane ILP.
struct Layout {
    np: usize,
    /// (offset of c_S,n .. c_S,1 block, n) per statement.
    coeff: Vec<(usize, usize)>,
    shift0: usize,
    nv: usize,
}

impl Layout {
    fn new(scop: &Scop) -> Layout {
        let np = scop.params.len();
        let mut at = np + 1;
        let mut coeff = Vec::new();
        for s in &scop.stmts {
            coeff.push((at, s.depth()));
            at += s.depth();
        }
        let shift0 = at;
        Layout {
            np,
            coeff,
            shift0,
            nv: at + scop.stmts.len(),
        }
    }
    fn w(&self) -> usize {
        self.np
    }
    /// Column of iterator `j` (0 = outermost) of statement `s`.
    fn c(&self, s: usize, j: usize) -> usize {
        let (off, n) = self.coeff[s];
        off + (n - 1 - j)
    }
    fn c0(&self, s: usize) -> usize {
        self.shift0 + s
    }
}

/// Integer basis of the orthogonal complement of the rows `h` (each of length `n`).
fn orthogonal_complement(h: &[Vec<i64>], n: usize) -> Vec<Vec<i64>> {
    use num_rational::Ratio;
    type Q = Ratio<i128>;
    // Row-reduce h; the null space of h is the complement.
    let mut m: Vec<Vec<Q>> = h
        .iter()
        .map(|r| r.iter().map(|&x| Q::from_integer(x as i128)).collect())
        .collect();
    let mut pivots = Vec::new();
    let mut row = 0;
    for col in 0..n {
        let Some(p) = (row..m.len()).find(|&r| m[r][col] != Q::from_integer(0)) else {
            continue;
        };
        m.swap(row, p);
        let pv = m[row][col];
        for x in m[row].iter_mut() {
            *x /= pv;
        }
        for r in 0..m.len() {
            if r != row && m[r][col] != Q::from_integer(0) {
                let f = m[r][col];
                let pr = m[row].clone();
                for (x, y) in m[r].iter_mut().zip(&pr) {
                    *x -= f * y;
                }
            }
        }
        pivots.push(col);
        row += 1;
    }
    let mut out = Vec::new();
    for free in 0..n {
        if pivots.contains(&free) {
            continue;
        }
        let mut v = vec![Q::from_integer(0); n];
        v[free] = Q::from_integer(1);
        for (r, &pc) in pivots.iter().enumerate() {
            v[pc] = -m[r][free];
        }
        let l = v.iter().fold(1i128, |acc, x| {
            let d = *x.denom();
            acc / num_integer::gcd(acc, d) * d
        });
        let iv: Vec<i128> = v
            .iter()
            .map(|x| (*x * Q::from_integer(l)).to_integer())
            .collect();
        let g = iv.iter().fold(0i128, |acc, &x| num_integer::gcd(acc, x));
        out.push(
            iv.iter()
                .map(|&x| (if g > 1 { x / g } else { x }) as i64)
                .collect(),
        );
    }
    out
}

/// Rank of the rows `h` (each of length `n`), exact.
pub(super) fn rank(h: &[Vec<i64>], n: usize) -> usize {
    n - orthogonal_complement(h, n).len()
}

/// Strongly connected components of the statement graph over the given edges, in a
/// topological order (ties: smallest statement first). Returns the component of each statement.
fn scc_order(nst: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    // Reachability closure (statement counts are small).
    let mut reach = vec![vec![false; nst]; nst];
    for &(a, b) in edges {
        reach[a][b] = true;
    }
    for k in 0..nst {
        let through = reach[k].clone();
        for row in reach.iter_mut() {
            if row[k] {
                for (x, &y) in row.iter_mut().zip(&through) {
                    *x |= y;
                }
            }
        }
    }
    let mut comp = vec![usize::MAX; nst];
    let mut comps: Vec<Vec<usize>> = Vec::new();
    for i in 0..nst {
        if comp[i] != usize::MAX {
            continue;
        }
        let members: Vec<usize> = (0..nst)
            .filter(|&j| j == i || (reach[i][j] && reach[j][i]))
            .collect();
        for &j in &members {
            comp[j] = comps.len();
        }
        comps.push(members);
    }
    // Kahn with the smallest first member first.
    let nc = comps.len();
    let mut indeg = vec![0usize; nc];
    let mut succ = vec![vec![false; nc]; nc];
    for &(a, b) in edges {
        let (ca, cb) = (comp[a], comp[b]);
        if ca != cb && !succ[ca][cb] {
            succ[ca][cb] = true;
            indeg[cb] += 1;
        }
    }
    let mut order = vec![usize::MAX; nc];
    let mut done = vec![false; nc];
    for pos in 0..nc {
        let Some(c) = (0..nc)
            .filter(|&c| !done[c] && indeg[c] == 0)
            .min_by_key(|&c| comps[c][0])
        else {
            break;
        };
        done[c] = true;
        order[c] = pos;
        for d in 0..nc {
            if succ[c][d] {
                indeg[d] -= 1;
            }
        }
    }
    comp.iter().map(|&c| order[c]).collect()
}

type RowSet = std::rc::Rc<(Vec<Row>, Vec<Row>)>;

struct State<'a> {
    scop: &'a Scop,
    lay: Layout,
    opts: Options,
    /// Validity forms per dependence (for strong-satisfaction constraints on demand).
    forms: Vec<Vec<Form>>,
    /// Per dependence, its Farkas inequalities gcd-tightened, without those every
    /// non-negative point satisfies, pruned, and its equalities, over the global layout.
    dep_rows: Vec<(Vec<Row>, Vec<Row>)>,
    /// Pruned component rows by dependence set ([`State::component_rows`]).
    row_cache: std::cell::RefCell<std::collections::HashMap<Vec<usize>, RowSet>>,
    rows: Vec<Vec<Row>>,
    levels: Vec<Level>,
    /// Iterator parts of the linearly independent hyperplanes found per statement.
    hyp: Vec<Vec<Vec<i64>>>,
    /// Satisfied (strongly, at some level) per dependence.
    satisfied: Vec<bool>,
}

impl State<'_> {
    fn full_rank(&self, s: usize) -> bool {
        self.hyp[s].len() >= self.scop.stmts[s].depth()
    }

    fn add_level(&mut self, rows: Vec<Row>, scalar: bool, band: usize, budget: &mut Budget) {
        let np = self.lay.np;
        for (s, r) in rows.iter().enumerate() {
            let n = self.scop.stmts[s].depth();
            let it: Vec<i64> = r[..n].iter().map(|x| x.to_i64().unwrap_or(0)).collect();
            if !self.full_rank(s) && it.iter().any(|&x| x != 0) {
                let mut h = self.hyp[s].clone();
                h.push(it.clone());
                if rank(&h, n) > self.hyp[s].len() {
                    self.hyp[s].push(it);
                }
            }
        }
        for (di, d) in self.scop.deps.iter().enumerate() {
            if self.satisfied[di] {
                continue;
            }
            if let Some(true) = strongly_satisfies(d, np, &rows[d.src], &rows[d.dst], budget) {
                self.satisfied[di] = true;
            }
        }
        for (s, r) in rows.into_iter().enumerate() {
            self.rows[s].push(r);
        }
        self.levels.push(Level { scalar, band });
    }

    /// A scalar level from a component order; returns false if it separates nothing.
    fn cut(&mut self, comp: &[usize], band: usize, budget: &mut Budget) -> bool {
        let distinct = comp.iter().collect::<std::collections::BTreeSet<_>>().len();
        if distinct < 2 {
            return false;
        }
        let np = self.lay.np;
        let rows = self
            .scop
            .stmts
            .iter()
            .enumerate()
            .map(|(s, st)| {
                let mut r = vec![Int::zero(); st.depth() + np + 1];
                r[st.depth() + np] = Int::from(comp[s] as i64);
                r
            })
            .collect();
        self.add_level(rows, true, band, budget);
        true
    }

    fn active_edges(&self, active: &[usize]) -> Vec<(usize, usize)> {
        active
            .iter()
            .filter(|&&d| !self.satisfied[d])
            .map(|&d| (self.scop.deps[d].src, self.scop.deps[d].dst))
            .collect()
    }

    /// The next hyperplane under the constraints of the dependences in `active`.
    fn find_hyperplane(
        &self,
        active: &[usize],
        strong: &[usize],
        budget: &mut Budget,
    ) -> Result<Option<Vec<Row>>, Failure> {
        self.find_hyperplane_oriented(active, strong, false, budget)
    }

    /// [`Self::find_hyperplane`]; with `flip`, Pluto's linear-independence constraints use the
    /// negated orthogonal complement (non-negative coefficients on `-v` for each basis vector
    /// `v`): the hyperplanes on the other side of those found so far, which the usual
    /// orientation excludes (e.g. `i` after `i + j` has `-1` on `(-1, 1)`).
    ///
    /// Statements that no dependence of `active` connects have independent hyperplanes: the
    /// ILP is solved per connected component, under one bounding function `u·p + w` for all
    /// of them (the joint ILP's), and there is a hyperplane only if every component has one.
    fn find_hyperplane_oriented(
        &self,
        active: &[usize],
        strong: &[usize],
        flip: bool,
        budget: &mut Budget,
    ) -> Result<Option<Vec<Row>>, Failure> {
        let np = self.lay.np;
        let mut out: Vec<Row> = self
            .scop
            .stmts
            .iter()
            .map(|st| vec![Int::zero(); st.depth() + np + 1])
            .collect();
        let mut comps = Vec::new();
        for (stmts, deps) in components(self.scop, active) {
            if deps.is_empty() && stmts.iter().all(|&s| self.full_rank(s)) {
                // Nothing constrains these statements: the lexicographic minimum is zero.
                continue;
            }
            let strong_here: Vec<usize> = strong
                .iter()
                .copied()
                .filter(|&d| stmts.contains(&self.scop.deps[d].src))
                .collect();
            let (sys, col) = self.component_ilp(&stmts, &deps, &strong_here, flip, budget)?;
            comps.push((stmts, sys, col, !deps.is_empty()));
        }
        let lexmin = |sys: &System, fixed: &[Int], budget: &mut Budget| {
            let mut sys = sys.clone();
            for (j, v) in fixed.iter().enumerate() {
                let mut r = vec![Int::zero(); sys.nvars() + 1];
                r[j] = Int::one();
                r[sys.nvars()] = -v;
                sys.add_eq(r);
            }
            super::ilp::lexmin(&sys, budget)
                .map_err(|_| Failure("the scheduling ILP ran out of its work budget".into()))
        };
        let mut sols = Vec::with_capacity(comps.len());
        for (_, sys, _, _) in &comps {
            match lexmin(sys, &[], budget)? {
                Some(p) => sols.push(p),
                None => return Ok(None),
            }
        }
        // One bounding function `u·p + w` for all components, as in the joint ILP whose
        // objective starts with it: its lexicographic minimum, coordinate by coordinate, is the
        // largest of the components' minima given the coordinates before (a component's
        // feasible `(u, w)` are closed upwards, parameters being non-negative), and each
        // component's coefficients are then its minimum under that bound.
        let k = np + 1;
        let mut prefix: Vec<Int> = Vec::with_capacity(k);
        for j in 0..=k {
            for (i, (_, sys, _, coupled)) in comps.iter().enumerate() {
                if *coupled && sols[i][..j] != prefix[..] {
                    match lexmin(sys, &prefix, budget)? {
                        Some(p) => sols[i] = p,
                        None => return Ok(None),
                    }
                }
            }
            if j == k {
                break;
            }
            let v = comps
                .iter()
                .zip(&sols)
                .filter(|(c, _)| c.3)
                .map(|(_, p)| p[j].clone())
                .max()
                .unwrap_or_else(Int::zero);
            prefix.push(v);
        }
        let lay = &self.lay;
        for ((stmts, _, col, _), p) in comps.iter().zip(&sols) {
            for &s in stmts {
                let n = self.scop.stmts[s].depth();
                let r = &mut out[s];
                for j in 0..n {
                    r[j] = p[col[lay.c(s, j)]].clone();
                }
                r[n + np] = p[col[lay.c0(s)]].clone();
            }
        }
        Ok(Some(out))
    }

    /// The hyperplane ILP of one component (`stmts` sorted, `deps` the active dependences
    /// between them): columns `[u | w | c of each statement | c_0 of each statement]`, in the
    /// order of the global layout. Returns it with the local column of each global one.
    fn component_ilp(
        &self,
        stmts: &[usize],
        deps: &[usize],
        strong: &[usize],
        flip: bool,
        budget: &mut Budget,
    ) -> Result<(System, Vec<usize>), Failure> {
        let lay = &self.lay;
        let nv = lay.nv;
        // Local columns.
        let mut col = vec![usize::MAX; nv];
        // `u` and `w` keep their columns.
        for (c, slot) in col.iter_mut().enumerate().take(lay.w() + 1) {
            *slot = c;
        }
        let mut next = lay.w() + 1;
        for &s in stmts {
            for j in (0..self.scop.stmts[s].depth()).rev() {
                col[lay.c(s, j)] = next;
                next += 1;
            }
        }
        for &s in stmts {
            col[lay.c0(s)] = next;
            next += 1;
        }
        let ln = next;
        let local = |r: &Row| -> Row {
            let mut o = vec![Int::zero(); ln + 1];
            for (c, x) in r[..nv].iter().enumerate() {
                if !x.is_zero() {
                    debug_assert!(col[c] != usize::MAX, "a row outside its component");
                    o[col[c]] = x.clone();
                }
            }
            o[ln] = r[nv].clone();
            o
        };
        let mut sys = System::new(ln);
        let bound = |sys: &mut System, c: usize, hi: i64| {
            let mut r = vec![Int::zero(); ln + 1];
            r[c] = Int::one();
            sys.add_ineq(r.clone());
            r[c] = Int::from(-1);
            r[ln] = Int::from(hi);
            sys.add_ineq(r);
        };
        let big = 1i64 << 40;
        for c in 0..=lay.w() {
            bound(&mut sys, c, big);
        }
        for &s in stmts {
            for j in 0..self.scop.stmts[s].depth() {
                bound(&mut sys, col[lay.c(s, j)], self.opts.max_coeff);
            }
            bound(&mut sys, col[lay.c0(s)], self.opts.max_shift);
        }
        let cached = self.component_rows(deps, &local);
        let (rows, eqs) = &*cached;
        for r in eqs.iter() {
            sys.add_eq(r.clone());
        }
        let mut extra: Vec<Row> = Vec::new();
        for &d in strong {
            // φ_T - φ_S - 1 >= 0 on the dependence polyhedron.
            let mut f = self.forms[d].clone();
            let k = f.len() - 1;
            f[k][nv] = &f[k][nv] - &Int::one();
            let fs = farkas(&self.scop.deps[d].poly, &f, nv, budget)
                .ok_or_else(|| Failure("Farkas elimination exceeded its limits".into()))?;
            for r in &fs.ineqs {
                let mut r = local(r);
                gcd_tighten(&mut r);
                extra.push(r);
            }
            for r in &fs.eqs {
                sys.add_eq(local(r));
            }
        }
        if extra.is_empty() {
            for r in rows.iter() {
                sys.add_ineq(r.clone());
            }
        } else {
            extra.extend(rows.iter().cloned());
            for r in prune(extra) {
                sys.add_ineq(r);
            }
        }
        // Linear independence for statements not yet full rank.
        for &s in stmts {
            if self.full_rank(s) {
                continue;
            }
            let n = self.scop.stmts[s].depth();
            let mut comp = orthogonal_complement(&self.hyp[s], n);
            if flip {
                for v in comp.iter_mut() {
                    v.iter_mut().for_each(|x| *x = -*x);
                }
            }
            let mut sum = vec![Int::zero(); ln + 1];
            for v in &comp {
                let mut r = vec![Int::zero(); ln + 1];
                for j in 0..n {
                    let c = col[lay.c(s, j)];
                    r[c] = Int::from(v[j]);
                    sum[c] = &sum[c] + &Int::from(v[j]);
                }
                sys.add_ineq(r);
            }
            sum[ln] = Int::from(-1);
            sys.add_ineq(sum);
        }
        Ok((sys, col))
    }

    /// The validity and bounding rows of `deps` over a component's columns (`local` maps a
    /// row of the global layout there): deduplicated, without rows another one implies, and
    /// their equalities. Cached by dependence set: the hyperplanes of one band share it.
    fn component_rows(&self, deps: &[usize], local: &dyn Fn(&Row) -> Row) -> RowSet {
        if let Some(r) = self.row_cache.borrow().get(deps) {
            return r.clone();
        }
        let mut rows: Vec<Row> = Vec::new();
        let mut eqs: Vec<Row> = Vec::new();
        for &d in deps {
            let (ineqs, deqs) = &self.dep_rows[d];
            rows.extend(ineqs.iter().map(local));
            eqs.extend(deqs.iter().map(local));
        }
        let r = std::rc::Rc::new((prune(rows), eqs));
        self.row_cache.borrow_mut().insert(deps.to_vec(), r.clone());
        r
    }
}

/// The connected components of the statements under the dependences `active`, each with its
/// statements (sorted) and its dependences (in `active`'s order); components in the order of
/// their first statement.
fn components(scop: &Scop, active: &[usize]) -> Vec<(Vec<usize>, Vec<usize>)> {
    let nst = scop.stmts.len();
    let mut dsu = Dsu::new(nst);
    for &d in active {
        dsu.union(scop.deps[d].src, scop.deps[d].dst);
    }
    let mut index = vec![usize::MAX; nst];
    let mut out: Vec<(Vec<usize>, Vec<usize>)> = Vec::new();
    for s in 0..nst {
        let r = dsu.find(s);
        if index[r] == usize::MAX {
            index[r] = out.len();
            out.push((Vec::new(), Vec::new()));
        }
        out[index[r]].0.push(s);
    }
    for &d in active {
        let r = dsu.find(scop.deps[d].src);
        out[index[r]].1.push(d);
    }
    out
}

/// Schedules `scop` (the result is not yet verified: see [`super::verify::verify`]).
pub fn schedule(scop: &Scop, opts: Options, budget: &mut Budget) -> Result<Schedule, Failure> {
    let lay = Layout::new(scop);
    let np = lay.np;
    let nv = lay.nv;
    // Per dependence, its Farkas inequalities gcd-tightened, without those every non-negative
    // point satisfies, pruned, and its equalities.
    let mut dep_rows: Vec<(Vec<Row>, Vec<Row>)> = Vec::new();
    let mut forms = Vec::new();
    type PolyKey = (usize, usize, usize, Vec<Row>, Vec<Row>);
    let mut seen: std::collections::HashMap<PolyKey, usize> = std::collections::HashMap::new();
    for d in &scop.deps {
        let nx = d.poly.nvars();
        // Validity form f = φ_T(t) - φ_S(s); bounding g = u·p + w - f.
        let mut f: Vec<Form> = vec![vec![Int::zero(); nv + 1]; nx + 1];
        for j in 0..d.n_src {
            f[j][lay.c(d.src, j)] = Int::from(-1);
        }
        for j in 0..d.n_dst {
            let c = lay.c(d.dst, j);
            f[d.n_src + j][c] = &f[d.n_src + j][c] + &Int::one();
        }
        f[nx][lay.c0(d.dst)] = Int::one();
        f[nx][lay.c0(d.src)] = &f[nx][lay.c0(d.src)] - &Int::one();
        let mut g: Vec<Form> = f.iter().map(|r| r.iter().map(|x| -x).collect()).collect();
        for k in 0..np {
            g[d.n_src + d.n_dst + k][k] = Int::one();
        }
        g[nx][lay.w()] = Int::one();
        // Dependences of one statement pair with the same polyhedron (several access pairs,
        // RAW/WAR/WAW of one array) have the same constraints: computed once.
        let key = (
            d.src,
            d.dst,
            d.n_src,
            d.poly.eqs.clone(),
            d.poly.ineqs.clone(),
        );
        if let Some(&j) = seen.get(&key) {
            let same = dep_rows[j].clone();
            dep_rows.push(same);
            forms.push(f);
            continue;
        }
        seen.insert(key, dep_rows.len());
        let failed = || Failure("Farkas elimination exceeded its limits".into());
        let poly = irredundant(&d.poly, budget).ok_or_else(failed)?;
        let v = farkas_irredundant(&poly, &f, nv, budget).ok_or_else(failed)?;
        // The bounding function is a cost, not a legality condition: it is linearised over the
        // polyhedron within the parameters' context (every parameter non-negative, as Pluto
        // does). Without it a parameter that does not occur in this polyhedron is free in sign
        // there, which forces its `u` coefficient to zero for every dependence, and a band
        // whose dependences are bounded only by that parameter elsewhere finds no hyperplane.
        let mut ctx = poly;
        for k in 0..np {
            let mut r = vec![Int::zero(); nx + 1];
            r[d.n_src + d.n_dst + k] = Int::one();
            ctx.add_ineq(r);
        }
        let b = farkas_irredundant(&ctx, &g, nv, budget).ok_or_else(failed)?;
        let ineqs: Vec<Row> = v
            .ineqs
            .into_iter()
            .chain(b.ineqs)
            // Every column is non-negative: a row with no negative entry is implied.
            .filter(|r| r.iter().any(|x| x.is_negative()))
            .map(|mut r| {
                gcd_tighten(&mut r);
                r
            })
            .collect();
        dep_rows.push((prune(ineqs), v.eqs.into_iter().chain(b.eqs).collect()));
        forms.push(f);
    }
    let nst = scop.stmts.len();
    let mut st = State {
        scop,
        lay,
        opts,
        forms,
        dep_rows,
        row_cache: Default::default(),
        rows: vec![Vec::new(); nst],
        levels: Vec::new(),
        hyp: vec![Vec::new(); nst],
        satisfied: vec![false; scop.deps.len()],
    };
    let all: Vec<usize> = (0..scop.deps.len()).collect();
    let mut band = 0usize;
    // Initial cuts of the fusion policy.
    match opts.fuse {
        Fuse::Max => {}
        Fuse::None => {
            let comp = scc_order(nst, &st.active_edges(&all));
            if st.cut(&comp, band, budget) {
                band += 1;
            }
        }
        Fuse::Smart => {
            let comp = scc_order(nst, &st.active_edges(&all));
            // Group consecutive components of equal depth.
            let ncomp = comp.iter().copied().max().map_or(0, |c| c + 1);
            let depth_of = |c: usize| {
                (0..nst)
                    .filter(|&s| comp[s] == c)
                    .map(|s| scop.stmts[s].depth())
                    .max()
                    .unwrap_or(0)
            };
            let mut group = vec![0usize; ncomp];
            for c in 1..ncomp {
                group[c] = group[c - 1] + usize::from(depth_of(c) != depth_of(c - 1));
            }
            let g: Vec<usize> = comp.iter().map(|&c| group[c]).collect();
            if st.cut(&g, band, budget) {
                band += 1;
            }
        }
    }
    let max_levels = 4 * scop.stmts.iter().map(|s| s.depth()).max().unwrap_or(0) + 2 * nst + 8;
    let mut active: Vec<usize> = (0..scop.deps.len()).filter(|&d| !st.satisfied[d]).collect();
    let mut band_len = 0usize;
    loop {
        let all_full = (0..nst).all(|s| st.full_rank(s));
        let unsatisfied: Vec<usize> = (0..scop.deps.len()).filter(|&d| !st.satisfied[d]).collect();
        if all_full {
            // Remaining dependences between statements at equal times: order components.
            let edges = st.active_edges(&unsatisfied);
            let comp = scc_order(nst, &edges);
            if edges.iter().any(|&(a, b)| comp[a] != comp[b])
                && st.levels.len() < max_levels
                && st.cut(&comp, band + 1, budget)
            {
                {
                    band += 2;
                    band_len = 0;
                    continue;
                }
            }
            // Are the rest ordered by the statement order at equal times?
            let maps: Vec<StmtMap> = st
                .rows
                .iter()
                .enumerate()
                .map(|(s, r)| StmtMap::plain(scop.stmts[s].depth(), r.clone()))
                .collect();
            let broken: Vec<usize> = verify(scop, &maps, budget)
                .into_iter()
                .map(|v| v.dep)
                .collect();
            if broken.is_empty() {
                break;
            }
            if st.levels.len() >= max_levels {
                return Err(Failure(
                    "no schedule satisfying every dependence within the level limit".into(),
                ));
            }
            // A hyperplane strongly satisfying them (Feautrier-style), in a new band.
            band += 1;
            let strong: Vec<usize> = unsatisfied
                .iter()
                .copied()
                .filter(|d| broken.contains(d))
                .collect();
            match st.find_hyperplane(&unsatisfied, &strong, budget)? {
                Some(rows) => {
                    st.add_level(rows, false, band, budget);
                    band += 1;
                    band_len = 0;
                    continue;
                }
                None => {
                    return Err(Failure(
                        "no hyperplane orders the instances left at equal times".into(),
                    ))
                }
            }
        }
        if st.levels.len() >= max_levels {
            return Err(Failure(
                "no full-rank schedule within the level limit".into(),
            ));
        }
        match st.find_hyperplane(&active, &[], budget)? {
            Some(rows) => {
                st.add_level(rows, false, band, budget);
                band_len += 1;
            }
            None if band_len > 0 => {
                band += 1;
                band_len = 0;
                active = unsatisfied;
            }
            None => {
                let comp = scc_order(nst, &st.active_edges(&unsatisfied));
                if !st.cut(&comp, band, budget) {
                    // Last resort before failing: the other orientation of the independence
                    // constraints (the schedule is verified exactly in any case).
                    if let Some(rows) =
                        st.find_hyperplane_oriented(&unsatisfied, &[], true, budget)?
                    {
                        st.add_level(rows, false, band, budget);
                        band_len = 1;
                        active = unsatisfied;
                        continue;
                    }
                    return Err(Failure(
                        "no legal hyperplane with non-negative coefficients exists for a \
                         strongly connected component"
                            .into(),
                    ));
                }
                band += 1;
                active = (0..scop.deps.len()).filter(|&d| !st.satisfied[d]).collect();
            }
        }
    }
    Ok(Schedule {
        rows: st.rows,
        levels: st.levels,
    })
}
