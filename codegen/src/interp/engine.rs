//! The execution engine: walks regions, blocks and pre-resolved operations over a frame of
//! values (one slot per SSA value of the module).

use std::collections::HashMap;
use std::rc::Rc;

use tessera_ir::{BlockId, Module, OpId, Operation, RegionId, ValueId};

use crate::value::{ExecError, ExecErrorKind};

use super::affine::CExpr;
use super::decode::{decode, Kind};
use super::memory::{MemError, Memory, View};
use super::scalar::Val;

/// Deepest nesting of `func.call`s.
pub const MAX_CALL_DEPTH: usize = 256;

/// Deepest nesting of executing blocks (regions inside regions, across calls): bounds the
/// interpreter's use of the host stack.
pub const MAX_BLOCK_DEPTH: usize = 8192;

/// What a block or region ended with.
pub(crate) enum Flow {
    /// Fell through to the next operation.
    Next,
    /// A yield-like terminator with its operands.
    Yield(Vec<Val>),
    /// `func.return`.
    Return(Vec<Val>),
    /// A branch to a block of the same region.
    Branch(BlockId, Vec<Val>),
    /// `scf.condition`.
    Cond(bool, Vec<Val>),
}

/// The decoded program.
pub(crate) struct Program<'m> {
    pub(crate) m: &'m Module,
    pub(crate) kinds: Vec<Option<Kind>>,
    pub(crate) funcs: HashMap<String, OpId>,
    pub(crate) num_values: usize,
}

impl<'m> Program<'m> {
    /// Decodes every operation under the module's top operation.
    pub(crate) fn new(m: &'m Module) -> Program<'m> {
        let all = m.walk(m.top());
        let mut funcs = HashMap::new();
        let mut num_values = 0usize;
        for &op in &all {
            let o = m.op(op);
            if matches!(
                o.name.as_str(),
                "func.func" | "memref.global" | "llvm.mlir.global" | "llvm.func"
            ) {
                if let Some(n) = o.attr("sym_name").and_then(|a| a.as_str()) {
                    funcs.insert(n.to_string(), op);
                }
            }
            for &r in &o.results {
                num_values = num_values.max(r.index() + 1);
            }
            for &reg in &o.regions {
                for &b in &m.region(reg).blocks {
                    for &a in &m.block(b).args {
                        num_values = num_values.max(a.index() + 1);
                    }
                }
            }
        }
        let mut kinds = vec![None; m.num_ops()];
        for &op in &all {
            if let Some(k) = kinds.get_mut(op.index()) {
                *k = Some(decode(m, op, &funcs));
            }
        }
        Program {
            m,
            kinds,
            funcs,
            num_values,
        }
    }
}

/// Interpreter state.
pub(crate) struct Engine<'p, 'm> {
    pub(crate) prog: &'p Program<'m>,
    pub(crate) mem: Memory,
    depth: usize,
    pool: Vec<Vec<Val>>,
    pub(crate) idx: Vec<i64>,
    /// Buffers of `memref.alloca`s of the active calls (freed when their call returns).
    pub(crate) allocas: Vec<usize>,
    /// Blocks being executed (nesting depth).
    nest: usize,
    /// Buffers of the `memref.global`s used so far.
    pub(crate) globals: HashMap<OpId, usize>,
    /// Operations executed so far, and the allowed maximum.
    pub(crate) steps: u64,
    pub(crate) max_steps: u64,
    /// When to stop with a timeout (checked every 4096 operations).
    pub(crate) deadline: Option<std::time::Instant>,
    /// Iteration order of parallel loops, and how many have run (the shuffle's stream).
    pub(crate) parallel_order: super::ParallelOrder,
    pub(crate) parallel_runs: u64,
    /// Host functions for external declarations.
    pub(crate) host: Option<&'p super::HostFns>,
    /// Where `vector.print` writes (`None`: the process's standard output).
    pub(crate) out: Option<&'p mut (dyn std::io::Write + Send)>,
}

/// Reads an integer operand.
#[inline]
pub(crate) fn ival(frame: &[Val], v: ValueId) -> Option<i64> {
    match frame.get(v.index()) {
        Some(Val::Int(x)) => Some(*x),
        _ => None,
    }
}

impl<'p, 'm> Engine<'p, 'm> {
    /// A fresh engine over `prog`.
    pub(crate) fn new(prog: &'p Program<'m>) -> Self {
        Engine {
            prog,
            mem: Memory::default(),
            depth: 0,
            pool: vec![],
            idx: vec![],
            allocas: vec![],
            nest: 0,
            globals: HashMap::new(),
            steps: 0,
            max_steps: u64::MAX,
            deadline: None,
            parallel_order: super::ParallelOrder::Forward,
            parallel_runs: 0,
            host: None,
            out: None,
        }
    }

