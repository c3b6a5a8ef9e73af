//! Loop versioning of innermost `affine.for` loops: scalar replacement and bounds checks
//! hoisted out of the loop (the analysis is [`super::scalar_repl`]).
//!
//! # Shape of the code
//!
//! ```text
//!   if lb < ub && every pre-check passes:            (the fast version)
//!       load each promoted cell into a variable
//!       vector loop (super::simd) or unrolled loop (super::unroll), if any
//!       loop (the remaining iterations): promoted loads/stores use the variable;
//!             pre-checked accesses are unchecked
//!       store each promoted cell back
//!   else:                                            (the plain version)
//!       the loop exactly as without versioning
//! ```
//!
//! # Cost rule
//!
//! A loop is versioned when the fast version gains something: a promoted cell, a bounds
//! check removed from the loop, a vectorised or an unrolled loop
//! (`Fx::versioning` in `control.rs`). Versioning that only removes checks is
//! about neutral where the plain loop's checks are cheap (PolyBench trmm MEDIUM, whose
//! `B[i][j]` cannot be promoted: 10.2-10.4 ms versioned without unrolling, 10.7 ms plain,
//! best of 10, `scripts/bench-jit-loops.sh`); with the fast version unrolled it takes
//! 4.1-4.2 ms (the unrolled copies forward `B[i][j]` from store to load), so it is kept.
//!
//! Without bounds checks there are no pre-checks and no plain version: an empty loop (`lb >=
//! ub`) skips to the results (its `iter_args` initial values) without touching memory.
//!
//! # Exactness
//!
//! - *Zero-trip loops*: a promoted cell is loaded only once `lb < ub` is known, so an empty
//!   loop neither reads, nor faults, nor writes.
//! - *Hoisted checks*: each pre-checked access has indices `c + sum k * v` over values
//!   defined outside the loop and the induction variable `iv`; its index is linear in `iv`,
//!   so over the iterations it lies between its values at `iv = lb` and `iv = ub - 1`, which
//!   are computed with overflow detection (the interpreter's linear form) and compared with
//!   the sizes. A failed pre-check (or an overflow) runs the plain version, whose checks
//!   report the exact fault (operation, indices, and the stores before it done) as without
//!   versioning. A pre-check never reports anything itself.
//! - *Promoted cells*: no other operation of the body can read or write a promoted cell (see
//!   [`super::scalar_repl`]), so the variable always holds what the interpreter's memory
//!   holds at that cell. Every way out of the fast loop stores it back first: the normal
//!   exit, every failed check of the body ([`Fx::fail_if`]) and every unwinding after a
//!   runtime call ([`Fx::check_unwind`]). So after a fault in the body the buffers hold what
//!   the interpreter leaves. A cell only loaded is stored back with the bits it was loaded
//!   with.

use std::collections::{HashMap, HashSet};

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{self, InstBuilder, Value};
use cranelift_frontend::Variable;
use tessera_ir::OpId;

use super::func::{args, elem_cl, flatten, Fx, JVal, R};
use super::scalar_repl::{Lin, Plan};
use super::simd::SimdPlan;

/// What the fast version adds to the plain loop.
#[derive(Debug, Clone, Default)]
pub(crate) struct Fast {
    /// Vectorise (see [`super::simd`]).
    pub simd: Option<SimdPlan>,
    /// Constant step and unroll factor (see [`super::unroll`]; 1: none).
    pub unroll: (i64, u32),
}

/// A value folded to a constant where possible.
#[derive(Debug, Clone, Copy)]
enum Folded {
    Const(i64),
    Var(Value),
}

/// Versioning state of the fast version being emitted.
#[derive(Debug, Default)]
pub(crate) struct Active {
    /// Load/store ops of promoted cells -> the cell's variable.
    pub promoted: HashMap<OpId, Variable>,
    /// Accesses checked before the loop.
    pub prechecked: HashSet<OpId>,
    /// Promoted cells: variable and address, stored back on every exit.
    pub cells: Vec<(Variable, Value)>,
}

impl<'a, 'm> Fx<'a, 'm> {
    /// Stores every promoted cell's variable to its address.
    pub fn write_back_cells(&mut self) {
        for (var, addr) in self.lv.cells.clone() {
            let v = self.b.use_var(var);
            self.store(v, addr, 0);
        }
    }

    /// The constant `v` is, if it is one.
    fn const_of(&self, v: Value) -> Option<i64> {
        use cranelift_codegen::ir::{InstructionData as D, Opcode as O, ValueDef};
        let dfg = &self.b.func.dfg;
        match dfg.value_def(v) {
            ValueDef::Result(inst, 0) => match dfg.insts[inst] {
                D::UnaryImm {
                    opcode: O::Iconst,
                    imm,
                } => Some(imm.bits()),
                _ => None,
            },
            _ => None,
        }
    }

