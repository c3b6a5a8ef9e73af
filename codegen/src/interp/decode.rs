//! Pre-resolution of operations into a compact form executed by the engine: op names become
//! enum variants, maps and sets are compiled, callees are resolved, types become [`Sc`].

use std::collections::HashMap;

use tessera_ir::attrs::{DenseData, ElemValue, FloatValue};
use tessera_ir::views::{AffineForOp, AffineIfOp, AffineParallelOp};
use tessera_ir::{Attribute, Module, OpId, Operation, Type};
use tessera_polyhedral::affine::AffineMap;

use crate::buffer::ElemType;

use super::affine::{compile_map, CExpr, CSet};
use super::scalar::{sext, CastOp, FOp, FUn, IntOp, Sc, Val};

/// A pre-resolved operation.
#[derive(Debug, Clone)]
pub(crate) enum Kind {
    Const(Val),
    IntBin(IntOp, u32),
    FloatBin(FOp),
    FloatUn(FUn),
    Fma,
    AbsI(u32),
    CmpI(u8, u32),
    CmpF(u8),
    Select,
    Cast(CastOp, Sc, Sc),
    /// memref.alloc / memref.alloca: element type, static shape (`None` = dynamic operand),
    /// and whether it is an alloca (freed when the function returns).
    Alloc(ElemType, Vec<Option<i64>>, bool),
    Dealloc,
    Load,
    Store,
    /// memref.subview: static offsets/sizes/strides (`None` = next dynamic operand).
    Subview([Vec<Option<i64>>; 3], Vec<bool>),
    Dim,
    /// memref.cast and other views that keep the layout.
    Identity,
    /// memref.cast to a type with static sizes (`None`: a dynamic dimension): the view's
    /// sizes must match them.
    /// Target shape (`None`: dynamic) and whether the target has the identity layout the
    /// source's type does not promise (offset 0 and row-major strides checked).
    CastTo(Vec<Option<i64>>, bool),
    Copy,
    AffineLoad(Vec<CExpr>),
    AffineStore(Vec<CExpr>),
    AffineVectorLoad(Vec<CExpr>, usize),
    AffineVectorStore(Vec<CExpr>),
    AffineApply(CExpr),
    AffineMin(Vec<CExpr>),
    AffineMax(Vec<CExpr>),
    AffineFor {
        lb: Vec<CExpr>,
        ub: Vec<CExpr>,
        nlb: usize,
        nub: usize,
        step: i64,
    },
    AffineIf(CSet),
    AffineParallel {
        lb: Vec<Vec<CExpr>>,
        ub: Vec<Vec<CExpr>>,
        nlb: usize,
        steps: Vec<i64>,
        reductions: Vec<Reduction>,
    },
    /// affine.delinearize_index: static basis (`None` = next dynamic operand).
    Delinearize(Vec<Option<i64>>),
    /// affine.linearize_index: static basis and the number of indices.
    Linearize(Vec<Option<i64>>, usize),
    /// affine.execute_region and scf.execute_region.
    ExecuteRegion,
    /// scf.for; `true`: unsigned comparison of the bounds.
    ScfFor(bool),
    ScfIf,
    ScfWhile,
    ScfParallel(usize),
    Yield,
    Condition,
    Reduce,
    Call(OpId),
    Return,
    Br,
    CondBr(usize),
    Assert,
    Nop,
    VectorBroadcast(usize),
    VectorLoad(usize),
    VectorStore,
    VectorReduction(Reduction),
    VectorExtract(Vec<i64>, Vec<i64>),
    VectorInsert(Vec<i64>, Vec<i64>),
    VectorFma,
    /// vector.gather (`true`) / vector.scatter on a memref, with that many base indices.
    VectorGatherScatter(bool, usize),
    /// vector.contract (no mask), see [`ContractPlan`].
    VectorContract(Box<ContractPlan>),
    /// vector.transfer_read / transfer_write (`write`): per vector dim the memref dim it walks
    /// (`None`: broadcast), per vector dim whether it is in bounds, the vector shape, the
    /// number of indices.
    Transfer {
        write: bool,
        perm: Vec<Option<usize>>,
        in_bounds: Vec<bool>,
        shape: Vec<i64>,
        nidx: usize,
    },
    /// cf.switch: case values, operand counts per case, default operand count.
    Switch(Vec<i64>, Vec<usize>, usize),
    /// scf.index_switch: case values (region 0 is the default).
    IndexSwitch(Vec<i64>),
    /// memref.alloca_scope.
    AllocaScope,
    /// math.fpowi / math.ipowi (integer power by repeated multiplication semantics of libm).
    PowI(bool),
    /// math.isnan / isinf / isfinite / isnormal.
    FloatClass(u8),
    /// memref.collapse_shape (`false`) / expand_shape (`true`): the reassociation groups.
    Reshape(bool, Vec<Vec<usize>>),
    /// memref.get_global: the `memref.global` op.
    GetGlobal(OpId),
    /// affine.dma_start / memref.dma_start: the compiled source, destination and tag maps
    /// (affine form), and whether strides apply to the source.
    DmaStart(Option<Box<[Vec<CExpr>; 3]>>, bool),
    /// affine.dma_wait / memref.dma_wait: the compiled tag map (affine form).
    DmaWait(Option<Vec<CExpr>>),
    /// vector.print: what it prints, or why it is not supported.
    Print(Box<Result<crate::print::PrintPlan, String>>),
    /// An llvm operation the interpreter runs (see [`super::llvm`]).
    Llvm(Box<super::llvm::LlvmOp>),
    Unsupported(String),
}

