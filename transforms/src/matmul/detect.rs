//! Detection of contractions on the loop nest, as Polly's pattern-based matmul optimisation:
//! one `affine.store` in a nest of three `affine.for` loops (`i`, `j`, `k`, any textual order,
//! constant or affine-rectangular bounds — single-result maps of values that are valid symbols
//! at the nest —, unit steps, no `iter_args`) whose value is
//! `C[i][j] + g(A[..i, k..]) * h(B[..k, j..])` (`arith.addf` and `arith.mulf`, operands in
//! either order), where `g`/`h` are trees of pure `arith`/`math` ops over exactly one load and
//! values defined outside the nest, `C` is a rank-2 memref with the identity layout indexed by
//! two loop ivs (the `j` loop is the one indexing its last dimension), and `C` is neither `A`
//! nor `B` (MLIR's memory model: distinct memref values that are not views do not alias).
//!
//! A statement that does not fit is reported with what was expected. A matched statement whose
//! enclosing loops hold other statements is first isolated by distribution (see `mod.rs`).

use std::collections::HashSet;

use tessera_ir::verify::is_valid_symbol;
use tessera_ir::views::{AffineForOp, AffineLoadOp, AffineStoreOp};
use tessera_ir::{Module, OpId, Registry, Type, ValueDef, ValueId};
use tessera_polyhedral::affine::{AffineExprKind, AffineMap};

/// A matched contraction.
#[derive(Debug, Clone)]
pub struct Contraction {
    /// The three loops, outermost first.
    pub loops: [OpId; 3],
    /// The loop whose iv indexes C's first dimension.
    pub i: OpId,
    /// The loop whose iv indexes C's last dimension.
    pub j: OpId,
    /// The reduction loop.
    pub k: OpId,
    /// Half-open ranges `[lb, ub)` of `i`, `j`, `k`.
    pub ranges: [Range; 3],
    /// The output memref.
    pub c: ValueId,
    /// The store.
    pub store: OpId,
    /// The `A` side: its load and the ops of `g` (body order), and the value `g`.
    pub a_ops: Vec<OpId>,
    /// The value of `g`.
    pub g: ValueId,
    /// The `B` side's ops (load included).
    pub b_ops: Vec<OpId>,
    /// The value of `h`.
    pub h: ValueId,
    /// `mulf(g, h)` (true) or `mulf(h, g)`.
    pub mul_a_first: bool,
    /// `addf(C, product)` (true) or `addf(product, C)`.
    pub add_acc_first: bool,
    /// The element type (f32 or f64).
    pub elem: Type,
    /// The ivs of `i`, `j`, `k`.
    pub ivs: [ValueId; 3],
}

/// One bound of a loop: a constant, or a single-result map of values that are valid symbols
/// where the nest is (an affine-rectangular bound).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Side {
    /// A constant.
    Const(i64),
    /// `map(operands)`.
    Map(AffineMap, Vec<ValueId>),
}

/// The half-open range `[lb, ub)` of a loop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Range {
    /// Lower bound.
    pub lb: Side,
    /// Upper bound (exclusive).
    pub ub: Side,
}

impl Range {
    /// The trip count when both bounds are constants.
    pub fn extent(&self) -> Option<i64> {
        match (&self.lb, &self.ub) {
            (Side::Const(l), Side::Const(u)) => Some((u - l).max(0)),
            _ => None,
        }
    }

    /// The extent as reports print it (`?` when symbolic).
    pub fn label(&self) -> String {
        self.extent()
            .map(|e| e.to_string())
            .unwrap_or_else(|| "?".into())
    }
}

/// Where a store sits: the three innermost loops around it, when it has three.
pub fn nest_of(m: &Module, store: OpId) -> Option<[OpId; 3]> {
    let l3 = m.parent_op(store)?;
    let l2 = m.parent_op(l3)?;
    let l1 = m.parent_op(l2)?;
    for l in [l1, l2, l3] {
        AffineForOp::wrap(m, l)?;
    }
    Some([l1, l2, l3])
}

