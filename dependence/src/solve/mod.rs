//! Dependence polyhedra of a pair of modelled accesses and their exact integer facts.
//!
//! For a source access `a` and a destination access `b` with `c` common loops, the columns of a
//! pair system are `[a's ivs | b's ivs | symbols | a's locals | b's locals]`; every convex
//! piece of `a`'s domain is combined with every piece of `b`'s, with the cell equalities. The
//! polyhedron at depth `d <= c` adds `b.iv_k = a.iv_k` for `k < d - 1` and
//! `b.iv_{d-1} >= a.iv_{d-1} + 1`; at depth `c + 1` all common ivs are equal (the caller checks
//! that `a` precedes `b` in program order). The pair depends at a depth iff some piece has an
//! integer point; the direction components `b.iv_k - a.iv_k` (`k < c`) are bounded by exact
//! integer minimisation and maximisation over every non-empty piece.

use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::integer;
use tessera_polyhedral::lexopt::{self, IntOpt};
use tessera_polyhedral::linear::{eval_row, Row, System};
use tessera_polyhedral::set::{Piece, PresburgerSet, Space, Tuple};
use tessera_polyhedral::simplex::{Lp, RatOpt};

use crate::access::Model;

mod cells;

pub use cells::{cells_disjoint, disjoint_boxes_fast_path, model_point, CellRanges};

/// Work units granted to one (pair, depth) question.
pub const PAIR_BUDGET: u64 = 4_000_000;

/// Work units granted to a shortcut question of a pair (a common cell at all, a constant
/// distance): when it runs out, the per-depth questions decide, so a hard system is not worked
/// on three times over.
pub const SHORTCUT_BUDGET: u64 = 100_000;

/// The reason of an answer left undecided because a question's own work budget ran out.
pub const QUESTION_BUDGET: &str = "work budget exhausted";

/// The reason of an answer left undecided because the analysis's work budget
/// ([`crate::Options::work_limit`]) left the question less than its own budget, and that ran
/// out.
pub const ANALYSIS_BUDGET: &str = "work budget of the analysis exhausted";

/// Work units a pair's questions may still use together: its share of the analysis's work
/// budget (unlimited unless set, [`PairSystem::set_allowance`]). Every question gets its own
/// budget capped by what is left and pays what it used.
#[derive(Debug)]
struct Allowance(std::sync::atomic::AtomicU64);

impl Clone for Allowance {
    fn clone(&self) -> Self {
        Allowance(std::sync::atomic::AtomicU64::new(self.left()))
    }
}

impl Allowance {
    fn left(&self) -> u64 {
        self.0.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Runs `f` with a budget of `units` capped by what is left; also says whether it was
    /// capped (an exhausted budget is then the analysis's).
    fn spend<R>(&self, units: u64, f: impl FnOnce(&mut Budget) -> R) -> (R, bool) {
        use std::sync::atomic::Ordering::Relaxed;
        let left = self.left();
        let granted = units.min(left);
        let mut budget = Budget::new(granted);
        let r = f(&mut budget);
        let used = granted - budget.remaining();
        let _ = self
            .0
            .fetch_update(Relaxed, Relaxed, |l| Some(l.saturating_sub(used)));
        (r, granted < units)
    }
}

/// One end of a component's range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Extent {
    /// A finite bound.
    Finite(Int),
    /// Unbounded in that direction.
    Infinite,
}

/// The exact range `[min, max]` of one direction component `dst iv - src iv`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Component {
    /// Minimum (or `Infinite` for unbounded below).
    pub min: Extent,
    /// Maximum (or `Infinite` for unbounded above).
    pub max: Extent,
}

impl Component {
    /// The constant distance, if `min == max`.
    pub fn distance(&self) -> Option<&Int> {
        match (&self.min, &self.max) {
            (Extent::Finite(a), Extent::Finite(b)) if a == b => Some(a),
            _ => None,
        }
    }
}

/// A concrete dependent pair of iterations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Witness {
    /// The source iteration (its loop ivs, outermost first).
    pub src_iter: Vec<Int>,
    /// The destination iteration.
    pub dst_iter: Vec<Int>,
    /// The values of the scope symbols.
    pub symbols: Vec<Int>,
    /// The memref cell both touch.
    pub cell: Vec<Int>,
}

