//! Random Presburger sets with a brute-force membership oracle.
//!
//! A generated set is kept as a description (atoms over the dimensions and
//! an optional existential `y`) from which (a) isl text is rendered and
//! parsed by the engine, and (b) membership is decided by direct evaluation
//! and enumeration of `y`, independently of the engine. Every piece lies in
//! the box `[-B, B]^n`, so enumerating the box gives the exact point set.

#![allow(dead_code)]

use tessera_polyhedral::int::Int;

/// Half-width of the enumeration box.
pub const B: i64 = 4;

/// A tiny deterministic generator (xorshift64*), seeded by proptest.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % ((hi - lo + 1) as u64)) as i64
    }
    pub fn chance(&mut self, pct: u64) -> bool {
        self.next() % 100 < pct
    }
}

/// `Σ a_i v_i + c` over the dimensions (and `y` as the last entry when present).
#[derive(Debug, Clone)]
pub struct Lin {
    pub a: Vec<i64>,
    pub c: i64,
}

impl Lin {
    fn eval(&self, v: &[i64]) -> i64 {
        self.a.iter().zip(v).map(|(a, x)| a * x).sum::<i64>() + self.c
    }
    fn render(&self, names: &[String]) -> String {
        let mut s = String::new();
        for (a, n) in self.a.iter().zip(names) {
            if *a == 0 {
                continue;
            }
            if s.is_empty() {
                s = format!("{a}{n}");
            } else if *a > 0 {
                s += &format!(" + {a}{n}");
            } else {
                s += &format!(" - {}{n}", -a);
            }
        }
        if s.is_empty() {
            return self.c.to_string();
        }
        if self.c > 0 {
            s += &format!(" + {}", self.c);
        } else if self.c < 0 {
            s += &format!(" - {}", -self.c);
        }
        s
    }
}

/// An atomic constraint.
#[derive(Debug, Clone)]
pub enum Atom {
    /// `l >= 0`
    Ge(Lin),
    /// `l = 0` (coefficients may share a factor > 1)
    Eq(Lin),
    /// `l + m * floor(inner / d) >= 0`
    FloorGe(Lin, i64, Lin, i64),
    /// `inner mod d = r`
    Mod(Lin, i64, i64),
}

fn fdiv(a: i64, d: i64) -> i64 {
    a.div_euclid(d) - if d < 0 && a.rem_euclid(d) != 0 { 1 } else { 0 }
}

impl Atom {
    fn holds(&self, v: &[i64]) -> bool {
        match self {
            Atom::Ge(l) => l.eval(v) >= 0,
            Atom::Eq(l) => l.eval(v) == 0,
            Atom::FloorGe(l, m, inner, d) => l.eval(v) + m * fdiv(inner.eval(v), *d) >= 0,
            Atom::Mod(inner, d, r) => inner.eval(v).rem_euclid(*d) == *r,
        }
    }
    fn render(&self, names: &[String]) -> String {
        match self {
            Atom::Ge(l) => format!("{} >= 0", l.render(names)),
            Atom::Eq(l) => format!("{} = 0", l.render(names)),
            Atom::FloorGe(l, m, inner, d) => {
                format!(
                    "{} + {m}*floor(({})/{d}) >= 0",
                    l.render(names),
                    inner.render(names)
                )
            }
            Atom::Mod(inner, d, r) => format!("({}) mod {d} = {r}", inner.render(names)),
        }
    }
}

/// A convex piece: atoms over the dims (and `y` if `exists`).
#[derive(Debug, Clone)]
pub struct GenPiece {
    pub atoms: Vec<Atom>,
    pub exists: bool,
}

/// A union of pieces over `n` dims, all inside the box.
#[derive(Debug, Clone)]
pub struct GenSet {
    pub n: usize,
    pub pieces: Vec<GenPiece>,
}

fn lin(rng: &mut Rng, nv: usize, cmax: i64, kmax: i64) -> Lin {
    Lin {
        a: (0..nv).map(|_| rng.range(-cmax, cmax)).collect(),
        c: rng.range(-kmax, kmax),
    }
}

