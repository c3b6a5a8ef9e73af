//! Shared harness of the code generation tests (`transforms::schedule::scan`): hand-built
//! cases (original statements, scan layouts), the order oracle and a seeded case generator.
//!
//! Every statement's body counts its instances: `%v = load %cnt[0]; %w = %v + 1;
//! store %w, %cnt[0]; store %w, %Out_s[ivs]`. Running the generated function in the
//! interpreter therefore writes into `Out_s` the visit number of every instance; the expected
//! numbers come from brute force: enumerate each statement's original iteration points, map
//! them to scan coordinates, sort lexicographically (ties by statement id) and number them.

#![allow(dead_code)]

use std::collections::HashMap;

use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::builder::{clone_op, Builder};
use tessera::ir::{parse, print, verify, Module, OpId, PrintOptions, Registry, ValueId};
use tessera::polyhedral::budget::Budget;
use tessera::polyhedral::int::Int;
use tessera::polyhedral::linear::{Row, System};
use tessera::transforms::schedule::{generate, GenStats, ScanSpace, ScanStmt};

/// Extent of every dimension of the `Out` arrays (all original coordinates lie in `0..EXT`).
pub const EXT: usize = 12;

/// An original statement: `depth` loops, loop `k` running over
/// `lo[k]·(x, N, 1) <= x_k <= hi[k]·(x, N, 1)` (rows over `[x_0..x_{depth-1} | N | 1]`, only
/// outer ivs used).
#[derive(Clone, Debug)]
pub struct Orig {
    pub depth: usize,
    pub lo: Vec<Vec<i64>>,
    pub hi: Vec<Vec<i64>>,
}

/// The scan space of a case:
/// `c = [front scalar?] [tile dims] [band_0] [mid scalar?] [band_1..] [back scalar?]`,
/// `band = U_s · pad(x) + shift_s` (x padded with zeros to `dmax`), tile dim `t` of band dim `b`
/// with size `sz`: `sz t <= band_b <= sz t + sz - 1`.
#[derive(Clone, Debug)]
pub struct Layout {
    pub dmax: usize,
    /// Per statement: a unimodular `dmax x dmax` matrix.
    pub us: Vec<Vec<Vec<i64>>>,
    pub tiles: Vec<(usize, i64)>,
    pub front: Option<Vec<i64>>,
    /// A scalar dimension after the first band dimension (a distribution inside the
    /// outermost band loop); only with `dmax >= 2`.
    pub mid: Option<Vec<i64>>,
    pub back: Option<Vec<i64>>,
    pub shifts: Vec<Vec<i64>>,
    pub ids: Vec<usize>,
    pub parallel: Vec<bool>,
}

#[derive(Clone, Debug)]
pub struct Case {
    pub stmts: Vec<Orig>,
    pub layout: Layout,
    pub n: i64,
}

pub fn ndims(l: &Layout) -> usize {
    usize::from(l.front.is_some())
        + l.tiles.len()
        + l.dmax
        + usize::from(l.mid.is_some())
        + usize::from(l.back.is_some())
}

pub fn mid_col(l: &Layout) -> usize {
    usize::from(l.front.is_some()) + l.tiles.len() + 1
}

pub fn band_col(l: &Layout, b: usize) -> usize {
    usize::from(l.front.is_some()) + l.tiles.len() + b + usize::from(l.mid.is_some() && b >= 1)
}

pub fn det(a: &[Vec<i64>]) -> i64 {
    let n = a.len();
    if n == 0 {
        return 1;
    }
    if n == 1 {
        return a[0][0];
    }
    let mut s = 0;
    for j in 0..n {
        let minor: Vec<Vec<i64>> = a[1..]
            .iter()
            .map(|r| {
                r.iter()
                    .enumerate()
                    .filter(|&(c, _)| c != j)
                    .map(|(_, &v)| v)
                    .collect()
            })
            .collect();
        let sign = if j % 2 == 0 { 1 } else { -1 };
        s += sign * a[0][j] * det(&minor);
    }
    s
}

