//! Shared by the linalg tests: the linalg corpus (tests/corpus/linalg), a seeded generator of
//! random linalg programs, and the differential check every linalg pass must pass — the
//! interpreter's results (memref contents, bit for bit) on seeded arguments are the same before
//! and after the pass, with parallel loops also run in reversed and shuffled order.

#![allow(dead_code)]

use std::path::Path;
use tessera::codegen::Executable;

use tessera::codegen::interp::{self, ParallelOrder, RunOptions};
use tessera::codegen::value::{entry_args, same_bits, ArgValue, Fill};
use tessera::ir::{parse, print, verify, Module, PrintOptions, Registry};
use tessera::transforms::parse_pipeline;

/// Sizes given to dynamic dimensions when running `entry` (`--size NAME=...` of `tessera run`;
/// arguments keep their source names until a module is printed, then they are `argK`).
pub fn dyn_sizes(entry: &str) -> Vec<(String, String)> {
    let v: &[(&str, &str)] = match entry {
        "matmul_dyn" => &[
            ("arg0", "13x7"),
            ("arg1", "7x11"),
            ("arg2", "13x11"),
            ("A", "13x7"),
            ("B", "7x11"),
            ("C", "13x11"),
        ],
        "scale_dyn" => &[("arg0", "9x6"), ("arg1", "9x6"), ("A", "9x6"), ("O", "9x6")],
        _ => &[],
    };
    v.iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

/// The files of tests/corpus/linalg, with their text.
pub fn corpus() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/linalg");
    let mut v: Vec<(String, String)> = std::fs::read_dir(&dir)
        .expect("tests/corpus/linalg")
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "mlir").then(|| {
                (
                    p.file_name().unwrap().to_string_lossy().into_owned(),
                    std::fs::read_to_string(&p).expect("read"),
                )
            })
        })
        .collect();
    v.sort();
    v
}

