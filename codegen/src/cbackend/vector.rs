//! Vector values and operations. A fixed-shape vector of `n` lanes (n-D shapes flattened
//! row-major, as in the interpreter) is a GCC/clang vector-extension value whose lane type is
//! the C type of a scalar of its element type (`double`, `float`, or `int64_t` holding
//! integers sign-extended and `i1` as 0/-1) and whose lane count is `n` rounded up to a power
//! of two (the padding lanes are initialised and never observed). Float `addf`, `subf`,
//! `mulf`, `divf`, `negf` and integer `andi`, `ori`, `xori` are vector-extension operators
//! (one IEEE operation per lane, no contraction), fma is `fma()` per lane (vectorised by the C
//! compiler); every other arith/math operation runs the scalar emitter once per lane in
//! order, with the scalar operation's faults. Loads and stores of consecutive elements along
//! the last dimension check the leading indices and the first and last lane before touching
//! memory, as the JIT does (a faulting store writes no lane).

use std::fmt::Write as _;

use tessera_ir::{OpId, Type, ValueId};

use super::emit::{cty, lit, vname, Desc, R};
use super::func::Fx;
use crate::buffer::ElemType;
use crate::interp::ConstLane;
use crate::value::ExecErrorKind;

/// Most lanes a vector value may have.
const MAX_LANES: usize = 1 << 12;

/// The C form of a vector type.
#[derive(Debug, Clone)]
pub(crate) struct VInfo {
    /// The lane type (`double`, `float`, `int64_t`).
    pub lane: &'static str,
    /// Lanes of the IR type.
    pub n: usize,
    /// Lanes of the C type (`n` rounded up to a power of two).
    pub p: usize,
    /// The typedef name.
    pub name: String,
}

/// The C form of vector type `t` (`None`: not a fixed-shape vector of supported elements).
pub(crate) fn vinfo(t: &Type) -> Option<VInfo> {
    let Type::Vector {
        shape,
        scalable,
        elem,
    } = t
    else {
        return None;
    };
    if scalable.iter().any(|&s| s) || shape.iter().any(|&d| d <= 0) {
        return None;
    }
    let n = shape
        .iter()
        .try_fold(1usize, |a, &d| a.checked_mul(usize::try_from(d).ok()?))
        .filter(|&n| n <= MAX_LANES)?;
    let lane = cty(elem)?;
    let tag = match lane {
        "double" => "f64",
        "float" => "f32",
        _ => "i64",
    };
    let p = n.next_power_of_two();
    Some(VInfo {
        lane,
        n,
        p,
        name: format!("tv_{tag}x{p}"),
    })
}

fn lane_size(lane: &str) -> usize {
    if lane == "float" {
        4
    } else {
        8
    }
}

/// The lane type of a buffer element when loaded without conversion.
fn same_lane(e: ElemType) -> Option<&'static str> {
    match e {
        ElemType::F32 => Some("float"),
        ElemType::F64 => Some("double"),
        ElemType::I64 | ElemType::Index => Some("int64_t"),
        _ => None,
    }
}

impl<'u, 'm> Fx<'u, 'm> {
    /// The C type of a scalar or vector value of type `t` (registering vector typedefs).
    pub fn vty(&mut self, op: OpId, t: &Type) -> R<String> {
        if let Some(c) = cty(t) {
            return Ok(c.to_string());
        }
        let v = vinfo(t).ok_or_else(|| self.unsupported(op, format!("on type {t}")))?;
        self.u.vtypes.entry(v.name.clone()).or_insert_with(|| {
            format!(
                "typedef {} {} __attribute__((vector_size({})));",
                v.lane,
                v.name,
                v.p * lane_size(v.lane)
            )
        });
        Ok(v.name)
    }

    fn vinfo_of(&mut self, op: OpId, v: ValueId) -> R<VInfo> {
        let m = self.u.m;
        let t = m.value_type(v);
        self.vty(op, t)?;
        vinfo(t).ok_or_else(|| self.unsupported(op, format!("on type {t}")))
    }

