//! Transformation scripts for research use (`tessera transform FILE 'STEP; STEP; ...'`): named
//! steps applied to named loops of one function, each legality-checked. Grammar (one step per
//! `;`, tokens separated by spaces):
//!
//! ```text
//! tile LOOP S1,S2,...        tile the perfect band rooted at LOOP (sizes from the outermost loop;
//!                            a size may be %NAME, an index function argument: parametric tiling)
//! interchange LOOP LOOP      swap two loops of one perfect band
//! permute LOOP P0,P1,...     permute the perfect band rooted at LOOP: band loop i (0 = LOOP)
//!                            moves to position P_i (mlir-opt's convention)
//! skew LOOP F1,F2,...        skew the band rooted at LOOP: inner loop k (k >= 1) gets
//!                            iv_k + F_k * iv_0
//! reverse LOOP               run LOOP's iterations in the opposite order
//! fuse LOOP LOOP [DEPTH]     fuse the first nest into the second (at DEPTH loops, default: all)
//! distribute LOOP            split LOOP along the SCCs of its dependence graph
//! parallelize LOOP [reductions]
//! unroll LOOP N|full
//! unroll-jam LOOP N
//! generalize OP              a structured linalg op → linalg.generic
//! linalg-interchange OP P0,P1,...
//!                            permute the loops of a linalg.generic: new loop i is old loop
//!                            P_i (MLIR's interchange convention; exact legality)
//! promote OP [K0,K1,...] [alloca]
//!                            copy the op's subview operands K0, K1, ... (default: all) into
//!                            local buffers (memref.alloc, or memref.alloca)
//! linalg-tile OP S1,S2,.. [scf] [reassociate]
//!                            tile the linalg structured op OP (sizes per loop, 0 = untiled;
//!                            a size may be %NAME: parametric tiling)
//! linalg-tile-and-fuse OP S1,S2,.. [parallel]
//!                            tile the linalg op OP by its parallel loops and fuse its producers
//! ```
//!
//! `OP` names a structured linalg op of the function: `LINE:COL` (its position), its name if
//! unique (`linalg.matmul`), or `NAME@K` (the K-th op of that name, from 1, in program order).
//!
//! `LOOP` is `%i` (the induction variable's name in the source; must be unique in the
//! function), `%i@LINE:COL` or `LINE:COL` (the loop's position) — as `tessera deps` prints
//! loops. Loops created by a step get fresh names (`%i_t0`, ...: the name of the step's first
//! loop and a counter), reported after the step.

use tessera_ir::{Module, OpId, Registry, ValueId};

use crate::error::TransformError;
use crate::loops::find_loop;
use crate::refusal::Outcome;

/// One parsed step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// `tile LOOP sizes`
    Tile(String, Vec<TileSize>),
    /// `interchange LOOP LOOP`
    Interchange(String, String),
    /// `permute LOOP perm`
    Permute(String, Vec<usize>),
    /// `skew LOOP factors`
    Skew(String, Vec<i64>),
    /// `reverse LOOP`
    Reverse(String),
    /// `fuse LOOP LOOP [depth]`
    Fuse(String, String, Option<usize>),
    /// `distribute LOOP`
    Distribute(String),
    /// `parallelize LOOP [reductions]`
    Parallelize(String, bool),
    /// `unroll LOOP N` (`None`: full)
    Unroll(String, Option<u64>),
    /// `unroll-jam LOOP N`
    UnrollJam(String, u64),
    /// `generalize OP`
    Generalize(String),
    /// `linalg-interchange OP perm`
    LinalgInterchange(String, Vec<usize>),
    /// `promote OP [operands] [alloca]`
    Promote(String, Option<Vec<usize>>, bool),
    /// `linalg-tile OP sizes [scf] [reassociate]`
    LinalgTile(String, Vec<TileSize>, crate::linalg::tile::LoopType, bool),
    /// `linalg-tile-and-fuse OP sizes [parallel]`
    LinalgTileAndFuse(String, Vec<i64>, bool),
}

/// A tile size: a constant or the name of an index value (parametric tiling).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TileSize {
    /// A constant size.
    Const(i64),
    /// An SSA value's source name (`%T`).
    Value(String),
}