/// Inverse of a unimodular matrix (adjugate times the determinant, which is ±1).
pub fn inverse(a: &[Vec<i64>]) -> Vec<Vec<i64>> {
    let n = a.len();
    let d = det(a);
    assert!(d == 1 || d == -1, "not unimodular: {a:?}");
    let mut inv = vec![vec![0; n]; n];
    for (i, inv_row) in inv.iter_mut().enumerate() {
        for (j, cell) in inv_row.iter_mut().enumerate() {
            let minor: Vec<Vec<i64>> = a
                .iter()
                .enumerate()
                .filter(|&(r, _)| r != j)
                .map(|(_, row)| {
                    row.iter()
                        .enumerate()
                        .filter(|&(c, _)| c != i)
                        .map(|(_, &v)| v)
                        .collect()
                })
                .collect();
            let sign = if (i + j) % 2 == 0 { 1 } else { -1 };
            *cell = sign * det(&minor) * d;
        }
    }
    inv
}

pub fn floor_div(a: i64, b: i64) -> i64 {
    a.div_euclid(b)
}

pub fn to_row(v: &[i64]) -> Row {
    v.iter().map(|&x| Int::from(x)).collect()
}

/// The scan space of `case` (statement `s` of the case is `ScanStmt` number `s`, id
/// `layout.ids[s]`).
pub fn scan_space(case: &Case, n_param: ValueId) -> ScanSpace {
    let l = &case.layout;
    let d = ndims(l);
    let nv = d + 1;
    let mut stmts = vec![];
    for (s, o) in case.stmts.iter().enumerate() {
        let uinv = inverse(&l.us[s]);
        // x_k as a row over [c | N | 1]: (uinv (band - shift))_k.
        let xrow = |k: usize| -> Vec<i64> {
            let mut r = vec![0; nv + 1];
            for b in 0..l.dmax {
                r[band_col(l, b)] += uinv[k][b];
                r[nv] -= uinv[k][b] * l.shifts[s][b];
            }
            r
        };
        let xs: Vec<Vec<i64>> = (0..l.dmax).map(xrow).collect();
        let mut dom = System::new(nv);
        // Original bounds, x substituted.
        let subst = |row: &[i64]| -> Vec<i64> {
            // row over [x (depth) | N | 1]
            let mut r = vec![0; nv + 1];
            for (k, xr) in xs.iter().enumerate().take(o.depth) {
                for (a, b) in r.iter_mut().zip(xr) {
                    *a += row[k] * b;
                }
            }
            r[d] += row[o.depth];
            r[nv] += row[o.depth + 1];
            r
        };
        for k in 0..o.depth {
            let mut unit = vec![0; o.depth + 2];
            unit[k] = 1;
            let lo: Vec<i64> = unit.iter().zip(&o.lo[k]).map(|(a, b)| a - b).collect();
            let hi: Vec<i64> = unit.iter().zip(&o.hi[k]).map(|(a, b)| b - a).collect();
            dom.add_ineq(to_row(&subst(&lo)));
            dom.add_ineq(to_row(&subst(&hi)));
        }
        for x in xs.iter().skip(o.depth) {
            dom.add_eq(to_row(x));
        }
        if let Some(f) = &l.front {
            let mut r = vec![0; nv + 1];
            r[0] = 1;
            r[nv] = -f[s];
            dom.add_eq(to_row(&r));
        }
        if let Some(md) = &l.mid {
            let mut r = vec![0; nv + 1];
            r[mid_col(l)] = 1;
            r[nv] = -md[s];
            dom.add_eq(to_row(&r));
        }
        if let Some(bk) = &l.back {
            let mut r = vec![0; nv + 1];
            r[d - 1] = 1;
            r[nv] = -bk[s];
            dom.add_eq(to_row(&r));
        }
        for (ti, &(b, sz)) in l.tiles.iter().enumerate() {
            let t = usize::from(l.front.is_some()) + ti;
            let mut lo = vec![0; nv + 1];
            lo[band_col(l, b)] = 1;
            lo[t] = -sz;
            let mut hi = vec![0; nv + 1];
            hi[band_col(l, b)] = -1;
            hi[t] = sz;
            hi[nv] = sz - 1;
            dom.add_ineq(to_row(&lo));
            dom.add_ineq(to_row(&hi));
        }
        stmts.push(ScanStmt {
            id: l.ids[s],
            domain: dom,
            ivs: xs.iter().take(o.depth).map(|r| to_row(r)).collect(),
        });
    }
    ScanSpace {
        ndims: d,
        params: vec![n_param],
        parallel_stmts: vec![l.parallel.clone(); stmts.len()],
        stmts,
    }
}

