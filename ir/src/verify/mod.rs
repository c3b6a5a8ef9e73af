//! The verifier: structure (terminators, region shapes, successors), per-op verifiers registered
//! by the dialects, SSA dominance, and symbol uses.

pub mod affine_scope;
mod dominance;
mod symbols;

use crate::dialects::{op_error, Registry, Traits};
use crate::error::Result;
use crate::module::{Module, OpId, ValueDef};

pub use affine_scope::{
    affine_scope_region, is_top_level_value, is_valid_dim, is_valid_dim_in, is_valid_symbol,
    is_valid_symbol_in,
};

/// Verifies the whole module: returns the first error found.
pub fn verify(m: &Module, reg: &Registry) -> Result<()> {
    let ops = m.walk(m.top());
    verify_op_tree(m, reg, m.top())?;
    dominance::verify_dominance(m, reg, &ops)?;
    symbols::verify_symbols(m, reg, &ops)?;
    Ok(())
}

/// Verifies `op`, then the ops nested in it, then the terminators of its blocks: as MLIR, a
/// block's terminator is checked on leaving the block, after the ops inside it.
fn verify_op_tree(m: &Module, reg: &Registry, op: OpId) -> Result<()> {
    verify_structure(m, reg, op)?;
    if let Some(f) = reg.lookup(&m.op(op).name).and_then(|d| d.verify) {
        f(m, op)?;
    }
    for &r in &m.op(op).regions {
        for &b in &m.region(r).blocks {
            for &nested in &m.block(b).ops {
                verify_op_tree(m, reg, nested)?;
            }
        }
    }
    verify_terminators(m, reg, op)
}

fn verify_structure(m: &Module, reg: &Registry, op: OpId) -> Result<()> {
    let o = m.op(op);
    for (i, &v) in o.operands.iter().enumerate() {
        if m.value(v).def == ValueDef::Unresolved {
            return Err(op_error(
                m,
                op,
                format!("operand #{i} refers to an undefined value"),
            ));
        }
    }
    let def = reg.lookup(&o.name);
    let traits = def.map_or(Traits::NONE, |d| d.traits);
    // A terminator must end its block.
    if traits.contains(Traits::TERMINATOR) {
        if let Some(b) = o.parent {
            if m.block(b).ops.last() != Some(&op) {
                return Err(op_error(
                    m,
                    op,
                    "must be the last operation in the parent block",
                ));
            }
        }
    }
    if !o.successors.is_empty() {
        let region = o.parent.and_then(|b| m.block(b).parent);
        for &s in &o.successors {
            if m.block(s).parent != region {
                return Err(op_error(
                    m,
                    op,
                    "reference to block defined in another region",
                ));
            }
            if let Some(r) = region {
                if m.region(r).blocks.first() == Some(&s) {
                    // MLIR reports it at the region's owner, without an op prefix.
                    let owner = m.region(r).parent.and_then(|p| m.op(p).pos);
                    return Err(crate::error::Error::at_opt(
                        owner.or(o.pos),
                        "entry block of region may not have predecessors",
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Region shapes and block terminators of `op`.
fn verify_terminators(m: &Module, reg: &Registry, op: OpId) -> Result<()> {
    let o = m.op(op);
    let def = reg.lookup(&o.name);
    let traits = def.map_or(Traits::NONE, |d| d.traits);
    let Some(_) = def else { return Ok(()) };
    for (ri, &r) in o.regions.iter().enumerate() {
        let blocks = &m.region(r).blocks;
        if traits.contains(Traits::SINGLE_BLOCK) && blocks.len() > 1 {
            return Err(op_error(
                m,
                op,
                format!("expects region #{ri} to have 0 or 1 blocks"),
            ));
        }
        if traits.contains(Traits::NO_TERMINATOR) {
            continue;
        }
        for &b in blocks {
            let Some(&last) = m.block(b).ops.last() else {
                return Err(op_error(m, op, "empty block: expect at least a terminator"));
            };
            let lo = m.op(last);
            let is_term = match reg.lookup(&lo.name) {
                Some(d) => d.traits.contains(Traits::TERMINATOR),
                // Unregistered ops may be terminators.
                None => true,
            };
            if !is_term {
                return Err(crate::error::Error {
                    message: format!(
                        "block with no terminator, has '{}' as its last operation",
                        lo.name
                    ),
                    pos: lo.pos.or(o.pos),
                    notes: Vec::new(),
                });
            }
        }
    }
    Ok(())
}
