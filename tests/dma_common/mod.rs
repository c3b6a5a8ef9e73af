//! Random affine programs with DMA transfers: loop nests (constant bounds, steps) holding
//! `affine.dma_start`/`affine.dma_wait` between three memrefs in two memory spaces (contiguous
//! or strided, constant or iv-dependent element counts) and loads/stores on them. Every
//! transfer stays in bounds by construction (the largest linear position it can reach is
//! computed from the subscripts' largest values), so the programs run without faults.

#![allow(dead_code)]

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

/// The memrefs of the generated function: name, shape, memory space.
pub const MEMREFS: [(&str, &[i64], u32); 3] =
    [("%A", &[6, 7], 0), ("%B", &[40], 1), ("%C", &[5, 4], 1)];

fn ty(k: usize) -> String {
    let (_, shape, space) = MEMREFS[k];
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    if space == 0 {
        format!("memref<{}xf32>", dims.join("x"))
    } else {
        format!("memref<{}xf32, {space}>", dims.join("x"))
    }
}

struct Gen {
    rng: Rng,
    out: String,
    nloops: usize,
    nops: usize,
    max_ops: usize,
    tmp: usize,
}

impl Gen {
    fn indent(&mut self, depth: usize) {
        for _ in 0..depth + 1 {
            self.out.push_str("  ");
        }
    }

    /// A subscript `sum c * iv + k` with non-negative coefficients, and its largest value
    /// (`ivs`: name and largest value).
    fn subscript(&mut self, ivs: &[(String, i64)], size: i64) -> (String, i64) {
        let mut terms = vec![];
        let mut max = 0;
        for (iv, hi) in ivs {
            if self.rng.chance(50) {
                let c = if self.rng.chance(75) { 1 } else { 2 };
                if max + c * hi < size {
                    max += c * hi;
                    terms.push(if c == 1 {
                        iv.clone()
                    } else {
                        format!("{iv} * {c}")
                    });
                }
            }
        }
        let k = self.rng.range(0, 2).min(size - 1 - max);
        max += k;
        if k > 0 || terms.is_empty() {
            terms.push(k.to_string());
        }
        (terms.join(" + "), max)
    }

    fn access(&mut self, depth: usize, ivs: &[(String, i64)]) {
        let k = self.rng.range(0, 2) as usize;
        let (name, shape, _) = MEMREFS[k];
        let subs: Vec<String> = shape.iter().map(|&d| self.subscript(ivs, d).0).collect();
        self.indent(depth);
        self.tmp += 1;
        let t = self.tmp;
        if self.rng.chance(50) {
            self.out.push_str(&format!(
                "%v{t} = affine.load {name}[{}] : {}\n",
                subs.join(", "),
                ty(k)
            ));
        } else {
            // Store a value read elsewhere, so that the order of accesses shows in the results.
            let j = self.rng.range(0, 2) as usize;
            let (n2, s2, _) = MEMREFS[j];
            let subs2: Vec<String> = s2.iter().map(|&d| self.subscript(ivs, d).0).collect();
            self.out.push_str(&format!(
                "%v{t} = affine.load {n2}[{}] : {}\n",
                subs2.join(", "),
                ty(j)
            ));
            self.indent(depth);
            self.out
                .push_str(&format!("%w{t} = arith.addf %v{t}, %cst : f32\n"));
            self.indent(depth);
            self.out.push_str(&format!(
                "affine.store %w{t}, {name}[{}] : {}\n",
                subs.join(", "),
                ty(k)
            ));
        }
    }

