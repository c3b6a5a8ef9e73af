//! `linalg-interchange{permutation=p0,p1,..}`: permutes the loops of `linalg.generic` ops, as
//! MLIR's `interchangeGenericOp` (`transform.structured.interchange iterator_interchange`):
//! new loop `i` is old loop `permutation[i]`. The indexing maps are composed with the inverse
//! permutation (old dimension `j` becomes dimension `inv[j]`, `inv[permutation[i]] = i`), the
//! iterator types are permuted, and every `linalg.index j` of the payload becomes
//! `linalg.index inv[j]` (MLIR rebuilds the old index through `affine.apply`; same values).
//!
//! Legality is exact: the new loop order must give bit-identical results. A scratch copy of
//! the module has the op (and the function's other structured ops on buffers) lowered to
//! `affine.for` nests ([`crate::linalg_to_affine`]), and the permutation of the op's nest is
//! checked with the dependence engine
//! ([`tessera_dependence::legality::check_permutation`], as `affine-loop-permute` does). A
//! dependence the new order would reverse is a refusal with a witness (source and destination
//! iterations of the lowered loads/stores and the cell), reported at the op's location; an
//! undecided analysis (e.g. operands that are views the engine cannot model exactly) refuses.
//! Interchanging two reduction loops of a floating-point sum is refused (the additions would be
//! reassociated); moving a reduction loop across parallel ones, as in a matmul, is legal.
//!
//! Applied to every `linalg.generic` whose number of loops equals the permutation's length.
//! Named ops are not interchanged: they get a remark saying to run
//! `linalg-generalize-named-ops` first (MLIR's interchange works on generic ops). For an op on
//! tensors the question is asked of the same op on buffers in a scratch function of its own
//! (each output its own buffer, the inputs distinct from the outputs: what the tensor op means).

use std::collections::HashMap;
use tessera_dependence::legality::check_permutation;
use tessera_ir::linalg::{structured, IndexOp, Structured};

use tessera_ir::builder::clone_op;
use tessera_ir::builder_ops::func_state;
use tessera_ir::{BlockId, Module, OpId, OperationState, Registry, Type, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap};

use crate::error::TransformError;
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::refusal::{Outcome, Refusal};
use crate::registry::PassInfo;

/// The pass name.
pub const PASS: &str = "linalg-interchange";
/// The pass' options.
pub const OPTIONS: &[OptionDef] = &[OptionDef::int_list(
    "permutation",
    0,
    None,
    "required: new loop i is old loop p_i",
)];
/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary:
        "permute the loops of linalg.generic ops (MLIR's interchange convention; exact legality)",
    options: OPTIONS,
    create,
};

struct InterchangePass {
    perm: Vec<usize>,
}

/// Builds the pass from `permutation=p0,p1,..`.
pub fn create(o: &Options) -> Result<Box<dyn Pass>, TransformError> {
    let l = o.int_list("permutation").ok_or_else(|| {
        TransformError::new(format!(
            "pass '{PASS}' needs permutation=p0,p1,... (new loop i is old loop p_i)"
        ))
    })?;
    let perm: Vec<usize> = l
        .iter()
        .map(|&x| usize::try_from(x).unwrap_or(usize::MAX))
        .collect();
    validate(&perm)?;
    Ok(Box::new(InterchangePass { perm }))
}

fn validate(perm: &[usize]) -> Result<(), TransformError> {
    let mut seen = vec![false; perm.len()];
    for &p in perm {
        match seen.get_mut(p) {
            Some(s) if !*s => *s = true,
            _ => {
                return Err(TransformError::new(format!(
                    "{perm:?} is not a permutation of 0..{}",
                    perm.len()
                )))
            }
        }
    }
    Ok(())
}

impl Pass for InterchangePass {
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
            if so.num_loops() != self.perm.len() {
                continue;
            }
            let (o, scratch) = interchange(m, ctx.registry, op, &self.perm, false)?;
            if let Outcome::Refused(r) = o {
                ctx.refuse(PASS, scratch.as_ref().unwrap_or(m), r);
            }
        }
        Ok(())
    }
}

