//! The linalg ops with their own syntax besides the named structured ops: `linalg.elementwise`
//! (structured, payload from its `kind`), `linalg.softmax`, the three Winograd transforms and
//! `linalg.pack` / `linalg.unpack` (not structured: no payload region). Syntax, properties and
//! verifier messages are MLIR 22's.

use tessera_polyhedral::affine::AffineMap;

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::Parser;
use crate::printer::Printer;
use crate::types::{Type, DYNAMIC};

use super::super::helpers::{
    as_int_array, i64_array, parse_dynamic_index_list, print_dynamic_index_list, segments_opt,
    set_segments, types_of,
};
use super::super::op_error;
use super::super::{OpDef, Registry};
use super::body::{self, elem_of, Payload};
use super::{
    in_out_names, parse_ins_outs, parse_optional_arrow_results, print_arrow_results,
    print_ins_outs, tensor_results, MEMOIZED,
};

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("linalg.elementwise", parse_elementwise, print_elementwise)
            .inherent(&["kind", "indexing_maps", "operandSegmentSizes"])
            .verifier(verify_elementwise)
            .block_arg_names(in_out_names),
    );
    r.add(
        OpDef::new("linalg.softmax", parse_softmax, print_softmax)
            .inherent(&["dimension"])
            .verifier(verify_softmax),
    );
    for name in WINOGRAD {
        r.add(
            OpDef::new(name, parse_winograd, print_winograd)
                .inherent(&["fmr"])
                .verifier(verify_winograd),
        );
    }
    r.add(
        OpDef::new("linalg.pack", parse_pack, print_pack)
            .inherent(PACK_PROPS)
            .verifier(verify_pack)
            .result_names(|_, _| vec![(0, "pack".into())]),
    );
    r.add(
        OpDef::new("linalg.unpack", parse_pack, print_pack)
            .inherent(PACK_PROPS)
            .verifier(verify_pack)
            .result_names(|_, _| vec![(0, "unpack".into())]),
    );
}

/// An error at the op's position without the `'name' op` prefix (MLIR's `emitError` on the
/// op's location, as some linalg verifiers use).
fn loc_error(m: &Module, op: OpId, msg: impl Into<String>) -> crate::error::Error {
    crate::error::Error {
        message: msg.into(),
        pos: m.op(op).pos,
        notes: Vec::new(),
    }
}

// ----- linalg.elementwise --------------------------------------------------------------------

/// The kind of a `#linalg.elementwise_kind<k>` attribute.
pub(crate) fn elementwise_kind(a: &Attribute) -> Option<&str> {
    match a {
        Attribute::Opaque(t) => t
            .strip_prefix("#linalg.elementwise_kind<")?
            .strip_suffix('>'),
        _ => None,
    }
}

/// The payload and arity of an elementwise kind.
fn kind_payload(kind: &str) -> Option<(Payload, usize)> {
    if let Some(k) = body::unary_op(kind).and(UNARY_KINDS.iter().find(|k| **k == kind)) {
        return Some((Payload::Unary(k), 1));
    }
    if let Some(k) = body::binary_op(kind).and(BINARY_KINDS.iter().find(|k| **k == kind)) {
        return Some((Payload::Binary(k), 2));
    }
    (kind == "select").then_some((Payload::Select, 3))
}

const UNARY_KINDS: &[&str] = &[
    "exp",
    "log",
    "abs",
    "ceil",
    "floor",
    "negf",
    "reciprocal",
    "round",
    "sqrt",
    "rsqrt",
    "square",
    "tanh",
    "erf",
];

const BINARY_KINDS: &[&str] = &[
    "add",
    "sub",
    "mul",
    "div",
    "div_unsigned",
    "max_signed",
    "min_signed",
    "max_unsigned",
    "min_unsigned",
    "powf",
];

fn identity_maps(rank: usize, n: usize) -> Attribute {
    Attribute::Array(vec![
        Attribute::AffineMap(AffineMap::identity(rank as u32));
        n
    ])
}