    fn dma(&mut self, depth: usize, ivs: &[(String, i64)]) {
        let s = self.rng.range(0, 2) as usize;
        let mut d = self.rng.range(0, 2) as usize;
        if d == s && self.rng.chance(70) {
            d = (s + 1) % 3;
        }
        let lin = |k: usize, subs: &[i64]| -> i64 {
            let shape = MEMREFS[k].1;
            subs.iter().zip(shape).fold(0, |a, (&i, &n)| a * n + i)
        };
        let total = |k: usize| -> i64 { MEMREFS[k].1.iter().product() };
        let gen_subs = |g: &mut Gen, k: usize| -> (Vec<String>, Vec<i64>) {
            MEMREFS[k].1.iter().map(|&n| g.subscript(ivs, n)).unzip()
        };
        let (ss, smax) = gen_subs(self, s);
        let (ds, dmax) = gen_subs(self, d);
        let (ls, ld) = (lin(s, &smax), lin(d, &dmax));
        // Which side is strided: the lower memory space, the source on a tie.
        let src_strided = MEMREFS[s].2 <= MEMREFS[d].2;
        let strided = self.rng.chance(40);
        let (stride, per) = (self.rng.range(2, 6), self.rng.range(1, 3));
        // Room left on each side, and the largest count fitting it.
        let room_s = total(s) - ls;
        let room_d = total(d) - ld;
        let fits = |n: i64| -> bool {
            if n <= 0 {
                return true;
            }
            let off = |str: bool| {
                if strided && str {
                    ((n - 1) / per) * stride + (n - 1) % per
                } else {
                    n - 1
                }
            };
            off(src_strided) < room_s && off(!src_strided) < room_d
        };
        let mut n = self.rng.range(1, 12);
        if strided {
            n = (n / per).max(1) * per;
        }
        while n > 0 && !fits(n) {
            n -= if strided { per } else { 1 };
        }
        if n <= 0 {
            return;
        }
        self.nops += 1;
        self.tmp += 1;
        let t = self.tmp;
        // The count: a constant, or (if the largest fits) the innermost iv plus a constant.
        let count = match ivs.last() {
            Some((iv, hi)) if !strided && self.rng.chance(35) && n > *hi => {
                self.indent(depth);
                self.out.push_str(&format!(
                    "%n{t} = affine.apply affine_map<(d0) -> (d0 + {})>({iv})\n",
                    n - hi
                ));
                format!("%n{t}")
            }
            _ => {
                self.indent(depth);
                self.out
                    .push_str(&format!("%n{t} = arith.constant {n} : index\n"));
                format!("%n{t}")
            }
        };
        let tagi = self.rng.range(0, 1);
        let stride_ops = if strided {
            self.indent(depth);
            self.out
                .push_str(&format!("%s{t} = arith.constant {stride} : index\n"));
            self.indent(depth);
            self.out
                .push_str(&format!("%p{t} = arith.constant {per} : index\n"));
            format!(", %s{t}, %p{t}")
        } else {
            String::new()
        };
        self.indent(depth);
        self.out.push_str(&format!(
            "affine.dma_start {}[{}], {}[{}], %tag[{tagi}], {count}{stride_ops} : {}, {}, memref<2xi32, 2>\n",
            MEMREFS[s].0,
            ss.join(", "),
            MEMREFS[d].0,
            ds.join(", "),
            ty(s),
            ty(d)
        ));
        if self.rng.chance(80) {
            self.indent(depth);
            self.out.push_str(&format!(
                "affine.dma_wait %tag[{tagi}], {count} : memref<2xi32, 2>\n"
            ));
        }
    }

    fn block(&mut self, depth: usize, ivs: &mut Vec<(String, i64)>) {
        let n = self.rng.range(1, 3);
        for _ in 0..n {
            if self.nops >= self.max_ops {
                return;
            }
            let r = self.rng.range(0, 99);
            if r < 35 && depth < 3 {
                self.nloops += 1;
                let iv = format!("%i{}", self.nloops);
                let lb = self.rng.range(0, 1);
                let ub = self.rng.range(2, 4);
                let step = if self.rng.chance(20) { 2 } else { 1 };
                let last = lb + ((ub - 1 - lb) / step) * step;
                self.indent(depth);
                let st = if step > 1 {
                    format!(" step {step}")
                } else {
                    String::new()
                };
                self.out
                    .push_str(&format!("affine.for {iv} = {lb} to {ub}{st} {{\n"));
                ivs.push((iv, last));
                self.block(depth + 1, ivs);
                ivs.pop();
                self.indent(depth);
                self.out.push_str("}\n");
            } else if r < 70 {
                self.dma(depth, ivs);
            } else {
                self.nops += 1;
                self.access(depth, ivs);
            }
        }
    }
}

/// A random function `@f(%A: memref<6x7xf32>, %B: memref<40xf32, 1>, %C: memref<5x4xf32, 1>)`
/// with DMA transfers (tag `memref<2xi32, 2>` allocated inside) and loads/stores.
pub fn random_dma_program(seed: u64, max_ops: usize) -> String {
    let mut g = Gen {
        rng: Rng(seed ^ 0x51af_d7ed_558c_cd1d),
        out: String::new(),
        nloops: 0,
        nops: 0,
        max_ops,
        tmp: 0,
    };
    g.out.push_str(&format!(
        "func.func @f(%A: {}, %B: {}, %C: {}) {{\n",
        ty(0),
        ty(1),
        ty(2)
    ));
    g.out
        .push_str("  %cst = arith.constant 1.000000e+00 : f32\n");
    g.out
        .push_str("  %tag = memref.alloc() : memref<2xi32, 2>\n");
    let mut ivs = Vec::new();
    while g.nops < 2 {
        g.block(0, &mut ivs);
    }
    g.out.push_str("  return\n}\n");
    g.out
}
