//! `affine-matmul-opt`: Polly-style pattern-based optimisation of contractions into the
//! BLIS/Goto structure (packed panels and an `mr × nr` register-tiled micro-kernel on
//! `vector<V x T>` accumulators), with the sizes from an analytical model of the host.
//!
//! - [`detect`]: the pattern (`C[i][j] = C[i][j] + g(A[i][k]) * h(B[k][j])` in a nest of three
//!   `affine.for` loops);
//! - [`model`]: Low et al.'s analytical model (vector width, registers, FMA latency, caches);
//! - [`rewrite`]: the loop structure, the packing and the micro-kernel.
//!
//! Driver. Each `affine.store` whose value is an `arith.addf`, and each store directly inside
//! three `affine.for` loops, is matched; one that does not match gets a remark saying what was
//! expected. A matched contraction whose loops hold other statements (PolyBench gemm's
//! `C *= beta` loop, 2mm's `tmp = 0`) is isolated by distributing the enclosing loop with
//! `affine-loop-distribute`'s exact dependence test, innermost level first; when that cannot
//! separate it, the refusal names a dependence that distribution would reverse (with source
//! and destination iterations and the cell) when one exists between the contraction and another
//! statement, and the distributions already made for it are undone (a refusal leaves the
//! function as it was). Nests inside further affine loops are refused.
//!
//! Options: `mr`, `nr`, `kc`, `mc`, `nc`, `vector-width` (elements) override the model, and
//! `registers` the number of vector registers it assumes (Cranelift's 128-bit code addresses 16
//! even on an AVX-512 host, whose 32 the model counts by default); `mc` and
//! `nc` are rounded up to multiples of `mr` and `nr`, and every size is clamped to the problem.
//! `fma` (default false) emits `vector.fma`: one rounding per multiply-add, so results differ
//! from the original `mulf` + `addf` (they equal the program with each `addf(c, mulf(x, y))`
//! replaced by `math.fma(x, y, c)`). `parallel` (default true) makes the `ic` loop an
//! `affine.parallel`, each iteration with its own packed A block.

pub mod detect;
pub mod model;
pub mod rewrite;

use std::collections::{HashMap, HashSet};

use tessera_dependence::legality::Violation;
use tessera_dependence::solve::DepthResult;
use tessera_ir::views::AffineForOp;
use tessera_ir::{Module, OpId, Pos, Registry};

use crate::distribute::distribute_loop;
use crate::error::TransformError;
use crate::loops::{loop_label, FunctionDeps};
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::refusal::{Outcome, Refusal};
use crate::registry::PassInfo;
use detect::{match_store, nest_of, Contraction};
use model::{Machine, Sizes};
use rewrite::Flags;

/// The pass name.
pub const PASS: &str = "affine-matmul-opt";

/// The pass's options.
pub const OPTIONS: &[OptionDef] = &[
    OptionDef::int(
        "mr",
        1,
        None,
        "micro-kernel rows (at most 64; default: the host model's)",
    ),
    OptionDef::int(
        "nr",
        1,
        None,
        "micro-kernel columns, a multiple of vector-width (at most 64; default: the model's)",
    ),
    OptionDef::int(
        "kc",
        1,
        None,
        "depth of a packed panel (default: the model's, from L1)",
    ),
    OptionDef::int(
        "mc",
        1,
        None,
        "rows of a packed A block (default: the model's, from L2)",
    ),
    OptionDef::int(
        "nc",
        1,
        None,
        "columns of a packed B block (default: the model's, from L3)",
    ),
    OptionDef::int(
        "vector-width",
        1,
        None,
        "elements per vector (default: the host's)",
    ),
    OptionDef::int(
        "registers",
        2,
        None,
        "vector registers the micro-kernel may use (default: the host's)",
    ),
    FMA,
    PARALLEL,
];
/// `fma`: one rounding per multiply-add (changes results in the last bits).
pub const FMA: OptionDef = OptionDef::flag(
    "fma",
    false,
    "fused multiply-add in the micro-kernel (one rounding per multiply-add: not bit-identical)",
);
/// `parallel`: parallel loops over the blocks.
pub const PARALLEL: OptionDef = OptionDef::flag(
    "parallel",
    true,
    "parallel loops (affine.parallel) where they are proven parallel",
);
/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary: "contractions (gemm-like nests) → packed panels and an mr×nr vector micro-kernel (sizes from an analytical model of the host)",
    options: OPTIONS,
    create,
};

