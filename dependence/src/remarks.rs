//! The remark lines of MLIR's `mlir-opt --test-memref-dependence-check` for the same module:
//! same op numbering (every `affine.load`/`affine.store` of the module in walk order), same
//! depths (1 to the number of common `affine.for` loops plus one), same rendering (`false`,
//! `true`, or one `[lb, ub]` per common loop, `-inf`/`+inf` for unbounded ends) — with
//! tessera's exact answers. Pairs tessera cannot decide print as `true` (they may depend).
//! Pairs mlir-opt fails on print its `error: dependence check failed`: accesses in different
//! affine scopes or without a common block, or one nested in an op the analysis does not model;
//! for accesses under `scf.if` ops, exactly where mlir-opt's analysis scopes differ (two
//! accesses in one `scf.if` branch are answered).

use std::borrow::Cow;

use tessera_ir::dialects::Traits;
use tessera_ir::{Module, OpId, Registry};

use crate::analysis::{analyze_pair, Analysis};
use crate::solve::{DepthResult, Extent};

/// The loop dimensions (`affine.for`, each `affine.parallel` dimension) enclosing `op` inside
/// its affine scope, outermost first (MLIR's `getAffineIVs`).
fn enclosing_loops(m: &Module, reg: &Registry, op: OpId) -> Vec<(OpId, usize)> {
    let mut out = Vec::new();
    let mut cur = m.parent_op(op);
    while let Some(c) = cur {
        if reg.traits(&m.op(c).name).contains(Traits::AFFINE_SCOPE) {
            break;
        }
        match m.op(c).name.as_str() {
            "affine.for" => out.push((c, 0)),
            "affine.parallel" => {
                let n =
                    tessera_ir::views::AffineParallelOp::wrap(m, c).map_or(0, |p| p.ivs().len());
                for k in (0..n).rev() {
                    out.push((c, k));
                }
            }
            _ => {}
        }
        cur = m.parent_op(c);
    }
    out.reverse();
    out
}

/// MLIR's `getAffineAnalysisScope`: the region directly inside the innermost enclosing op that
/// is not an `affine.for`, `affine.if` or `affine.parallel` (for an op nested in an `scf.if`,
/// that `scf.if`'s branch). mlir-opt fails ("dependence check failed") on two accesses of one
/// memref in different analysis scopes, and analyses two in the same one as if every `scf.if`
/// around them were not there — which is what a pair of may-accesses is (tessera's answers
/// for accesses under affine `scf.if` conditions, modelled exactly, are tighter).
fn analysis_scope(m: &Module, op: OpId) -> Option<tessera_ir::RegionId> {
    let mut cur = op;
    while let Some(parent) = m.parent_op(cur) {
        if !matches!(
            m.op(parent).name.as_str(),
            "affine.for" | "affine.if" | "affine.parallel"
        ) {
            return m.block(m.op(cur).parent?).parent;
        }
        cur = parent;
    }
    None
}

fn ext(e: &Extent, lower: bool) -> String {
    match e {
        Extent::Finite(v) => v.to_string(),
        Extent::Infinite if lower => "-inf".into(),
        Extent::Infinite => "+inf".into(),
    }
}

/// Renders one depth's answer as MLIR does (constant texts are not allocated).
fn render(r: &DepthResult, depth: usize, test_common: usize) -> Cow<'static, str> {
    match r {
        DepthResult::Independent => Cow::Borrowed("false"),
        DepthResult::Unknown(_) => Cow::Borrowed("true"),
        DepthResult::Dependent { components, .. } => {
            if components.is_empty() || depth > test_common {
                return Cow::Borrowed("true");
            }
            Cow::Owned(
                components
                    .iter()
                    .map(|c| format!("[{}, {}]", ext(&c.min, true), ext(&c.max, false)))
                    .collect(),
            )
        }
    }
}

/// Appends the decimal digits of `v`.
fn push_num(out: &mut String, mut v: usize) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    for &b in &buf[i..] {
        out.push(b as char);
    }
}

/// One remark line: `head` is `LOC: remark: dependence from SI to `, `di` the destination's
/// number in decimal.
fn remark(out: &mut String, head: &str, di: &str, depth: usize, text: &str) {
    out.push_str(head);
    out.push_str(di);
    out.push_str(" at depth ");
    push_num(out, depth);
    out.push_str(" = ");
    out.push_str(text);
    out.push('\n');
}

/// The remark (and error) lines, each prefixed with `file:line:col: `.
pub fn mlir_remarks(m: &Module, reg: &Registry, analysis: &Analysis, file: &str) -> Vec<String> {
    mlir_remarks_text(m, reg, analysis, file)
        .lines()
        .map(str::to_string)
        .collect()
}

/// [`mlir_remarks`] as one text, every line ending with a newline.
pub fn mlir_remarks_text(m: &Module, reg: &Registry, analysis: &Analysis, file: &str) -> String {
    mlir_remarks_parts(m, reg, analysis, file).concat()
}

