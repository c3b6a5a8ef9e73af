//! `affine-loop-distribute`: fission of an `affine.for` loop along the strongly connected
//! components of the dependence graph of its body.
//!
//! Statements. The ops of the loop body (besides the terminator) that are not pure are the
//! statements (loads, stores, nested loops and conditionals with everything inside them). Pure
//! ops (`arith`, `math`, `affine.apply`/`min`/`max`) belong to every statement that uses them,
//! transitively, and are duplicated into each distributed loop that needs them. A statement
//! whose result another statement uses (a load feeding a store) is merged with it: values
//! never flow between the distributed loops through SSA.
//!
//! Order. An edge `X → Y` joins two statements when some instance of an access of `X` and a
//! later instance of an access of `Y` (same iteration of the outer loops; carried by the
//! distributed loop, or in the same iteration with `X` before `Y`) touch one cell with one
//! write, decided exactly by the engine. Statements of one SCC stay in one loop; the loops
//! follow a topological order of the SCCs (ties in program order), so every dependence keeps its
//! source first. An undecided question refuses with a remark; so do loops with `iter_args` and
//! bodies with ops whose memory effects are not modelled (calls, unknown ops).

use std::collections::{HashMap, HashSet};

use tessera_dependence::access::{collect_within, CollectOptions};
use tessera_dependence::analysis::{pair_system, precedes};
use tessera_ir::builder::clone_op;
use tessera_ir::views::AffineForOp;
use tessera_ir::{Module, OpId, Registry, ValueId};
use tessera_polyhedral::budget::Budget;

use crate::error::TransformError;
use crate::fusion_plan as plan;
use crate::loops::loop_label;
use crate::options::Options;
use crate::pass::{Pass, PassContext};
use crate::refusal::{Outcome, Refusal};
use crate::registry::PassInfo;

/// The pass name.
pub const PASS: &str = "affine-loop-distribute";

fn is_pure(m: &Module, op: OpId) -> bool {
    let n = m.op(op).name.as_str();
    m.op(op).regions.is_empty()
        && (n.starts_with("arith.")
            || n.starts_with("math.")
            || matches!(n, "affine.apply" | "affine.min" | "affine.max"))
}

fn find(p: &mut [usize], x: usize) -> usize {
    let mut r = x;
    while p[r] != r {
        r = p[r];
    }
    let mut c = x;
    while p[c] != r {
        let n = p[c];
        p[c] = r;
        c = n;
    }
    r
}

