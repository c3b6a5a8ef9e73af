//! Replays a dependence witness with the brute-force oracle ([`crate::bruteforce`]): a claimed
//! dependence — source op at a source iteration, destination op at a destination iteration,
//! one memref cell — is checked against an actual enumeration of the function: both instances
//! execute, both touch the cell of the same memref, at least one of them writes it, and the
//! source instance executes before the destination instance in the program's order.
//!
//! This is how tests check the witnesses of refusals (`tessera_transforms::refusal`): a
//! witness that does not replay is a bug in the analysis or in the pass that reported it.

use tessera_ir::{Module, OpId, Registry, ValueId};
use tessera_polyhedral::int::Int;

use crate::access::{collect, CollectOptions};
use crate::bruteforce;

/// A witness to replay: the two instances and the cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WitnessQuery<'a> {
    /// The source access op (claimed to execute first).
    pub src_op: OpId,
    /// The destination access op.
    pub dst_op: OpId,
    /// The source iteration (values of the loop dimensions enclosing `src_op`, outermost first;
    /// `affine.parallel` contributes one per dimension).
    pub src_iter: &'a [Int],
    /// The destination iteration.
    pub dst_iter: &'a [Int],
    /// The memref cell both instances touch.
    pub cell: &'a [Int],
}

/// What the replay found: the positions of the two instances in the execution trace.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Replayed {
    /// Index of the source instance among the executed access instances.
    pub src_event: usize,
    /// Index of the destination instance (greater than `src_event`).
    pub dst_event: usize,
    /// Whether the source instance writes the cell.
    pub src_writes: bool,
    /// Whether the destination instance writes the cell.
    pub dst_writes: bool,
}

fn ints(v: &[Int]) -> Result<Vec<i64>, String> {
    v.iter()
        .map(|x| {
            x.to_i64()
                .ok_or_else(|| format!("witness value {x} does not fit in i64"))
        })
        .collect()
}

/// The op whose body is `op`'s affine scope: the innermost enclosing `affine.execute_region`
/// (a scope of its own, run on its own by the replay) or else the `func.func`.
fn function_of(m: &Module, op: OpId) -> Option<OpId> {
    let mut cur = m.parent_op(op);
    while let Some(o) = cur {
        if m.op(o).name == "func.func" || m.op(o).name == "affine.execute_region" {
            return Some(o);
        }
        cur = m.parent_op(o);
    }
    None
}