/// [`mlir_remarks_text`] in consecutive parts, one per numbered source access (their
/// concatenation is the text), each allocated at its exact size: the remarks of a module with
/// n numbered accesses are n² lines or more, rendered on the available cores, and a caller
/// writing them out needs no copy of the whole.
pub fn mlir_remarks_parts(
    m: &Module,
    reg: &Registry,
    analysis: &Analysis,
    file: &str,
) -> Vec<String> {
    let acc = &analysis.accesses;
    let numbered: Vec<usize> = (0..acc.len())
        .filter(|&i| acc[i].mlir_index.is_some())
        .collect();
    let fors: Vec<Vec<(OpId, usize)>> = numbered
        .iter()
        .map(|&i| enclosing_loops(m, reg, acc[i].op))
        .collect();
    // Rows of sources rendered on the available cores, in order.
    let threads = crate::parallel::worker_threads();
    let mut lines = LineParts::new(&fors);
    lines.scopes = numbered
        .iter()
        .map(|&i| analysis_scope(m, acc[i].op))
        .collect();
    let rows = |lo: usize, hi: usize| -> Vec<String> {
        // One part per source: its lines rendered into a reused buffer, then copied at their
        // exact size (one text grown by doubling would touch up to twice its memory).
        let mut row = String::new();
        (lo..hi)
            .map(|si| {
                row.clear();
                render_rows(
                    m,
                    reg,
                    analysis,
                    file,
                    &numbered,
                    &fors,
                    &lines,
                    si..si + 1,
                    &mut row,
                );
                row.clone()
            })
            .collect()
    };
    let n = numbered.len();
    if threads == 1 || n < 64 {
        return rows(0, n);
    }
    let cut = |t: usize| n * t / threads;
    let parts: Vec<Option<Vec<String>>> = std::thread::scope(|sc| {
        let rows = &rows;
        let handles: Vec<_> = (0..threads)
            .map(|t| sc.spawn(move || rows(cut(t), cut(t + 1))))
            .collect();
        handles.into_iter().map(|h| h.join().ok()).collect()
    });
    parts
        .into_iter()
        .enumerate()
        // A thread that failed: its rows rendered here (never dropped).
        .flat_map(|(t, p)| p.unwrap_or_else(|| rows(cut(t), cut(t + 1))))
        .collect()
}

/// Line endings formatted once per destination.
struct LineParts {
    /// Each destination's number in decimal.
    nums: Vec<String>,
    /// Per destination and depth (1-based, up to its loop count + 1): the end of a `false`
    /// line, `DI at depth D = false\n`.
    falses: Vec<Vec<String>>,
    /// Each access's analysis scope ([`analysis_scope`]).
    scopes: Vec<Option<tessera_ir::RegionId>>,
}

impl LineParts {
    fn new(fors: &[Vec<(OpId, usize)>]) -> LineParts {
        LineParts {
            nums: (0..fors.len()).map(|d| d.to_string()).collect(),
            falses: fors
                .iter()
                .enumerate()
                .map(|(di, f)| {
                    (1..=f.len() + 1)
                        .map(|d| format!("{di} at depth {d} = false\n"))
                        .collect()
                })
                .collect(),
            scopes: vec![],
        }
    }
}

/// The remark lines of the sources `range` (indices into `numbered`).
#[allow(clippy::too_many_arguments)]
fn render_rows(
    m: &Module,
    reg: &Registry,
    analysis: &Analysis,
    file: &str,
    numbered: &[usize],
    fors: &[Vec<(OpId, usize)>],
    lines: &LineParts,
    range: std::ops::Range<usize>,
    out: &mut String,
) {
    let acc = &analysis.accesses;
    for si in range {
        let s = numbered[si];
        let a = &acc[s];
        let loc = match a.pos {
            Some(p) => format!("{file}:{}:{}", p.line, p.col),
            None => format!("{file}:0:0"),
        };
        let head = format!("{loc}: remark: dependence from {si} to ");
        for (di, &d) in numbered.iter().enumerate() {
            let b = &acc[d];
            let tc = fors[si]
                .iter()
                .zip(&fors[di])
                .take_while(|(x, y)| x == y)
                .count();
            let trivial = a.base != b.base || (!a.kind.writes() && !b.kind.writes());
            let computed;
            let pair = if trivial {
                None
            } else if let Some(p) = analysis.pair(s, d) {
                Some(p)
            } else {
                computed = analyze_pair(m, reg, acc, s, d);
                computed.as_ref()
            };
            for depth in 1..=tc + 1 {
                let Some(p) = pair else {
                    out.push_str(&head);
                    out.push_str(&lines.falses[di][depth - 1]);
                    continue;
                };
                let r = p.depths.get(depth - 1);
                let nested = |x: &crate::access::Access| matches!(&x.model, Err(w) if w.starts_with("nested in"));
                let failed = a.scope != b.scope
                    || nested(a)
                    || nested(b)
                    || matches!(r, Some(DepthResult::Unknown(w)) if w.starts_with("the accesses have no common block"))
                    || lines.scopes.get(si) != lines.scopes.get(di);
                if failed && a.memref == b.memref {
                    out.push_str(&loc);
                    out.push_str(": error: dependence check failed\n");
                    continue;
                }
                let text = match r {
                    Some(r) => render(r, depth, tc),
                    None => Cow::Borrowed("true"),
                };
                remark(out, &head, &lines.nums[di], depth, &text);
            }
        }
    }
}
