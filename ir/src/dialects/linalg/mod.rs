//! The linalg dialect: `linalg.generic`, the named structured ops (fill, copy, matmul family,
//! convolutions, pooling — see `named.rs`), `transpose`, `broadcast`, `map`, `reduce`,
//! `linalg.yield` and `linalg.index`, on memrefs and on tensors; `linalg.contract` and
//! `linalg.elementwise` (structured, payload synthesised from their properties), `softmax`, the
//! Winograd transforms and `pack`/`unpack` (`ops.rs`).
//!
//! Named ops print without their payload region but always have one: the parser synthesises it
//! (`body.rs`) so the generic form matches what mlir-opt prints. Verifiers are in `verify.rs`.

mod body;
mod named;
mod ops;
pub mod structured;
mod verify;

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState, ValueId};
use crate::parser::{Delimiter, Parser, UnresolvedOperand};
use crate::printer::Printer;
use crate::types::Type;

use super::helpers::{
    as_int_array, i64_array, parse_dynamic_index_list, print_dynamic_index_list, segments_opt,
    set_segments, types_of,
};
use super::{OpDef, Registry, Traits};
use body::{elem_of, Payload};

/// A cache attribute mlir-opt attaches to named ops when it computes their indexing maps; the
/// custom forms never print it.
const MEMOIZED: &str = "linalg.memoized_indexing_maps";

const GENERIC_PROPS: &[&str] = &[
    "doc",
    "indexing_maps",
    "iterator_types",
    "library_call",
    "operandSegmentSizes",
];

pub(crate) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("linalg.generic", parse_generic, print_generic)
            .inherent(GENERIC_PROPS)
            .verifier(verify::verify_generic)
            .block_arg_names(in_out_names),
    );
    for n in named::NAMED {
        let inherent: &'static [&'static str] = if n.maps {
            &["indexing_maps", "operandSegmentSizes", "cast"]
        } else if n.spatial > 0 {
            &["strides", "dilations", "operandSegmentSizes"]
        } else {
            &["operandSegmentSizes", "cast"]
        };
        r.add(
            OpDef::new(n.name, parse_named, print_named)
                .inherent(inherent)
                .verifier(verify::verify_named)
                .block_arg_names(in_out_names),
        );
    }
    for name in ["linalg.transpose", "linalg.broadcast"] {
        r.add(
            OpDef::new(name, parse_layout, print_layout)
                .inherent(&["permutation", "dimensions"])
                .verifier(verify::verify_layout)
                .block_arg_names(in_out_names)
                .result_names(|m, op| {
                    vec![(
                        0,
                        if m.op(op).name == "linalg.transpose" {
                            "transposed"
                        } else {
                            "broadcasted"
                        }
                        .into(),
                    )]
                }),
        );
    }
    ops::register(r);
    r.add(
        OpDef::new("linalg.map", parse_map_reduce, print_map_reduce)
            .verifier(verify::verify_map)
            .block_arg_names(in_init_names)
            .result_names(|_, _| vec![(0, "mapped".into())]),
    );
    r.add(
        OpDef::new("linalg.reduce", parse_map_reduce, print_map_reduce)
            .inherent(&["dimensions"])
            .verifier(verify::verify_reduce)
            .block_arg_names(in_init_names)
            .result_names(|_, _| vec![(0, "reduced".into())]),
    );
    r.add(
        OpDef::new("linalg.yield", parse_yield, print_yield)
            .traits(Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE)
            .verifier(verify::verify_yield),
    );
    r.add(
        OpDef::new("linalg.index", parse_index, print_index)
            .traits(Traits::PURE)
            .inherent(&["dim"])
            .verifier(verify::verify_index),
    );
}