/// Replays `w` on module `m`: runs the function holding both ops with the oracle — or, for ops
/// inside an `affine.execute_region`, that region (its innermost one), an affine scope of its
/// own whose symbols defined outside it must be bound by `args` unless they are constants —
/// (index arguments bound by `args`; symbols of the witness must agree with them — for functions
/// without index arguments there are none), executing at most `max_steps` operations. Region
/// ops the oracle cannot execute (data-dependent `scf.if`, ...) are skipped
/// ([`bruteforce::run_partial`]): a witness instance inside one is reported as not found. `Ok`
/// if the witness is a real dependence in the original order, else the reason it is not.
pub fn replay(
    m: &Module,
    reg: &Registry,
    w: &WitnessQuery<'_>,
    args: &[(ValueId, i64)],
    max_steps: u64,
) -> Result<Replayed, String> {
    let src_iter = ints(w.src_iter)?;
    let dst_iter = ints(w.dst_iter)?;
    let cell = ints(w.cell)?;
    let f = function_of(m, w.src_op).ok_or("the source op is not inside a function")?;
    if function_of(m, w.dst_op) != Some(f) {
        return Err(
            "source and destination ops are in different functions or affine scopes".into(),
        );
    }
    let accesses = collect(m, reg, CollectOptions::default());
    let of = |op: OpId| -> Vec<usize> {
        accesses
            .iter()
            .enumerate()
            .filter(|(_, a)| a.op == op)
            .map(|(i, _)| i)
            .collect()
    };
    let (srcs, dsts) = (of(w.src_op), of(w.dst_op));
    if srcs.is_empty() || dsts.is_empty() {
        return Err("an op of the witness is not a memory access".into());
    }
    let trace = bruteforce::run_partial(m, f, &accesses, args, max_steps)?;
    // The instance of one of `ids` at `iter` touching `cell`: (event index, access index).
    let find = |ids: &[usize], iter: &[i64]| -> Option<(usize, usize)> {
        trace.events.iter().enumerate().find_map(|(k, e)| {
            (ids.contains(&e.access) && e.iter == iter && e.cells.contains(&cell))
                .then_some((k, e.access))
        })
    };
    let name = |op: OpId| m.op(op).name.clone();
    let (se, sa) = find(&srcs, &src_iter).ok_or_else(|| {
        format!(
            "the source '{}' does not access cell {cell:?} at iteration {src_iter:?}",
            name(w.src_op)
        )
    })?;
    let (de, da) = find(&dsts, &dst_iter).ok_or_else(|| {
        format!(
            "the destination '{}' does not access cell {cell:?} at iteration {dst_iter:?}",
            name(w.dst_op)
        )
    })?;
    if accesses[sa].base != accesses[da].base {
        return Err("the two accesses are to different memrefs".into());
    }
    let (src_writes, dst_writes) = (accesses[sa].kind.writes(), accesses[da].kind.writes());
    if !src_writes && !dst_writes {
        return Err("neither instance writes the cell (read after read)".into());
    }
    if se >= de {
        return Err(format!(
            "the source instance does not execute first (source is instance #{se}, destination #{de})"
        ));
    }
    Ok(Replayed {
        src_event: se,
        dst_event: de,
        src_writes,
        dst_writes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tessera_ir::parse;

    const SRC: &str = "func.func @f(%A: memref<10xf32>) {\n  affine.for %i = 1 to 10 {\n    %v = affine.load %A[%i - 1] : memref<10xf32>\n    affine.store %v, %A[%i] : memref<10xf32>\n  }\n  return\n}";

    fn ops(m: &Module, name: &str) -> OpId {
        m.walk(m.top())
            .into_iter()
            .find(|&o| m.op(o).name == name)
            .unwrap()
    }

    fn q<'a>(
        src: OpId,
        dst: OpId,
        si: &'a [Int],
        di: &'a [Int],
        cell: &'a [Int],
    ) -> WitnessQuery<'a> {
        WitnessQuery {
            src_op: src,
            dst_op: dst,
            src_iter: si,
            dst_iter: di,
            cell,
        }
    }

    #[test]
    fn replays_real_dependences_and_rejects_false_ones() {
        let reg = Registry::standard();
        let m = parse(SRC, reg).unwrap();
        let (ld, st) = (ops(&m, "affine.load"), ops(&m, "affine.store"));
        let i = |v: i64| Int::from(v);
        // RAW: the store at i = 3 writes A[3], the load at i = 4 reads it.
        let r = replay(&m, reg, &q(st, ld, &[i(3)], &[i(4)], &[i(3)]), &[], 10_000).unwrap();
        assert!(r.src_writes && !r.dst_writes && r.src_event < r.dst_event);
        // Reversed order: not a dependence from the load to the store at these iterations.
        let e = replay(&m, reg, &q(ld, st, &[i(4)], &[i(3)], &[i(3)]), &[], 10_000).unwrap_err();
        assert!(e.contains("does not execute first"), "{e}");
        // Wrong cell.
        let e = replay(&m, reg, &q(st, ld, &[i(3)], &[i(4)], &[i(4)]), &[], 10_000).unwrap_err();
        assert!(e.contains("does not access cell"), "{e}");
        // Iteration outside the domain.
        let e = replay(
            &m,
            reg,
            &q(st, ld, &[i(10)], &[i(11)], &[i(10)]),
            &[],
            10_000,
        )
        .unwrap_err();
        assert!(e.contains("does not access"), "{e}");
        // Two reads of one cell are no dependence.
        let e = replay(&m, reg, &q(ld, ld, &[i(4)], &[i(4)], &[i(3)]), &[], 10_000).unwrap_err();
        assert!(
            e.contains("does not execute first") || e.contains("read after read"),
            "{e}"
        );
    }
}
