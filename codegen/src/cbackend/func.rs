//! The emitter of one function: statements, the unwind stack, memref descriptors of values,
//! the dispatch of operations to the dialect emitters, calls, returns and `cf.assert`.

use std::collections::HashMap;
use std::fmt::Write as _;

use tessera_ir::{BlockId, OpId, Type, ValueId};

use super::emit::{
    check_nest, elem_cty, lit, memref_elem, static_identity, vname, Desc, FuncInfo, Unit, R,
};
use super::CErrorKind;
use crate::value::ExecErrorKind;

/// Where the values of a region terminator go.
#[derive(Debug, Clone)]
pub(crate) enum YieldTo {
    /// Nowhere (the terminator has no operands).
    None,
    /// Assigned to these variables.
    Assign(Vec<String>),
    /// Combined into these accumulators: `acc = f(acc, value)` with `{a}`/`{b}` in the format.
    Reduce(Vec<(String, String)>),
}

/// The emitter of one function.
pub(crate) struct Fx<'u, 'm> {
    pub u: &'u mut Unit<'m>,
    pub out: String,
    pub ind: usize,
    /// The statements that leave the current construct after an error (innermost last).
    pub unwind: Vec<String>,
    pub descs: HashMap<ValueId, Desc>,
    /// Inclusive ranges of `affine.for` induction variables with constant bounds.
    pub ranges: HashMap<ValueId, (i64, i64)>,
    pub depth: usize,
    pub labels: usize,
    /// Nesting of OpenMP parallel loops being emitted.
    pub in_parallel: usize,
    /// Inside a team (`#pragma omp parallel` around a sequential loop, see `omp.rs`): its
    /// label number; its parallel loops are worksharing loops.
    pub team: Option<usize>,
    /// Inside a loop nest that polls the deadline once it has finished (no polls within).
    pub no_poll: usize,
    pub f: FuncInfo,
    /// Inside a lane loop of a lane-wise vector operation: the lane index variable and the
    /// vector the lanes of the result go to.
    pub lane: Option<(String, String)>,
}

/// Emits the body of function `f` whose entry block arguments are `args`.
pub(crate) fn emit_function(u: &mut Unit<'_>, f: &FuncInfo, args: &[ValueId]) -> R<String> {
    let m = u.m;
    let o = m.op(f.op);
    let body = super::emit::region_block(m, f.op, 0).ok_or_else(|| {
        CErrorKind::unsupported(
            "func.func",
            o.pos,
            format!("@{} has more than one block (cf branches)", f.name),
        )
    })?;
    let _ = o;
    let zero = if f.results.is_empty() {
        "{ tess_depth--; return; }".to_string()
    } else {
        format!("{{ tess_depth--; return (tess_ret_{}){{0}}; }}", f.cname)
    };
    let mut fx = Fx {
        u,
        out: String::new(),
        ind: 1,
        unwind: vec![zero.clone()],
        descs: HashMap::new(),
        ranges: HashMap::new(),
        depth: 0,
        labels: 0,
        in_parallel: 0,
        team: None,
        no_poll: 0,
        f: f.clone(),
        lane: None,
    };
    for (&a, t) in args.iter().zip(&f.inputs) {
        if matches!(t, Type::MemRef { .. }) {
            let d = fx.desc_from_vars(a, t)?;
            fx.descs.insert(a, d);
        }
    }
    fx.line("tess_depth++;");
    fx.block(body, &YieldTo::None)?;
    Ok(fx.out)
}

