//! Shared helpers of the clean-up pass tests: running a pipeline (output verified and
//! round-tripped through the printer), running the interpreter, bitwise comparison, and a random
//! program generator whose values flow (stores write values computed from loads, `iter_args`
//! carry sums, subscripts stay in bounds through `mod`).

#![allow(dead_code)]

use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, print, verify, Module, PrintOptions, Registry};
use tessera::transforms::parse_pipeline;

/// Runs `pipeline` on a copy of `m`; the output must verify and survive a print/parse round
/// trip. The transformed module itself is returned (it keeps the argument names `--size`
/// values refer to).
pub fn apply(m: &Module, pipeline: &str, what: &str) -> Module {
    let reg = Registry::standard();
    let mut t = m.clone();
    parse_pipeline(pipeline)
        .unwrap_or_else(|e| panic!("{what}: {pipeline}: {e}"))
        .run(&mut t)
        .unwrap_or_else(|e| panic!("{what}: {pipeline}: {e}"));
    let text = print(&t, reg, PrintOptions::default());
    verify(&t, reg)
        .unwrap_or_else(|e| panic!("{what}: {pipeline}: output does not verify: {e}\n{text}"));
    let back = parse(&text, reg)
        .unwrap_or_else(|e| panic!("{what}: {pipeline}: output does not parse: {e}\n{text}"));
    verify(&back, reg).unwrap_or_else(|e| panic!("{what}: {pipeline}: reparsed output: {e}"));
    t
}

/// Runs `entry` with arguments filled by `fill` and `--size`-style values.
pub fn run(
    m: &Module,
    entry: &str,
    fill: Fill,
    sizes: &[(String, String)],
) -> Result<(Vec<ArgValue>, Vec<ArgValue>), String> {
    let args = entry_args(m, entry, fill, sizes).map_err(|e| e.to_string())?;
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    let res = interp::run(m, entry, &mut vals).map_err(|e| e.to_string())?;
    Ok((vals, res))
}

pub use tessera::codegen::value::same_bits as same;

/// Number of ops named `name` in `m`.
pub fn count_ops(m: &Module, name: &str) -> usize {
    m.walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == name)
        .count()
}

/// A small deterministic generator (SplitMix64).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % ((hi - lo + 1) as u64)) as i64
    }

    /// True with probability `p` percent.
    pub fn chance(&mut self, p: u64) -> bool {
        self.next() % 100 < p
    }
}

struct Gen {
    rng: Rng,
    out: String,
    n: usize,
    budget: usize,
}

