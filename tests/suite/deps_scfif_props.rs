//! Property test: random loop nests with `scf.if` on conditions the analysis does not model
//! (`arith.cmpi` on `arith.remsi` of an iv, `arith.cmpf` on a loaded value, `arith.cmpi` on a
//! loaded integer), nested `scf.if`s, `scf.if` on affine conditions (`arith.cmpi` of affine
//! index arithmetic, `arith.andi`/`ori` of two; modelled exactly), and `memref.load`/
//! `memref.store` whose indices are affine functions computed by `arith` (`index_cast`,
//! `addi`, `subi`, `muli` by a constant) or `affine.apply`, next to affine accesses, affine
//! loops and `affine.if`s.
//!
//! Two checks against the brute-force oracle (`tessera_dependence::bruteforce`, which runs the
//! conditions on the program's actual data):
//!
//! - soundness, on the program itself: every dependence the execution shows is reported at its
//!   depth, with component ranges that contain the observed ones; between must-accesses (not
//!   under an `scf.if`) every answer is exact, as in tests/suite/dependence_props.rs;
//! - exactness of may-dependences for their over-approximated domains: in variants of the
//!   program where every `scf.if` condition is replaced by a constant (`true` or `false`, per
//!   `scf.if`), an access all of whose `scf.if`s take its branch runs on its whole modelled
//!   domain, so for two such accesses the analysis of the original program must equal what the
//!   oracle sees in the variant, depth by depth and bound by bound.

use crate::dependence_common;

use std::collections::HashMap;

use dependence_common::Rng;
use proptest::prelude::*;
use tessera_dependence::bruteforce;
use tessera_dependence::{analyze, Analysis, DepthResult, Extent, Options};
use tessera_ir::{parse, verify, Module, OpId, Registry};

struct Gen {
    rng: Rng,
    out: String,
    nloops: usize,
    naccesses: usize,
    nvals: usize,
    nifs: usize,
    naifs: usize,
    max_accesses: usize,
}