/// The original iteration points of statement `o` for parameter `n`.
pub fn points(o: &Orig, n: i64) -> Vec<Vec<i64>> {
    pub fn rec(o: &Orig, n: i64, x: &mut Vec<i64>, out: &mut Vec<Vec<i64>>) {
        let k = x.len();
        if k == o.depth {
            out.push(x.clone());
            return;
        }
        let ev = |row: &[i64], x: &[i64]| -> i64 {
            let mut v = row[o.depth] * n + row[o.depth + 1];
            for (a, b) in row.iter().zip(x) {
                v += a * b;
            }
            v
        };
        let (lo, hi) = (ev(&o.lo[k], x), ev(&o.hi[k], x));
        for v in lo..=hi {
            x.push(v);
            rec(o, n, x, out);
            x.pop();
        }
    }
    let mut out = vec![];
    rec(o, n, &mut vec![], &mut out);
    out
}

/// Scan coordinates of point `x` of statement `s`.
pub fn scan_coords(case: &Case, s: usize, x: &[i64]) -> Vec<i64> {
    let l = &case.layout;
    let mut pad = x.to_vec();
    pad.resize(l.dmax, 0);
    let band: Vec<i64> = (0..l.dmax)
        .map(|b| (0..l.dmax).map(|k| l.us[s][b][k] * pad[k]).sum::<i64>() + l.shifts[s][b])
        .collect();
    let mut c = vec![];
    if let Some(f) = &l.front {
        c.push(f[s]);
    }
    for &(b, sz) in &l.tiles {
        c.push(floor_div(band[b], sz));
    }
    for (b, v) in band.iter().enumerate() {
        c.push(*v);
        if let (0, Some(md)) = (b, &l.mid) {
            c.push(md[s]);
        }
    }
    if let Some(bk) = &l.back {
        c.push(bk[s]);
    }
    c
}

/// Expected `Out_s` contents: the visit number (from 1) of each instance.
pub fn expected(case: &Case) -> (Vec<Vec<i64>>, i64) {
    let mut all = vec![];
    for (s, o) in case.stmts.iter().enumerate() {
        for x in points(o, case.n) {
            all.push((scan_coords(case, s, &x), case.layout.ids[s], s, x));
        }
    }
    all.sort();
    let mut outs: Vec<Vec<i64>> = case
        .stmts
        .iter()
        .map(|o| vec![0; EXT.pow(o.depth as u32)])
        .collect();
    for (num, (_, _, s, x)) in all.iter().enumerate() {
        let flat = x.iter().fold(0usize, |acc, &v| {
            assert!((0..EXT as i64).contains(&v), "coordinate {v} out of range");
            acc * EXT + v as usize
        });
        outs[*s][flat] = num as i64 + 1;
    }
    (outs, all.len() as i64)
}

pub fn bound_text(row: &[i64], k: usize, depth: usize, plus: i64) -> String {
    let mut terms = vec![];
    for (j, &c) in row.iter().enumerate().take(k) {
        if c != 0 {
            terms.push(format!("d{j} * {c}"));
        }
    }
    if row[depth] != 0 {
        terms.push(format!("s0 * {}", row[depth]));
    }
    terms.push(format!("{}", row[depth + 1] + plus));
    let dims: Vec<String> = (0..k).map(|j| format!("d{j}")).collect();
    format!(
        "affine_map<({})[s0] -> ({})>",
        dims.join(", "),
        terms.join(" + ")
    )
}

