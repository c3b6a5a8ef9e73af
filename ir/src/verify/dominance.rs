//! SSA dominance: every use must be dominated by its definition, except inside graph regions
//! (and regions of unregistered ops, which may be graph regions); values cannot flow into
//! regions of ops isolated from above.

use crate::fxhash::FxHashMap as HashMap;

use crate::dialects::{op_error, Registry, Traits};
use crate::error::{Error, Result};
use crate::module::{BlockId, Module, OpId, RegionId, ValueDef};

/// Immediate dominators of the reachable blocks of one region.
struct DomTree {
    idom: HashMap<BlockId, BlockId>,
    entry: Option<BlockId>,
}

impl DomTree {
    fn build(m: &Module, r: RegionId) -> DomTree {
        let blocks = &m.region(r).blocks;
        let Some(&entry) = blocks.first() else {
            return DomTree {
                idom: HashMap::default(),
                entry: None,
            };
        };
        let succs = |b: BlockId| -> Vec<BlockId> {
            m.block(b)
                .ops
                .last()
                .map(|&t| m.op(t).successors.clone())
                .unwrap_or_default()
        };
        // Reverse post-order by iterative DFS.
        let mut order = vec![];
        let mut seen = std::collections::HashSet::new();
        let mut stack = vec![(entry, 0usize)];
        seen.insert(entry);
        while let Some((b, i)) = stack.pop() {
            let s = succs(b);
            if let Some(&n) = s.get(i) {
                stack.push((b, i + 1));
                if seen.insert(n) {
                    stack.push((n, 0));
                }
            } else {
                order.push(b);
            }
        }
        order.reverse();
        let rpo: HashMap<BlockId, usize> = order.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut preds: HashMap<BlockId, Vec<BlockId>> = HashMap::default();
        for &b in &order {
            for s in succs(b) {
                preds.entry(s).or_default().push(b);
            }
        }
        let mut idom: HashMap<BlockId, BlockId> = HashMap::default();
        idom.insert(entry, entry);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in order.iter().skip(1) {
                let mut new: Option<BlockId> = None;
                for &p in preds.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
                    if !idom.contains_key(&p) {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(cur) => {
                            let (mut a, mut c) = (p, cur);
                            while a != c {
                                while rpo.get(&a) > rpo.get(&c) {
                                    a = idom.get(&a).copied().unwrap_or(entry);
                                }
                                while rpo.get(&c) > rpo.get(&a) {
                                    c = idom.get(&c).copied().unwrap_or(entry);
                                }
                            }
                            a
                        }
                    });
                }
                if let Some(n) = new {
                    if idom.get(&b) != Some(&n) {
                        idom.insert(b, n);
                        changed = true;
                    }
                }
            }
        }
        DomTree {
            idom,
            entry: Some(entry),
        }
    }

    /// Does `a` dominate `b`? Unreachable `b` is dominated by everything.
    fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        if !self.idom.contains_key(&b) {
            return true;
        }
        let mut cur = b;
        loop {
            if cur == a {
                return true;
            }
            if Some(cur) == self.entry {
                return false;
            }
            match self.idom.get(&cur) {
                Some(&n) if n != cur => cur = n,
                _ => return false,
            }
        }
    }
}

