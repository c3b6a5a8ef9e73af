//! Control flow: affine.for / affine.parallel / affine.if / affine.apply / min / max, and
//! scf.for / scf.if / scf.parallel. Parallel loops become `#pragma omp parallel for` (with
//! `reduction` clauses for affine.parallel reductions, `simd` when the body is straight-line
//! code) under a C `if`: with one thread, or less than
//! [`PARALLEL_MIN_WORK`](super::PARALLEL_MIN_WORK) estimated operations
//! ([`PARALLEL_MIN_WORK_NESTED`](super::PARALLEL_MIN_WORK_NESTED) inside a loop, which forks
//! once per iteration), a sequential copy of the nest runs instead (likewise for a team loop, `omp.rs`); errors in their bodies jump to
//! the end of the iteration and later iterations are skipped once the error flag is set.

use tessera_ir::views::{AffineForOp, AffineParallelOp};
use tessera_ir::{OpId, Type, ValueId};

use super::affine::{self, Inputs};
use super::emit::{cty, int_width, lit, region_block, vname, R};
use super::func::{Fx, YieldTo};
use super::work::{block_work, bounded_work, last_innermost, parallel_cond, POLL_AFTER_WORK};
use super::CErrorKind;
use crate::value::ExecErrorKind;

/// How an affine.parallel reduction is emitted: per-iteration combine (`{a}`, `{b}`), the
/// identity, and the OpenMP reduction identifier (`None`: the loop runs sequentially).
pub(crate) fn reduction(kind: &str, t: &Type) -> Option<(String, String, Option<String>)> {
    let c = cty(t)?;
    let f = match c {
        "double" => Some("d"),
        "float" => Some("f"),
        _ => None,
    };
    let w = int_width(t).unwrap_or(64);
    let smax = if w >= 64 {
        i64::MAX
    } else {
        (1i64 << (w - 1)) - 1
    };
    let wrap = |op: &str| format!("tess_sext((uint64_t){{a}} {op} (uint64_t){{b}}, {w})");
    let s = |x: &str| Some(x.to_string());
    Some(match (kind, f) {
        ("addf", Some(_)) => ("{a} + {b}".into(), "0.0".into(), s("+")),
        ("mulf", Some(_)) => ("{a} * {b}".into(), "1.0".into(), s("*")),
        ("maximumf", Some(x)) => (
            format!("tess_maximum{x}({{a}}, {{b}})"),
            "-INFINITY".into(),
            Some(format!("tess_maximum{x}")),
        ),
        ("minimumf", Some(x)) => (
            format!("tess_minimum{x}({{a}}, {{b}})"),
            "INFINITY".into(),
            Some(format!("tess_minimum{x}")),
        ),
        ("maxnumf", Some(x)) => (
            format!("tess_maxnum{x}({{a}}, {{b}})"),
            "NAN".into(),
            Some(format!("tess_maxnum{x}")),
        ),
        ("minnumf", Some(x)) => (
            format!("tess_minnum{x}({{a}}, {{b}})"),
            "NAN".into(),
            Some(format!("tess_minnum{x}")),
        ),
        ("addi", None) => (wrap("+"), "0".into(), s("+")),
        ("muli", None) => (wrap("*"), "1".into(), s("*")),
        ("andi", None) => ("{a} & {b}".into(), "-1".into(), s("&")),
        ("ori", None) => ("{a} | {b}".into(), "0".into(), s("|")),
        ("xori", None) => ("{a} ^ {b}".into(), "0".into(), s("^")),
        ("maxs", None) => ("{a} > {b} ? {a} : {b}".into(), lit(-smax - 1), s("max")),
        ("mins", None) => ("{a} < {b} ? {a} : {b}".into(), lit(smax), s("min")),
        ("maxu", None) => (
            format!("tess_zext({{a}}, {w}) >= tess_zext({{b}}, {w}) ? {{a}} : {{b}}"),
            "0".into(),
            None,
        ),
        ("minu", None) => (
            format!("tess_zext({{a}}, {w}) <= tess_zext({{b}}, {w}) ? {{a}} : {{b}}"),
            "-1".into(),
            None,
        ),
        _ => return None,
    })
}