impl Gen {
    fn line(&mut self, depth: usize, s: &str) {
        for _ in 0..depth + 1 {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn fresh(&mut self, p: &str) -> String {
        self.n += 1;
        format!("%{p}{}", self.n)
    }

    /// An affine expression over index values (SSA names), possibly with floordiv/mod.
    fn expr(&mut self, idx: &[String]) -> String {
        let mut terms = vec![];
        for v in idx {
            if self.rng.chance(55) {
                match self.rng.range(0, 3) {
                    0 => terms.push(format!("{v} * 2")),
                    1 => terms.push(format!("-{v}")),
                    _ => terms.push(v.clone()),
                }
            }
        }
        if !idx.is_empty() && self.rng.chance(25) {
            let v = &idx[self.rng.range(0, idx.len() as i64 - 1) as usize];
            let k = self.rng.range(2, 3);
            terms.push(if self.rng.chance(50) {
                format!("{v} floordiv {k}")
            } else {
                format!("{v} mod {k}")
            });
        }
        terms.push(self.rng.range(0, 3).to_string());
        terms.join(" + ")
    }

    fn sub_a(&mut self, idx: &[String]) -> String {
        let e = self.expr(idx);
        format!("%A[({e}) mod 64]")
    }

    fn sub_b(&mut self, idx: &[String]) -> String {
        let e1 = self.expr(idx);
        let e2 = self.expr(idx);
        format!("%B[({e1}) mod 8, ({e2}) mod 8]")
    }

    fn load(&mut self, depth: usize, idx: &[String], vals: &mut Vec<String>) {
        let v = self.fresh("v");
        if self.rng.chance(70) {
            let s = self.sub_a(idx);
            self.line(depth, &format!("{v} = affine.load {s} : memref<64xf32>"));
        } else {
            let s = self.sub_b(idx);
            self.line(depth, &format!("{v} = affine.load {s} : memref<8x8xf32>"));
        }
        vals.push(v);
    }

    fn value(&mut self, depth: usize, vals: &mut Vec<String>) -> String {
        let a = vals[self.rng.range(0, vals.len() as i64 - 1) as usize].clone();
        let b = vals[self.rng.range(0, vals.len() as i64 - 1) as usize].clone();
        let t = self.fresh("t");
        let op = if self.rng.chance(60) { "addf" } else { "mulf" };
        self.line(depth, &format!("{t} = arith.{op} {a}, {b} : f32"));
        vals.push(t.clone());
        t
    }

    fn store(&mut self, depth: usize, idx: &[String], vals: &mut Vec<String>) {
        let v = self.value(depth, vals);
        if self.rng.chance(70) {
            let s = self.sub_a(idx);
            self.line(depth, &format!("affine.store {v}, {s} : memref<64xf32>"));
        } else {
            let s = self.sub_b(idx);
            self.line(depth, &format!("affine.store {v}, {s} : memref<8x8xf32>"));
        }
    }

    fn bound(&mut self, ivs: &[String], lower: bool) -> String {
        let r = self.rng.range(0, 9);
        if lower {
            if r == 5 {
                let c = self.rng.range(-2, 1);
                return format!("affine_map<()[s0] -> (s0 + {c})>()[%n]");
            }
            if r < 6 || ivs.is_empty() {
                return self.rng.range(0, 2).to_string();
            }
            let v = &ivs[self.rng.range(0, ivs.len() as i64 - 1) as usize];
            let c = self.rng.range(0, 2);
            if r < 8 {
                format!("affine_map<(d0) -> (d0 + {c})>({v})")
            } else {
                format!("max affine_map<(d0) -> (d0 - 1, {c})>({v})")
            }
        } else {
            if r < 4 || (ivs.is_empty() && r >= 7) {
                return self.rng.range(2, 7).to_string();
            }
            if r < 7 {
                let c = self.rng.range(0, 3);
                return format!("affine_map<()[s0] -> (s0 + {c})>()[%n]");
            }
            let v = &ivs[self.rng.range(0, ivs.len() as i64 - 1) as usize];
            let c = self.rng.range(1, 4);
            format!("min affine_map<(d0)[s0] -> (d0 + {c}, s0 + 2, 7)>({v})[%n]")
        }
    }

    fn block(
        &mut self,
        depth: usize,
        ivs: &mut Vec<String>,
        idx: &mut Vec<String>,
        vals: &mut Vec<String>,
    ) {
        let n = self.rng.range(1, 4);
        for _ in 0..n {
            if self.budget == 0 {
                return;
            }
            self.budget -= 1;
            let r = self.rng.range(0, 99);
            if r < 30 && depth < 3 {
                self.lp(depth, ivs, idx, vals);
            } else if r < 40 && !idx.is_empty() && depth < 4 {
                let dims: Vec<String> = (0..idx.len()).map(|k| format!("d{k}")).collect();
                let e = self
                    .expr(&dims)
                    .replace(" + 0", " - 2")
                    .replace(" + 1", " - 3");
                let cond = if self.rng.chance(30) {
                    format!("({e}) mod 2 == 0")
                } else {
                    format!("{e} >= 0")
                };
                self.line(
                    depth,
                    &format!(
                        "affine.if affine_set<({}) : ({cond})>({}) {{",
                        dims.join(", "),
                        idx.join(", ")
                    ),
                );
                let mut v2 = vals.clone();
                let mut i2 = idx.clone();
                self.block(depth + 1, ivs, &mut i2, &mut v2);
                if self.rng.chance(60) {
                    self.line(depth, "} else {");
                    let mut v3 = vals.clone();
                    let mut i3 = idx.clone();
                    self.block(depth + 1, ivs, &mut i3, &mut v3);
                }
                self.line(depth, "}");
            } else if r < 48 && !idx.is_empty() {
                let v = idx[self.rng.range(0, idx.len() as i64 - 1) as usize].clone();
                let p = self.fresh("p");
                let c = self.rng.range(1, 3);
                self.line(
                    depth,
                    &format!("{p} = affine.apply affine_map<(d0) -> (d0 * {c} + 1)>({v})"),
                );
                idx.push(p);
            } else if r < 72 {
                self.load(depth, idx, vals);
            } else {
                self.store(depth, idx, vals);
            }
        }
    }

    fn lp(&mut self, depth: usize, ivs: &mut Vec<String>, idx: &[String], vals: &mut Vec<String>) {
        let iv = self.fresh("i");
        let lb = self.bound(ivs, true);
        let ub = self.bound(ivs, false);
        let step = if self.rng.chance(25) {
            format!(" step {}", self.rng.range(2, 3))
        } else {
            String::new()
        };
        let kind = self.rng.range(0, 10);
        let mut inner_vals = vals.clone();
        let mut inner_idx = idx.to_vec();
        inner_idx.push(iv.clone());
        ivs.push(iv.clone());
        if kind < 6 {
            self.line(depth, &format!("affine.for {iv} = {lb} to {ub}{step} {{"));
            self.block(depth + 1, ivs, &mut inner_idx, &mut inner_vals);
        } else if kind == 10 {
            // A parallel loop (constant bounds; the interpreter runs it in order).
            let (l, u) = (self.rng.range(0, 2), self.rng.range(2, 6));
            self.line(
                depth,
                &format!("affine.parallel ({iv}) = ({l}) to ({u}) {{"),
            );
            self.block(depth + 1, ivs, &mut inner_idx, &mut inner_vals);
        } else if kind < 8 {
            // A reduction through iter_args.
            let r = self.fresh("r");
            let a = self.fresh("a");
            let init = vals[self.rng.range(0, vals.len() as i64 - 1) as usize].clone();
            self.line(
                depth,
                &format!("{r} = affine.for {iv} = {lb} to {ub}{step} iter_args({a} = {init}) -> (f32) {{"),
            );
            inner_vals.push(a.clone());
            self.block(depth + 1, ivs, &mut inner_idx, &mut inner_vals);
            self.load(depth + 1, &inner_idx, &mut inner_vals);
            let s = self.fresh("s");
            let last = inner_vals.last().cloned().unwrap_or(a.clone());
            self.line(depth + 1, &format!("{s} = arith.addf {a}, {last} : f32"));
            self.line(depth + 1, &format!("affine.yield {s} : f32"));
            vals.push(r);
        } else {
            // Two carried values that swap every iteration.
            let r = self.fresh("r");
            let a = self.fresh("a");
            let b = self.fresh("b");
            let x = vals[self.rng.range(0, vals.len() as i64 - 1) as usize].clone();
            let y = vals[self.rng.range(0, vals.len() as i64 - 1) as usize].clone();
            self.line(
                depth,
                &format!(
                    "{r}:2 = affine.for {iv} = {lb} to {ub}{step} iter_args({a} = {x}, {b} = {y}) -> (f32, f32) {{"
                ),
            );
            inner_vals.push(a.clone());
            self.block(depth + 1, ivs, &mut inner_idx, &mut inner_vals);
            let s = self.sub_a(&inner_idx);
            self.line(
                depth + 1,
                &format!("affine.store {a}, {s} : memref<64xf32>"),
            );
            self.line(depth + 1, &format!("affine.yield {b}, {a} : f32, f32"));
            vals.push(format!("{r}#1"));
        }
        ivs.pop();
        self.line(depth, "}");
    }
}

/// A random function `@f(%A: memref<64xf32>, %B: memref<8x8xf32>, %n: index)`.
pub fn random_program(seed: u64) -> String {
    let mut g = Gen {
        rng: Rng(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ 0xabcdef),
        out: String::new(),
        n: 0,
        budget: 14,
    };
    g.out.push_str(
        "func.func @f(%A: memref<64xf32>, %B: memref<8x8xf32>, %n: index) {\n  %cst = arith.constant 1.500000e+00 : f32\n",
    );
    let mut ivs = vec![];
    let mut idx = vec![];
    let mut vals = vec!["%cst".to_string()];
    while g.budget > 0 {
        g.block(0, &mut ivs, &mut idx, &mut vals);
    }
    // Results of reductions reach memory.
    let last = vals.last().cloned().unwrap_or_else(|| "%cst".to_string());
    g.out.push_str(&format!(
        "  affine.store {last}, %A[63] : memref<64xf32>\n  return\n}}\n"
    ));
    g.out
}
