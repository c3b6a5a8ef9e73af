//! Linalg structured ops on memrefs as exact accesses, without lowering them.
//!
//! A structured op (`tessera_ir::linalg::structured`) runs its payload once per point of the
//! box `0 <= d_k < size_k` (a static size, or a fresh scope symbol for a dynamic size: the
//! `memref.dim` of the operand dimension that fixes the loop's range), nested in the affine
//! loops and conditionals enclosing the op. Its accesses are, in this order (exactly what
//! `linalg-to-affine` emits, so that the two analyses agree access by access): one read per
//! memref operand whose payload argument is used (inputs, then outputs), then one write per
//! yielded value (its output). Scalar operands are no accesses. The op's loops are loop
//! dimensions of its accesses ([`LoopDim::linalg`]), after the enclosing ones; accesses of
//! two different ops share only the enclosing loops.

use tessera_ir::linalg::{self, Structured};
use tessera_ir::verify::affine_scope::is_top_level_value;
use tessera_ir::{Module, OpId, Registry, ValueId};
use tessera_polyhedral::int::Int;

use crate::access::AccessKind;
use crate::linexpr::{Lin, Var};
use crate::model::{build_domain, Domain, LoopDim, SymbolTable};

/// A domain with its cell and the locals standing for a linalg op's loops (with their loop
/// dimensions); or why there is no exact model.
pub(crate) type LoopDomain = Result<(Domain, Vec<(usize, LoopDim)>), String>;

/// One access of a linalg op.
pub(crate) struct LinalgAccess {
    /// `ins` or `outs`.
    pub role: &'static str,
    /// The operand (index into `ins ++ outs`; `None` for an op without structured view).
    pub operand: Option<usize>,
    /// The memref.
    pub memref: ValueId,
    /// Read or write.
    pub kind: AccessKind,
    /// The domain with its cell, and the locals standing for the op's loops (in loop order).
    pub model: LoopDomain,
}

/// The accesses of `op` if it is a structured linalg op on memrefs (`None` otherwise: the
/// caller treats its memref operands as it treats any other op's).
pub(crate) fn accesses(
    m: &Module,
    reg: &Registry,
    op: OpId,
    syms: &mut SymbolTable,
) -> Option<Vec<LinalgAccess>> {
    let name = m.op(op).name.as_str();
    if !linalg::is_structured_name(name) || !m.op(op).results.is_empty() {
        return None;
    }
    let so = match linalg::structured(m, op) {
        Ok(so) => so,
        Err(e) => {
            // No structured view: every memref operand may be read and written.
            let mut seen: Vec<ValueId> = Vec::new();
            let mut out = Vec::new();
            for &v in &m.op(op).operands {
                if m.value_type(v).is_memref() && !seen.contains(&v) {
                    seen.push(v);
                    out.push(LinalgAccess {
                        role: "",
                        operand: None,
                        memref: v,
                        kind: AccessKind::ReadWrite,
                        model: Err(format!("'{name}' has no structured view: {e}")),
                    });
                }
            }
            return Some(out);
        }
    };
    if !so.on_buffers(m) {
        return None;
    }
    let operands = so.operands();
    let mut out = Vec::new();
    let mut push = |operand: usize, kind: AccessKind| {
        let memref = operands[operand];
        out.push(LinalgAccess {
            role: if so.is_output(operand) { "outs" } else { "ins" },
            operand: Some(operand),
            memref,
            kind,
            model: Err(String::new()),
        });
    };
    for (k, &v) in operands.iter().enumerate() {
        if m.value_type(v).is_memref() && so.payload_reads(m, k) {
            push(k, AccessKind::Read);
        }
    }
    let yielded = m
        .block(so.payload)
        .ops
        .last()
        .filter(|&&t| m.op(t).name == "linalg.yield")
        .map_or(0, |&t| m.op(t).operands.len());
    for j in 0..yielded {
        let k = so.ins.len() + j;
        if k < operands.len() && m.value_type(operands[k]).is_memref() {
            push(k, AccessKind::Write);
        }
    }
    let base = loop_domain(m, reg, &so, syms);
    for a in &mut out {
        a.model = base.clone().and_then(|(d, dims)| {
            let k = a.operand.ok_or("internal: linalg access without operand")?;
            with_cell(&so, d, &dims, k).map(|d| (d, dims))
        });
    }
    Some(out)
}

/// The enclosing domain extended by the op's loops (one local per loop, `0 <= d_k < size_k`).
fn loop_domain(m: &Module, reg: &Registry, so: &Structured, syms: &mut SymbolTable) -> LoopDomain {
    let name = &m.op(so.op).name;
    let ranges = so
        .loop_ranges(m)
        .map_err(|e| format!("'{name}' loop range: {e}"))?;
    let mut d = build_domain(m, reg, so.op, syms)?;
    let operands = so.operands();
    let stand_in = *operands.first().ok_or("linalg op without operands")?;
    let mut dims = Vec::new();
    for (k, r) in ranges.iter().enumerate() {
        let Var::Local(l) = d.locals.fresh() else {
            return Err("internal: a fresh local is no local".into());
        };
        let x = Lin::var(Var::Local(l));
        let ub = match r.size {
            Some(s) => Lin::constant(Int::from(s)),
            None => {
                let v = operands[r.operand];
                if !is_top_level_value(m, reg, v) {
                    return Err(format!(
                        "loop d{k} of '{name}' has the dynamic size of a memref not defined at the top level of the affine scope"
                    ));
                }
                Lin::var(Var::Sym(syms.fresh(v)))
            }
        };
        d.base.ineqs.push(x.clone());
        let mut up = ub.sub(&x);
        up.constant = &up.constant - &Int::one();
        d.base.ineqs.push(up);
        dims.push((
            l,
            LoopDim {
                op: so.op,
                dim: k,
                iv: stand_in,
                parallel: false,
                linalg: true,
            },
        ));
    }
    Ok((d, dims))
}

/// Adds the cell of operand `k` (its indexing map over the op's loops).
fn with_cell(
    so: &Structured,
    mut d: Domain,
    dims: &[(usize, LoopDim)],
    k: usize,
) -> Result<Domain, String> {
    let map = so.maps.get(k).ok_or("operand without indexing map")?;
    if map.num_symbols() != 0 {
        return Err(format!("indexing map {map} has symbols"));
    }
    if map.num_dims() as usize != dims.len() {
        return Err("indexing map does not match the loops".into());
    }
    let lins: Vec<Lin> = dims.iter().map(|&(l, _)| Lin::var(Var::Local(l))).collect();
    let cell = map
        .results()
        .iter()
        .map(|e| d.locals.flatten(e, dims.len(), &lins))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("indexing map {map} is not affine in the loops: {e}"))?;
    d.cell = cell;
    Ok(d)
}