/// The original function: one loop nest per statement, in statement order.
pub fn source(case: &Case) -> String {
    let mut args = vec!["%N: index".to_string(), "%cnt: memref<1xi64>".to_string()];
    for (s, o) in case.stmts.iter().enumerate() {
        let shape = vec![EXT.to_string(); o.depth].join("x");
        args.push(format!("%out{s}: memref<{shape}xi64>"));
    }
    let mut t = format!(
        "func.func @f({}) {{\n  %one = arith.constant 1 : i64\n",
        args.join(", ")
    );
    for (s, o) in case.stmts.iter().enumerate() {
        let mut ind = "  ".to_string();
        for k in 0..o.depth {
            let outer: Vec<String> = (0..k).map(|j| format!("%x{s}_{j}")).collect();
            let ops = format!("({})[%N]", outer.join(", "));
            t += &format!(
                "{ind}affine.for %x{s}_{k} = {}{ops} to {}{ops} {{\n",
                bound_text(&o.lo[k], k, o.depth, 0),
                bound_text(&o.hi[k], k, o.depth, 1),
            );
            ind += "  ";
        }
        let ivs: Vec<String> = (0..o.depth).map(|j| format!("%x{s}_{j}")).collect();
        let shape = vec![EXT.to_string(); o.depth].join("x");
        t += &format!("{ind}%v{s} = affine.load %cnt[0] : memref<1xi64>\n");
        t += &format!("{ind}%w{s} = arith.addi %v{s}, %one : i64\n");
        t += &format!("{ind}affine.store %w{s}, %cnt[0] : memref<1xi64>\n");
        t += &format!(
            "{ind}affine.store %w{s}, %out{s}[{}] : memref<{shape}xi64>\n",
            ivs.join(", ")
        );
        for _ in 0..o.depth {
            ind.truncate(ind.len() - 2);
            t += &format!("{ind}}}\n");
        }
    }
    t += "  return\n}\n";
    t
}

pub struct Parsed {
    pub m: Module,
    pub nests: Vec<OpId>,
    /// Per statement: its ops and its ivs.
    pub bodies: Vec<(Vec<OpId>, Vec<ValueId>)>,
    pub n_param: ValueId,
}

pub fn parse_case(case: &Case) -> Parsed {
    let reg = Registry::standard();
    let text = source(case);
    let m = parse(&text, reg).unwrap_or_else(|e| panic!("{e}\n{text}"));
    verify(&m, reg).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let func = m
        .walk(m.top())
        .into_iter()
        .find(|&o| m.op(o).name == "func.func")
        .expect("func");
    let entry = m.region(m.op(func).regions[0]).blocks[0];
    let n_param = m.block(entry).args[0];
    let nests: Vec<OpId> = m
        .block(entry)
        .ops
        .iter()
        .copied()
        .filter(|&o| m.op(o).name == "affine.for")
        .collect();
    let mut bodies = vec![];
    for &nest in &nests {
        let mut ivs = vec![];
        let mut op = nest;
        loop {
            let body = m.region(m.op(op).regions[0]).blocks[0];
            ivs.push(m.block(body).args[0]);
            let ops = &m.block(body).ops;
            match ops.iter().find(|&&o| m.op(o).name == "affine.for") {
                Some(&inner) => op = inner,
                None => {
                    let stmt: Vec<OpId> = ops
                        .iter()
                        .copied()
                        .filter(|&o| m.op(o).name != "affine.yield")
                        .collect();
                    bodies.push((stmt, ivs));
                    break;
                }
            }
        }
    }
    Parsed {
        m,
        nests,
        bodies,
        n_param,
    }
}

/// Generates the scan of `case` in place of its original nests.
pub fn generate_case(case: &Case, budget: &mut Budget) -> Result<(Module, GenStats), String> {
    generate_with(case, budget, &|n_param| scan_space(case, n_param))
}

/// Generates the scan space `space(N)` for the statements of `case` in place of its nests.
pub fn generate_with(
    case: &Case,
    budget: &mut Budget,
    space: &dyn Fn(ValueId) -> ScanSpace,
) -> Result<(Module, GenStats), String> {
    let Parsed {
        mut m,
        nests,
        bodies,
        n_param,
    } = parse_case(case);
    let space = space(n_param);
    let by_id: HashMap<usize, usize> = case
        .layout
        .ids
        .iter()
        .enumerate()
        .map(|(s, &id)| (id, s))
        .collect();
    let mut emit = |b: &mut Builder<'_>, id: usize, vals: &[ValueId]| -> Result<(), String> {
        let s = *by_id.get(&id).ok_or("unknown statement id")?;
        let (ops, ivs) = &bodies[s];
        if vals.len() != ivs.len() {
            return Err(format!("statement {id}: {} iv values", vals.len()));
        }
        let mut vmap: HashMap<ValueId, ValueId> =
            ivs.iter().copied().zip(vals.iter().copied()).collect();
        for &op in ops {
            let c = clone_op(b.m, op, &mut vmap).ok_or("clone failed")?;
            b.insert_existing(c);
        }
        Ok(())
    };
    let stats = generate(&mut m, nests[0], &space, &mut emit, budget)?;
    for &n in &nests {
        tessera::ir::builder::erase_op(&mut m, n);
    }
    Ok((m, stats))
}