pub(super) fn verify_dominance(m: &Module, reg: &Registry, ops: &[OpId]) -> Result<()> {
    // Position of every op in its block, indexed by op id.
    let mut index: Vec<u32> = vec![0; m.num_ops()];
    for &op in ops {
        for &r in &m.op(op).regions {
            for &b in &m.region(r).blocks {
                for (i, &o) in m.block(b).ops.iter().enumerate() {
                    if let Some(slot) = index.get_mut(o.index()) {
                        *slot = i as u32;
                    }
                }
            }
        }
    }
    let mut trees: HashMap<RegionId, DomTree> = HashMap::default();
    for &op in ops {
        for (i, &v) in m.op(op).operands.iter().enumerate() {
            let (def_block, def_op) = match m.value(v).def {
                ValueDef::OpResult { op: d, .. } => (m.op(d).parent, Some(d)),
                ValueDef::BlockArg { block, .. } => (Some(block), None),
                ValueDef::Unresolved => (None, None),
            };
            let Some(db) = def_block else {
                return Err(Error::at_opt(
                    m.op(op).pos,
                    format!("operand #{i} does not dominate this use"),
                ));
            };
            let Some(def_region) = m.block(db).parent else {
                return Err(Error::at_opt(
                    m.op(op).pos,
                    format!("operand #{i} does not dominate this use"),
                ));
            };
            // Find the ancestor of `op` (or `op` itself) that lives in `def_region`.
            let mut anc = op;
            let mut ok = true;
            loop {
                let Some(b) = m.op(anc).parent else {
                    ok = false;
                    break;
                };
                if m.block(b).parent == Some(def_region) {
                    break;
                }
                let Some(p) = m.block_parent_op(b) else {
                    ok = false;
                    break;
                };
                if reg
                    .traits(&m.op(p).name)
                    .contains(Traits::ISOLATED_FROM_ABOVE)
                {
                    return Err(op_error(m, p, "using value defined outside the region"));
                }
                anc = p;
            }
            if !ok || Some(anc) == def_op {
                return Err(dominance_error(m, op, i, db, def_op));
            }
            let owner = m.region(def_region).parent;
            let graph = match owner.and_then(|o| reg.lookup(&m.op(o).name)) {
                Some(d) => d.traits.contains(Traits::GRAPH_REGION),
                None => true,
            };
            if graph {
                continue;
            }
            let Some(ab) = m.op(anc).parent else { continue };
            let dominated = if ab == db {
                match def_op {
                    None => true,
                    Some(d) => index.get(d.index()) < index.get(anc.index()),
                }
            } else {
                let t = trees
                    .entry(def_region)
                    .or_insert_with(|| DomTree::build(m, def_region));
                t.dominates(db, ab)
            };
            if !dominated {
                return Err(dominance_error(m, op, i, db, def_op));
            }
        }
    }
    Ok(())
}

/// Is `outer` a proper ancestor of region `inner`?
fn region_is_proper_ancestor(m: &Module, outer: RegionId, inner: RegionId) -> bool {
    let mut r = inner;
    loop {
        let Some(op) = m.region(r).parent else {
            return false;
        };
        let Some(r2) = m.op(op).parent.and_then(|b| m.block(b).parent) else {
            return false;
        };
        if r2 == outer {
            return true;
        }
        r = r2;
    }
}

/// MLIR's dominance error (on the using operation, without the `'name' op` prefix) with its
/// note at the definition saying where it is relative to the use.
fn dominance_error(
    m: &Module,
    op: OpId,
    operand: usize,
    def_block: BlockId,
    def_op: Option<OpId>,
) -> Error {
    let use_block = m.op(op).parent;
    let use_region = use_block.and_then(|b| m.block(b).parent);
    let def_region = m.block(def_block).parent;
    let relation = match (use_region, def_region) {
        (Some(u), Some(d)) if u == d => {
            if use_block == Some(def_block) {
                "op in the same block"
            } else {
                "op in the same region"
            }
        }
        (Some(u), Some(d)) if region_is_proper_ancestor(m, d, u) => "op in a parent region",
        (Some(u), Some(d)) if region_is_proper_ancestor(m, u, d) => "op in a child region",
        _ => "op is neither in a parent nor in a child region",
    };
    let def_pos = match def_op {
        Some(d) => m.op(d).pos,
        None => m
            .block(def_block)
            .pos
            .or_else(|| m.block_parent_op(def_block).and_then(|p| m.op(p).pos)),
    };
    Error::at_opt(
        m.op(op).pos,
        format!("operand #{operand} does not dominate this use"),
    )
    .with_note(def_pos, format!("operand defined here ({relation})"))
}
