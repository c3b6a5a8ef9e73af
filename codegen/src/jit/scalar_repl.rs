//! The analysis behind loop versioning (see [`super::hoist`]): which memref cells of an
//! innermost `affine.for` can live in a register for the whole loop (scalar replacement), and
//! which element accesses can be bounds-checked once before the loop.
//!
//! # Accesses and linear indices
//!
//! An *access* is an `affine.load`/`affine.store` or `memref.load`/`memref.store` anywhere in
//! the loop body (also inside `scf.if`/`affine.if` regions). Its indices are *linear* if each
//! is `c + sum k_v * v` over SSA values `v` (the affine map is pure-affine: additions and
//! multiplications by constants, the interpreter's linear form); only linear indices whose
//! values are defined outside the loop, or are the loop's induction variable, are used.
//!
//! # Which cells are promoted
//!
//! A cell `(memref value, linear indices)` is kept in a register when
//! - its memref value and index values are defined outside the loop (the cell is the same in
//!   every iteration);
//! - the memref's *root* is known: following `memref.subview`/`cast`/`reinterpret_cast`/
//!   `expand_shape`/`collapse_shape`/`transpose`/`view` to a `memref.alloc`/`alloca` result
//!   or to an argument of a function that no `func.call` of the module calls (entry
//!   arguments are distinct buffers), or whose every call passes memrefs of known, pairwise
//!   different roots (followed up to 4 calls up; a called function could receive one buffer
//!   twice);
//! - no other operation of the body may touch that root: every other access of the body has
//!   a known, different root (an access to the same root with other indices, or any use of a
//!   memref of unknown root, disqualifies the cell), and no other operation uses a memref of
//!   that root except to take its sizes or a view (`memref.copy`, `memref.dealloc`, vector
//!   accesses, yields and so on all disqualify);
//! - the body makes no `func.call` (a callee may touch any buffer it can reach).
//!
//! Only innermost loops (no loop, `scf.while` or parallel loop nested in the body) are
//! versioned, so the body is emitted at most twice.

use std::collections::{HashMap, HashSet};

use tessera_ir::module::ValueDef;
use tessera_ir::{Module, OpId, ValueId};

use crate::interp::affine::CExpr;

/// A linear index `c + sum k * v` over SSA values (terms sorted, no zero coefficient).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Lin {
    pub c: i64,
    pub terms: Vec<(ValueId, i64)>,
}

/// An element access of the loop body.
#[derive(Debug, Clone)]
pub(crate) struct Access {
    /// The load or store.
    pub op: OpId,
    /// The memref operand.
    pub memref: ValueId,
    /// Its indices, if all linear.
    pub idx: Option<Vec<Lin>>,
}

/// A cell kept in a register over the loop.
#[derive(Debug, Clone)]
pub(crate) struct Cell {
    /// The accesses of the cell, in program order (the first one computes its address).
    pub ops: Vec<OpId>,
}

/// What versioning does with one loop.
#[derive(Debug, Clone, Default)]
pub(crate) struct Plan {
    /// Cells kept in registers.
    pub cells: Vec<Cell>,
    /// Accesses whose indices are linear in invariant values and the induction variable,
    /// on memrefs defined outside the loop: checked once, over the index range, before the
    /// loop (this includes every access of the cells).
    pub hoisted: Vec<Access>,
}

/// Where a memref value comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Root {
    /// A `memref.alloc`/`alloca` result or an argument of an uncalled function.
    Known(ValueId),
    /// Anything else: may alias any buffer.
    Unknown,
}

/// Memref view operations: their result is a view of operand 0.
fn is_view(name: &str) -> bool {
    matches!(
        name,
        "memref.subview"
            | "memref.cast"
            | "memref.reinterpret_cast"
            | "memref.expand_shape"
            | "memref.collapse_shape"
            | "memref.transpose"
            | "memref.view"
    )
}