/// The answer for one (pair, depth).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DepthResult {
    /// Proven: no dependence at this depth.
    Independent,
    /// Proven dependence, with exact component ranges (one per common loop) and a witness.
    Dependent {
        /// Ranges of `dst iv - src iv` for each common loop.
        components: Vec<Component>,
        /// A dependent pair of iterations.
        witness: Witness,
    },
    /// Not decided; the reason.
    Unknown(String),
}

impl DepthResult {
    /// True unless proven independent.
    pub fn may_depend(&self) -> bool {
        !matches!(self, DepthResult::Independent)
    }
}

/// The pair systems of two modelled accesses (one per combination of domain pieces).
#[derive(Debug, Clone)]
pub struct PairSystem {
    /// Source ivs.
    pub n1: usize,
    /// Destination ivs.
    pub n2: usize,
    /// Symbols.
    pub nsyms: usize,
    /// Number of common loops.
    pub common: usize,
    /// One system per combination of pieces (cell equalities included).
    pub pieces: Vec<System>,
    src_cell: Vec<Row>,
    ncols: usize,
    allowance: Allowance,
    /// Whether a dependent depth's answer bounds its components (default); without, the
    /// answer is the verdict and a witness, every component reported unbounded
    /// ([`PairSystem::verdicts_only`]).
    bounds: bool,
}

#[allow(clippy::too_many_arguments)]
fn embed(
    row: &[Int],
    n: usize,
    iv_at: usize,
    nsyms: usize,
    sym_at: usize,
    nl: usize,
    loc_at: usize,
    ncols: usize,
) -> Row {
    // The three segments in column order (ivs, symbols, locals), zeros between them.
    debug_assert!(iv_at + n <= sym_at && sym_at + nsyms <= loc_at && loc_at + nl <= ncols);
    let mut out: Vec<Int> = Vec::with_capacity(ncols + 1);
    let mut put = |at: usize, seg: &[Int]| {
        while out.len() < at {
            out.push(Int::Small(0));
        }
        for x in seg {
            // Small values copied inline (the generic clone is not).
            out.push(match x {
                Int::Small(v) => Int::Small(*v),
                big => big.clone(),
            });
        }
    };
    put(iv_at, &row[..n]);
    put(sym_at, &row[n..n + nsyms]);
    put(loc_at, &row[n + nsyms..n + nsyms + nl]);
    put(ncols, &row[n + nsyms + nl..n + nsyms + nl + 1]);
    out
}

impl PairSystem {
    /// Combines two models of the same scope (same symbol count) accessing the same memref.
    pub fn new(a: &Model, b: &Model) -> Result<PairSystem, String> {
        if a.nsyms != b.nsyms {
            return Err("accesses of different affine scopes".into());
        }
        if a.cell.len() != b.cell.len() {
            return Err("accesses of different rank".into());
        }
        let (n1, n2, s) = (a.loops.len(), b.loops.len(), a.nsyms);
        let (l1, l2) = (a.nlocals, b.nlocals);
        let ncols = n1 + n2 + s + l1 + l2;
        let ea = |r: &Row| embed(r, n1, 0, s, n1 + n2, l1, n1 + n2 + s, ncols);
        let eb = |r: &Row| embed(r, n2, n1, s, n1 + n2, l2, n1 + n2 + s + l1, ncols);
        let common = a
            .loops
            .iter()
            .zip(&b.loops)
            .take_while(|(x, y)| x.op == y.op && x.dim == y.dim)
            .count();
        let src_cell: Vec<Row> = a.cell.iter().map(ea).collect();
        let mut cell_sys = System::new(ncols);
        for (ra, rb) in src_cell.iter().zip(b.cell.iter().map(eb)) {
            cell_sys.add_eq(ra.iter().zip(&rb).map(|(x, y)| x - y).collect());
        }
        let mut pieces = Vec::with_capacity(a.pieces.len() * b.pieces.len());
        for pa in &a.pieces {
            for pb in &b.pieces {
                // Sized for its rows (and the ordering rows a depth adds to a copy).
                let mut sys = System::new(ncols);
                sys.eqs
                    .reserve_exact(cell_sys.eqs.len() + pa.eqs.len() + pb.eqs.len() + n1.min(n2));
                sys.ineqs.reserve_exact(pa.ineqs.len() + pb.ineqs.len() + 1);
                sys.eqs.extend(cell_sys.eqs.iter().cloned());
                for r in &pa.eqs {
                    sys.add_eq(ea(r));
                }
                for r in &pa.ineqs {
                    sys.add_ineq(ea(r));
                }
                for r in &pb.eqs {
                    sys.add_eq(eb(r));
                }
                for r in &pb.ineqs {
                    sys.add_ineq(eb(r));
                }
                pieces.push(sys);
            }
        }
        Ok(PairSystem {
            n1,
            n2,
            nsyms: s,
            common,
            pieces,
            src_cell,
            ncols,
            allowance: Allowance(std::sync::atomic::AtomicU64::new(u64::MAX)),
            bounds: true,
        })
    }