fn parse_elementwise(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.parse_keyword("kind")?;
    p.expect(TokKind::Equal, "'='")?;
    let at = p.token().start;
    let kind = p.parse_attribute()?;
    let Some((payload, arity)) = elementwise_kind(&kind).and_then(kind_payload) else {
        return Err(p.err_at(at, "expected a #linalg.elementwise_kind attribute"));
    };
    st.set_prop("kind", kind);
    if p.parse_optional_keyword("indexing_maps")? {
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
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["kind", "indexing_maps"]);
    let (ins, outs) = parse_ins_outs(p, st, true)?;
    let res = parse_optional_arrow_results(p)?;
    st.result_types = if res.is_empty() {
        tensor_results(&outs)
    } else {
        res
    };
    if ins.len() + outs.len() != arity + 1 {
        return Err(p.err(format!(
            "custom op 'linalg.elementwise' [parseNamedStructuredOpRegion] ods-gen generated region expects {} args, got {}",
            arity + 1,
            ins.len() + outs.len()
        )));
    }
    if st.attr("indexing_maps").is_none() {
        let rank = outs.first().and_then(Type::shape).map_or(0, <[i64]>::len);
        st.set_prop("indexing_maps", identity_maps(rank, ins.len() + outs.len()));
    }
    let region = body::build(&mut p.module, payload, &ins, &outs, false);
    st.regions.push(region);
    Ok(())
}

fn print_elementwise(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (ins, outs) = super::ins_outs(m, op)?;
    p.write(" kind=");
    p.print_attribute(o.attr("kind")?);
    let rank = outs
        .first()
        .and_then(|&v| m.value_type(v).shape())
        .map_or(0, <[i64]>::len);
    let maps = o.attr("indexing_maps");
    if let Some(maps) = maps.filter(|&a| *a != identity_maps(rank, ins.len() + outs.len())) {
        p.write(" indexing_maps = ");
        p.print_attribute(maps);
    }
    p.print_op_attr_dict(
        op,
        &["kind", "indexing_maps", "operandSegmentSizes", MEMOIZED],
    );
    print_ins_outs(p, &ins, &outs);
    print_arrow_results(p, op);
    Some(())
}

fn verify_elementwise(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let kind = o
        .attr("kind")
        .and_then(elementwise_kind)
        .ok_or_else(|| op_error(m, op, "requires attribute 'kind'"))?;
    let (_, arity) =
        kind_payload(kind).ok_or_else(|| op_error(m, op, format!("unknown kind '{kind}'")))?;
    let (ins, outs) = super::ins_outs(m, op)
        .ok_or_else(|| op_error(m, op, "expected input and output operands"))?;
    if ins.len() != arity {
        return Err(op_error(
            m,
            op,
            format!(
                "expected {arity} input(s) for the elementwise kind '{kind}', but got {}",
                ins.len()
            ),
        ));
    }
    check_elementwise_types(m, op, kind, &ins, &outs)?;
    super::verify::verify_indexed(m, op)
}

/// The element types the payload of an elementwise kind needs (MLIR 22 builds no casts: the
/// inputs and the output share one element type; `select`'s condition is `i1`).
pub(super) fn check_elementwise_types(
    m: &Module,
    op: OpId,
    kind: &str,
    ins: &[crate::module::ValueId],
    outs: &[crate::module::ValueId],
) -> Result<()> {
    let Some(&out) = outs.first() else {
        return Ok(());
    };
    let t = elem_of(m.value_type(out));
    let data = if kind == "select" {
        if let Some(&c) = ins.first() {
            if elem_of(m.value_type(c)) != Type::i1() {
                return Err(op_error(
                    m,
                    op,
                    "expected the condition to have element type 'i1'",
                ));
            }
        }
        ins.get(1..).unwrap_or(&[])
    } else {
        ins
    };
    for &v in data {
        let e = elem_of(m.value_type(v));
        if e != t {
            return Err(op_error(
                m,
                op,
                format!("expected input element type ('{e}') to match the output element type ('{t}') for the elementwise kind '{kind}'"),
            ));
        }
    }
    let ok = if body::unary_op(kind).is_some() {
        t.is_float()
    } else if let Some((f, i)) = body::binary_op(kind) {
        (t.is_float() && f.is_some()) || (t.is_integer() && i.is_some())
    } else {
        true
    };
    if !ok {
        return Err(op_error(
            m,
            op,
            format!("unsupported element type '{t}' for the elementwise kind '{kind}'"),
        ));
    }
    Ok(())
}