impl<'u, 'm> Fx<'u, 'm> {
    /// Ends the body of a parallel loop begun at `exit_at` (its early-exit check, then the body
    /// from `body_at`). A body with no failure site (no check, call or deadline poll that can
    /// record an error) never records one, so the check is dropped: it would only stop other
    /// iterations early, and an atomic load in the body keeps the C compiler from
    /// restructuring the nest (gcc then does not interchange a column walk, 2.3x slower on
    /// mvt).
    fn end_parallel_body(&mut self, exit_at: usize, body_at: usize, label: usize) {
        let body = &self.out[body_at..];
        let can_fail = body.contains("tess_fail")
            || body.contains("TESS_ERR")
            || body.contains("TESS_DEADLINE")
            || body.contains(&format!("goto pend{label};"));
        if can_fail {
            self.line(&format!("pend{label}: ;"));
        } else {
            self.out.replace_range(exit_at..body_at, "");
        }
    }

    pub fn control_op(&mut self, op: OpId, short: &str, is_affine: bool) -> R<()> {
        match (is_affine, short) {
            (true, "for") => self.affine_for(op),
            (true, "parallel") => self.affine_parallel(op),
            (true, "if") => self.affine_if(op),
            (true, "execute_region") => self.execute_region(op),
            (false, "execute_region") => {
                let vars = self.result_vars(op, None)?;
                self.cfg_region(op, vars)
            }
            (true, "apply") | (true, "min") | (true, "max") => self.affine_apply(op, short),
            (false, "for") => self.scf_for(op),
            (false, "if") => self.scf_if(op),
            (false, "parallel") => self.scf_parallel(op),
            _ => Err(self.unsupported(op, "is not supported by the C backend")),
        }
    }

    /// Declares `T vR = init;` for each result (loop-carried or branch results).
    fn result_vars(&mut self, op: OpId, inits: Option<&[ValueId]>) -> R<Vec<String>> {
        let results = self.u.m.op(op).results.clone();
        let mut names = vec![];
        for (i, &r) in results.iter().enumerate() {
            let m = self.u.m;
            let t = m.value_type(r);
            let c = self.vty(op, t)?;
            let init = match inits.and_then(|xs| xs.get(i)) {
                Some(&v) => vname(v),
                None if matches!(t, Type::Vector { .. }) => "{0}".into(),
                None => "0".into(),
            };
            self.line(&format!("{c} {} = {init};", vname(r)));
            names.push(vname(r));
        }
        Ok(names)
    }

    /// `const T arg = var;` for block arguments bound to carried variables.
    fn bind_args(&mut self, op: OpId, args: &[ValueId], vars: &[String]) -> R<()> {
        for (&a, v) in args.iter().zip(vars) {
            let m = self.u.m;
            let t = m.value_type(a);
            let c = self.vty(op, t)?;
            self.line(&format!("const {c} {} = {v};", vname(a)));
        }
        Ok(())
    }

    /// The max (lower) or min (upper) of the results of a bound map, into a fresh variable.
    fn bound(
        &mut self,
        op: OpId,
        map: &tessera_polyhedral::affine::AffineMap,
        results: &[usize],
        operands: &[ValueId],
        lower: bool,
    ) -> R<(String, Option<i64>)> {
        let (exprs, _) = self.map_values(op, map, operands)?;
        let k = self.fresh();
        let n = format!("b{k}_");
        let mut consts = vec![];
        let mut first = true;
        for &i in results {
            let e = exprs
                .get(i)
                .ok_or_else(|| self.malformed(op, "bound group"))?;
            consts.push(map.results().get(i).and_then(|x| x.as_constant()));
            if first {
                self.line(&format!("int64_t {n} = {e};"));
                first = false;
            } else {
                let cmp = if lower { ">" } else { "<" };
                self.line(&format!(
                    "{{ const int64_t t_ = {e}; if (t_ {cmp} {n}) {n} = t_; }}"
                ));
            }
        }
        if first {
            return Err(self.unsupported(op, "with an empty bound map"));
        }
        let c = if consts.len() == 1 { consts[0] } else { None };
        Ok((n, c))
    }

