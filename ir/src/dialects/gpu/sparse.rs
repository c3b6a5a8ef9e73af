//! The gpu dialect's sparse host ops (`gpu.create_coo`, `create_coo_aos`, `create_csr`,
//! `create_csc`, `create_bsr`, `create_2to4_spmat`, `create_dn_tensor`, `destroy_sp_mat`,
//! `destroy_dn_tensor`, `spmv_buffer_size`, `spmv`, `spmm_buffer_size`, `spmm`,
//! `sddmm_buffer_size`, `sddmm`, `spgemm_create_descr`, `spgemm_destroy_descr`,
//! `spgemm_work_estimation_or_compute`, `spgemm_copy`, `spmat_get_size`, `set_csr_pointers`) as
//! mlir-opt 22 parses and prints them. Each op is a row of [`SPECS`](super::sparse_ops::SPECS): its operands and results
//! in declaration order and its assembly format; one parser, printer and verifier read the rows.
//! Handles are the dialect types `!gpu.sparse.spmat_handle`, `!gpu.sparse.dntensor_handle` and
//! `!gpu.sparse.spgemmop_handle`; transpose modes and the other enums are `#gpu<...>` attributes.

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState, ValueId};
use crate::parser::{Parser, UnresolvedOperand};
use crate::printer::Printer;
use crate::types::Type;

use super::super::helpers::i32_array;
use super::super::{op_error, OpDef, Registry};
use super::sparse_ops::*;
use super::{is_token, parse_async, print_async, token, verify_async};

fn lookup(name: &str) -> Option<&'static Spec> {
    SPECS.iter().find(|s| s.name == name)
}

/// The sets of inherent attributes the ops have.
const INHERENT_SETS: &[&[&str]] = &[
    &[],
    &["operandSegmentSizes"],
    &["pruneFlag"],
    &["modeA", "computeType"],
    &["modeA", "modeB", "computeType"],
    &["modeA", "modeB", "computeType", "resultSegmentSizes"],
    &["modeA", "modeB", "computeType", "operandSegmentSizes"],
    &["kind", "modeA", "modeB", "computeType"],
];

/// The inherent attributes of an op, as one of [`INHERENT_SETS`].
fn inherent_set(s: &Spec) -> &'static [&'static str] {
    let mut names = inherent(s);
    names.sort_unstable();
    INHERENT_SETS
        .iter()
        .find(|set| {
            let mut v = set.to_vec();
            v.sort_unstable();
            v == names
        })
        .copied()
        .unwrap_or(&[])
}

/// The inherent attributes an op's format names.
fn inherent(s: &Spec) -> Vec<&'static str> {
    let mut v = vec![];
    for e in s.fmt {
        match *e {
            Mode(n) => v.push(n),
            El::Brace(n, _, _) => v.push(n),
            CType => v.push("computeType"),
            _ => {}
        }
    }
    if s.opd_segments {
        v.push("operandSegmentSizes");
    }
    if s.res_segments {
        v.push("resultSegmentSizes");
    }
    v
}

fn handle(name: &str) -> Type {
    Type::Opaque(format!("!gpu.sparse.{name}"))
}

fn fixed_type(k: K) -> Option<Type> {
    match k {
        K::Index | K::VarIndex => Some(Type::Index),
        K::SpMat => Some(handle("spmat_handle")),
        K::DnTensor => Some(handle("dntensor_handle")),
        K::SpGemm => Some(handle("spgemmop_handle")),
        K::Mem | K::VarMem => None,
    }
}

fn is_variadic(k: K) -> bool {
    matches!(k, K::VarIndex | K::VarMem)
}

pub(super) fn register(r: &mut Registry) {
    for s in SPECS {
        let mut def = OpDef::new(s.name, parse, print)
            .inherent(inherent_set(s))
            .verifier(verify)
            .result_names(result_names);
        if s.fmt.iter().any(|e| matches!(e, Mode(_) | El::Brace(..))) {
            def = def.generic_defaults(defaults);
        }
        r.add(def);
    }
}

