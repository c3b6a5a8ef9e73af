//! Affine expressions: an immutable, cheaply clonable tree built through simplifying constructors.
//!
//! The constructors apply exactly the local simplifications that MLIR applies when it builds an
//! expression (`simplifyAdd`, `simplifyMul`, `simplifyFloorDiv`, `simplifyCeilDiv`, `simplifyMod`),
//! so that an expression parsed from text prints back the way `mlir-opt` prints it. Constant folding
//! never wraps: a fold that would overflow `i64` leaves the expression unfolded.

use std::fmt;
use std::sync::Arc;

/// The binary operators of affine expressions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AffineBinaryOp {
    /// `lhs + rhs`
    Add,
    /// `lhs * rhs`
    Mul,
    /// `lhs mod rhs` (result in `[0, rhs)` for positive `rhs`)
    Mod,
    /// `lhs floordiv rhs`
    FloorDiv,
    /// `lhs ceildiv rhs`
    CeilDiv,
}

impl AffineBinaryOp {
    /// The operator's spelling in MLIR's textual form (without surrounding spaces).
    pub fn spelling(self) -> &'static str {
        match self {
            AffineBinaryOp::Add => "+",
            AffineBinaryOp::Mul => "*",
            AffineBinaryOp::Mod => "mod",
            AffineBinaryOp::FloorDiv => "floordiv",
            AffineBinaryOp::CeilDiv => "ceildiv",
        }
    }
}

/// A variable of an affine expression: a dimension `dN` or a symbol `sN`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AffineVar {
    /// Dimension `d<index>`.
    Dim(u32),
    /// Symbol `s<index>`.
    Symbol(u32),
}

#[derive(Debug, PartialEq, Eq, Hash)]
enum Node {
    Constant(i64),
    Dim(u32),
    Symbol(u32),
    Binary {
        op: AffineBinaryOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
        depth: u32,
    },
}

/// An affine (or semi-affine) expression over dimensions `d0..` and symbols `s0..`.
///
/// Cloning is cheap (reference counted). Equality is structural.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct AffineExpr(Arc<Node>);

/// A borrowed view of an expression's top-level structure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AffineExprKind<'a> {
    /// An integer constant.
    Constant(i64),
    /// Dimension `d<index>`.
    Dim(u32),
    /// Symbol `s<index>`.
    Symbol(u32),
    /// A binary operation.
    Binary(AffineBinaryOp, &'a AffineExpr, &'a AffineExpr),
}

impl fmt::Debug for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AffineExpr({self})")
    }
}

/// Floor division on `i64`; `None` when `b == 0` or the result overflows.
pub fn floor_div_i64(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let q = a.checked_div(b)?;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q.checked_sub(1)
    } else {
        Some(q)
    }
}

/// Ceiling division on `i64`; `None` when `b == 0` or the result overflows.
pub fn ceil_div_i64(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let q = a.checked_div(b)?;
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q.checked_add(1)
    } else {
        Some(q)
    }
}

/// Modulo with a non-negative result for positive `b`; `None` when `b <= 0`.
pub fn mod_i64(a: i64, b: i64) -> Option<i64> {
    if b <= 0 {
        return None;
    }
    Some(a.rem_euclid(b))
}

impl AffineExpr {
    /// The integer constant `value`.
    pub fn constant(value: i64) -> Self {
        AffineExpr(Arc::new(Node::Constant(value)))
    }

    /// The dimension `d<index>`.
    pub fn dim(index: u32) -> Self {
        AffineExpr(Arc::new(Node::Dim(index)))
    }

    /// The symbol `s<index>`.
    pub fn symbol(index: u32) -> Self {
        AffineExpr(Arc::new(Node::Symbol(index)))
    }

    /// The variable `var` as an expression.
    pub fn var(var: AffineVar) -> Self {
        match var {
            AffineVar::Dim(i) => Self::dim(i),
            AffineVar::Symbol(i) => Self::symbol(i),
        }
    }