    fn affine_for(&mut self, op: OpId) -> R<()> {
        if self.in_parallel == 0 && self.team.is_none() && super::omp::team_loop(self.u.m, op) {
            // One thread: a sequential copy of the loop, its parallel loops plain loops.
            self.line("if (tess_threads > 1) {");
            self.ind += 1;
            let label = self.fresh();
            self.out += "#pragma omp parallel num_threads(tess_threads)\n";
            self.line("{");
            self.ind += 1;
            self.team = Some(label);
            self.unwind.push(format!("goto rend{label};"));
            let r = self.affine_for_loop(op);
            self.unwind.pop();
            self.team = None;
            r?;
            self.line(&format!("rend{label}: ;"));
            self.ind -= 1;
            self.line("}");
            self.check_err();
            self.ind -= 1;
            self.line("} else {");
            self.ind += 1;
            self.in_parallel += 1;
            let r = self.affine_for_loop(op);
            self.in_parallel -= 1;
            r?;
            self.ind -= 1;
            self.line("}");
            return Ok(());
        }
        self.affine_for_loop(op)
    }

    fn affine_for_loop(&mut self, op: OpId) -> R<()> {
        let f = AffineForOp::wrap(self.u.m, op).ok_or_else(|| self.malformed(op, "malformed"))?;
        let step = f.step();
        if step <= 0 {
            let s = self
                .u
                .site(op, ExecErrorKind::Undefined, "non-positive step", false);
            self.fail_if("1", s, &[]);
            return Ok(());
        }
        let nl = f.lower_map().num_results();
        let nu = f.upper_map().num_results();
        let vars = self.result_vars(op, Some(f.inits()))?;
        self.line("{");
        self.ind += 1;
        let (lb, lc) = self.bound(
            op,
            f.lower_map(),
            &(0..nl).collect::<Vec<_>>(),
            f.lb_operands(),
            true,
        )?;
        let (ub, uc) = self.bound(
            op,
            f.upper_map(),
            &(0..nu).collect::<Vec<_>>(),
            f.ub_operands(),
            false,
        )?;
        let iv = vname(f.iv());
        if let (Some(a), Some(b)) = (lc, uc) {
            if a < b {
                self.ranges.insert(f.iv(), (a, b - 1));
            }
        }
        // A nest of constant-bound affine.for loops without calls doing at most
        // POLL_AFTER_WORK operations runs a bounded time: it polls once it has finished
        // (naming its last innermost loop), not on its back-edges, which leaves the C
        // compiler free to optimise the nest (interchange, vectorisation).
        let bounded = self.u.opts.deadline_checks
            && self.no_poll == 0
            && bounded_work(self.u.m, op).is_some_and(|w| w <= POLL_AFTER_WORK);
        // A loop polling the deadline branches out of its body: no `omp simd`.
        let polls = self.u.opts.deadline_checks && self.no_poll == 0 && !bounded;
        let simd = !polls && self.simd_candidate(op);
        if bounded {
            self.no_poll += 1;
        }
        let at = self.out.len();
        self.line(&format!(
            "for (int64_t {iv} = {lb}; {iv} < {ub}; {iv} += {}) {{",
            lit(step)
        ));
        self.ind += 1;
        self.bind_args(op, f.iter_args(), &vars)?;
        self.block(f.body(), &YieldTo::Assign(vars))?;
        if polls {
            self.poll_deadline(op);
        }
        self.ind -= 1;
        self.line("}");
        if simd {
            super::omp::insert_simd(&mut self.out, at, self.ind);
        }
        if bounded {
            self.no_poll -= 1;
            self.poll_deadline(last_innermost(self.u.m, op));
        }
        self.ind -= 1;
        self.line("}");
        Ok(())
    }