// ----- linalg.softmax ------------------------------------------------------------------------

fn parse_single_operand(p: &mut Parser<'_>, kw: &str) -> Result<crate::module::ValueId> {
    p.parse_keyword(kw)?;
    p.expect(TokKind::LParen, "'('")?;
    let u = p.parse_operand()?;
    let t = p.parse_colon_type()?;
    p.expect(TokKind::RParen, "')'")?;
    p.resolve_operand(&u, &t)
}

fn print_single_operand(p: &mut Printer<'_>, kw: &str, v: crate::module::ValueId) {
    p.write(&format!(" {kw}("));
    p.print_operand(v);
    p.write(" : ");
    let t = p.module().value_type(v).clone();
    p.print_type(&t);
    p.write(")");
}

fn parse_softmax(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_keyword("dimension")?;
    p.expect(TokKind::LParen, "'('")?;
    let d = p.parse_integer()?;
    p.expect(TokKind::RParen, "')'")?;
    st.set_prop("dimension", Attribute::i64(d));
    super::super::move_inherent_to_props(st, &["dimension"]);
    let i = parse_single_operand(p, "ins")?;
    let o = parse_single_operand(p, "outs")?;
    st.operands = vec![i, o];
    st.result_types = parse_optional_arrow_results(p)?;
    Ok(())
}

fn print_softmax(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let d = o.attr("dimension")?.as_int()?;
    let &[i, out] = o.operands.as_slice() else {
        return None;
    };
    p.print_op_attr_dict(op, &["dimension"]);
    p.write(&format!(" dimension({d})"));
    print_single_operand(p, "ins", i);
    print_single_operand(p, "outs", out);
    print_arrow_results(p, op);
    Some(())
}

fn verify_softmax(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let &[i, out] = o.operands.as_slice() else {
        return Err(op_error(
            m,
            op,
            format!("expected 2 operands, but found {}", o.operands.len()),
        ));
    };
    let (it, ot) = (m.value_type(i), m.value_type(out));
    let (Some(is), Some(os)) = (it.shape(), ot.shape()) else {
        return Err(op_error(m, op, "expected shaped input and output"));
    };
    let d = o
        .attr("dimension")
        .and_then(Attribute::as_int)
        .ok_or_else(|| op_error(m, op, "requires attribute 'dimension'"))?;
    let compatible = is.len() == os.len()
        && is
            .iter()
            .zip(os)
            .all(|(&a, &b)| a == b || a == DYNAMIC || b == DYNAMIC);
    if !compatible {
        return Err(op_error(m, op, "incompatible output shape"));
    }
    if d < 0 || d as usize >= is.len() {
        return Err(op_error(m, op, "incorrect dimension specified"));
    }
    check_tensor_results(m, op, &[out])
}

/// Ops whose output is a tensor produce one result of its type; on memrefs, none.
fn check_tensor_results(m: &Module, op: OpId, outs: &[crate::module::ValueId]) -> Result<()> {
    let want = tensor_results(&types_of(m, outs));
    let got = types_of(m, &m.op(op).results);
    if got != want {
        return Err(op_error(
            m,
            op,
            format!(
                "expected {} result(s) of the output tensor type, but got {}",
                want.len(),
                got.len()
            ),
        ));
    }
    Ok(())
}

// ----- Winograd transforms -------------------------------------------------------------------

const WINOGRAD: [&str; 3] = [
    "linalg.winograd_filter_transform",
    "linalg.winograd_input_transform",
    "linalg.winograd_output_transform",
];