    /// Builds `lhs op rhs` without any simplification.
    pub fn raw_binary(op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> Self {
        let depth = 1 + lhs.depth().max(rhs.depth());
        AffineExpr(Arc::new(Node::Binary {
            op,
            lhs,
            rhs,
            depth,
        }))
    }

    /// Builds `lhs op rhs` with MLIR's construction-time simplifications.
    pub fn binary(op: AffineBinaryOp, lhs: &AffineExpr, rhs: &AffineExpr) -> Self {
        let simplified = match op {
            AffineBinaryOp::Add => simplify_add(lhs, rhs),
            AffineBinaryOp::Mul => simplify_mul(lhs, rhs),
            AffineBinaryOp::FloorDiv => simplify_floor_div(lhs, rhs),
            AffineBinaryOp::CeilDiv => simplify_ceil_div(lhs, rhs),
            AffineBinaryOp::Mod => simplify_mod(lhs, rhs),
        };
        simplified.unwrap_or_else(|| Self::raw_binary(op, lhs.clone(), rhs.clone()))
    }

    /// The top-level structure of this expression.
    pub fn kind(&self) -> AffineExprKind<'_> {
        match &*self.0 {
            Node::Constant(c) => AffineExprKind::Constant(*c),
            Node::Dim(i) => AffineExprKind::Dim(*i),
            Node::Symbol(i) => AffineExprKind::Symbol(*i),
            Node::Binary { op, lhs, rhs, .. } => AffineExprKind::Binary(*op, lhs, rhs),
        }
    }

    /// Height of the expression tree (a leaf has depth 1). Parsers use it to refuse expressions
    /// deep enough to endanger recursive algorithms.
    pub fn depth(&self) -> u32 {
        match &*self.0 {
            Node::Binary { depth, .. } => *depth,
            _ => 1,
        }
    }

    /// The value if this is a constant.
    pub fn as_constant(&self) -> Option<i64> {
        match &*self.0 {
            Node::Constant(c) => Some(*c),
            _ => None,
        }
    }

    fn as_binary(&self, want: AffineBinaryOp) -> Option<(&AffineExpr, &AffineExpr)> {
        match &*self.0 {
            Node::Binary { op, lhs, rhs, .. } if *op == want => Some((lhs, rhs)),
            _ => None,
        }
    }

    /// `self + rhs`, simplified.
    pub fn add(&self, rhs: &AffineExpr) -> Self {
        Self::binary(AffineBinaryOp::Add, self, rhs)
    }

    /// `self - rhs`, built as MLIR does: `self + rhs * -1`.
    pub fn sub(&self, rhs: &AffineExpr) -> Self {
        self.add(&rhs.neg())
    }

    /// `self * rhs`, simplified.
    pub fn mul(&self, rhs: &AffineExpr) -> Self {
        Self::binary(AffineBinaryOp::Mul, self, rhs)
    }

    /// `-self`, built as MLIR does: `self * -1`.
    pub fn neg(&self) -> Self {
        self.mul(&Self::constant(-1))
    }

    /// `self floordiv rhs`, simplified.
    pub fn floor_div(&self, rhs: &AffineExpr) -> Self {
        Self::binary(AffineBinaryOp::FloorDiv, self, rhs)
    }

    /// `self ceildiv rhs`, simplified.
    pub fn ceil_div(&self, rhs: &AffineExpr) -> Self {
        Self::binary(AffineBinaryOp::CeilDiv, self, rhs)
    }

    /// `self mod rhs`, simplified.
    pub fn modulo(&self, rhs: &AffineExpr) -> Self {
        Self::binary(AffineBinaryOp::Mod, self, rhs)
    }

    /// True if the expression is a pure affine (quasi-affine) expression: multiplications have a
    /// constant operand, and divisors/moduli are constants.
    pub fn is_pure_affine(&self) -> bool {
        match self.kind() {
            AffineExprKind::Constant(_) | AffineExprKind::Dim(_) | AffineExprKind::Symbol(_) => {
                true
            }
            AffineExprKind::Binary(op, lhs, rhs) => match op {
                AffineBinaryOp::Add => lhs.is_pure_affine() && rhs.is_pure_affine(),
                AffineBinaryOp::Mul => {
                    lhs.is_pure_affine()
                        && rhs.is_pure_affine()
                        && (lhs.as_constant().is_some() || rhs.as_constant().is_some())
                }
                _ => lhs.is_pure_affine() && rhs.as_constant().is_some(),
            },
        }
    }