    /// An arith/math operation with vector operands or results.
    pub fn vector_arith(&mut self, op: OpId, short: &str, is_math: bool) -> R<()> {
        let m = self.u.m;
        let o = m.op(op);
        let r = self.result_id(op, 0)?;
        let ri = self.vinfo_of(op, r)?;
        if short == "constant" && !is_math {
            return self.vector_constant(op, &ri);
        }
        let mut all_vec = true;
        for &v in &o.operands {
            if matches!(m.value_type(v), Type::Vector { .. }) {
                let vi = self.vinfo_of(op, v)?;
                if vi.n != ri.n {
                    return Err(self.malformed(op, "operands and result differ in lanes"));
                }
            } else {
                all_vec = false;
            }
        }
        let a = vname(self.operand_id(op, 0)?);
        let b = self.operand_id(op, 1).map(vname).unwrap_or_default();
        let float = ri.lane != "int64_t";
        let native = match (is_math, short, float) {
            (false, "addf", true) => Some(format!("{a} + {b}")),
            (false, "subf", true) => Some(format!("{a} - {b}")),
            (false, "mulf", true) => Some(format!("{a} * {b}")),
            (false, "divf", true) => Some(format!("{a} / {b}")),
            (false, "negf", true) => Some(format!("-{a}")),
            (false, "andi", false) if all_vec => Some(format!("{a} & {b}")),
            (false, "ori", false) if all_vec => Some(format!("{a} | {b}")),
            (false, "xori", false) if all_vec => Some(format!("{a} ^ {b}")),
            _ => None,
        };
        if let Some(e) = native {
            return self.def(op, 0, &e);
        }
        if is_math && short == "fma" && all_vec && float {
            let c = vname(self.operand_id(op, 2)?);
            let f = if ri.lane == "float" { "fmaf" } else { "fma" };
            return self.lanes_into(op, &ri, ri.p, |l| {
                format!("{f}({a}[{l}], {b}[{l}], {c}[{l}])")
            });
        }
        // Lane by lane through the scalar emitter.
        let k = self.fresh();
        let (l, out) = (format!("l{k}_"), format!("vr{k}_"));
        self.line(&format!("{} {out} = {{0}};", ri.name));
        self.line(&format!("for (int64_t {l} = 0; {l} < {}; {l}++) {{", ri.n));
        self.ind += 1;
        self.lane = Some((l, out.clone()));
        let res = self.scalar_op(op, short, is_math);
        self.lane = None;
        self.ind -= 1;
        self.line("}");
        res?;
        self.line(&format!("const {} {} = {out};", ri.name, vname(r)));
        Ok(())
    }

    /// `const T vR = ...` built lane by lane (`lanes` lanes) from `f(lane index)`.
    fn lanes_into(
        &mut self,
        op: OpId,
        ri: &VInfo,
        lanes: usize,
        f: impl Fn(&str) -> String,
    ) -> R<()> {
        let r = self.result_id(op, 0)?;
        let k = self.fresh();
        let (l, out) = (format!("l{k}_"), format!("vr{k}_"));
        self.line(&format!("{} {out} = {{0}};", ri.name));
        self.line(&format!(
            "for (int64_t {l} = 0; {l} < {lanes}; {l}++) {out}[{l}] = {};",
            f(&l)
        ));
        self.line(&format!("const {} {} = {out};", ri.name, vname(r)));
        Ok(())
    }