/// Distributes `loop_op` along the SCCs of its body's dependence graph. `Applied` when the loop
/// was split into at least two loops; `Refused` when it cannot be (with the reason) or when the
/// body forms one SCC (nothing to distribute). `force` has no effect: the order chosen never
/// breaks a dependence.
#[allow(clippy::needless_range_loop)] // square boolean matrices over statement indices
pub fn distribute_loop(
    m: &mut Module,
    reg: &Registry,
    loop_op: OpId,
    force: bool,
) -> Result<Outcome, TransformError> {
    let _ = force;
    let f = AffineForOp::wrap(m, loop_op)
        .ok_or_else(|| TransformError::at(m.op(loop_op).pos, "not an affine.for loop"))?;
    let what = format!("distribute the loop {}", loop_label(m, loop_op));
    let pos = m.op(loop_op).pos;
    let refuse = |r: Refusal| Ok(Outcome::Refused(r));
    if !f.inits().is_empty() {
        return refuse(Refusal::unsupported(what, pos, "the loop has iter_args"));
    }
    if !plan::effects_known(m, loop_op) {
        return refuse(Refusal::unsupported(
            what,
            pos,
            "the body has ops whose effects are not modelled (a call or an unknown op)",
        ));
    }
    let body: Vec<OpId> = f
        .body_ops()
        .iter()
        .copied()
        .filter(|&o| m.op(o).name != "affine.yield")
        .collect();
    let stmts: Vec<OpId> = body.iter().copied().filter(|&o| !is_pure(m, o)).collect();
    if stmts.len() < 2 {
        return refuse(Refusal::unsupported(what, pos, "fewer than two statements"));
    }
    // Pure ops of the body and what they (transitively) use.
    let def_in_body: HashMap<ValueId, OpId> = body
        .iter()
        .flat_map(|&o| m.op(o).results.iter().map(move |&r| (r, o)))
        .collect();
    let needs = |m: &Module, op: OpId| -> Vec<OpId> {
        // Body ops `op` depends on through SSA, transitively through pure ops.
        let mut out = vec![];
        let mut stack: Vec<ValueId> = plan::free_values(m, op);
        let mut seen = HashSet::new();
        while let Some(v) = stack.pop() {
            if let Some(&d) = def_in_body.get(&v) {
                if seen.insert(d) {
                    out.push(d);
                    if is_pure(m, d) {
                        stack.extend(m.op(d).operands.iter().copied());
                    }
                }
            }
        }
        out
    };
    let idx: HashMap<OpId, usize> = stmts.iter().enumerate().map(|(i, &s)| (s, i)).collect();
    let n = stmts.len();
    let mut parent: Vec<usize> = (0..n).collect();
    let mut uses: Vec<Vec<OpId>> = vec![];
    for (i, &s) in stmts.iter().enumerate() {
        let u = needs(m, s);
        for d in &u {
            if let Some(&j) = idx.get(d) {
                let (a, b) = (find(&mut parent, i), find(&mut parent, j));
                parent[a] = b;
            }
        }
        uses.push(u);
    }
    // Dependence edges between statements (whether a pair depends is a question about the
    // loop's own accesses: collected from its subtree, not the whole module).
    let acc = collect_within(m, reg, CollectOptions::default(), loop_op);
    let of: Vec<Vec<usize>> = stmts.iter().map(|&s| plan::inside(m, &acc, s)).collect();
    let off = acc
        .iter()
        .filter(|a| m.is_ancestor(loop_op, a.op))
        .find_map(|a| {
            a.model
                .as_ref()
                .ok()
                .and_then(|md| md.loops.iter().position(|l| l.op == loop_op))
        })
        .unwrap_or(0);
    let mut edge = vec![vec![false; n]; n];
    for x in 0..n {
        for y in 0..n {
            if x == y {
                continue;
            }
            'pairs: for &a in &of[x] {
                for &b in &of[y] {
                    if acc[a].base != acc[b].base || !(acc[a].kind.writes() || acc[b].kind.writes())
                    {
                        continue;
                    }
                    let sys = match pair_system(&acc, a, b) {
                        Ok(s) => s,
                        Err(e) => return refuse(Refusal::unknown(what, pos, e)),
                    };
                    let mut depths = vec![off + 1];
                    if precedes(m, reg, acc[a].op, acc[b].op) == Some(true) {
                        depths.push(sys.common + 1);
                    }
                    let mut budget = Budget::new(tessera_dependence::solve::PAIR_BUDGET);
                    for d in depths {
                        for p in sys.at_depth(d) {
                            match tessera_polyhedral::integer::sample(&p, &mut budget) {
                                Err(_) => {
                                    return refuse(Refusal::unknown(
                                        what,
                                        pos,
                                        "work budget exhausted",
                                    ))
                                }
                                Ok(Some(_)) => {
                                    edge[x][y] = true;
                                    break 'pairs;
                                }
                                Ok(None) => {}
                            }
                        }
                    }
                }
            }
        }
    }
    // Transitive closure, then SCCs (mutually reachable statements, plus SSA merges).
    let mut reach = edge.clone();
    for k in 0..n {
        for i in 0..n {
            if reach[i][k] {
                for j in 0..n {
                    if reach[k][j] {
                        reach[i][j] = true;
                    }
                }
            }
        }
    }
    for i in 0..n {
        for j in 0..n {
            if reach[i][j] && reach[j][i] {
                let (a, b) = (find(&mut parent, i), find(&mut parent, j));
                parent[a] = b;
            }
        }
    }
    // Merging by SSA can create new cycles between groups: repeat until stable.
    loop {
        let mut changed = false;
        for i in 0..n {
            for j in 0..n {
                let (gi, gj) = (find(&mut parent, i), find(&mut parent, j));
                if gi == gj {
                    continue;
                }
                // Group-level reachability both ways merges the groups.
                let gr = |p: &mut Vec<usize>, from: usize, to: usize| {
                    (0..n).any(|a| {
                        find(p, a) == from && (0..n).any(|b| find(p, b) == to && reach[a][b])
                    })
                };
                if gr(&mut parent, gi, gj) && gr(&mut parent, gj, gi) {
                    parent[gi] = gj;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
        // Recompute reachability between merged groups through members.
        for i in 0..n {
            for j in 0..n {
                if find(&mut parent, i) == find(&mut parent, j) {
                    reach[i][j] = true;
                }
            }
        }
        for k in 0..n {
            for i in 0..n {
                if reach[i][k] {
                    for j in 0..n {
                        if reach[k][j] {
                            reach[i][j] = true;
                        }
                    }
                }
            }
        }
    }
    let mut groups: Vec<usize> = vec![];
    for i in 0..n {
        let g = find(&mut parent, i);
        if !groups.contains(&g) {
            groups.push(g);
        }
    }
    if groups.len() < 2 {
        return refuse(Refusal::unsupported(
            what,
            pos,
            "the body is one strongly connected component of the dependence graph",
        ));
    }
    // Topological order of the groups, ties in program order.
    let gid: Vec<usize> = (0..n).map(|i| find(&mut parent, i)).collect();
    let mut order = vec![];
    let mut done: HashSet<usize> = HashSet::new();
    while order.len() < groups.len() {
        let next = groups.iter().copied().find(|&g| {
            !done.contains(&g)
                && (0..n).all(|a| {
                    gid[a] == g
                        || done.contains(&gid[a])
                        || !(0..n).any(|b| gid[b] == g && edge[a][b])
                })
        });
        let Some(g) = next else {
            return refuse(Refusal::unknown(
                what,
                pos,
                "no topological order of the components",
            ));
        };
        done.insert(g);
        order.push(g);
    }
    // Rewrite: one clone of the loop per group, keeping the group's statements and the pure
    // ops they need.
    let block = m
        .op(loop_op)
        .parent
        .ok_or_else(|| TransformError::new("detached loop"))?;
    let at = m
        .block(block)
        .ops
        .iter()
        .position(|&o| o == loop_op)
        .unwrap_or(0);
    for (k, &g) in order.iter().enumerate() {
        let mut keep: HashSet<OpId> = HashSet::new();
        for i in 0..n {
            if gid[i] == g {
                keep.insert(stmts[i]);
                keep.extend(uses[i].iter().copied());
            }
        }
        let mut vmap = HashMap::new();
        let c = clone_op(m, loop_op, &mut vmap)
            .ok_or_else(|| TransformError::at(pos, "loop nest too deep to clone"))?;
        let cf = AffineForOp::wrap(m, c).ok_or_else(|| TransformError::new("clone"))?;
        let cbody: Vec<OpId> = cf.body_ops().to_vec();
        // Body ops and their clones pair up in order.
        let all: Vec<OpId> = f_body(m, loop_op);
        for (&orig, &copy) in all.iter().zip(&cbody).rev() {
            if m.op(orig).name != "affine.yield" && !keep.contains(&orig) {
                m.detach_op(copy);
            }
        }
        m.insert_op(block, at + k, c);
    }
    m.detach_op(loop_op);
    Ok(Outcome::Applied)
}

fn f_body(m: &Module, l: OpId) -> Vec<OpId> {
    AffineForOp::wrap(m, l)
        .map(|f| f.body_ops().to_vec())
        .unwrap_or_default()
}

/// The pass: distributes every `affine.for` loop of the function, innermost first.
pub struct LoopDistribute;

impl LoopDistribute {
    /// Builds the pass (it has no options).
    pub fn from_options(_: &Options) -> Result<LoopDistribute, TransformError> {
        Ok(LoopDistribute)
    }
}

/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary: "distributes affine.for loops along the SCCs of their body's dependence graph",
    options: &[],
    create: |o| Ok(Box::new(LoopDistribute::from_options(o)?)),
};

impl Pass for LoopDistribute {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        let loops = crate::loops::all_for_loops(m, func);
        for &l in loops.iter().rev() {
            // A loop may have been detached by the distribution of an enclosing... (outer loops
            // are processed after inner ones, so every loop here is still in place).
            if m.op(l).parent.is_none() {
                continue;
            }
            let is_stmt_count_ok = AffineForOp::wrap(m, l).is_some_and(|f| {
                f.body_ops()
                    .iter()
                    .filter(|&&o| !is_pure(m, o) && m.op(o).name != "affine.yield")
                    .count()
                    >= 2
            });
            if !is_stmt_count_ok {
                continue;
            }
            match distribute_loop(m, ctx.registry, l, false)? {
                Outcome::Refused(r) => {
                    if !matches!(r.reason, crate::refusal::Reason::Unsupported(ref s) if s.contains("one strongly connected"))
                    {
                        ctx.refuse(PASS, m, r);
                    }
                }
                Outcome::Applied | Outcome::Forced(_) => {}
            }
        }
        Ok(())
    }
}
