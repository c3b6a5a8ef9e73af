//! Memory: affine.load/store, memref.load/store (bounds-checked unless proven or disabled),
//! memref.alloc/alloca/dealloc/dim/cast and element conversions between registers and memory.

use tessera_ir::{OpId, Type};

use super::affine::{self, Inputs};
use super::emit::{elem_cty, lit, memref_elem, vname, Desc, R};
use super::func::Fx;
use crate::buffer::ElemType;
use crate::value::ExecErrorKind;

impl<'u, 'm> Fx<'u, 'm> {
    /// The element expression `p[off + sum(i_k * t_k)]`.
    pub(crate) fn elem_ref(d: &Desc, idx: &[String]) -> String {
        let mut terms = vec![];
        if d.off != "0" {
            terms.push(d.off.clone());
        }
        for (i, t) in idx.iter().zip(&d.strides) {
            if t == "1LL" {
                terms.push(i.clone());
            } else {
                terms.push(format!("{i} * {t}"));
            }
        }
        if terms.is_empty() {
            terms.push("0".into());
        }
        format!("{}[{}]", d.p, terms.join(" + "))
    }

    /// Checks `idx` (with known ranges) against the sizes of `d`, unless proven or disabled.
    fn bounds_check(
        &mut self,
        op: OpId,
        d: &Desc,
        idx: &[String],
        ranges: &[Option<(i128, i128)>],
    ) {
        if !self.u.opts.bounds_checks {
            return;
        }
        let mut conds = vec![];
        for (k, (i, s)) in idx.iter().zip(&d.sizes).enumerate() {
            let proven = match (ranges.get(k).copied().flatten(), d.static_sizes.get(k)) {
                (Some((lo, hi)), Some(Some(n))) => lo >= 0 && hi < i128::from(*n),
                _ => false,
            };
            if !proven {
                conds.push(format!("(uint64_t)({i}) >= (uint64_t)({s})"));
            }
        }
        if conds.is_empty() {
            return;
        }
        let site = self.u.site(op, ExecErrorKind::OutOfBounds, "", true);
        let mut words: Vec<String> = idx.to_vec();
        words.extend(d.sizes.iter().cloned());
        self.fail_if(&conds.join(" || "), site, &words);
    }

    /// Loads element `idx` of `d` into a register value for result 0 of `op`.
    fn load(
        &mut self,
        op: OpId,
        d: &Desc,
        idx: &[String],
        ranges: &[Option<(i128, i128)>],
    ) -> R<()> {
        self.bounds_check(op, d, idx, ranges);
        let r = Self::elem_ref(d, idx);
        let e = match d.elem {
            ElemType::I1 => format!("-(int64_t)({r} & 1)"),
            ElemType::F32 | ElemType::F64 => r,
            _ => format!("(int64_t){r}"),
        };
        self.def(op, 0, &e)
    }

    /// Stores register value `v` to element `idx` of `d`.
    fn store(
        &mut self,
        op: OpId,
        d: &Desc,
        idx: &[String],
        ranges: &[Option<(i128, i128)>],
        v: &str,
    ) {
        self.bounds_check(op, d, idx, ranges);
        let r = Self::elem_ref(d, idx);
        let e = match d.elem {
            ElemType::I1 => format!("(uint8_t)({v} & 1)"),
            ElemType::F32 | ElemType::F64 => v.to_string(),
            e => format!("({}){v}", elem_cty(e)),
        };
        self.line(&format!("{r} = {e};"));
    }

    /// affine.load / affine.store.
    pub fn affine_access(&mut self, op: OpId) -> R<()> {
        let m = self.u.m;
        let o = m.op(op);
        let is_load = o.name == "affine.load";
        let map = o
            .attr("map")
            .and_then(|a| a.as_affine_map())
            .ok_or_else(|| self.malformed(op, "has no map"))?;
        let first = if is_load { 1 } else { 2 };
        let mi = if is_load { 0 } else { 1 };
        let d = self.desc(op, mi)?;
        let operands = o.operands.get(first..).unwrap_or(&[]).to_vec();
        let (idx, ranges) = self.map_values(op, map, &operands)?;
        if idx.len() != d.sizes.len() {
            return Err(self.malformed(op, "map results do not match the memref rank"));
        }
        if is_load {
            self.load(op, &d, &idx, &ranges)
        } else {
            let v = self.operand(op, 0)?;
            self.store(op, &d, &idx, &ranges, &v);
            Ok(())
        }
    }

    /// The C names of the operands of an affine map or set, with the known value range of
    /// each: what [`Inputs`] borrows.
    pub fn affine_operands(
        &self,
        operands: &[tessera_ir::ValueId],
    ) -> (Vec<String>, Vec<Option<(i64, i64)>>) {
        let names = operands.iter().map(|&v| vname(v)).collect();
        let ranges = operands
            .iter()
            .map(|v| self.ranges.get(v).copied())
            .collect();
        (names, ranges)
    }

    /// The results of `map` applied to `operands` as C expressions (divisors checked) and
    /// their known ranges.
    #[allow(clippy::type_complexity)]
    pub fn map_values(
        &mut self,
        op: OpId,
        map: &tessera_polyhedral::affine::AffineMap,
        operands: &[tessera_ir::ValueId],
    ) -> R<(Vec<String>, Vec<Option<(i128, i128)>>)> {
        let (names, rs) = self.affine_operands(operands);
        let inp = Inputs {
            num_dims: map.num_dims() as usize,
            names: &names,
            ranges: &rs,
        };
        let mut checks = vec![];
        let mut out = vec![];
        let mut ranges = vec![];
        for e in map.results() {
            out.push(affine::expr(e, &inp, &mut checks));
            ranges.push(affine::range(e, &inp));
        }
        self.divisor_checks(op, &checks);
        Ok((out, ranges))
    }