/// Operations that take a memref without touching its elements.
fn is_shape_only(name: &str) -> bool {
    is_view(name)
        || matches!(
            name,
            "memref.dim" | "memref.extract_aligned_pointer_as_index"
        )
}

/// Loops: a body containing one is not innermost.
fn is_loop(name: &str) -> bool {
    matches!(
        name,
        "affine.for" | "scf.for" | "scf.while" | "affine.parallel" | "scf.parallel"
    )
}

/// The root of memref value `v`; function arguments are followed into the call sites up to
/// `depth` calls deep.
pub(crate) fn root(
    m: &Module,
    uncalled: &dyn Fn(OpId) -> bool,
    mut v: ValueId,
    depth: usize,
) -> Root {
    for _ in 0..64 {
        match m.value(v).def {
            ValueDef::OpResult { op, .. } => {
                let o = m.op(op);
                if matches!(o.name.as_str(), "memref.alloc" | "memref.alloca") {
                    return Root::Known(v);
                }
                match o.operands.first() {
                    Some(&src) if is_view(&o.name) => v = src,
                    _ => return Root::Unknown,
                }
            }
            ValueDef::BlockArg { block, .. } => {
                let Some(f) = m.block_parent_op(block) else {
                    return Root::Unknown;
                };
                let entry = m
                    .op(f)
                    .regions
                    .first()
                    .and_then(|&r| m.region(r).blocks.first().copied());
                if m.op(f).name != "func.func" || entry != Some(block) {
                    return Root::Unknown;
                }
                return if uncalled(f) || distinct_at_every_call(m, uncalled, f, depth) {
                    Root::Known(v)
                } else {
                    Root::Unknown
                };
            }
            ValueDef::Unresolved => return Root::Unknown,
        }
    }
    Root::Unknown
}

/// True if every `func.call` of function `f` passes memrefs of known, pairwise different
/// roots (so `f`'s memref arguments are distinct buffers).
fn distinct_at_every_call(
    m: &Module,
    uncalled: &dyn Fn(OpId) -> bool,
    f: OpId,
    depth: usize,
) -> bool {
    if depth == 0 {
        return false;
    }
    let Some(name) = m.op(f).attr("sym_name").and_then(|a| a.as_str()) else {
        return false;
    };
    m.walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == "func.call")
        .filter(|&o| m.op(o).attr("callee").and_then(|a| a.as_flat_symbol()) == Some(name))
        .all(|call| {
            let mut seen = HashSet::new();
            m.op(call)
                .operands
                .iter()
                .filter(|&&a| matches!(m.value_type(a), tessera_ir::Type::MemRef { .. }))
                .all(|&a| match root(m, uncalled, a, depth - 1) {
                    Root::Known(r) => seen.insert(r),
                    Root::Unknown => false,
                })
        })
}

/// The linear form of the indices of access `op` (`None` if one is not linear).
pub(crate) fn linear_indices(m: &Module, op: OpId) -> Option<(ValueId, Vec<Lin>)> {
    let o = m.op(op);
    let mem_at = match o.name.as_str() {
        "affine.load" | "memref.load" => 0usize,
        "affine.store" | "memref.store" => 1usize,
        _ => return None,
    };
    let memref = *o.operands.get(mem_at)?;
    let ins = o.operands.get(mem_at + 1..)?;
    let lin = |c: &CExpr| -> Option<Lin> {
        let CExpr::Lin { c, terms } = c else {
            return None;
        };
        let mut acc: HashMap<ValueId, i64> = HashMap::new();
        for &(k, coef) in terms.iter() {
            let v = *ins.get(k as usize)?;
            let e = acc.entry(v).or_insert(0);
            *e = e.checked_add(coef)?;
        }
        let mut terms: Vec<(ValueId, i64)> = acc.into_iter().filter(|t| t.1 != 0).collect();
        terms.sort();
        Some(Lin { c: *c, terms })
    };
    let idx = if o.name.starts_with("affine.") {
        let map = o.attr("map")?.as_affine_map()?;
        if map.num_inputs() as usize != ins.len() {
            return None;
        }
        crate::interp::affine::compile_map(map)
            .iter()
            .map(lin)
            .collect::<Option<Vec<_>>>()?
    } else {
        ins.iter()
            .map(|&v| Lin {
                c: 0,
                terms: vec![(v, 1)],
            })
            .collect()
    };
    Some((memref, idx))
}