    fn affine_parallel(&mut self, op: OpId) -> R<()> {
        let m = self.u.m;
        let p = AffineParallelOp::wrap(m, op).ok_or_else(|| self.malformed(op, "malformed"))?;
        let steps = p.steps().ok_or_else(|| self.malformed(op, "steps"))?;
        let lg = p
            .lower_groups()
            .ok_or_else(|| self.malformed(op, "groups"))?;
        let ug = p
            .upper_groups()
            .ok_or_else(|| self.malformed(op, "groups"))?;
        if steps.iter().any(|&s| s <= 0) {
            let s = self.u.site(
                op,
                ExecErrorKind::Undefined,
                "malformed bounds or non-positive step",
                false,
            );
            self.fail_if("1", s, &[]);
            return Ok(());
        }
        let kinds = p.reductions();
        let results = m.op(op).results.clone();
        let mut reds = vec![];
        let mut omp_ok = true;
        for (k, &r) in kinds.iter().zip(&results) {
            let t = m.value_type(r).clone();
            let (comb, id, omp) = reduction(k, &t)
                .ok_or_else(|| self.unsupported(op, format!("reduction '{k}' on {t}")))?;
            omp_ok &= omp.is_some();
            reds.push((vname(r), comb, id, omp, t));
        }
        for (n, _, id, _, t) in &reds {
            let c = cty(t).unwrap_or("int64_t");
            self.line(&format!("{c} {n} = {id};"));
        }
        self.line("{");
        self.ind += 1;
        let ivs = p.ivs().to_vec();
        let (mut lbs, mut ubs) = (vec![], vec![]);
        let (mut lo, mut hi) = (0usize, 0usize);
        for d in 0..ivs.len() {
            let nl = usize::try_from(lg[d]).unwrap_or(0);
            let nu = usize::try_from(ug[d]).unwrap_or(0);
            let (l, lc) = self.bound(
                op,
                p.lower_map(),
                &(lo..lo + nl).collect::<Vec<_>>(),
                p.lb_operands(),
                true,
            )?;
            let (u, uc) = self.bound(
                op,
                p.upper_map(),
                &(hi..hi + nu).collect::<Vec<_>>(),
                p.ub_operands(),
                false,
            )?;
            lo += nl;
            hi += nu;
            if let (Some(a), Some(b)) = (lc, uc) {
                if a < b {
                    self.ranges.insert(ivs[d], (a, b - 1));
                }
            }
            lbs.push(l);
            ubs.push(u);
        }
        let parallel = self.in_parallel == 0 && omp_ok;
        let body = p.body();
        // `simd` would reassociate float reductions even on one thread.
        let float_red = reds
            .iter()
            .any(|(.., t)| matches!(cty(t), Some("double" | "float")));
        let straight = !float_red
            && m.block(body).ops.iter().all(|&o| {
                let x = m.op(o);
                x.regions.is_empty() && x.name != "func.call"
            });
        let team = self.team.is_some();
        let yt = if reds.is_empty() {
            YieldTo::None
        } else {
            YieldTo::Reduce(
                reds.iter()
                    .map(|(n, c, ..)| (n.clone(), c.clone()))
                    .collect(),
            )
        };
        let steps: Vec<String> = steps.iter().map(|&x| lit(x)).collect();
        let nest = Nest {
            op,
            ivs: &ivs,
            lbs: &lbs,
            ubs: &ubs,
            steps: &steps,
            body,
            yt: &yt,
        };
        let clauses = clauses(ivs.len(), &reds);
        self.parallel_or_not(&nest, parallel, team, straight, &clauses)?;
        // In a team, the iterations of later worksharing loops skip their work once the flag
        // is set; the region is left at its end (every thread takes the same path).
        if parallel && !team {
            self.check_err();
        }
        for (n, _, _, _, t) in &reds {
            if let Some(w) = int_width(t).filter(|&w| w < 64) {
                self.line(&format!("{n} = tess_sext((uint64_t){n}, {w});"));
            }
        }
        self.ind -= 1;
        self.line("}");
        Ok(())
    }

