//! The structured-op view of every linalg op with an iteration space: `linalg.generic`, the
//! named ops, `map`, `reduce`, `transpose` and `broadcast`. What MLIR's `LinalgOp` interface
//! gives: inputs and outputs, one indexing map per operand (loop space → operand indices),
//! the iterator kind of each loop, the payload block and which payload argument stands for
//! each operand, and the operand dimension that fixes each loop's range.
//!
//! Named ops' maps are MLIR 22's (`mlir-opt --linalg-generalize-named-ops` prints the same maps
//! and iterator types; `tests/suite/lowering_linalg.rs` checks the table against a hand derivation
//! per family); a loop of a named op is a reduction exactly when no output map uses it.

use tessera_polyhedral::affine::{AffineExpr, AffineExprKind, AffineMap};

use crate::attrs::Attribute;
use crate::module::{BlockId, Module, OpId, ValueId};
use crate::types::{Type, DYNAMIC};

/// The kind of one loop of a structured op.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IteratorKind {
    /// Iterations are independent (no output element is written by two iterations).
    Parallel,
    /// Iterations accumulate into the same output elements.
    Reduction,
    /// MLIR's `window` iterator (treated as a reduction by every transformation).
    Window,
}

impl IteratorKind {
    /// MLIR's spelling (`parallel`, `reduction`, `window`).
    pub fn as_str(self) -> &'static str {
        match self {
            IteratorKind::Parallel => "parallel",
            IteratorKind::Reduction => "reduction",
            IteratorKind::Window => "window",
        }
    }

    /// The attribute linalg.generic stores (`#linalg.iterator_type<parallel>`).
    pub fn attr(self) -> Attribute {
        Attribute::Opaque(format!("#linalg.iterator_type<{}>", self.as_str()))
    }
}

/// Where one loop's trip count comes from: dimension `dim` of operand `operand` (the first
/// operand dimension, in operand order, indexed by exactly that loop), with its static size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoopRange {
    /// The operand (index into `ins ++ outs`).
    pub operand: usize,
    /// The operand's dimension.
    pub dim: usize,
    /// The static size, `None` if dynamic.
    pub size: Option<i64>,
}

/// A structured op seen through MLIR's `LinalgOp` interface.
#[derive(Debug, Clone)]
pub struct Structured {
    /// The op.
    pub op: OpId,
    /// Its inputs (`ins`).
    pub ins: Vec<ValueId>,
    /// Its outputs (`outs` / `inits`).
    pub outs: Vec<ValueId>,
    /// One map per operand, inputs then outputs, from the loop space to the operand's indices
    /// (no results for a scalar operand).
    pub maps: Vec<AffineMap>,
    /// The kind of each loop, outermost first.
    pub iterators: Vec<IteratorKind>,
    /// The payload block (its terminator is `linalg.yield`, one value per output).
    pub payload: BlockId,
    /// The payload argument standing for each operand (`None`: the operand has none).
    pub payload_args: Vec<Option<ValueId>>,
}

impl Structured {
    /// Number of loops.
    pub fn num_loops(&self) -> usize {
        self.iterators.len()
    }

    /// Inputs then outputs.
    pub fn operands(&self) -> Vec<ValueId> {
        self.ins.iter().chain(&self.outs).copied().collect()
    }

    /// True if operand `k` (index into `ins ++ outs`) is an output.
    pub fn is_output(&self, k: usize) -> bool {
        k >= self.ins.len()
    }

    /// True if every operand is a memref or a scalar (buffer semantics).
    pub fn on_buffers(&self, m: &Module) -> bool {
        m.op(self.op).results.is_empty()
            && self.operands().iter().all(|&v| {
                let t = m.value_type(v);
                t.is_memref()
                    || !matches!(
                        t,
                        Type::RankedTensor { .. } | Type::UnrankedTensor(_) | Type::Vector { .. }
                    )
            })
    }

    /// True if the payload reads operand `k` (its argument has a use).
    pub fn payload_reads(&self, m: &Module, k: usize) -> bool {
        let Some(Some(arg)) = self.payload_args.get(k) else {
            return false;
        };
        uses_value(m, self.payload, *arg)
    }

