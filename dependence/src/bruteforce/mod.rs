//! An enumerating interpreter of the affine control structure, used as an independent oracle:
//! it executes a function's loops (`affine.for`, `affine.parallel` in lexicographic order),
//! conditionals (`affine.if`, and `scf.if` on any condition it can evaluate) and index
//! computations (`arith.constant`, `affine.apply`, `affine.min`/`max`, integer `arith`
//! arithmetic, casts and comparisons) with concrete values, records every access instance
//! (iteration vector and cells touched, in execution order), and derives the dependences of a
//! pair at every depth, with exact component ranges, by comparing instances.
//! Linalg structured ops on memrefs run their iteration box (static sizes) in lexicographic
//! order, each point recording the op's accesses in their order (reads, then writes).
//! In a function with an `scf.if` or a `memref.load`/`store`, it also keeps the contents of
//! memory (each memref that is not a view, every cell initially a fixed function of the memref
//! and the cell; integer and float values, with the float `arith` and `math.sqrt` operations),
//! so that conditions and indices computed from loaded values are evaluated as the program
//! would: one particular execution, against which an analysis must be sound.
//! It shares no code with the polyhedral analysis; it only needs small constant trip counts.

use std::collections::HashMap;

use tessera_ir::dialects::{arith_cmpf as cmpf, arith_cmpi as cmpi};
use tessera_ir::views::{AffineForOp, AffineIfOp, AffineParallelOp};
use tessera_ir::{Attribute, Module, OpId, ValueId};

use crate::access::Access;

mod memory;
mod scalar;

use scalar::*;

/// One executed access instance.
#[derive(Debug, Clone)]
pub struct Event {
    /// Index of the access (into the analysis' access list).
    pub access: usize,
    /// Values of the enclosing loop dimensions, outermost first.
    pub iter: Vec<i64>,
    /// Cells touched.
    pub cells: Vec<Vec<i64>>,
}

/// The execution trace of a function.
#[derive(Debug, Clone, Default)]
pub struct Trace {
    /// Events in execution order.
    pub events: Vec<Event>,
    /// The loop dimensions `(op, dim)` enclosing each access that executed.
    pub loops: HashMap<usize, Vec<(OpId, usize)>>,
}

/// Memory contents by memref and cell.
type Memory = HashMap<(ValueId, Vec<i64>), Option<Scalar>>;

struct Interp<'a> {
    m: &'a Module,
    env: HashMap<ValueId, i64>,
    /// Float values.
    fenv: HashMap<ValueId, f64>,
    /// Memory contents, when kept (see the module documentation): the cells written so far
    /// (`None`: a value the oracle does not know); the others hold their initial value.
    mem: Option<Memory>,
    loops: Vec<(OpId, usize, i64)>,
    by_op: HashMap<OpId, Vec<usize>>,
    accesses: &'a [Access],
    trace: Trace,
    steps: u64,
    max_steps: u64,
    /// At most this many events are recorded (the trace's memory).
    max_events: usize,
    /// The run ends once this op has executed (see [`Focus::stop_after`]).
    stop_after: Option<OpId>,
    /// Set when it has: the error that unwinds the run is then its end.
    stopped: bool,
    /// Skip region ops the oracle cannot execute (see [`run_partial`]) instead of failing.
    skip_opaque: bool,
}

fn eval_map(map: &tessera_polyhedral::affine::AffineMap, vals: &[i64]) -> Option<Vec<i64>> {
    let nd = map.num_dims() as usize;
    map.eval(vals.get(..nd)?, vals.get(nd..)?)
}