/// Reduction kinds (affine.parallel and vector.reduction).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Reduction {
    AddF,
    AddI,
    AndI,
    Assign,
    MaximumF,
    MaxNumF,
    MaxS,
    MaxU,
    MinimumF,
    MinNumF,
    MinS,
    MinU,
    MulF,
    MulI,
    OrI,
    XorI,
}

/// affine.parallel's reduction names, in attribute order.
pub(crate) const REDUCTIONS: [Reduction; 16] = [
    Reduction::AddF,
    Reduction::AddI,
    Reduction::AndI,
    Reduction::Assign,
    Reduction::MaximumF,
    Reduction::MaxNumF,
    Reduction::MaxS,
    Reduction::MaxU,
    Reduction::MinimumF,
    Reduction::MinNumF,
    Reduction::MinS,
    Reduction::MinU,
    Reduction::MulF,
    Reduction::MulI,
    Reduction::OrI,
    Reduction::XorI,
];

fn int_list(a: Option<&Attribute>) -> Option<Vec<i64>> {
    a.and_then(tessera_ir::views::int_values)
}

/// The element type of a memref/vector type as a buffer element type.
pub(crate) fn elem_type(t: &Type) -> Option<ElemType> {
    Some(match Sc::of(t.element_type_or_self())? {
        Sc::Int(1) => ElemType::I1,
        Sc::Int(8) => ElemType::I8,
        Sc::Int(16) => ElemType::I16,
        Sc::Int(32) => ElemType::I32,
        Sc::Int(64) => ElemType::I64,
        Sc::Int(_) => return None,
        Sc::Index => ElemType::Index,
        Sc::F32 => ElemType::F32,
        Sc::F64 => ElemType::F64,
    })
}

fn float_of(v: &FloatValue, sc: Sc) -> Option<Val> {
    let FloatValue::Bits(b) = v else {
        return None;
    };
    Some(match sc {
        Sc::F32 => Val::F32(f32::from_bits(*b as u32)),
        Sc::F64 => Val::F64(f64::from_bits(*b as u64)),
        _ => return None,
    })
}

fn elem_val(e: &ElemValue, sc: Sc) -> Option<Val> {
    match e {
        ElemValue::Int(i) => Some(Val::Int(sext(*i as i64, sc.width()))),
        ElemValue::Bool(b) => Some(Val::bool(*b)),
        ElemValue::Float(f) => float_of(f, sc),
        _ => None,
    }
}