    /// From now on, a dependent depth is answered with its witness only: its components are
    /// not bounded (each reported as unbounded, `Extent::Infinite` both ways — the loosest
    /// bound, never a wrong one). For a question that needs only the verdicts.
    pub fn verdicts_only(&mut self) {
        self.bounds = false;
    }

    /// Limits the work of all questions asked of this pair from now on to `units` in total
    /// (each question still gets at most its own budget); a question left with less than its
    /// own budget that runs out is answered "unknown" with [`ANALYSIS_BUDGET`] as the reason.
    pub fn set_allowance(&self, units: u64) {
        self.allowance
            .0
            .store(units, std::sync::atomic::Ordering::Relaxed);
    }

    /// Work units left of the allowance ([`PairSystem::set_allowance`]).
    pub fn allowance_left(&self) -> u64 {
        self.allowance.left()
    }

    /// Number of columns.
    pub fn ncols(&self) -> usize {
        self.ncols
    }

    /// Row `dst iv_k - src iv_k + c`.
    fn diff_row(&self, k: usize, c: i64) -> Row {
        let mut r = vec![Int::zero(); self.ncols + 1];
        r[self.n1 + k] = Int::one();
        r[k] = Int::from(-1);
        r[self.ncols] = Int::from(c);
        r
    }

    /// The polyhedron pieces at `depth` (1-based, `<= common + 1`).
    pub fn at_depth(&self, depth: usize) -> Vec<System> {
        let (eqs, ineqs) = self.depth_rows(depth);
        self.pieces
            .iter()
            .map(|p| {
                let mut s = System::new(p.nvars());
                s.eqs.reserve_exact(p.eqs.len() + eqs.len());
                s.eqs.extend(p.eqs.iter().chain(&eqs).cloned());
                s.ineqs.reserve_exact(p.ineqs.len() + ineqs.len());
                s.ineqs.extend(p.ineqs.iter().chain(&ineqs).cloned());
                s
            })
            .collect()
    }

    /// The polyhedron at `depth` as a Presburger relation `src ivs -> dst ivs` with the symbols
    /// as parameters (for printing in isl notation); names are given by the caller.
    pub fn to_relation(
        &self,
        depth: usize,
        src: Tuple,
        dst: Tuple,
        params: Vec<String>,
    ) -> PresburgerSet {
        let space = Space {
            params,
            domain: Some(src),
            range: dst,
        };
        let nfixed = self.n1 + self.n2 + self.nsyms;
        PresburgerSet {
            space,
            pieces: self
                .at_depth(depth)
                .into_iter()
                .map(|sys| Piece {
                    nlocals: self.ncols - nfixed,
                    sys,
                })
                .collect(),
        }
    }

    /// The witness read from a point of the pair system.
    pub fn witness_of(&self, p: &[Int]) -> Witness {
        Witness {
            src_iter: p.get(..self.n1).unwrap_or_default().to_vec(),
            dst_iter: p
                .get(self.n1..self.n1 + self.n2)
                .unwrap_or_default()
                .to_vec(),
            symbols: p
                .get(self.n1 + self.n2..self.n1 + self.n2 + self.nsyms)
                .unwrap_or_default()
                .to_vec(),
            cell: self.src_cell.iter().map(|r| eval_row(r, p)).collect(),
        }
    }

    /// A key identifying the polyhedron at `depth` (equal keys, equal answers).
    pub fn key(&self, depth: usize) -> Vec<Int> {
        let mut k = vec![
            Int::from(depth as i64),
            Int::from(self.common as i64),
            Int::from(self.n1 as i64),
            Int::from(self.n2 as i64),
            Int::from(self.nsyms as i64),
        ];
        for p in &self.pieces {
            k.push(Int::from(p.eqs.len() as i64));
            k.push(Int::from(p.ineqs.len() as i64));
            for r in p.eqs.iter().chain(&p.ineqs) {
                k.extend(r.iter().cloned());
            }
        }
        k
    }