    /// A parallel nest (`affine.parallel` or `scf.parallel`): in an OpenMP team a worksharing
    /// loop; otherwise, when `parallel`, an OpenMP loop run only with more than one thread and
    /// enough work, else a sequential copy of the nest (the C compiler optimises it as the
    /// original loops: an outlined OpenMP body keeps fewer values in registers); plain loops
    /// when not `parallel`.
    fn parallel_or_not(
        &mut self,
        nest: &Nest<'_>,
        parallel: bool,
        team: bool,
        straight: bool,
        clauses: &str,
    ) -> R<()> {
        let simd = if straight { " simd" } else { "" };
        if !parallel {
            return self.parallel_nest(nest, None);
        }
        let sched = if super::work::uneven(self.u.m, nest.op, nest.ivs) {
            "dynamic, 1"
        } else {
            "static"
        };
        if team {
            let pr = format!("#pragma omp for{simd} schedule({sched}){clauses}");
            return self.parallel_nest(nest, Some(&pr));
        }
        let pr = format!(
            "#pragma omp parallel for{simd} schedule({sched}) num_threads(tess_threads){clauses}"
        );
        let min_work = if inside_loop(self.u.m, nest.op) {
            super::work::PARALLEL_MIN_WORK_NESTED
        } else {
            super::PARALLEL_MIN_WORK
        };
        let cond = parallel_cond(
            nest.lbs,
            nest.ubs,
            block_work(self.u.m, nest.body),
            min_work,
        );
        self.line(&format!("if (tess_threads > 1{cond}) {{"));
        self.ind += 1;
        self.parallel_nest(nest, Some(&pr))?;
        self.ind -= 1;
        self.line("} else {");
        self.ind += 1;
        self.in_parallel += 1;
        let r = self.parallel_nest(nest, None);
        self.in_parallel -= 1;
        r?;
        self.ind -= 1;
        self.line("}");
        Ok(())
    }

    /// The loops and body of an `affine.parallel` nest; with `pragma`, as an OpenMP
    /// worksharing loop (the pragma, an early-exit check, the body's errors unwinding to its
    /// end), else as plain loops.
    fn parallel_nest(&mut self, n: &Nest<'_>, pragma: Option<&str>) -> R<()> {
        let label = self.fresh();
        if let Some(pr) = pragma {
            self.out += pr;
            self.out.push('\n');
        }
        for (d, iv) in n.ivs.iter().enumerate() {
            let iv = vname(*iv);
            self.line(&format!(
                "for (int64_t {iv} = {}; {iv} < {}; {iv} += {}) {{",
                n.lbs[d], n.ubs[d], n.steps[d]
            ));
            self.ind += 1;
        }
        let parallel = pragma.is_some();
        let exit_at = self.out.len();
        if parallel {
            self.line("if (TESS_ERR) continue;");
            self.unwind.push(format!("goto pend{label};"));
            self.in_parallel += 1;
        }
        let body_at = self.out.len();
        let r = self.block(n.body, n.yt);
        if r.is_ok() {
            self.poll_deadline(n.op);
        }
        if parallel {
            self.in_parallel -= 1;
            self.unwind.pop();
            self.end_parallel_body(exit_at, body_at, label);
        }
        r?;
        for _ in n.ivs {
            self.ind -= 1;
            self.line("}");
        }
        Ok(())
    }

    fn affine_if(&mut self, op: OpId) -> R<()> {
        let m = self.u.m;
        let o = m.op(op);
        let set = o
            .attr("condition")
            .and_then(|a| a.as_integer_set())
            .ok_or_else(|| self.malformed(op, "has no condition"))?;
        let operands = o.operands.clone();
        let (names, rs) = self.affine_operands(&operands);
        let inp = Inputs {
            num_dims: set.num_dims() as usize,
            names: &names,
            ranges: &rs,
        };
        let mut checks = vec![];
        let mut conds = vec![];
        for (e, &eq) in set.constraints().iter().zip(set.eq_flags()) {
            let x = affine::expr(e, &inp, &mut checks);
            conds.push(if eq {
                format!("({x}) == 0")
            } else {
                format!("({x}) >= 0")
            });
        }
        self.divisor_checks(op, &checks);
        let c = if conds.is_empty() {
            "1".to_string()
        } else {
            conds.join(" && ")
        };
        self.branches(op, &c)
    }