/// The inputs and outputs of a structured op (`operandSegmentSizes`, or all-but-last-n for ops
/// without it).
pub(crate) fn ins_outs(m: &Module, op: OpId) -> Option<(Vec<ValueId>, Vec<ValueId>)> {
    let o = m.op(op);
    if o.attr("operandSegmentSizes").is_some() {
        let s = segments_opt(m, op, 2)?;
        return Some((s[0].clone(), s[1].clone()));
    }
    // transpose, broadcast, reduce and map have one output... reduce may have several: its
    // outputs are the trailing operands matching the results (or half the operands).
    let n = o.operands.len();
    let nout = match o.name.as_str() {
        "linalg.reduce" => n / 2,
        _ => 1,
    };
    let split = n.checked_sub(nout)?;
    Some((o.operands[..split].to_vec(), o.operands[split..].to_vec()))
}

fn name_args(m: &Module, op: OpId, region: usize, out_name: &str) -> Vec<(ValueId, String)> {
    let Some((ins, _)) = ins_outs(m, op) else {
        return vec![];
    };
    let Some(args) = super::helpers::entry_args(m, op, region) else {
        return vec![];
    };
    args.iter()
        .enumerate()
        .map(|(i, &a)| {
            (
                a,
                if i < ins.len() {
                    "in".to_string()
                } else {
                    out_name.to_string()
                },
            )
        })
        .collect()
}

fn in_out_names(m: &Module, op: OpId, region: usize) -> Vec<(ValueId, String)> {
    name_args(m, op, region, "out")
}

fn in_init_names(m: &Module, op: OpId, region: usize) -> Vec<(ValueId, String)> {
    name_args(m, op, region, "init")
}

// ----- ins(...) outs(...) --------------------------------------------------------------------

fn parse_operands_types(
    p: &mut Parser<'_>,
    kw: &str,
) -> Result<(Vec<UnresolvedOperand>, Vec<Type>, usize)> {
    if !p.parse_optional_keyword(kw)? {
        return Ok((vec![], vec![], p.token().start));
    }
    p.expect(TokKind::LParen, "'('")?;
    let uses = p.parse_operand_list(Delimiter::None)?;
    let at = p.token().start;
    let tys = if uses.is_empty() {
        vec![]
    } else {
        p.parse_colon_type_list()?
    };
    p.expect(TokKind::RParen, "')'")?;
    Ok((uses, tys, at))
}

/// Parses `ins(..) outs(..)` into operands (with `operandSegmentSizes` when `segments`); returns
/// the input and output types.
fn parse_ins_outs(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    segments: bool,
) -> Result<(Vec<Type>, Vec<Type>)> {
    let (iu, it, iat) = parse_operands_types(p, "ins")?;
    let (ou, ot, oat) = parse_operands_types(p, "outs")?;
    st.operands.extend(p.resolve_operands(&iu, &it, iat)?);
    st.operands.extend(p.resolve_operands(&ou, &ot, oat)?);
    if segments {
        set_segments(st, &[iu.len(), ou.len()]);
    }
    Ok((it, ot))
}

fn print_ins_outs(p: &mut Printer<'_>, ins: &[ValueId], outs: &[ValueId]) {
    for (kw, vs) in [("ins", ins), ("outs", outs)] {
        if vs.is_empty() {
            continue;
        }
        p.write(&format!(" {kw}("));
        p.print_operands(vs);
        p.write(" : ");
        p.print_value_types(vs);
        p.write(")");
    }
}

/// Tensor outputs produce results of the same types.
fn tensor_results(outs: &[Type]) -> Vec<Type> {
    outs.iter()
        .filter(|t| matches!(t, Type::RankedTensor { .. } | Type::UnrankedTensor(_)))
        .cloned()
        .collect()
}

fn parse_optional_arrow_results(p: &mut Parser<'_>) -> Result<Vec<Type>> {
    if p.eat(TokKind::Arrow)? {
        p.parse_function_result_types()
    } else {
        Ok(vec![])
    }
}

fn print_arrow_results(p: &mut Printer<'_>, op: OpId) {
    let m = p.module();
    let rs = &m.op(op).results;
    if !rs.is_empty() {
        p.write(" -> ");
        p.print_result_types(&types_of(m, rs));
    }
}

