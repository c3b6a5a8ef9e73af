//! memref.subview (static and dynamic offsets, sizes and strides, rank reduction),
//! memref.copy and memref.cast, with the JIT's checks and the interpreter's messages.

use tessera_ir::{OpId, Type};

use super::emit::{lit, vname, Detail, R};
use super::func::Fx;
use crate::value::ExecErrorKind;

impl<'u, 'm> Fx<'u, 'm> {
    /// memref.cast: the size check of each static target dimension, and, to the identity
    /// layout from a type that does not promise it, the offset and stride check (the
    /// result's offset and strides are those of its type; a source whose run-time layout
    /// differs fails, MLIR's runtime verification of memref.cast, as it would be read wrongly
    /// otherwise).
    pub fn memref_cast(&mut self, op: OpId) -> R<()> {
        let m = self.u.m;
        let d = self.desc(op, 0)?;
        let r = self.result_id(op, 0)?;
        let rt = m.value_type(r).clone();
        if let Type::MemRef { shape, .. } = &rt {
            let mut conds = vec![];
            for (k, &s) in shape.iter().enumerate() {
                if s >= 0 {
                    if let Some(x) = d.sizes.get(k) {
                        conds.push(format!("{x} != {}", lit(s)));
                    }
                }
            }
            if !conds.is_empty() {
                let site = self.u.site(
                    op,
                    ExecErrorKind::OutOfBounds,
                    "cast of a memref to a shape it does not have",
                    false,
                );
                self.fail_if(&conds.join(" || "), site, &[]);
            }
        }
        self.def_memref(r, &d.a, &d.p, &d.off, &d.sizes, &d.strides)?;
        let st = m.value_type(self.operand_id(op, 0)?).clone();
        if rt.is_identity_memref() && !st.is_identity_memref() {
            let rd = self.descs[&r].clone();
            let mut conds = vec![];
            if d.off != rd.off {
                conds.push(format!("({}) != ({})", d.off, rd.off));
            }
            for (a, b) in d.strides.iter().zip(&rd.strides) {
                if a != b {
                    conds.push(format!("({a}) != ({b})"));
                }
            }
            if !conds.is_empty() {
                let site = self.u.site(
                    op,
                    ExecErrorKind::OutOfBounds,
                    "cast of a memref to the identity layout it does not have",
                    false,
                );
                self.u.sites[site].detail = Some(Detail::Relayout);
                let mut words = vec![d.off.clone()];
                words.extend(d.strides.iter().cloned());
                self.fail_if(&conds.join(" || "), site, &words);
            }
        }
        Ok(())
    }

    /// memref.subview.
    pub fn subview(&mut self, op: OpId) -> R<()> {
        let m = self.u.m;
        let o = m.op(op);
        let src = self.desc(op, 0)?;
        let mut next = 1usize;
        let mut vals: Vec<Vec<String>> = vec![];
        let mut lists: Vec<Vec<i64>> = vec![];
        for n in ["static_offsets", "static_sizes", "static_strides"] {
            let l = o
                .attr(n)
                .and_then(tessera_ir::views::int_values)
                .ok_or_else(|| self.malformed(op, format!("has no {n}")))?;
            let mut v = vec![];
            for &x in &l {
                if x == tessera_ir::types::DYNAMIC {
                    v.push(vname(self.operand_id(op, next)?));
                    next += 1;
                } else {
                    v.push(lit(x));
                }
            }
            vals.push(v);
            lists.push(l);
        }
        let rank = src.sizes.len();
        if vals.iter().any(|v| v.len() != rank) {
            return Err(self.malformed(op, "offsets/sizes/strides do not match the rank"));
        }
        let r = self.result_id(op, 0)?;
        let rr = m.value_type(r).shape().map(|s| s.len()).unwrap_or(0);
        let unit: Vec<bool> = lists[1].iter().map(|s| *s == 1).collect();
        let keep = crate::interp::subview_kept_dims(&unit, rr)
            .ok_or_else(|| self.unsupported(op, "rank reduction not understood"))?;
        if self.u.opts.bounds_checks {
            for (k, size) in src.sizes.iter().enumerate() {
                let (ov, sv, stv) = (&vals[0][k], &vals[1][k], &vals[2][k]);
                let j = self.fresh();
                self.line(&format!(
                    "int64_t sv{j}_sp, sv{j}_l; int sv{j}_of = __builtin_mul_overflow(({sv}) - 1 > 0 ? ({sv}) - 1 : 0, {stv}, &sv{j}_sp); sv{j}_of |= __builtin_add_overflow({ov}, sv{j}_sp, &sv{j}_l);"
                ));
                let cond = format!(
                    "({ov}) < 0 || ({sv}) < 0 || (({sv}) > 0 && (({ov}) >= ({size}) || sv{j}_l < 0 || sv{j}_l >= ({size}) || sv{j}_of))"
                );
                let site = self.u.site(
                    op,
                    ExecErrorKind::OutOfBounds,
                    "subview offset or stride overflows",
                    false,
                );
                self.u.sites[site].detail = Some(Detail::Subview { dim: k });
                let words = [ov.clone(), sv.clone(), stv.clone(), size.clone()];
                self.fail_if(&cond, site, &words);
            }
        }
        let mut off = vec![src.off.clone()];
        let (mut sizes, mut strides) = (vec![], vec![]);
        for k in 0..rank {
            off.push(format!("({}) * ({})", vals[0][k], src.strides[k]));
            if keep[k] {
                sizes.push(vals[1][k].clone());
                strides.push(format!("({}) * ({})", vals[2][k], src.strides[k]));
            }
        }
        self.def_memref(r, &src.a, &src.p, &off.join(" + "), &sizes, &strides)
    }

    /// memref.copy: element by element in row-major order after checking the shapes.
    pub fn copy(&mut self, op: OpId) -> R<()> {
        let s = self.desc(op, 0)?;
        let t = self.desc(op, 1)?;
        if s.sizes.len() != t.sizes.len() {
            return Err(self.malformed(op, "copies between memrefs of different ranks"));
        }
        if s.elem != t.elem {
            return Err(self.malformed(op, "copies between different element types"));
        }
        if self.u.opts.bounds_checks && !s.sizes.is_empty() {
            let conds: Vec<String> = s
                .sizes
                .iter()
                .zip(&t.sizes)
                .map(|(a, b)| format!("({a}) != ({b})"))
                .collect();
            let site = self.u.site(op, ExecErrorKind::OutOfBounds, "", false);
            self.u.sites[site].detail = Some(Detail::Copy);
            let mut words = s.sizes.clone();
            words.extend(t.sizes.iter().cloned());
            self.fail_if(&conds.join(" || "), site, &words);
        }
        let j = self.fresh();
        let idx: Vec<String> = (0..s.sizes.len()).map(|k| format!("cp{j}_{k}")).collect();
        let open = self.ind;
        for (i, n) in idx.iter().zip(&s.sizes) {
            self.line(&format!("for (int64_t {i} = 0; {i} < {n}; {i}++) {{"));
            self.ind += 1;
        }
        let (a, b) = (Self::elem_ref(&t, &idx), Self::elem_ref(&s, &idx));
        self.line(&format!("{a} = {b};"));
        while self.ind > open {
            self.ind -= 1;
            self.line("}");
        }
        Ok(())
    }
}