/// The number of affine loops (and conditionals) enclosing `op` inside its function.
pub fn enclosing_affine(m: &Module, op: OpId) -> usize {
    let mut n = 0;
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        if matches!(
            m.op(p).name.as_str(),
            "affine.for" | "affine.parallel" | "affine.if"
        ) {
            n += 1;
        }
        if m.op(p).name == "func.func" {
            break;
        }
        cur = m.parent_op(p);
    }
    n
}

fn def_in(m: &Module, v: ValueId, nest: OpId) -> bool {
    match m.value(v).def {
        ValueDef::OpResult { op, .. } => m.is_ancestor(nest, op),
        _ => m
            .block_parent_op_of_value(v)
            .is_some_and(|o| m.is_ancestor(nest, o)),
    }
}

trait BlockOwner {
    fn block_parent_op_of_value(&self, v: ValueId) -> Option<OpId>;
}

impl BlockOwner for Module {
    fn block_parent_op_of_value(&self, v: ValueId) -> Option<OpId> {
        match self.value(v).def {
            ValueDef::OpResult { op, .. } => Some(op),
            ValueDef::BlockArg { block, .. } => self.block_parent_op(block),
            _ => None,
        }
    }
}

fn is_pure_scalar(m: &Module, op: OpId) -> bool {
    let o = m.op(op);
    let n = o.name.as_str();
    o.regions.is_empty()
        && o.results.len() == 1
        && (n.starts_with("arith.") || n.starts_with("math."))
}

/// Collects the tree of `v` inside `body_of` (ops defined in the innermost loop body): pure ops
/// and exactly one affine.load; leaves outside the nest. Returns the ops (unordered) and the load.
fn side(
    m: &Module,
    v: ValueId,
    nest: OpId,
    body: tessera_ir::BlockId,
    ops: &mut Vec<OpId>,
    load: &mut Option<OpId>,
    depth: usize,
) -> Result<(), String> {
    if depth > 64 {
        return Err("the operand expression is too deep".into());
    }
    if !def_in(m, v, nest) {
        return Ok(());
    }
    let Some(d) = m.defining_op(v) else {
        return Err("an operand is a loop induction variable used as a value".into());
    };
    if ops.contains(&d) {
        return Ok(());
    }
    if m.op(d).parent != Some(body) {
        return Err(format!(
            "'{}'{} is computed in an enclosing loop body (expected the statement in the innermost loop)",
            m.op(d).name,
            pos_str(m, d)
        ));
    }
    if m.op(d).name == "affine.load" {
        if load.is_some() {
            return Err(
                "a multiplication operand reads more than one memref element (expected one load and loop-invariant scalars)"
                    .into(),
            );
        }
        *load = Some(d);
        ops.push(d);
        return Ok(());
    }
    if !is_pure_scalar(m, d) {
        return Err(format!(
            "'{}' in a multiplication operand (expected pure arith/math ops over one load)",
            m.op(d).name
        ));
    }
    ops.push(d);
    for &o in &m.op(d).operands.clone() {
        side(m, o, nest, body, ops, load, depth + 1)?;
    }
    Ok(())
}

fn pos_str(m: &Module, op: OpId) -> String {
    match m.op(op).pos {
        Some(p) => format!(" at {}:{}", p.line, p.col),
        None => String::new(),
    }
}

/// The loop ivs (among `ivs`) a load's index operands use; errors on index values computed
/// inside the nest.
fn load_ivs(
    m: &Module,
    load: OpId,
    ivs: &[ValueId; 3],
    nest: OpId,
) -> Result<HashSet<usize>, String> {
    let l = AffineLoadOp::wrap(m, load).ok_or("not an affine.load")?;
    let mut used = HashSet::new();
    for &x in l.indices() {
        if let Some(p) = ivs.iter().position(|&v| v == x) {
            used.insert(p);
        } else if def_in(m, x, nest) {
            return Err(format!(
                "the load{} indexes with a value computed inside the nest (expected loop ivs and values defined outside)",
                pos_str(m, load)
            ));
        }
    }
    Ok(used)
}