/// `#linalg.winograd_conv2d_fmr` cases: (spelling, stored value, m, r).
const FMR: &[(&str, i64, i64, i64)] = &[("F_2_3", 0, 2, 3), ("F_4_3", 1, 4, 3), ("F_2_5", 2, 2, 5)];

fn parse_winograd(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.parse_keyword("fmr")?;
    p.expect(TokKind::LParen, "'('")?;
    let at = p.token().start;
    let kw = p.parse_any_keyword()?.to_string();
    let Some(&(_, v, _, _)) = FMR.iter().find(|f| f.0 == kw) else {
        return Err(p.err_at(
            at,
            format!("custom op '{}' expected string or keyword containing one of the following enum values for attribute 'fmr' [F_2_3, F_4_3, F_2_5]", st.name),
        ));
    };
    p.expect(TokKind::RParen, "')'")?;
    st.set_prop(
        "fmr",
        Attribute::Integer {
            value: v.into(),
            ty: Type::int(32),
        },
    );
    super::super::move_inherent_to_props(st, &["fmr"]);
    let i = parse_single_operand(p, "ins")?;
    let o = parse_single_operand(p, "outs")?;
    st.operands = vec![i, o];
    p.expect(TokKind::Arrow, "'->'")?;
    st.result_types = vec![p.parse_type()?];
    Ok(())
}

fn fmr_of(m: &Module, op: OpId) -> Option<&'static (&'static str, i64, i64, i64)> {
    let v = m.op(op).attr("fmr")?.as_int()?;
    FMR.iter().find(|f| i128::from(f.1) == v)
}

fn print_winograd(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let fmr = fmr_of(m, op)?;
    let &[i, out] = o.operands.as_slice() else {
        return None;
    };
    let &[r] = o.results.as_slice() else {
        return None;
    };
    let rt = m.value_type(r).clone();
    p.print_op_attr_dict(op, &["fmr"]);
    p.write(&format!(" fmr({})", fmr.0));
    print_single_operand(p, "ins", i);
    print_single_operand(p, "outs", out);
    p.write(" -> ");
    p.print_type(&rt);
    Some(())
}