    /// The range of every loop, or the loop that no operand dimension determines.
    pub fn loop_ranges(&self, m: &Module) -> Result<Vec<LoopRange>, String> {
        let operands = self.operands();
        let mut ranges: Vec<Option<LoopRange>> = vec![None; self.num_loops()];
        for (k, (&v, mp)) in operands.iter().zip(&self.maps).enumerate() {
            let Some(shape) = m.value_type(v).shape() else {
                continue;
            };
            for (pos, e) in mp.results().iter().enumerate() {
                if let AffineExprKind::Dim(d) = e.kind() {
                    if let Some(slot @ None) = ranges.get_mut(d as usize) {
                        let s = shape.get(pos).copied().unwrap_or(DYNAMIC);
                        *slot = Some(LoopRange {
                            operand: k,
                            dim: pos,
                            size: (s != DYNAMIC).then_some(s),
                        });
                    }
                }
            }
        }
        ranges
            .into_iter()
            .enumerate()
            .map(|(d, r)| r.ok_or_else(|| format!("loop d{d} indexes no operand dimension")))
            .collect()
    }

    /// The `library_call` attribute, if any.
    pub fn library_call<'m>(&self, m: &'m Module) -> Option<&'m str> {
        m.op(self.op)
            .attr("library_call")
            .and_then(Attribute::as_str)
    }
}

fn uses_value(m: &Module, block: BlockId, v: ValueId) -> bool {
    m.block(block).ops.iter().any(|&o| {
        m.op(o).operands.contains(&v)
            || m.op(o)
                .regions
                .iter()
                .any(|&r| m.region(r).blocks.iter().any(|&b| uses_value(m, b, v)))
    })
}

/// A `linalg.index` (the iteration index of loop `dim` of the enclosing structured op).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IndexOp {
    op: OpId,
    dim: usize,
}

impl IndexOp {
    /// The view of `op` if it is a `linalg.index` with a non-negative `dim`.
    pub fn wrap(m: &Module, op: OpId) -> Option<IndexOp> {
        let o = m.op(op);
        if o.name != "linalg.index" {
            return None;
        }
        let dim = usize::try_from(o.attr("dim")?.as_int()?).ok()?;
        Some(IndexOp { op, dim })
    }

    /// The operation.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// The loop whose index it gives.
    pub fn dim(&self) -> usize {
        self.dim
    }
}

/// True for the ops [`structured`] describes.
pub fn is_structured_name(name: &str) -> bool {
    matches!(
        name,
        "linalg.generic"
            | "linalg.map"
            | "linalg.reduce"
            | "linalg.transpose"
            | "linalg.broadcast"
            | "linalg.elementwise"
    ) || super::named::lookup(name).is_some()
}