impl Interp<'_> {
    fn val(&self, v: ValueId) -> Result<i64, String> {
        self.env
            .get(&v)
            .copied()
            .ok_or_else(|| "an index value has no known value".to_string())
    }

    fn vals(&self, vs: &[ValueId]) -> Result<Vec<i64>, String> {
        vs.iter().map(|&v| self.val(v)).collect()
    }

    fn tick(&mut self) -> Result<(), String> {
        self.steps += 1;
        if self.steps > self.max_steps {
            return Err("step limit reached".into());
        }
        Ok(())
    }

    /// Records one instance of access `access`: its enclosing loop dimensions `loops` (the
    /// first time), its iteration and the cells it touches.
    fn instance(
        &mut self,
        access: usize,
        loops: &[(OpId, usize)],
        iter: &[i64],
        cells: Vec<Vec<i64>>,
    ) -> Result<(), String> {
        self.trace
            .loops
            .entry(access)
            .or_insert_with(|| loops.to_vec());
        self.push_event(Event {
            access,
            iter: iter.to_vec(),
            cells,
        })
    }

    fn push_event(&mut self, e: Event) -> Result<(), String> {
        if self.trace.events.len() >= self.max_events {
            return Err(format!(
                "more than {} access instances to record",
                self.max_events
            ));
        }
        self.trace.events.push(e);
        Ok(())
    }

    fn block(&mut self, b: tessera_ir::BlockId) -> Result<(), String> {
        let ops = self.m.block(b).ops.clone();
        for op in ops {
            self.op(op)?;
        }
        Ok(())
    }

    fn body(&mut self, op: OpId, region: usize) -> Option<tessera_ir::BlockId> {
        let r = *self.m.op(op).regions.get(region)?;
        self.m.region(r).blocks.first().copied()
    }

    fn record(&mut self, op: OpId) -> Result<(), String> {
        let Some(ids) = self.by_op.get(&op).cloned() else {
            return Ok(());
        };
        let iter: Vec<i64> = self.loops.iter().map(|l| l.2).collect();
        let ids_loops: Vec<(OpId, usize)> = self.loops.iter().map(|l| (l.0, l.1)).collect();
        for id in ids {
            let a = &self.accesses[id];
            let o = self.m.op(op);
            if o.name == "affine.dma_start" {
                let cells = self.dma_cells(op, a.role)?;
                self.instance(id, &ids_loops, &iter, cells)?;
                continue;
            }
            if o.name == "memref.dealloc" {
                let cells = self.whole_cells(a.memref)?;
                self.instance(id, &ids_loops, &iter, cells)?;
                continue;
            }
            let (map_name, first) = match (o.name.as_str(), a.role) {
                ("affine.load" | "affine.vector_load" | "affine.prefetch", _) => ("map", 1),
                ("affine.store" | "affine.vector_store", _) => ("map", 2),
                ("affine.dma_wait", _) => ("tag_map", 1),
                ("memref.load" | "memref.store", _) => {
                    let cell = self.memref_cell(op)?;
                    self.instance(id, &ids_loops, &iter, vec![cell])?;
                    continue;
                }
                _ => return Err(format!("the oracle cannot execute '{}'", o.name)),
            };
            let map = o
                .attr(map_name)
                .and_then(Attribute::as_affine_map)
                .ok_or("access without map")?;
            let n = map.num_inputs() as usize;
            let operands = o.operands.get(first..first + n).ok_or("bad operands")?;
            let vals = self.vals(operands)?;
            let cell = eval_map(map, &vals).ok_or("subscript evaluation failed")?;
            let vshape: Option<Vec<i64>> = match o.name.as_str() {
                "affine.vector_load" => o
                    .results
                    .first()
                    .and_then(|&r| self.m.value_type(r).shape().map(<[i64]>::to_vec)),
                "affine.vector_store" => o
                    .operands
                    .first()
                    .and_then(|&r| self.m.value_type(r).shape().map(<[i64]>::to_vec)),
                _ => None,
            };
            let mut cells = vec![cell];
            if let Some(shape) = vshape {
                for (k, &len) in shape.iter().enumerate() {
                    let mut next = Vec::new();
                    for c in &cells {
                        let off = c.len().checked_sub(shape.len()).ok_or("vector rank")? + k;
                        for t in 0..len {
                            let mut c2 = c.clone();
                            c2[off] = c2[off].saturating_add(t);
                            next.push(c2);
                        }
                    }
                    cells = next;
                }
            }
            self.instance(id, &ids_loops, &iter, cells)?;
        }
        Ok(())
    }

    fn op(&mut self, op: OpId) -> Result<(), String> {
        self.exec(op)?;
        if self.stop_after == Some(op) {
            self.stopped = true;
            return Err("stopped".into());
        }
        Ok(())
    }

    fn exec(&mut self, op: OpId) -> Result<(), String> {
        self.tick()?;
        let m = self.m;
        let o = m.op(op);
        match o.name.as_str() {
            "arith.constant" => match (o.attr("value"), o.results.first()) {
                (Some(Attribute::Integer { value, .. }), Some(&r)) => {
                    if let Ok(v) = i64::try_from(*value) {
                        self.env.insert(r, v);
                    }
                }
                (Some(Attribute::Bool(b)), Some(&r)) => {
                    self.env.insert(r, i64::from(*b));
                }
                (Some(a), Some(&r)) => {
                    if let Some(f) = float_const(a) {
                        self.fenv.insert(r, f);
                    }
                }
                _ => {}
            },
            "arith.addi" | "arith.subi" | "arith.muli"
                if o.results
                    .first()
                    .is_some_and(|&r| m.value_type(r).is_index()) =>
            {
                if let ([a, b], Some(&r)) = (o.operands.as_slice(), o.results.first()) {
                    if let (Ok(x), Ok(y)) = (self.val(*a), self.val(*b)) {
                        let v = match o.name.as_str() {
                            "arith.addi" => x.checked_add(y),
                            "arith.subi" => x.checked_sub(y),
                            _ => x.checked_mul(y),
                        };
                        if let Some(v) = v {
                            self.env.insert(r, v);
                        }
                    }
                }
            }
            "arith.addi" | "arith.subi" | "arith.muli" | "arith.divsi" | "arith.remsi"
            | "arith.floordivsi" | "arith.ceildivsi" | "arith.maxsi" | "arith.minsi"
            | "arith.andi" | "arith.ori" | "arith.xori" => self.int_binary(op)?,
            "arith.cmpi" => {
                if let ([a, b], Some(&r)) = (o.operands.as_slice(), o.results.first()) {
                    let p = o.attr("predicate").and_then(Attribute::as_int);
                    if let (Ok(x), Ok(y), Some(p)) = (self.val(*a), self.val(*b), p) {
                        let w = int_width(m.value_type(*a));
                        self.env.insert(r, i64::from(cmpi(p, x, y, w)));
                    }
                }
            }
            "arith.index_cast" | "arith.extsi" | "arith.trunci" => {
                if let (Some(&a), Some(&r)) = (o.operands.first(), o.results.first()) {
                    if let Ok(x) = self.val(a) {
                        if let Some(v) = wrap(i128::from(x), int_width(m.value_type(r))) {
                            self.env.insert(r, v);
                        }
                    }
                }
            }
            "arith.select" => {
                if let ([c, a, b], Some(&r)) = (o.operands.as_slice(), o.results.first()) {
                    if let Ok(c) = self.val(*c) {
                        let pick = if c != 0 { *a } else { *b };
                        if let Some(&v) = self.env.get(&pick) {
                            self.env.insert(r, v);
                        } else if let Some(&v) = self.fenv.get(&pick) {
                            self.fenv.insert(r, v);
                        }
                    }
                }
            }
            "arith.addf" | "arith.subf" | "arith.mulf" | "arith.divf" | "arith.maximumf"
            | "arith.minimumf" | "arith.cmpf" => {
                if let ([a, b], Some(&r)) = (o.operands.as_slice(), o.results.first()) {
                    if let (Some(&x), Some(&y)) = (self.fenv.get(a), self.fenv.get(b)) {
                        let f = match o.name.as_str() {
                            "arith.addf" => x + y,
                            "arith.subf" => x - y,
                            "arith.mulf" => x * y,
                            "arith.divf" => x / y,
                            "arith.maximumf" => x.max(y),
                            "arith.minimumf" => x.min(y),
                            _ => {
                                if let Some(p) = o.attr("predicate").and_then(Attribute::as_int) {
                                    self.env.insert(r, i64::from(cmpf(p, x, y)));
                                }
                                return Ok(());
                            }
                        };
                        // Rounded to the result's precision.
                        let f = if int_width(m.value_type(r)) == 32 {
                            f64::from(f as f32)
                        } else {
                            f
                        };
                        self.fenv.insert(r, f);
                    }
                }
            }
            "arith.negf" | "math.sqrt" | "arith.sitofp" => {
                if let (Some(&a), Some(&r)) = (o.operands.first(), o.results.first()) {
                    let x = match o.name.as_str() {
                        "arith.sitofp" => self.env.get(&a).map(|&i| i as f64),
                        _ => self.fenv.get(&a).copied(),
                    };
                    if let Some(x) = x {
                        let f = match o.name.as_str() {
                            "arith.negf" => -x,
                            "math.sqrt" => x.sqrt(),
                            _ => x,
                        };
                        let f = if int_width(m.value_type(r)) == 32 {
                            f64::from(f as f32)
                        } else {
                            f
                        };
                        self.fenv.insert(r, f);
                    }
                }
            }
            "scf.if" => {
                let Some(&c) = o.operands.first() else {
                    return Err("scf.if without condition".into());
                };
                let Some(&holds) = self.env.get(&c) else {
                    if self.skip_opaque {
                        return Ok(());
                    }
                    return Err(
                        "the oracle cannot evaluate the condition of an 'scf.if' (a value it \
                         does not know)"
                            .into(),
                    );
                };
                let region = if holds != 0 { 0 } else { 1 };
                if let Some(b) = self.body(op, region) {
                    self.block(b)?;
                    // The yielded values are the op's results.
                    if let Some(&t) = m.block(b).ops.last() {
                        if m.op(t).name == "scf.yield" {
                            for (&y, &r) in m.op(t).operands.iter().zip(&o.results) {
                                if let Some(&v) = self.env.get(&y) {
                                    self.env.insert(r, v);
                                }
                                if let Some(&v) = self.fenv.get(&y) {
                                    self.fenv.insert(r, v);
                                }
                            }
                        }
                    }
                }
            }
            "affine.apply" | "affine.min" | "affine.max" => {
                let map = o
                    .attr("map")
                    .and_then(Attribute::as_affine_map)
                    .ok_or("no map")?;
                let vals = self.vals(&o.operands)?;
                let res = eval_map(map, &vals).ok_or("map evaluation failed")?;
                let v = match o.name.as_str() {
                    "affine.min" => res.iter().copied().min(),
                    "affine.max" => res.iter().copied().max(),
                    _ => res.first().copied(),
                }
                .ok_or("empty map")?;
                if let Some(&r) = o.results.first() {
                    self.env.insert(r, v);
                }
            }
            "affine.for" => {
                let f = AffineForOp::wrap(m, op).ok_or("malformed affine.for")?;
                let (lb, ub, step) = (f.lower_map(), f.upper_map(), f.step());
                let lv = self.vals(f.lb_operands())?;
                let uv = self.vals(f.ub_operands())?;
                let lo = eval_map(lb, &lv)
                    .and_then(|v| v.into_iter().max())
                    .ok_or("lb")?;
                let hi = eval_map(ub, &uv)
                    .and_then(|v| v.into_iter().min())
                    .ok_or("ub")?;
                let b = self.body(op, 0).ok_or("no body")?;
                let &iv = m.block(b).args.first().ok_or("no iv")?;
                let mut i = lo;
                while i < hi {
                    self.env.insert(iv, i);
                    self.loops.push((op, 0, i));
                    let r = self.block(b);
                    self.loops.pop();
                    r?;
                    i = i.checked_add(step.max(1)).ok_or("overflow")?;
                }
            }
            "affine.parallel" => {
                let p = AffineParallelOp::wrap(m, op).ok_or("malformed affine.parallel")?;
                let steps = p.steps().ok_or("no steps")?;
                let lg = p.lower_groups().ok_or("groups")?;
                let ug = p.upper_groups().ok_or("groups")?;
                let lv = eval_map(p.lower_map(), &self.vals(p.lb_operands())?).ok_or("lb")?;
                let uv = eval_map(p.upper_map(), &self.vals(p.ub_operands())?).ok_or("ub")?;
                let mut ranges = Vec::new();
                let (mut li, mut ui) = (0usize, 0usize);
                for (k, &step) in steps.iter().enumerate() {
                    let gl = usize::try_from(*lg.get(k).ok_or("groups")?).map_err(|_| "groups")?;
                    let gu = usize::try_from(*ug.get(k).ok_or("groups")?).map_err(|_| "groups")?;
                    let lo = lv
                        .get(li..li + gl)
                        .and_then(|s| s.iter().copied().max())
                        .ok_or("lb")?;
                    let hi = uv
                        .get(ui..ui + gu)
                        .and_then(|s| s.iter().copied().min())
                        .ok_or("ub")?;
                    li += gl;
                    ui += gu;
                    ranges.push((lo, hi, step.max(1)));
                }
                let b = self.body(op, 0).ok_or("no body")?;
                let ivs = m.block(b).args.clone();
                self.par(op, b, &ivs, &ranges, 0)?;
            }
            "affine.if" => {
                let set = AffineIfOp::wrap(m, op)
                    .ok_or("malformed affine.if")?
                    .condition();
                let vals = self.vals(&o.operands)?;
                let nd = set.num_dims() as usize;
                let holds = set
                    .contains(
                        vals.get(..nd).ok_or("operands")?,
                        vals.get(nd..).ok_or("operands")?,
                    )
                    .ok_or("condition evaluation failed")?;
                let region = if holds { 0 } else { 1 };
                if let Some(b) = self.body(op, region) {
                    self.block(b)?;
                }
            }
            "affine.yield" | "func.return" | "scf.yield" => {}
            _ if self
                .by_op
                .get(&op)
                .is_some_and(|ids| ids.iter().any(|&i| self.accesses[i].operand.is_some())) =>
            {
                self.linalg(op)?
            }
            _ => {
                if !o.regions.is_empty() {
                    if !self.skip_opaque {
                        return Err(format!("the oracle cannot execute '{}'", o.name));
                    }
                    // Skipped with everything inside it, its own (opaque) accesses included.
                    return Ok(());
                }
                self.record(op)?;
                self.memory(op)?;
            }
        }
        Ok(())
    }

    /// A binary integer op on values of its result's width (wrapping as the hardware does).
    fn int_binary(&mut self, op: OpId) -> Result<(), String> {
        let m = self.m;
        let o = m.op(op);
        let ([a, b], Some(&r)) = (o.operands.as_slice(), o.results.first()) else {
            return Ok(());
        };
        let (Ok(x), Ok(y)) = (self.val(*a), self.val(*b)) else {
            return Ok(());
        };
        let (x, y) = (i128::from(x), i128::from(y));
        let v = match o.name.as_str() {
            "arith.addi" => Some(x + y),
            "arith.subi" => Some(x - y),
            "arith.muli" => Some(x * y),
            "arith.divsi" => (y != 0).then(|| x / y),
            "arith.remsi" => (y != 0).then(|| x % y),
            "arith.floordivsi" => (y != 0).then(|| floor_div(x, y)),
            "arith.ceildivsi" => (y != 0).then(|| -floor_div(-x, y)),
            "arith.maxsi" => Some(x.max(y)),
            "arith.minsi" => Some(x.min(y)),
            "arith.andi" => Some(x & y),
            "arith.ori" => Some(x | y),
            _ => Some(x ^ y),
        };
        if let Some(v) = v.and_then(|v| wrap(v, int_width(m.value_type(r)))) {
            self.env.insert(r, v);
        }
        Ok(())
    }

    /// A linalg structured op: its iteration box in lexicographic order (static sizes only),
    /// each point recording the op's accesses in their order.
    fn linalg(&mut self, op: OpId) -> Result<(), String> {
        let m = self.m;
        let so = tessera_ir::linalg::structured(m, op)?;
        let mut sizes = Vec::new();
        for r in so.loop_ranges(m)? {
            sizes.push(r.size.ok_or("the oracle needs static linalg loop ranges")?);
        }
        let ids = self.by_op.get(&op).cloned().unwrap_or_default();
        let mut maps = Vec::new();
        for &id in &ids {
            let k = self.accesses[id]
                .operand
                .ok_or("linalg access without operand")?;
            maps.push(so.maps.get(k).ok_or("operand without map")?.clone());
        }
        if sizes.iter().any(|&s| s <= 0) {
            return Ok(());
        }
        let mut point = vec![0i64; sizes.len()];
        loop {
            self.tick()?;
            let iter: Vec<i64> = self
                .loops
                .iter()
                .map(|l| l.2)
                .chain(point.iter().copied())
                .collect();
            let dims: Vec<(OpId, usize)> = self
                .loops
                .iter()
                .map(|l| (l.0, l.1))
                .chain((0..sizes.len()).map(|k| (op, k)))
                .collect();
            for (&id, map) in ids.iter().zip(&maps) {
                let cell = map
                    .eval(&point, &[])
                    .ok_or("indexing map evaluation failed")?;
                self.instance(id, &dims, &iter, vec![cell])?;
            }
            // Next point (the last loop innermost).
            let mut k = sizes.len();
            loop {
                if k == 0 {
                    return Ok(());
                }
                k -= 1;
                point[k] += 1;
                if point[k] < sizes[k] {
                    break;
                }
                point[k] = 0;
            }
        }
    }

    fn par(
        &mut self,
        op: OpId,
        b: tessera_ir::BlockId,
        ivs: &[ValueId],
        ranges: &[(i64, i64, i64)],
        k: usize,
    ) -> Result<(), String> {
        let Some(&(lo, hi, st)) = ranges.get(k) else {
            return self.block(b);
        };
        let &iv = ivs.get(k).ok_or("iv")?;
        let mut i = lo;
        while i < hi {
            self.env.insert(iv, i);
            self.loops.push((op, k, i));
            let r = self.par(op, b, ivs, ranges, k + 1);
            self.loops.pop();
            r?;
            i = i.checked_add(st).ok_or("overflow")?;
        }
        Ok(())
    }
}