    /// Writes `bytes` of `vector.print` operation `op` to the output.
    pub(crate) fn write_output(&mut self, op: OpId, bytes: &[u8]) -> Result<(), ExecError> {
        let r = match self.out.as_mut() {
            Some(w) => w.write_all(bytes),
            None => std::io::Write::write_all(&mut std::io::stdout(), bytes),
        };
        r.map_err(|e| {
            self.err(
                op,
                ExecErrorKind::Output,
                format!("cannot write the output: {e}"),
            )
        })
    }

    /// An error raised by `op`.
    pub(crate) fn err(&self, op: OpId, kind: ExecErrorKind, msg: impl Into<String>) -> ExecError {
        let o = self.prog.m.op(op);
        ExecError::at_op(kind, &o.name, o.pos, msg)
    }

    /// A step or time limit error raised at `op`, naming the innermost loop around it.
    fn limit_err(&self, op: OpId, kind: ExecErrorKind, msg: String) -> ExecError {
        let m = self.prog.m;
        let mut cur = Some(op);
        while let Some(c) = cur {
            let o = m.op(c);
            if matches!(
                o.name.as_str(),
                "affine.for" | "affine.parallel" | "scf.for" | "scf.while" | "scf.parallel"
            ) {
                let at = o
                    .pos
                    .map_or_else(|| "?".to_string(), |p| format!("{}:{}", p.line, p.col));
                return self.err(op, kind, format!("{msg} in the loop at {at} ({})", o.name));
            }
            cur = m.parent_op(c);
        }
        self.err(op, kind, msg)
    }

    /// An error for a memory access failure of `op`.
    pub(crate) fn mem_err(&self, op: OpId, e: MemError) -> ExecError {
        match e {
            MemError::OutOfBounds { indices, sizes } => self.err(
                op,
                ExecErrorKind::OutOfBounds,
                format!("access out of bounds: index {indices:?} into memref of shape {sizes:?}"),
            ),
            MemError::Uninit { indices } => self.err(
                op,
                ExecErrorKind::Uninitialized,
                format!("read of uninitialised element {indices:?}"),
            ),
            MemError::Freed => self.err(
                op,
                ExecErrorKind::UseAfterFree,
                "access to a deallocated memref",
            ),
            MemError::Kind => self.err(
                op,
                ExecErrorKind::Unsupported,
                "stored value does not match the element type",
            ),
        }
    }

    /// An operand that is not of the expected kind.
    pub(crate) fn bad(&self, op: OpId) -> ExecError {
        self.err(
            op,
            ExecErrorKind::Unsupported,
            "operand values of unsupported kind",
        )
    }

    /// Calls host function `h` for external declaration `f`: memref arguments as row-major
    /// copies of their views (written back after the call), scalars as [`ArgValue`]s.
    fn call_host(
        &mut self,
        f: OpId,
        name: &str,
        h: &super::HostFn,
        args: Vec<Val>,
        at: Option<OpId>,
    ) -> Result<Vec<Val>, ExecError> {
        use crate::value::ArgValue;
        let fail = |e: &Self, msg: String| match at {
            Some(op) => e.err(op, ExecErrorKind::Unsupported, msg),
            None => ExecError::new(ExecErrorKind::Unsupported, msg),
        };
        let (inputs, results) = match self
            .prog
            .m
            .op(f)
            .attr("function_type")
            .and_then(|a| a.as_type())
        {
            Some(tessera_ir::Type::Function { inputs, results }) => {
                (inputs.clone(), results.clone())
            }
            _ => return Err(fail(self, format!("@{name} has no function type"))),
        };
        let mut host_args = vec![];
        for (v, t) in args.iter().zip(&inputs) {
            host_args.push(match (v, t) {
                (Val::Mem(view), _) => ArgValue::Memref(
                    self.mem
                        .copy_out(view)
                        .map_err(|e| fail(self, format!("argument of @{name}: {e:?}")))?,
                ),
                (Val::Int(x), tessera_ir::Type::Index) => ArgValue::Index(*x),
                (Val::Int(x), t) => ArgValue::Int {
                    value: *x,
                    width: t.int_or_float_width().unwrap_or(64),
                },
                (Val::F32(x), _) => ArgValue::F32(*x),
                (Val::F64(x), _) => ArgValue::F64(*x),
                _ => {
                    return Err(fail(
                        self,
                        format!("@{name}: unsupported argument for a host function"),
                    ))
                }
            });
        }
        let out = h(&mut host_args)
            .map_err(|e| fail(self, format!("host function @{name} failed: {e}")))?;
        for (v, a) in args.iter().zip(&host_args) {
            if let (Val::Mem(view), ArgValue::Memref(b)) = (v, a) {
                self.mem
                    .copy_in(view, b)
                    .map_err(|e| match e {
                        super::memory::MemError::Kind => fail(
                            self,
                            format!("host function @{name} changed the shape or element type of a memref argument"),
                        ),
                        e => fail(self, format!("argument of @{name}: {e:?}")),
                    })?;
            }
        }
        if out.len() != results.len() {
            return Err(fail(
                self,
                format!(
                    "host function @{name} returned {} values, {} declared",
                    out.len(),
                    results.len()
                ),
            ));
        }
        out.into_iter()
            .map(|a| match a {
                ArgValue::Int { value, .. } | ArgValue::Index(value) => Ok(Val::Int(value)),
                ArgValue::F32(x) => Ok(Val::F32(x)),
                ArgValue::F64(x) => Ok(Val::F64(x)),
                ArgValue::Memref(_) | ArgValue::Absent(_) => Err(fail(
                    self,
                    format!("host function @{name}: memref results are not supported"),
                )),
            })
            .collect()
    }

