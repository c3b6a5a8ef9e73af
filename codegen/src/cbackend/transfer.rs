//! vector.transfer_read / transfer_write, lane by lane as the interpreter runs them: lane `p`
//! accesses the base indices plus `p_k` on the memref dimension vector dimension `k` walks;
//! lanes out of bounds on a dimension not marked in bounds, or masked off, read the padding
//! and are not written; every accessed element is bounds-checked (so a false in-bounds claim
//! faults at the first lane outside, after the lanes before it were written).

use tessera_ir::OpId;

use super::emit::{vname, R};
use super::func::Fx;
use crate::buffer::ElemType;
use crate::value::ExecErrorKind;

impl<'u, 'm> Fx<'u, 'm> {
    /// A transfer operation.
    pub fn transfer(&mut self, op: OpId, write: bool) -> R<()> {
        let m = self.u.m;
        let o = m.op(op);
        let t = crate::interp::transfer_info(m, op, write)
            .ok_or_else(|| self.unsupported(op, "of this form"))?;
        let mpos = usize::from(write);
        let d = self.desc(op, mpos)?;
        let vec_v = if write {
            self.operand_id(op, 0)?
        } else {
            self.result_id(op, 0)?
        };
        let vt = m.value_type(vec_v);
        let ty = self.vty(op, vt)?;
        let vi = super::vector::vinfo(vt).ok_or_else(|| self.unsupported(op, "vector type"))?;
        let base: Vec<String> = o
            .operands
            .get(mpos + 1..mpos + 1 + t.nidx)
            .ok_or_else(|| self.malformed(op, "missing indices"))?
            .iter()
            .map(|&v| vname(v))
            .collect();
        if base.len() != d.sizes.len() {
            return Err(self.malformed(op, "index count does not match the memref rank"));
        }
        let after = mpos + 1 + t.nidx;
        let pad = (!write)
            .then(|| o.operands.get(after).map(|&v| vname(v)))
            .flatten();
        let mask = o
            .operands
            .get(after + usize::from(!write))
            .map(|&v| vname(v));
        let k = self.fresh();
        let (l, out) = (format!("l{k}_"), format!("vr{k}_"));
        if !write {
            self.line(&format!("{ty} {out} = {{0}};"));
        }
        self.line(&format!("for (int64_t {l} = 0; {l} < {}; {l}++) {{", vi.n));
        self.ind += 1;
        let idx: Vec<String> = (0..base.len()).map(|j| format!("ti{k}_{j}")).collect();
        for (i, b) in idx.iter().zip(&base) {
            self.line(&format!("int64_t {i} = {b};"));
        }
        let act = format!("ta{k}_");
        match &mask {
            Some(mk) => self.line(&format!("int {act} = {mk}[{l}] != 0;")),
            None => self.line(&format!("int {act} = 1;")),
        }
        let mut inner = 1i64;
        let mut walk = vec![];
        for (kk, &s) in t.shape.iter().enumerate().rev() {
            walk.push((kk, inner, s));
            inner = inner.saturating_mul(s);
        }
        walk.reverse();
        for (kk, inner, s) in walk {
            let Some(dim) = t.perm.get(kk).copied().flatten() else {
                continue;
            };
            let i = idx
                .get(dim)
                .ok_or_else(|| self.malformed(op, "permutation map out of the memref rank"))?;
            self.line(&format!("{i} += ({l} / {inner}) % {s};"));
            if !t.in_bounds.get(kk).copied().unwrap_or(false) {
                let size = &d.sizes[dim];
                self.line(&format!(
                    "if ((uint64_t){i} >= (uint64_t)({size})) {act} = 0;"
                ));
            }
        }
        self.line(&format!("if ({act}) {{"));
        self.ind += 1;
        if self.u.opts.bounds_checks {
            let conds: Vec<String> = idx
                .iter()
                .zip(&d.sizes)
                .map(|(i, s)| format!("(uint64_t){i} >= (uint64_t)({s})"))
                .collect();
            if !conds.is_empty() {
                let site = self.u.site(op, ExecErrorKind::OutOfBounds, "", true);
                let mut words = idx.clone();
                words.extend(d.sizes.iter().cloned());
                self.fail_if(&conds.join(" || "), site, &words);
            }
        }
        let r = Self::elem_ref(&d, &idx);
        if write {
            let x = format!("{}[{l}]", vname(vec_v));
            let e = match d.elem {
                ElemType::I1 => format!("(uint8_t)({x} & 1)"),
                ElemType::F32 | ElemType::F64 => x,
                e => format!("({}){x}", super::emit::elem_cty(e)),
            };
            self.line(&format!("{r} = {e};"));
        } else {
            let e = match d.elem {
                ElemType::I1 => format!("-(int64_t)({r} & 1)"),
                ElemType::F32 | ElemType::F64 => r,
                _ => format!("(int64_t){r}"),
            };
            self.line(&format!("{out}[{l}] = {e};"));
        }
        self.ind -= 1;
        if let Some(p) = &pad {
            self.line(&format!("}} else {out}[{l}] = {p};"));
        } else {
            self.line("}");
        }
        self.ind -= 1;
        self.line("}");
        if !write {
            self.line(&format!("const {ty} {} = {out};", vname(vec_v)));
        }
        Ok(())
    }
}