/// The value of an `arith.constant` attribute.
pub(crate) fn constant(a: &Attribute) -> Option<Val> {
    match a {
        Attribute::Bool(b) => Some(Val::bool(*b)),
        Attribute::Integer { value, ty } => {
            Some(Val::Int(sext(*value as i64, Sc::of(ty)?.width())))
        }
        Attribute::Float { value, ty } => float_of(value, Sc::of(ty)?),
        Attribute::DenseElements { ty, data } if matches!(ty, Type::Vector { .. }) => {
            let sc = Sc::of(ty)?;
            let n = usize::try_from(ty.shape()?.iter().product::<i64>()).ok()?;
            let vals: Option<Vec<Val>> = match data {
                DenseData::Splat(e) => Some(vec![elem_val(e, sc)?; n]),
                DenseData::Elements(es) if es.len() == n => {
                    es.iter().map(|e| elem_val(e, sc)).collect()
                }
                _ => None,
            };
            Some(Val::Vector(vals?.into()))
        }
        _ => None,
    }
}

fn map_of(o: &Operation, name: &str) -> Option<(Vec<CExpr>, usize)> {
    let m = o.attr(name)?.as_affine_map()?;
    Some((compile_map(m), m.num_inputs() as usize))
}

/// Splits a bound map into groups of results.
fn grouped(m: &AffineMap, sizes: &[i64]) -> Option<Vec<Vec<CExpr>>> {
    let all = compile_map(m);
    let mut out = vec![];
    let mut at = 0usize;
    for &s in sizes {
        let s = usize::try_from(s).ok()?;
        out.push(all.get(at..at + s)?.to_vec());
        at += s;
    }
    Some(out)
}

/// Number of elements of a fixed-shape vector type (`None` for scalable vectors).
fn vector_len(t: &Type) -> Option<usize> {
    match t {
        Type::Vector {
            shape, scalable, ..
        } if !scalable.iter().any(|&s| s) => usize::try_from(shape.iter().product::<i64>()).ok(),
        _ => None,
    }
}

/// Decodes a vector transfer on a memref.
pub(crate) fn transfer(m: &Module, o: &Operation, write: bool) -> Option<Kind> {
    let (vec_ty, mem_ty) = if write {
        (
            m.value_type(*o.operands.first()?),
            m.value_type(*o.operands.get(1)?),
        )
    } else {
        (
            m.value_type(*o.results.first()?),
            m.value_type(*o.operands.first()?),
        )
    };
    vector_len(vec_ty)?;
    if !matches!(mem_ty, Type::MemRef { .. }) {
        return None;
    }
    let shape = vec_ty.shape()?.to_vec();
    let rank = mem_ty.shape()?.len();
    let perm: Vec<Option<usize>> = match o.attr("permutation_map").and_then(|a| a.as_affine_map()) {
        Some(map) => map
            .results()
            .iter()
            .map(|e| match e.kind() {
                tessera_polyhedral::affine::AffineExprKind::Dim(d) => Some(Some(d as usize)),
                tessera_polyhedral::affine::AffineExprKind::Constant(0) => Some(None),
                _ => None,
            })
            .collect::<Option<_>>()?,
        None => (rank.checked_sub(shape.len())?..rank).map(Some).collect(),
    };
    if perm.len() != shape.len() {
        return None;
    }
    let in_bounds = match o.attr("in_bounds").and_then(|a| a.as_array()) {
        Some(a) => a
            .iter()
            .map(|x| x.as_int().map(|v| v != 0))
            .collect::<Option<_>>()?,
        None => vec![false; shape.len()],
    };
    let seg = int_list(o.attr("operandSegmentSizes"))?;
    let nidx = usize::try_from(*seg.get(if write { 2 } else { 1 })?).ok()?;
    let has_mask = seg.get(3).is_some_and(|&n| n > 0);
    if has_mask && perm.iter().any(Option::is_none) {
        return None;
    }
    Some(Kind::Transfer {
        write,
        perm,
        in_bounds,
        shape,
        nidx,
    })
}

fn static_list(a: Option<&Attribute>) -> Option<Vec<Option<i64>>> {
    Some(
        int_list(a)?
            .into_iter()
            .map(|x| (x != tessera_ir::types::DYNAMIC).then_some(x))
            .collect(),
    )
}