    /// The value of `l` with the induction variable `iv` replaced by `x`, and an overflow
    /// flag (`None`: no overflow possible), both folded to constants where the inputs are
    /// (`Err(true)`: the evaluation overflows).
    fn lin_at(
        &mut self,
        op: OpId,
        l: &Lin,
        iv: tessera_ir::ValueId,
        x: Value,
    ) -> R<Result<(Folded, Option<Value>), bool>> {
        let mut c = l.c;
        let mut acc: Option<Value> = None;
        let mut of: Option<Value> = None;
        for &(v, k) in &l.terms {
            let val = if v == iv {
                x
            } else {
                match self.val(op, v)? {
                    JVal::S(s) => s,
                    _ => return Err(self.malformed(op, "has a non-scalar index")),
                }
            };
            if let Some(cv) = self.const_of(val) {
                match cv.checked_mul(k).and_then(|p| c.checked_add(p)) {
                    Some(n) => c = n,
                    None => return Ok(Err(true)),
                }
                continue;
            }
            let p = if k == 1 {
                val
            } else {
                let kv = self.i64c(k);
                let (p, o) = self.b.ins().smul_overflow(val, kv);
                of = Some(match of {
                    Some(f) => self.b.ins().bor(f, o),
                    None => o,
                });
                p
            };
            acc = Some(match acc {
                None => p,
                Some(a) => {
                    let (s, o) = self.b.ins().sadd_overflow(a, p);
                    of = Some(match of {
                        Some(f) => self.b.ins().bor(f, o),
                        None => o,
                    });
                    s
                }
            });
        }
        Ok(Ok(match acc {
            None => (Folded::Const(c), of),
            Some(a) if c == 0 => (Folded::Var(a), of),
            Some(a) => {
                let cv = self.i64c(c);
                let (s, o) = self.b.ins().sadd_overflow(a, cv);
                let of = Some(match of {
                    Some(f) => self.b.ins().bor(f, o),
                    None => o,
                });
                (Folded::Var(s), of)
            }
        }))
    }

    /// Nonzero if some pre-check of `plan` fails for the iterations `lb ..= last`.
    fn prechecks(
        &mut self,
        plan: &Plan,
        iv: tessera_ir::ValueId,
        lb: Value,
        last: Value,
    ) -> R<Value> {
        let mut bad: Option<Value> = None;
        let mut done: HashSet<(tessera_ir::ValueId, Lin, usize)> = HashSet::new();
        for a in &plan.hoisted {
            let Some(idx) = &a.idx else { continue };
            let d = match self.val(a.op, a.memref)? {
                JVal::M(d) => d,
                _ => return Err(self.malformed(a.op, "accesses a non-memref")),
            };
            if idx.len() != d.sizes.len() {
                return Err(self.malformed(a.op, "has as many indices as the memref's rank"));
            }
            for (k, l) in idx.iter().enumerate() {
                if !done.insert((a.memref, l.clone(), k)) {
                    continue;
                }
                let uses_iv = l.terms.iter().any(|t| t.0 == iv);
                let ends: &[Value] = if uses_iv { &[lb, last] } else { &[lb] };
                for &x in ends {
                    let (v, of) = match self.lin_at(a.op, l, iv, x)? {
                        Ok(r) => r,
                        Err(_) => return Ok(self.b.ins().iconst(ir::types::I8, 1)),
                    };
                    let size = d.sizes[k];
                    let out = match (v, self.const_of(size)) {
                        (Folded::Const(c), Some(n)) if c >= 0 && c < n => None,
                        (Folded::Const(_), Some(_)) => {
                            return Ok(self.b.ins().iconst(ir::types::I8, 1));
                        }
                        (Folded::Const(c), None) => {
                            let cv = self.i64c(c);
                            Some(
                                self.b
                                    .ins()
                                    .icmp(IntCC::UnsignedGreaterThanOrEqual, cv, size),
                            )
                        }
                        (Folded::Var(v), _) => Some(self.b.ins().icmp(
                            IntCC::UnsignedGreaterThanOrEqual,
                            v,
                            size,
                        )),
                    };
                    for f in [out, of].into_iter().flatten() {
                        bad = Some(match bad {
                            Some(b) => self.b.ins().bor(b, f),
                            None => f,
                        });
                    }
                }
            }
        }
        Ok(bad.unwrap_or_else(|| self.b.ins().iconst(ir::types::I8, 0)))
    }