    /// Faults unless every divisor in `checks` is positive.
    pub fn divisor_checks(&mut self, op: OpId, checks: &[String]) {
        if checks.is_empty() {
            return;
        }
        let site = self.u.site(
            op,
            ExecErrorKind::Undefined,
            "affine expression overflows or divides by a non-positive value",
            false,
        );
        let c: Vec<String> = checks.iter().map(|x| format!("({x}) <= 0")).collect();
        self.fail_if(&c.join(" || "), site, &[]);
    }

    /// memref operations.
    pub fn memref_op(&mut self, op: OpId, short: &str) -> R<()> {
        let m = self.u.m;
        let o = m.op(op);
        match short {
            "load" | "store" => {
                let (mi, first) = if short == "load" { (0, 1) } else { (1, 2) };
                let d = self.desc(op, mi)?;
                let idx: Vec<String> = o
                    .operands
                    .get(first..)
                    .unwrap_or(&[])
                    .iter()
                    .map(|&v| vname(v))
                    .collect();
                let ranges: Vec<Option<(i128, i128)>> = o
                    .operands
                    .get(first..)
                    .unwrap_or(&[])
                    .iter()
                    .map(|v| {
                        self.ranges
                            .get(v)
                            .map(|&(a, b)| (i128::from(a), i128::from(b)))
                    })
                    .collect();
                if idx.len() != d.sizes.len() {
                    return Err(self.malformed(op, "index count does not match the memref rank"));
                }
                if short == "load" {
                    self.load(op, &d, &idx, &ranges)
                } else {
                    let v = self.operand(op, 0)?;
                    self.store(op, &d, &idx, &ranges, &v);
                    Ok(())
                }
            }
            "alloc" | "alloca" => self.alloc(op, short == "alloca"),
            "dealloc" => {
                let d = self.desc(op, 0)?;
                self.line(&format!("tess_free({});", d.a));
                Ok(())
            }
            "dim" => {
                let d = self.desc(op, 0)?;
                let k = self.operand(op, 1)?;
                let site = self.u.site(
                    op,
                    ExecErrorKind::OutOfBounds,
                    "dimension out of range",
                    false,
                );
                self.fail_if(&format!("(uint64_t){k} >= {}", d.sizes.len()), site, &[]);
                let sizes = if d.sizes.is_empty() {
                    "0".to_string()
                } else {
                    d.sizes.join(", ")
                };
                self.def(op, 0, &format!("((const int64_t[]){{{sizes}}})[{k}]"))
            }
            "cast" => self.memref_cast(op),
            "subview" => self.subview(op),
            "copy" => self.copy(op),
            _ => Err(self.unsupported(op, "is not supported by the C backend")),
        }
    }

    fn alloc(&mut self, op: OpId, stack: bool) -> R<()> {
        let m = self.u.m;
        let o = m.op(op);
        let r = self.result_id(op, 0)?;
        let t = m.value_type(r).clone();
        let Type::MemRef { shape, layout, .. } = &t else {
            return Err(self.malformed(op, "result is not a memref"));
        };
        if layout.is_some() {
            return Err(self.unsupported(op, "with a layout"));
        }
        let e = memref_elem(&t).ok_or_else(|| self.unsupported(op, format!("of {t}")))?;
        let mut dyns = o.operands.iter();
        let mut sizes = vec![];
        for &s in shape {
            if s >= 0 {
                sizes.push(lit(s));
            } else {
                let v = dyns
                    .next()
                    .ok_or_else(|| self.malformed(op, "missing dynamic size"))?;
                sizes.push(vname(*v));
            }
        }
        let mut strides = vec!["1LL".to_string(); sizes.len()];
        for k in (0..sizes.len().saturating_sub(1)).rev() {
            strides[k] = format!("({} * {})", strides[k + 1], sizes[k + 1]);
        }
        let n = vname(r);
        let ec = elem_cty(e);
        let neg: Vec<String> = sizes
            .iter()
            .filter(|s| !s.ends_with("LL"))
            .map(|s| format!("{s} < 0"))
            .collect();
        if !neg.is_empty() {
            let site = self.u.site(
                op,
                ExecErrorKind::Allocation,
                "negative dimension size",
                false,
            );
            self.fail_if(&neg.join(" || "), site, &[]);
        }
        let count = if sizes.is_empty() {
            "1LL".to_string()
        } else {
            sizes.join(" * ")
        };
        let static_count: Option<i64> =
            shape
                .iter()
                .try_fold(1i64, |a, &s| if s >= 0 { a.checked_mul(s) } else { None });
        if stack && static_count.is_some_and(|c| c <= (1 << 24)) {
            let c = static_count.unwrap_or(1).max(1);
            self.line(&format!("{ec} {n}_buf[{c}] __attribute__((aligned(64)));"));
            return self.def_memref(r, "(void *)0", &format!("{n}_buf"), "0", &sizes, &strides);
        }
        if stack {
            return Err(self.unsupported(op, "of dynamic or very large size"));
        }
        let site = self
            .u
            .site(op, ExecErrorKind::Allocation, "allocation failed", false);
        self.line(&format!(
            "void *{n}_m = tess_alloc((int64_t)(({count}) * (int64_t)sizeof({ec})));"
        ));
        self.fail_if(&format!("{n}_m == 0"), site, &[]);
        self.def_memref(
            r,
            &format!("{n}_m"),
            &format!("({ec} *){n}_m"),
            "0",
            &sizes,
            &strides,
        )
    }
}