/// Decodes one operation (`funcs` maps symbol names to `func.func` ops).
pub(crate) fn decode(m: &Module, id: OpId, funcs: &HashMap<String, OpId>) -> Kind {
    let o = m.op(id);
    decode_inner(m, id, o, funcs).unwrap_or_else(|| Kind::Unsupported(o.name.clone()))
}

fn result_sc(m: &Module, o: &Operation) -> Option<Sc> {
    Sc::of(m.value_type(*o.results.first()?))
}

/// `k` if the result type is f32 or f64.
fn float_kind(m: &Module, o: &Operation, k: Kind) -> Option<Kind> {
    matches!(result_sc(m, o)?, Sc::F32 | Sc::F64).then_some(k)
}

fn operand_sc(m: &Module, o: &Operation, i: usize) -> Option<Sc> {
    Sc::of(m.value_type(*o.operands.get(i)?))
}

fn decode_inner(
    m: &Module,
    id: OpId,
    o: &Operation,
    funcs: &HashMap<String, OpId>,
) -> Option<Kind> {
    let globals = funcs;
    let name = o.name.as_str();
    let (dialect, short) = name.split_once('.')?;
    let k = match dialect {
        "llvm" => return super::llvm::decode(m, o, funcs),
        "arith" => match short {
            "constant" => Kind::Const(constant(o.attr("value")?)?),
            "cmpi" => Kind::CmpI(
                o.attr("predicate")?.as_int()? as u8,
                operand_sc(m, o, 0)?.width(),
            ),
            "cmpf" => Kind::CmpF(o.attr("predicate")?.as_int()? as u8),
            "select" => Kind::Select,
            "negf" => float_kind(m, o, Kind::FloatUn(FUn::Neg))?,
            _ => {
                if let Some(op) = IntOp::from_name(short) {
                    Kind::IntBin(op, result_sc(m, o)?.width())
                } else if let Some(op) = FOp::from_name(short) {
                    float_kind(m, o, Kind::FloatBin(op))?
                } else if let Some(c) = CastOp::from_name(short) {
                    Kind::Cast(c, operand_sc(m, o, 0)?, result_sc(m, o)?)
                } else {
                    return None;
                }
            }
        },
        "math" => match short {
            "fma" => float_kind(m, o, Kind::Fma)?,
            "absi" => Kind::AbsI(result_sc(m, o)?.width()),
            "fpowi" => float_kind(m, o, Kind::PowI(true))?,
            "ipowi" => Kind::PowI(false),
            "isnan" => Kind::FloatClass(0),
            "isinf" => Kind::FloatClass(1),
            "isfinite" => Kind::FloatClass(2),
            "isnormal" => Kind::FloatClass(3),
            _ => {
                if let Some(f) = FUn::from_name(short) {
                    float_kind(m, o, Kind::FloatUn(f))?
                } else {
                    float_kind(m, o, Kind::FloatBin(FOp::from_name(short)?))?
                }
            }
        },
        "memref" => match short {
            "alloc" | "alloca" => {
                let t = m.value_type(*o.results.first()?);
                let shape = t
                    .shape()?
                    .iter()
                    .map(|&d| (d != tessera_ir::types::DYNAMIC).then_some(d))
                    .collect();
                Kind::Alloc(elem_type(t)?, shape, short == "alloca")
            }
            "dealloc" => Kind::Dealloc,
            "load" => Kind::Load,
            "store" => Kind::Store,
            "dim" => Kind::Dim,
            "cast" => {
                let to = m.value_type(*o.results.first()?);
                // To the identity layout from another: the run-time layout is checked.
                let relayout = to.is_identity_memref()
                    && !m.value_type(*o.operands.first()?).is_identity_memref();
                match to {
                    Type::MemRef { shape, .. } if relayout || shape.iter().any(|&d| d >= 0) => {
                        Kind::CastTo(
                            shape
                                .iter()
                                .map(|&d| (d != tessera_ir::types::DYNAMIC).then_some(d))
                                .collect(),
                            relayout,
                        )
                    }
                    _ => Kind::Identity,
                }
            }
            "copy" => Kind::Copy,
            "alloca_scope" => Kind::AllocaScope,
            "alloca_scope.return" => Kind::Yield,
            "collapse_shape" | "expand_shape" => {
                let groups = o
                    .attr("reassociation")?
                    .as_array()?
                    .iter()
                    .map(|g| {
                        g.as_array()?
                            .iter()
                            .map(|d| d.as_int().and_then(|v| usize::try_from(v).ok()))
                            .collect::<Option<Vec<usize>>>()
                    })
                    .collect::<Option<Vec<_>>>()?;
                Kind::Reshape(short == "expand_shape", groups)
            }
            "get_global" => Kind::GetGlobal(*globals.get(o.attr("name")?.as_flat_symbol()?)?),
            "prefetch" => Kind::Nop,
            "dma_start" => dma_start(m, id)?,
            "dma_wait" => dma_wait(m, id)?,
            "subview" => {
                let offs = static_list(o.attr("static_offsets"))?;
                let sizes = static_list(o.attr("static_sizes"))?;
                let strides = static_list(o.attr("static_strides"))?;
                let rr = m.value_type(*o.results.first()?).shape()?.len();
                let unit: Vec<bool> = sizes.iter().map(|s| *s == Some(1)).collect();
                let keep = subview_kept_dims(&unit, rr)?;
                Kind::Subview([offs, sizes, strides], keep)
            }
            _ => return None,
        },
        "affine" => match short {
            "load" => Kind::AffineLoad(map_of(o, "map")?.0),
            "store" => Kind::AffineStore(map_of(o, "map")?.0),
            "vector_load" => Kind::AffineVectorLoad(
                map_of(o, "map")?.0,
                vector_len(m.value_type(*o.results.first()?))?,
            ),
            "vector_store" => Kind::AffineVectorStore(map_of(o, "map")?.0),
            "apply" => {
                let (mut v, _) = map_of(o, "map")?;
                if v.len() != 1 {
                    return None;
                }
                Kind::AffineApply(v.pop()?)
            }
            "min" => Kind::AffineMin(map_of(o, "map")?.0),
            "max" => Kind::AffineMax(map_of(o, "map")?.0),
            "for" => {
                let f = AffineForOp::wrap(m, id)?;
                let (lb, nlb) = (compile_map(f.lower_map()), f.lb_operands().len());
                let (ub, nub) = (compile_map(f.upper_map()), f.ub_operands().len());
                let step = f.step();
                Kind::AffineFor {
                    lb,
                    ub,
                    nlb,
                    nub,
                    step,
                }
            }
            "if" => Kind::AffineIf(CSet::new(AffineIfOp::wrap(m, id)?.condition())),
            "parallel" => {
                let p = AffineParallelOp::wrap(m, id)?;
                let lb = grouped(p.lower_map(), &p.lower_groups()?)?;
                let ub = grouped(p.upper_map(), &p.upper_groups()?)?;
                let nlb = p.lb_operands().len();
                let steps = p.steps()?;
                let reductions = int_list(o.attr("reductions"))?
                    .into_iter()
                    .map(|k| {
                        usize::try_from(k)
                            .ok()
                            .and_then(|k| REDUCTIONS.get(k).copied())
                    })
                    .collect::<Option<_>>()?;
                Kind::AffineParallel {
                    lb,
                    ub,
                    nlb,
                    steps,
                    reductions,
                }
            }
            "yield" => Kind::Yield,
            "execute_region" => Kind::ExecuteRegion,
            "prefetch" => Kind::Nop,
            "dma_start" => dma_start(m, id)?,
            "dma_wait" => dma_wait(m, id)?,
            "delinearize_index" => Kind::Delinearize(static_list(o.attr("static_basis"))?),
            "linearize_index" => {
                let seg = int_list(o.attr("operandSegmentSizes"))?;
                Kind::Linearize(
                    static_list(o.attr("static_basis"))?,
                    usize::try_from(*seg.first()?).ok()?,
                )
            }
            _ => return None,
        },
        "scf" => match short {
            "for" => Kind::ScfFor(o.attr("unsignedCmp").is_some()),
            "if" => Kind::ScfIf,
            "while" => Kind::ScfWhile,
            "parallel" => {
                let n = usize::try_from(*int_list(o.attr("operandSegmentSizes"))?.first()?).ok()?;
                n.checked_mul(3)?;
                Kind::ScfParallel(n)
            }
            "yield" => Kind::Yield,
            "condition" => Kind::Condition,
            "reduce" => Kind::Reduce,
            "reduce.return" => Kind::Yield,
            "execute_region" => Kind::ExecuteRegion,
            "index_switch" => Kind::IndexSwitch(int_list(o.attr("cases"))?),
            _ => return None,
        },
        "func" => match short {
            "call" => Kind::Call(*funcs.get(o.attr("callee")?.as_flat_symbol()?)?),
            "return" => Kind::Return,
            _ => return None,
        },
        "cf" => match short {
            "br" => Kind::Br,
            "cond_br" => {
                let s = int_list(o.attr("operandSegmentSizes"))?;
                Kind::CondBr(usize::try_from(*s.get(1)?).ok()?)
            }
            "assert" => Kind::Assert,
            "switch" => {
                let seg = int_list(o.attr("operandSegmentSizes"))?;
                let default_n = usize::try_from(*seg.get(1)?).ok()?;
                let values = match o.attr("case_values") {
                    Some(a) => int_list(Some(a))?,
                    None => vec![],
                };
                let counts = int_list(o.attr("case_operand_segments"))?
                    .into_iter()
                    .map(|c| usize::try_from(c).ok())
                    .collect::<Option<Vec<_>>>()?;
                if counts.len() != values.len() {
                    return None;
                }
                Kind::Switch(values, counts, default_n)
            }
            _ => return None,
        },
        "vector" => match short {
            "broadcast" | "splat" => {
                Kind::VectorBroadcast(vector_len(m.value_type(*o.results.first()?))?)
            }
            "load" => Kind::VectorLoad(vector_len(m.value_type(*o.results.first()?))?),
            "store" => Kind::VectorStore,
            "fma" => float_kind(m, o, Kind::VectorFma)?,
            "transfer_read" => transfer(m, o, false)?,
            "transfer_write" => transfer(m, o, true)?,
            "reduction" => {
                let float = matches!(result_sc(m, o)?, Sc::F32 | Sc::F64);
                let r = reduction_kind(o, float)?;
                if o.operands.len() != 1 {
                    return None;
                }
                Kind::VectorReduction(r)
            }
            "gather" | "scatter" => {
                let base = m.value_type(*o.operands.first()?);
                let rank = match base {
                    Type::MemRef { shape, .. } if !shape.is_empty() => shape.len(),
                    _ => return None,
                };
                if o.operands.len() != rank + 4 {
                    return None;
                }
                Kind::VectorGatherScatter(short == "gather", rank)
            }
            "contract" => Kind::VectorContract(Box::new(contract_plan(m, o).ok()?)),
            "print" => Kind::Print(Box::new(crate::print::plan(m, id))),
            "extract" | "insert" => {
                let pos = int_list(o.attr("static_position"))?;
                if pos.contains(&tessera_ir::types::DYNAMIC) {
                    return None;
                }
                let src = if short == "extract" { 0 } else { 1 };
                let shape = m.value_type(*o.operands.get(src)?).shape()?.to_vec();
                if short == "extract" {
                    Kind::VectorExtract(pos, shape)
                } else {
                    Kind::VectorInsert(pos, shape)
                }
            }
            _ => return None,
        },
        _ => return None,
    };
    Some(k)
}