/// The pass, with its option overrides.
#[derive(Debug, Clone, Default)]
pub struct MatmulOpt {
    /// Overrides of the model's sizes (`mr`, `nr`, `kc`, `mc`, `nc`, `vector-width`).
    pub mr: Option<i64>,
    /// `nr` override.
    pub nr: Option<i64>,
    /// `kc` override.
    pub kc: Option<i64>,
    /// `mc` override.
    pub mc: Option<i64>,
    /// `nc` override.
    pub nc: Option<i64>,
    /// Vector width override (elements).
    pub vw: Option<i64>,
    /// Vector register count override.
    pub registers: Option<i64>,
    /// Emit `vector.fma`.
    pub fma: bool,
    /// Parallel `ic` loop.
    pub parallel: bool,
    /// The machine (the host unless a test sets one).
    pub machine: Option<Machine>,
}

/// Builds the pass from its options.
pub fn create(o: &Options) -> Result<Box<dyn Pass>, TransformError> {
    Ok(Box::new(MatmulOpt::from_options(o)?))
}

impl MatmulOpt {
    /// Reads the options (sizes must be at least 1; `nr` a multiple of `vector-width` when both
    /// are given).
    pub fn from_options(o: &Options) -> Result<MatmulOpt, TransformError> {
        let p = MatmulOpt {
            mr: o.int("mr"),
            nr: o.int("nr"),
            kc: o.int("kc"),
            mc: o.int("mc"),
            nc: o.int("nc"),
            vw: o.int("vector-width"),
            registers: o.int("registers"),
            fma: o.flag("fma"),
            parallel: o.flag("parallel"),
            machine: None,
        };
        for (k, v) in [
            ("mr", p.mr),
            ("nr", p.nr),
            ("vector-width", p.vw),
            ("registers", p.registers),
        ] {
            if v.is_some_and(|v| v > 64) {
                return Err(TransformError::new(format!(
                    "option '{k}': at most 64 (the micro-kernel is unrolled)"
                )));
            }
        }
        for (k, v) in [("kc", p.kc), ("mc", p.mc), ("nc", p.nc)] {
            if v.is_some_and(|v| v > 1 << 20) {
                return Err(TransformError::new(format!(
                    "option '{k}': at most {}",
                    1 << 20
                )));
            }
        }
        if let (Some(nr), Some(vw)) = (p.nr, p.vw) {
            if nr % vw != 0 {
                return Err(TransformError::new(format!(
                    "option 'nr' ({nr}) must be a multiple of 'vector-width' ({vw})"
                )));
            }
        }
        Ok(p)
    }

    /// The sizes for contraction `c`: the model's, overridden, clamped to the problem.
    pub fn sizes(&self, c: &Contraction) -> Result<Sizes, TransformError> {
        let bytes = u64::from(c.elem.int_or_float_width().unwrap_or(64) / 8);
        let mut machine = self.machine.unwrap_or_else(Machine::host);
        if let Some(r) = self.registers {
            machine.vregs = r as u64;
        }
        let mut s = machine.sizes(bytes, self.vw);
        if let Some(nr) = self.nr {
            if nr % s.vw != 0 {
                return Err(TransformError::new(format!(
                    "option 'nr' ({nr}) must be a multiple of the vector width ({})",
                    s.vw
                )));
            }
            s.nr = nr;
        }
        s.mr = self.mr.unwrap_or(s.mr);
        s.kc = self.kc.unwrap_or(s.kc);
        s.mc = self.mc.unwrap_or(s.mc);
        s.nc = self.nc.unwrap_or(s.nc);
        let [m, n, k] = [0, 1, 2].map(|d| c.ranges[d].extent().unwrap_or(i64::MAX / 4));
        let up = |x: i64, q: i64| (x + q - 1) / q * q;
        s.kc = s.kc.min(k).max(1);
        s.mc = up(s.mc.min(up(m, s.mr)).max(1), s.mr);
        s.nc = up(s.nc.min(up(n, s.nr)).max(1), s.nr);
        // Balance the parallel ic loop: a multiple of `cores` blocks of equal size (but the last).
        if self.parallel && self.mc.is_none() && machine.cores > 1 && m < i64::MAX / 4 {
            let cores = machine.cores as i64;
            let blocks = up((m + s.mc - 1) / s.mc, cores);
            s.mc = up((m + blocks - 1) / blocks, s.mr).max(s.mr);
        }
        Ok(s)
    }
}

