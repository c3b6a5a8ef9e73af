//! Shared helpers of the transformation tests: a random affine program generator for
//! execution (every access in bounds by construction), running a module with the interpreter
//! and comparing results bit for bit, and the replay of refusal witnesses with the brute-force
//! oracle.

#![allow(dead_code)]

pub mod pipelines;

use tessera::codegen::interp::{self, RunOptions};
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::dependence::replay::{replay, Replayed, WitnessQuery};
use tessera::ir::{Module, Registry};
use tessera::transforms::refusal::BrokenDependence;

/// A small deterministic random generator (xorshift64*).
#[derive(Debug, Clone)]
pub struct Rng(pub u64);

impl Rng {
    /// A generator for `seed` (any value; mixed so that close seeds diverge).
    pub fn new(seed: u64) -> Rng {
        Rng(tessera::codegen::value::seeded_bits(seed) | 1)
    }
    /// Next raw value.
    pub fn next(&mut self) -> u64 {
        let mut x = self.0.max(1);
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % ((hi - lo + 1) as u64)) as i64
    }
    /// True with probability `p` percent.
    pub fn chance(&mut self, p: u64) -> bool {
        self.next() % 100 < p
    }
    /// A uniformly chosen element.
    pub fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.range(0, xs.len() as i64 - 1) as usize]
    }
}

/// The element type of a generated program's data (one per program).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Elem {
    /// `f64` with `addf`/`subf`/`mulf`.
    F64,
    /// `i32` with wrapping `addi`/`subi`/`muli`.
    I32,
    /// `i64` likewise.
    I64,
}

impl Elem {
    /// The MLIR type.
    pub fn ty(self) -> &'static str {
        match self {
            Elem::F64 => "f64",
            Elem::I32 => "i32",
            Elem::I64 => "i64",
        }
    }
    /// Whether it is a float type (reductions over it are not associative).
    pub fn is_float(self) -> bool {
        self == Elem::F64
    }
}

/// A generated program.
#[derive(Debug, Clone)]
pub struct Program {
    /// The MLIR text of module with one function `@f`.
    pub text: String,
    /// Its data type.
    pub elem: Elem,
    /// Number of loops.
    pub loops: usize,
    /// Number of loops with `iter_args`.
    pub reductions: usize,
}

/// An integer interval `[lo, hi]`.
#[derive(Debug, Clone, Copy)]
struct Iv {
    lo: i64,
    hi: i64,
}

/// A loop induction variable in scope.
#[derive(Debug, Clone)]
struct LoopVar {
    name: String,
    range: Iv,
}

struct Memref {
    name: &'static str,
    rank: usize,
    /// Largest subscript used per dimension (sizes are this plus one plus slack).
    max: Vec<i64>,
}

struct Gen {
    rng: Rng,
    elem: Elem,
    out: String,
    next_id: usize,
    loops: usize,
    reductions: usize,
    statements: usize,
    max_statements: usize,
    memrefs: Vec<Memref>,
    /// Data values in scope, one list per nesting level.
    scopes: Vec<Vec<String>>,
    ivs: Vec<LoopVar>,
}

fn floor_div(a: i64, k: i64) -> i64 {
    a.div_euclid(k)
}