    fn vector_constant(&mut self, op: OpId, ri: &VInfo) -> R<()> {
        let a = self
            .u
            .m
            .op(op)
            .attr("value")
            .ok_or_else(|| self.malformed(op, "has no value"))?;
        let lanes = crate::interp::constant_lanes(a)
            .filter(|xs| xs.len() == ri.n)
            .ok_or_else(|| self.unsupported(op, "with this value"))?;
        let mut es: Vec<String> = lanes
            .iter()
            .map(|x| match x {
                ConstLane::Int(v) => lit(*v),
                ConstLane::F32(b) => format!("tess_bitsf({})", lit(i64::from(*b))),
                ConstLane::F64(b) => format!("tess_bitsd({})", lit(*b as i64)),
            })
            .collect();
        es.resize(ri.p, "0".into());
        let e = format!("({}){{{}}}", ri.name, es.join(", "));
        self.def(op, 0, &e)
    }

    /// A vector-dialect operation.
    pub fn vector_op(&mut self, op: OpId, short: &str) -> R<()> {
        match short {
            "broadcast" | "splat" => self.broadcast(op),
            "load" | "store" => {
                let load = short == "load";
                let mi = usize::from(!load);
                let d = self.desc(op, mi)?;
                let o = self.u.m.op(op);
                let ops = o.operands.get(mi + 1..).unwrap_or(&[]).to_vec();
                let idx: Vec<String> = ops.iter().map(|&v| vname(v)).collect();
                let ranges = ops
                    .iter()
                    .map(|v| {
                        self.ranges
                            .get(v)
                            .map(|&(a, b)| (i128::from(a), i128::from(b)))
                    })
                    .collect::<Vec<_>>();
                self.vector_access(op, &d, &idx, &ranges, load)
            }
            "fma" => self.vector_arith(op, "fma", true),
            "print" => self.print(op),
            "reduction" => self.vector_reduction(op),
            "extract" | "insert" => self.extract_insert(op, short == "extract"),
            "transfer_read" | "transfer_write" => self.transfer(op, short == "transfer_write"),
            _ => Err(self.unsupported(op, "is not supported by the C backend")),
        }
    }

    fn broadcast(&mut self, op: OpId) -> R<()> {
        let r = self.result_id(op, 0)?;
        let ri = self.vinfo_of(op, r)?;
        let s = self.operand_id(op, 0)?;
        let m = self.u.m;
        let lanes: Vec<String> = if matches!(m.value_type(s), Type::Vector { .. }) {
            let si = self.vinfo_of(op, s)?;
            if ri.n % si.n != 0 {
                return Err(self.unsupported(op, "of this operand shape"));
            }
            (0..ri.p)
                .map(|l| {
                    if l < ri.n {
                        format!("{}[{}]", vname(s), l % si.n)
                    } else {
                        "0".into()
                    }
                })
                .collect()
        } else {
            vec![vname(s); ri.p]
        };
        let e = format!("({}){{{}}}", ri.name, lanes.join(", "));
        self.def(op, 0, &e)
    }

    /// affine.vector_load / affine.vector_store.
    pub fn affine_vector_access(&mut self, op: OpId) -> R<()> {
        let m = self.u.m;
        let o = m.op(op);
        let load = o.name == "affine.vector_load";
        let map = o
            .attr("map")
            .and_then(|a| a.as_affine_map())
            .ok_or_else(|| self.malformed(op, "has no map"))?;
        let mi = usize::from(!load);
        let d = self.desc(op, mi)?;
        let operands = o.operands.get(mi + 1..).unwrap_or(&[]).to_vec();
        let (idx, ranges) = self.map_values(op, map, &operands)?;
        self.vector_access(op, &d, &idx, &ranges, load)
    }