pub fn text(m: &Module) -> String {
    print(m, Registry::standard(), PrintOptions::default())
}

/// Runs `m` with parameter `n`; returns the Out arrays and the final count.
pub fn run(m: &Module, case: &Case) -> (Vec<Vec<i64>>, i64) {
    let sizes = vec![("N".to_string(), case.n.to_string())];
    let args = entry_args(m, "f", Fill::Zero, &sizes).expect("args");
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    interp::run(m, "f", &mut vals).unwrap_or_else(|e| panic!("{e}\n{}", text(m)));
    let read = |v: &ArgValue| -> Vec<i64> {
        let b = v.as_buffer().expect("memref");
        (0..b.len()).map(|i| b.get_int(i).expect("int")).collect()
    };
    let cnt = read(&vals[1])[0];
    (vals[2..].iter().map(read).collect(), cnt)
}

/// Number of `affine.if` ops nested in a loop.
pub fn inner_guards(m: &Module) -> usize {
    m.walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == "affine.if")
        .filter(|&o| {
            let mut p = m.parent_op(o);
            while let Some(q) = p {
                if matches!(m.op(q).name.as_str(), "affine.for" | "affine.parallel") {
                    return true;
                }
                p = m.parent_op(q);
            }
            false
        })
        .count()
}

/// Generates, verifies and checks the visit order; returns the generated text.
pub fn check(case: &Case) -> Result<(String, GenStats), String> {
    let (t, stats, _) = check_counting(case)?;
    Ok((t, stats))
}

/// [`check`], also returning the number of guards inside loops.
pub fn check_counting(case: &Case) -> Result<(String, GenStats, usize), String> {
    let (m, stats) = generate_case(case, &mut Budget::default())?;
    let inner = inner_guards(&m);
    let t = text(&m);
    verify(&m, Registry::standard()).unwrap_or_else(|e| panic!("{e}\n{t}\n{case:?}"));
    // The printed output parses back.
    parse(&t, Registry::standard()).unwrap_or_else(|e| panic!("{e}\n{t}"));
    let (outs, cnt) = run(&m, case);
    let (want, total) = expected(case);
    assert_eq!(cnt, total, "instance count\n{t}\n{case:?}");
    for (s, (got, want)) in outs.iter().zip(&want).enumerate() {
        if got != want {
            let diff: Vec<(usize, i64, i64)> = got
                .iter()
                .zip(want)
                .enumerate()
                .filter(|(_, (a, b))| a != b)
                .map(|(i, (a, b))| (i, *a, *b))
                .take(8)
                .collect();
            panic!("statement {s}: visit order differs (flat index, got, want) {diff:?}\n{t}\n{case:?}");
        }
    }
    Ok((t, stats, inner))
}

// ---------------------------------------------------------------------------------------------
// Hand-written cases.

pub fn ident(n: usize) -> Vec<Vec<i64>> {
    (0..n)
        .map(|i| (0..n).map(|j| i64::from(i == j)).collect())
        .collect()
}

/// A rectangular statement `0 <= x_k <= ub_k` (constant bounds).
pub fn rect(ubs: &[i64]) -> Orig {
    let d = ubs.len();
    let c = |v: i64| {
        let mut r = vec![0; d + 2];
        r[d + 1] = v;
        r
    };
    Orig {
        depth: d,
        lo: ubs.iter().map(|_| c(0)).collect(),
        hi: ubs.iter().map(|&u| c(u)).collect(),
    }
}

pub fn layout(dmax: usize, u: Vec<Vec<i64>>, nst: usize) -> Layout {
    let nd = dmax;
    Layout {
        dmax,
        us: vec![u; nst],
        tiles: vec![],
        front: None,
        mid: None,
        back: None,
        shifts: vec![vec![0; dmax]; nst],
        ids: (0..nst).collect(),
        parallel: vec![false; nd],
    }
}

pub fn fix_parallel(l: &mut Layout) {
    l.parallel.resize(ndims(l), false);
}

/// The dependence tests' seeded generator (xorshift64*).
pub use crate::dependence_common::Rng;

