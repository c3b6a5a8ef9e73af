//! Lowering of `affine.delinearize_index` and `affine.linearize_index` to index arithmetic,
//! with the results `mlir-opt --lower-affine` computes:
//!
//! - delinearize `x` into `(b0, ..., bn)`: with strides `s_k = b_{k+1} * ... * b_n`, result 0
//!   is `x floordivsi s_0` and result `k > 0` is `(x mod s_{k-1}) divsi s_k` (the last:
//!   `x mod b_n`), where `mod` is the non-negative remainder (`remsi` + correction). Without an
//!   outer bound the basis lacks `b0` and the results are one more than the basis.
//! - linearize `[i_0, ..., i_n]` by `(b0, ..., bn)`: `sum of i_k * s_k` (`s_n = 1`), `b0` unused.

use tessera_ir::{Attribute, ElemValue, Module, OpId, ValueId};

use crate::builder::{Builder, SLT};
use crate::error::TransformError;
use crate::lower_affine::{builder, err};

/// The basis of an index op: static values or dynamic operands in order.
fn basis(m: &Module, op: OpId, dynamic: &[ValueId]) -> Option<Vec<Result<i64, ValueId>>> {
    let Attribute::DenseArray { values, .. } = m.op(op).attr("static_basis")? else {
        return None;
    };
    let mut dyn_it = dynamic.iter();
    values
        .iter()
        .map(|v| match v {
            ElemValue::Int(i) if *i == i128::from(tessera_ir::types::DYNAMIC) => {
                dyn_it.next().map(|&d| Err(d))
            }
            ElemValue::Int(i) => i64::try_from(*i).ok().map(Ok),
            _ => None,
        })
        .collect()
}

fn value(b: &mut Builder<'_>, x: Result<i64, ValueId>) -> ValueId {
    match x {
        Ok(c) => b.index(c),
        Err(v) => v,
    }
}

/// Suffix products of `basis` as values: `strides[k] = basis[k+1] * ... * basis[n]`.
fn strides(b: &mut Builder<'_>, basis: &[Result<i64, ValueId>]) -> Vec<ValueId> {
    let mut out = vec![];
    let mut acc: Option<ValueId> = None;
    for &x in basis.iter().rev() {
        let one = b.index(1);
        out.push(acc.unwrap_or(one));
        let v = value(b, x);
        acc = Some(match acc {
            None => v,
            Some(a) => b.bin("arith.muli", v, a),
        });
    }
    out.reverse();
    out
}

/// `x mod d` with a non-negative result for positive `d`.
fn pos_mod(b: &mut Builder<'_>, x: ValueId, d: ValueId) -> ValueId {
    let r = b.bin("arith.remsi", x, d);
    let zero = b.index(0);
    let neg = b.cmpi(SLT, r, zero);
    let c = b.bin("arith.addi", r, d);
    b.select(neg, c, r)
}

/// Lowers `affine.delinearize_index`.
pub(crate) fn lower_delinearize(m: &mut Module, op: OpId) -> Result<(), TransformError> {
    let o = m.op(op);
    let (x, dynamic) = o
        .operands
        .split_first()
        .ok_or_else(|| err(m, op, "has no operand"))?;
    let x = *x;
    let results = o.results.clone();
    let mut bs = basis(m, op, dynamic).ok_or_else(|| err(m, op, "has a malformed basis"))?;
    if results.len() == bs.len() {
        // The first basis element is the outer bound, not needed for the results.
        if !bs.is_empty() {
            let _outer = bs.remove(0);
        }
    } else if results.len() != bs.len() + 1 {
        return Err(err(m, op, "has a result count not matching its basis"));
    }
    let mut b = builder(m, op)?;
    // Results: r_0 = x floordiv S_0, r_k = (x mod S_{k-1}) div S_k, with S_k the product of
    // the basis after position k (bs here is b_1..b_n, so S_{k} = prod bs[k..]).
    let n = results.len();
    let mut full: Vec<ValueId> = vec![];
    for k in 0..n {
        // prod of bs[k..]
        let tail = bs.get(k..).unwrap_or(&[]);
        let mut acc: Option<ValueId> = None;
        for &t in tail.iter().rev() {
            let v = value(&mut b, t);
            acc = Some(match acc {
                None => v,
                Some(a) => b.bin("arith.muli", v, a),
            });
        }
        full.push(match acc {
            Some(a) => a,
            None => b.index(1),
        });
    }
    let mut vals = vec![];
    for k in 0..n {
        let v = if k == 0 {
            if n == 1 {
                x
            } else {
                b.bin("arith.floordivsi", x, full[0])
            }
        } else {
            let r = pos_mod(&mut b, x, full[k - 1]);
            if k + 1 == n {
                r
            } else {
                b.bin("arith.divsi", r, full[k])
            }
        };
        vals.push(v);
    }
    for (r, v) in results.into_iter().zip(vals) {
        m.replace_all_uses(r, v);
    }
    m.detach_op(op);
    Ok(())
}

/// Lowers `affine.linearize_index`.
pub(crate) fn lower_linearize(m: &mut Module, op: OpId) -> Result<(), TransformError> {
    let o = m.op(op);
    let seg = match o.attr("operandSegmentSizes") {
        Some(Attribute::DenseArray { values, .. }) => values
            .iter()
            .map(|v| match v {
                ElemValue::Int(i) => usize::try_from(*i).ok(),
                _ => None,
            })
            .collect::<Option<Vec<_>>>(),
        _ => None,
    }
    .ok_or_else(|| err(m, op, "requires 'operandSegmentSizes'"))?;
    let ni = *seg
        .first()
        .ok_or_else(|| err(m, op, "has malformed segments"))?;
    let (idx, dynamic) = o.operands.split_at(ni.min(o.operands.len()));
    let (idx, dynamic) = (idx.to_vec(), dynamic.to_vec());
    let res = *o
        .results
        .first()
        .ok_or_else(|| err(m, op, "has no result"))?;
    let mut bs = basis(m, op, &dynamic).ok_or_else(|| err(m, op, "has a malformed basis"))?;
    if idx.len() == bs.len() {
        if !bs.is_empty() {
            let _outer = bs.remove(0);
        }
    } else if idx.len() != bs.len() + 1 {
        return Err(err(m, op, "has an index count not matching its basis"));
    }
    let mut b = builder(m, op)?;
    // strides over (outer, bs...): stride of index k is prod bs[k..].
    let mut with_outer = vec![Ok(1)];
    with_outer.extend(bs);
    let st = strides(&mut b, &with_outer);
    let mut acc: Option<ValueId> = None;
    for (k, &i) in idx.iter().enumerate() {
        let term = if k + 1 == idx.len() {
            i
        } else {
            b.bin("arith.muli", i, st[k])
        };
        acc = Some(match acc {
            None => term,
            Some(a) => b.bin("arith.addi", a, term),
        });
    }
    let v = match acc {
        Some(v) => v,
        None => b.index(0),
    };
    m.replace_all_uses(res, v);
    m.detach_op(op);
    Ok(())
}