    /// A load (result 0) or store (operand 0) of consecutive elements along the last
    /// dimension from `idx`.
    fn vector_access(
        &mut self,
        op: OpId,
        d: &Desc,
        idx: &[String],
        ranges: &[Option<(i128, i128)>],
        load: bool,
    ) -> R<()> {
        let v = if load {
            self.result_id(op, 0)?
        } else {
            self.operand_id(op, 0)?
        };
        let vi = self.vinfo_of(op, v)?;
        if idx.len() != d.sizes.len() {
            return Err(self.malformed(op, "index count does not match the memref rank"));
        }
        if idx.is_empty() && vi.n > 1 {
            return Err(self.unsupported(op, "of several lanes on a 0-d memref"));
        }
        self.lanes_check(op, d, idx, ranges, vi.n);
        let n = vi.n;
        let last_stride = d.strides.last().cloned().unwrap_or_else(|| "1LL".into());
        let base = format!("(&{})", Self::elem_ref(d, idx));
        let k = self.fresh();
        let (l, tmp) = (format!("l{k}_"), format!("vr{k}_"));
        let plain = same_lane(d.elem) == Some(vi.lane);
        let bytes = n * lane_size(vi.lane);
        let strided = |e: &str| format!("{base}[{l} * {last_stride}]{e}");
        if load {
            let conv = |x: String| match d.elem {
                ElemType::I1 => format!("-(int64_t)({x} & 1)"),
                ElemType::F32 | ElemType::F64 => x,
                _ => format!("(int64_t){x}"),
            };
            self.line(&format!("{} {tmp} = {{0}};", vi.name));
            let lanes = format!(
                "for (int64_t {l} = 0; {l} < {n}; {l}++) {tmp}[{l}] = {};",
                conv(format!("({})", strided("")))
            );
            if plain {
                let mc = format!("memcpy(&{tmp}, {base}, {bytes});");
                self.contiguous_or(&last_stride, &mc, &lanes);
            } else {
                self.line(&lanes);
            }
            self.line(&format!("const {} {} = {tmp};", vi.name, vname(v)));
        } else {
            let x = vname(v);
            let conv = |y: String| match d.elem {
                ElemType::I1 => format!("(uint8_t)({y} & 1)"),
                ElemType::F32 | ElemType::F64 => y,
                e => format!("({}){y}", super::emit::elem_cty(e)),
            };
            let lanes = format!(
                "for (int64_t {l} = 0; {l} < {n}; {l}++) ({}) = {};",
                strided(""),
                conv(format!("{x}[{l}]"))
            );
            if plain {
                let mc = format!("memcpy({base}, &{x}, {bytes});");
                self.contiguous_or(&last_stride, &mc, &lanes);
            } else {
                self.line(&lanes);
            }
        }
        Ok(())
    }

    /// `contiguous` when the last stride is 1, else `strided`.
    fn contiguous_or(&mut self, last_stride: &str, contiguous: &str, strided: &str) {
        if last_stride == "1LL" {
            self.line(contiguous);
        } else {
            self.line(&format!(
                "if ({last_stride} == 1) {{ {contiguous} }} else {{ {strided} }}"
            ));
        }
    }

    /// The JIT's check of an access of `n` consecutive lanes: leading indices, first and
    /// last lane; the message quotes the first lane out of bounds.
    fn lanes_check(
        &mut self,
        op: OpId,
        d: &Desc,
        idx: &[String],
        ranges: &[Option<(i128, i128)>],
        n: usize,
    ) {
        if !self.u.opts.bounds_checks {
            return;
        }
        let (Some((base, lead)), Some((size, _))) = (idx.split_last(), d.sizes.split_last()) else {
            return;
        };
        let r = idx.len() - 1;
        let span = n.saturating_sub(1) as i128;
        let proven =
            |k: usize, extra: i128| match (ranges.get(k).copied().flatten(), d.static_sizes.get(k))
            {
                (Some((lo, hi)), Some(Some(s))) => lo >= 0 && hi + extra < i128::from(*s),
                _ => false,
            };
        let mut lead_conds = vec![];
        for (k, (i, s)) in lead.iter().zip(&d.sizes).enumerate() {
            if !proven(k, 0) {
                lead_conds.push(format!("(uint64_t)({i}) >= (uint64_t)({s})"));
            }
        }
        if lead_conds.is_empty() && proven(r, span) {
            return;
        }
        let mut first = lead_conds.clone();
        first.push(format!("(uint64_t)({base}) >= (uint64_t)({size})"));
        let first = first.join(" || ");
        let cond = format!(
            "{first} || (uint64_t)({base} + {span}) >= (uint64_t)({size})",
            span = lit(span as i64)
        );
        let site = self.u.site(op, ExecErrorKind::OutOfBounds, "", true);
        let mut words: Vec<String> = lead.to_vec();
        words.push(format!("(({first}) ? ({base}) : ({size}))"));
        words.extend(d.sizes.iter().cloned());
        self.fail_if(&cond, site, &words);
    }