/// Decodes a `dma_start` of either dialect (`None`: malformed, or a memory space that is not
/// an integer).
fn dma_start(m: &Module, id: OpId) -> Option<Kind> {
    let d = tessera_ir::dma::DmaStart::wrap(m, id)?;
    let on_src = d.stride_on_source(m)?;
    let maps = match (d.src.map, d.dst.map, d.tag.map) {
        (Some(a), Some(b), Some(c)) => {
            Some(Box::new([compile_map(a), compile_map(b), compile_map(c)]))
        }
        _ => None,
    };
    Some(Kind::DmaStart(maps, on_src))
}

/// Decodes a `dma_wait` of either dialect.
fn dma_wait(m: &Module, id: OpId) -> Option<Kind> {
    let d = tessera_ir::dma::DmaWait::wrap(m, id)?;
    Some(Kind::DmaWait(d.tag.map.map(compile_map)))
}

/// The source dimensions a `memref.subview` keeps when its result has rank `result_rank`
/// (`unit[k]`: the static size of dimension k is 1): all of them at equal rank, else the
/// non-unit ones plus the leading unit ones needed to reach the result rank (rank reduction
/// drops unit dimensions); `None` if no such choice exists. Shared by the interpreter and both
/// native backends.
pub(crate) fn subview_kept_dims(unit: &[bool], result_rank: usize) -> Option<Vec<bool>> {
    if result_rank == unit.len() {
        return Some(vec![true; unit.len()]);
    }
    let mut keep: Vec<bool> = unit.iter().map(|u| !u).collect();
    let mut n = keep.iter().filter(|k| **k).count();
    for (k, &u) in keep.iter_mut().zip(unit) {
        if n < result_rank && !*k && u {
            *k = true;
            n += 1;
        }
    }
    (n == result_rank).then_some(keep)
}