/// Executes function `func` (a `func.func` op) with `args` giving its index arguments' values,
/// recording the instances of `accesses` (other ops with memory effects are ignored).
pub fn run(
    m: &Module,
    func: OpId,
    accesses: &[Access],
    args: &[(ValueId, i64)],
    max_steps: u64,
) -> Result<Trace, String> {
    run_focused(m, func, accesses, args, max_steps, &Focus::default())
}

/// What a [`run_focused`] records and when it stops.
#[derive(Debug, Clone, Default)]
pub struct Focus<'s> {
    /// Fail once more than this many access instances would be recorded (which bounds the
    /// trace's memory); `None`: no limit.
    pub max_events: Option<usize>,
    /// Record only the instances of these accesses (indices into the access list); the
    /// others are executed but not recorded. `None`: all.
    pub only: Option<&'s std::collections::BTreeSet<usize>>,
    /// End the run (successfully) once this op has executed for the first time: for an op
    /// that runs once (one directly in the function body), the trace then holds every
    /// instance inside it, and whatever follows it is not executed.
    pub stop_after: Option<OpId>,
}

/// Like [`run`], recording and stopping as `focus` says.
pub fn run_focused(
    m: &Module,
    func: OpId,
    accesses: &[Access],
    args: &[(ValueId, i64)],
    max_steps: u64,
    focus: &Focus<'_>,
) -> Result<Trace, String> {
    run_with(m, func, accesses, args, max_steps, focus, false)
}