fn atom(rng: &mut Rng, nv: usize) -> Atom {
    match rng.range(0, 9) {
        0..=4 => Atom::Ge(lin(rng, nv, 3, 6)),
        5 => {
            // An equality whose coefficients share a factor g > 1.
            let g = rng.range(2, 3);
            let mut l = lin(rng, nv, 2, 4);
            for a in l.a.iter_mut() {
                *a *= g;
            }
            l.c = rng.range(-6, 6);
            Atom::Eq(l)
        }
        6 => Atom::Eq(lin(rng, nv, 2, 3)),
        7 => Atom::FloorGe(
            lin(rng, nv, 2, 4),
            rng.range(-3, 3),
            lin(rng, nv, 2, 3),
            rng.range(2, 4),
        ),
        8 => {
            let d = rng.range(2, 4);
            Atom::Mod(lin(rng, nv, 2, 3), d, rng.range(0, d - 1))
        }
        _ => {
            // Rationally non-empty, integer-empty band: 1 <= k*l <= k - 1 style.
            let k = rng.range(2, 4);
            let mut l = lin(rng, nv, 2, 0);
            for a in l.a.iter_mut() {
                *a *= k;
            }
            l.c = -rng.range(1, k - 1);
            Atom::Ge(l)
        }
    }
}

impl GenSet {
    /// A random set of `1..=max_dims` dims and `1..=max_pieces` pieces.
    pub fn random(rng: &mut Rng, max_dims: usize, max_pieces: usize) -> GenSet {
        let n = rng.range(1, max_dims as i64) as usize;
        GenSet::random_n(rng, n, max_pieces)
    }

    /// A random set with exactly `n` dims.
    pub fn random_n(rng: &mut Rng, n: usize, max_pieces: usize) -> GenSet {
        let np = rng.range(1, max_pieces as i64) as usize;
        let pieces = (0..np)
            .map(|_| {
                let exists = rng.chance(20);
                let nv = n + usize::from(exists);
                let na = rng.range(0, 3) as usize;
                GenPiece {
                    atoms: (0..na).map(|_| atom(rng, nv)).collect(),
                    exists,
                }
            })
            .collect();
        GenSet { n, pieces }
    }

    pub fn dim_names(&self) -> Vec<String> {
        (0..self.n).map(|i| format!("x{i}")).collect()
    }

    /// isl text of the set (box constraints included).
    pub fn to_isl(&self) -> String {
        let names = self.dim_names();
        let mut parts = Vec::new();
        for p in &self.pieces {
            let mut cons: Vec<String> = names
                .iter()
                .map(|n| format!("-{B} <= {n} <= {B}"))
                .collect();
            let mut all = names.clone();
            all.push("y".to_string());
            let body: Vec<String> = p.atoms.iter().map(|a| a.render(&all)).collect();
            if p.exists {
                let mut inner = vec![format!("-{B} <= y <= {B}")];
                inner.extend(body);
                cons.push(format!("exists (y : {})", inner.join(" and ")));
            } else {
                cons.extend(body);
            }
            parts.push(format!("[{}] : {}", names.join(", "), cons.join(" and ")));
        }
        format!("{{ {} }}", parts.join("; "))
    }

    /// Brute-force membership of a point (any coordinates).
    pub fn contains(&self, x: &[i64]) -> bool {
        if x.iter().any(|v| v.abs() > B) {
            return false;
        }
        self.pieces.iter().any(|p| {
            if p.exists {
                (-B..=B).any(|y| {
                    let mut v = x.to_vec();
                    v.push(y);
                    p.atoms.iter().all(|a| a.holds(&v))
                })
            } else {
                p.atoms.iter().all(|a| a.holds(x))
            }
        })
    }
}

/// All points of the box `[-b, b]^n` in lexicographic order.
pub fn box_points(n: usize, b: i64) -> Vec<Vec<i64>> {
    let mut out = vec![vec![]];
    for _ in 0..n {
        let mut next = Vec::new();
        for p in &out {
            for v in -b..=b {
                let mut q = p.clone();
                q.push(v);
                next.push(q);
            }
        }
        out = next;
    }
    out
}

pub fn ints(v: &[i64]) -> Vec<Int> {
    v.iter().map(|&x| Int::from(x)).collect()
}

pub fn to_i64(v: &[Int]) -> Vec<i64> {
    v.iter().map(|x| x.to_i64().expect("small value")).collect()
}
