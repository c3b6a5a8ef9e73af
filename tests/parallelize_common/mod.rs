//! The random nest generator of the `affine-parallelize` tests: affine nests with data flow and
//! the reductions the pass turns parallel.

use super::dependence_common::Rng;

/// A random affine nest with data flow over `memref<64xT>` and `memref<32x32xT>`: loops
/// (imperfect, steps, max/min bounds on outer ivs), `affine.if` with else, floordiv/mod
/// subscripts, stores of values computed from loads and ivs, read-modify-write reductions of
/// loop-invariant cells and `iter_args` reductions. Subscripts stay in bounds by construction.
struct Nest {
    rng: Rng,
    out: String,
    n: usize,
    float: bool,
}

impl Nest {
    fn ty(&self) -> &'static str {
        if self.float {
            "f64"
        } else {
            "i64"
        }
    }

    fn line(&mut self, depth: usize, s: &str) {
        for _ in 0..depth + 1 {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn fresh(&mut self) -> String {
        self.n += 1;
        format!("%v{}", self.n)
    }

    /// A subscript in `0..=25` over `ivs` (each in `0..=5`).
    fn sub(&mut self, ivs: &[String]) -> String {
        let mut terms = vec![];
        for _ in 0..2 {
            if ivs.is_empty() || !self.rng.chance(70) {
                continue;
            }
            let iv = ivs[self.rng.range(0, ivs.len() as i64 - 1) as usize].clone();
            terms.push(match self.rng.range(0, 4) {
                0 => format!("{iv} * 2"),
                1 => format!("{iv} floordiv 2"),
                2 => format!("{iv} mod 3"),
                _ => iv,
            });
        }
        let c = self.rng.range(0, 2);
        if terms.is_empty() {
            return c.to_string();
        }
        let e = terms.join(" + ");
        if c > 0 {
            format!("{e} + {c}")
        } else {
            e
        }
    }

    fn cell(&mut self, ivs: &[String]) -> (String, String) {
        if self.rng.chance(60) {
            (
                format!("%A[{}]", self.sub(ivs)),
                format!("memref<64x{}>", self.ty()),
            )
        } else {
            (
                format!("%B[{}, {}]", self.sub(ivs), self.sub(ivs)),
                format!("memref<32x32x{}>", self.ty()),
            )
        }
    }

    /// A value: a load, or a combination of an earlier value with an iv.
    fn value(&mut self, depth: usize, ivs: &[String], vals: &[String]) -> String {
        let v = self.fresh();
        if vals.is_empty() || self.rng.chance(50) {
            let (c, t) = self.cell(ivs);
            self.line(depth, &format!("{v} = affine.load {c} : {t}"));
            return v;
        }
        let a = vals[self.rng.range(0, vals.len() as i64 - 1) as usize].clone();
        let b = if ivs.is_empty() {
            "%one".to_string()
        } else {
            let iv = ivs[self.rng.range(0, ivs.len() as i64 - 1) as usize].clone();
            let x = self.fresh();
            let i = self.fresh();
            self.line(
                depth,
                &format!("{i} = arith.index_cast {iv} : index to i64"),
            );
            if self.float {
                self.line(depth, &format!("{x} = arith.sitofp {i} : i64 to f64"));
                x
            } else {
                i
            }
        };
        let op = if self.float {
            "arith.addf"
        } else {
            "arith.addi"
        };
        self.line(depth, &format!("{v} = {op} {a}, {b} : {}", self.ty()));
        v
    }

    fn reduce_op(&mut self) -> &'static str {
        // maxsi and xori are no affine.parallel reductions: those loops stay sequential.
        match (self.float, self.rng.range(0, 6)) {
            (true, 0) => "arith.maximumf",
            (true, 1) => "arith.mulf",
            (true, 2) => "arith.subf",
            (true, _) => "arith.addf",
            (false, 0) => "arith.maxsi",
            (false, 1) => "arith.xori",
            (false, 2) => "arith.muli",
            (false, 3) => "arith.ori",
            (false, 4) => "arith.subi",
            (false, _) => "arith.addi",
        }
    }

    fn bound(&mut self, ivs: &[String], lower: bool) -> String {
        let base = if lower {
            self.rng.range(0, 2)
        } else {
            self.rng.range(3, 6)
        };
        if ivs.is_empty() || self.rng.chance(50) {
            return base.to_string();
        }
        let k = self.rng.range(0, ivs.len() as i64 - 1) as usize;
        let off = self.rng.range(-1, 2);
        let dims: Vec<String> = (0..ivs.len()).map(|d| format!("d{d}")).collect();
        let (kw, extra) = if lower { ("max", "0") } else { ("min", "6") };
        format!(
            "{kw} affine_map<({}) -> (d{k} + {off}, {extra})>({})",
            dims.join(", "),
            ivs.join(", ")
        )
    }

    fn block(&mut self, depth: usize, ivs: &mut Vec<String>, budget: &mut usize) {
        let mut vals: Vec<String> = vec![];
        let n = self.rng.range(1, 3);
        for _ in 0..n {
            if *budget == 0 {
                return;
            }
            *budget -= 1;
            let r = self.rng.range(0, 99);
            if r < 35 && depth < 3 {
                let iv = format!("%i{}", self.fresh().trim_start_matches("%v"));
                let lb = self.bound(ivs, true);
                let ub = self.bound(ivs, false);
                let step = if self.rng.chance(25) { " step 2" } else { "" };
                if self.rng.chance(20) {
                    // An iter_args reduction; its result is stored.
                    let r = self.fresh();
                    let acc = self.fresh();
                    let init = if self.float { "%zf" } else { "%zi" };
                    self.line(
                        depth,
                        &format!(
                            "{r} = affine.for {iv} = {lb} to {ub}{step} iter_args({acc} = {init}) -> ({}) {{",
                            self.ty()
                        ),
                    );
                    ivs.push(iv);
                    let x = self.value(depth + 1, ivs, &[]);
                    let s = self.fresh();
                    let op = self.reduce_op();
                    self.line(depth + 1, &format!("{s} = {op} {acc}, {x} : {}", self.ty()));
                    self.line(depth + 1, &format!("affine.yield {s} : {}", self.ty()));
                    ivs.pop();
                    self.line(depth, "}");
                    let (c, t) = self.cell(ivs);
                    self.line(depth, &format!("affine.store {r}, {c} : {t}"));
                    continue;
                }
                self.line(depth, &format!("affine.for {iv} = {lb} to {ub}{step} {{"));
                ivs.push(iv);
                if self.rng.chance(30) {
                    // Read-modify-write of a cell invariant in this loop.
                    let outer = ivs[..ivs.len() - 1].to_vec();
                    let (c, t) = self.cell(&outer);
                    let x = self.value(depth + 1, ivs, &[]);
                    let (l, s) = (self.fresh(), self.fresh());
                    let op = self.reduce_op();
                    self.line(depth + 1, &format!("{l} = affine.load {c} : {t}"));
                    self.line(depth + 1, &format!("{s} = {op} {l}, {x} : {}", self.ty()));
                    self.line(depth + 1, &format!("affine.store {s}, {c} : {t}"));
                }
                self.block(depth + 1, ivs, budget);
                ivs.pop();
                self.line(depth, "}");
            } else if r < 50 && !ivs.is_empty() {
                let dims: Vec<String> = (0..ivs.len()).map(|d| format!("d{d}")).collect();
                let k = self.rng.range(0, ivs.len() as i64 - 1);
                let c = self.rng.range(1, 4);
                let cond = if self.rng.chance(30) {
                    format!("d{k} mod 2 == 0")
                } else {
                    format!("d{k} - {c} >= 0")
                };
                self.line(
                    depth,
                    &format!(
                        "affine.if affine_set<({}) : ({cond})>({}) {{",
                        dims.join(", "),
                        ivs.join(", ")
                    ),
                );
                self.block(depth + 1, ivs, budget);
                if self.rng.chance(60) {
                    self.line(depth, "} else {");
                    self.block(depth + 1, ivs, budget);
                }
                self.line(depth, "}");
            } else if self.rng.chance(50) || vals.is_empty() {
                let v = self.value(depth, ivs, &vals);
                vals.push(v);
            } else {
                let v = vals[self.rng.range(0, vals.len() as i64 - 1) as usize].clone();
                let (c, t) = self.cell(ivs);
                self.line(depth, &format!("affine.store {v}, {c} : {t}"));
            }
        }
    }
}

pub fn random_nest(seed: u64, float: bool) -> String {
    let mut g = Nest {
        rng: Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1),
        out: String::new(),
        n: 0,
        float,
    };
    let t = g.ty();
    g.out.push_str(&format!(
        "func.func @f(%A: memref<64x{t}>, %B: memref<32x32x{t}>) {{\n  %one = arith.constant 1 : i64\n  %zi = arith.constant 0 : i64\n  %zf = arith.constant 0.000000e+00 : f64\n"
    ));
    if float {
        g.out
            .push_str("  %onef = arith.constant 1.000000e+00 : f64\n");
        g.out = g
            .out
            .replace("%one =", "%one_i =")
            .replace("%onef =", "%one =");
    }
    let mut budget = 10;
    while budget > 0 {
        g.block(0, &mut vec![], &mut budget);
    }
    g.out.push_str("  return\n}\n");
    g.out
}