    /// True if the expression involves no dimensions.
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self.kind() {
            AffineExprKind::Constant(_) | AffineExprKind::Symbol(_) => true,
            AffineExprKind::Dim(_) => false,
            AffineExprKind::Binary(_, lhs, rhs) => {
                lhs.is_symbolic_or_constant() && rhs.is_symbolic_or_constant()
            }
        }
    }

    /// True if dimension `index` occurs in the expression.
    pub fn involves_dim(&self, index: u32) -> bool {
        match self.kind() {
            AffineExprKind::Dim(i) => i == index,
            AffineExprKind::Constant(_) | AffineExprKind::Symbol(_) => false,
            AffineExprKind::Binary(_, lhs, rhs) => {
                lhs.involves_dim(index) || rhs.involves_dim(index)
            }
        }
    }

    /// The largest integer known to divide every value of the expression (MLIR's
    /// `getLargestKnownDivisor`); `0` for the constant zero. Saturates instead of overflowing.
    pub fn largest_known_divisor(&self) -> u64 {
        match self.kind() {
            AffineExprKind::Dim(_) | AffineExprKind::Symbol(_) => 1,
            AffineExprKind::Constant(c) => c.unsigned_abs(),
            AffineExprKind::Binary(op, lhs, rhs) => match op {
                AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => match rhs.as_constant() {
                    Some(d) if d != 0 => {
                        let l = lhs.largest_known_divisor();
                        let d = d.unsigned_abs();
                        if l.is_multiple_of(d) {
                            l / d
                        } else {
                            1
                        }
                    }
                    _ => 1,
                },
                AffineBinaryOp::Mul => lhs
                    .largest_known_divisor()
                    .saturating_mul(rhs.largest_known_divisor()),
                AffineBinaryOp::Add | AffineBinaryOp::Mod => {
                    gcd_u64(lhs.largest_known_divisor(), rhs.largest_known_divisor())
                }
            },
        }
    }

    /// Evaluates the expression; `None` on overflow, division by zero, a non-positive modulus or
    /// an out-of-range variable.
    pub fn eval(&self, dims: &[i64], symbols: &[i64]) -> Option<i64> {
        match self.kind() {
            AffineExprKind::Constant(c) => Some(c),
            AffineExprKind::Dim(i) => dims.get(i as usize).copied(),
            AffineExprKind::Symbol(i) => symbols.get(i as usize).copied(),
            AffineExprKind::Binary(op, lhs, rhs) => {
                let a = lhs.eval(dims, symbols)?;
                let b = rhs.eval(dims, symbols)?;
                match op {
                    AffineBinaryOp::Add => a.checked_add(b),
                    AffineBinaryOp::Mul => a.checked_mul(b),
                    AffineBinaryOp::FloorDiv => floor_div_i64(a, b),
                    AffineBinaryOp::CeilDiv => ceil_div_i64(a, b),
                    AffineBinaryOp::Mod => mod_i64(a, b),
                }
            }
        }
    }

    /// Replaces `dN` by `dims[N]` and `sN` by `symbols[N]` (variables without a replacement are
    /// kept), rebuilding with simplification.
    pub fn replace_dims_and_symbols(&self, dims: &[AffineExpr], symbols: &[AffineExpr]) -> Self {
        match self.kind() {
            AffineExprKind::Constant(_) => self.clone(),
            AffineExprKind::Dim(i) => dims
                .get(i as usize)
                .cloned()
                .unwrap_or_else(|| self.clone()),
            AffineExprKind::Symbol(i) => symbols
                .get(i as usize)
                .cloned()
                .unwrap_or_else(|| self.clone()),
            AffineExprKind::Binary(op, lhs, rhs) => {
                let l = lhs.replace_dims_and_symbols(dims, symbols);
                let r = rhs.replace_dims_and_symbols(dims, symbols);
                Self::binary(op, &l, &r)
            }
        }
    }

    /// Shifts dimension indices by `dim_shift` and symbol indices by `symbol_shift`.
    pub fn shift(&self, dim_shift: u32, symbol_shift: u32) -> Self {
        match self.kind() {
            AffineExprKind::Constant(_) => self.clone(),
            AffineExprKind::Dim(i) => Self::dim(i + dim_shift),
            AffineExprKind::Symbol(i) => Self::symbol(i + symbol_shift),
            AffineExprKind::Binary(op, lhs, rhs) => Self::binary(
                op,
                &lhs.shift(dim_shift, symbol_shift),
                &rhs.shift(dim_shift, symbol_shift),
            ),
        }
    }

    /// Calls `f` on every variable occurrence, left to right.
    pub fn walk_vars(&self, f: &mut dyn FnMut(AffineVar)) {
        match self.kind() {
            AffineExprKind::Constant(_) => {}
            AffineExprKind::Dim(i) => f(AffineVar::Dim(i)),
            AffineExprKind::Symbol(i) => f(AffineVar::Symbol(i)),
            AffineExprKind::Binary(_, lhs, rhs) => {
                lhs.walk_vars(f);
                rhs.walk_vars(f);
            }
        }
    }
}

fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

fn c(v: i64) -> AffineExpr {
    AffineExpr::constant(v)
}

/// MLIR's `simplifyAdd`.
fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lc = lhs.as_constant();
    let rc = rhs.as_constant();
    if let (Some(a), Some(b)) = (lc, rc) {
        return a.checked_add(b).map(c);
    }
    // Canonicalize so that only the RHS is a constant; a symbolic term goes right of a dim term;
    // two dims (or two symbols) are ordered by position.
    if lc.is_some()
        || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant())
        || leaves_out_of_order(lhs, rhs)
    {
        return Some(rhs.add(lhs));
    }
    if rc == Some(0) {
        return Some(lhs.clone());
    }
    let l_add = lhs.as_binary(AffineBinaryOp::Add);
    // (d0 + 2) + 3 -> d0 + 5.
    if let (Some((ll, lr)), Some(rv)) = (l_add, rc) {
        if let Some(lv) = lr.as_constant() {
            return lv.checked_add(rv).map(|sum| ll.add(&c(sum)));
        }
    }
    // c1 * e + c2 * e -> (c1 + c2) * e.
    let (c1, first) = match lhs.as_binary(AffineBinaryOp::Mul) {
        Some((e, k)) if k.as_constant().is_some() => (k.as_constant(), e),
        _ => (Some(1), lhs),
    };
    let (c2, second) = match rhs.as_binary(AffineBinaryOp::Mul) {
        Some((e, k)) if k.as_constant().is_some() => (k.as_constant(), e),
        _ => (Some(1), rhs),
    };
    if let (Some(c1), Some(c2)) = (c1, c2) {
        if first == second {
            if let Some(sum) = c1.checked_add(c2) {
                return Some(first.mul(&c(sum)));
            }
        }
    }
    // (d0 + 2) + d1 -> (d0 + d1) + 2.
    if let Some((ll, lr)) = l_add {
        if lr.as_constant().is_some() {
            return Some(ll.add(rhs).add(lr));
        }
    }
    // e + ((e floordiv q) * q) * -1 -> e mod q (q symbolic).
    let (r_l, r_r) = rhs.as_binary(AffineBinaryOp::Mul)?;
    if r_r.as_constant() == Some(-1) {
        if let Some((fl, q)) = r_l.as_binary(AffineBinaryOp::Mul) {
            let (e, q2) = fl.as_binary(AffineBinaryOp::FloorDiv)?;
            if q2 == q && e == lhs {
                return Some(lhs.modulo(q));
            }
        }
    }
    // e + (e floordiv q) * -q -> e mod q.
    let (e, q) = r_l.as_binary(AffineBinaryOp::FloorDiv)?;
    if e == lhs && *q == r_r.neg() {
        return Some(lhs.modulo(q));
    }
    // (a + b) + (e floordiv q) * k: combine b with the right-hand side if that simplifies
    // (e.g. a + e - (e floordiv q) * q -> a + e mod q).
    let (a, b) = lhs.as_binary(AffineBinaryOp::Add)?;
    simplify_add(b, rhs).map(|combined| a.add(&combined))
}

/// True for two dimensions (or two symbols) whose positions are in decreasing order.
fn leaves_out_of_order(lhs: &AffineExpr, rhs: &AffineExpr) -> bool {
    match (lhs.kind(), rhs.kind()) {
        (AffineExprKind::Dim(a), AffineExprKind::Dim(b)) => a > b,
        (AffineExprKind::Symbol(a), AffineExprKind::Symbol(b)) => a > b,
        _ => false,
    }
}