/// Interchanges the loops of `op` (a `linalg.generic`): new loop `i` is old loop `perm[i]`.
/// Returns the outcome and, for a refusal or forced application that names a dependence, the
/// scratch module (the op lowered to loops) its op ids and witness refer to. With `force`, an
/// illegal interchange is applied and reported as [`Outcome::Forced`].
pub fn interchange(
    m: &mut Module,
    reg: &Registry,
    op: OpId,
    perm: &[usize],
    force: bool,
) -> Result<(Outcome, Option<Module>), TransformError> {
    validate(perm)?;
    let pos = m.op(op).pos;
    let name = m.op(op).name.clone();
    let p: Vec<String> = perm.iter().map(|x| x.to_string()).collect();
    let what = format!("interchange the loops of '{name}' by [{}]", p.join(", "));
    if name != "linalg.generic" {
        if tessera_ir::linalg::is_structured_name(&name) {
            return Ok((
                Outcome::Refused(Refusal::unsupported(
                    what,
                    pos,
                    "interchange works on linalg.generic: run linalg-generalize-named-ops first",
                )),
                None,
            ));
        }
        return Err(TransformError::at(
            pos,
            format!("'{name}' is not a structured linalg op"),
        ));
    }
    let so = structured(m, op).map_err(|e| TransformError::at(pos, format!("'{name}' {e}")))?;
    if perm.len() != so.num_loops() {
        return Err(TransformError::at(
            pos,
            format!(
                "a permutation of {} positions for an op with {} loops",
                perm.len(),
                so.num_loops()
            ),
        ));
    }
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        return Ok((Outcome::Applied, None));
    }
    let (refusal, scratch) = legality(m, reg, op, perm, &what)?;
    if let (Some(r), false) = (&refusal, force) {
        return Ok((Outcome::Refused(r.clone()), scratch));
    }
    rewrite(m, op, perm).map_err(|e| TransformError::at(pos, e))?;
    Ok((
        match refusal {
            Some(r) => Outcome::Forced(r),
            None => Outcome::Applied,
        },
        scratch,
    ))
}

/// Is the interchange legal? `None` if so; the refusal and the scratch module otherwise.
fn legality(
    m: &Module,
    reg: &Registry,
    op: OpId,
    perm: &[usize],
    what: &str,
) -> Result<(Option<Refusal>, Option<Module>), TransformError> {
    let pos = m.op(op).pos;
    let so = structured(m, op).map_err(|e| TransformError::at(pos, e))?;
    if !so.on_buffers(m) {
        return tensor_legality(m, reg, op, &so, perm, what);
    }
    if crate::affine_util::enclosing_function(m, op).is_none() {
        return Ok((
            Some(Refusal::unsupported(
                what,
                pos,
                "the op is not inside a func.func",
            )),
            None,
        ));
    }
    let mut scratch = m.clone();
    // The function's other structured ops on buffers are lowered too, so that the scratch
    // function is plain loops the brute-force oracle can execute to replay a witness.
    if let Some(func) = crate::affine_util::enclosing_function(m, op) {
        for o in m.walk(func) {
            let is_other = o != op && tessera_ir::linalg::is_structured_name(&m.op(o).name);
            if is_other && structured(m, o).is_ok_and(|s| s.on_buffers(m)) {
                let _ = crate::linalg_to_affine::lower_structured(&mut scratch, o);
            }
        }
    }
    let loops = match crate::linalg_to_affine::lower_structured(&mut scratch, op) {
        Ok(l) => l,
        Err(e) => {
            return Ok((
                Some(Refusal::unknown(
                    what,
                    pos,
                    format!("the op could not be lowered to loops: {}", e.message),
                )),
                None,
            ))
        }
    };
    decide(scratch, reg, &loops, perm, what, pos)
}

/// Legality for an op on tensors: the same op on buffers in a scratch function of its own,
/// every output a buffer of its own and the inputs distinct from the outputs (a tensor op
/// reads its inputs and the outputs' initial values, and yields new values), decided as for
/// buffers.
fn tensor_legality(
    m: &Module,
    reg: &Registry,
    op: OpId,
    so: &tessera_ir::linalg::Structured,
    perm: &[usize],
    what: &str,
) -> Result<(Option<Refusal>, Option<Module>), TransformError> {
    let pos = m.op(op).pos;
    let unknown = |msg: &str| Ok((Some(Refusal::unknown(what, pos, msg)), None));
    let mut s = m.clone();
    let top = s.top();
    let Some(mblock) = s
        .op(top)
        .regions
        .first()
        .and_then(|&r| s.region(r).blocks.first().copied())
    else {
        return unknown("no module body for the scratch function");
    };
    let as_buffer = |t: &Type| match t {
        Type::RankedTensor { shape, elem, .. } => Type::MemRef {
            shape: shape.clone(),
            elem: elem.clone(),
            layout: None,
            memory_space: None,
        },
        t => t.clone(),
    };
    // One argument per distinct input value, one per output.
    let mut arg_types: Vec<Type> = vec![];
    let mut slots: Vec<usize> = vec![];
    let mut seen: Vec<(ValueId, usize)> = vec![];
    for (k, &v) in so.operands().iter().enumerate() {
        let reuse = if so.is_output(k) {
            None
        } else {
            seen.iter().find(|(x, _)| *x == v).map(|&(_, i)| i)
        };
        let i = reuse.unwrap_or_else(|| {
            arg_types.push(as_buffer(s.value_type(v)));
            arg_types.len() - 1
        });
        if !so.is_output(k) {
            seen.push((v, i));
        }
        slots.push(i);
    }
    let entry = s.create_block(arg_types.clone());
    // The scratch arguments carry the operands' names (for the witness' text).
    let operands = so.operands();
    for (k, &i) in slots.iter().enumerate() {
        let a = s.block(entry).args[i];
        let hint = s.value(operands[k]).name_hint.clone();
        s.value_mut(a).name_hint = hint;
    }
    let region = s.create_region();
    s.append_block(region, entry);
    let f = s.create_op(func_state(
        "__interchange_legality",
        arg_types,
        vec![],
        region,
    ));
    s.append_op(mblock, f);
    let mut vmap = HashMap::new();
    let Some(c) = clone_op(&mut s, op, &mut vmap) else {
        return unknown("the op could not be copied");
    };
    let args = s.block(entry).args.clone();
    s.op_mut(c).operands = slots.iter().map(|&i| args[i]).collect();
    s.op_mut(c).results.clear();
    s.append_op(entry, c);
    let ret = s.create_op(OperationState::new("func.return"));
    s.append_op(entry, ret);
    let loops = match crate::linalg_to_affine::lower_structured(&mut s, c) {
        Ok(l) => l,
        Err(e) => {
            return unknown(&format!(
                "the op could not be lowered to loops: {}",
                e.message
            ))
        }
    };
    decide(s, reg, &loops, perm, what, pos)
}