#[derive(Hash, PartialEq, Eq, Clone, Copy)]
enum Key {
    At(u32, u32),
    Op(OpId),
}

fn key(m: &Module, op: OpId) -> Key {
    match m.op(op).pos {
        Some(Pos { line, col, .. }) => Key::At(line, col),
        None => Key::Op(op),
    }
}

/// The ops of `l`'s body that are not its terminator.
fn body_stmts(m: &Module, l: OpId) -> Vec<OpId> {
    AffineForOp::wrap(m, l)
        .map(|f| {
            f.body_ops()
                .iter()
                .copied()
                .filter(|&o| m.op(o).name != "affine.yield")
                .collect()
        })
        .unwrap_or_default()
}

fn is_candidate(m: &Module, op: OpId) -> bool {
    if m.op(op).name != "affine.store" {
        return false;
    }
    let by_add = m
        .op(op)
        .operands
        .first()
        .and_then(|&v| m.defining_op(v))
        .is_some_and(|d| m.op(d).name == "arith.addf");
    by_add || nest_of(m, op).is_some()
}

/// Why `stmt` (the op of `x`'s body holding the contraction) cannot be separated from the rest
/// of `x`'s body: a dependence between it and another statement of the body, carried by `x`,
/// that distribution in program order would reverse.
fn isolation_witness(
    m: &Module,
    reg: &Registry,
    func: OpId,
    x: OpId,
    stmt: OpId,
    what: &str,
) -> Result<Option<Refusal>, TransformError> {
    let deps = FunctionDeps::new(m, reg, func)?;
    let a = &deps.a;
    let body = body_stmts(m, x);
    let idx_of = |op: OpId| body.iter().position(|&b| m.is_ancestor(b, op));
    let Some(si) = idx_of(stmt) else {
        return Ok(None);
    };
    for p in &a.pairs {
        let (s, d) = (&a.accesses[p.src], &a.accesses[p.dst]);
        let (Some(is), Some(id)) = (idx_of(s.op), idx_of(d.op)) else {
            continue;
        };
        if (is == si) == (id == si) {
            continue;
        }
        // Program order puts the earlier statement's loop first: the dependence from the later
        // statement to the earlier one, carried by x, is reversed.
        if is <= id {
            continue;
        }
        let Some(dx) = s
            .model
            .as_ref()
            .ok()
            .and_then(|md| md.loops.iter().position(|l| l.op == x))
        else {
            continue;
        };
        if let Some(DepthResult::Dependent { witness, .. }) = p.depths.get(dx) {
            let v = Violation {
                src: p.src,
                dst: p.dst,
                kind: p.kind,
                depth: dx + 1,
                witness: witness.clone(),
            };
            return Ok(Some(Refusal::breaks(what, m.op(x).pos, m, a, &v)));
        }
    }
    Ok(None)
}

enum Step {
    /// A distribution isolated the contraction further (restart the scan).
    Changed,
    /// Final: rewritten.
    Done,
    /// Final: refused (the distributions made for it are undone by the driver).
    Refused,
}