/// The structured view of `op`, or why it has none.
pub fn structured(m: &Module, op: OpId) -> Result<Structured, String> {
    let o = m.op(op);
    if !is_structured_name(&o.name) {
        return Err(format!("'{}' is not a structured linalg op", o.name));
    }
    let (ins, outs) = super::ins_outs(m, op).ok_or("malformed operands")?;
    let payload = o
        .regions
        .first()
        .and_then(|&r| m.region(r).blocks.first().copied())
        .ok_or("no payload block")?;
    let operands: Vec<ValueId> = ins.iter().chain(&outs).copied().collect();
    let rank = |v: ValueId| m.value_type(v).shape().map_or(0, <[i64]>::len) as u32;
    let out_rank = outs.first().map_or(0, |&v| rank(v));
    let ints = |k: &str| o.attr(k).and_then(crate::views::int_values);
    let args = m.block(payload).args.clone();
    let payload_args: Vec<Option<ValueId>> =
        (0..operands.len()).map(|k| args.get(k).copied()).collect();
    let (maps, iterators): (Vec<AffineMap>, Option<Vec<IteratorKind>>) = match o.name.as_str() {
        "linalg.generic" => {
            let maps = map_list(o.attr("indexing_maps")).ok_or("missing indexing_maps")?;
            let its = o
                .attr("iterator_types")
                .and_then(Attribute::as_array)
                .ok_or("missing iterator_types")?
                .iter()
                .map(|a| match super::iterator_kind(a) {
                    Some("parallel") => Ok(IteratorKind::Parallel),
                    Some("reduction") => Ok(IteratorKind::Reduction),
                    Some("window") => Ok(IteratorKind::Window),
                    _ => Err(format!("unknown iterator type {a:?}")),
                })
                .collect::<Result<Vec<_>, String>>()?;
            (maps, Some(its))
        }
        "linalg.map" => {
            // MLIR 22's mapper takes the inputs and the init (arity ins + outs).
            (vec![AffineMap::identity(out_rank); operands.len()], None)
        }
        "linalg.reduce" => {
            let r = ins.first().map_or(0, |&v| rank(v));
            let red = ints("dimensions").ok_or("missing dimensions")?;
            let kept: Vec<u32> = (0..r).filter(|d| !red.contains(&i64::from(*d))).collect();
            let mut maps = vec![AffineMap::identity(r); ins.len()];
            maps.extend(std::iter::repeat_n(dims(r, &kept)?, outs.len()));
            (maps, None)
        }
        "linalg.transpose" => {
            let perm = ints("permutation").ok_or("missing permutation")?;
            let mut inv = vec![0u32; perm.len()];
            for (i, &p) in perm.iter().enumerate() {
                *usize::try_from(p)
                    .ok()
                    .and_then(|p| inv.get_mut(p))
                    .ok_or("bad permutation")? = i as u32;
            }
            (
                vec![dims(out_rank, &inv)?, AffineMap::identity(out_rank)],
                None,
            )
        }
        "linalg.broadcast" => {
            let added = ints("dimensions").ok_or("missing dimensions")?;
            let kept: Vec<u32> = (0..out_rank)
                .filter(|d| !added.contains(&i64::from(*d)))
                .collect();
            (
                vec![dims(out_rank, &kept)?, AffineMap::identity(out_rank)],
                None,
            )
        }
        "linalg.fill" => (
            vec![
                AffineMap::new(out_rank, 0, vec![]).map_err(|e| e.to_string())?,
                AffineMap::identity(out_rank),
            ],
            None,
        ),
        "linalg.copy" => (vec![AffineMap::identity(out_rank); 2], None),
        name if super::named::lookup(name).is_some_and(|n| {
            matches!(
                n.payload,
                super::body::Payload::Unary(_)
                    | super::body::Payload::Binary(_)
                    | super::body::Payload::Select
            )
        }) =>
        {
            (vec![AffineMap::identity(out_rank); operands.len()], None)
        }
        name => {
            let maps = match map_list(o.attr("indexing_maps")) {
                Some(v) => v,
                None => match super::named::default_maps(name) {
                    Some(v) => v,
                    None => named_maps(name, &ints("strides"), &ints("dilations"))?,
                },
            };
            (maps, None)
        }
    };
    if maps.len() != operands.len() {
        return Err(format!(
            "{} indexing maps for {} operands",
            maps.len(),
            operands.len()
        ));
    }
    let nloops = maps.first().map_or(0, AffineMap::num_dims) as usize;
    if maps.iter().any(|mp| mp.num_dims() as usize != nloops) {
        return Err("indexing maps over different numbers of loops".into());
    }
    let iterators = match iterators {
        Some(v) => v,
        None => (0..nloops as u32)
            .map(|d| {
                let in_out = maps[ins.len()..].iter().any(|mp| {
                    mp.results()
                        .iter()
                        .any(|e| matches!(e.kind(), AffineExprKind::Dim(x) if x == d))
                });
                if in_out || outs.is_empty() {
                    IteratorKind::Parallel
                } else {
                    IteratorKind::Reduction
                }
            })
            .collect(),
    };
    if iterators.len() != nloops {
        return Err(format!(
            "{} iterator types for {nloops} loops",
            iterators.len()
        ));
    }
    Ok(Structured {
        op,
        ins,
        outs,
        maps,
        iterators,
        payload,
        payload_args,
    })
}

fn map_list(a: Option<&Attribute>) -> Option<Vec<AffineMap>> {
    a?.as_array()?
        .iter()
        .map(|x| x.as_affine_map().cloned())
        .collect()
}

fn dims(nd: u32, ds: &[u32]) -> Result<AffineMap, String> {
    AffineMap::new(nd, 0, ds.iter().map(|&d| AffineExpr::dim(d)).collect())
        .map_err(|e| e.to_string())
}