    /// `affine.execute_region` with a single block: a C block whose region arguments are the
    /// operands' descriptors and whose terminator (`func.return` / `affine.yield`) assigns the
    /// results. Multi-block regions (cf branches) are not supported, as function bodies.
    fn execute_region(&mut self, op: OpId) -> R<()> {
        let m = self.u.m;
        let Some(body) = region_block(m, op, 0) else {
            let vars = self.result_vars(op, None)?;
            let &entry = m
                .op(op)
                .regions
                .first()
                .and_then(|&r| m.region(r).blocks.first())
                .ok_or_else(|| self.malformed(op, "has an empty region"))?;
            let args = m.block(entry).args.clone();
            if args.len() != m.op(op).operands.len() {
                return Err(self.malformed(op, "region arguments do not match its operands"));
            }
            for (i, &a) in args.iter().enumerate() {
                let d = self.desc(op, i)?;
                self.descs.insert(a, d);
            }
            return self.cfg_region(op, vars);
        };
        let args = m.block(body).args.clone();
        if args.len() != m.op(op).operands.len() {
            return Err(self.malformed(op, "region arguments do not match its operands"));
        }
        let vars = self.result_vars(op, None)?;
        let yt = if vars.is_empty() {
            YieldTo::None
        } else {
            YieldTo::Assign(vars)
        };
        for (i, &a) in args.iter().enumerate() {
            let d = self.desc(op, i)?;
            self.descs.insert(a, d);
        }
        self.line("{");
        self.ind += 1;
        self.block(body, &yt)?;
        self.ind -= 1;
        self.line("}");
        Ok(())
    }

    /// A region of several blocks (`affine.execute_region`, `scf.execute_region`) as a C block
    /// with one label per block and `goto`s for `cf.br` / `cf.cond_br` (block arguments are
    /// variables declared first, assigned through temporaries); the region's terminators
    /// (`func.return`, `affine.yield`, `scf.yield`) assign `vars` and jump to the end. The
    /// entry block's arguments, if any, are bound by the caller.
    fn cfg_region(&mut self, op: OpId, vars: Vec<String>) -> R<()> {
        let m = self.u.m;
        let &r = m
            .op(op)
            .regions
            .first()
            .ok_or_else(|| self.malformed(op, "has no region"))?;
        let blocks = m.region(r).blocks.clone();
        let yt = if vars.is_empty() {
            YieldTo::None
        } else {
            YieldTo::Assign(vars)
        };
        let id = self.fresh();
        let label = |k: usize| format!("tess_r{id}_b{k}");
        let end = format!("tess_r{id}_end");
        self.line("{");
        self.ind += 1;
        for &b in blocks.iter().skip(1) {
            for &a in &m.block(b).args {
                let t = m.value_type(a).clone();
                if matches!(t, Type::MemRef { .. } | Type::UnrankedMemRef { .. }) {
                    return Err(self.unsupported(
                        op,
                        "with a memref block argument is not supported by the C backend",
                    ));
                }
                let c = self.vty(op, &t)?;
                self.line(&format!("{c} {};", vname(a)));
            }
        }
        self.depth += 1;
        for (k, &b) in blocks.iter().enumerate() {
            self.line(&format!("{}: ;", label(k)));
            let ops = m.block(b).ops.clone();
            for &o in &ops {
                super::emit::check_nest(self.depth, m, o)?;
                let name = m.op(o).name.as_str();
                match name {
                    "cf.br" | "cf.cond_br" => {
                        let oo = m.op(o);
                        let succ = oo.successors.clone();
                        let mut groups: Vec<Vec<ValueId>> = vec![];
                        let mut rest: &[ValueId] = &oo.operands;
                        if name == "cf.cond_br" {
                            rest = rest.get(1..).unwrap_or(&[]);
                        }
                        for &t in &succ {
                            let n = m.block(t).args.len();
                            let g = rest
                                .get(..n)
                                .ok_or_else(|| self.malformed(o, "successor operands"))?;
                            groups.push(g.to_vec());
                            rest = &rest[n..];
                        }
                        let jump = |fx: &mut Self, t: tessera_ir::BlockId, g: &[ValueId]| {
                            let k = blocks
                                .iter()
                                .position(|&x| x == t)
                                .ok_or_else(|| fx.malformed(o, "branches out of its region"))?;
                            let args = m.block(t).args.clone();
                            let mut tmps = vec![];
                            for (&a, &v) in args.iter().zip(g) {
                                let c = fx.vty(o, m.value_type(a))?;
                                let tn = format!("tess_t{}", fx.fresh());
                                fx.line(&format!("{c} {tn} = {};", vname(v)));
                                tmps.push((vname(a), tn));
                            }
                            for (a, tn) in tmps {
                                fx.line(&format!("{a} = {tn};"));
                            }
                            fx.line(&format!("goto {};", label(k)));
                            Ok::<(), CErrorKind>(())
                        };
                        if name == "cf.br" {
                            let (&t, g) = succ
                                .first()
                                .zip(groups.first())
                                .ok_or_else(|| self.malformed(o, "has no successor"))?;
                            jump(self, t, g)?;
                        } else {
                            let c = self.operand(o, 0)?;
                            let (Some(&tt), Some(&tf)) = (succ.first(), succ.get(1)) else {
                                return Err(self.malformed(o, "needs two successors"));
                            };
                            self.line(&format!("if ({c}) {{"));
                            self.ind += 1;
                            jump(self, tt, &groups[0])?;
                            self.ind -= 1;
                            self.line("} else {");
                            self.ind += 1;
                            jump(self, tf, &groups[1])?;
                            self.ind -= 1;
                            self.line("}");
                        }
                    }
                    "func.return" | "affine.yield" | "scf.yield" => {
                        self.yield_region(o, &yt)?;
                        self.line(&format!("goto {end};"));
                    }
                    _ => self.op_in_block(o, &yt)?,
                }
            }
        }
        self.depth -= 1;
        self.line(&format!("{end}: ;"));
        self.ind -= 1;
        self.line("}");
        Ok(())
    }