    /// The loop of the fast version (promoted cells and pre-checks already set up): the
    /// vector loop if any, then the unrolled loop if any, then the ordinary loop for the
    /// remaining iterations. Returns the exit block, whose parameters are the results.
    fn fast_loop(
        &mut self,
        id: OpId,
        (lb, ub, step): (Value, Value, Value),
        inits: &[JVal],
        range: Option<(i64, i64)>,
        how: &Fast,
    ) -> R<ir::Block> {
        let mut lb = lb;
        let mut inits = inits.to_vec();
        if let Some(p) = &how.simd {
            let rest = self.b.create_block();
            self.b.append_block_param(rest, ir::types::I64);
            let vec = self.b.create_block();
            match self.simd_stride_bad(p, id)? {
                Some(bad) => self.b.ins().brif(bad, rest, &args(&[lb]), vec, &[]),
                None => self.b.ins().jump(vec, &[]),
            };
            self.b.switch_to_block(vec);
            let stop = self.simd_loop(id, p, lb, ub)?;
            self.b.ins().jump(rest, &args(&[stop]));
            self.b.switch_to_block(rest);
            lb = self.b.block_params(rest)[0];
        } else if how.unroll.1 > 1 {
            let (stop, iters) = self.unrolled(id, (lb, ub, how.unroll.0), &inits, how.unroll.1)?;
            lb = stop;
            inits = iters;
        }
        self.pending_range = range;
        self.loop_core(id, lb, ub, step, &inits, false)
    }

    /// The descriptor and index values of access `op` (operands defined before the loop).
    pub fn access_parts(&mut self, op: OpId) -> R<(std::rc::Rc<super::func::Desc>, Vec<Value>)> {
        let o = self.sh.m.op(op);
        let at = usize::from(o.name.ends_with("store"));
        let d = self.memref(op, at)?;
        let idx = if o.name.starts_with("affine.") {
            let map = self.map_attr(op, "map")?;
            self.apply_map(op, map, at + 1)?
        } else {
            (at + 1..o.operands.len())
                .map(|i| self.scalar(op, i))
                .collect::<R<_>>()?
        };
        Ok((d, idx))
    }

    /// Emits innermost `affine.for` `id` (bounds evaluated, induction variable `iv`)
    /// versioned by `plan`, and binds its results.
    #[allow(clippy::too_many_arguments)]
    pub fn versioned_for(
        &mut self,
        id: OpId,
        iv: tessera_ir::ValueId,
        (lb, ub, step): (Value, Value, Value),
        inits: &[JVal],
        range: Option<(i64, i64)>,
        plan: Plan,
        fast: Fast,
    ) -> R<()> {
        let checks = self.sh.bounds_checks && !plan.hoisted.is_empty();
        let merge = self.merge_block(id)?;
        let how = fast;
        let fast = self.b.create_block();
        let nonempty = self.b.ins().icmp(IntCC::SignedLessThan, lb, ub);
        let slow = if checks {
            let pre = self.b.create_block();
            let slow = self.b.create_block();
            self.b.ins().brif(nonempty, pre, &[], slow, &[]);
            self.b.switch_to_block(pre);
            // lb < ub, so ub - 1 does not overflow.
            let last = self.b.ins().iadd_imm_s(ub, -1);
            let bad = self.prechecks(&plan, iv, lb, last)?;
            self.b.ins().brif(bad, slow, &[], fast, &[]);
            Some(slow)
        } else {
            let mut first = vec![];
            for v in inits {
                first.extend(flatten(v));
            }
            self.b.ins().brif(nonempty, fast, &[], merge, &args(&first));
            None
        };
        self.b.switch_to_block(fast);
        let saved = std::mem::take(&mut self.lv);
        for cell in &plan.cells {
            let Some(&first) = cell.ops.first() else {
                continue;
            };
            let (d, idx) = self.access_parts(first)?;
            let a = self.addr(&d, &idx);
            let ty = elem_cl(d.elem);
            let v = self.load(ty, a, 0);
            let var = self.b.declare_var(ty);
            self.b.def_var(var, v);
            for &op in &cell.ops {
                self.lv.promoted.insert(op, var);
            }
            self.lv.cells.push((var, a));
        }
        if checks {
            self.lv.prechecked = plan.hoisted.iter().map(|a| a.op).collect();
        }
        let r = self.fast_loop(id, (lb, ub, step), inits, range, &how);
        let r = r.map(|exit| {
            // The results first: reading a variable may add parameters to this block.
            let ps = self.b.block_params(exit).to_vec();
            self.write_back_cells();
            self.b.ins().jump(merge, &args(&ps));
        });
        self.lv = saved;
        r?;
        if let Some(slow) = slow {
            self.b.switch_to_block(slow);
            self.pending_range = range;
            let exit = self.loop_core(id, lb, ub, step, inits, false)?;
            let ps = self.b.block_params(exit).to_vec();
            self.b.ins().jump(merge, &args(&ps));
        }
        self.b.switch_to_block(merge);
        self.bind_results_from_params(id, merge)
    }
}