/// Names the scratch loops `d0, d1, ..` and asks the permutation question.
fn decide(
    mut scratch: Module,
    reg: &Registry,
    loops: &[OpId],
    perm: &[usize],
    what: &str,
    pos: Option<tessera_ir::Pos>,
) -> Result<(Option<Refusal>, Option<Module>), TransformError> {
    // The witness names the loops d0, d1, .. as the indexing maps do.
    for (k, &l) in loops.iter().enumerate() {
        let region = scratch.op(l).regions.first().copied();
        let iv = region
            .and_then(|r| scratch.region(r).blocks.first().copied())
            .and_then(|b| scratch.block(b).args.first().copied());
        if let Some(iv) = iv {
            scratch.value_mut(iv).name_hint = Some(format!("d{k}").into());
        }
    }
    let r = match crate::band::ask(&scratch, reg, loops, what, |d, dims| {
        check_permutation(d.m, &d.a, dims, perm).map_err(|e| e.to_string())
    }) {
        Ok(r) => r,
        Err(e) => Some(Refusal::unknown(what, pos, e.message)),
    };
    // Report at the linalg op, not at the scratch loop.
    let r = r.map(|mut r| {
        r.pos = pos;
        r
    });
    Ok((r, Some(scratch)))
}

/// Rewrites maps, iterator types and `linalg.index` ops (no legality check).
fn rewrite(m: &mut Module, op: OpId, perm: &[usize]) -> Result<(), String> {
    let so = structured(m, op)?;
    let n = perm.len();
    let mut inv = vec![0usize; n];
    for (i, &p) in perm.iter().enumerate() {
        inv[p] = i;
    }
    let repl: Vec<AffineExpr> = inv.iter().map(|&i| AffineExpr::dim(i as u32)).collect();
    let maps: Vec<AffineMap> = so
        .maps
        .iter()
        .map(|mp| {
            let exprs = mp
                .results()
                .iter()
                .map(|e| e.replace_dims_and_symbols(&repl, &[]))
                .collect();
            AffineMap::new(n as u32, mp.num_symbols(), exprs).map_err(|e| e.to_string())
        })
        .collect::<Result<_, _>>()?;
    let its: Vec<_> = perm.iter().map(|&p| so.iterators[p]).collect();
    Structured::set_indexing_maps(m, op, maps);
    Structured::set_iterator_types(m, op, &its);
    remap_index(m, so.payload, &inv);
    Ok(())
}

/// `linalg.index j` → `linalg.index inv[j]` in `block` and its nested regions (not inside
/// nested structured ops, whose indices are their own).
fn remap_index(m: &mut Module, block: BlockId, inv: &[usize]) {
    for o in m.block(block).ops.clone() {
        let name = m.op(o).name.clone();
        if name == "linalg.index" {
            if let Some(&nd) = IndexOp::wrap(m, o).and_then(|x| inv.get(x.dim())) {
                IndexOp::set_dim(m, o, nd);
            }
            continue;
        }
        if tessera_ir::linalg::is_structured_name(&name) {
            continue;
        }
        for r in m.op(o).regions.clone() {
            for b in m.region(r).blocks.clone() {
                remap_index(m, b, inv);
            }
        }
    }
}
