//! Shared helpers of the dependence tests: a random affine program generator and the
//! comparison of the analysis with the brute-force oracle.

#![allow(dead_code)]

use tessera_dependence::bruteforce;
use tessera_dependence::{analyze, DepthResult, Extent, Options};
use tessera_ir::{parse, verify, Registry};

/// A small deterministic random generator (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
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
}

struct Gen {
    rng: Rng,
    out: String,
    nloops: usize,
    naccesses: usize,
    max_accesses: usize,
}

impl Gen {
    fn indent(&mut self, depth: usize) {
        for _ in 0..depth + 1 {
            self.out.push_str("  ");
        }
    }

    /// A random affine expression over `ivs` (as SSA names) for subscripts or bounds.
    fn expr(&mut self, ivs: &[String], allow_div: bool) -> String {
        let mut terms: Vec<String> = Vec::new();
        for iv in ivs {
            if self.rng.chance(70) {
                let r = self.rng.range(0, 99);
                let c = if r < 60 {
                    1
                } else if r < 75 {
                    -1
                } else if r < 90 {
                    2
                } else {
                    0
                };
                match c {
                    0 => {}
                    1 => terms.push(iv.clone()),
                    -1 => terms.push(format!("-{iv}")),
                    _ => terms.push(format!("{iv} * {c}")),
                }
            }
        }
        let mut e = if terms.is_empty() {
            String::new()
        } else {
            terms.join(" + ")
        };
        if allow_div && !ivs.is_empty() && self.rng.chance(25) {
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
        let c = self.rng.range(-1, 1);
        if e.is_empty() {
            c.to_string()
        } else if c != 0 {
            format!("{e} + {c}")
        } else {
            e
        }
    }

    fn access(&mut self, depth: usize, ivs: &[String]) {
        self.naccesses += 1;
        let mem = if self.rng.chance(70) { "%A" } else { "%B" };
        let (rank, ty) = if mem == "%A" {
            (1, "memref<100xf32>")
        } else {
            (2, "memref<100x100xf32>")
        };
        let subs: Vec<String> = (0..rank).map(|_| self.expr(ivs, true)).collect();
        self.indent(depth);
        if self.rng.chance(50) {
            self.out.push_str(&format!(
                "affine.store %cst, {mem}[{}] : {ty}\n",
                subs.join(", ")
            ));
        } else {
            self.out.push_str(&format!(
                "%v{} = affine.load {mem}[{}] : {ty}\n",
                self.naccesses,
                subs.join(", ")
            ));
        }
    }

    /// A bound map: returns (keyword prefix, map text, operands text).
    fn bound(&mut self, ivs: &[String], lower: bool) -> String {
        let base = if lower {
            self.rng.range(0, 2)
        } else {
            self.rng.range(3, 6)
        };
        if ivs.is_empty() || self.rng.chance(40) {
            return base.to_string();
        }
        let nd = ivs.len();
        let dims: Vec<String> = (0..nd).map(|k| format!("d{k}")).collect();
        let k = self.rng.range(0, nd as i64 - 1) as usize;
        let off = self.rng.range(-1, 2);
        let e1 = format!("d{k} + {off}");
        let results = if self.rng.chance(50) {
            format!("{e1}, {base}")
        } else {
            e1
        };
        let kw = if results.contains(',') {
            if lower {
                "max "
            } else {
                "min "
            }
        } else {
            ""
        };
        format!(
            "{kw}affine_map<({}) -> ({results})>({})",
            dims.join(", "),
            ivs.join(", ")
        )
    }

    fn block(&mut self, depth: usize, ivs: &mut Vec<String>) {
        let n = self.rng.range(1, 3);
        for _ in 0..n {
            if self.naccesses >= self.max_accesses {
                return;
            }
            let r = self.rng.range(0, 99);
            if r < 40 && depth < 3 {
                self.nloops += 1;
                let iv = format!("%i{}", self.nloops);
                let lb = self.bound(ivs, true);
                let ub = self.bound(ivs, false);
                let step = if self.rng.chance(30) {
                    self.rng.range(2, 3)
                } else {
                    1
                };
                self.indent(depth);
                let st = if step > 1 {
                    format!(" step {step}")
                } else {
                    String::new()
                };
                self.out
                    .push_str(&format!("affine.for {iv} = {lb} to {ub}{st} {{\n"));
                ivs.push(iv);
                self.block(depth + 1, ivs);
                ivs.pop();
                self.indent(depth);
                self.out.push_str("}\n");
            } else if r < 55 && !ivs.is_empty() && depth < 4 {
                let nd = ivs.len();
                let dims: Vec<String> = (0..nd).map(|k| format!("d{k}")).collect();
                let e = self.expr(&dims, true);
                let cond = if self.rng.chance(30) {
                    format!("{e} == 0")
                } else {
                    format!("{e} >= 0")
                };
                self.indent(depth);
                self.out.push_str(&format!(
                    "affine.if affine_set<({}) : ({cond})>({}) {{\n",
                    dims.join(", "),
                    ivs.join(", ")
                ));
                self.block(depth + 1, ivs);
                if self.rng.chance(60) {
                    self.indent(depth);
                    self.out.push_str("} else {\n");
                    self.block(depth + 1, ivs);
                }
                self.indent(depth);
                self.out.push_str("}\n");
            } else {
                self.access(depth, ivs);
            }
        }
    }
}

/// A random function `@f` over `%A: memref<100xf32>` and `%B: memref<100x100xf32>` with
/// constant-bound loop nests (imperfect, steps, max/min bounds depending on outer ivs),
/// `affine.if` with else branches, and floordiv/mod subscripts.
pub fn random_program(seed: u64, max_accesses: usize) -> String {
    let mut g = Gen {
        rng: Rng(seed ^ 0x9e37_79b9_7f4a_7c15),
        out: String::new(),
        nloops: 0,
        naccesses: 0,
        max_accesses,
    };
    g.out
        .push_str("func.func @f(%A: memref<100xf32>, %B: memref<100x100xf32>) {\n");
    g.out
        .push_str("  %cst = arith.constant 1.000000e+00 : f32\n");
    let mut ivs = Vec::new();
    while g.naccesses < 2 {
        g.block(0, &mut ivs);
    }
    g.out.push_str("  return\n}\n");
    g.out
}

/// Analyses `src` and compares every analysed pair with the brute-force oracle run on
/// function `func` (index arguments given by `args`); returns the mismatches.
pub fn compare_with_oracle(
    src: &str,
    func: &str,
    args: &[(usize, i64)],
) -> Result<Vec<String>, String> {
    let reg = Registry::standard();
    let m = parse(src, reg).map_err(|e| e.render("input", src))?;
    verify(&m, reg).map_err(|e| e.render("input", src))?;
    let a = analyze(&m, reg, &Options::default()).map_err(|e| e.to_string())?;
    let f = m
        .walk(m.top())
        .into_iter()
        .find(|&o| {
            m.op(o).name == "func.func"
                && m.op(o).attr("sym_name").and_then(|x| x.as_str()) == Some(func)
        })
        .ok_or("no function")?;
    let entry = m.region(m.op(f).regions[0]).blocks[0];
    let fargs = &m.block(entry).args;
    let argv: Vec<_> = args.iter().map(|&(i, v)| (fargs[i], v)).collect();
    let trace = bruteforce::run(&m, f, &a.accesses, &argv, 50_000_000)?;
    let mut bad = Vec::new();
    for p in &a.pairs {
        if a.accesses[p.src].function.as_deref() != Some(func) {
            continue;
        }
        let (c, truth) = bruteforce::pair_truth(&trace, p.src, p.dst);
        for (d, r) in p.depths.iter().enumerate() {
            let t = truth.get(d).cloned().flatten();
            let ok = match (r, &t) {
                (DepthResult::Independent, None) => true,
                (DepthResult::Dependent { components, .. }, Some(ranges)) => {
                    components.len() == ranges.len()
                        && components.iter().zip(ranges).all(|(cmp, &(lo, hi))| {
                            cmp.min == Extent::Finite(lo.into())
                                && cmp.max == Extent::Finite(hi.into())
                        })
                }
                _ => false,
            };
            // An access that never executes has no loops in the trace: then only "no
            // dependence" is correct, at every depth.
            let ok = ok
                || (!trace.loops.contains_key(&p.src) || !trace.loops.contains_key(&p.dst))
                    && !r.may_depend();
            if !ok
                || (c != p.common
                    && trace.loops.contains_key(&p.src)
                    && trace.loops.contains_key(&p.dst))
            {
                bad.push(format!(
                    "pair {} -> {} depth {}: analysis {:?}, brute force {:?} (common {} vs {})",
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
    Ok(bad)
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