/// True if `v` is a block argument or the result of an allocation (not a view of another memref).
fn is_root_memref(m: &Module, v: ValueId) -> bool {
    match m.defining_op(v) {
        None => true,
        Some(d) => matches!(
            m.op(d).name.as_str(),
            "memref.alloc" | "memref.alloca" | "memref.get_global"
        ),
    }
}

/// Matches the store against the contraction pattern; the error says what was expected.
pub fn match_store(m: &Module, reg: &Registry, store: OpId) -> Result<Contraction, String> {
    let st = AffineStoreOp::wrap(m, store).ok_or("not an affine.store")?;
    let loops = nest_of(m, store).ok_or(
        "the store is not directly inside three nested affine.for loops (expected a nest i, j, k)",
    )?;
    let nest = loops[0];
    let mut ivs = [st.value(); 3];
    let mut ranges: Vec<Range> = vec![];
    for (n, &l) in loops.iter().enumerate() {
        let f = AffineForOp::wrap(m, l).ok_or("not an affine.for")?;
        if f.step() != 1 {
            return Err(format!(
                "the loop{} has step {} (expected unit steps)",
                pos_str(m, l),
                f.step()
            ));
        }
        if !f.inits().is_empty() {
            return Err(format!("the loop{} has iter_args", pos_str(m, l)));
        }
        let side = |mp: &AffineMap, ops: &[ValueId]| -> Result<Side, String> {
            if mp.num_results() != 1 {
                return Err(format!(
                    "the loop{} has a max/min bound (expected constant or affine-rectangular bounds)",
                    pos_str(m, l)
                ));
            }
            if let Some(c) = mp.results()[0].as_constant() {
                return Ok(Side::Const(c));
            }
            if ops
                .iter()
                .any(|&v| def_in(m, v, nest) || !is_valid_symbol(m, reg, v, nest))
            {
                return Err(format!(
                    "the loop{} has a bound depending on an enclosing loop (expected constant or affine-rectangular bounds)",
                    pos_str(m, l)
                ));
            }
            Ok(Side::Map(mp.clone(), ops.to_vec()))
        };
        let r = Range {
            lb: side(f.lower_map(), f.lb_operands())?,
            ub: side(f.upper_map(), f.ub_operands())?,
        };
        if r.extent() == Some(0) {
            return Err(format!("the loop{} runs no iteration", pos_str(m, l)));
        }
        ivs[n] = f.iv();
        ranges.push(r);
    }
    let c = st.memref();
    let cty = m.value_type(c).clone();
    let elem = match &cty {
        Type::MemRef {
            shape,
            elem,
            layout: None,
            memory_space: None,
        } if shape.len() == 2 && elem.is_float() && matches!(elem.int_or_float_width(), Some(32 | 64)) => {
            (**elem).clone()
        }
        _ => {
            return Err(format!(
                "the stored memref has type {cty} (expected a rank-2 f32/f64 memref with the identity layout)"
            ))
        }
    };
    // C's indices: two distinct loop ivs, plain dims.
    let map = st.map();
    let mut cidx = vec![];
    for r in map.results() {
        let AffineExprKind::Dim(d) = r.kind() else {
            return Err("the store's indices are not plain loop ivs (expected C[i][j])".into());
        };
        let v = *st.indices().get(d as usize).ok_or("bad store map")?;
        let p = ivs
            .iter()
            .position(|&x| x == v)
            .ok_or("the store's indices are not loop ivs of the nest (expected C[i][j])")?;
        cidx.push(p);
    }
    if cidx.len() != 2 || cidx[0] == cidx[1] {
        return Err(
            "the store does not index C by two distinct loop ivs (expected C[i][j])".into(),
        );
    }
    let (pi, pj) = (cidx[0], cidx[1]);
    let pk = 3 - pi - pj;
    // addf(C, mul)
    let add = m
        .defining_op(st.value())
        .filter(|&d| m.op(d).name == "arith.addf" && m.op(d).parent == m.op(store).parent)
        .ok_or(
            "the stored value is not an arith.addf in the loop body (expected C[i][j] + x * y)",
        )?;
    let is_c_load = |v: ValueId| {
        m.defining_op(v)
            .and_then(|d| AffineLoadOp::wrap(m, d))
            .is_some_and(|l| l.memref() == c && l.map() == st.map() && l.indices() == st.indices())
    };
    let ops = m.op(add).operands.clone();
    let (acc_first, prod) = if is_c_load(ops[0]) {
        (true, ops[1])
    } else if is_c_load(ops[1]) {
        (false, ops[0])
    } else {
        return Err(
            "no operand of the arith.addf loads the stored cell (expected C[i][j] + x * y)".into(),
        );
    };
    let c_load = m
        .defining_op(ops[if acc_first { 0 } else { 1 }])
        .ok_or("c load")?;
    let mul = m
        .defining_op(prod)
        .filter(|&d| m.op(d).name == "arith.mulf" && m.op(d).parent == m.op(store).parent)
        .ok_or(
            "the added value is not an arith.mulf in the loop body (expected C[i][j] + x * y)",
        )?;
    let mops = m.op(mul).operands.clone();
    let inner_body = m.op(store).parent.ok_or("detached store")?;
    let mut sides = vec![];
    for &v in &mops {
        let (mut o, mut l) = (vec![], None);
        side(m, v, nest, inner_body, &mut o, &mut l, 0)?;
        let l =
            l.ok_or("a multiplication operand reads no memref (expected one load per operand)")?;
        let lm = AffineLoadOp::wrap(m, l).ok_or("load")?.memref();
        if lm == c {
            return Err("a multiplication operand reads the output memref C (C must be distinct from A and B)".into());
        }
        if !is_root_memref(m, lm) || !is_root_memref(m, c) {
            return Err(
                "an operand memref is a view (expected distinct memref values that are not views)"
                    .into(),
            );
        }
        let used = load_ivs(m, l, &ivs, nest)?;
        sides.push((o, used));
    }
    // The A side uses no j, the B side no i.
    let a_ok = |u: &HashSet<usize>| !u.contains(&pj);
    let b_ok = |u: &HashSet<usize>| !u.contains(&pi);
    let mul_a_first = if a_ok(&sides[0].1) && b_ok(&sides[1].1) {
        true
    } else if a_ok(&sides[1].1) && b_ok(&sides[0].1) {
        false
    } else {
        return Err("the operands are not A(i, k) and B(k, j) (one operand must not use j and the other not i)".into());
    };
    let (ai, bi) = if mul_a_first { (0, 1) } else { (1, 0) };
    // The body holds exactly the statement.
    let body = AffineForOp::wrap(m, loops[2]).ok_or("loop")?.body_ops();
    let mut expected: HashSet<OpId> = [store, add, mul, c_load].into_iter().collect();
    expected.extend(sides[0].0.iter().copied());
    expected.extend(sides[1].0.iter().copied());
    for &o in body {
        if m.op(o).name != "affine.yield" && !expected.contains(&o) {
            return Err(format!(
                "the innermost loop body also holds '{}'{} (expected only the contraction statement)",
                m.op(o).name,
                pos_str(m, o)
            ));
        }
    }
    // Ops of each side in body order.
    let ordered = |set: &Vec<OpId>| -> Vec<OpId> {
        body.iter().copied().filter(|o| set.contains(o)).collect()
    };
    Ok(Contraction {
        loops,
        i: loops[pi],
        j: loops[pj],
        k: loops[pk],
        ranges: [ranges[pi].clone(), ranges[pj].clone(), ranges[pk].clone()],
        c,
        store,
        a_ops: ordered(&sides[ai].0),
        g: mops[ai],
        b_ops: ordered(&sides[bi].0),
        h: mops[bi],
        mul_a_first,
        add_acc_first: acc_first,
        elem,
        ivs: [ivs[pi], ivs[pj], ivs[pk]],
    })
}