    /// Calls function `f` with `args`.
    pub(crate) fn call(
        &mut self,
        f: OpId,
        args: Vec<Val>,
        at: Option<OpId>,
    ) -> Result<Vec<Val>, ExecError> {
        let m = self.prog.m;
        let fo = m.op(f);
        let name = fo.attr("sym_name").and_then(|a| a.as_str()).unwrap_or("?");
        let region = fo.regions.first().copied();
        let body = region.filter(|&r| !m.region(r).blocks.is_empty());
        let Some(body) = body else {
            if let Some(h) = self.host.and_then(|h| h.get(name)) {
                return self.call_host(f, name, h, args, at);
            }
            let msg = format!("call to external function @{name} (no body)");
            return Err(match at {
                Some(op) => self.err(op, ExecErrorKind::Unsupported, msg),
                None => ExecError::new(ExecErrorKind::Unsupported, msg),
            });
        };
        if self.depth >= MAX_CALL_DEPTH {
            let msg = format!("call depth exceeds {MAX_CALL_DEPTH} (calling @{name})");
            return Err(match at {
                Some(op) => self.err(op, ExecErrorKind::RecursionLimit, msg),
                None => ExecError::new(ExecErrorKind::RecursionLimit, msg),
            });
        }
        self.depth += 1;
        let mark = self.allocas.len();
        let mut frame = self
            .pool
            .pop()
            .unwrap_or_else(|| vec![Val::Undef; self.prog.num_values]);
        let r = self.exec_region(&mut frame, body, &args);
        self.pool.push(frame);
        self.depth -= 1;
        // The function's allocas die with it: later accesses are use-after-free errors.
        for s in self.allocas.drain(mark..) {
            if let Some(st) = self.mem.stores.get_mut(s) {
                st.live = false;
                st.init = None;
                if let Ok(empty) = crate::buffer::Buffer::zeroed(st.buf.elem(), &[0]) {
                    st.buf = empty;
                }
            }
        }
        match r? {
            Flow::Return(v) | Flow::Yield(v) => Ok(v),
            _ => Err(ExecError::new(
                ExecErrorKind::Unsupported,
                format!("function @{name} ended without return"),
            )),
        }
    }

    /// Executes a region from its entry block with `args`, following branches.
    pub(crate) fn exec_region(
        &mut self,
        frame: &mut [Val],
        region: RegionId,
        args: &[Val],
    ) -> Result<Flow, ExecError> {
        let m = self.prog.m;
        let Some(&entry) = m.region(region).blocks.first() else {
            return Ok(Flow::Yield(vec![]));
        };
        set_args(frame, &m.block(entry).args, args);
        let mut block = entry;
        loop {
            match self.exec_block(frame, block)? {
                Flow::Branch(b, vals) => {
                    set_args(frame, &m.block(b).args, &vals);
                    block = b;
                }
                f => return Ok(f),
            }
        }
    }

    /// Executes the operations of `block` (its arguments already set).
    pub(crate) fn exec_block(
        &mut self,
        frame: &mut [Val],
        block: BlockId,
    ) -> Result<Flow, ExecError> {
        let m = self.prog.m;
        if self.nest >= MAX_BLOCK_DEPTH {
            let msg = format!("regions and calls nest deeper than {MAX_BLOCK_DEPTH}");
            return Err(match m.block_parent_op(block) {
                Some(op) => self.err(op, ExecErrorKind::RecursionLimit, msg),
                None => ExecError::new(ExecErrorKind::RecursionLimit, msg),
            });
        }
        self.nest += 1;
        let r = self.exec_ops(frame, block);
        self.nest -= 1;
        r
    }