impl Gen {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next_id += 1;
        format!("%{prefix}{}", self.next_id)
    }

    fn line(&mut self, depth: usize, text: &str) {
        for _ in 0..depth + 1 {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn values(&self) -> Vec<String> {
        self.scopes.iter().flatten().cloned().collect()
    }

    fn define(&mut self, v: String) {
        if let Some(s) = self.scopes.last_mut() {
            s.push(v);
        }
    }

    /// A random value in scope.
    fn any_value(&mut self) -> String {
        let vs = self.values();
        self.rng.pick(&vs).clone()
    }

    /// A subscript over the ivs in scope (SSA form), with its range; shifted to be >= 0.
    fn subscript(&mut self) -> (String, i64) {
        let mut parts: Vec<String> = vec![];
        let (mut lo, mut hi) = (0i64, 0i64);
        let ivs = self.ivs.clone();
        for v in &ivs {
            if !self.rng.chance(60) {
                continue;
            }
            let c = *self.rng.pick(&[1, 1, 1, -1, 2]);
            let (a, b) = (c * v.range.lo, c * v.range.hi);
            lo += a.min(b);
            hi += a.max(b);
            parts.push(match c {
                1 => v.name.clone(),
                -1 => format!("-{}", v.name),
                _ => format!("{} * {c}", v.name),
            });
        }
        if !ivs.is_empty() && self.rng.chance(25) {
            let v = self.rng.pick(&ivs).clone();
            let k = self.rng.range(2, 3);
            if self.rng.chance(50) {
                parts.push(format!("{} floordiv {k}", v.name));
                lo += floor_div(v.range.lo, k);
                hi += floor_div(v.range.hi, k);
            } else {
                parts.push(format!("{} mod {k}", v.name));
                hi += k - 1;
            }
        }
        // Shift to start at 0 plus a small random offset.
        let shift = -lo + self.rng.range(0, 1);
        hi += shift;
        let mut e = parts.join(" + ").replace("+ -", "- ");
        if e.is_empty() {
            e = shift.to_string();
        } else if shift > 0 {
            e = format!("{e} + {shift}");
        } else if shift < 0 {
            e = format!("{e} - {}", -shift);
        }
        (e, hi)
    }

    fn access_subscripts(&mut self, mi: usize) -> String {
        let rank = self.memrefs[mi].rank;
        let mut subs = vec![];
        for d in 0..rank {
            let (e, hi) = self.subscript();
            let m = &mut self.memrefs[mi];
            m.max[d] = m.max[d].max(hi);
            subs.push(e);
        }
        subs.join(", ")
    }

    fn memref_type_placeholder(&self, mi: usize) -> String {
        format!("@TYPE{}@", self.memrefs[mi].name)
    }

    fn load(&mut self, depth: usize) -> String {
        let mi = self.rng.range(0, self.memrefs.len() as i64 - 1) as usize;
        let subs = self.access_subscripts(mi);
        let v = self.fresh("v");
        let text = format!(
            "{v} = affine.load %{}[{subs}] : {}",
            self.memrefs[mi].name,
            self.memref_type_placeholder(mi)
        );
        self.line(depth, &text);
        self.define(v.clone());
        v
    }

    /// A value that depends on the innermost iv (so reordered writes show).
    fn iv_value(&mut self, depth: usize) -> Option<String> {
        let iv = self.ivs.last()?.name.clone();
        let t = self.elem.ty();
        let v = self.fresh("x");
        match self.elem {
            Elem::F64 => {
                let c = self.fresh("c");
                self.line(
                    depth,
                    &format!("{c} = arith.index_cast {iv} : index to i64"),
                );
                self.line(depth, &format!("{v} = arith.sitofp {c} : i64 to f64"));
            }
            _ => self.line(
                depth,
                &format!("{v} = arith.index_cast {iv} : index to {t}"),
            ),
        }
        self.define(v.clone());
        Some(v)
    }

    fn binop(&mut self, depth: usize, a: &str, b: &str) -> String {
        let op = match (self.elem.is_float(), self.rng.range(0, 2)) {
            (true, 0) => "arith.addf",
            (true, 1) => "arith.subf",
            (true, _) => "arith.mulf",
            (false, 0) => "arith.addi",
            (false, 1) => "arith.subi",
            (false, _) => "arith.muli",
        };
        let v = self.fresh("v");
        let t = self.elem.ty();
        self.line(depth, &format!("{v} = {op} {a}, {b} : {t}"));
        self.define(v.clone());
        v
    }

    /// A value computed from values in scope (sometimes a fresh load or the iv).
    fn compute(&mut self, depth: usize) -> String {
        let a = if self.rng.chance(50) {
            self.load(depth)
        } else if self.rng.chance(30) {
            match self.iv_value(depth) {
                Some(v) => v,
                None => self.any_value(),
            }
        } else {
            self.any_value()
        };
        if self.rng.chance(60) {
            let b = self.any_value();
            self.binop(depth, &a, &b)
        } else {
            a
        }
    }

    fn store(&mut self, depth: usize) {
        let v = self.compute(depth);
        let mi = self.rng.range(0, self.memrefs.len() as i64 - 1) as usize;
        let subs = self.access_subscripts(mi);
        let text = format!(
            "affine.store {v}, %{}[{subs}] : {}",
            self.memrefs[mi].name,
            self.memref_type_placeholder(mi)
        );
        self.line(depth, &text);
    }

    /// A loop bound: text and range.
    fn bound(&mut self, lower: bool) -> (String, Iv) {
        let base = if lower {
            self.rng.range(0, 2)
        } else {
            self.rng.range(3, 7)
        };
        if self.ivs.is_empty() || self.rng.chance(45) {
            return (base.to_string(), Iv { lo: base, hi: base });
        }
        let nd = self.ivs.len();
        let dims: Vec<String> = (0..nd).map(|k| format!("d{k}")).collect();
        let k = self.rng.range(0, nd as i64 - 1) as usize;
        let r = self.ivs[k].range;
        let off = self.rng.range(-1, 2);
        let operands: Vec<String> = self.ivs.iter().map(|v| v.name.clone()).collect();
        let e = format!("d{k} + {off}").replace("+ -", "- ");
        let (lo, hi) = (r.lo + off, r.hi + off);
        let (results, kw, range) = if self.rng.chance(50) {
            let range = if lower {
                Iv {
                    lo: lo.max(base),
                    hi: hi.max(base),
                }
            } else {
                Iv {
                    lo: lo.min(base),
                    hi: hi.min(base),
                }
            };
            (
                format!("{e}, {base}"),
                if lower { "max " } else { "min " },
                range,
            )
        } else {
            (e, "", Iv { lo, hi })
        };
        (
            format!(
                "{kw}affine_map<({}) -> ({results})>({})",
                dims.join(", "),
                operands.join(", ")
            ),
            range,
        )
    }

    fn for_loop(&mut self, depth: usize) {
        self.loops += 1;
        let iv = self.fresh("i");
        let (lb, lr) = self.bound(true);
        let (ub, ur) = self.bound(false);
        let step = if self.rng.chance(25) {
            self.rng.range(2, 3)
        } else {
            1
        };
        let st = if step > 1 {
            format!(" step {step}")
        } else {
            String::new()
        };
        // The iv stays within [lb.lo, ub.hi - 1] (an empty loop gets a one-point range: its
        // body never runs, any subscript is fine).
        let range = Iv {
            lo: lr.lo,
            hi: (ur.hi - 1).max(lr.lo),
        };
        let reduce = self.rng.chance(20) && !self.values().is_empty();
        let t = self.elem.ty();
        let (result, acc) = if reduce {
            self.reductions += 1;
            let init = self.any_value();
            let r = self.fresh("r");
            let acc = self.fresh("acc");
            self.line(
                depth,
                &format!(
                    "{r} = affine.for {iv} = {lb} to {ub}{st} iter_args({acc} = {init}) -> ({t}) {{"
                ),
            );
            (Some(r), Some(acc))
        } else {
            self.line(depth, &format!("affine.for {iv} = {lb} to {ub}{st} {{"));
            (None, None)
        };
        self.ivs.push(LoopVar { name: iv, range });
        self.scopes.push(acc.iter().cloned().collect());
        self.block(depth + 1);
        if let Some(acc) = &acc {
            let v = self.compute(depth + 1);
            let n = self.binop(depth + 1, acc, &v);
            self.line(depth + 1, &format!("affine.yield {n} : {t}"));
        }
        self.scopes.pop();
        self.ivs.pop();
        self.line(depth, "}");
        if let Some(r) = result {
            self.define(r);
        }
    }

    fn if_op(&mut self, depth: usize) {
        let nd = self.ivs.len();
        let dims: Vec<String> = (0..nd).map(|k| format!("d{k}")).collect();
        let operands: Vec<String> = self.ivs.iter().map(|v| v.name.clone()).collect();
        let mut terms = vec![];
        for k in 0..nd {
            if self.rng.chance(60) {
                terms.push(format!("d{k} * {}", self.rng.pick(&[1, -1, 2])));
            }
        }
        if nd > 0 && self.rng.chance(30) {
            let k = self.rng.range(0, nd as i64 - 1);
            terms.push(format!("d{k} mod {}", self.rng.range(2, 3)));
        }
        let e = if terms.is_empty() {
            "d0".to_string()
        } else {
            terms.join(" + ")
        };
        let c = self.rng.range(-4, 2);
        let cond = if self.rng.chance(25) {
            format!("{e} + {c} == 0")
        } else {
            format!("{e} + {c} >= 0")
        };
        self.line(
            depth,
            &format!(
                "affine.if affine_set<({}) : ({cond})>({}) {{",
                dims.join(", "),
                operands.join(", ")
            ),
        );
        self.scopes.push(vec![]);
        self.block(depth + 1);
        self.scopes.pop();
        if self.rng.chance(60) {
            self.line(depth, "} else {");
            self.scopes.push(vec![]);
            self.block(depth + 1);
            self.scopes.pop();
        }
        self.line(depth, "}");
    }

    fn block(&mut self, depth: usize) {
        let n = self.rng.range(1, 3);
        for _ in 0..n {
            if self.statements >= self.max_statements {
                break;
            }
            self.statements += 1;
            let r = self.rng.range(0, 99);
            if r < 35 && self.ivs.len() < 3 {
                self.for_loop(depth);
            } else if r < 47 && !self.ivs.is_empty() && depth < 5 {
                self.if_op(depth);
            } else if r < 57 {
                self.load(depth);
            } else {
                self.store(depth);
            }
        }
        // Every block writes something (so its iterations matter).
        if !self.ivs.is_empty() && self.rng.chance(50) {
            self.store(depth);
        }
    }
}

/// A random function `@f` over two or three memref arguments of one element type (f64, i32 or
/// i64; ranks 1 to 2, static shapes sized so that every access is in bounds) with several loop
/// nests in sequence sharing the memrefs: imperfect nests up to depth 3, steps, max/min bounds
/// on outer ivs, `affine.if` with else, floordiv/mod subscripts, `iter_args` reductions (their
/// top-level results are the function's results), values computed from loads, constants and
/// ivs. Deterministic in `seed`.
pub fn random_program(seed: u64) -> Program {
    let mut rng = Rng::new(seed);
    let elem = *rng.pick(&[Elem::F64, Elem::F64, Elem::I32, Elem::I64]);
    let nmem = rng.range(2, 3) as usize;
    let names = ["A", "B", "C"];
    let memrefs = (0..nmem)
        .map(|k| {
            let rank = rng.range(1, 2) as usize;
            Memref {
                name: names[k],
                rank,
                max: vec![0; rank],
            }
        })
        .collect();
    let max_statements = rng.range(4, 14) as usize;
    let mut g = Gen {
        rng,
        elem,
        out: String::new(),
        next_id: 0,
        loops: 0,
        reductions: 0,
        statements: 0,
        max_statements,
        memrefs,
        scopes: vec![vec![]],
        ivs: vec![],
    };
    let t = elem.ty();
    let k = g.fresh("k");
    let cst = match elem {
        Elem::F64 => format!("{}.5", g.rng.range(0, 3)),
        _ => g.rng.range(-3, 7).to_string(),
    };
    g.line(0, &format!("{k} = arith.constant {cst} : {t}"));
    g.define(k);
    let nests = g.rng.range(1, 4);
    for _ in 0..nests {
        g.for_loop(0);
    }
    // Top-level reduction results are returned.
    let results: Vec<String> = g.scopes[0]
        .iter()
        .filter(|v| v.starts_with("%r"))
        .cloned()
        .collect();
    if results.is_empty() {
        g.line(0, "return");
    } else {
        let tys = vec![t; results.len()].join(", ");
        g.line(0, &format!("return {} : {tys}", results.join(", ")));
    }
    let mut body = g.out.clone();
    let mut args = vec![];
    for m in &g.memrefs {
        let mut shape: Vec<String> = m
            .max
            .iter()
            .map(|&hi| (hi + 1 + g.rng.range(0, 2)).to_string())
            .collect();
        shape.push(t.to_string());
        let ty = format!("memref<{}>", shape.join("x"));
        body = body.replace(&format!("@TYPE{}@", m.name), &ty);
        args.push(format!("%{}: {ty}", m.name));
    }
    let ret = if results.is_empty() {
        String::new()
    } else if results.len() == 1 {
        format!(" -> {t}")
    } else {
        format!(" -> ({})", vec![t; results.len()].join(", "))
    };
    let text = format!("func.func @f({}){ret} {{\n{body}}}\n", args.join(", "));
    Program {
        text,
        elem,
        loops: g.loops,
        reductions: g.reductions,
    }
}

/// The memref contents and results of one run.
#[derive(Debug, Clone)]
pub struct RunResult {
    /// Arguments after the run (memrefs written in place).
    pub args: Vec<ArgValue>,
    /// Function results.
    pub results: Vec<ArgValue>,
}

/// Runs `entry` with memrefs filled by [`Fill::Seeded`]`(seed)`.
pub fn run_seeded(
    m: &Module,
    entry: &str,
    seed: u64,
    options: RunOptions,
) -> Result<RunResult, String> {
    let args = entry_args(m, entry, Fill::Seeded(seed), &[]).map_err(|e| e.to_string())?;
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    let results = interp::run_with(m, entry, &mut vals, options).map_err(|e| e.to_string())?;
    Ok(RunResult {
        args: vals,
        results,
    })
}

pub use tessera::codegen::value::same_bits;

/// Whether two runs agree bit for bit (memref contents and results).
pub fn same_run(a: &RunResult, b: &RunResult) -> bool {
    same_bits(&a.args, &b.args) && same_bits(&a.results, &b.results)
}

/// Replays the witness of a broken dependence on `m`, the module the refusal was computed on
/// (see `PassContext::snapshots`), with the brute-force oracle: both instances touch the cell,
/// one writes it, and the source executes first in `m`'s order. Functions with index
/// arguments are not supported (the witness' symbols must be empty).
pub fn replay_broken(m: &Module, b: &BrokenDependence) -> Result<Replayed, String> {
    if !b.symbols.is_empty() {
        return Err(format!(
            "witness with symbol values {:?}: replay binds no symbols",
            b.symbols
        ));
    }
    replay(
        m,
        Registry::standard(),
        &WitnessQuery {
            src_op: b.src_op,
            dst_op: b.dst_op,
            src_iter: &b.src_iter,
            dst_iter: &b.dst_iter,
            cell: &b.cell,
        },
        &[],
        50_000_000,
    )
}

/// An op named in a remark: its name and position (line, column).
pub type OpRef = (String, Option<(u32, u32)>);

/// A witness read back from a refusal's remark text (`... dependence from 'OP' at L:C to 'OP'
/// at L:C: source iteration (%i = 1, ..) and destination iteration (..) both access %M[c, ..]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextWitness {
    /// Source op name and position (line, column).
    pub src: OpRef,
    /// Destination op name and position.
    pub dst: OpRef,
    /// Source iteration.
    pub src_iter: Vec<i64>,
    /// Destination iteration.
    pub dst_iter: Vec<i64>,
    /// The cell.
    pub cell: Vec<i64>,
}