    /// `if (c) { region 0 } else { region 1 }` with results assigned by the yields.
    fn branches(&mut self, op: OpId, c: &str) -> R<()> {
        let m = self.u.m;
        let vars = self.result_vars(op, None)?;
        let yt = if vars.is_empty() {
            YieldTo::None
        } else {
            YieldTo::Assign(vars)
        };
        let then_b = region_block(m, op, 0).ok_or_else(|| self.malformed(op, "then region"))?;
        self.line(&format!("if ({c}) {{"));
        self.ind += 1;
        self.block(then_b, &yt)?;
        self.ind -= 1;
        if let Some(else_b) = region_block(m, op, 1) {
            self.line("} else {");
            self.ind += 1;
            self.block(else_b, &yt)?;
            self.ind -= 1;
        }
        self.line("}");
        Ok(())
    }

    fn affine_apply(&mut self, op: OpId, short: &str) -> R<()> {
        let m = self.u.m;
        let o = m.op(op);
        let map = o
            .attr("map")
            .and_then(|a| a.as_affine_map())
            .ok_or_else(|| self.malformed(op, "has no map"))?;
        let operands = o.operands.clone();
        let (exprs, _) = self.map_values(op, map, &operands)?;
        if exprs.is_empty() {
            return Err(self.unsupported(op, "with an empty map"));
        }
        if short == "apply" {
            return self.def(op, 0, &exprs[0]);
        }
        let k = self.fresh();
        let n = format!("mm{k}_");
        self.line(&format!("int64_t {n} = {};", exprs[0]));
        let cmp = if short == "max" { ">" } else { "<" };
        for e in &exprs[1..] {
            self.line(&format!(
                "{{ const int64_t t_ = {e}; if (t_ {cmp} {n}) {n} = t_; }}"
            ));
        }
        self.def(op, 0, &n)
    }