impl MatmulOpt {
    fn handle(
        &self,
        m: &mut Module,
        func: OpId,
        c: Contraction,
        ctx: &mut PassContext<'_>,
    ) -> Result<Step, TransformError> {
        let [l1, l2, l3] = c.loops;
        let pos = m.op(c.store).pos;
        if detect::enclosing_affine(m, l1) > 0 {
            ctx.refuse(
                PASS,
                m,
                Refusal::unsupported(
                    "optimise the contraction",
                    pos,
                    format!(
                        "its nest {} is inside another affine loop or conditional (expected a nest of exactly three loops)",
                        loop_label(m, l1)
                    ),
                ),
            );
            return Ok(Step::Refused);
        }
        for (x, inner) in [(l2, l3), (l1, l2)] {
            if body_stmts(m, x).len() > 1 {
                let what = format!(
                    "isolate the contraction at {} by distributing the loop {}",
                    pos.map(|p| format!("{}:{}", p.line, p.col))
                        .unwrap_or_default(),
                    loop_label(m, x)
                );
                // Distribution into one loop per SCC; if the contraction's SCC is not alone
                // the next round refuses.
                let before = body_stmts(m, x).len();
                match distribute_loop(m, ctx.registry, x, false)? {
                    Outcome::Applied | Outcome::Forced(_) => return Ok(Step::Changed),
                    Outcome::Refused(r) => {
                        let r = match isolation_witness(m, ctx.registry, func, x, inner, &what)? {
                            Some(w) => w,
                            None => Refusal {
                                what,
                                pos: r.pos,
                                reason: r.reason,
                            },
                        };
                        let _ = before;
                        ctx.refuse(PASS, m, r);
                        return Ok(Step::Refused);
                    }
                }
            }
        }
        let s = self
            .sizes(&c)
            .map_err(|e| TransformError::at(pos, e.message))?;
        rewrite::rewrite(
            m,
            &c,
            s,
            Flags {
                fma: self.fma,
                parallel: self.parallel,
            },
        )?;
        ctx.remark(
            PASS,
            pos,
            format!(
                "contraction optimised: {}x{}x{} with mr={} nr={} kc={} mc={} nc={} vector-width={}{}{}",
                c.ranges[0].label(),
                c.ranges[1].label(),
                c.ranges[2].label(),
                s.mr,
                s.nr,
                s.kc,
                s.mc,
                s.nc,
                s.vw,
                if self.fma { " fma" } else { "" },
                if self.parallel { " parallel" } else { "" }
            ),
        );
        Ok(Step::Done)
    }
}

impl Pass for MatmulOpt {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        let mut seen: HashSet<Key> = HashSet::new();
        // The module before the first distribution made to isolate a contraction: restored when
        // that contraction is refused in the end, so a refusal leaves the function unchanged.
        let mut saved: HashMap<Key, Module> = HashMap::new();
        for _round in 0..1024 {
            let stores: Vec<OpId> = m
                .walk(func)
                .into_iter()
                .filter(|&o| is_candidate(m, o))
                .collect();
            let mut changed = false;
            for st in stores {
                let kk = key(m, st);
                if seen.contains(&kk) {
                    continue;
                }
                match match_store(m, ctx.registry, st) {
                    Err(why) => {
                        ctx.remark(
                            PASS,
                            m.op(st).pos,
                            format!("not optimised: not a contraction: {why}"),
                        );
                        seen.insert(kk);
                    }
                    Ok(c) => {
                        let before = m.clone();
                        match self.handle(m, func, c, ctx)? {
                            Step::Changed => {
                                saved.entry(kk).or_insert(before);
                            }
                            Step::Done => {
                                seen.insert(kk);
                            }
                            Step::Refused => {
                                seen.insert(kk);
                                if let Some(orig) = saved.remove(&kk) {
                                    *m = orig;
                                }
                            }
                        }
                        changed = true;
                        break;
                    }
                }
            }
            if !changed {
                return Ok(());
            }
        }
        Err(TransformError::at(
            m.op(func).pos,
            format!("{PASS}: too many rounds of distribution"),
        ))
    }
}