    fn vector_reduction(&mut self, op: OpId) -> R<()> {
        let m = self.u.m;
        let o = m.op(op);
        let kind = match o.attr("kind") {
            Some(tessera_ir::Attribute::Opaque(s)) => s
                .strip_prefix("#vector.kind<")
                .and_then(|s| s.strip_suffix('>'))
                .map(str::to_string),
            _ => None,
        }
        .ok_or_else(|| self.malformed(op, "has no kind"))?;
        if o.operands.len() != 1 {
            return Err(self.unsupported(op, "with an accumulator operand"));
        }
        let x = self.operand_id(op, 0)?;
        let xi = self.vinfo_of(op, x)?;
        let r = self.result_id(op, 0)?;
        let rt = m.value_type(r).clone();
        let float = matches!(rt, Type::Float(_));
        let k = match (kind.as_str(), float) {
            ("add", true) => "addf",
            ("mul", true) => "mulf",
            ("add", false) => "addi",
            ("mul", false) => "muli",
            ("minsi", false) => "mins",
            ("maxsi", false) => "maxs",
            ("minui", false) => "minu",
            ("maxui", false) => "maxu",
            ("and", false) => "andi",
            ("or", false) => "ori",
            ("xor", false) => "xori",
            (f @ ("minnumf" | "maxnumf" | "minimumf" | "maximumf"), true) => f,
            _ => return Err(self.unsupported(op, format!("reduction kind {kind} on {rt}"))),
        };
        let (comb, ..) = super::control::reduction(k, &rt)
            .ok_or_else(|| self.unsupported(op, format!("reduction kind {kind} on {rt}")))?;
        let c = self.vty(op, &rt)?;
        let xs = vname(x);
        let j = self.fresh();
        let acc = format!("ra{j}_");
        let mut s = format!("{c} {acc} = {xs}[0];");
        for l in 1..xi.n {
            let e = comb
                .replace("{a}", &acc)
                .replace("{b}", &format!("{xs}[{l}]"));
            let _ = write!(s, " {acc} = {e};");
        }
        self.line(&s);
        self.def(op, 0, &acc)
    }