    /// Whether the pair touches a common cell at all (ignoring order), `None` if undecided.
    pub fn any_conflict(&self) -> Option<bool> {
        self.conflict_point(None).map(|p| p.is_some())
    }

    /// A point of the pair polyhedron without ordering constraints (`Some(None)` if empty,
    /// `None` if undecided); `start` as in [`PairSystem::solve_near`].
    pub fn conflict_point(&self, start: Option<&[Int]>) -> Option<Option<Vec<Int>>> {
        let base = self.relaxations(start)?;
        self.conflict_point_with(&base)
    }

    /// The rational relaxation of every piece (no ordering rows), started at `start`: set up
    /// once per pair, then extended by rows for each question ([`Lp::with_rows`]); `None`
    /// when the budget runs out.
    pub fn relaxations(&self, start: Option<&[Int]>) -> Option<Vec<Lp>> {
        self.allowance
            .spend(PAIR_BUDGET, |budget| {
                self.pieces
                    .iter()
                    .map(|sys| Lp::new_near(sys, start, budget).ok())
                    .collect()
            })
            .0
    }

    /// [`PairSystem::conflict_point`] from the pieces' relaxations `base`.
    pub fn conflict_point_with(&self, base: &[Lp]) -> Option<Option<Vec<Int>>> {
        self.allowance
            .spend(SHORTCUT_BUDGET, |budget| {
                for (sys, lp) in self.pieces.iter().zip(base) {
                    match lexopt::sample_from(lp, sys, budget) {
                        Err(_) => return None,
                        Ok(Some(p)) => return Some(Some(p)),
                        Ok(None) => {}
                    }
                }
                Some(None)
            })
            .0
    }

    /// The equalities and inequalities the ordering at `depth` adds to every piece (see
    /// [`PairSystem::at_depth`]).
    fn depth_rows(&self, depth: usize) -> (Vec<Row>, Vec<Row>) {
        let (mut eqs, mut ineqs) = (Vec::new(), Vec::new());
        for k in 0..self.common.min(depth) {
            if k + 1 == depth {
                ineqs.push(self.diff_row(k, -1));
            } else {
                eqs.push(self.diff_row(k, 0));
            }
        }
        (eqs, ineqs)
    }

    /// The constant distance vector `v` (one entry per common loop) if every conflicting pair
    /// of iterations has `dst - src = v` (a uniform dependence), given one conflicting point
    /// `p`; `None` if it is not constant, if the rational relaxations cannot show that it is
    /// (some component's rational range holds another integer), or undecided.
    pub fn uniform_distance(&self, p: &[Int]) -> Option<Vec<Int>> {
        self.uniform_distance_with(p, None)
    }

    /// [`PairSystem::uniform_distance`] on the pieces' relaxations `base` when given.
    pub fn uniform_distance_with(&self, p: &[Int], base: Option<&[Lp]>) -> Option<Vec<Int>> {
        self.allowance
            .spend(SHORTCUT_BUDGET, |budget| self.uniform_in(p, base, budget))
            .0
    }

    fn uniform_in(&self, p: &[Int], base: Option<&[Lp]>, budget: &mut Budget) -> Option<Vec<Int>> {
        let v: Vec<Int> = (0..self.common)
            .map(|k| eval_row(&self.diff_row(k, 0), p))
            .collect();
        // Every component must be `v_k` at every integer point of every piece. The rational
        // relaxations decide most pairs: if the rational range of each `dst_k - src_k` holds no
        // integer but `v_k`, no integer point has another value (uniform, proved); if some range
        // holds another integer, the distance most likely varies (tiled and skewed code), and
        // the per-depth questions, which bound every component exactly anyway, answer instead:
        // an integer search here would mostly find the point that shows it varies.
        for (i, sys) in self.pieces.iter().enumerate() {
            let mut lp = match base.and_then(|b| b.get(i)) {
                Some(lp) => lp.clone(),
                None => Lp::new_near(sys, Some(p), budget).ok()?,
            };
            if !lp.is_feasible() {
                continue;
            }
            for (k, vk) in v.iter().enumerate() {
                let d = self.diff_row(k, 0);
                let neg: Row = d.iter().map(|c| -c).collect();
                let lo = match lp.minimize(&d, budget).ok()? {
                    RatOpt::Min(q) => Int::from(q.ceil().to_integer()),
                    RatOpt::Infeasible => break,
                    RatOpt::Unbounded => return None,
                };
                let hi = match lp.minimize(&neg, budget).ok()? {
                    RatOpt::Min(q) => -Int::from(q.ceil().to_integer()),
                    RatOpt::Infeasible => break,
                    RatOpt::Unbounded => return None,
                };
                if lo < *vk || hi > *vk {
                    return None;
                }
            }
        }
        Some(v)
    }

