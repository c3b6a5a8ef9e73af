//! The oracle's memory: the cells a `memref.load`/`store` and a DMA transfer touch, and the
//! contents kept for them (see the module documentation of [`super`]).

use super::*;

impl Interp<'_> {
    /// The cell a `memref.load`/`store` accesses: its index values.
    pub(super) fn memref_cell(&self, op: OpId) -> Result<Vec<i64>, String> {
        let o = self.m.op(op);
        let first = if o.name == "memref.load" { 1 } else { 2 };
        self.vals(o.operands.get(first..).ok_or("bad operands")?)
    }

    /// The cell an `affine.load`/`store` or `memref.load`/`store` accesses, with the memref and
    /// the stored value (stores).
    pub(super) fn scalar_access(&self, op: OpId) -> Result<Option<(ValueId, Vec<i64>)>, String> {
        let o = self.m.op(op);
        Ok(match o.name.as_str() {
            "memref.load" | "memref.store" => {
                let k = usize::from(o.name == "memref.store");
                let mr = *o.operands.get(k).ok_or("bad operands")?;
                Some((mr, self.memref_cell(op)?))
            }
            "affine.load" | "affine.store" => {
                let k = usize::from(o.name == "affine.store");
                let mr = *o.operands.get(k).ok_or("bad operands")?;
                let map = o
                    .attr("map")
                    .and_then(Attribute::as_affine_map)
                    .ok_or("access without map")?;
                let n = map.num_inputs() as usize;
                let vals = self.vals(o.operands.get(k + 1..k + 1 + n).ok_or("bad operands")?)?;
                Some((
                    mr,
                    eval_map(map, &vals).ok_or("subscript evaluation failed")?,
                ))
            }
            _ => None,
        })
    }

    /// Keeps memory for a scalar load or store (when memory is kept): a load's result takes
    /// the cell's value, a store sets it (to nothing known if its value is not known). A
    /// memref that is a view of another is not kept (its loads give no value).
    pub(super) fn memory(&mut self, op: OpId) -> Result<(), String> {
        if self.mem.is_none() {
            return Ok(());
        }
        let Some((mr, cell)) = self.scalar_access(op)? else {
            return Ok(());
        };
        let m = self.m;
        if crate::access::base_memref(m, mr) != mr {
            return Ok(());
        }
        let o = m.op(op);
        let Some(mem) = self.mem.as_mut() else {
            return Ok(());
        };
        if o.name.ends_with("store") {
            let &v = o.operands.first().ok_or("bad operands")?;
            let x = match (self.env.get(&v), self.fenv.get(&v)) {
                (Some(&i), _) => Some(Scalar::Int(i)),
                (_, Some(&f)) => Some(Scalar::Float(f)),
                _ => None,
            };
            mem.insert((mr, cell), x);
            return Ok(());
        }
        let Some(&r) = o.results.first() else {
            return Ok(());
        };
        let ty = m.value_type(r).clone();
        let x = match mem.get(&(mr, cell.clone())) {
            Some(&Some(x)) => x,
            Some(None) => return Ok(()),
            None => initial_value(mr, &cell, &ty),
        };
        match x {
            Scalar::Int(i) if !ty.is_float() => {
                self.env.insert(r, i);
            }
            Scalar::Float(f) if ty.is_float() => {
                self.fenv.insert(r, f);
            }
            _ => {}
        }
        Ok(())
    }

    /// The cells one side (`role`: `src`, `dst` or `tag`) of an `affine.dma_start` touches,
    /// by running the transfer: element `e` at linear position `start + e` (or, on the side in
    /// the lower-numbered memory space (the source on a tie) when strides are given,
    /// `start + (e / per) * stride + e % per`) of the row-major memref.
    /// Every cell of a memref of static shape (what `memref.dealloc` ends), row-major.
    pub(super) fn whole_cells(&self, memref: ValueId) -> Result<Vec<Vec<i64>>, String> {
        let shape = self
            .m
            .value_type(memref)
            .shape()
            .filter(|s| s.iter().all(|&d| d >= 0))
            .ok_or("the oracle cannot enumerate the cells of a memref of dynamic shape")?;
        let total = shape.iter().try_fold(1i64, |acc, &d| acc.checked_mul(d));
        if total.is_none_or(|t| t > 1 << 22) {
            return Err("too many cells to enumerate".into());
        }
        let mut cells = vec![vec![]];
        for &d in shape {
            cells = cells
                .into_iter()
                .flat_map(|c: Vec<i64>| {
                    (0..d).map(move |k| {
                        let mut c2 = c.clone();
                        c2.push(k);
                        c2
                    })
                })
                .collect();
        }
        Ok(cells)
    }

    pub(super) fn dma_cells(&mut self, op: OpId, role: &str) -> Result<Vec<Vec<i64>>, String> {
        let o = self.m.op(op);
        let mut rest: &[ValueId] = &o.operands;
        let mut parts = vec![];
        for name in ["src_map", "dst_map", "tag_map"] {
            let map = o
                .attr(name)
                .and_then(Attribute::as_affine_map)
                .ok_or("DMA without map")?;
            let (&mem, tail) = rest.split_first().ok_or("bad DMA operands")?;
            let n = map.num_inputs() as usize;
            let vals = self.vals(tail.get(..n).ok_or("bad DMA operands")?)?;
            let start = eval_map(map, &vals).ok_or("subscript evaluation failed")?;
            parts.push((mem, start));
            rest = tail.get(n..).ok_or("bad DMA operands")?;
        }
        let k = match role {
            "src" => 0,
            "dst" => 1,
            _ => return Ok(vec![parts[2].1.clone()]),
        };
        let args = self.vals(rest)?;
        let (num, stride) = match args.as_slice() {
            [n] => (*n, None),
            [n, s, p] => (*n, Some((*s, *p))),
            _ => return Err("bad DMA operands".into()),
        };
        let space = |v: ValueId| -> Result<i128, String> {
            match self.m.value_type(v) {
                tessera_ir::Type::MemRef { memory_space, .. } => match memory_space {
                    None => Ok(0),
                    Some(a) => a.as_int().ok_or_else(|| "non-integer memory space".into()),
                },
                _ => Err("DMA on a non-memref".into()),
            }
        };
        let src_strided = space(parts[0].0)? <= space(parts[1].0)?;
        let strided = stride.is_some() && (k == 0) == src_strided;
        let (mem, start) = &parts[k];
        let shape = self
            .m
            .value_type(*mem)
            .shape()
            .ok_or("DMA on a non-memref")?
            .to_vec();
        if shape.iter().any(|&d| d < 0) {
            return Err("DMA on a dynamic shape".into());
        }
        let mut base: i64 = 0;
        for (&i, &d) in start.iter().zip(&shape) {
            base = base
                .checked_mul(d)
                .and_then(|b| b.checked_add(i))
                .ok_or("overflow")?;
        }
        let total: i64 = shape.iter().product();
        let mut cells = Vec::new();
        for e in 0..num.max(0) {
            self.tick()?;
            let off = match (strided, stride) {
                (true, Some((st, per))) => {
                    if st <= 0 || per <= 0 {
                        return Err("DMA with a non-positive stride".into());
                    }
                    (e / per) * st + e % per
                }
                _ => e,
            };
            let mut pos = base + off;
            if pos < 0 || pos >= total {
                return Err("DMA out of bounds".into());
            }
            let mut c = vec![0i64; shape.len()];
            for j in (0..shape.len()).rev() {
                c[j] = pos % shape[j];
                pos /= shape[j];
            }
            cells.push(c);
        }
        Ok(cells)
    }
}