/// Parses and verifies `text`.
pub fn load(text: &str, what: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(text, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
    verify(&m, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
    m
}

/// The printed module.
pub fn text(m: &Module) -> String {
    print(m, Registry::standard(), PrintOptions::default())
}

/// The names of the functions with bodies.
pub fn functions(m: &Module) -> Vec<String> {
    m.walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == "func.func" && !m.op(o).regions.is_empty())
        .filter_map(|o| {
            m.op(o)
                .attr("sym_name")
                .and_then(|a| a.as_str())
                .map(str::to_string)
        })
        .collect()
}

/// Runs `passes` on a copy of `m`; the result verifies and survives print → parse.
pub fn transformed(m: &Module, passes: &str, what: &str) -> Result<Module, String> {
    let mut t = m.clone();
    parse_pipeline(passes)
        .map_err(|e| format!("{what}: {e}"))?
        .run(&mut t)
        .map_err(|e| format!("{what}: {passes}: {e}"))?;
    let reg = Registry::standard();
    verify(&t, reg).map_err(|e| format!("{what}: {passes}: {e}\n{}", text(&t)))?;
    let printed = text(&t);
    let back = parse(&printed, reg)
        .map_err(|e| format!("{what}: {passes}: output does not parse: {e}\n{printed}"))?;
    verify(&back, reg).map_err(|e| format!("{what}: {passes}: {e}"))?;
    Ok(back)
}

/// The memrefs and results of running `entry` of `m` (linalg ops lowered first, as
/// `tessera run` does: affine loops where valid, else scf loops) on seeded arguments.
pub fn run(
    m: &Module,
    entry: &str,
    seed: u64,
    order: ParallelOrder,
) -> Result<Vec<ArgValue>, String> {
    let mut l = m.clone();
    let top = l.top();
    tessera::transforms::linalg::lower::lower_for_execution(&mut l, top)
        .map_err(|e| format!("lowering for execution: {e}"))?;
    verify(&l, Registry::standard()).map_err(|e| format!("lowering for execution: {e}"))?;
    let args =
        entry_args(&l, entry, Fill::Seeded(seed), &dyn_sizes(entry)).map_err(|e| e.to_string())?;
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    let opts = RunOptions {
        parallel_order: order,
        ..RunOptions::default()
    };
    let mut res = interp::run_with(&l, entry, &mut vals, opts).map_err(|e| e.to_string())?;
    vals.append(&mut res);
    Ok(vals)
}

/// The memrefs and results of running `entry` of `m` (lowered as by [`run`]) with the JIT on
/// seeded arguments, with `threads` threads for parallel loops.
pub fn run_jit(
    m: &Module,
    entry: &str,
    seed: u64,
    threads: usize,
) -> Result<Vec<ArgValue>, String> {
    use tessera::codegen::jit::{self, JitOptions};
    let mut l = m.clone();
    let top = l.top();
    tessera::transforms::linalg::lower::lower_for_execution(&mut l, top)
        .map_err(|e| format!("lowering for execution: {e}"))?;
    let args =
        entry_args(&l, entry, Fill::Seeded(seed), &dyn_sizes(entry)).map_err(|e| e.to_string())?;
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    let opts = JitOptions {
        threads,
        ..JitOptions::default()
    };
    let c = jit::compile(&l, opts).map_err(|e| format!("@{entry}: {e:?}"))?;
    let mut res = c.call(entry, &mut vals).map_err(|e| e.to_string())?;
    vals.append(&mut res);
    Ok(vals)
}

/// True if `m` has a parallel loop (`affine.parallel`, `scf.parallel`).
pub fn has_parallel(m: &Module) -> bool {
    m.walk(m.top())
        .into_iter()
        .any(|o| matches!(m.op(o).name.as_str(), "affine.parallel" | "scf.parallel"))
}

/// Checks that `after` computes what `before` computes, function by function, on two seeds
/// (and, when `after` has parallel loops, in reversed and two shuffled orders).
pub fn same_results(before: &Module, after: &Module, what: &str) -> Result<(), String> {
    let mut orders = vec![ParallelOrder::Forward];
    if has_parallel(after) {
        orders.extend([
            ParallelOrder::Reversed,
            ParallelOrder::Shuffled(7),
            ParallelOrder::Shuffled(99),
        ]);
    }
    for f in functions(before) {
        for seed in [1, 2] {
            let want = run(before, &f, seed, ParallelOrder::Forward)?;
            for &order in &orders {
                let got = run(after, &f, seed, order)?;
                if !same_bits(&got, &want) {
                    return Err(format!(
                        "{what}: @{f} (seed {seed}, {order:?}) differs after the transformation\n{}",
                        text(after)
                    ));
                }
            }
        }
    }
    Ok(())
}

/// A deterministic stream of choices (SplitMix64).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5bd1_e995)
    }
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    pub fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len() as u64) as usize]
    }
    pub fn shuffle<T>(&mut self, xs: &mut [T]) {
        for i in (1..xs.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            xs.swap(i, j);
        }
    }
}

/// One index expression of an operand map: a loop, or a window `a + b`.
#[derive(Clone, Debug)]
enum Idx {
    Dim(usize),
    Win(usize, usize),
}

fn idx_text(e: &Idx) -> String {
    match e {
        Idx::Dim(d) => format!("d{d}"),
        Idx::Win(a, b) => format!("d{a} + d{b}"),
    }
}

fn idx_size(e: &Idx, sizes: &[i64]) -> i64 {
    match e {
        Idx::Dim(d) => sizes[*d],
        Idx::Win(a, b) => sizes[*a] + sizes[*b] - 1,
    }
}

fn map_text(n: usize, res: &[Idx]) -> String {
    let ds: Vec<String> = (0..n).map(|d| format!("d{d}")).collect();
    let rs: Vec<String> = res.iter().map(idx_text).collect();
    format!("affine_map<({}) -> ({})>", ds.join(", "), rs.join(", "))
}

fn memref(shape: &[i64], elem: &str) -> String {
    let mut s = String::from("memref<");
    for d in shape {
        s += &format!("{d}x");
    }
    s + elem + ">"
}