    /// Decides the dependence at `depth` and bounds every common component exactly.
    pub fn solve(&self, depth: usize) -> DepthResult {
        self.solve_near(depth, None)
    }

    /// A point of this system's columns made of a point of each access's domain (model
    /// columns: ivs, symbols, locals), the symbols taken from the source's: a start for the
    /// relaxations, which it satisfies except for the cell equalities, the ordering rows and
    /// the rows involving symbols.
    pub fn start_from(&self, a: &[Int], b: &[Int]) -> Option<Vec<Int>> {
        let (n1, n2, s) = (self.n1, self.n2, self.nsyms);
        let (l1, l2) = (a.len().checked_sub(n1 + s)?, b.len().checked_sub(n2 + s)?);
        if n1 + n2 + s + l1 + l2 != self.ncols {
            return None;
        }
        let mut p = Vec::with_capacity(self.ncols);
        p.extend_from_slice(&a[..n1]);
        p.extend_from_slice(&b[..n2]);
        p.extend_from_slice(&a[n1..n1 + s]);
        p.extend_from_slice(&a[n1 + s..]);
        p.extend_from_slice(&b[n2 + s..]);
        Some(p)
    }

    /// [`PairSystem::solve`] with the relaxations started at `start` (see
    /// [`PairSystem::start_from`]; the answer does not depend on it, only the work).
    pub fn solve_near(&self, depth: usize, start: Option<&[Int]>) -> DepthResult {
        self.solve_near_with(depth, start, None)
    }

    /// [`PairSystem::solve_near`], the relaxation of each piece at `depth` made by extending
    /// the pieces' relaxations `base` (see [`PairSystem::relaxations`]) when given.
    pub fn solve_near_with(
        &self,
        depth: usize,
        start: Option<&[Int]>,
        base: Option<&[Lp]>,
    ) -> DepthResult {
        match self.allowance.spend(PAIR_BUDGET, |budget| {
            self.solve_in(depth, start, base, budget)
        }) {
            (DepthResult::Unknown(r), true) if r == QUESTION_BUDGET => {
                DepthResult::Unknown(ANALYSIS_BUDGET.into())
            }
            (r, _) => r,
        }
    }