fn verify_winograd(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let name = o.name.as_str();
    let &[i, out] = o.operands.as_slice() else {
        return Err(op_error(
            m,
            op,
            format!("expected 2 operands, but found {}", o.operands.len()),
        ));
    };
    let &(_, _, fm, fr) =
        fmr_of(m, op).ok_or_else(|| op_error(m, op, "requires attribute 'fmr'"))?;
    let (in_rank, out_rank) = match name {
        "linalg.winograd_filter_transform" => (4, 4),
        "linalg.winograd_input_transform" => (4, 6),
        _ => (6, 4),
    };
    for (k, (v, rank)) in [(i, in_rank), (out, out_rank)].into_iter().enumerate() {
        let t = m.value_type(v);
        let ok = matches!(t, Type::RankedTensor { shape, .. } if shape.len() == rank);
        if !ok {
            return Err(op_error(
                m,
                op,
                format!("operand #{k} must be {rank}D tensor of any type values, but got '{t}'"),
            ));
        }
    }
    let res = types_of(m, &o.results);
    if res.len() != 1 || res[0] != *m.value_type(out) {
        return Err(op_error(m, op, "expected one result of the output type"));
    }
    let (is, os) = (
        m.value_type(i).shape().unwrap_or(&[]),
        m.value_type(out).shape().unwrap_or(&[]),
    );
    let alpha = fm + fr - 1;
    let dynamic = |x: i64| x == DYNAMIC;
    let mut expected = vec![DYNAMIC; os.len()];
    match name {
        "linalg.winograd_filter_transform" => {
            // filter (F, H, W, C) -> (alphaH, alphaW, C, F)
            let (h, w) = (is[1], is[2]);
            if h != fr && h != 1 {
                return Err(op_error(
                    m,
                    op,
                    "expect filter height either equals to r or 1",
                ));
            }
            if w != fr && w != 1 {
                return Err(op_error(
                    m,
                    op,
                    "expect filter width either equals to r or 1",
                ));
            }
            if h == 1 && w == 1 {
                return Err(op_error(
                    m,
                    op,
                    "expect either filter height or width equals to r",
                ));
            }
            expected = vec![
                if h == fr { alpha } else { 1 },
                if w == fr { alpha } else { 1 },
                is[3],
                is[0],
            ];
        }
        "linalg.winograd_input_transform" => {
            // input (N, H, W, C) -> (alphaH, alphaW, tileH, tileW, N, C)
            for (in_dim, alpha_dim, tile_dim) in [(1, 0, 2), (2, 1, 3)] {
                let x = is[in_dim];
                let transform = os[alpha_dim] != 1;
                if dynamic(x) {
                    expected[alpha_dim] = alpha;
                    expected[tile_dim] = DYNAMIC;
                } else {
                    expected[alpha_dim] = if transform { alpha } else { 1 };
                    expected[tile_dim] = if transform { (x - (fr - 1)) / fm } else { x };
                }
            }
            expected[4] = is[0];
            expected[5] = is[3];
        }
        _ => {
            // value (alphaH, alphaW, tileH, tileW, N, F) -> output (N, H, W, F)
            for (alpha_dim, tile_dim, out_dim, what) in [(0, 2, 1, "height"), (1, 3, 2, "width")] {
                let (v, t) = (is[alpha_dim], is[tile_dim]);
                let transform = v != 1;
                if dynamic(v) || dynamic(t) {
                    expected[out_dim] = DYNAMIC;
                } else {
                    if v != (if transform { alpha } else { 1 }) {
                        return Err(op_error(
                            m,
                            op,
                            format!("expect input {what} equals to input tile size"),
                        ));
                    }
                    expected[out_dim] = (if transform { fm } else { 1 })
                        .checked_mul(t)
                        .unwrap_or(DYNAMIC);
                }
            }
            expected[0] = is[4];
            expected[3] = is[5];
        }
    }
    let compatible = expected
        .iter()
        .zip(os)
        .all(|(&a, &b)| a == b || dynamic(a) || dynamic(b));
    if !compatible {
        return Err(op_error(m, op, "the output shape is not expected"));
    }
    Ok(())
}

// ----- linalg.pack / linalg.unpack -----------------------------------------------------------

const PACK_PROPS: &[&str] = &[
    "inner_dims_pos",
    "outer_dims_perm",
    "static_inner_tiles",
    "operandSegmentSizes",
];

fn parse_int_list(p: &mut Parser<'_>, name: &str) -> Result<Vec<i64>> {
    p.expect(TokKind::Equal, "'='")?;
    let (ops, vals) = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    if !ops.is_empty() {
        return Err(p.err(format!("expected integers in '{name}'")));
    }
    Ok(vals)
}