struct Gen {
    rng: Rng,
    /// Function arguments: (name, shape, element type).
    args: Vec<(String, Vec<i64>, &'static str)>,
    body: String,
    tmp: usize,
}

impl Gen {
    /// A buffer of this shape and type: an existing one (aliasing and chains) or a new argument.
    fn buffer(&mut self, shape: &[i64], elem: &'static str, reuse: u64) -> String {
        let same: Vec<String> = self
            .args
            .iter()
            .filter(|(_, s, e)| s == shape && *e == elem)
            .map(|(n, _, _)| n.clone())
            .collect();
        if !same.is_empty() && self.rng.chance(reuse) {
            return self.rng.pick(&same).clone();
        }
        let name = format!("%m{}", self.args.len());
        self.args.push((name.clone(), shape.to_vec(), elem));
        name
    }

    fn fresh(&mut self) -> String {
        self.tmp += 1;
        format!("%v{}", self.tmp)
    }

    /// A random projected permutation over a subset of `loops` (order shuffled).
    fn proj(&mut self, loops: &[usize], min: usize) -> Vec<Idx> {
        let mut ls = loops.to_vec();
        self.rng.shuffle(&mut ls);
        let k = min + self.rng.below((ls.len() - min) as u64 + 1) as usize;
        ls.truncate(k.max(min));
        ls.into_iter().map(Idx::Dim).collect()
    }

    /// The payload expression over `vals` in the element type; returns the value name.
    fn expr(&mut self, vals: &[String], elem: &str, depth: u32, lines: &mut String) -> String {
        if depth == 0 || self.rng.chance(30) {
            return self.rng.pick(vals).clone();
        }
        let a = self.expr(vals, elem, depth - 1, lines);
        let b = self.expr(vals, elem, depth - 1, lines);
        let op = if elem == "f64" {
            *self
                .rng
                .pick(&["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"])
        } else {
            *self.rng.pick(&[
                "arith.addi",
                "arith.muli",
                "arith.subi",
                "arith.maxsi",
                "arith.xori",
            ])
        };
        let v = self.fresh();
        *lines += &format!("    {v} = {op} {a}, {b} : {elem}\n");
        v
    }