    fn scf_for(&mut self, op: OpId) -> R<()> {
        let m = self.u.m;
        let o = m.op(op);
        let body = region_block(m, op, 0).ok_or_else(|| self.malformed(op, "body"))?;
        let (lb, ub, st) = (
            self.operand(op, 0)?,
            self.operand(op, 1)?,
            self.operand(op, 2)?,
        );
        let inits = o.operands.get(3..).unwrap_or(&[]).to_vec();
        let args = m.block(body).args.clone();
        let (&iv, carried) = args
            .split_first()
            .ok_or_else(|| self.malformed(op, "body arguments"))?;
        let ivt = m.value_type(iv).clone();
        let w = int_width(&ivt)
            .ok_or_else(|| self.unsupported(op, format!("induction variable of type {ivt}")))?;
        let s = self
            .u
            .site(op, ExecErrorKind::Undefined, "non-positive step", false);
        self.fail_if(&format!("{st} <= 0"), s, &[]);
        let vars = self.result_vars(op, Some(&inits))?;
        let k = self.fresh();
        // The induction variable advances in 64 bits and stops at the bound or on overflow of
        // its width (the interpreter stops when `iv + step` overflows).
        self.line(&format!("for (int64_t i{k}_ = {lb}; i{k}_ < {ub}; ) {{"));
        self.ind += 1;
        self.line(&format!("const int64_t {} = i{k}_;", vname(iv)));
        self.bind_args(op, carried, &vars)?;
        self.block(body, &YieldTo::Assign(vars))?;
        self.poll_deadline(op);
        let wrapped = format!("tess_sext((uint64_t)i{k}_ + (uint64_t){st}, {w})");
        self.line(&format!(
            "{{ const int64_t n_ = {wrapped}; if (n_ < i{k}_) break; i{k}_ = n_; }}"
        ));
        self.ind -= 1;
        self.line("}");
        Ok(())
    }

    fn scf_if(&mut self, op: OpId) -> R<()> {
        let c = self.operand(op, 0)?;
        self.branches(op, &format!("{c} != 0"))
    }

    fn scf_parallel(&mut self, op: OpId) -> R<()> {
        let m = self.u.m;
        let o = m.op(op);
        if !o.results.is_empty() {
            return Err(self.unsupported(op, "with reductions"));
        }
        let body = region_block(m, op, 0).ok_or_else(|| self.malformed(op, "body"))?;
        let ivs = m.block(body).args.clone();
        let n = ivs.len();
        if o.operands.len() != 3 * n {
            return Err(self.malformed(op, "operand count"));
        }
        let names: Vec<String> = o.operands.iter().map(|&v| vname(v)).collect();
        let s = self.u.site(
            op,
            ExecErrorKind::Undefined,
            "malformed bounds or non-positive step",
            false,
        );
        let conds: Vec<String> = names[2 * n..].iter().map(|x| format!("{x} <= 0")).collect();
        if !conds.is_empty() {
            self.fail_if(&conds.join(" || "), s, &[]);
        }
        let parallel = self.in_parallel == 0;
        let straight = m.block(body).ops.iter().all(|&x| {
            let x = m.op(x);
            x.regions.is_empty() && x.name != "func.call"
        });
        let nest = Nest {
            op,
            ivs: &ivs,
            lbs: &names[..n],
            ubs: &names[n..2 * n],
            steps: &names[2 * n..],
            body,
            yt: &YieldTo::None,
        };
        let clauses = if n > 1 {
            format!(" collapse({n})")
        } else {
            String::new()
        };
        self.parallel_or_not(&nest, parallel, false, straight, &clauses)?;
        if parallel {
            self.check_err();
        }
        Ok(())
    }
}

/// An `affine.parallel` nest to emit: its op, ivs, C bounds, steps, body and where its
/// yielded values go.
/// Whether `op` runs inside a loop of its function (so that it runs once per iteration of it).
fn inside_loop(m: &tessera_ir::Module, op: OpId) -> bool {
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        match m.op(p).name.as_str() {
            "func.func" => return false,
            "affine.for" | "affine.parallel" | "scf.for" | "scf.while" | "scf.parallel" => {
                return true
            }
            _ => cur = m.parent_op(p),
        }
    }
    false
}

struct Nest<'a> {
    op: OpId,
    ivs: &'a [ValueId],
    lbs: &'a [String],
    ubs: &'a [String],
    steps: &'a [String],
    body: tessera_ir::BlockId,
    yt: &'a YieldTo,
}

/// The `collapse` and `reduction` clauses of an OpenMP loop over `n` dimensions.
fn clauses(
    n: usize,
    reds: &[(String, String, String, Option<String>, tessera_ir::Type)],
) -> String {
    let mut pr = String::new();
    if n > 1 {
        pr += &format!(" collapse({n})");
    }
    for (name, _, _, omp, _) in reds {
        if let Some(o) = omp {
            pr += &format!(" reduction({o}:{name})");
        }
    }
    pr
}