impl Step {
    /// The step's name (its first word).
    pub fn name(&self) -> &'static str {
        match self {
            Step::Tile(..) => "tile",
            Step::Interchange(..) => "interchange",
            Step::Permute(..) => "permute",
            Step::Skew(..) => "skew",
            Step::Reverse(..) => "reverse",
            Step::Fuse(..) => "fuse",
            Step::Distribute(..) => "distribute",
            Step::Parallelize(..) => "parallelize",
            Step::Unroll(..) => "unroll",
            Step::UnrollJam(..) => "unroll-jam",
            Step::Generalize(..) => "generalize",
            Step::LinalgInterchange(..) => "linalg-interchange",
            Step::Promote(..) => "promote",
            Step::LinalgTile(..) => "linalg-tile",
            Step::LinalgTileAndFuse(..) => "linalg-tile-and-fuse",
        }
    }

    /// True for the steps on linalg ops (their first argument names an op, not a loop).
    pub fn on_linalg_op(&self) -> bool {
        matches!(
            self,
            Step::Generalize(..)
                | Step::LinalgInterchange(..)
                | Step::Promote(..)
                | Step::LinalgTile(..)
                | Step::LinalgTileAndFuse(..)
        )
    }

    /// The loop (or, for the linalg steps, the op) the step names first.
    pub fn first_loop(&self) -> &str {
        match self {
            Step::Tile(l, _)
            | Step::Interchange(l, _)
            | Step::Permute(l, _)
            | Step::Skew(l, _)
            | Step::Reverse(l)
            | Step::Fuse(l, _, _)
            | Step::Distribute(l)
            | Step::Parallelize(l, _)
            | Step::Unroll(l, _)
            | Step::UnrollJam(l, _)
            | Step::Generalize(l)
            | Step::LinalgInterchange(l, _)
            | Step::Promote(l, _, _)
            | Step::LinalgTile(l, ..)
            | Step::LinalgTileAndFuse(l, ..) => l,
        }
    }
}

fn bad(step: &str, msg: &str) -> TransformError {
    TransformError::new(format!("in step '{step}': {msg}"))
}

fn int_list<T: std::str::FromStr>(
    step: &str,
    s: &str,
    what: &str,
) -> Result<Vec<T>, TransformError> {
    s.split(',')
        .map(|x| {
            x.trim()
                .parse::<T>()
                .map_err(|_| bad(step, &format!("expected {what}, got '{x}'")))
        })
        .collect()
}