fn parse_pack(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let pack = st.name == "linalg.pack";
    let src = p.parse_operand()?;
    let mut pad = None;
    if pack && p.parse_optional_keyword("padding_value")? {
        p.expect(TokKind::LParen, "'('")?;
        let u = p.parse_operand()?;
        let t = p.parse_colon_type()?;
        p.expect(TokKind::RParen, "')'")?;
        pad = Some(p.resolve_operand(&u, &t)?);
    }
    if p.parse_optional_keyword("outer_dims_perm")? {
        let v = parse_int_list(p, "outer_dims_perm")?;
        st.set_prop("outer_dims_perm", i64_array(&v));
    }
    p.parse_keyword("inner_dims_pos")?;
    let v = parse_int_list(p, "inner_dims_pos")?;
    st.set_prop("inner_dims_pos", i64_array(&v));
    p.parse_keyword("inner_tiles")?;
    p.expect(TokKind::Equal, "'='")?;
    let (tile_ops, tiles) = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    st.set_prop("static_inner_tiles", i64_array(&tiles));
    p.parse_keyword("into")?;
    let dest = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, PACK_PROPS);
    p.expect(TokKind::Colon, "':'")?;
    let tensor = |p: &mut Parser<'_>| -> Result<Type> {
        let at = p.token().start;
        let t = p.parse_type()?;
        if !matches!(t, Type::RankedTensor { .. } | Type::UnrankedTensor(_)) {
            return Err(p.err_at(
                at,
                format!("custom op '{}' invalid kind of type specified: expected builtin.tensor, but found '{t}'", st.name),
            ));
        }
        Ok(t)
    };
    let st_ty = tensor(p)?;
    p.expect(TokKind::Arrow, "'->'")?;
    let dt = tensor(p)?;
    let s = p.resolve_operand(&src, &st_ty)?;
    let d = p.resolve_operand(&dest, &dt)?;
    let mut tile_vals = vec![];
    for u in &tile_ops {
        tile_vals.push(p.resolve_operand(u, &Type::Index)?);
    }
    st.operands = vec![s, d];
    st.operands.extend(pad);
    st.operands.extend(tile_vals);
    if pack {
        set_segments(st, &[1, 1, usize::from(pad.is_some()), tile_ops.len()]);
    }
    st.result_types = tensor_results(&[dt]);
    Ok(())
}

/// Source, destination, padding value and dynamic inner tiles of a pack/unpack op.
type PackParts = (
    crate::module::ValueId,
    crate::module::ValueId,
    Option<crate::module::ValueId>,
    Vec<crate::module::ValueId>,
);

fn pack_parts(m: &Module, op: OpId) -> Option<PackParts> {
    let o = m.op(op);
    if o.name == "linalg.pack" {
        let s = segments_opt(m, op, 4)?;
        Some((
            *s[0].first()?,
            *s[1].first()?,
            s[2].first().copied(),
            s[3].clone(),
        ))
    } else {
        let (&s, rest) = o.operands.split_first()?;
        let (&d, tiles) = rest.split_first()?;
        Some((s, d, None, tiles.to_vec()))
    }
}

fn print_pack(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (s, d, pad, tiles) = pack_parts(m, op)?;
    p.write(" ");
    p.print_operand(s);
    if let Some(pv) = pad {
        p.write(" padding_value(");
        p.print_operand(pv);
        p.write(" : ");
        let t = m.value_type(pv).clone();
        p.print_type(&t);
        p.write(")");
    }
    if let Some(perm) = o.attr("outer_dims_perm").and_then(as_int_array) {
        p.write(" outer_dims_perm = ");
        print_dynamic_index_list(p, &[], &perm, "[", "]")?;
    }
    p.write(" inner_dims_pos = ");
    print_dynamic_index_list(p, &[], &as_int_array(o.attr("inner_dims_pos")?)?, "[", "]")?;
    p.write(" inner_tiles = ");
    print_dynamic_index_list(
        p,
        &tiles,
        &as_int_array(o.attr("static_inner_tiles")?)?,
        "[",
        "]",
    )?;
    p.write(" into ");
    p.print_operand(d);
    p.print_op_attr_dict(op, PACK_PROPS);
    p.write(" : ");
    let (stt, dt) = (m.value_type(s).clone(), m.value_type(d).clone());
    p.print_type(&stt);
    p.write(" -> ");
    p.print_type(&dt);
    Some(())
}