    fn exec_ops(&mut self, frame: &mut [Val], block: BlockId) -> Result<Flow, ExecError> {
        let m = self.prog.m;
        for &op in &m.block(block).ops {
            match self.exec_op(frame, op)? {
                Flow::Next => {}
                f => return Ok(f),
            }
        }
        Ok(Flow::Yield(vec![]))
    }

    /// The single block of region `i` of `o`.
    pub(crate) fn body(&self, op: OpId, i: usize) -> Result<BlockId, ExecError> {
        let m = self.prog.m;
        m.op(op)
            .regions
            .get(i)
            .and_then(|&r| m.region(r).blocks.first().copied())
            .ok_or_else(|| {
                self.err(
                    op,
                    ExecErrorKind::Unsupported,
                    format!("region #{i} has no block"),
                )
            })
    }

    /// Evaluates a max (`is_max`) or min over compiled exprs on `operands`.
    pub(crate) fn bound(
        &self,
        op: OpId,
        frame: &[Val],
        exprs: &[CExpr],
        operands: &[ValueId],
        is_max: bool,
    ) -> Result<i64, ExecError> {
        let input = |k: usize| operands.get(k).and_then(|&v| ival(frame, v));
        let mut best: Option<i64> = None;
        for e in exprs {
            let v = e.eval(&input).ok_or_else(|| self.affine_err(op))?;
            best = Some(match best {
                None => v,
                Some(b) if is_max => b.max(v),
                Some(b) => b.min(v),
            });
        }
        best.ok_or_else(|| self.err(op, ExecErrorKind::Unsupported, "empty bound map"))
    }

    /// Affine evaluation failed.
    pub(crate) fn affine_err(&self, op: OpId) -> ExecError {
        self.err(
            op,
            ExecErrorKind::Undefined,
            "affine expression overflows or divides by a non-positive value",
        )
    }

    /// Computes access indices into `self.idx` from compiled exprs over `operands`.
    pub(crate) fn indices(
        &mut self,
        op: OpId,
        frame: &[Val],
        exprs: &[CExpr],
        operands: &[ValueId],
    ) -> Result<(), ExecError> {
        self.idx.clear();
        let input = |k: usize| operands.get(k).and_then(|&v| ival(frame, v));
        for e in exprs {
            match e.eval(&input) {
                Some(v) => self.idx.push(v),
                None => return Err(self.affine_err(op)),
            }
        }
        Ok(())
    }

    /// Loads the element at `self.idx` of view `v`.
    pub(crate) fn load_at(&self, op: OpId, v: &View) -> Result<Val, ExecError> {
        let flat = self
            .mem
            .locate(v, &self.idx)
            .map_err(|e| self.mem_err(op, e))?;
        self.mem
            .read(v, flat, &self.idx)
            .map_err(|e| self.mem_err(op, e))
    }

    /// Stores `val` at `self.idx` of view `v`.
    pub(crate) fn store_at(&mut self, op: OpId, v: &View, val: &Val) -> Result<(), ExecError> {
        let flat = self
            .mem
            .locate(v, &self.idx)
            .map_err(|e| self.mem_err(op, e))?;
        let idx = std::mem::take(&mut self.idx);
        let r = self.mem.write(v, flat, val).map_err(|e| match e {
            MemError::OutOfBounds { sizes, .. } => MemError::OutOfBounds {
                indices: idx.clone(),
                sizes,
            },
            e => e,
        });
        self.idx = idx;
        r.map_err(|e| self.mem_err(op, e))
    }

    /// The view held by `v`.
    pub(crate) fn view(
        &self,
        op: OpId,
        frame: &[Val],
        v: Option<&ValueId>,
    ) -> Result<Rc<View>, ExecError> {
        match v.and_then(|v| frame.get(v.index())) {
            Some(Val::Mem(view)) => Ok(view.clone()),
            _ => Err(self.err(op, ExecErrorKind::Unsupported, "operand is not a memref")),
        }
    }