fn after<'a>(s: &'a str, pat: &str) -> Option<&'a str> {
    s.find(pat).map(|i| &s[i + pat.len()..])
}

fn op_ref(s: &str) -> Option<(OpRef, &str)> {
    let s = s.strip_prefix('\'')?;
    let q = s.find('\'')?;
    let name = s[..q].to_string();
    let rest = &s[q + 1..];
    if let Some(r) = rest.strip_prefix(" at ") {
        let mut it = r.splitn(2, ':');
        let line: u32 = it.next()?.parse().ok()?;
        let tail = it.next()?;
        let digits: String = tail.chars().take_while(|c| c.is_ascii_digit()).collect();
        let col: u32 = digits.parse().ok()?;
        let consumed = r.len() - tail.len() + digits.len();
        return Some(((name, Some((line, col))), &r[consumed..]));
    }
    Some(((name, None), rest))
}

fn iteration(s: &str) -> Option<Vec<i64>> {
    let s = s.strip_prefix('(')?;
    let inner = &s[..s.find(')')?];
    if inner.trim().is_empty() {
        return Some(vec![]);
    }
    inner
        .split(", ")
        .map(|kv| kv.rsplit(" = ").next()?.trim().parse().ok())
        .collect()
}

/// Parses the witness of a remark naming a broken dependence (`None` if it names none).
pub fn parse_text_witness(msg: &str) -> Option<TextWitness> {
    let s = after(msg, " dependence from ")?;
    let (src, s) = op_ref(s)?;
    let s = s.strip_prefix(" to ")?;
    let (dst, s) = op_ref(s)?;
    let si = iteration(after(s, "source iteration ")?)?;
    let di = iteration(after(s, "destination iteration ")?)?;
    let cell_text = after(s, " both access ")?;
    let open = cell_text.find('[')?;
    let close = cell_text.find(']')?;
    let cell = cell_text[open + 1..close]
        .split(", ")
        .filter(|x| !x.trim().is_empty())
        .map(|x| x.trim().parse().ok())
        .collect::<Option<Vec<i64>>>()?;
    Some(TextWitness {
        src,
        dst,
        src_iter: si,
        dst_iter: di,
        cell,
    })
}

