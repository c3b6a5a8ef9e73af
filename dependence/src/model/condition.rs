//! `scf.if` conditions as domain constraints, when they are affine (a disjunction of
//! conjunctions of linear rows over ivs and symbols).

use super::*;

impl Builder<'_> {
    /// Adds the condition of `scf.if` `op` (its then branch, or the complement for the else
    /// branch) when it is affine (see [`build_domain_may`]); false, adding nothing, otherwise.
    pub(super) fn add_scf_if(&mut self, op: OpId, then_branch: bool) -> bool {
        let Some(&c) = self.m.op(op).operands.first() else {
            return false;
        };
        let Some(dnf) = self.condition(c, 0) else {
            return false;
        };
        let infeasible = || Conj {
            eqs: vec![],
            ineqs: vec![Lin::constant(Int::from(-1))],
        };
        if then_branch {
            // One of the conjunctions holds.
            match dnf.len() {
                0 => self.d.base.extend(&infeasible()),
                1 => self.d.base.extend(&dnf[0]),
                _ => self.d.choices.push(dnf),
            }
            return true;
        }
        // Else: every conjunction fails, i.e. for each one of its constraints fails
        // (division locals are functions of the operands: negating each constraint is exact).
        let neg = |e: &Lin| {
            let mut r = e.scale(&Int::from(-1));
            r.constant = &r.constant - &Int::one();
            r
        };
        let dec = |e: &Lin| {
            let mut r = e.clone();
            r.constant = &r.constant - &Int::one();
            r
        };
        for conj in &dnf {
            let mut alts: Vec<Conj> = Vec::new();
            for e in &conj.ineqs {
                alts.push(Conj {
                    eqs: vec![],
                    ineqs: vec![neg(e)],
                });
            }
            for e in &conj.eqs {
                for r in [neg(e), dec(e)] {
                    alts.push(Conj {
                        eqs: vec![],
                        ineqs: vec![r],
                    });
                }
            }
            match alts.len() {
                0 => self.d.base.extend(&infeasible()),
                1 => self.d.base.extend(&alts[0]),
                _ => self.d.choices.push(alts),
            }
        }
        true
    }

    /// The `i1` value `v` as a disjunction of conjunctions of affine constraints over the
    /// domain's variables, if it is one (see [`build_domain_may`]).
    pub(super) fn condition(&mut self, v: ValueId, depth: u32) -> Option<Vec<Conj>> {
        if depth > 8 {
            return None;
        }
        let m = self.m;
        let ValueDef::OpResult { op, .. } = m.value(v).def else {
            return None;
        };
        let o = m.op(op);
        match o.name.as_str() {
            "arith.constant" => {
                let holds = match o.attr("value")? {
                    Attribute::Bool(b) => *b,
                    Attribute::Integer { value, .. } => *value != 0,
                    _ => return None,
                };
                Some(if holds { vec![Conj::default()] } else { vec![] })
            }
            "arith.cmpi" => {
                let [a, b] = o.operands.as_slice() else {
                    return None;
                };
                let int = |x: ValueId| {
                    let t = m.value_type(x);
                    t.is_index() || t.int_or_float_width().is_some_and(|w| w > 1)
                };
                if !int(*a) || !int(*b) {
                    return None;
                }
                let p = o.attr("predicate")?.as_int()?;
                if !(0..=5).contains(&p) {
                    // Unsigned comparisons are not linear.
                    return None;
                }
                let la = self.resolve_int(op, *a, 0).ok()?;
                let lb = self.resolve_int(op, *b, 0).ok()?;
                // d = a - b; x - 1 >= 0 is x > 0.
                let d = la.sub(&lb);
                let minus_one = |x: Lin| {
                    let mut r = x;
                    r.constant = &r.constant - &Int::one();
                    r
                };
                let ge = |x: Lin| Conj {
                    eqs: vec![],
                    ineqs: vec![x],
                };
                let nd = d.scale(&Int::from(-1));
                Some(match p {
                    0 => vec![Conj {
                        eqs: vec![d],
                        ineqs: vec![],
                    }],
                    1 => vec![ge(minus_one(d)), ge(minus_one(nd))],
                    2 => vec![ge(minus_one(nd))],
                    3 => vec![ge(nd)],
                    4 => vec![ge(minus_one(d))],
                    _ => vec![ge(d)],
                })
            }
            "arith.andi" | "arith.ori" if m.value_type(v).int_or_float_width() == Some(1) => {
                let [a, b] = o.operands.as_slice() else {
                    return None;
                };
                let (x, y) = (*a, *b);
                let da = self.condition(x, depth + 1)?;
                let db = self.condition(y, depth + 1)?;
                let out: Vec<Conj> = if o.name == "arith.ori" {
                    da.into_iter().chain(db).collect()
                } else {
                    let mut out = Vec::new();
                    for p in &da {
                        for q in &db {
                            let mut c = p.clone();
                            c.extend(q);
                            out.push(c);
                        }
                    }
                    out
                };
                (out.len() <= MAX_CONDITION_TERMS).then_some(out)
            }
            _ => None,
        }
    }
}