/// The loop structure of the named ops without an `indexing_maps` property: the number of
/// loops and, per operand, its index expressions. `a` is loop `a`; `o+k@s` is the window
/// expression `o * strides[s] + k * dilations[s]` (`o+k` without `@`: stride and dilation 1).
const NAMED_MAPS: &[(&str, u32, &[&str])] = &[
    ("linalg.matvec", 2, &["0 1", "1", "0"]),
    ("linalg.vecmat", 2, &["1", "1 0", "0"]),
    ("linalg.batch_matvec", 3, &["0 1 2", "0 2", "0 1"]),
    ("linalg.batch_vecmat", 3, &["0 2", "0 2 1", "0 1"]),
    ("linalg.dot", 1, &["0", "0", ""]),
    ("linalg.conv_1d", 2, &["0+1", "1", "0"]),
    ("linalg.conv_2d", 4, &["0+2 1+3", "2 3", "0 1"]),
    ("linalg.conv_3d", 6, &["0+3 1+4 2+5", "3 4 5", "0 1 2"]),
    (
        "linalg.conv_1d_nwc_wcf",
        5,
        &["0 1+3@0 4", "3 4 2", "0 1 2"],
    ),
    (
        "linalg.conv_1d_ncw_fcw",
        5,
        &["0 3 2+4@0", "1 3 4", "0 1 2"],
    ),
    (
        "linalg.conv_2d_nhwc_hwcf",
        7,
        &["0 1+4@0 2+5@1 6", "4 5 6 3", "0 1 2 3"],
    ),
    (
        "linalg.conv_2d_nhwc_fhwc",
        7,
        &["0 1+4@0 2+5@1 6", "3 4 5 6", "0 1 2 3"],
    ),
    (
        "linalg.conv_2d_nchw_fchw",
        7,
        &["0 4 2+5@0 3+6@1", "1 4 5 6", "0 1 2 3"],
    ),
    (
        "linalg.conv_2d_ngchw_fgchw",
        8,
        &["0 1 5 3+6@0 4+7@1", "2 1 5 6 7", "0 1 2 3 4"],
    ),
    (
        "linalg.conv_2d_nhwgc_gfhwc",
        8,
        &["0 1+5@0 2+6@1 3 7", "3 4 5 6 7", "0 1 2 3 4"],
    ),
    (
        "linalg.conv_3d_ndhwc_dhwcf",
        9,
        &["0 1+5@0 2+6@1 3+7@2 8", "5 6 7 8 4", "0 1 2 3 4"],
    ),
    (
        "linalg.conv_3d_ncdhw_fcdhw",
        9,
        &["0 5 2+6@0 3+7@1 4+8@2", "1 5 6 7 8", "0 1 2 3 4"],
    ),
    (
        "linalg.depthwise_conv_1d_nwc_wc",
        4,
        &["0 1+3@0 2", "3 2", "0 1 2"],
    ),
    (
        "linalg.depthwise_conv_1d_ncw_cw",
        4,
        &["0 2 1+3@0", "2 3", "0 2 1"],
    ),
    (
        "linalg.depthwise_conv_2d_nhwc_hwc",
        6,
        &["0 1+4@0 2+5@1 3", "4 5 3", "0 1 2 3"],
    ),
    (
        "linalg.depthwise_conv_2d_nchw_chw",
        6,
        &["0 3 1+4@0 2+5@1", "3 4 5", "0 3 1 2"],
    ),
    (
        "linalg.depthwise_conv_3d_ndhwc_dhwc",
        8,
        &["0 1+4@0 2+5@1 3+6@2 7", "4 5 6 7", "0 1 2 3 7"],
    ),
    ("pooling_nhwc", 6, &["0 1+4@0 2+5@1 3", "4 5", "0 1 2 3"]),
    ("pooling_nchw", 6, &["0 1 2+4@0 3+5@1", "4 5", "0 1 2 3"]),
    ("pooling_nwc", 4, &["0 1+3@0 2", "3", "0 1 2"]),
    ("pooling_ncw", 4, &["0 1 2+3@0", "3", "0 1 2"]),
    (
        "pooling_ndhwc",
        8,
        &["0 1+5@0 2+6@1 3+7@2 4", "5 6 7", "0 1 2 3 4"],
    ),
    ("linalg.fill_rng_2d", 2, &["", "", "", "0 1"]),
    ("linalg.mmt4d", 6, &["0 2 3 5", "1 2 4 5", "0 1 3 4"]),
    (
        "linalg.batch_mmt4d",
        7,
        &["0 1 3 4 6", "0 2 3 5 6", "0 1 2 4 5"],
    ),
    (
        "linalg.conv_2d_ngchw_gfchw",
        8,
        &["0 1 5 3+6@0 4+7@1", "1 2 5 6 7", "0 1 2 3 4"],
    ),
    (
        "linalg.depthwise_conv_1d_nwc_wcm",
        5,
        &["0 1+4@0 2", "4 2 3", "0 1 2 3"],
    ),
    (
        "linalg.depthwise_conv_2d_nhwc_hwcm",
        7,
        &["0 1+5@0 2+6@1 3", "5 6 3 4", "0 1 2 3 4"],
    ),
    (
        "linalg.depthwise_conv_3d_ncdhw_cdhw",
        8,
        &["0 7 1+4@0 2+5@1 3+6@2", "7 4 5 6", "0 7 1 2 3"],
    ),
    (
        "linalg.depthwise_conv_3d_ndhwc_dhwcm",
        9,
        &["0 1+5@0 2+6@1 3+7@2 8", "5 6 7 8 4", "0 1 2 3 8 4"],
    ),
    ("linalg.quantized_matmul", 3, &["0 2", "2 1", "", "", "0 1"]),
    (
        "linalg.quantized_batch_matmul",
        4,
        &["0 1 3", "0 3 2", "", "", "0 1 2"],
    ),
    (
        "linalg.conv_2d_nhwc_hwcf_q",
        7,
        &["0 1+4@0 2+5@1 6", "4 5 6 3", "", "", "0 1 2 3"],
    ),
    (
        "linalg.conv_2d_nhwc_fhwc_q",
        7,
        &["0 1+4@0 2+5@1 6", "3 4 5 6", "", "", "0 1 2 3"],
    ),
    (
        "linalg.conv_2d_nchw_fchw_q",
        7,
        &["0 4 2+5@0 3+6@1", "1 4 5 6", "", "", "0 1 2 3"],
    ),
    (
        "linalg.conv_2d_ngchw_gfchw_q",
        8,
        &["0 1 5 3+6@0 4+7@1", "1 2 5 6 7", "", "", "0 1 2 3 4"],
    ),
    (
        "linalg.conv_2d_nhwgc_gfhwc_q",
        8,
        &["0 1+5@0 2+6@1 3 7", "3 4 5 6 7", "", "", "0 1 2 3 4"],
    ),
    (
        "linalg.conv_3d_ndhwc_dhwcf_q",
        9,
        &["0 1+5@0 2+6@1 3+7@2 8", "5 6 7 8 4", "", "", "0 1 2 3 4"],
    ),
    (
        "linalg.depthwise_conv_2d_nhwc_hwc_q",
        6,
        &["0 1+4@0 2+5@1 3", "4 5 3", "", "", "0 1 2 3"],
    ),
    (
        "linalg.depthwise_conv_2d_nhwc_hwcm_q",
        7,
        &["0 1+5@0 2+6@1 3", "5 6 3 4", "", "", "0 1 2 3 4"],
    ),
];