// ----- linalg.generic ------------------------------------------------------------------------

fn iterator_to_prop(a: Attribute) -> Attribute {
    match a {
        Attribute::Array(items) => Attribute::Array(
            items
                .into_iter()
                .map(|x| match x.as_str() {
                    Some(s) => Attribute::Opaque(format!("#linalg.iterator_type<{s}>")),
                    None => x,
                })
                .collect(),
        ),
        other => other,
    }
}

/// The kind (`parallel`, `reduction`, `window`) of an iterator type attribute.
pub(crate) fn iterator_kind(a: &Attribute) -> Option<&str> {
    match a {
        Attribute::Opaque(t) => t.strip_prefix("#linalg.iterator_type<")?.strip_suffix('>'),
        Attribute::String { .. } => a.as_str(),
        _ => None,
    }
}

fn parse_generic(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let at = p.token().start;
    let Attribute::Dictionary(entries) = p.parse_attribute()? else {
        return Err(p.err_at(at, "expected a dictionary of linalg.generic attributes"));
    };
    for (k, v) in entries {
        let v = if k == "iterator_types" {
            iterator_to_prop(v)
        } else {
            v
        };
        if GENERIC_PROPS.contains(&k.as_str()) {
            st.set_prop(&k, v);
        } else {
            st.set_attr(&k, v);
        }
    }
    let (_, outs) = parse_ins_outs(p, st, true)?;
    if p.parse_optional_keyword("attrs")? {
        p.expect(TokKind::Equal, "'='")?;
        p.parse_optional_attr_dict(&mut st.attrs)?;
    }
    st.regions.push(p.parse_region(&[])?);
    let res = parse_optional_arrow_results(p)?;
    st.result_types = if res.is_empty() {
        tensor_results(&outs)
    } else {
        res
    };
    Ok(())
}

fn print_generic(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (ins, outs) = ins_outs(m, op)?;
    let &[region] = o.regions.as_slice() else {
        return None;
    };
    let mut dict = vec![];
    for k in ["doc", "indexing_maps", "iterator_types", "library_call"] {
        if let Some(v) = crate::attrs::dict_get(&o.props, k) {
            let v = if k == "iterator_types" {
                Attribute::Array(
                    v.as_array()?
                        .iter()
                        .map(|x| iterator_kind(x).map(Attribute::string))
                        .collect::<Option<_>>()?,
                )
            } else {
                v.clone()
            };
            dict.push((k.to_string(), v));
        }
    }
    let mark = p.out.len();
    p.print_optional_attr_dict(&dict, &[]);
    if p.out.len() == mark {
        p.write(" {}");
    }
    print_ins_outs(p, &ins, &outs);
    if !o.attrs.is_empty() {
        p.write(" attrs = ");
        p.print_optional_attr_dict(&o.attrs, &[]);
    }
    p.write(" ");
    p.print_region(region, true, true, true);
    print_arrow_results(p, op);
    Some(())
}

// ----- named ops -----------------------------------------------------------------------------

