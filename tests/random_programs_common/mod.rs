//! The random program generator of the execution differential tests (JIT and C backend vs
//! the interpreter): affine loop nests with min/max and triangular bounds, modular
//! subscripts, i32 and f64 arithmetic (including divisions and shifts that may fail),
//! selects, scf.if and iter_args.

#![allow(dead_code)]

use tessera::codegen::value::seeded_bits;

/// A deterministic stream of choices.
pub struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(1);
        seeded_bits(self.0)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len() as u64) as usize]
    }
    fn coin(&mut self) -> bool {
        self.below(2) == 0
    }
}

pub const N: i64 = 8;

/// Generates one program: `@f(%A: i32 array, %X: f64 array, %B, %Y)`.
pub fn program(seed: u64) -> String {
    let mut r = Rng(seed);
    let t_i = format!("memref<{N}x{N}xi32>");
    let t_f = format!("memref<{N}x{N}xf64>");
    let mut s = format!("func.func @f(%A: {t_i}, %X: {t_f}, %B: {t_i}, %Y: {t_f}) {{\n");
    s += "  %zf = arith.constant 0.0 : f64\n";
    let depth = 1 + r.below(3) as usize;
    let mut ivs: Vec<String> = vec![];
    let carry = r.coin();
    let mut ind = String::from("  ");
    for d in 0..depth {
        let iv = format!("%i{d}");
        let step = 1 + r.below(3);
        let (lb, ub) = match (ivs.last(), r.below(4)) {
            (Some(o), 1) => (format!("affine_map<(d0) -> (d0)>({o})"), format!("{N}")),
            (Some(o), 2) => (
                format!("max affine_map<(d0) -> (0, d0 - 2)>({o})"),
                format!("min affine_map<(d0) -> ({N}, d0 + 3)>({o})"),
            ),
            (Some(o), 3) => ("0".into(), format!("affine_map<(d0) -> (d0 + 1)>({o})")),
            _ => (
                format!("{}", r.below(3)),
                format!("{}", N - r.below(3) as i64),
            ),
        };
        if d + 1 == depth && carry {
            s += &format!(
                "{ind}%acc = affine.for {iv} = {lb} to {ub} step {step} iter_args(%a = %zf) -> (f64) {{\n"
            );
        } else {
            s += &format!("{ind}affine.for {iv} = {lb} to {ub} step {step} {{\n");
        }
        ivs.push(iv);
        ind += "  ";
    }
    let sub = |r: &mut Rng, ivs: &[String]| -> String {
        let mut e = format!("{}", r.below(N as u64));
        for iv in ivs {
            let c = r.below(7) as i64 - 3;
            if c != 0 {
                e = format!("{e} + {iv} * {c}");
            }
        }
        format!("({e}) mod {N}")
    };
    let mut ints: Vec<String> = vec![];
    let mut floats: Vec<String> = vec![];
    let mut k = 0usize;
    let mut fresh = |p: &str| {
        k += 1;
        format!("%{p}{k}")
    };
    for iv in &ivs {
        let v = fresh("c");
        s += &format!("{ind}{v} = arith.index_cast {iv} : index to i32\n");
        ints.push(v);
    }
    for _ in 0..2 {
        let (a, b) = (sub(&mut r, &ivs), sub(&mut r, &ivs));
        let v = fresh("l");
        s += &format!("{ind}{v} = affine.load %A[{a}, {b}] : {t_i}\n");
        ints.push(v);
        let (a, b) = (sub(&mut r, &ivs), sub(&mut r, &ivs));
        let v = fresh("x");
        s += &format!("{ind}{v} = affine.load %X[{a}, {b}] : {t_f}\n");
        floats.push(v);
    }
    let kc = fresh("k");
    s += &format!(
        "{ind}{kc} = arith.constant {} : i32\n",
        r.below(9) as i64 - 4
    );
    ints.push(kc);
    let iops = [
        "addi",
        "subi",
        "muli",
        "andi",
        "ori",
        "xori",
        "maxsi",
        "minsi",
        "maxui",
        "minui",
        "shli",
        "shrsi",
        "shrui",
        "divsi",
        "remsi",
        "divui",
        "remui",
        "floordivsi",
        "ceildivsi",
    ];
    let fops = ["addf", "subf", "mulf", "divf", "maximumf", "minimumf"];
    for _ in 0..(4 + r.below(8)) {
        match r.below(7) {
            0..=2 => {
                let op = r.pick(&iops);
                let (a, b) = (r.pick(&ints).clone(), r.pick(&ints).clone());
                // Shift amounts and divisors are usually made safe, sometimes not.
                let b = if op.starts_with("sh") && r.below(2) != 0 {
                    let m = fresh("m");
                    s += &format!("{ind}%c31_{m_} = arith.constant 31 : i32\n", m_ = &m[1..]);
                    s += &format!("{ind}{m} = arith.andi {b}, %c31_{} : i32\n", &m[1..]);
                    m
                } else if op.contains("div") || op.contains("rem") {
                    if r.below(2) != 0 {
                        let m = fresh("m");
                        s += &format!("{ind}%c1_{} = arith.constant 1 : i32\n", &m[1..]);
                        s += &format!("{ind}{m} = arith.ori {b}, %c1_{} : i32\n", &m[1..]);
                        m
                    } else {
                        b
                    }
                } else {
                    b
                };
                let v = fresh("i");
                s += &format!("{ind}{v} = arith.{op} {a}, {b} : i32\n");
                ints.push(v);
            }
            3 | 4 => {
                let op = r.pick(&fops);
                let (a, b) = (r.pick(&floats).clone(), r.pick(&floats).clone());
                let v = fresh("f");
                s += &format!("{ind}{v} = arith.{op} {a}, {b} : f64\n");
                floats.push(v);
            }
            5 => {
                let a = r.pick(&ints).clone();
                let v = fresh("f");
                s += &format!("{ind}{v} = arith.sitofp {a} : i32 to f64\n");
                floats.push(v);
                let w = fresh("f");
                let x = r.pick(&floats).clone();
                s += &format!("{ind}{w} = math.absf {x} : f64\n");
                let q = fresh("f");
                s += &format!("{ind}{q} = math.sqrt {w} : f64\n");
                floats.push(q);
            }
            _ => {
                let (a, b) = (r.pick(&ints).clone(), r.pick(&ints).clone());
                let c = fresh("p");
                let pred = r.pick(&["slt", "sle", "ugt", "eq", "ne", "uge"]);
                s += &format!("{ind}{c} = arith.cmpi {pred}, {a}, {b} : i32\n");
                let (x, y) = (r.pick(&floats).clone(), r.pick(&floats).clone());
                let v = fresh("f");
                s += &format!("{ind}{v} = arith.select {c}, {x}, {y} : f64\n");
                floats.push(v);
                let (a, b) = (r.pick(&ints).clone(), r.pick(&ints).clone());
                let (i1, i2) = (sub(&mut r, &ivs), sub(&mut r, &ivs));
                s += &format!("{ind}scf.if {c} {{\n");
                s += &format!("{ind}  affine.store {a}, %B[{i1}, {i2}] : {t_i}\n");
                s += &format!("{ind}}} else {{\n");
                s += &format!("{ind}  affine.store {b}, %B[{i1}, {i2}] : {t_i}\n");
                s += &format!("{ind}}}\n");
            }
        }
    }
    for _ in 0..2 {
        let (a, b) = (sub(&mut r, &ivs), sub(&mut r, &ivs));
        let v = r.pick(&ints).clone();
        s += &format!("{ind}affine.store {v}, %B[{a}, {b}] : {t_i}\n");
        let (a, b) = (sub(&mut r, &ivs), sub(&mut r, &ivs));
        let v = r.pick(&floats).clone();
        s += &format!("{ind}affine.store {v}, %Y[{a}, {b}] : {t_f}\n");
    }
    for d in (0..depth).rev() {
        ind.truncate(2 + 2 * d);
        if d + 1 == depth && carry {
            let x = r.pick(&floats).clone();
            s += &format!("{ind}  %n = arith.addf %a, {x} : f64\n");
            s += &format!("{ind}  affine.yield %n : f64\n");
            s += &format!("{ind}}}\n");
            let outer = &ivs[..d];
            let idx = match outer.last() {
                Some(o) => format!("{o}, 0"),
                None => "0, 0".into(),
            };
            s += &format!("{ind}affine.store %acc, %Y[{idx}] : {t_f}\n");
        } else {
            s += &format!("{ind}}}\n");
        }
    }
    s += "  return\n}\n";
    s
}