impl Gen {
    fn line(&mut self, depth: usize, text: &str) {
        for _ in 0..depth + 1 {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn fresh(&mut self, stem: &str) -> String {
        self.nvals += 1;
        format!("%{stem}{}", self.nvals)
    }

    /// An affine expression over `ivs` for affine subscripts, bounds and conditions.
    fn affine_expr(&mut self, ivs: &[String], allow_div: bool) -> String {
        let mut terms: Vec<String> = Vec::new();
        for iv in ivs {
            if self.rng.chance(65) {
                match self.rng.range(0, 9) {
                    0..=5 => terms.push(iv.clone()),
                    6 | 7 => terms.push(format!("-{iv}")),
                    _ => terms.push(format!("{iv} * 2")),
                }
            }
        }
        let mut e = terms.join(" + ");
        if allow_div && !ivs.is_empty() && self.rng.chance(20) {
            let iv = &ivs[self.rng.range(0, ivs.len() as i64 - 1) as usize];
            let k = self.rng.range(2, 3);
            let t = if self.rng.chance(50) {
                format!("{iv} floordiv {k}")
            } else {
                format!("{iv} mod {k}")
            };
            e = if e.is_empty() {
                t
            } else {
                format!("{e} + {t}")
            };
        }
        let c = self.rng.range(-1, 2);
        if e.is_empty() {
            c.to_string()
        } else if c != 0 {
            format!("{e} + {c}")
        } else {
            e
        }
    }

    /// Emits the ops computing an index value that is an affine function of `ivs`, by
    /// integer arithmetic; returns its SSA name.
    fn arith_index(&mut self, depth: usize, ivs: &[String]) -> String {
        if ivs.is_empty() {
            return format!("%c{}", self.rng.range(0, 3));
        }
        let iv = ivs[self.rng.range(0, ivs.len() as i64 - 1) as usize].clone();
        match self.rng.range(0, 4) {
            0 => iv,
            1 => {
                // (iv + c) in index arithmetic, perhaps minus another iv.
                let v = self.fresh("x");
                let c = self.rng.range(0, 3);
                self.line(depth, &format!("{v} = arith.addi {iv}, %c{c} : index"));
                if ivs.len() > 1 && self.rng.chance(50) {
                    let other = ivs[self.rng.range(0, ivs.len() as i64 - 1) as usize].clone();
                    let w = self.fresh("x");
                    self.line(depth, &format!("{w} = arith.subi {v}, {other} : index"));
                    return w;
                }
                v
            }
            2 => {
                // Through i32: index_cast, muli by a constant, addi/subi, index_cast back.
                let t = self.fresh("t");
                self.line(
                    depth,
                    &format!("{t} = arith.index_cast {iv} : index to i32"),
                );
                let k = self.rng.range(1, 2);
                let u = self.fresh("t");
                self.line(depth, &format!("{u} = arith.muli {t}, %k{k}_i32 : i32"));
                let w = self.fresh("t");
                let op = if self.rng.chance(50) { "addi" } else { "subi" };
                let c = self.rng.range(0, 3);
                self.line(depth, &format!("{w} = arith.{op} {u}, %k{c}_i32 : i32"));
                let x = self.fresh("x");
                self.line(depth, &format!("{x} = arith.index_cast {w} : i32 to index"));
                x
            }
            3 => {
                // A constant factor on the left, then a sum of two ivs.
                let v = self.fresh("x");
                self.line(depth, &format!("{v} = arith.muli %c2, {iv} : index"));
                let other = ivs[self.rng.range(0, ivs.len() as i64 - 1) as usize].clone();
                let w = self.fresh("x");
                self.line(depth, &format!("{w} = arith.addi {v}, {other} : index"));
                w
            }
            _ => {
                let dims: Vec<String> = (0..ivs.len()).map(|k| format!("d{k}")).collect();
                let e = self.affine_expr(&dims, true);
                let v = self.fresh("x");
                self.line(
                    depth,
                    &format!(
                        "{v} = affine.apply affine_map<({}) -> ({e})>({})",
                        dims.join(", "),
                        ivs.join(", ")
                    ),
                );
                v
            }
        }
    }

    fn access(&mut self, depth: usize, ivs: &[String]) {
        self.naccesses += 1;
        let two_d = self.rng.chance(30);
        let (mem, ty, rank) = if two_d {
            ("%B", "memref<100x100xf32>", 2)
        } else {
            ("%A", "memref<100xf32>", 1)
        };
        let store = self.rng.chance(50);
        if self.rng.chance(50) {
            let subs: Vec<String> = (0..rank).map(|_| self.affine_expr(ivs, true)).collect();
            if store {
                self.line(
                    depth,
                    &format!("affine.store %cst, {mem}[{}] : {ty}", subs.join(", ")),
                );
            } else {
                let v = self.fresh("v");
                self.line(
                    depth,
                    &format!("{v} = affine.load {mem}[{}] : {ty}", subs.join(", ")),
                );
            }
            return;
        }
        let subs: Vec<String> = if !ivs.is_empty() && self.rng.chance(5) {
            // A loaded index: not affine (stays unknown). (Loaded outside every loop, it would
            // be a valid symbol: any value, where the oracle sees one.)
            let i = self.arith_index(depth, ivs);
            let k = self.fresh("l");
            self.line(
                depth,
                &format!("{k} = memref.load %I[{i}] : memref<100xindex>"),
            );
            (0..rank).map(|_| k.clone()).collect()
        } else {
            (0..rank).map(|_| self.arith_index(depth, ivs)).collect()
        };
        if store {
            self.line(
                depth,
                &format!("memref.store %cst, {mem}[{}] : {ty}", subs.join(", ")),
            );
        } else {
            let v = self.fresh("v");
            self.line(
                depth,
                &format!("{v} = memref.load {mem}[{}] : {ty}", subs.join(", ")),
            );
        }
    }

    /// An affine condition (modelled exactly); returns the `i1` value's name (`%acondN`).
    fn affine_condition(&mut self, depth: usize, ivs: &[String]) -> String {
        self.naifs += 1;
        let c = format!("%acond{}", self.naifs);
        let cmp = |g: &mut Self| -> String {
            let a = g.arith_index(depth, ivs);
            let b = if ivs.is_empty() || g.rng.chance(30) {
                format!("%c{}", g.rng.range(0, 3))
            } else {
                ivs[g.rng.range(0, ivs.len() as i64 - 1) as usize].clone()
            };
            let pred = ["eq", "ne", "slt", "sle", "sgt", "sge"][g.rng.range(0, 5) as usize];
            let v = g.fresh("q");
            g.line(depth, &format!("{v} = arith.cmpi {pred}, {a}, {b} : index"));
            v
        };
        let x = cmp(self);
        if self.rng.chance(40) {
            let y = cmp(self);
            let op = if self.rng.chance(50) { "andi" } else { "ori" };
            self.line(depth, &format!("{c} = arith.{op} {x}, {y} : i1"));
        } else {
            self.line(depth, &format!("{c} = arith.andi {x}, %true : i1"));
        }
        c
    }

    /// A condition the analysis does not model; returns the `i1` value's name (`%condN`).
    fn condition(&mut self, depth: usize, ivs: &[String]) -> String {
        self.nifs += 1;
        let c = format!("%cond{}", self.nifs);
        let pred = ["eq", "ne", "slt", "sge"][self.rng.range(0, 3) as usize];
        match self.rng.range(0, 2) {
            0 if !ivs.is_empty() => {
                let iv = ivs[self.rng.range(0, ivs.len() as i64 - 1) as usize].clone();
                let r = self.fresh("r");
                let k = self.rng.range(2, 3);
                self.line(depth, &format!("{r} = arith.remsi {iv}, %c{k} : index"));
                self.line(depth, &format!("{c} = arith.cmpi {pred}, {r}, %c1 : index"));
            }
            1 => {
                // A loaded float, compared with 2.0 (the data: 0.0 to 3.5, stores write 1.0).
                self.naccesses += 1;
                let e = self.affine_expr(ivs, false);
                let v = self.fresh("f");
                self.line(
                    depth,
                    &format!("{v} = affine.load %A[{e}] : memref<100xf32>"),
                );
                self.line(depth, &format!("{c} = arith.cmpf olt, {v}, %two : f32"));
            }
            _ => {
                // A loaded integer (0 to 7, never written).
                let i = self.arith_index(depth, ivs);
                let v = self.fresh("n");
                self.line(
                    depth,
                    &format!("{v} = memref.load %N[{i}] : memref<100xi32>"),
                );
                self.line(
                    depth,
                    &format!("{c} = arith.cmpi {pred}, {v}, %k3_i32 : i32"),
                );
            }
        }
        c
    }

    fn block(&mut self, depth: usize, ivs: &mut Vec<String>) {
        let n = self.rng.range(1, 3);
        for _ in 0..n {
            if self.naccesses >= self.max_accesses {
                return;
            }
            let r = self.rng.range(0, 99);
            if r < 35 && depth < 4 && ivs.len() < 3 {
                self.nloops += 1;
                let iv = format!("%i{}", self.nloops);
                let lb = if ivs.is_empty() || self.rng.chance(50) {
                    self.rng.range(0, 2).to_string()
                } else {
                    let k = self.rng.range(0, ivs.len() as i64 - 1) as usize;
                    format!("affine_map<(d0) -> (d0)>({})", ivs[k])
                };
                let ub = self.rng.range(3, 6);
                let step = if self.rng.chance(20) { " step 2" } else { "" };
                self.line(depth, &format!("affine.for {iv} = {lb} to {ub}{step} {{"));
                ivs.push(iv);
                self.block(depth + 1, ivs);
                ivs.pop();
                self.line(depth, "}");
            } else if r < 60 && depth < 5 {
                let c = if self.rng.chance(30) {
                    self.affine_condition(depth, ivs)
                } else {
                    self.condition(depth, ivs)
                };
                self.line(depth, &format!("scf.if {c} {{"));
                self.block(depth + 1, ivs);
                if self.rng.chance(50) {
                    self.line(depth, "} else {");
                    self.block(depth + 1, ivs);
                }
                self.line(depth, "}");
            } else if r < 68 && !ivs.is_empty() && depth < 5 {
                let dims: Vec<String> = (0..ivs.len()).map(|k| format!("d{k}")).collect();
                let e = self.affine_expr(&dims, false);
                self.line(
                    depth,
                    &format!(
                        "affine.if affine_set<({}) : ({e} >= 0)>({}) {{",
                        dims.join(", "),
                        ivs.join(", ")
                    ),
                );
                self.block(depth + 1, ivs);
                if self.rng.chance(50) {
                    self.line(depth, "} else {");
                    self.block(depth + 1, ivs);
                }
                self.line(depth, "}");
            } else {
                self.access(depth, ivs);
            }
        }
    }
}

/// A random function `@f` (see the module documentation).
pub(crate) fn random_program(seed: u64, max_accesses: usize) -> String {
    let mut g = Gen {
        rng: Rng(seed ^ 0x5bd1_e995_1234_5678),
        out: String::new(),
        nloops: 0,
        naccesses: 0,
        nvals: 0,
        nifs: 0,
        naifs: 0,
        max_accesses,
    };
    g.out.push_str(
        "func.func @f(%A: memref<100xf32>, %B: memref<100x100xf32>, %N: memref<100xi32>, \
         %I: memref<100xindex>) {\n",
    );
    g.out
        .push_str("  %cst = arith.constant 1.000000e+00 : f32\n");
    g.out
        .push_str("  %two = arith.constant 2.000000e+00 : f32\n");
    g.out
        .push_str("  %true = arith.constant true\n  %false = arith.constant false\n");
    for k in 0..4 {
        g.out
            .push_str(&format!("  %c{k} = arith.constant {k} : index\n"));
        g.out
            .push_str(&format!("  %k{k}_i32 = arith.constant {k} : i32\n"));
    }
    let mut ivs = Vec::new();
    while g.naccesses < 2 {
        g.block(0, &mut ivs);
    }
    g.out.push_str("  return\n}\n");
    g.out
}

/// The program with the condition of each `scf.if` replaced by a constant (`choice[k - 1]`
/// for `%condk`).
fn variant(src: &str, choice: &[bool]) -> String {
    let mut out = String::with_capacity(src.len());
    for line in src.lines() {
        let t = line.trim_start();
        match t
            .strip_prefix("scf.if %cond")
            .and_then(|r| r.split_whitespace().next())
            .and_then(|k| k.parse::<usize>().ok())
        {
            Some(k) => {
                let indent = &line[..line.len() - t.len()];
                let c = if choice[k - 1] { "%true" } else { "%false" };
                out.push_str(&format!("{indent}scf.if {c} {{\n"));
            }
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out
}

/// For each `scf.if` on a condition the analysis does not model (`%condN`) enclosing `op` (in
/// its function), its condition's number and whether `op` is in its then branch.
fn branches(m: &Module, op: OpId) -> Vec<(usize, bool)> {
    let mut out = Vec::new();
    let mut cur = op;
    while let Some(p) = m.parent_op(cur) {
        let o = m.op(p);
        let name = o
            .operands
            .first()
            .and_then(|&c| m.value(c).name_hint.clone())
            .unwrap_or_default();
        if o.name == "scf.if" && !name.starts_with("acond") {
            let cond = name
                .strip_prefix("cond")
                .and_then(|k| k.parse().ok())
                .expect("conditions are %condN or %acondN");
            let region = m.op(cur).parent.and_then(|b| m.block(b).parent);
            out.push((cond, region == o.regions.first().copied()));
        }
        cur = p;
    }
    out
}

fn function(m: &Module) -> OpId {
    m.walk(m.top())
        .into_iter()
        .find(|&o| m.op(o).name == "func.func")
        .expect("a function")
}

fn analysed(src: &str) -> Result<(Module, Analysis), String> {
    let reg = Registry::standard();
    let m = parse(src, reg).map_err(|e| e.render("input", src))?;
    verify(&m, reg).map_err(|e| e.render("input", src))?;
    let a = analyze(&m, reg, &Options::default()).map_err(|e| e.to_string())?;
    Ok((m, a))
}

fn summarize(r: &DepthResult) -> String {
    match r {
        DepthResult::Independent => "independent".into(),
        DepthResult::Unknown(w) => format!("unknown ({w})"),
        DepthResult::Dependent { components, .. } => components
            .iter()
            .map(|c| format!("[{:?}, {:?}]", c.min, c.max))
            .collect(),
    }
}

/// Whether `r` is exactly the oracle's `truth`.
fn exact(r: &DepthResult, truth: &Option<Vec<(i64, i64)>>) -> bool {
    match (r, truth) {
        (DepthResult::Independent, None) => true,
        (DepthResult::Dependent { components, .. }, Some(ranges)) => {
            components.len() == ranges.len()
                && components.iter().zip(ranges).all(|(c, &(lo, hi))| {
                    c.min == Extent::Finite(lo.into()) && c.max == Extent::Finite(hi.into())
                })
        }
        _ => false,
    }
}

/// Whether `r` covers the oracle's `truth` (a reported dependence whose ranges contain the
/// observed ones, or an unknown answer).
fn covers(r: &DepthResult, truth: &Option<Vec<(i64, i64)>>) -> bool {
    let Some(ranges) = truth else { return true };
    match r {
        DepthResult::Unknown(_) => true,
        DepthResult::Independent => false,
        DepthResult::Dependent { components, .. } => {
            components.len() == ranges.len()
                && components.iter().zip(ranges).all(|(c, &(lo, hi))| {
                    let lo_ok = match &c.min {
                        Extent::Finite(v) => *v <= lo.into(),
                        Extent::Infinite => true,
                    };
                    let hi_ok = match &c.max {
                        Extent::Finite(v) => *v >= hi.into(),
                        Extent::Infinite => true,
                    };
                    lo_ok && hi_ok
                })
        }
    }
}

/// The mismatches of the two checks (see the module documentation) on `src`, and the number
/// of (may-pair, depth) answers checked for exactness on the variants.
fn check(src: &str, seed: u64) -> Result<(Vec<String>, usize), String> {
    let (m, a) = analysed(src)?;
    let f = function(&m);
    let trace = bruteforce::run(&m, f, &a.accesses, &[], 20_000_000)?;
    let mut bad = Vec::new();
    for p in &a.pairs {
        let (c, truth) = bruteforce::pair_truth(&trace, p.src, p.dst);
        let both_ran = trace.loops.contains_key(&p.src) && trace.loops.contains_key(&p.dst);
        let (x, y) = (&a.accesses[p.src], &a.accesses[p.dst]);
        let must = !x.is_may() && !y.is_may() && x.model.is_ok() && y.model.is_ok();
        for (d, r) in p.depths.iter().enumerate() {
            let t = truth.get(d).cloned().flatten();
            let ok = if must {
                exact(r, &t) || !both_ran && !r.may_depend()
            } else {
                covers(r, &t)
            };
            // An unknown pair is not modelled as sharing loops (its common count is 0).
            let unknown = x.model.is_err() || y.model.is_err();
            if !ok || (both_ran && !unknown && c != p.common) {
                bad.push(format!(
                    "{} pair {} -> {} depth {}: analysis {}, execution {:?} (common {} vs {})",
                    if must {
                        "must"
                    } else if unknown {
                        "unknown"
                    } else {
                        "may"
                    },
                    p.src,
                    p.dst,
                    d + 1,
                    summarize(r),
                    t,
                    p.common,
                    c
                ));
            }
        }
    }
    // Exactness of may-dependences on variants with constant conditions.
    let nifs = src.matches("scf.if %cond").count();
    let mut checked = 0;
    if nifs == 0 {
        return Ok((bad, checked));
    }
    let paths: Vec<Vec<(usize, bool)>> = a.accesses.iter().map(|x| branches(&m, x.op)).collect();
    let mut rng = Rng(seed ^ 0x1234_5678_9abc_def1);
    let mut choices = vec![vec![true; nifs], vec![false; nifs]];
    for _ in 0..3 {
        choices.push((0..nifs).map(|_| rng.chance(50)).collect());
    }
    for choice in choices {
        let vsrc = variant(src, &choice);
        let (vm, va) = analysed(&vsrc)?;
        let vtrace = bruteforce::run(&vm, function(&vm), &va.accesses, &[], 20_000_000)?;
        let enabled = |i: usize| paths[i].iter().all(|&(k, then)| choice[k - 1] == then);
        for p in &a.pairs {
            let (x, y) = (&a.accesses[p.src], &a.accesses[p.dst]);
            if !(x.is_may() || y.is_may()) || !enabled(p.src) || !enabled(p.dst) {
                continue;
            }
            if x.model.is_err() || y.model.is_err() {
                continue;
            }
            let (c, truth) = bruteforce::pair_truth(&vtrace, p.src, p.dst);
            let both_ran = vtrace.loops.contains_key(&p.src) && vtrace.loops.contains_key(&p.dst);
            for (d, r) in p.depths.iter().enumerate() {
                let t = truth.get(d).cloned().flatten();
                let ok = exact(r, &t) || !both_ran && !r.may_depend();
                checked += 1;
                if !ok || (both_ran && c != p.common) {
                    bad.push(format!(
                        "variant {choice:?}: may pair {} -> {} depth {}: analysis {}, \
                         execution with the branches taken {:?} (common {} vs {})",
                        p.src,
                        p.dst,
                        d + 1,
                        summarize(r),
                        t,
                        p.common,
                        c
                    ));
                }
            }
        }
    }
    Ok((bad, checked))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]
    #[test]
    fn may_dependences_are_sound_and_exact_for_their_domains(seed in any::<u64>()) {
        let src = random_program(seed, 8);
        let (bad, _) =
            check(&src, seed).map_err(|e| TestCaseError::fail(format!("{e}\n{src}")))?;
        prop_assert!(bad.is_empty(), "{}\n{}", bad.join("\n"), src);
    }
}

#[test]
fn the_variants_check_many_may_answers_exactly() {
    let mut checked = 0;
    for s in 0..100u64 {
        let src = random_program(s, 6);
        let (bad, n) = check(&src, s).expect("the checks run");
        assert!(bad.is_empty(), "{}\n{src}", bad.join("\n"));
        checked += n;
    }
    assert!(checked > 500, "only {checked} may answers checked exactly");
}

#[test]
fn generator_produces_the_constructs_under_test() {
    let all: String = (0..300u64).map(|s| random_program(s, 6)).collect();
    for needle in [
        "scf.if",
        "} else {",
        "arith.remsi",
        "arith.cmpf",
        "memref.load %N",
        "memref.load %A",
        "memref.store %cst, %B",
        "arith.index_cast",
        "arith.muli",
        "affine.apply",
        "affine.if",
        "memref.load %I",
        "scf.if %acond",
        "arith.ori",
    ] {
        assert!(all.contains(needle), "generator never produced {needle}");
    }
    // Nested scf.if: an scf.if line indented deeper than another.
    assert!(all.contains("\n      scf.if"), "no nested scf.if");
}

#[test]
fn generator_produces_may_and_must_answers_of_every_kind() {
    // May-dependences, may-independences, must ones and unknown ones must all be common, or the
    // property says little.
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for s in 0..200u64 {
        let src = random_program(s, 6);
        let (_, a) = analysed(&src).expect("generated programs analyse");
        for p in &a.pairs {
            let may = a.accesses[p.src].is_may() || a.accesses[p.dst].is_may();
            for d in &p.depths {
                let k = match (d, may) {
                    (DepthResult::Dependent { .. }, true) => "may dependent",
                    (DepthResult::Independent, true) => "may independent",
                    (DepthResult::Dependent { .. }, false) => "must dependent",
                    (DepthResult::Independent, false) => "must independent",
                    (DepthResult::Unknown(_), _) => "unknown",
                };
                *counts.entry(k).or_default() += 1;
            }
        }
    }
    for k in [
        "may dependent",
        "may independent",
        "must dependent",
        "must independent",
    ] {
        assert!(counts.get(k).copied().unwrap_or(0) > 50, "{counts:?}");
    }
    assert!(
        counts.get("unknown").copied().unwrap_or(0) > 0,
        "{counts:?}"
    );
    // Accesses under scf.ifs on affine conditions only are modelled exactly (must).
    let mut exact_under_if = 0;
    for s in 0..200u64 {
        let src = random_program(s, 6);
        let (m, a) = analysed(&src).expect("generated programs analyse");
        for x in a.accesses.iter() {
            let mut cur = x.op;
            let mut under_if = false;
            while let Some(p) = m.parent_op(cur) {
                under_if |= m.op(p).name == "scf.if";
                cur = p;
            }
            if under_if && !x.is_may() && x.model.is_ok() {
                exact_under_if += 1;
            }
        }
    }
    assert!(exact_under_if > 20, "{exact_under_if}");
}

#[test]
fn the_oracle_runs_conditions_on_the_data() {
    // The loaded-value conditions must go both ways in the generated programs' executions (or
    // they say nothing about soundness).
    let (mut taken, mut not_taken) = (0, 0);
    for s in 0..100u64 {
        let src = random_program(s, 6);
        let (m, a) = analysed(&src).expect("generated programs analyse");
        let trace = bruteforce::run(&m, function(&m), &a.accesses, &[], 20_000_000)
            .expect("the oracle runs");
        for (i, x) in a.accesses.iter().enumerate() {
            if x.is_may() {
                if trace.loops.contains_key(&i) {
                    taken += 1;
                } else {
                    not_taken += 1;
                }
            }
        }
    }
    assert!(
        taken > 50 && not_taken > 10,
        "taken {taken}, never run {not_taken}"
    );
}