/// Like [`run`], but region ops the oracle cannot execute (an `scf.if` on a data-dependent
/// condition, ...) are skipped with everything inside them: the trace then holds every access
/// instance outside such ops, and none inside. Enough to confirm that two given instances
/// outside them exist and in which order they run (witness replay), not to enumerate all
/// dependences.
pub fn run_partial(
    m: &Module,
    func: OpId,
    accesses: &[Access],
    args: &[(ValueId, i64)],
    max_steps: u64,
) -> Result<Trace, String> {
    run_with(m, func, accesses, args, max_steps, &Focus::default(), true)
}

fn run_with(
    m: &Module,
    func: OpId,
    accesses: &[Access],
    args: &[(ValueId, i64)],
    max_steps: u64,
    focus: &Focus<'_>,
    skip_opaque: bool,
) -> Result<Trace, String> {
    let mut by_op: HashMap<OpId, Vec<usize>> = HashMap::new();
    for (i, a) in accesses.iter().enumerate() {
        if focus.only.is_none_or(|o| o.contains(&i)) {
            by_op.entry(a.op).or_default().push(i);
        }
    }
    // Memory is kept where a condition or an index may come from it.
    let keep_memory = m.walk(func).into_iter().any(|o| {
        matches!(
            m.op(o).name.as_str(),
            "scf.if" | "memref.load" | "memref.store"
        )
    });
    let mut it = Interp {
        m,
        env: args.iter().copied().collect(),
        fenv: HashMap::new(),
        mem: keep_memory.then(HashMap::new),
        loops: Vec::new(),
        by_op,
        accesses,
        trace: Trace::default(),
        steps: 0,
        max_steps,
        max_events: focus.max_events.unwrap_or(usize::MAX),
        stop_after: focus.stop_after,
        stopped: false,
        skip_opaque,
    };
    let b = it.body(func, 0).ok_or("function without body")?;
    match it.block(b) {
        Err(_) if it.stopped => {}
        r => r?,
    }
    Ok(it.trace)
}