    /// Executes one operation.
    pub(crate) fn exec_op(&mut self, frame: &mut [Val], op: OpId) -> Result<Flow, ExecError> {
        let prog = self.prog;
        let o = prog.m.op(op);
        self.steps += 1;
        if self.steps > self.max_steps {
            return Err(self.limit_err(
                op,
                ExecErrorKind::StepLimit,
                format!(
                    "execution exceeded the step limit (more than {} operations executed)",
                    self.max_steps
                ),
            ));
        }
        if self.steps & 0xfff == 0 {
            if let Some(d) = self.deadline {
                if std::time::Instant::now() >= d {
                    return Err(self.limit_err(
                        op,
                        ExecErrorKind::Timeout,
                        "execution exceeded the time limit".to_string(),
                    ));
                }
            }
        }
        let Some(Some(kind)) = prog.kinds.get(op.index()) else {
            return Err(self.err(op, ExecErrorKind::Unsupported, "operation was not decoded"));
        };
        match kind {
            Kind::Yield => Ok(Flow::Yield(gather(frame, &o.operands))),
            Kind::Return => Ok(Flow::Return(gather(frame, &o.operands))),
            Kind::AffineFor {
                lb,
                ub,
                nlb,
                nub,
                step,
            } => self.affine_for(frame, op, o, lb, ub, *nlb, *nub, *step),
            Kind::AffineLoad(map) => {
                let view = self.view(op, frame, o.operands.first())?;
                self.indices(op, frame, map, o.operands.get(1..).unwrap_or(&[]))?;
                let v = self.load_at(op, &view)?;
                set(frame, o.results.first(), v);
                Ok(Flow::Next)
            }
            Kind::AffineStore(map) => {
                let view = self.view(op, frame, o.operands.get(1))?;
                self.indices(op, frame, map, o.operands.get(2..).unwrap_or(&[]))?;
                let val = get(frame, o.operands.first());
                self.store_at(op, &view, &val)?;
                Ok(Flow::Next)
            }
            _ => super::ops::exec_other(self, frame, op, o, kind),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn affine_for(
        &mut self,
        frame: &mut [Val],
        op: OpId,
        o: &Operation,
        lb: &[CExpr],
        ub: &[CExpr],
        nlb: usize,
        nub: usize,
        step: i64,
    ) -> Result<Flow, ExecError> {
        let ops = &o.operands;
        let (lbo, rest) = ops.split_at(nlb.min(ops.len()));
        let (ubo, inits) = rest.split_at(nub.min(rest.len()));
        if step <= 0 {
            return Err(self.err(op, ExecErrorKind::Undefined, "non-positive step"));
        }
        let lo = self.bound(op, frame, lb, lbo, true)?;
        let hi = self.bound(op, frame, ub, ubo, false)?;
        let body = self.body(op, 0)?;
        let args = &self.prog.m.block(body).args;
        let mut iters = gather(frame, inits);
        let mut iv = lo;
        while iv < hi {
            if let Some(slot) = args.first().and_then(|a| frame.get_mut(a.index())) {
                *slot = Val::Int(iv);
            }
            set_args(frame, args.get(1..).unwrap_or(&[]), &iters);
            match self.exec_block(frame, body)? {
                Flow::Yield(v) => {
                    if !iters.is_empty() {
                        iters = v;
                    }
                }
                _ => {
                    return Err(self.err(
                        op,
                        ExecErrorKind::Unsupported,
                        "unexpected terminator in loop body",
                    ))
                }
            }
            match iv.checked_add(step) {
                Some(n) => iv = n,
                None => break,
            }
        }
        set_results(frame, &o.results, iters);
        Ok(Flow::Next)
    }
}

/// Copies operand values.
pub(crate) fn gather(frame: &[Val], vs: &[ValueId]) -> Vec<Val> {
    vs.iter()
        .map(|v| frame.get(v.index()).cloned().unwrap_or(Val::Undef))
        .collect()
}

/// One operand value.
#[inline]
pub(crate) fn get(frame: &[Val], v: Option<&ValueId>) -> Val {
    v.and_then(|v| frame.get(v.index()))
        .cloned()
        .unwrap_or(Val::Undef)
}

/// Sets a result.
#[inline]
pub(crate) fn set(frame: &mut [Val], r: Option<&ValueId>, v: Val) {
    if let Some(slot) = r.and_then(|r| frame.get_mut(r.index())) {
        *slot = v;
    }
}

/// Sets block arguments.
pub(crate) fn set_args(frame: &mut [Val], args: &[ValueId], vals: &[Val]) {
    for (a, v) in args.iter().zip(vals) {
        if let Some(slot) = frame.get_mut(a.index()) {
            *slot = v.clone();
        }
    }
}

/// Sets results from a vector of values.
pub(crate) fn set_results(frame: &mut [Val], rs: &[ValueId], vals: Vec<Val>) {
    for (r, v) in rs.iter().zip(vals) {
        if let Some(slot) = frame.get_mut(r.index()) {
            *slot = v;
        }
    }
}