fn parse_named(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let Some(def) = named::lookup(&st.name) else {
        return Err(p.err("unknown linalg named op"));
    };
    if def.maps && p.parse_optional_keyword("indexing_maps")? {
        p.expect(TokKind::Equal, "'='")?;
        let at = p.token().start;
        let maps = p.parse_attribute()?;
        if !maps
            .as_array()
            .is_some_and(|v| v.iter().all(|a| a.as_affine_map().is_some()))
        {
            return Err(p.err_at(at, "expected an array of affine maps for 'indexing_maps'"));
        }
        st.set_prop("indexing_maps", maps);
    } else if def.name == "linalg.contract" {
        return Err(p.err("custom op 'linalg.contract' expected 'indexing_maps' attribute"));
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["indexing_maps", "cast", "strides", "dilations"]);
    let (ins, outs) = parse_ins_outs(p, st, true)?;
    let res = parse_optional_arrow_results(p)?;
    st.result_types = if res.is_empty() {
        tensor_results(&outs)
    } else {
        res
    };
    if def.maps && st.attr("indexing_maps").is_none() {
        if let Some(maps) = named::default_maps(def.name) {
            st.set_prop(
                "indexing_maps",
                Attribute::Array(maps.into_iter().map(Attribute::AffineMap).collect()),
            );
        }
    }
    // mlir-opt caches the maps of named ops without an `indexing_maps` property (and not rank
    // polymorphic) in this discardable attribute when it verifies them; custom forms elide it.
    if !def.maps && def.ranks.is_some() && st.attr(MEMOIZED).is_none() {
        let ints = |k: &str| st.attr(k).and_then(crate::views::int_values);
        if let Ok(maps) = structured::named_maps(def.name, &ints("strides"), &ints("dilations")) {
            st.set_attr(
                MEMOIZED,
                Attribute::Array(maps.into_iter().map(Attribute::AffineMap).collect()),
            );
        }
    }
    let unsigned = matches!(st.attr("cast"), Some(Attribute::Opaque(t)) if t == "#linalg.type_fn<cast_unsigned>");
    let region = body::build(&mut p.module, def.payload, &ins, &outs, unsigned);
    st.regions.push(region);
    Ok(())
}

fn print_named(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let def = named::lookup(&o.name)?;
    let (ins, outs) = ins_outs(m, op)?;
    let mut elided = vec!["operandSegmentSizes", MEMOIZED];
    if def.maps {
        let maps = o.attr("indexing_maps");
        let default = named::default_maps(def.name)
            .map(|v| Attribute::Array(v.into_iter().map(Attribute::AffineMap).collect()));
        if maps.is_some() && (maps != default.as_ref() || def.name == "linalg.contract") {
            p.write(" indexing_maps = ");
            p.print_attribute(maps?);
        }
        elided.push("indexing_maps");
    }
    p.print_op_attr_dict(op, &elided);
    print_ins_outs(p, &ins, &outs);
    print_arrow_results(p, op);
    Some(())
}

// ----- transpose / broadcast -----------------------------------------------------------------

fn layout_attr_name(op_name: &str) -> &'static str {
    if op_name == "linalg.transpose" {
        "permutation"
    } else {
        "dimensions"
    }
}

fn parse_int_list_attr(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    name: &'static str,
) -> Result<()> {
    p.parse_keyword(name)?;
    p.expect(TokKind::Equal, "'='")?;
    let (ops, vals) = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    if !ops.is_empty() {
        return Err(p.err(format!("expected integers in '{name}'")));
    }
    st.set_prop(name, i64_array(&vals));
    Ok(())
}

fn parse_layout(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let (ins, outs) = parse_ins_outs(p, st, false)?;
    let name = layout_attr_name(&st.name);
    parse_int_list_attr(p, st, name)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &[name]);
    st.result_types = tensor_results(&outs);
    let region = body::build(&mut p.module, Payload::Copy, &ins, &outs, false);
    st.regions.push(region);
    Ok(())
}

fn print_layout(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (ins, outs) = ins_outs(m, op)?;
    let name = layout_attr_name(&o.name);
    let vals = as_int_array(o.attr(name)?)?;
    print_ins_outs(p, &ins, &outs);
    p.write(&format!(" {name} = "));
    print_dynamic_index_list(p, &[], &vals, "[", "]")?;
    p.write(" ");
    p.print_op_attr_dict(op, &[name, MEMOIZED]);
    Some(())
}

// ----- map / reduce (short form `{ payload.op }`; other bodies print generically) -----------