    fn solve_in(
        &self,
        depth: usize,
        start: Option<&[Int]>,
        base: Option<&[Lp]>,
        budget: &mut Budget,
    ) -> DepthResult {
        let (dep_eqs, dep_ineqs) = self.depth_rows(depth);
        let c = self.common;
        let mut comps: Vec<Option<(Extent, Extent)>> = vec![None; c];
        let mut witness = None;
        // Without common loops no ordering row is added: the pieces are used as they are.
        let owned;
        let systems: &[System] = if c == 0 {
            &self.pieces
        } else {
            owned = self.at_depth(depth);
            &owned
        };
        for (i, sys) in systems.iter().enumerate() {
            // One rational relaxation per piece, shared by every objective; its feasible
            // point is the sample when it happens to be integral.
            let lp = match base.and_then(|b| b.get(i)) {
                Some(b) if c > 0 && dep_eqs.is_empty() => b.with_rows(&dep_eqs, &dep_ineqs, budget),
                _ => Lp::new_near(sys, start, budget),
            };
            let Ok(mut lp) = lp else {
                return DepthResult::Unknown(QUESTION_BUDGET.into());
            };
            if !lp.is_feasible() {
                continue;
            }
            let quick = match lp.integral_point().filter(|p| sys.contains(p)) {
                Some(p) => Some(p),
                // No integer point at all: nothing to bound on this piece.
                None if lp.equality_gcd_infeasible() => continue,
                None => match lp.dive(&[], lexopt::DIVE_NODES, budget) {
                    Err(_) => return DepthResult::Unknown(QUESTION_BUDGET.into()),
                    Ok(q) => q.filter(|p| sys.contains(p)),
                },
            };
            let p = match quick {
                Some(p) => p,
                None => match lp.integer_sample(budget) {
                    Err(_) => return DepthResult::Unknown(QUESTION_BUDGET.into()),
                    Ok(None) => continue,
                    Ok(Some(p)) if sys.contains(&p) => p,
                    Ok(Some(_)) => return DepthResult::Unknown("inconsistent sample".into()),
                },
            };
            if witness.is_none() {
                witness = Some(self.witness_of(&p));
            }
            if !self.bounds {
                break;
            }
            // Integer points of this piece met so far: an optimum of one component is often
            // one of another.
            let mut known: Vec<Vec<Int>> = vec![p.clone()];
            for (k, slot) in comps.iter_mut().enumerate() {
                let (lo, hi) = if k + 1 < depth.min(c + 1) {
                    (Extent::Finite(Int::zero()), Extent::Finite(Int::zero()))
                } else {
                    let obj = self.diff_row(k, 0);
                    let mut bound = |max: bool| {
                        let opt = if max {
                            lexopt::maximize_lp
                        } else {
                            lexopt::minimize_lp
                        };
                        match opt(sys, &mut lp, &obj, Some(p.clone()), &known, budget) {
                            Err(_) => None,
                            Ok(IntOpt::Value(v, q)) => {
                                known.push(q);
                                Some(Some(Extent::Finite(v)))
                            }
                            Ok(IntOpt::Unbounded) => Some(Some(Extent::Infinite)),
                            Ok(IntOpt::Empty) => Some(None),
                        }
                    };
                    // `None`: budget exhausted; `Some(None)`: no point on this piece.
                    let lo = match bound(false) {
                        None => return DepthResult::Unknown(QUESTION_BUDGET.into()),
                        Some(None) => continue,
                        Some(Some(e)) => e,
                    };
                    let hi = match bound(true) {
                        None => return DepthResult::Unknown(QUESTION_BUDGET.into()),
                        Some(None) => continue,
                        Some(Some(e)) => e,
                    };
                    (lo, hi)
                };
                *slot = Some(match slot.take() {
                    None => (lo, hi),
                    Some((l0, h0)) => (min_ext(l0, lo), max_ext(h0, hi)),
                });
            }
        }
        match witness {
            None => DepthResult::Independent,
            Some(w) => DepthResult::Dependent {
                components: comps
                    .into_iter()
                    .map(|s| {
                        let (min, max) = s.unwrap_or((Extent::Infinite, Extent::Infinite));
                        Component { min, max }
                    })
                    .collect(),
                witness: w,
            },
        }
    }

    /// An integer point of the pieces at `depth` with `extra` inequalities added (rows over
    /// this system's columns), as a witness; `Err` when the budget runs out.
    pub fn find_with(&self, depth: usize, extra: &[Row]) -> Result<Option<Witness>, String> {
        let (r, capped) = self.allowance.spend(PAIR_BUDGET, |budget| {
            for mut sys in self.at_depth(depth) {
                for r in extra {
                    sys.add_ineq(r.clone());
                }
                // No rational point (or no integer solution of the equalities): no integer
                // point either, without the exact test (most polyhedra a legality or a
                // carried-dependence question meets on tiled code are empty this way). A
                // point, if there is one, still comes from the exact test.
                match Lp::new(&sys, budget) {
                    Err(_) => return Err(()),
                    Ok(lp) if !lp.is_feasible() || lp.equality_gcd_infeasible() => continue,
                    Ok(_) => {}
                }
                match integer::sample(&sys, budget) {
                    Err(_) => return Err(()),
                    Ok(Some(p)) => return Ok(Some(self.witness_of(&p))),
                    Ok(None) => {}
                }
            }
            Ok(None)
        });
        r.map_err(|()| {
            if capped {
                ANALYSIS_BUDGET
            } else {
                QUESTION_BUDGET
            }
            .into()
        })
    }
}

fn min_ext(a: Extent, b: Extent) -> Extent {
    match (a, b) {
        (Extent::Finite(x), Extent::Finite(y)) => Extent::Finite(Int::min_of(x, y)),
        _ => Extent::Infinite,
    }
}

fn max_ext(a: Extent, b: Extent) -> Extent {
    match (a, b) {
        (Extent::Finite(x), Extent::Finite(y)) => Extent::Finite(Int::max_of(x, y)),
        _ => Extent::Infinite,
    }
}