impl<'u, 'm> Fx<'u, 'm> {
    /// Appends one line at the current indentation.
    pub fn line(&mut self, s: &str) {
        for _ in 0..self.ind {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    /// A fresh label or temporary number.
    pub fn fresh(&mut self) -> usize {
        self.labels += 1;
        self.labels
    }

    /// The statement leaving the current construct after an error.
    pub fn unwind_stmt(&self) -> String {
        self.unwind
            .last()
            .cloned()
            .unwrap_or_else(|| "return;".into())
    }

    /// `if (cond) { record site with words; unwind }`.
    pub fn fail_if(&mut self, cond: &str, site: usize, words: &[String]) {
        let rec = if words.is_empty() {
            format!("tess_fail({site}, 0, 0);")
        } else {
            format!(
                "tess_fail({site}, {}, (const int64_t[]){{{}}});",
                words.len(),
                words.join(", ")
            )
        };
        let u = self.unwind_stmt();
        self.line(&format!(
            "if (__builtin_expect(!!({cond}), 0)) {{ {rec} {u} }}"
        ));
    }

    /// At the end of an iteration of loop `op`: with [`super::COptions::deadline_checks`],
    /// record a timeout naming the loop and leave once the deadline flag is set.
    pub fn poll_deadline(&mut self, op: OpId) {
        if !self.u.opts.deadline_checks || self.no_poll > 0 {
            return;
        }
        if self.team.is_some() && self.in_parallel == 0 {
            // A sequential loop every thread of an OpenMP team runs: the threads must leave
            // together, so they do not read the flag (which they could see at different
            // times) but the error the polling worksharing iterations record, between two
            // barriers.
            let u = self.unwind_stmt();
            self.out += "#pragma omp barrier\n";
            self.line("{ const int tess_stop_ = TESS_ERR;");
            self.out += "#pragma omp barrier\n";
            self.line(&format!("if (tess_stop_) {u} }}"));
            return;
        }
        let msg = crate::value::timeout_message(self.u.m, op);
        let s = self.u.site(op, ExecErrorKind::Timeout, &msg, false);
        self.fail_if("TESS_DEADLINE", s, &[]);
    }

    /// After a call or a parallel loop: leave if an error was recorded.
    pub fn check_err(&mut self) {
        let u = self.unwind_stmt();
        self.line(&format!("if (TESS_ERR) {u}"));
    }

    pub fn unsupported(&self, op: OpId, msg: impl Into<String>) -> CErrorKind {
        let o = self.u.m.op(op);
        CErrorKind::unsupported(
            &o.name,
            o.pos,
            crate::interp::llvm_hint(&o.name, msg.into()),
        )
    }

    pub fn malformed(&self, op: OpId, msg: impl Into<String>) -> CErrorKind {
        let o = self.u.m.op(op);
        CErrorKind::malformed(&o.name, o.pos, msg)
    }

    /// The C expression of a scalar operand.
    pub fn operand(&self, op: OpId, i: usize) -> R<String> {
        let v = self.operand_id(op, i)?;
        match &self.lane {
            Some((l, _)) if matches!(self.u.m.value_type(v), Type::Vector { .. }) => {
                Ok(format!("{}[{l}]", vname(v)))
            }
            _ => Ok(vname(v)),
        }
    }

    pub fn operand_id(&self, op: OpId, i: usize) -> R<ValueId> {
        self.u
            .m
            .op(op)
            .operands
            .get(i)
            .copied()
            .ok_or_else(|| self.malformed(op, format!("missing operand #{i}")))
    }

    pub fn result_id(&self, op: OpId, i: usize) -> R<ValueId> {
        self.u
            .m
            .op(op)
            .results
            .get(i)
            .copied()
            .ok_or_else(|| self.malformed(op, format!("missing result #{i}")))
    }

    /// The descriptor of memref operand `i`.
    pub fn desc(&self, op: OpId, i: usize) -> R<Desc> {
        let v = self.operand_id(op, i)?;
        self.descs
            .get(&v)
            .cloned()
            .ok_or_else(|| self.unsupported(op, "memref operand of unknown origin"))
    }

    /// The descriptor of a memref value held in the variables `vN_a`, `vN_p`, ... (static
    /// parts of its type as constants).
    pub fn desc_from_vars(&self, v: ValueId, t: &Type) -> R<Desc> {
        let n = vname(v);
        let Type::MemRef { shape, .. } = t else {
            return Err(CErrorKind::Backend(format!("{n} is not a memref")));
        };
        let elem =
            memref_elem(t).ok_or_else(|| CErrorKind::Backend(format!("element type of {t}")))?;
        let r = shape.len();
        let (off, sizes, strides) = match static_identity(t) {
            Some(sh) => {
                let mut st = vec![0i64; r];
                let mut acc = 1i64;
                for d in (0..r).rev() {
                    st[d] = acc;
                    acc = acc.saturating_mul(sh[d]);
                }
                (
                    "0".to_string(),
                    sh.iter().map(|&x| lit(x)).collect(),
                    st.iter().map(|&x| lit(x)).collect(),
                )
            }
            None if t.is_identity_memref() => {
                // An identity layout fixes the offset (0) and the strides (the products of
                // the sizes inside each dim) whatever the sizes: the C compiler then sees
                // unit-stride innermost accesses (and vectorises them without versioning).
                let sizes: Vec<String> = shape
                    .iter()
                    .enumerate()
                    .map(|(k, &d)| if d >= 0 { lit(d) } else { format!("{n}_s{k}") })
                    .collect();
                let mut strides = vec!["1LL".to_string(); r];
                let (mut known, mut dynamic) = (1i64, Vec::<String>::new());
                for d in (0..r).rev() {
                    let mut parts: Vec<String> = dynamic.clone();
                    if known != 1 || parts.is_empty() {
                        parts.insert(0, lit(known));
                    }
                    strides[d] = if parts.len() == 1 {
                        parts.remove(0)
                    } else {
                        format!("({})", parts.join(" * "))
                    };
                    if shape[d] >= 0 {
                        known = known.saturating_mul(shape[d]);
                    } else {
                        dynamic.push(format!("{n}_s{d}"));
                    }
                }
                ("0".to_string(), sizes, strides)
            }
            None => (
                format!("{n}_o"),
                (0..r).map(|k| format!("{n}_s{k}")).collect(),
                (0..r).map(|k| format!("{n}_t{k}")).collect(),
            ),
        };
        Ok(Desc {
            a: format!("{n}_a"),
            p: format!("{n}_p"),
            off,
            sizes,
            strides,
            elem,
            static_sizes: shape.iter().map(|&d| (d >= 0).then_some(d)).collect(),
        })
    }

    /// Declares the variables of memref value `v` from the given parts and records its
    /// descriptor.
    pub fn def_memref(
        &mut self,
        v: ValueId,
        a: &str,
        p: &str,
        off: &str,
        sizes: &[String],
        strides: &[String],
    ) -> R<()> {
        let t = self.u.m.value_type(v).clone();
        let e = memref_elem(&t).ok_or_else(|| CErrorKind::Backend(format!("memref type {t}")))?;
        let n = vname(v);
        let mut s = format!(
            "void *{n}_a = {a}; {} *{n}_p = {p}; int64_t {n}_o = {off};",
            elem_cty(e)
        );
        for (k, x) in sizes.iter().enumerate() {
            let _ = write!(s, " int64_t {n}_s{k} = {x};");
        }
        for (k, x) in strides.iter().enumerate() {
            let _ = write!(s, " int64_t {n}_t{k} = {x};");
        }
        let _ = write!(s, " (void){n}_a; (void){n}_o;");
        for k in 0..sizes.len() {
            let _ = write!(s, " (void){n}_s{k}; (void){n}_t{k};");
        }
        self.line(&s);
        let d = self.desc_from_vars(v, &t)?;
        self.descs.insert(v, d);
        Ok(())
    }

    /// Emits the operations of `block`.
    pub fn block(&mut self, block: BlockId, yt: &YieldTo) -> R<()> {
        let m = self.u.m;
        self.depth += 1;
        for &op in &m.block(block).ops {
            check_nest(self.depth, m, op)?;
            self.op(op, yt)?;
        }
        self.depth -= 1;
        Ok(())
    }

    /// Declares `T vN = expr;` for result `i` of `op`.
    pub fn def(&mut self, op: OpId, i: usize, expr: &str) -> R<()> {
        let v = self.result_id(op, i)?;
        let m = self.u.m;
        let t = m.value_type(v);
        if let (Some((l, out)), Type::Vector { .. }) = (&self.lane, t) {
            let s = format!("{out}[{l}] = {expr};");
            self.line(&s);
            return Ok(());
        }
        let c = self.vty(op, t)?;
        self.line(&format!("const {c} {} = {expr};", vname(v)));
        Ok(())
    }

    /// One op of a block emitted by a caller that walks the block itself.
    pub fn op_in_block(&mut self, op: OpId, yt: &YieldTo) -> R<()> {
        self.op(op, yt)
    }

    /// A region terminator's values assigned as `yt` says.
    pub fn yield_region(&mut self, op: OpId, yt: &YieldTo) -> R<()> {
        self.yield_(op, yt)
    }

    fn op(&mut self, op: OpId, yt: &YieldTo) -> R<()> {
        let m = self.u.m;
        let o = m.op(op);
        let name = o.name.as_str();
        let (dialect, short) = name.split_once('.').unwrap_or(("", name));
        match (dialect, short) {
            ("func", "return")
                if m.parent_op(op)
                    .is_some_and(|p| m.op(p).name == "affine.execute_region") =>
            {
                self.yield_(op, yt)
            }
            ("func", "return") => self.ret(op),
            ("func", "call") => self.call(op),
            ("affine", "yield") | ("scf", "yield") | ("scf", "reduce") => self.yield_(op, yt),
            ("arith", _) | ("math", _) => self.scalar_op(op, short, dialect == "math"),
            ("affine", "load") | ("affine", "store") => self.affine_access(op),
            ("affine", "vector_load") | ("affine", "vector_store") => self.affine_vector_access(op),
            ("vector", _) => self.vector_op(op, short),
            ("memref", _) => self.memref_op(op, short),
            ("affine", _) | ("scf", _) => self.control_op(op, short, dialect == "affine"),
            ("cf", "assert") => {
                let c = self.operand(op, 0)?;
                let msg = o.attr("msg").and_then(|a| a.as_str()).unwrap_or("");
                let site = self.u.site(
                    op,
                    ExecErrorKind::Undefined,
                    &format!("assertion failed: {msg}"),
                    false,
                );
                self.fail_if(&format!("{c} == 0"), site, &[]);
                Ok(())
            }
            _ => Err(self.unsupported(op, "is not supported by the C backend")),
        }
    }

    fn yield_(&mut self, op: OpId, yt: &YieldTo) -> R<()> {
        let ops = self.u.m.op(op).operands.clone();
        match yt {
            YieldTo::None if ops.is_empty() => Ok(()),
            YieldTo::Assign(vars) if vars.len() == ops.len() => {
                for (v, &x) in vars.iter().zip(&ops) {
                    self.line(&format!("{v} = {};", vname(x)));
                }
                Ok(())
            }
            YieldTo::Reduce(accs) if accs.len() == ops.len() => {
                for ((v, f), &x) in accs.iter().zip(&ops) {
                    let e = f.replace("{a}", v).replace("{b}", &vname(x));
                    self.line(&format!("{v} = {e};"));
                }
                Ok(())
            }
            _ => Err(self.malformed(op, "yields a different number of values")),
        }
    }

    fn ret(&mut self, op: OpId) -> R<()> {
        let ops = self.u.m.op(op).operands.clone();
        if ops.is_empty() {
            self.line("tess_depth--; return;");
            return Ok(());
        }
        let mut s = format!("{{ tess_ret_{} x_;", self.f.cname);
        for (i, &v) in ops.iter().enumerate() {
            let t = self.u.m.value_type(v).clone();
            if matches!(t, Type::MemRef { .. }) {
                let d = self
                    .descs
                    .get(&v)
                    .cloned()
                    .ok_or_else(|| self.unsupported(op, "memref of unknown origin"))?;
                let _ = write!(
                    s,
                    " x_.r{i}_a = {}; x_.r{i}_p = {}; x_.r{i}_o = {};",
                    d.a, d.p, d.off
                );
                for (k, (sz, st)) in d.sizes.iter().zip(&d.strides).enumerate() {
                    let _ = write!(s, " x_.r{i}_s[{k}] = {sz}; x_.r{i}_t[{k}] = {st};");
                }
            } else {
                let _ = write!(s, " x_.r{i} = {};", vname(v));
            }
        }
        s += " tess_depth--; return x_; }";
        self.line(&s);
        Ok(())
    }

    fn call(&mut self, op: OpId) -> R<()> {
        let m = self.u.m;
        let o = m.op(op);
        let callee = o
            .attr("callee")
            .and_then(|a| a.as_flat_symbol())
            .ok_or_else(|| self.malformed(op, "has no callee"))?;
        let fi = self
            .u
            .by_name
            .get(callee)
            .map(|&i| self.u.funcs[i].clone())
            .ok_or_else(|| self.unsupported(op, format!("calls unknown function @{callee}")))?;
        if !fi.has_body {
            // An external function: called by its own name (the loaded unit resolves it among
            // the process's symbols; `compile` checks it is there).
            if fi.cname != fi.name || !fi.results.is_empty() {
                // Not callable from the unit (a name C cannot use, or results): a run-time
                // error if reached.
                let site = self.u.site(
                    op,
                    ExecErrorKind::Unsupported,
                    &format!("call to external function @{callee} (no body)"),
                    false,
                );
                self.fail_if("1", site, &[]);
                return Ok(());
            }
        } else {
            let site = self.u.site(
                op,
                ExecErrorKind::RecursionLimit,
                &format!(
                    "call depth exceeds {} (calling @{callee})",
                    crate::interp::MAX_CALL_DEPTH
                ),
                false,
            );
            self.fail_if("tess_depth >= TESS_MAX_DEPTH", site, &[]);
        }
        let mut args = vec![];
        for &v in &o.operands {
            if matches!(m.value_type(v), Type::MemRef { .. }) {
                let d = self
                    .descs
                    .get(&v)
                    .cloned()
                    .ok_or_else(|| self.unsupported(op, "memref of unknown origin"))?;
                args.push(d.a.clone());
                args.push(d.p.clone());
                args.push(d.off.clone());
                args.extend(d.sizes.iter().cloned());
                args.extend(d.strides.iter().cloned());
            } else {
                args.push(vname(v));
            }
        }
        let call = format!("{}({})", fi.cname, args.join(", "));
        if fi.results.is_empty() {
            self.line(&format!("{call};"));
            self.check_err();
            return Ok(());
        }
        let k = self.fresh();
        self.line(&format!("tess_ret_{} c{k}_ = {call};", fi.cname));
        self.check_err();
        let results = o.results.clone();
        for (i, &r) in results.iter().enumerate() {
            let t = m.value_type(r).clone();
            if let Type::MemRef { shape, .. } = &t {
                let n = shape.len();
                let sizes: Vec<String> = (0..n).map(|d| format!("c{k}_.r{i}_s[{d}]")).collect();
                let strides: Vec<String> = (0..n).map(|d| format!("c{k}_.r{i}_t[{d}]")).collect();
                self.def_memref(
                    r,
                    &format!("c{k}_.r{i}_a"),
                    &format!("c{k}_.r{i}_p"),
                    &format!("c{k}_.r{i}_o"),
                    &sizes,
                    &strides,
                )?;
            } else {
                self.def(op, i, &format!("c{k}_.r{i}"))?;
            }
        }
        Ok(())
    }
}