/// The truth for one pair at one depth: `None` if independent, else the `[min, max]` of every
/// common component `dst iv - src iv`.
pub type DepthTruth = Option<Vec<(i64, i64)>>;

/// Dependences from access `src` to access `dst` at depths `1..=common + 1` (same memref
/// assumed), derived from the trace: same cell, equal outer ivs, and `src` before `dst` at the
/// depth's loop (or, at `common + 1`, earlier in execution order). Also returns `common`.
pub fn pair_truth(trace: &Trace, src: usize, dst: usize) -> (usize, Vec<DepthTruth>) {
    let la = trace.loops.get(&src);
    let lb = trace.loops.get(&dst);
    let (Some(la), Some(lb)) = (la, lb) else {
        return (0, vec![None]);
    };
    let c = la.iter().zip(lb).take_while(|(x, y)| x == y).count();
    let mut cells: HashMap<&[i64], (Vec<usize>, Vec<usize>)> = HashMap::new();
    for (seq, e) in trace.events.iter().enumerate() {
        if e.access != src && e.access != dst {
            continue;
        }
        for cell in &e.cells {
            let ent = cells.entry(cell.as_slice()).or_default();
            if e.access == src {
                ent.0.push(seq);
            }
            if e.access == dst {
                ent.1.push(seq);
            }
        }
    }
    let mut out: Vec<DepthTruth> = vec![None; c + 1];
    for (xs, ys) in cells.values() {
        for &x in xs {
            for &y in ys {
                let (ex, ey) = (&trace.events[x], &trace.events[y]);
                // The depth of this instance pair: first differing common iv, or c + 1.
                let first = (0..c).find(|&k| ex.iter[k] != ey.iter[k]);
                let depth = match first {
                    Some(k) if ex.iter[k] < ey.iter[k] => k + 1,
                    Some(_) => continue,
                    None if x < y => c + 1,
                    None => continue,
                };
                let slot = &mut out[depth - 1];
                let diffs: Vec<i64> = (0..c)
                    .map(|k| ey.iter[k].saturating_sub(ex.iter[k]))
                    .collect();
                match slot {
                    None => *slot = Some(diffs.iter().map(|&d| (d, d)).collect()),
                    Some(r) => {
                        for (rr, d) in r.iter_mut().zip(&diffs) {
                            rr.0 = rr.0.min(*d);
                            rr.1 = rr.1.max(*d);
                        }
                    }
                }
            }
        }
    }
    (c, out)
}
