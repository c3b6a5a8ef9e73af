//! memref.subview (static and dynamic offsets, sizes and strides, rank reduction) and
//! memref.copy, with the JIT's checks and the interpreter's messages.

use tessera_ir::OpId;

use super::emit::{lit, vname, Detail, R};
use super::func::Fx;
use crate::value::ExecErrorKind;

impl<'u, 'm> Fx<'u, 'm> {
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