pub(crate) fn named_maps(
    name: &str,
    strides: &Option<Vec<i64>>,
    dilations: &Option<Vec<i64>>,
) -> Result<Vec<AffineMap>, String> {
    // Pooling ops share a layout per family (`linalg.pooling_nhwc_max` → `pooling_nhwc`).
    let family = name
        .strip_prefix("linalg.")
        .filter(|n| n.starts_with("pooling_"))
        .and_then(|n| n.match_indices('_').nth(1).map(|(i, _)| &n[..i]));
    let &(_, nloops, specs) = NAMED_MAPS
        .iter()
        .find(|(n, _, _)| *n == name || Some(*n) == family)
        .ok_or_else(|| format!("'{name}' has no known indexing maps"))?;
    let at = |v: &Option<Vec<i64>>, s: usize| v.as_ref().and_then(|v| v.get(s)).copied();
    specs
        .iter()
        .map(|spec| {
            let exprs = spec
                .split_whitespace()
                .map(|tok| -> Result<AffineExpr, String> {
                    let bad = || format!("bad map spec {tok}");
                    let Some((o, rest)) = tok.split_once('+') else {
                        return Ok(AffineExpr::dim(tok.parse().map_err(|_| bad())?));
                    };
                    let (k, s) = match rest.split_once('@') {
                        Some((k, s)) => (k, Some(s.parse::<usize>().map_err(|_| bad())?)),
                        None => (rest, None),
                    };
                    let (o, k): (u32, u32) =
                        (o.parse().map_err(|_| bad())?, k.parse().map_err(|_| bad())?);
                    let st = s.and_then(|s| at(strides, s)).unwrap_or(1);
                    let dl = s.and_then(|s| at(dilations, s)).unwrap_or(1);
                    Ok(AffineExpr::dim(o)
                        .mul(&AffineExpr::constant(st))
                        .add(&AffineExpr::dim(k).mul(&AffineExpr::constant(dl))))
                })
                .collect::<Result<Vec<_>, String>>()?;
            AffineMap::new(nloops, 0, exprs).map_err(|e| e.to_string())
        })
        .collect()
}

/// The shape of operand `v` (static sizes, [`DYNAMIC`] for dynamic ones); empty for scalars.
pub fn operand_shape(m: &Module, v: ValueId) -> Vec<i64> {
    m.value_type(v)
        .shape()
        .map(<[i64]>::to_vec)
        .unwrap_or_default()
}

/// The element type of an operand type (the type itself for scalars).
pub fn element_type(t: &Type) -> Type {
    super::body::elem_of(t)
}