    fn generic(&mut self) {
        let nloops = 1 + self.rng.below(3) as usize;
        let sizes: Vec<i64> = (0..nloops).map(|_| 1 + self.rng.below(6) as i64).collect();
        let elem: &'static str = if self.rng.chance(70) { "f64" } else { "i32" };
        let loops: Vec<usize> = (0..nloops).collect();
        // The output: a projected permutation; its loops are parallel, the others reductions.
        let out = self.proj(&loops, 0);
        let par: Vec<usize> = out
            .iter()
            .map(|e| match e {
                Idx::Dim(d) => *d,
                Idx::Win(..) => unreachable!(),
            })
            .collect();
        let nin = 1 + self.rng.below(3) as usize;
        let mut maps = vec![];
        for _ in 0..nin {
            let mut m = self.proj(&loops, 1);
            if nloops >= 2 && self.rng.chance(20) {
                let a = self.rng.below(nloops as u64) as usize;
                let b = (a + 1 + self.rng.below(nloops as u64 - 1) as usize) % nloops;
                m.push(Idx::Win(a, b));
            }
            maps.push(m);
        }
        maps.push(out);
        // Every loop must be a plain result of some map (it then has a range).
        for d in 0..nloops {
            let covered = maps
                .iter()
                .any(|m| m.iter().any(|e| matches!(e, Idx::Dim(x) if *x == d)));
            if !covered {
                maps[0].push(Idx::Dim(d));
            }
        }
        let operands: Vec<String> = maps
            .iter()
            .enumerate()
            .map(|(k, m)| {
                let shape: Vec<i64> = m.iter().map(|e| idx_size(e, &sizes)).collect();
                let reuse = if k == nin { 30 } else { 45 };
                self.buffer(&shape, elem, reuse)
            })
            .collect();
        let types: Vec<String> = maps
            .iter()
            .map(|m| {
                memref(
                    &m.iter().map(|e| idx_size(e, &sizes)).collect::<Vec<_>>(),
                    elem,
                )
            })
            .collect();
        let its: Vec<String> = loops
            .iter()
            .map(|d| {
                if par.contains(d) {
                    "\"parallel\"".into()
                } else {
                    "\"reduction\"".into()
                }
            })
            .collect();
        let reduces = par.len() < nloops;
        let args: Vec<String> = (0..=nin).map(|k| format!("%a{k}")).collect();
        let mut lines = String::new();
        let mut vals: Vec<String> = args[..nin].to_vec();
        if !reduces && self.rng.chance(50) {
            vals.push(args[nin].clone());
        }
        if self.rng.chance(25) {
            let d = self.rng.below(nloops as u64);
            let i = self.fresh();
            lines += &format!("    {i} = linalg.index {d} : index\n");
            let c = self.fresh();
            if elem == "f64" {
                let w = self.fresh();
                lines += &format!("    {w} = arith.index_cast {i} : index to i64\n");
                lines += &format!("    {c} = arith.sitofp {w} : i64 to f64\n");
            } else {
                lines += &format!("    {c} = arith.index_cast {i} : index to i32\n");
            }
            vals.push(c);
        }
        let mut r = self.expr(&vals, elem, 2, &mut lines);
        if reduces {
            let comb = if elem == "f64" {
                *self
                    .rng
                    .pick(&["arith.addf", "arith.maximumf", "arith.mulf"])
            } else {
                *self.rng.pick(&["arith.addi", "arith.maxsi", "arith.xori"])
            };
            let v = self.fresh();
            lines += &format!("    {v} = {comb} {}, {r} : {elem}\n", args[nin]);
            r = v;
        }
        let map_attr: Vec<String> = maps.iter().map(|m| map_text(nloops, m)).collect();
        self.body += &format!(
            "  linalg.generic {{indexing_maps = [{}], iterator_types = [{}]}}\n      ins({} : {}) outs({} : {}) {{\n  ^bb0({}):\n{lines}    linalg.yield {r} : {elem}\n  }}\n",
            map_attr.join(", "),
            its.join(", "),
            operands[..nin].join(", "),
            types[..nin].join(", "),
            operands[nin],
            types[nin],
            args.iter()
                .map(|a| format!("{a}: {elem}"))
                .collect::<Vec<_>>()
                .join(", "),
        );
    }

    fn matmul(&mut self) {
        let (m, n, k) = (
            1 + self.rng.below(7) as i64,
            1 + self.rng.below(7) as i64,
            1 + self.rng.below(7) as i64,
        );
        let a = self.buffer(&[m, k], "f64", 50);
        let b = self.buffer(&[k, n], "f64", 50);
        let c = self.buffer(&[m, n], "f64", 50);
        let (ta, tb, tc) = (
            memref(&[m, k], "f64"),
            memref(&[k, n], "f64"),
            memref(&[m, n], "f64"),
        );
        if self.rng.chance(40) {
            self.body += &format!("  linalg.fill ins(%zero : f64) outs({c} : {tc})\n");
        }
        self.body += &format!("  linalg.matmul ins({a}, {b} : {ta}, {tb}) outs({c} : {tc})\n");
    }
}

/// A random linalg program: one function `@f` over memref arguments with 1 to 4 structured ops
/// (linalg.generic with random projected-permutation and window maps, reductions, payloads of
/// arith ops and linalg.index; linalg.fill + linalg.matmul), whose operands are fresh arguments
/// or earlier ones of the same shape (producer-consumer chains and in-place aliasing).
pub fn random_program(seed: u64) -> String {
    let mut g = Gen {
        rng: Rng::new(seed),
        args: vec![],
        body: String::new(),
        tmp: 0,
    };
    let nops = 1 + g.rng.below(4);
    for _ in 0..nops {
        if g.rng.chance(20) {
            g.matmul();
        } else {
            g.generic();
        }
    }
    let params: Vec<String> = g
        .args
        .iter()
        .map(|(n, s, e)| format!("{n}: {}", memref(s, e)))
        .collect();
    format!(
        "func.func @f({}) {{\n  %zero = arith.constant 0.0 : f64\n{}  return\n}}\n",
        params.join(", "),
        g.body
    )
}