    fn extract_insert(&mut self, op: OpId, extract: bool) -> R<()> {
        let m = self.u.m;
        let o = m.op(op);
        let pos = o
            .attr("static_position")
            .and_then(tessera_ir::views::int_values)
            .ok_or_else(|| self.malformed(op, "has no static_position"))?;
        if pos.contains(&tessera_ir::types::DYNAMIC) || o.operands.len() > 2 {
            return Err(self.unsupported(op, "with a dynamic position"));
        }
        let src = self.operand_id(op, usize::from(!extract))?;
        let shape = m.value_type(src).shape().unwrap_or(&[]).to_vec();
        let si = self.vinfo_of(op, src)?;
        // Row-major offset and length of the addressed part.
        let mut off = 0i64;
        let mut ok = pos.len() <= shape.len();
        for (d, &p) in pos.iter().enumerate() {
            let s = shape.get(d).copied().unwrap_or(0);
            ok &= p >= 0 && p < s;
            off = off.saturating_mul(s).saturating_add(p);
        }
        let inner: i64 = shape.get(pos.len()..).unwrap_or(&[]).iter().product();
        if !ok {
            let site = self.u.site(
                op,
                ExecErrorKind::OutOfBounds,
                &format!("position {pos:?} out of vector shape {shape:?}"),
                false,
            );
            self.fail_if("1", site, &[]);
            let r = self.result_id(op, 0)?;
            let t = self.vty(op, m.value_type(r))?;
            let z = if m.value_type(r).shape().is_some() {
                "{0}"
            } else {
                "0"
            };
            self.line(&format!("const {t} {} = ({t}){z};", vname(r)));
            return Ok(());
        }
        let (off, len) = (
            usize::try_from(off * inner).unwrap_or(0),
            usize::try_from(inner).unwrap_or(0),
        );
        if off + len > si.n {
            return Err(self.malformed(op, "position out of range"));
        }
        let s = vname(src);
        let r = self.result_id(op, 0)?;
        if extract {
            if pos.len() == shape.len() {
                return self.def(op, 0, &format!("{s}[{off}]"));
            }
            let ri = self.vinfo_of(op, r)?;
            let mut es: Vec<String> = (0..len).map(|l| format!("{s}[{}]", off + l)).collect();
            es.resize(ri.p, "0".into());
            return self.def(op, 0, &format!("({}){{{}}}", ri.name, es.join(", ")));
        }
        let x = self.operand_id(op, 0)?;
        let mut line = format!("{} vi{}_ = {s};", si.name, r.0);
        if matches!(m.value_type(x), Type::Vector { .. }) {
            for l in 0..len {
                let _ = write!(line, " vi{}_[{}] = {}[{l}];", r.0, off + l, vname(x));
            }
        } else {
            let _ = write!(line, " vi{}_[{off}] = {};", r.0, vname(x));
        }
        self.line(&line);
        self.def(op, 0, &format!("vi{}_", r.0))
    }
}

/// A C string literal of `bytes` (octal escapes for everything but letters, digits, space
/// and a few safe punctuation characters).
fn c_string(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &b in bytes {
        if b.is_ascii_alphanumeric() || b" .,:;()_-+=*/<>[]{}!#%&|^~@$".contains(&b) {
            s.push(b as char);
        } else {
            let _ = write!(s, "\\{b:03o}");
        }
    }
    s.push('"');
    s
}

impl<'a, 'm> Fx<'a, 'm> {
    /// `vector.print`: its pieces (see [`crate::print::pieces`]) as `tess_puts` and
    /// `tess_print_*` calls.
    fn print(&mut self, op: OpId) -> R<()> {
        let plan = crate::print::plan(self.u.m, op).map_err(|e| self.unsupported(op, e))?;
        self.u.uses_print = true;
        let src = self.u.m.op(op).operands.first().copied();
        let lane = |k: usize| -> R<String> {
            let v = src.ok_or_else(|| self.malformed(op, "has no source"))?;
            Ok(match self.u.m.value_type(v) {
                Type::Vector { .. } => format!("{}[{k}]", vname(v)),
                _ => vname(v),
            })
        };
        let mut lines = vec![];
        for p in crate::print::pieces(&plan) {
            match (p, plan.source.as_ref().map(|(e, _)| *e)) {
                (crate::print::Piece::Text(t), _) => {
                    lines.push(format!("tess_puts({});", c_string(&t)))
                }
                (crate::print::Piece::Elem(k), Some(e)) => {
                    let x = lane(k)?;
                    use crate::print::PrintElem as P;
                    lines.push(match e {
                        P::Signed(w) => format!("tess_print_i64(tess_sext((uint64_t)({x}), {w}));"),
                        P::Unsigned(w) => format!("tess_print_u64(tess_zext({x}, {w}));"),
                        P::Index => format!("tess_print_u64((uint64_t)({x}));"),
                        P::F32 | P::F64 => format!("tess_print_f64((double)({x}));"),
                    });
                }
                (crate::print::Piece::Elem(_), None) => {}
            }
        }
        for l in lines {
            self.line(&l);
        }
        Ok(())
    }
}
