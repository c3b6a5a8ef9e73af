//! Loop utilities for passes: loop nests and perfect bands of a function, loop addressing as
//! `tessera deps` prints loops (`%i`, `%i@5:3`, `5:3`), and [`FunctionDeps`], the dependence
//! analysis of one function, which borrows the module: a rewrite needs `&mut Module`, so an
//! analysis cannot outlive the IR it describes (using it after a rewrite does not compile).

use tessera_ir::views::AffineForOp;
use tessera_ir::{Module, OpId};

pub use crate::analysis::cache::{FunctionDeps, LazyDeps};
use crate::error::TransformError;

/// The `sym_name` of a `func.func`.
pub fn function_name(m: &Module, func: OpId) -> Option<String> {
    m.op(func)
        .attr("sym_name")
        .and_then(|a| a.as_str())
        .map(str::to_string)
}

/// True for `affine.for` and `affine.parallel`.
pub fn is_affine_loop(m: &Module, op: OpId) -> bool {
    matches!(m.op(op).name.as_str(), "affine.for" | "affine.parallel")
}

/// The `affine.for` ops directly in `block` (not nested deeper).
pub fn loops_in_block(m: &Module, block: tessera_ir::BlockId) -> Vec<OpId> {
    m.block(block)
        .ops
        .iter()
        .copied()
        .filter(|&o| m.op(o).name == "affine.for")
        .collect()
}

/// The outermost affine loops under `root` (`affine.for`/`affine.parallel` with no affine loop
/// between them and `root`), in program order. An `affine.execute_region` starts an affine
/// scope of its own (seed 002): the outermost loops of its body count as outermost loops too,
/// whatever loops enclose the region (their ivs are symbols inside it).
pub fn outermost_loops(m: &Module, root: OpId) -> Vec<OpId> {
    m.walk(root)
        .into_iter()
        .filter(|&o| o != root && is_affine_loop(m, o))
        .filter(|&o| {
            let mut cur = m.parent_op(o);
            while let Some(p) = cur {
                if p == root || m.op(p).name == "affine.execute_region" {
                    return true;
                }
                if is_affine_loop(m, p) {
                    return false;
                }
                cur = m.parent_op(p);
            }
            true
        })
        .collect()
}

/// Every `affine.for` under `root`, in pre-order (outer loops before the loops they contain).
pub fn all_for_loops(m: &Module, root: OpId) -> Vec<OpId> {
    m.walk(root)
        .into_iter()
        .filter(|&o| o != root && m.op(o).name == "affine.for")
        .collect()
}

/// The perfect band rooted at `root`: `root`, then while the current loop's body holds exactly
/// one operation besides its terminator and that operation is an `affine.for`, that loop.
/// Loops with `iter_args` end the band (they are not perfectly nested with their body).
pub fn perfect_band(m: &Module, root: OpId) -> Vec<OpId> {
    let mut band = vec![];
    let mut cur = root;
    while let Some(f) = AffineForOp::wrap(m, cur) {
        band.push(cur);
        if !f.inits().is_empty() {
            break;
        }
        match f.body_ops() {
            [inner, term] if m.op(*term).name == "affine.yield" => {
                match AffineForOp::wrap(m, *inner) {
                    Some(g) if g.inits().is_empty() => cur = *inner,
                    Some(_) => {
                        band.push(*inner);
                        break;
                    }
                    None => break,
                }
            }
            _ => break,
        }
    }
    band
}

/// The induction variables of affine.for `loops`.
pub fn ivs(m: &Module, loops: &[OpId]) -> Vec<tessera_ir::ValueId> {
    loops
        .iter()
        .filter_map(|&l| AffineForOp::wrap(m, l).map(|f| f.iv()))
        .collect()
}

/// How reports name a loop: `%i at 5:3` (the iv's source name and the op's position).
pub fn loop_label(m: &Module, op: OpId) -> String {
    let name = match AffineForOp::wrap(m, op) {
        Some(f) => tessera_dependence::graph::value_name(m, f.iv()),
        None => m.op(op).name.clone(),
    };
    match m.op(op).pos {
        Some(p) => format!("{name} at {}:{}", p.line, p.col),
        None => name,
    }
}

/// Finds the loop `spec` names among the `affine.for` loops of `func`: `%i` (its iv's source
/// name; must be unique), `%i@LINE:COL`, or `LINE:COL` (the loop's position, as `tessera deps`
/// prints it).
pub fn find_loop(m: &Module, func: OpId, spec: &str) -> Result<OpId, TransformError> {
    let spec = spec.trim();
    let (name, at) = match spec.split_once('@') {
        Some((n, a)) => (Some(n.trim()), Some(a.trim())),
        None if spec.starts_with('%') => (Some(spec), None),
        None => (None, Some(spec)),
    };
    let parse_at = |a: &str| -> Result<(usize, usize), TransformError> {
        let bad = || TransformError::new(format!("bad loop position '{a}' (expected LINE:COL)"));
        let (l, c) = a.split_once(':').ok_or_else(bad)?;
        Ok((
            l.trim().parse().map_err(|_| bad())?,
            c.trim().parse().map_err(|_| bad())?,
        ))
    };
    let at = at.map(parse_at).transpose()?;
    let hits: Vec<OpId> = all_for_loops(m, func)
        .into_iter()
        .filter(|&l| {
            let Some(f) = AffineForOp::wrap(m, l) else {
                return false;
            };
            let name_ok =
                name.is_none_or(|n| tessera_dependence::graph::value_name(m, f.iv()) == n);
            let at_ok = at.is_none_or(|(line, col)| {
                m.op(l)
                    .pos
                    .is_some_and(|p| p.line as usize == line && p.col as usize == col)
            });
            name_ok && at_ok
        })
        .collect();
    match hits.as_slice() {
        [one] => Ok(*one),
        [] => Err(TransformError::new(format!(
            "no loop '{spec}' in function{} (loops: {})",
            name.filter(|_| at.is_none())
                .map(|n| {
                    let names: Vec<String> = all_for_loops(m, func)
                        .iter()
                        .filter_map(|&l| AffineForOp::wrap(m, l))
                        .map(|f| tessera_dependence::graph::value_name(m, f.iv()))
                        .collect();
                    crate::suggest::hint(n, names.iter().map(String::as_str))
                })
                .unwrap_or_default(),
            all_for_loops(m, func)
                .iter()
                .map(|&l| loop_label(m, l))
                .collect::<Vec<_>>()
                .join(", ")
        ))),
        many => Err(TransformError::new(format!(
            "loop '{spec}' is ambiguous: {} (write %name@LINE:COL)",
            many.iter()
                .map(|&l| loop_label(m, l))
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}

/// The dependence analysis's loop dimensions for affine.for `loops` (in that order).
pub fn loop_dims(m: &Module, loops: &[OpId]) -> Vec<tessera_dependence::model::LoopDim> {
    loops
        .iter()
        .filter_map(|&l| {
            AffineForOp::wrap(m, l).map(|f| tessera_dependence::model::LoopDim {
                op: l,
                dim: 0,
                iv: f.iv(),
                parallel: false,
                linalg: false,
            })
        })
        .collect()
}