/// A random statement of depth `d`: bounds constant, parametric or on an outer iv, all
/// coordinates within `0..=10` for `N <= 9`.
pub fn random_orig(rng: &mut Rng, d: usize) -> Orig {
    let mut lo = vec![];
    let mut hi = vec![];
    // Whether loop k's upper bound is a constant/N bound (so x_k <= 9 + k).
    for k in 0..d {
        let mut l = vec![0; d + 2];
        let mut h = vec![0; d + 2];
        if k > 0 && rng.chance(30) {
            l[rng.range(0, k as i64 - 1) as usize] = 1;
        } else {
            l[d + 1] = rng.range(0, 2);
        }
        match rng.range(0, 2) {
            0 => h[d + 1] = rng.range(1, 6),
            1 => {
                h[d] = 1;
                h[d + 1] = -rng.range(1, 2);
            }
            _ if k > 0 => {
                h[rng.range(0, k as i64 - 1) as usize] = 1;
                h[d + 1] = rng.range(0, 1);
            }
            _ => h[d + 1] = rng.range(2, 7),
        }
        lo.push(l);
        hi.push(h);
    }
    Orig { depth: d, lo, hi }
}

/// A random unimodular matrix: a product of interchanges, skews and reversals.
pub fn random_unimodular(rng: &mut Rng, n: usize) -> Vec<Vec<i64>> {
    let mut u = ident(n);
    for _ in 0..rng.range(0, 3) {
        let i = rng.range(0, n as i64 - 1) as usize;
        let j = rng.range(0, n as i64 - 1) as usize;
        match rng.range(0, 2) {
            0 => u.swap(i, j),
            1 if i != j => {
                let f = if rng.chance(50) { 1 } else { -1 };
                let rj = u[j].clone();
                for (a, b) in u[i].iter_mut().zip(rj) {
                    *a += f * b;
                }
            }
            _ => {
                for a in u[i].iter_mut() {
                    *a = -*a;
                }
            }
        }
    }
    u
}

pub fn random_case(rng: &mut Rng) -> Case {
    random_case_of(rng, false)
}

/// A random case; `heavy`: three statements of depth 3, a tiled band of at least two dims.
pub fn random_case_of(rng: &mut Rng, heavy: bool) -> Case {
    let ns = if heavy { 3 } else { rng.range(1, 3) as usize };
    let depths: Vec<usize> = (0..ns)
        .map(|_| if heavy { 3 } else { rng.range(1, 3) as usize })
        .collect();
    let dmax = depths.iter().copied().max().unwrap_or(1);
    let stmts: Vec<Orig> = depths.iter().map(|&d| random_orig(rng, d)).collect();
    let shared = random_unimodular(rng, dmax);
    let same_map = rng.chance(70);
    let us = (0..ns)
        .map(|_| {
            if same_map {
                shared.clone()
            } else {
                random_unimodular(rng, dmax)
            }
        })
        .collect();
    let shifts = (0..ns)
        .map(|_| (0..dmax).map(|_| rng.range(0, 2)).collect())
        .collect();
    let mut tiles = vec![];
    if heavy {
        let first = rng.range(0, 1) as usize;
        for b in first..dmax {
            tiles.push((b, rng.range(2, 5)));
        }
    } else if rng.chance(40) {
        let first = rng.range(0, dmax as i64 - 1) as usize;
        let last = rng.range(first as i64, dmax as i64 - 1) as usize;
        for b in first..=last {
            tiles.push((b, rng.range(2, 4)));
        }
    }
    let scalar = |rng: &mut Rng| -> Option<Vec<i64>> {
        (ns > 1 && rng.chance(40)).then(|| (0..ns).map(|_| rng.range(0, 2)).collect())
    };
    let front = scalar(rng);
    let mid = if dmax >= 2 { scalar(rng) } else { None };
    let back = scalar(rng);
    let mut ids: Vec<usize> = (0..ns).collect();
    if rng.chance(50) {
        ids.reverse();
    }
    let mut l = Layout {
        dmax,
        us,
        tiles,
        front,
        mid,
        back,
        shifts,
        ids,
        parallel: vec![],
    };
    let nd = ndims(&l);
    l.parallel = (0..nd).map(|_| rng.chance(20)).collect();
    Case {
        stmts,
        layout: l,
        n: rng.range(0, 9),
    }
}