/// The combining kind of a vector.reduction / vector.contract (`#vector.kind<..>`).
pub(crate) fn kind_name(o: &Operation) -> Option<&str> {
    match o.attr("kind")? {
        Attribute::Opaque(s) => s.strip_prefix("#vector.kind<")?.strip_suffix('>'),
        _ => None,
    }
}

/// The [`Reduction`] of a vector combining kind on float (`float`) or integer elements.
fn reduction_kind(o: &Operation, float: bool) -> Option<Reduction> {
    Some(match kind_name(o)? {
        "add" if float => Reduction::AddF,
        "add" => Reduction::AddI,
        "mul" if float => Reduction::MulF,
        "mul" => Reduction::MulI,
        "minsi" => Reduction::MinS,
        "maxsi" => Reduction::MaxS,
        "minui" => Reduction::MinU,
        "maxui" => Reduction::MaxU,
        "minnumf" => Reduction::MinNumF,
        "maxnumf" => Reduction::MaxNumF,
        "minimumf" => Reduction::MinimumF,
        "maximumf" => Reduction::MaximumF,
        "and" => Reduction::AndI,
        "or" => Reduction::OrI,
        "xor" => Reduction::XorI,
        _ => return None,
    })
}

/// A vector.contract resolved to lanes. Evaluation order (the interpreter and the JIT both
/// follow it, so results are bit-identical): the result lanes in row-major order; result lane
/// `i` starts from accumulator lane `i` and combines, one term at a time, `acc = acc <kind>
/// (lhs * rhs)` for the points of the reduction dims in row-major order (the reduction dims
/// taken in iteration-dim order, the first outermost); each product and each combination is
/// rounded separately (no fused multiply-add).
#[derive(Clone, Debug)]
pub(crate) struct ContractPlan {
    /// Per result lane, the (lhs lane, rhs lane) pairs, in combination order.
    pub terms: Vec<Vec<(usize, usize)>>,
    /// The product of two elements.
    pub mul: Reduction,
    /// The combination with the accumulator.
    pub combine: Reduction,
    /// The combining kind's name (`add`, `maxnumf`, ...).
    pub kind: String,
    /// The element type.
    pub sc: Sc,
    /// The accumulator and result are a scalar (every dim is a reduction).
    pub scalar_acc: bool,
}