fn enum_attr(mnemonic: &str, v: &str) -> Attribute {
    Attribute::Opaque(format!("#gpu<{mnemonic} {v}>"))
}

/// The case of a `#gpu<mnemonic CASE>` attribute.
fn enum_case<'a>(a: &'a Attribute, mnemonic: &str) -> Option<&'a str> {
    let Attribute::Opaque(s) = a else {
        return None;
    };
    s.strip_prefix("#gpu<")?
        .strip_suffix('>')?
        .strip_prefix(mnemonic)?
        .strip_prefix(' ')
}

fn defaults(st: &mut OperationState) {
    let Some(s) = lookup(&st.name) else {
        return;
    };
    for e in s.fmt {
        match *e {
            Mode(n) if crate::attrs::dict_get(&st.props, n).is_none() => {
                st.set_prop(n, enum_attr(MODE_MNEMONIC, "NON_TRANSPOSE"));
            }
            El::Brace("pruneFlag", m, _)
                if crate::attrs::dict_get(&st.props, "pruneFlag").is_none() =>
            {
                st.set_prop("pruneFlag", enum_attr(m, "PRUNE_AND_CHECK"));
            }
            _ => {}
        }
    }
}

/// `VALUE }` after a `{`; an unknown value is an error at it (MLIR's first diagnostic).
fn parse_enum(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    attr: &str,
    mnemonic: &str,
    cases: &[&'static str],
    cpp: &str,
) -> Result<()> {
    let at = p.token().start;
    match p.parse_optional_keyword_of(cases)? {
        Some(v) => {
            st.set_prop(attr, enum_attr(mnemonic, v));
            p.expect(TokKind::RBrace, "'}'")?;
            Ok(())
        }
        None => Err(p.err_at(
            at,
            format!(
                "custom op '{}' expected ::mlir::gpu::{cpp} to be one of: {}",
                st.name,
                cases.join(", ")
            ),
        )),
    }
}

fn parse_type_list(p: &mut Parser<'_>) -> Result<Vec<Type>> {
    let mut v = vec![p.parse_type()?];
    while p.eat(TokKind::Comma)? {
        v.push(p.parse_type()?);
    }
    Ok(v)
}

fn parse(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let Some(s) = lookup(&st.name) else {
        return Err(p.err(format!("custom op '{}' is unknown", st.name)));
    };
    let mut is_async = false;
    let mut opds: Vec<Vec<UnresolvedOperand>> = vec![vec![]; s.opds.len()];
    let mut tys: Vec<Option<Vec<Type>>> = vec![None; s.opds.len()];
    let mut res_tys: Vec<Type> = vec![];
    for e in s.fmt {
        match *e {
            Async => {
                is_async = parse_async(p, st)?.0;
            }
            Opd(i) => {
                opds[i] = if is_variadic(s.opds[i].1) {
                    let mut v = vec![p.parse_operand()?];
                    while p.at(TokKind::Comma) && p.peek_next()?.kind == TokKind::PercentId {
                        p.bump()?;
                        v.push(p.parse_operand()?);
                    }
                    v
                } else {
                    vec![p.parse_operand()?]
                };
            }
            Mode(n) => {
                if p.eat(TokKind::LBrace)? {
                    parse_enum(p, st, n, MODE_MNEMONIC, MODES, "TransposeMode")?;
                }
            }
            El::Brace(n, m, cases) => {
                p.expect(TokKind::LBrace, "'{'")?;
                let cpp = if n == "kind" {
                    "SpGEMMWorkEstimationOrComputeKind"
                } else {
                    "Prune2To4SpMatFlag"
                };
                parse_enum(p, st, n, m, cases, cpp)?;
            }
            Lit(",") => {
                p.expect(TokKind::Comma, "','")?;
            }
            Lit(":") => {
                p.expect(TokKind::Colon, "':'")?;
            }
            Lit(kw) => p.parse_keyword(kw)?,
            Attrs => p.parse_optional_attr_dict(&mut st.attrs)?,
            Ty(i) => {
                tys[i] = Some(if is_variadic(s.opds[i].1) {
                    parse_type_list(p)?
                } else {
                    vec![p.parse_type()?]
                });
            }
            ResTy => res_tys = parse_type_list(p)?,
            CType => {
                let t = p.parse_type()?;
                st.set_prop("computeType", Attribute::Type(t));
            }
        }
    }
    let ndeps = st.operands.len();
    let mut sizes = vec![ndeps];
    for (i, &(_, k)) in s.opds.iter().enumerate() {
        let types: Vec<Type> = match (&tys[i], fixed_type(k)) {
            (Some(t), _) => t.clone(),
            (None, Some(t)) => vec![t; opds[i].len()],
            (None, None) => return Err(p.err(format!("missing type of '{}'", s.opds[i].0))),
        };
        if types.len() != opds[i].len() {
            return Err(p.err(format!(
                "{} operands present, but expected {}",
                opds[i].len(),
                types.len()
            )));
        }
        for (u, t) in opds[i].iter().zip(&types) {
            let v = p.resolve_operand(u, t)?;
            st.operands.push(v);
        }
        sizes.push(opds[i].len());
    }
    if s.opd_segments {
        st.set_prop("operandSegmentSizes", i32_array(&sizes));
    }
    super::super::move_inherent_to_props(st, &inherent(s));
    defaults(st);
    let mut nres = 0;
    for &(_, k) in s.res {
        match fixed_type(k) {
            Some(_) if k == K::VarIndex => {
                nres = res_tys.len();
                st.result_types.extend(res_tys.iter().cloned());
            }
            Some(t) => st.result_types.push(t),
            None => {}
        }
    }
    if s.res_segments {
        st.set_prop(
            "resultSegmentSizes",
            i32_array(&[nres, usize::from(is_async)]),
        );
    }
    if is_async {
        st.result_types.push(token());
    }
    Ok(())
}

/// Splits the operands into the async dependencies and one group per declared operand.
fn operand_groups(m: &Module, op: OpId, s: &Spec) -> Option<(Vec<ValueId>, Vec<Vec<ValueId>>)> {
    let ops = &m.op(op).operands;
    if s.opd_segments {
        let segs = super::super::helpers::segments_opt(m, op, s.opds.len() + 1)?;
        let mut it = segs.into_iter();
        let deps = it.next()?;
        return Some((deps, it.collect()));
    }
    let k = ops.len().checked_sub(s.opds.len())?;
    let (deps, rest) = ops.split_at(k);
    Some((deps.to_vec(), rest.iter().map(|&v| vec![v]).collect()))
}

/// The variadic result group of `spmm_buffer_size` (or all results before the token).
fn result_split(m: &Module, op: OpId) -> (Vec<ValueId>, bool) {
    let rs = &m.op(op).results;
    let has_tok = rs.last().is_some_and(|&r| is_token(m.value_type(r)));
    let n = rs.len() - usize::from(has_tok);
    (rs[..n].to_vec(), has_tok)
}

fn print(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let s = lookup(&m.op(op).name)?;
    let (deps, groups) = operand_groups(m, op, s)?;
    let (res, has_tok) = result_split(m, op);
    let o = m.op(op);
    for e in s.fmt {
        match *e {
            Async => {
                p.write(" ");
                print_async(p, has_tok, &deps);
            }
            Opd(i) => {
                p.write(" ");
                p.print_operands(groups.get(i)?);
            }
            Mode(n) => {
                let v = enum_case(o.attr(n)?, MODE_MNEMONIC)?;
                if v != "NON_TRANSPOSE" {
                    p.write(&format!("{{ {v}}}"));
                }
            }
            El::Brace(n, mn, _) => {
                let v = enum_case(o.attr(n)?, mn)?;
                p.write(&format!("{{ {v}}}"));
            }
            Lit(",") => p.write(","),
            Lit(l) => {
                p.write(" ");
                p.write(l);
            }
            Attrs => p.print_op_attr_dict(op, &inherent(s)),
            Ty(i) => {
                p.write(" ");
                let ts = super::super::helpers::types_of(m, groups.get(i)?);
                p.print_types(&ts);
            }
            ResTy => {
                p.write(" ");
                let ts = super::super::helpers::types_of(m, &res);
                p.print_types(&ts);
            }
            CType => {
                let Attribute::Type(t) = o.attr("computeType")? else {
                    return None;
                };
                p.write(" ");
                let t = t.clone();
                p.print_type(&t);
            }
        }
    }
    Some(())
}

fn kind_name(k: K) -> &'static str {
    match k {
        K::Index | K::VarIndex => "index",
        K::Mem | K::VarMem => "memref of any type values",
        K::SpMat => "sparse matrix handle type",
        K::DnTensor => "dense tensor handle type",
        K::SpGemm => "SpGEMM operation handle type",
    }
}