fn verify_pack(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let pack = o.name == "linalg.pack";
    let (s, d, pad, tiles) = pack_parts(m, op)
        .ok_or_else(|| op_error(m, op, "expected source and destination operands"))?;
    // MLIR 22: both are tensors (memrefs came later).
    for v in [s, d] {
        let t = m.value_type(v);
        if !matches!(t, Type::RankedTensor { .. }) {
            return Err(op_error(
                m,
                op,
                format!("operand must be ranked tensor of any type values, but got '{t}'"),
            ));
        }
    }
    let (packed, unpacked) = if pack { (d, s) } else { (s, d) };
    let ps = m.value_type(packed).shape().unwrap_or(&[]).to_vec();
    let us = m.value_type(unpacked).shape().unwrap_or(&[]).to_vec();
    let inner = o
        .attr("inner_dims_pos")
        .and_then(as_int_array)
        .ok_or_else(|| op_error(m, op, "requires attribute 'inner_dims_pos'"))?;
    let st = o
        .attr("static_inner_tiles")
        .and_then(as_int_array)
        .ok_or_else(|| op_error(m, op, "requires attribute 'static_inner_tiles'"))?;
    let rank = us.len();
    if st.len() != inner.len() {
        return Err(loc_error(m, op, "invalid inner_dims_pos vector"));
    }
    if st.iter().filter(|&&x| x == DYNAMIC).count() != tiles.len() {
        return Err(op_error(
            m,
            op,
            "expected as many dynamic inner tile operands as dynamic sizes in 'static_inner_tiles'",
        ));
    }
    if st.iter().any(|&x| x != DYNAMIC && x <= 0) {
        return Err(op_error(m, op, "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set"));
    }
    let is_perm = |v: &[i64], n: usize| {
        let mut seen = vec![false; n];
        v.iter().all(|&x| {
            usize::try_from(x)
                .ok()
                .filter(|&x| x < n && !std::mem::replace(&mut seen[x], true))
                .is_some()
        })
    };
    if inner.len() > rank || !is_perm(&inner, rank) {
        return Err(loc_error(m, op, "invalid inner_dims_pos vector"));
    }
    let perm = o.attr("outer_dims_perm").and_then(as_int_array);
    if let Some(perm) = &perm {
        if !perm.is_empty() && (perm.len() != rank || !is_perm(perm, rank)) {
            return Err(loc_error(m, op, "invalid outer_dims_perm vector"));
        }
    }
    if ps.len() != rank + inner.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "packed rank != (unpacked rank + num tiling factors), got {} != {}",
                ps.len(),
                rank + inner.len()
            ),
        ));
    }
    // The packed shape: outer dims ceil(size / tile) (permuted), then the tiles.
    let mut outer: Vec<i64> = us.clone();
    for (&pos, &t) in inner.iter().zip(&st) {
        let Some(x) = usize::try_from(pos).ok().and_then(|p| outer.get_mut(p)) else {
            continue;
        };
        *x = if *x == DYNAMIC || t == DYNAMIC {
            DYNAMIC
        } else {
            x.checked_add(t - 1).map_or(DYNAMIC, |v| v / t)
        };
    }
    if let Some(perm) = perm.filter(|p| !p.is_empty()) {
        outer = perm
            .iter()
            .map(|&i| outer.get(i as usize).copied().unwrap_or(DYNAMIC))
            .collect();
    }
    // A static tile must equal the packed dimension; a dynamic one needs a dynamic dimension.
    for (&t, &got) in st.iter().zip(&ps[rank..]) {
        let ok = if t == DYNAMIC {
            got == DYNAMIC
        } else {
            got == t
        };
        if !ok {
            return Err(loc_error(
                m,
                op,
                "mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type",
            ));
        }
    }
    let expected: Vec<i64> = outer.iter().chain(&st).copied().collect();
    let compatible = expected
        .iter()
        .zip(&ps)
        .all(|(&a, &b)| a == b || a == DYNAMIC || b == DYNAMIC);
    if !compatible {
        let want = Type::RankedTensor {
            shape: expected,
            elem: Box::new(elem_of(m.value_type(packed))),
            encoding: None,
        };
        return Err(loc_error(
            m,
            op,
            format!(
                "expected '{want}' for the packed domain value, got '{}'",
                m.value_type(packed)
            ),
        ));
    }
    if let Some(pv) = pad {
        let (pt, et) = (m.value_type(pv), elem_of(m.value_type(s)));
        if *pt != et {
            return Err(op_error(
                m,
                op,
                format!("expected padding_value has '{et}' but got: '{pt}'"),
            ));
        }
    }
    check_tensor_results(m, op, &[d])
}