/// Parses a script (steps separated by `;` or newlines; `#` starts a comment).
pub fn parse_script(text: &str) -> Result<Vec<Step>, TransformError> {
    let mut steps = vec![];
    for raw in text.split([';', '\n']) {
        let raw = raw.split('#').next().unwrap_or("").trim();
        if raw.is_empty() {
            continue;
        }
        let w: Vec<&str> = raw.split_whitespace().collect();
        let arity = |n: std::ops::RangeInclusive<usize>| -> Result<(), TransformError> {
            if n.contains(&(w.len() - 1)) {
                Ok(())
            } else {
                Err(bad(
                    raw,
                    "wrong number of arguments (see `tessera transform --help`)",
                ))
            }
        };
        let step = match w[0] {
            "tile" => {
                arity(2..=2)?;
                let sizes = w[2]
                    .split(',')
                    .map(|x| {
                        let x = x.trim();
                        if x.starts_with('%') {
                            Ok(TileSize::Value(x.to_string()))
                        } else {
                            match x.parse::<i64>() {
                                Ok(v) if v >= 1 => Ok(TileSize::Const(v)),
                                _ => Err(bad(raw, &format!("bad tile size '{x}' (>= 1 or %NAME)"))),
                            }
                        }
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                Step::Tile(w[1].into(), sizes)
            }
            "interchange" => {
                arity(2..=2)?;
                Step::Interchange(w[1].into(), w[2].into())
            }
            "permute" => {
                arity(2..=2)?;
                Step::Permute(w[1].into(), int_list(raw, w[2], "a permutation")?)
            }
            "skew" => {
                arity(2..=2)?;
                Step::Skew(w[1].into(), int_list(raw, w[2], "integer factors")?)
            }
            "reverse" => {
                arity(1..=1)?;
                Step::Reverse(w[1].into())
            }
            "fuse" => {
                arity(2..=3)?;
                let depth = match w.get(3) {
                    Some(d) => Some(
                        d.parse::<usize>()
                            .map_err(|_| bad(raw, &format!("bad depth '{d}'")))?,
                    ),
                    None => None,
                };
                Step::Fuse(w[1].into(), w[2].into(), depth)
            }
            "distribute" => {
                arity(1..=1)?;
                Step::Distribute(w[1].into())
            }
            "parallelize" => {
                arity(1..=2)?;
                let red = match w.get(2) {
                    None => false,
                    Some(&"reductions") => true,
                    Some(x) => return Err(bad(raw, &format!("unexpected '{x}'"))),
                };
                Step::Parallelize(w[1].into(), red)
            }
            "unroll" => {
                arity(2..=2)?;
                let f = match w[2] {
                    "full" => None,
                    x => match x.parse::<u64>() {
                        Ok(v) if v >= 1 => Some(v),
                        _ => return Err(bad(raw, &format!("bad unroll factor '{x}'"))),
                    },
                };
                Step::Unroll(w[1].into(), f)
            }
            "unroll-jam" => {
                arity(2..=2)?;
                match w[2].parse::<u64>() {
                    Ok(v) if v >= 1 => Step::UnrollJam(w[1].into(), v),
                    _ => return Err(bad(raw, &format!("bad unroll-jam factor '{}'", w[2]))),
                }
            }
            "generalize" => {
                arity(1..=1)?;
                Step::Generalize(w[1].into())
            }
            "linalg-interchange" => {
                arity(2..=2)?;
                Step::LinalgInterchange(w[1].into(), int_list(raw, w[2], "a permutation")?)
            }
            "promote" => {
                arity(1..=3)?;
                let mut operands = None;
                let mut alloca = false;
                for x in &w[2..] {
                    if *x == "alloca" && !alloca {
                        alloca = true;
                    } else if operands.is_none() && !alloca {
                        operands = Some(int_list(raw, x, "operand indices")?);
                    } else {
                        return Err(bad(raw, &format!("unexpected '{x}'")));
                    }
                }
                Step::Promote(w[1].into(), operands, alloca)
            }
            "linalg-tile" => {
                arity(2..=4)?;
                let sizes = w[2]
                    .split(',')
                    .map(|x| {
                        let x = x.trim();
                        if x.starts_with('%') {
                            Ok(TileSize::Value(x.to_string()))
                        } else {
                            match x.parse::<i64>() {
                                Ok(v) if v >= 0 => Ok(TileSize::Const(v)),
                                _ => Err(bad(raw, &format!("bad tile size '{x}' (>= 0 or %NAME)"))),
                            }
                        }
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                let mut ty = crate::linalg::tile::LoopType::Affine;
                let mut reassoc = false;
                for f in &w[3..] {
                    match *f {
                        "scf" => ty = crate::linalg::tile::LoopType::Scf,
                        "affine" => ty = crate::linalg::tile::LoopType::Affine,
                        "reassociate" => reassoc = true,
                        x => return Err(bad(raw, &format!("unexpected '{x}'"))),
                    }
                }
                Step::LinalgTile(w[1].into(), sizes, ty, reassoc)
            }
            "linalg-tile-and-fuse" => {
                arity(2..=3)?;
                let sizes = int_list::<i64>(raw, w[2], "tile sizes")?;
                if sizes.iter().any(|&s| s < 0) {
                    return Err(bad(raw, "tile sizes must be >= 0"));
                }
                let par = match w.get(3) {
                    None => false,
                    Some(&"parallel") => true,
                    Some(x) => return Err(bad(raw, &format!("unexpected '{x}'"))),
                };
                Step::LinalgTileAndFuse(w[1].into(), sizes, par)
            }
            other => {
                const STEPS: [&str; 15] = [
                    "tile",
                    "interchange",
                    "permute",
                    "skew",
                    "reverse",
                    "fuse",
                    "distribute",
                    "parallelize",
                    "unroll",
                    "unroll-jam",
                    "generalize",
                    "linalg-interchange",
                    "promote",
                    "linalg-tile",
                    "linalg-tile-and-fuse",
                ];
                return Err(bad(
                    raw,
                    &format!(
                        "unknown step '{other}'{} ({})",
                        crate::suggest::hint(other, STEPS),
                        STEPS.join(", ")
                    ),
                ));
            }
        };
        steps.push(step);
    }
    Ok(steps)
}

/// Finds the value a parametric tile size names: an index-typed argument of `func` or an
/// index value defined in its entry block, by source name.
pub fn find_value(m: &Module, func: OpId, name: &str) -> Result<ValueId, TransformError> {
    let want = name.trim_start_matches('%');
    let mut hits = vec![];
    for &r in &m.op(func).regions {
        for &b in m.region(r).blocks.iter().take(1) {
            let mut vals: Vec<ValueId> = m.block(b).args.clone();
            for &o in &m.block(b).ops {
                vals.extend(m.op(o).results.iter().copied());
            }
            for v in vals {
                if m.value(v).name_hint.as_deref() == Some(want)
                    && *m.value_type(v) == tessera_ir::Type::Index
                {
                    hits.push(v);
                }
            }
        }
    }
    match hits.as_slice() {
        [v] => Ok(*v),
        [] => Err(TransformError::new(format!(
            "no index value '%{want}' in the function's entry block"
        ))),
        _ => Err(TransformError::new(format!("value '%{want}' is ambiguous"))),
    }
}

/// Gives every `affine.for` induction variable under `func` that has no source name, or whose
/// name an earlier loop in the function already has (a copy), a fresh one, `BASE_tK`, so later
/// steps can address loops created by earlier ones. Returns the names given.
pub fn name_new_loops(m: &mut Module, func: OpId, base: &str) -> Vec<String> {
    let base = base
        .trim_start_matches('%')
        .split('@')
        .next()
        .unwrap_or("l")
        .to_string();
    let base = if base.contains(':') || base.is_empty() {
        "l".to_string()
    } else {
        base
    };
    let loops: Vec<ValueId> = crate::loops::all_for_loops(m, func)
        .iter()
        .filter_map(|&l| tessera_ir::views::AffineForOp::wrap(m, l).map(|f| f.iv()))
        .collect();
    let all: std::collections::HashSet<String> = loops
        .iter()
        .filter_map(|&iv| m.value(iv).name_hint.as_deref().map(str::to_string))
        .collect();
    let mut seen = std::collections::HashSet::new();
    let mut k = 0usize;
    let mut out = vec![];
    for iv in loops {
        if let Some(n) = m.value(iv).name_hint.as_deref() {
            if seen.insert(n.to_string()) {
                continue;
            }
        }
        let name = loop {
            let n = format!("{base}_t{k}");
            k += 1;
            if !all.contains(&n) && !seen.contains(&n) {
                break n;
            }
        };
        seen.insert(name.clone());
        m.value_mut(iv).name_hint = Some(name.clone().into_boxed_str());
        out.push(format!("%{name}"));
    }
    out
}

/// How many `affine.for` loops of `func` have each induction variable name (before a step, for
/// [`name_new_loops_with_roles`]).
pub fn loop_name_counts(m: &Module, func: OpId) -> std::collections::HashMap<String, usize> {
    let mut out = std::collections::HashMap::new();
    for l in crate::loops::all_for_loops(m, func) {
        if let Some(f) = tessera_ir::views::AffineForOp::wrap(m, l) {
            if let Some(n) = m.value(f.iv()).name_hint.as_deref() {
                *out.entry(n.to_string()).or_insert(0) += 1;
            }
        }
    }
    out
}

/// [`name_new_loops`] (its names first), with what the loops a step created or renamed are,
/// in words, as `(name, role)` pairs: a loop without a name whose iv the bounds of a named
/// loop nested in it use is the `tile loop of %i` (and that loop, keeping its name or not, the
/// `point loop of %i`); a loop that took the name of a loop whose name was unique before the
/// step (`before`: [`loop_name_counts`] then) is a `copy of %i` (a remainder, a distributed
/// copy); one whose name was already shared before is `%i renamed (the name was not
/// unique)`; else a `new loop at LINE:COL`.
pub fn name_new_loops_with_roles(
    m: &mut Module,
    func: OpId,
    base: &str,
    before: &std::collections::HashMap<String, usize>,
) -> (Vec<String>, Vec<(String, String)>) {
    let for_loops: Vec<(OpId, ValueId)> = crate::loops::all_for_loops(m, func)
        .iter()
        .filter_map(|&l| tessera_ir::views::AffineForOp::wrap(m, l).map(|f| (l, f.iv())))
        .collect();
    let old: std::collections::HashMap<ValueId, Option<String>> = for_loops
        .iter()
        .map(|&(_, iv)| (iv, m.value(iv).name_hint.as_deref().map(str::to_string)))
        .collect();
    let fresh = name_new_loops(m, func, base);
    let name_of =
        |m: &Module, iv: ValueId| format!("%{}", m.value(iv).name_hint.as_deref().unwrap_or("?"));
    // Tile loops: unnamed before, their iv used by the bounds of a named loop inside them.
    let mut point_of_tile: std::collections::HashMap<ValueId, ValueId> = Default::default();
    for &(l, iv) in &for_loops {
        if old[&iv].is_some() {
            continue;
        }
        if let Some(&(_, p)) = for_loops.iter().find(|&&(o, piv)| {
            o != l && old[&piv].is_some() && is_inside(m, o, l) && m.op(o).operands.contains(&iv)
        }) {
            point_of_tile.insert(iv, p);
        }
    }
    let mut out = vec![];
    for &(l, iv) in &for_loops {
        let name = name_of(m, iv);
        let was = old[&iv].as_ref().map(|n| format!("%{n}"));
        let renamed = fresh.contains(&name);
        let role = if let Some(&p) = point_of_tile.get(&iv) {
            format!(
                "tile loop of {}",
                old[&p].as_ref().map_or("?".into(), |n| format!("%{n}"))
            )
        } else if let (Some(w), true) = (&was, point_of_tile.values().any(|&p| p == iv)) {
            if renamed {
                format!("point loop of {w} (renamed: the name was not unique)")
            } else {
                format!("point loop of {w}")
            }
        } else if !renamed {
            continue;
        } else {
            match &was {
                Some(w) if before.get(w.trim_start_matches('%')).copied().unwrap_or(0) <= 1 => {
                    format!("copy of {w}")
                }
                Some(w) => format!("{w} renamed (the name was not unique)"),
                None => match m.op(l).pos {
                    Some(p) => format!("new loop at {}:{}", p.line, p.col),
                    None => "new loop".to_string(),
                },
            }
        };
        out.push((name, role));
    }
    (fresh, out)
}

/// True if `op` is nested (at any depth) in `outer`.
fn is_inside(m: &Module, op: OpId, outer: OpId) -> bool {
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        if p == outer {
            return true;
        }
        cur = m.parent_op(p);
    }
    false
}

/// What applying one step did.
#[derive(Debug)]
pub struct StepResult {
    /// Applied, refused or forced.
    pub outcome: Outcome,
    /// Names given to loops the step created (see [`name_new_loops`]).
    pub new_loops: Vec<String>,
    /// What the loops the step created or renamed are, `(name, role)` (`tile loop of %i`,
    /// `point loop of %i`, `copy of %j`, ...; see [`name_new_loops_with_roles`]).
    pub loop_roles: Vec<(String, String)>,
    /// The module the refusal's op ids refer to when it is not the transformed one (linalg
    /// steps decide legality on the op lowered to loops in a copy).
    pub scratch: Option<Module>,
    /// Notes on what the step did besides its outcome (producers fused or kept).
    pub notes: Vec<String>,
}

/// Finds the structured linalg op `spec` names in `func`: `LINE:COL`, a unique op name, or
/// `NAME@K` (the K-th op of that name, from 1).
pub fn find_linalg_op(m: &Module, func: OpId, spec: &str) -> Result<OpId, TransformError> {
    let ops = crate::linalg::structured_ops(m, func);
    if let Some((l, c)) = spec.split_once(':') {
        if let (Ok(l), Ok(c)) = (l.parse::<u32>(), c.parse::<u32>()) {
            return ops
                .into_iter()
                .find(|&o| m.op(o).pos.is_some_and(|p| p.line == l && p.col == c))
                .ok_or_else(|| TransformError::new(format!("no linalg op at {spec}")));
        }
    }
    let (name, k) = match spec.split_once('@') {
        Some((n, k)) => (
            n,
            Some(
                k.parse::<usize>()
                    .ok()
                    .filter(|&k| k >= 1)
                    .ok_or_else(|| TransformError::new(format!("bad op index in '{spec}'")))?,
            ),
        ),
        None => (spec, None),
    };
    let named: Vec<OpId> = ops.into_iter().filter(|&o| m.op(o).name == name).collect();
    match (k, named.as_slice()) {
        (None, [o]) => Ok(*o),
        (None, []) | (Some(_), []) => Err(TransformError::new(format!(
            "no '{name}' op in the function (name an op by LINE:COL, NAME or NAME@K)"
        ))),
        (None, _) => Err(TransformError::new(format!(
            "{} '{name}' ops in the function: use {name}@K or LINE:COL",
            named.len()
        ))),
        (Some(k), v) => v.get(k - 1).copied().ok_or_else(|| {
            TransformError::new(format!("only {} '{name}' op(s) in the function", v.len()))
        }),
    }
}

fn apply_linalg_step(
    m: &mut Module,
    reg: &Registry,
    func: OpId,
    step: &Step,
    force: bool,
) -> Result<StepResult, TransformError> {
    let op = find_linalg_op(m, func, step.first_loop())?;
    let names_before = loop_name_counts(m, func);
    let (outcome, scratch, notes) = match step {
        Step::Generalize(_) => {
            crate::linalg::generalize::generalize(m, op)?;
            (Outcome::Applied, None, vec![])
        }
        Step::LinalgInterchange(_, perm) => {
            let (o, s) = crate::linalg::interchange::interchange(m, reg, op, perm, force)?;
            (o, s, vec![])
        }
        Step::Promote(_, operands, alloca) => {
            let (o, _) =
                crate::linalg::promote::promote(m, op, operands.as_deref(), *alloca, force)?;
            (o, None, vec![])
        }
        Step::LinalgTile(_, sizes, ty, reassociate) => {
            let sz = sizes
                .iter()
                .map(|s| match s {
                    TileSize::Const(c) => Ok(crate::linalg::tile::TileSize::Const(*c)),
                    TileSize::Value(n) => {
                        find_value(m, func, n).map(crate::linalg::tile::TileSize::Value)
                    }
                })
                .collect::<Result<Vec<_>, _>>()?;
            let opts = crate::linalg::tile::TileOptions {
                loop_type: *ty,
                reassociate: *reassociate,
                force,
            };
            let r = crate::linalg::tile::tile_op(m, reg, op, &sz, opts)?;
            (r.outcome, r.scratch, vec![])
        }
        Step::LinalgTileAndFuse(_, sizes, par) => {
            let r = crate::linalg::fuse::tile_and_fuse(m, reg, op, sizes, *par)?;
            let notes = r
                .notes
                .iter()
                .map(|(o, n)| match m.op(*o).pos {
                    Some(p) => format!("{}:{}: {n}", p.line, p.col),
                    None => n.clone(),
                })
                .collect();
            (r.outcome, r.scratch, notes)
        }
        _ => return Err(TransformError::new("not a linalg step")),
    };
    let (new_loops, loop_roles) = if matches!(outcome, Outcome::Refused(_)) {
        (vec![], vec![])
    } else {
        name_new_loops_with_roles(m, func, "tile", &names_before)
    };
    Ok(StepResult {
        outcome,
        new_loops,
        loop_roles,
        scratch,
        notes,
    })
}

/// The perfect band rooted at `root`, cut to `n` loops (an error if it is shorter).
fn band_of(m: &Module, root: OpId, n: usize) -> Result<Vec<OpId>, TransformError> {
    let band = crate::loops::perfect_band(m, root);
    if band.len() < n {
        return Err(TransformError::at(
            m.op(root).pos,
            format!(
                "the perfect band rooted at {} has {} loop(s), {n} needed",
                crate::loops::loop_label(m, root),
                band.len()
            ),
        ));
    }
    Ok(band[..n].to_vec())
}

/// Applies one step to function `func` (loops resolved in the current IR). With `force`, an
/// illegal step is applied anyway and reported as [`Outcome::Forced`] with the dependence it
/// breaks; without, it is [`Outcome::Refused`] and the IR is unchanged.
pub fn apply_step(
    m: &mut Module,
    reg: &Registry,
    func: OpId,
    step: &Step,
    force: bool,
) -> Result<StepResult, TransformError> {
    if step.on_linalg_op() {
        return apply_linalg_step(m, reg, func, step, force);
    }
    let names_before = loop_name_counts(m, func);
    let l = find_loop(m, func, step.first_loop())?;
    let outcome = match step {
        Step::Tile(_, sizes) => {
            let band = band_of(m, l, sizes.len())?;
            let consts: Option<Vec<i64>> = sizes
                .iter()
                .map(|s| match s {
                    TileSize::Const(c) => Some(*c),
                    TileSize::Value(_) => None,
                })
                .collect();
            if let Some(c) = consts {
                crate::tile::tile_band(m, reg, &band, &c, force)?
            } else {
                let vals = sizes
                    .iter()
                    .map(|s| match s {
                        TileSize::Value(n) => find_value(m, func, n),
                        TileSize::Const(_) => Err(TransformError::new(
                            "parametric tiling needs every size as %NAME (an index function argument)",
                        )),
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                crate::tile::tile_band_parametric(m, reg, &band, &vals, force)?
            }
        }
        Step::Interchange(_, b) => {
            let other = find_loop(m, func, b)?;
            let full = crate::loops::perfect_band(m, l);
            let Some(k) = full.iter().position(|&x| x == other) else {
                return Err(TransformError::at(
                    m.op(l).pos,
                    format!(
                        "{} is not in the perfect band rooted at {}",
                        crate::loops::loop_label(m, other),
                        crate::loops::loop_label(m, l)
                    ),
                ));
            };
            let band = full[..=k].to_vec();
            let mut perm: Vec<usize> = (0..band.len()).collect();
            perm.swap(0, k);
            crate::unimodular::permute_band(m, reg, &band, &perm, force)?
        }
        Step::Permute(_, perm) => {
            let band = band_of(m, l, perm.len())?;
            crate::unimodular::permute_band(m, reg, &band, perm, force)?
        }
        Step::Skew(_, factors) => {
            let n = factors.len() + 1;
            let band = band_of(m, l, n)?;
            let t: Vec<Vec<i64>> = (0..n)
                .map(|k| {
                    (0..n)
                        .map(|j| {
                            if j == k {
                                1
                            } else if j == 0 && k > 0 {
                                factors[k - 1]
                            } else {
                                0
                            }
                        })
                        .collect()
                })
                .collect();
            crate::unimodular::skew_band(m, reg, &band, &t, force)?
        }
        Step::Reverse(_) => crate::unimodular::reverse_loop(m, reg, l, force)?,
        Step::Fuse(_, b, depth) => {
            let other = find_loop(m, func, b)?;
            crate::fusion::fuse_loops(m, reg, l, other, depth.unwrap_or(0), force)?
        }
        Step::Distribute(_) => crate::distribute::distribute_loop(m, reg, l, force)?,
        Step::Parallelize(_, red) => crate::parallelize::parallelize_loop(m, reg, l, *red, force)?,
        Step::Unroll(_, None) => crate::unroll::unroll_full(m, l)?,
        Step::Unroll(_, Some(f)) => crate::unroll::unroll_loop(m, l, *f)?,
        Step::UnrollJam(_, f) => {
            let f = i64::try_from(*f)
                .map_err(|_| TransformError::new("unroll-jam factor too large"))?;
            crate::unroll_jam::unroll_jam(m, reg, l, f, force)?
        }
        Step::Generalize(_)
        | Step::LinalgInterchange(..)
        | Step::Promote(..)
        | Step::LinalgTile(..)
        | Step::LinalgTileAndFuse(..) => return Err(TransformError::new("linalg step on a loop")),
    };
    let (new_loops, loop_roles) = if matches!(outcome, Outcome::Refused(_)) {
        (vec![], vec![])
    } else {
        name_new_loops_with_roles(m, func, step.first_loop(), &names_before)
    };
    Ok(StepResult {
        outcome,
        new_loops,
        loop_roles,
        scratch: None,
        notes: vec![],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_steps() {
        let s = parse_script(
            "tile %i 32,%T; interchange %i %j\nunroll 5:3 full # c\nparallelize %k reductions",
        )
        .unwrap();
        assert_eq!(
            s,
            vec![
                Step::Tile(
                    "%i".into(),
                    vec![TileSize::Const(32), TileSize::Value("%T".into())]
                ),
                Step::Interchange("%i".into(), "%j".into()),
                Step::Unroll("5:3".into(), None),
                Step::Parallelize("%k".into(), true),
            ]
        );
        assert!(parse_script("tile %i 0").is_err());
        assert!(parse_script("frobnicate %i").is_err());
        assert!(parse_script("reverse").is_err());
        assert!(parse_script("fuse %a %b x").is_err());
        assert_eq!(
            parse_script("generalize linalg.matmul; linalg-interchange 4:3 2,0,1; promote linalg.generic@2 0,2 alloca; promote 7:5").unwrap(),
            vec![
                Step::Generalize("linalg.matmul".into()),
                Step::LinalgInterchange("4:3".into(), vec![2, 0, 1]),
                Step::Promote("linalg.generic@2".into(), Some(vec![0, 2]), true),
                Step::Promote("7:5".into(), None, false),
            ]
        );
        assert!(parse_script("promote %x alloca 0").is_err());
    }
}
