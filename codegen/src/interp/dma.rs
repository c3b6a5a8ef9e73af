//! Execution of `affine.dma_start`/`dma_wait` and `memref.dma_start`/`dma_wait` (the
//! semantics are [`tessera_ir::dma`]'s: a synchronous copy, `n` written to the tag element at
//! the start, the tag element read at the wait).

use tessera_ir::dma::{transfer_cells, DmaAccess, DmaFault, DmaStart, DmaWait, Transfer};
use tessera_ir::{OpId, ValueId};

use crate::buffer::ElemType;
use crate::value::{ExecError, ExecErrorKind};

use super::affine::CExpr;
use super::engine::{ival, Engine};
use super::scalar::Val;

fn int(e: &Engine<'_, '_>, op: OpId, frame: &[Val], v: ValueId) -> Result<i64, ExecError> {
    ival(frame, v).ok_or_else(|| e.bad(op))
}

/// The indices of a DMA access into `e.idx`.
fn indices(
    e: &mut Engine<'_, '_>,
    frame: &[Val],
    op: OpId,
    a: &DmaAccess<'_>,
    map: Option<&[CExpr]>,
) -> Result<Vec<i64>, ExecError> {
    match map {
        Some(map) => e.indices(op, frame, map, a.operands)?,
        None => {
            e.idx.clear();
            for &v in a.operands {
                let x = int(e, op, frame, v)?;
                e.idx.push(x);
            }
        }
    }
    Ok(e.idx.clone())
}

fn fault(e: &Engine<'_, '_>, op: OpId, f: DmaFault) -> ExecError {
    let kind = match f {
        DmaFault::OutOfBounds { .. } => ExecErrorKind::OutOfBounds,
        _ => ExecErrorKind::Undefined,
    };
    e.err(op, kind, f.to_string())
}

fn is_int(t: ElemType) -> bool {
    !matches!(t, ElemType::F32 | ElemType::F64)
}

/// Executes a `dma_start`: the copy, then `n` stored to the tag element.
pub(super) fn start(
    e: &mut Engine<'_, '_>,
    frame: &mut [Val],
    op: OpId,
    maps: Option<&[Vec<CExpr>; 3]>,
    stride_on_source: bool,
) -> Result<(), ExecError> {
    let m = e.prog.m;
    let d = DmaStart::wrap(m, op).ok_or_else(|| e.bad(op))?;
    let src = e.view(op, frame, Some(&d.src.memref))?;
    let dst = e.view(op, frame, Some(&d.dst.memref))?;
    let tag = e.view(op, frame, Some(&d.tag.memref))?;
    let map = |k: usize| maps.map(|ms| ms[k].as_slice());
    let si = indices(e, frame, op, &d.src, map(0))?;
    let di = indices(e, frame, op, &d.dst, map(1))?;
    let num = int(e, op, frame, d.num)?;
    let stride = match d.stride {
        Some((a, b)) => Some((int(e, op, frame, a)?, int(e, op, frame, b)?)),
        None => None,
    };
    if src.elem != dst.elem {
        return Err(e.err(
            op,
            ExecErrorKind::Unsupported,
            "DMA between memrefs of different element types",
        ));
    }
    if !is_int(tag.elem) {
        return Err(e.err(
            op,
            ExecErrorKind::Unsupported,
            "DMA tag memref of a float element type",
        ));
    }
    let t = Transfer {
        num,
        stride,
        stride_on_source,
    };
    let cells =
        transfer_cells(&t, &src.sizes, &si, &dst.sizes, &di).map_err(|f| fault(e, op, f))?;
    // Each element counts as one executed operation (the step limit bounds long transfers).
    e.steps = e.steps.saturating_add(cells.len() as u64);
    if e.steps > e.max_steps {
        return Err(e.err(
            op,
            ExecErrorKind::StepLimit,
            format!("more than {} operations executed", e.max_steps),
        ));
    }
    let mut vals = Vec::with_capacity(cells.len());
    for (s, _) in &cells {
        let flat = e.mem.locate(&src, s).map_err(|x| e.mem_err(op, x))?;
        vals.push(e.mem.read(&src, flat, s).map_err(|x| e.mem_err(op, x))?);
    }
    for ((_, dd), v) in cells.iter().zip(&vals) {
        let flat = e.mem.locate(&dst, dd).map_err(|x| e.mem_err(op, x))?;
        e.mem.write(&dst, flat, v).map_err(|x| e.mem_err(op, x))?;
    }
    e.idx = indices(e, frame, op, &d.tag, map(2))?;
    e.store_at(op, &tag, &Val::Int(num))
}

/// Executes a `dma_wait`: reads the tag element.
pub(super) fn wait(
    e: &mut Engine<'_, '_>,
    frame: &mut [Val],
    op: OpId,
    map: Option<&[CExpr]>,
) -> Result<(), ExecError> {
    let m = e.prog.m;
    let d = DmaWait::wrap(m, op).ok_or_else(|| e.bad(op))?;
    let tag = e.view(op, frame, Some(&d.tag.memref))?;
    e.idx = indices(e, frame, op, &d.tag, map)?;
    e.load_at(op, &tag)?;
    Ok(())
}
