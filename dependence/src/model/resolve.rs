//! Index operands as linear forms: [`Builder::resolve`] follows `affine.apply`/`min`/`max`
//! and loop ivs and symbols; [`Builder::resolve_int`] (for `memref.load`/`store` indices)
//! also integer arithmetic and casts.

use super::*;

impl Builder<'_> {
    pub(super) fn iv_index(&self, v: ValueId) -> bool {
        self.d.loops.iter().any(|l| l.iv == v)
    }

    /// The linear form of index value `v` used at `site`.
    pub(super) fn resolve(&mut self, site: OpId, v: ValueId, depth: u32) -> Result<Lin, String> {
        if depth > MAX_RESOLVE_DEPTH {
            return Err("index computation nested too deeply".into());
        }
        if self.iv_index(v) {
            return Ok(Lin::var(Var::Iv(v)));
        }
        let m = self.m;
        if let ValueDef::OpResult { op, index } = m.value(v).def {
            let o = m.op(op);
            match o.name.as_str() {
                "arith.constant" => {
                    if let Some(Attribute::Integer { value, .. }) = o.attr("value") {
                        return Ok(Lin::constant(Int::from(
                            i64::try_from(*value).map_err(|_| "index constant out of range")?,
                        )));
                    }
                }
                "affine.apply" => {
                    let a = AffineApplyOp::wrap(m, op).ok_or("malformed affine.apply")?;
                    let map = a.map();
                    let ops = a.operands().to_vec();
                    let lins = ops
                        .iter()
                        .map(|&x| self.resolve(op, x, depth + 1))
                        .collect::<Result<Vec<_>, _>>()?;
                    let e = map.results().first().ok_or("affine.apply without result")?;
                    return self.d.locals.flatten(e, map.num_dims() as usize, &lins);
                }
                "affine.min" | "affine.max" => {
                    let map = o
                        .attr("map")
                        .and_then(Attribute::as_affine_map)
                        .ok_or("affine.min/max without map")?
                        .clone();
                    let ops = o.operands.clone();
                    let lins = ops
                        .iter()
                        .map(|&x| self.resolve(op, x, depth + 1))
                        .collect::<Result<Vec<_>, _>>()?;
                    let exprs = map
                        .results()
                        .iter()
                        .map(|e| self.d.locals.flatten(e, map.num_dims() as usize, &lins))
                        .collect::<Result<Vec<_>, _>>()?;
                    let is_min = o.name == "affine.min";
                    let r = Lin::var(self.d.locals.fresh());
                    let mut alts = Vec::new();
                    for e in &exprs {
                        // min: r <= e for all; max: r >= e for all.
                        self.d
                            .base
                            .ineqs
                            .push(if is_min { e.sub(&r) } else { r.sub(e) });
                        alts.push(Conj {
                            eqs: vec![r.sub(e)],
                            ineqs: vec![],
                        });
                    }
                    if alts.len() > 1 {
                        self.d.choices.push(alts);
                    } else if let Some(a) = alts.pop() {
                        self.d.base.extend(&a);
                    }
                    return Ok(r);
                }
                "arith.addi" | "arith.subi" | "arith.muli"
                    if index == 0 && m.value_type(v).is_index() =>
                {
                    let ops = o.operands.clone();
                    if let [a, b] = ops.as_slice() {
                        if let (Ok(la), Ok(lb)) = (
                            self.resolve(op, *a, depth + 1),
                            self.resolve(op, *b, depth + 1),
                        ) {
                            match o.name.as_str() {
                                "arith.addi" => return Ok(la.add(&lb)),
                                "arith.subi" => return Ok(la.sub(&lb)),
                                _ => {
                                    if let Some(k) = lb.as_constant() {
                                        return Ok(la.scale(k));
                                    }
                                    if let Some(k) = la.as_constant() {
                                        return Ok(lb.scale(k));
                                    }
                                }
                            }
                        }
                    }
                }
                "memref.dim" => {
                    if let [src, idx] = o.operands.as_slice() {
                        let k = self
                            .resolve(op, *idx, depth + 1)
                            .ok()
                            .and_then(|l| l.as_constant().and_then(Int::to_i64));
                        let dims = m.value_type(*src).shape();
                        if let (Some(k), Some(dims)) = (k, dims) {
                            if let Some(&s) = usize::try_from(k).ok().and_then(|k| dims.get(k)) {
                                if s >= 0 {
                                    return Ok(Lin::constant(Int::from(s)));
                                }
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        if is_valid_symbol(m, self.reg, v, site) {
            return Ok(Lin::var(Var::Sym(self.syms.id(v))));
        }
        Err(format!(
            "index value{} is neither an enclosing loop's induction variable nor a valid affine symbol",
            m.value(v)
                .name_hint
                .as_deref()
                .map(|n| format!(" %{n}"))
                .unwrap_or_default()
        ))
    }

    /// The linear form of the integer or index value `v` used at `site` (see
    /// [`add_cell_indices`]): [`Builder::resolve`] extended with integer arithmetic.
    pub(super) fn resolve_int(
        &mut self,
        site: OpId,
        v: ValueId,
        depth: u32,
    ) -> Result<Lin, String> {
        if depth > MAX_RESOLVE_DEPTH {
            return Err("index computation nested too deeply".into());
        }
        if self.iv_index(v) {
            return Ok(Lin::var(Var::Iv(v)));
        }
        let m = self.m;
        let name = m
            .value(v)
            .name_hint
            .as_deref()
            .map(|n| format!(" %{n}"))
            .unwrap_or_default();
        let ty = m.value_type(v);
        let symbol = |b: &mut Self| -> Option<Lin> {
            if ty.is_index() {
                return is_valid_symbol(m, b.reg, v, site)
                    .then(|| Lin::var(Var::Sym(b.syms.id(v))));
            }
            // An integer argument of the scope's entry block (a function's `i32 %n`). The
            // symbol is the `arith.index_cast` of it to `index` in that block when there is
            // one (the value affine ops use), so both uses are one symbol.
            let ValueDef::BlockArg { block, .. } = m.value(v).def else {
                return None;
            };
            let entry = m.block(block).parent.is_some_and(|r| {
                Some(r) == tessera_ir::verify::affine_scope_region(b.m, b.reg, site)
                    && m.region(r).blocks.first() == Some(&block)
            });
            if !ty.is_integer() || !entry {
                return None;
            }
            let cast = m.block(block).ops.iter().find_map(|&c| {
                let o = m.op(c);
                let r = *o.results.first()?;
                (o.name == "arith.index_cast"
                    && o.operands.first() == Some(&v)
                    && m.value_type(r).is_index())
                .then_some(r)
            });
            Some(Lin::var(Var::Sym(b.syms.id(cast.unwrap_or(v)))))
        };
        let (op, index) = match m.value(v).def {
            ValueDef::OpResult { op, index } => (op, index),
            ValueDef::BlockArg { block, .. } => {
                if let Some(l) = symbol(self) {
                    return Ok(l);
                }
                let owner = m
                    .block_parent_op(block)
                    .map(|o| m.op(o).name.clone())
                    .unwrap_or_default();
                return Err(format!(
                    "index{name} is an argument of '{owner}', neither an enclosing affine loop's \
                     induction variable nor a valid symbol"
                ));
            }
            _ => return Err(format!("index{name} has no definition")),
        };
        let o = m.op(op);
        let attempt: Option<Result<Lin, String>> = match o.name.as_str() {
            "arith.constant" | "affine.apply" | "affine.min" | "affine.max" | "memref.dim" => {
                Some(self.resolve(site, v, depth))
            }
            "arith.addi" | "arith.subi" | "arith.muli" if index == 0 => match o.operands.as_slice()
            {
                [a, b] => {
                    let (a, b) = (*a, *b);
                    Some(self.resolve_int(op, a, depth + 1).and_then(|la| {
                        let lb = self.resolve_int(op, b, depth + 1)?;
                        match o.name.as_str() {
                            "arith.addi" => Ok(la.add(&lb)),
                            "arith.subi" => Ok(la.sub(&lb)),
                            _ => match (la.as_constant(), lb.as_constant()) {
                                (_, Some(k)) => Ok(la.scale(k)),
                                (Some(k), _) => Ok(lb.scale(k)),
                                _ => Err(format!(
                                    "index{name} is a product of two values that are not \
                                     constants ('arith.muli')"
                                )),
                            },
                        }
                    }))
                }
                _ => None,
            },
            "arith.index_cast" | "arith.extsi" if index == 0 => o
                .operands
                .first()
                .map(|&x| self.resolve_int(op, x, depth + 1)),
            _ => None,
        };
        match attempt {
            Some(Ok(l)) => Ok(l),
            Some(Err(e)) => symbol(self).ok_or(e),
            None => symbol(self).ok_or_else(|| {
                let what = match o.name.as_str() {
                    "affine.load" | "memref.load" | "affine.vector_load" | "vector.load" => {
                        " (a loaded value)"
                    }
                    "arith.divsi" | "arith.divui" | "arith.floordivsi" | "arith.ceildivsi"
                    | "arith.remsi" | "arith.remui" => " (a division)",
                    _ => "",
                };
                format!(
                    "index{name} is computed by '{}'{what}, not an affine function of the \
                     enclosing loops' induction variables and symbols",
                    o.name
                )
            }),
        }
    }
}