/// Replays a text witness on `m` (ops located by name and position; every candidate pair is
/// tried): `Some(Ok)` if some pair replays, `Some(Err)` with the last reason if none does,
/// `None` if the ops cannot be located.
pub fn replay_text(m: &Module, w: &TextWitness) -> Option<Result<(), String>> {
    let find = |(name, pos): &OpRef| -> Vec<tessera::ir::OpId> {
        m.walk(m.top())
            .into_iter()
            .filter(|&o| {
                let op = m.op(o);
                op.name == *name && op.pos.map(|p| (p.line, p.col)) == *pos
            })
            .collect()
    };
    let (ss, ds) = (find(&w.src), find(&w.dst));
    if ss.is_empty() || ds.is_empty() {
        return None;
    }
    let ints =
        |v: &[i64]| -> Vec<tessera::polyhedral::int::Int> { v.iter().map(|&x| x.into()).collect() };
    let (si, di, cell) = (ints(&w.src_iter), ints(&w.dst_iter), ints(&w.cell));
    let mut last = String::new();
    for &s in &ss {
        for &d in &ds {
            let q = WitnessQuery {
                src_op: s,
                dst_op: d,
                src_iter: &si,
                dst_iter: &di,
                cell: &cell,
            };
            match replay(m, Registry::standard(), &q, &[], 50_000_000) {
                Ok(_) => return Some(Ok(())),
                Err(e) => last = e,
            }
        }
    }
    Some(Err(last))
}