fn parse_map_reduce(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let reduce = st.name == "linalg.reduce";
    let mut payload: Option<(String, Vec<(String, Attribute)>)> = None;
    if p.eat(TokKind::LBrace)? {
        let at = p.token().start;
        let name = p.parse_any_keyword()?.to_string();
        if !name.contains('.') {
            return Err(p.err_at(at, "expected a payload operation name"));
        }
        let mut attrs = vec![];
        p.parse_optional_attr_dict(&mut attrs)?;
        p.expect(TokKind::RBrace, "'}'")?;
        payload = Some((name, attrs));
    }
    let (ins, outs) = parse_ins_outs(p, st, false)?;
    if reduce {
        parse_int_list_attr(p, st, "dimensions")?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["dimensions"]);
    st.result_types = tensor_results(&outs);
    let region = match payload {
        Some((name, attrs)) => build_payload_region(p, &name, attrs, &ins, &outs, reduce),
        None => {
            p.expect(TokKind::LParen, "'('")?;
            let mut args = vec![];
            if !p.eat(TokKind::RParen)? {
                loop {
                    args.push(p.parse_argument(false)?);
                    if !p.eat(TokKind::Comma)? {
                        break;
                    }
                }
                p.expect(TokKind::RParen, "')'")?;
            }
            p.parse_region(&args)?
        }
    };
    st.regions.push(region);
    Ok(())
}

/// Builds `^bb0(ins..., inits...): %r = payload(operands) {attrs}; linalg.yield %r` where the
/// payload operands are the inputs (map) or the inits then the inputs (reduce).
fn build_payload_region(
    p: &mut Parser<'_>,
    name: &str,
    attrs: Vec<(String, Attribute)>,
    ins: &[Type],
    outs: &[Type],
    reduce: bool,
) -> crate::module::RegionId {
    let m = &mut p.module;
    let region = m.create_region();
    let mut tys: Vec<Type> = ins.iter().map(elem_of).collect();
    tys.extend(outs.iter().map(elem_of));
    let block = m.create_block(tys);
    m.append_block(region, block);
    let args = m.block(block).args.clone();
    let nin = ins.len();
    let operands: Vec<ValueId> = if reduce {
        args[nin..].iter().chain(&args[..nin]).copied().collect()
    } else {
        args[..nin].to_vec()
    };
    let result_ty = outs.first().map(elem_of).unwrap_or(Type::None);
    let mut st = OperationState::new(name);
    st.operands = operands;
    st.result_types = vec![result_ty];
    for (k, v) in attrs {
        st.set_attr(&k, v);
    }
    if let Some(def) = p.registry().lookup(name) {
        super::move_inherent_to_props(&mut st, def.inherent_attrs);
    }
    if name.starts_with("arith.") || name.starts_with("math.") {
        let n = name.split_once('.').map_or("", |x| x.1);
        let float = matches!(
            n,
            "addf"
                | "subf"
                | "mulf"
                | "divf"
                | "remf"
                | "maximumf"
                | "minimumf"
                | "maxnumf"
                | "minnumf"
                | "negf"
        ) || name.starts_with("math.")
            && !matches!(n, "absi" | "ctlz" | "cttz" | "ctpop" | "ipowi");
        if float && st.attr("fastmath").is_none() {
            st.set_prop("fastmath", super::helpers::fastmath_none());
        }
        if matches!(n, "addi" | "subi" | "muli" | "shli") && st.attr("overflowFlags").is_none() {
            st.set_prop(
                "overflowFlags",
                Attribute::Opaque("#arith.overflow<none>".into()),
            );
        }
    }
    let m = &mut p.module;
    let op = m.create_op(st);
    m.append_op(block, op);
    let r = m.op(op).results.clone();
    let mut y = OperationState::new("linalg.yield");
    y.operands = r;
    let y = m.create_op(y);
    m.append_op(block, y);
    region
}