fn has_kind(t: &Type, k: K) -> bool {
    match fixed_type(k) {
        Some(f) => *t == f,
        None => t.is_memref(),
    }
}

fn verify(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some(s) = lookup(&o.name) else {
        return Ok(());
    };
    let Some((deps, groups)) = operand_groups(m, op, s) else {
        return Err(op_error(
            m,
            op,
            format!(
                "expected {} operands, but found {}",
                s.opds.len(),
                o.operands.len()
            ),
        ));
    };
    verify_async(m, op, &deps)?;
    let mut idx = deps.len();
    for (g, &(_, k)) in groups.iter().zip(s.opds) {
        for &v in g {
            let t = m.value_type(v);
            if !has_kind(t, k) {
                let var = if is_variadic(k) { "variadic of " } else { "" };
                return Err(op_error(
                    m,
                    op,
                    format!(
                        "operand #{idx} must be {var}{}, but got '{t}'",
                        kind_name(k)
                    ),
                ));
            }
            idx += 1;
        }
    }
    let (res, _) = result_split(m, op);
    let fixed: Vec<K> = s.res.iter().map(|r| r.1).collect();
    let ok = if fixed == [K::VarIndex] {
        res.iter().all(|&r| m.value_type(r).is_index())
    } else {
        res.len() == fixed.len()
            && res
                .iter()
                .zip(&fixed)
                .all(|(&r, &k)| has_kind(m.value_type(r), k))
    };
    if !ok {
        return Err(op_error(
            m,
            op,
            format!(
                "requires results of kinds [{}] and an optional async token",
                fixed
                    .iter()
                    .map(|&k| kind_name(k))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ));
    }
    for e in s.fmt {
        match *e {
            Mode(n) => check_enum(m, op, n, MODE_MNEMONIC, MODES)?,
            El::Brace(n, mn, cases) => check_enum(m, op, n, mn, cases)?,
            CType if !matches!(o.attr("computeType"), Some(Attribute::Type(_))) => {
                return Err(op_error(m, op, "requires attribute 'computeType'"));
            }
            _ => {}
        }
    }
    Ok(())
}

fn check_enum(m: &Module, op: OpId, name: &str, mnemonic: &str, cases: &[&str]) -> Result<()> {
    match m.op(op).attr(name) {
        None => Err(op_error(m, op, format!("requires attribute '{name}'"))),
        Some(a) if enum_case(a, mnemonic).is_some_and(|c| cases.contains(&c)) => Ok(()),
        Some(_) => Err(op_error(
            m,
            op,
            format!("attribute '{name}' failed to satisfy constraint: {mnemonic} attribute"),
        )),
    }
}

/// mlir-opt names the results of ops with several declared results after their declarations.
fn result_names(m: &Module, op: OpId) -> Vec<(usize, String)> {
    let Some(s) = lookup(&m.op(op).name) else {
        return vec![];
    };
    if s.res.is_empty() {
        return vec![];
    }
    let (res, has_tok) = result_split(m, op);
    let mut v = vec![];
    if s.res.len() == 1 && s.res[0].1 == K::VarIndex {
        if !res.is_empty() {
            v.push((0, s.res[0].0.to_string()));
        }
    } else {
        for (i, (n, _)) in s.res.iter().enumerate().take(res.len()) {
            v.push((i, n.to_string()));
        }
    }
    if has_tok {
        v.push((res.len(), "asyncToken".to_string()));
    }
    v
}
