//! `affine.execute_region` (seed 002, the RFC): a region that starts a new affine scope inside a
//! function. MLIR 22 does not register it; tessera gives it the RFC's custom syntax
//!
//! ```text
//! (ssa-id `=`)? `affine.execute_region` `[` memref-region-arg-list `]` `=` `(` memref-use-list `)`
//!     (`:` memref-type-list-parens `->` function-result-type)? `{` block+ `}` attr-dict?
//! ```
//!
//! where a region without results may also write its types without parentheses and arrow
//! (`: memref<?xf32>, memref<4xi32>`) or, with no operands, omit them (`[] = () {`). The generic
//! form `"affine.execute_region"(%A) ({ ^bb0(%rA: memref<...>): ... }) : (memref<...>) -> ()`
//! is what `mlir-opt --allow-unregistered-dialect` accepts.
//!
//! Rules (verified here): one region with at least one block; the entry block's arguments are
//! memrefs bound 1:1 to the operands, with the same types; no op inside may use a memref defined
//! outside (memrefs must be passed as operands, other values are captured implicitly); the
//! region's top-level `return`/`affine.yield` terminators return values of the op's result
//! types. The region is an affine scope: values defined at its top level, its arguments, and
//! values dominating the op are valid symbols inside it.

use crate::error::{Error, Result};
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState, ValueId};
use crate::parser::{Argument, Delimiter, Parser};
use crate::printer::Printer;
use crate::types::Type;

use super::super::{op_error, OpDef, Registry, Traits};
use super::{custom_err, expect_tok, vty};

/// The op name.
pub const NAME: &str = "affine.execute_region";

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new(NAME, parse, print)
            .traits(Traits::AFFINE_SCOPE)
            .default_dialect("func")
            .verifier(verify),
    );
}

fn is_memref(t: &Type) -> bool {
    matches!(t, Type::MemRef { .. } | Type::UnrankedMemRef { .. })
}

fn parse(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let names = p.parse_operand_list(Delimiter::Square)?;
    expect_tok(p, TokKind::Equal, "'='")?;
    let uses = p.parse_operand_list(Delimiter::Paren)?;
    let types_at = p.token().start;
    let mut types = vec![];
    if p.eat(TokKind::Colon)? {
        if p.at(TokKind::LParen) {
            types = p.parse_type_list_parens()?;
        } else {
            types = p.parse_type_list_no_parens()?;
        }
        if p.eat(TokKind::Arrow)? {
            st.result_types = p.parse_function_result_types()?;
        }
    }
    if names.len() != uses.len() {
        return Err(custom_err(
            p,
            st,
            Some(types_at),
            format!(
                "expected {} region arguments to bind the operands, but found {}",
                uses.len(),
                names.len()
            ),
        ));
    }
    if types.len() != uses.len() {
        return Err(custom_err(
            p,
            st,
            Some(types_at),
            format!(
                "expected {} operand types but had {}",
                uses.len(),
                types.len()
            ),
        ));
    }
    st.operands = p.resolve_operands(&uses, &types, types_at)?;
    let args: Vec<Argument> = names
        .into_iter()
        .zip(types)
        .map(|(name, ty)| Argument {
            name,
            ty,
            attrs: vec![],
        })
        .collect();
    let region = p.parse_region(&args)?;
    if p.module.region(region).blocks.is_empty() {
        let b = p.module.create_block(vec![]);
        p.module.append_block(region, b);
    }
    st.regions.push(region);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[region] = o.regions.as_slice() else {
        return None;
    };
    let &entry = m.region(region).blocks.first()?;
    let args = &m.block(entry).args;
    if args.len() != o.operands.len()
        || args
            .iter()
            .zip(&o.operands)
            .any(|(&a, &v)| vty(m, a) != vty(m, v))
    {
        return None;
    }
    p.write(" [");
    p.print_operands(args);
    p.write("] = (");
    p.print_operands(&o.operands);
    p.write(")");
    let ins: Vec<Type> = o.operands.iter().map(|&v| vty(m, v).clone()).collect();
    if !o.results.is_empty() {
        let outs: Vec<Type> = o.results.iter().map(|&v| vty(m, v).clone()).collect();
        p.write(" : ");
        p.print_function_type(&ins, &outs);
    } else if !ins.is_empty() {
        p.write(" : ");
        p.print_types(&ins);
    }
    p.write(" ");
    p.print_region(region, false, true, false);
    p.print_op_attr_dict(op, &[]);
    Some(())
}

/// True if `v` is defined inside `op` (by an op nested in it or as an argument of one of its
/// blocks, at any depth).
fn defined_inside(m: &Module, op: OpId, v: ValueId) -> bool {
    m.value_block(v)
        .and_then(|b| m.block_parent_op(b))
        .is_some_and(|owner| m.is_ancestor(op, owner))
}

fn verify(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let &[region] = o.regions.as_slice() else {
        return Err(op_error(m, op, "requires one region"));
    };
    let blocks = &m.region(region).blocks;
    let Some(&entry) = blocks.first() else {
        return Err(op_error(m, op, "expects a non-empty region"));
    };
    for (i, &v) in o.operands.iter().enumerate() {
        if !is_memref(vty(m, v)) {
            return Err(op_error(
                m,
                op,
                format!("operand #{i} must be a memref, but got '{}'", vty(m, v)),
            ));
        }
    }
    let args = &m.block(entry).args;
    if args.len() != o.operands.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "expects {} region arguments to bind its operands, but the region has {}",
                o.operands.len(),
                args.len()
            ),
        ));
    }
    for (i, (&a, &v)) in args.iter().zip(&o.operands).enumerate() {
        if vty(m, a) != vty(m, v) {
            return Err(op_error(
                m,
                op,
                format!(
                    "region argument #{i} has type '{}' but its operand has type '{}'",
                    vty(m, a),
                    vty(m, v)
                ),
            ));
        }
    }
    let results: Vec<&Type> = o.results.iter().map(|&r| vty(m, r)).collect();
    for &b in blocks {
        let Some(&t) = m.block(b).ops.last() else {
            continue;
        };
        let to = m.op(t);
        if to.name != "func.return" && to.name != "affine.yield" {
            continue;
        }
        let got: Vec<&Type> = to.operands.iter().map(|&v| vty(m, v)).collect();
        if got != results {
            let show = |ts: &[&Type]| {
                ts.iter()
                    .map(|t| format!("'{t}'"))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(Error {
                message: format!(
                    "'{}' op returns ({}) but the enclosing '{NAME}' has result types ({})",
                    to.name,
                    show(&got),
                    show(&results)
                ),
                pos: to.pos.or(o.pos),
                notes: Vec::new(),
            });
        }
    }
    for inner in m.walk(op).into_iter().skip(1) {
        let io = m.op(inner);
        for &v in &io.operands {
            if is_memref(vty(m, v)) && !defined_inside(m, op, v) {
                return Err(Error {
                    message: format!(
                        "'{}' op uses a memref defined outside the enclosing '{NAME}'; memrefs must be passed as its operands",
                        io.name
                    ),
                    pos: io.pos.or(o.pos),
                    notes: Vec::new(),
                });
            }
        }
    }
    Ok(())
}