fn print_map_reduce(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let reduce = o.name == "linalg.reduce";
    let (ins, outs) = ins_outs(m, op)?;
    let args = super::helpers::entry_args(m, op, 0)?;
    let r = *o.regions.first()?;
    let &[b] = m.region(r).blocks.as_slice() else {
        return None;
    };
    let nin = ins.len();
    let short = match m.block(b).ops.as_slice() {
        &[payload, yld] => {
            let (po, yo) = (m.op(payload), m.op(yld));
            let want: Vec<ValueId> = if reduce {
                args.get(nin..)?
                    .iter()
                    .chain(args.get(..nin)?)
                    .copied()
                    .collect()
            } else {
                args.get(..nin)?.to_vec()
            };
            (yo.name == "linalg.yield"
                && yo.operands == po.results
                && po.operands == want
                && !po.operands.is_empty()
                && po.regions.is_empty()
                && po.results.len() == 1)
                .then_some(payload)
        }
        _ => None,
    };
    let Some(payload) = short else {
        return print_map_reduce_long(p, op, &ins, &outs, r, args);
    };
    let po = m.op(payload);
    // Attributes other than default flags are printed after the payload name.
    let mut extra: Vec<(String, Attribute)> = po.props.iter().chain(&po.attrs).cloned().collect();
    extra.retain(|(k, v)| !matches!(v, Attribute::Opaque(t) if (k == "fastmath" && t == "#arith.fastmath<none>") || (k == "overflowFlags" && t == "#arith.overflow<none>")));
    p.write(&format!(" {{ {}", po.name));
    p.print_optional_attr_dict(&extra, &[]);
    p.write(" }");
    print_ins_outs(p, &ins, &outs);
    if reduce {
        p.write(" dimensions = ");
        print_dynamic_index_list(p, &[], &as_int_array(o.attr("dimensions")?)?, "[", "]")?;
        p.write(" ");
    }
    p.print_op_attr_dict(op, &["dimensions", MEMOIZED]);
    Some(())
}

/// The long form: `ins(..) outs(..) [dimensions = [..]]` then, on the next line indented by two
/// more spaces, `(%in: f32, %init: f32) { body }`.
fn print_map_reduce_long(
    p: &mut Printer<'_>,
    op: OpId,
    ins: &[ValueId],
    outs: &[ValueId],
    r: crate::module::RegionId,
    args: &[ValueId],
) -> Option<()> {
    let o = p.module().op(op);
    print_ins_outs(p, ins, outs);
    if o.name == "linalg.reduce" {
        p.write(" dimensions = ");
        print_dynamic_index_list(p, &[], &as_int_array(o.attr("dimensions")?)?, "[", "]")?;
        p.write(" ");
    }
    p.print_op_attr_dict(op, &["dimensions", MEMOIZED]);
    let line = p.out.rsplit('\n').next().unwrap_or("");
    let indent = line.len() - line.trim_start_matches(' ').len();
    p.write("\n");
    p.write(&" ".repeat(indent + 2));
    p.write("(");
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_region_argument(a, &[]);
    }
    p.write(") ");
    let mark = p.out.len();
    p.print_region(r, false, true, false);
    let body = p.out.split_off(mark);
    p.write(&body.replace('\n', "\n  "));
    Some(())
}

// ----- linalg.yield / linalg.index -----------------------------------------------------------

fn parse_yield(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let uses = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if !uses.is_empty() {
        let at = p.token().start;
        let tys = p.parse_colon_type_list()?;
        st.operands = p.resolve_operands(&uses, &tys, at)?;
    }
    Ok(())
}

fn print_yield(p: &mut Printer<'_>, op: OpId) -> Option<()> {
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
    Some(())
}

fn parse_index(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let d = p.parse_integer()?;
    st.set_prop("dim", Attribute::i64(d));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["dim"]);
    st.result_types.push(p.parse_colon_type()?);
    Ok(())
}

fn print_index(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let d = o.attr("dim")?.as_int()?;
    let &[r] = o.results.as_slice() else {
        return None;
    };
    p.write(&format!(" {d}"));
    p.print_op_attr_dict(op, &["dim"]);
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}
