//! The builtin dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{OpId, OperationState};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;

use super::{op_error, OpDef, Registry, Traits};

pub(crate) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("builtin.module", parse_module, print_module)
            .traits(
                Traits::ISOLATED_FROM_ABOVE
                    | Traits::SYMBOL_TABLE
                    | Traits::NO_TERMINATOR
                    | Traits::SINGLE_BLOCK
                    | Traits::GRAPH_REGION
                    | Traits::SYMBOL
                    // As MLIR's ModuleOp: values defined in a module body are valid symbols.
                    | Traits::AFFINE_SCOPE,
            )
            .inherent(&["sym_name", "sym_visibility"])
            .verifier(verify_module),
    );
    r.add(
        OpDef::new("builtin.unrealized_conversion_cast", parse_cast, print_cast)
            .traits(Traits::PURE),
    );
}

fn parse_module(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if matches!(p.token().kind, TokKind::AtId | TokKind::AtString) {
        let name = p.parse_symbol_name()?;
        st.set_prop("sym_name", Attribute::string(&name));
    }
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["sym_name", "sym_visibility"]);
    let r = p.parse_region(&[])?;
    if p.module.region(r).blocks.is_empty() {
        let b = p.module.create_block(vec![]);
        p.module.append_block(r, b);
    }
    st.regions.push(r);
    Ok(())
}

fn print_module(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let &[r] = o.regions.as_slice() else {
        return None;
    };
    if p.module().region(r).blocks.len() != 1 {
        return None;
    }
    if let Some(a) = o.attr("sym_name") {
        p.write(" ");
        p.print_symbol_name(a.as_str()?);
    }
    p.print_op_attr_dict_with_keyword(op, &["sym_name"]);
    p.write(" ");
    p.print_region(r, false, false, false);
    Some(())
}

fn verify_module(m: &crate::Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    if o.regions.len() != 1 {
        return Err(op_error(m, op, "requires one region"));
    }
    if !o.operands.is_empty() || !o.results.is_empty() {
        return Err(op_error(m, op, "requires zero operands and zero results"));
    }
    if let Some(a) = o.attr("sym_name") {
        if a.as_str().is_none() {
            return Err(op_error(m, op, "attribute 'sym_name' must be a string"));
        }
    }
    Ok(())
}

fn parse_cast(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let uses = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let mut in_types = vec![];
    if !uses.is_empty() {
        let at = p.token().start;
        in_types = p.parse_colon_type_list()?;
        st.operands = p.resolve_operands(&uses, &in_types, at)?;
    }
    p.parse_keyword("to")?;
    st.result_types = p.parse_type_list_no_parens()?;
    Ok(())
}

fn print_cast(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    if !o.operands.is_empty() {
        p.write(" ");
        p.print_operands(&o.operands);
    }
    p.print_op_attr_dict(op, &[]);
    if !o.operands.is_empty() {
        p.write(" : ");
        p.print_value_types(&o.operands);
    }
    p.write(" to ");
    p.print_value_types(&o.results);
    Some(())
}