/// MLIR's `simplifyMul`.
fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lc = lhs.as_constant();
    let rc = rhs.as_constant();
    if let (Some(a), Some(b)) = (lc, rc) {
        return a.checked_mul(b).map(c);
    }
    if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
        return None;
    }
    // Canonicalize: the constant/symbolic operand goes to the right; two symbols are ordered by
    // position.
    if !rhs.is_symbolic_or_constant() || lc.is_some() || leaves_out_of_order(lhs, rhs) {
        return Some(rhs.mul(lhs));
    }
    match rc {
        Some(1) => return Some(lhs.clone()),
        Some(0) => return Some(rhs.clone()),
        _ => {}
    }
    let l_mul = lhs.as_binary(AffineBinaryOp::Mul);
    // (d0 * 2) * 3 -> d0 * 6.
    if let (Some((ll, lr)), Some(rv)) = (l_mul, rc) {
        if let Some(lv) = lr.as_constant() {
            return lv.checked_mul(rv).map(|p| ll.mul(&c(p)));
        }
    }
    // (d0 * 2) * s0 -> (d0 * s0) * 2.
    if let Some((ll, lr)) = l_mul {
        if lr.as_constant().is_some() {
            return Some(ll.mul(rhs).mul(lr));
        }
    }
    None
}

/// MLIR's `simplifyFloorDiv`.
fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    // Division by zero is undefined and kept as written; negative divisors are simplified.
    let rv = rhs.as_constant().filter(|&v| v != 0)?;
    if let Some(lv) = lhs.as_constant() {
        return floor_div_i64(lv, rv).map(c);
    }
    if rv == 1 {
        return Some(lhs.clone());
    }
    // (e * k) floordiv c -> e * (k / c) when c divides k.
    if let Some((e, k)) = lhs.as_binary(AffineBinaryOp::Mul) {
        if let Some(kv) = k.as_constant() {
            if kv.checked_rem(rv) == Some(0) {
                return kv.checked_div(rv).map(|q| e.mul(&c(q)));
            }
        }
    }
    // (e1 + e2) floordiv c when either term is a known multiple of c.
    if let Some((a, b)) = lhs.as_binary(AffineBinaryOp::Add) {
        let r = rv.unsigned_abs();
        if a.largest_known_divisor().is_multiple_of(r)
            || b.largest_known_divisor().is_multiple_of(r)
        {
            return Some(a.floor_div(rhs).add(&b.floor_div(rhs)));
        }
    }
    None
}

/// MLIR's `simplifyCeilDiv`.
fn simplify_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    // Division by zero is undefined and kept as written; negative divisors are simplified.
    let rv = rhs.as_constant().filter(|&v| v != 0)?;
    if let Some(lv) = lhs.as_constant() {
        return ceil_div_i64(lv, rv).map(c);
    }
    if rv == 1 {
        return Some(lhs.clone());
    }
    if let Some((e, k)) = lhs.as_binary(AffineBinaryOp::Mul) {
        if let Some(kv) = k.as_constant() {
            if kv.checked_rem(rv) == Some(0) {
                return kv.checked_div(rv).map(|q| e.mul(&c(q)));
            }
        }
    }
    None
}

/// MLIR's `simplifyMod`.
fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let rv = rhs.as_constant()?;
    if rv < 1 {
        return None;
    }
    if let Some(lv) = lhs.as_constant() {
        return mod_i64(lv, rv).map(c);
    }
    let r = rv as u64;
    if lhs.largest_known_divisor().is_multiple_of(r) {
        return Some(c(0));
    }
    if let Some((a, b)) = lhs.as_binary(AffineBinaryOp::Add) {
        if a.largest_known_divisor().is_multiple_of(r) {
            return Some(b.modulo(rhs));
        }
        if b.largest_known_divisor().is_multiple_of(r) {
            return Some(a.modulo(rhs));
        }
    }
    // (e mod a) mod b -> e mod b when b divides a.
    if let Some((e, inner)) = lhs.as_binary(AffineBinaryOp::Mod) {
        if let Some(iv) = inner.as_constant() {
            if iv >= 1 && iv % rv == 0 {
                return Some(e.modulo(rhs));
            }
        }
    }
    None
}