/// Most (lhs, rhs) terms a contraction may have.
const MAX_CONTRACT_TERMS: usize = 1 << 20;

/// Resolves a vector.contract into a [`ContractPlan`], or says why it cannot be executed.
pub(crate) fn contract_plan(m: &Module, o: &Operation) -> Result<ContractPlan, String> {
    if o.operands.len() != 3 {
        return Err("with a mask".into());
    }
    let tys: Vec<&Type> = o.operands.iter().map(|v| m.value_type(*v)).collect();
    let parts = |t: &Type| -> (Vec<i64>, Type) {
        match t {
            Type::Vector { shape, elem, .. } => (shape.clone(), (**elem).clone()),
            other => (vec![], other.clone()),
        }
    };
    let (ls, le) = parts(tys[0]);
    let (rs, re) = parts(tys[1]);
    let (acs, ae) = parts(tys[2]);
    if le != re || le != ae {
        return Err("with mixed element types".into());
    }
    if let Type::Vector { scalable, .. } = tys[2] {
        if scalable.iter().any(|&s| s) {
            return Err("on scalable vectors".into());
        }
    }
    let sc = Sc::of(&ae).ok_or("on this element type")?;
    let float = matches!(sc, Sc::F32 | Sc::F64);
    let bad = || "with these indexing maps".to_string();
    let maps: Vec<Vec<usize>> = o
        .attr("indexing_maps")
        .and_then(|a| a.as_array())
        .ok_or_else(bad)?
        .iter()
        .map(|a| {
            let map = a.as_affine_map()?;
            map.results()
                .iter()
                .map(|r| match r.kind() {
                    tessera_polyhedral::affine::AffineExprKind::Dim(d) => Some(d as usize),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>()
        })
        .collect::<Option<_>>()
        .ok_or_else(bad)?;
    let reduction: Vec<bool> = o
        .attr("iterator_types")
        .and_then(|a| a.as_array())
        .ok_or_else(bad)?
        .iter()
        .map(|a| match a {
            Attribute::Opaque(s) if s == "#vector.iterator_type<parallel>" => Some(false),
            Attribute::Opaque(s) if s == "#vector.iterator_type<reduction>" => Some(true),
            _ => None,
        })
        .collect::<Option<_>>()
        .ok_or_else(bad)?;
    let nd = reduction.len();
    let [lm, rm, am] = maps.as_slice() else {
        return Err(bad());
    };
    let mut size: Vec<Option<i64>> = vec![None; nd];
    for (map, shape) in [(lm, &ls), (rm, &rs), (am, &acs)] {
        if map.len() != shape.len() {
            return Err(bad());
        }
        for (&d, &s) in map.iter().zip(shape.iter()) {
            let slot = size.get_mut(d).ok_or_else(bad)?;
            if slot.is_some_and(|x| x != s) || s < 0 {
                return Err(bad());
            }
            *slot = Some(s);
        }
    }
    let size: Vec<i64> = size.into_iter().collect::<Option<_>>().ok_or_else(bad)?;
    // The accumulator indexes exactly the parallel dims.
    for (d, &r) in reduction.iter().enumerate() {
        if am.contains(&d) == r {
            return Err(bad());
        }
    }
    let red_dims: Vec<usize> = (0..nd).filter(|&d| reduction[d]).collect();
    let n_out: i64 = acs.iter().product();
    let n_red: i64 = red_dims.iter().map(|&d| size[d]).product();
    let total = n_out.checked_mul(n_red.max(1));
    if total
        .and_then(|t| usize::try_from(t).ok())
        .is_none_or(|t| t > MAX_CONTRACT_TERMS)
    {
        return Err(format!("with more than {MAX_CONTRACT_TERMS} terms"));
    }
    let lane = |map: &[usize], shape: &[i64], it: &[i64]| -> usize {
        map.iter()
            .zip(shape)
            .fold(0i64, |acc, (&d, &s)| acc * s + it[d]) as usize
    };
    let mut it = vec![0i64; nd];
    let mut terms = Vec::with_capacity(n_out as usize);
    for out in 0..n_out {
        // Result lane `out` (row-major over the accumulator shape).
        let mut rest = out;
        for (&d, &s) in am.iter().zip(&acs).rev() {
            it[d] = rest % s;
            rest /= s;
        }
        for &d in &red_dims {
            it[d] = 0;
        }
        let mut t = Vec::with_capacity(n_red as usize);
        for _ in 0..n_red {
            t.push((lane(lm, &ls, &it), lane(rm, &rs, &it)));
            for &d in red_dims.iter().rev() {
                it[d] += 1;
                if it[d] < size[d] {
                    break;
                }
                it[d] = 0;
            }
        }
        terms.push(t);
    }
    Ok(ContractPlan {
        terms,
        mul: if float {
            Reduction::MulF
        } else {
            Reduction::MulI
        },
        combine: reduction_kind(o, float).ok_or("with this kind")?,
        kind: kind_name(o).unwrap_or("add").to_string(),
        sc,
        scalar_acc: !matches!(tys[2], Type::Vector { .. }),
    })
}