/// The versioning plan of innermost `affine.for` `for_op` with induction variable `iv`
/// (`None`: not innermost, or nothing to gain). `uncalled(f)`: no `func.call` calls `f`.
pub(crate) fn plan(
    m: &Module,
    for_op: OpId,
    iv: ValueId,
    uncalled: &dyn Fn(OpId) -> bool,
) -> Option<Plan> {
    let ops: Vec<OpId> = m.walk(for_op).into_iter().skip(1).collect();
    if ops.iter().any(|&o| is_loop(&m.op(o).name)) {
        return None;
    }
    let invariant = |v: ValueId| -> bool {
        m.value_block(v)
            .and_then(|b| m.block_parent_op(b))
            .is_some_and(|p| !m.is_ancestor(for_op, p))
    };
    let mut accesses: Vec<Access> = vec![];
    // Roots touched other than by element accesses (copies, vector accesses, ...).
    let mut opaque: HashSet<Root> = HashSet::new();
    let mut calls = false;
    let mut roots: HashMap<ValueId, Root> = HashMap::new();
    let mut root_of = |v: ValueId| *roots.entry(v).or_insert_with(|| root(m, uncalled, v, 4));
    for &op in &ops {
        let o = m.op(op);
        if o.name == "func.call" {
            calls = true;
        }
        match linear_indices(m, op) {
            Some((memref, idx)) => accesses.push(Access {
                op,
                memref,
                idx: Some(idx),
            }),
            None if matches!(
                o.name.as_str(),
                "affine.load" | "affine.store" | "memref.load" | "memref.store"
            ) =>
            {
                let at = usize::from(o.name.ends_with("store"));
                if let Some(&memref) = o.operands.get(at) {
                    accesses.push(Access {
                        op,
                        memref,
                        idx: None,
                    });
                }
            }
            None if !is_shape_only(&o.name) => {
                for &v in &o.operands {
                    if matches!(m.value_type(v), tessera_ir::Type::MemRef { .. }) {
                        opaque.insert(root_of(v));
                    }
                }
            }
            None => {}
        }
    }
    let ok_index = |l: &Lin| l.terms.iter().all(|&(v, _)| v == iv || invariant(v));
    let hoisted: Vec<Access> = accesses
        .iter()
        .filter(|a| invariant(a.memref))
        .filter(|a| a.idx.as_ref().is_some_and(|idx| idx.iter().all(ok_index)))
        .cloned()
        .collect();
    let mut cells: Vec<Cell> = vec![];
    if !calls && !opaque.contains(&Root::Unknown) {
        // Candidate cells by (memref, indices), in order of first access.
        let mut keys: Vec<(ValueId, Vec<Lin>)> = vec![];
        let mut groups: Vec<Vec<OpId>> = vec![];
        for a in &hoisted {
            let Some(idx) = &a.idx else { continue };
            if idx.iter().any(|l| l.terms.iter().any(|t| t.0 == iv)) {
                continue;
            }
            let key = (a.memref, idx.clone());
            match keys.iter().position(|k| *k == key) {
                Some(p) => groups[p].push(a.op),
                None => {
                    keys.push(key);
                    groups.push(vec![a.op]);
                }
            }
        }
        for ((memref, _), group) in keys.iter().zip(groups) {
            let r = root_of(*memref);
            if r == Root::Unknown || opaque.contains(&r) {
                continue;
            }
            let clash = accesses.iter().filter(|a| !group.contains(&a.op)).any(|a| {
                let ra = root_of(a.memref);
                ra == Root::Unknown || ra == r
            });
            if !clash {
                cells.push(Cell { ops: group });
            }
        }
    }
    if cells.is_empty() && hoisted.is_empty() {
        return None;
    }
    Some(Plan { cells, hoisted })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tessera_ir::{parse, Registry};

    /// (cells, hoisted accesses) of the innermost loops of `@f`, in order.
    fn plans(src: &str) -> Vec<Option<(usize, usize)>> {
        let m = parse(src, Registry::standard()).expect("parse");
        let called: HashSet<String> = m
            .walk(m.top())
            .into_iter()
            .filter(|&o| m.op(o).name == "func.call")
            .filter_map(|o| Some(m.op(o).attr("callee")?.as_flat_symbol()?.to_string()))
            .collect();
        let uncalled = |f: OpId| {
            m.op(f)
                .attr("sym_name")
                .and_then(|a| a.as_str())
                .is_some_and(|n| !called.contains(n))
        };
        m.walk(m.top())
            .into_iter()
            .filter(|&o| m.op(o).name == "affine.for")
            .filter(|&o| m.walk(o).iter().skip(1).all(|&p| !is_loop(&m.op(p).name)))
            .map(|o| {
                let body = m.region(m.op(o).regions[0]).blocks[0];
                let iv = m.block(body).args[0];
                plan(&m, o, iv, &uncalled).map(|p| (p.cells.len(), p.hoisted.len()))
            })
            .collect()
    }

    #[test]
    fn gemm_keeps_its_accumulator_in_a_register() {
        let src = r#"func.func @f(%A: memref<8x8xf64>, %B: memref<8x8xf64>, %C: memref<8x8xf64>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 8 {
        %a = affine.load %A[%i, %k] : memref<8x8xf64>
        %b = affine.load %B[%k, %j] : memref<8x8xf64>
        %c = affine.load %C[%i, %j] : memref<8x8xf64>
        %p = arith.mulf %a, %b : f64
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : memref<8x8xf64>
      }
    }
  }
  return
}
"#;
        // One cell (C[i][j], two ops); all four accesses pre-checked.
        assert_eq!(plans(src), vec![Some((1, 4))]);
    }

    #[test]
    fn aliasing_accesses_calls_and_unknown_origins_block_promotion() {
        let src = r#"func.func @g(%a: memref<4xf64>) {
  return
}
func.func @f(%C: memref<4xf64>, %i: index, %o: index) {
  %V = memref.subview %C[%o] [2] [1] : memref<4xf64> to memref<2xf64, strided<[1], offset: ?>>
  affine.for %k = 0 to 4 {
    %c = affine.load %C[%i] : memref<4xf64>
    affine.store %c, %C[%k] : memref<4xf64>
  }
  affine.for %k = 0 to 2 {
    %c = affine.load %C[%i] : memref<4xf64>
    affine.store %c, %V[%k] : memref<2xf64, strided<[1], offset: ?>>
  }
  affine.for %k = 0 to 2 {
    %c = affine.load %C[%i] : memref<4xf64>
    affine.store %c, %C[%i] : memref<4xf64>
    func.call @g(%C) : (memref<4xf64>) -> ()
  }
  affine.for %k = 0 to 2 {
    %c = affine.load %C[%i floordiv 2] : memref<4xf64>
    affine.store %c, %C[%i floordiv 2] : memref<4xf64>
  }
  affine.for %k = 0 to 2 {
    %c = affine.load %C[%i] : memref<4xf64>
    affine.store %c, %C[%i] : memref<4xf64>
  }
  return
}
"#;
        assert_eq!(
            plans(src),
            vec![
                Some((0, 2)), // C[i] vs C[k]: same buffer, another index
                Some((0, 2)), // a view of C
                Some((0, 2)), // a call
                None,         // floordiv: not linear
                Some((1, 2)), // the plain accumulator
            ]
        );
    }
}
