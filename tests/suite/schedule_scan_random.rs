//! Polyhedral code generation on seeded random scan spaces (unimodular maps with tiling and
//! scalar dims; heavy tiled cases; arbitrary convex domains with equalities), each checked
//! against the order oracle of `schedule_scan_common`. `TESSERA_CASES` raises the counts.

use crate::schedule_scan_common;

use schedule_scan_common::*;

use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::builder::Builder;
use tessera::ir::{parse, verify, Registry, ValueId};
use tessera::polyhedral::affine::AffineMap;
use tessera::polyhedral::budget::Budget;
use tessera::polyhedral::int::Int;
use tessera::polyhedral::linear::System;
use tessera::transforms::schedule::{generate, ScanSpace, ScanStmt};

#[test]
fn random_scan_spaces_follow_the_order_oracle() {
    let cases: u64 = std::env::var("TESSERA_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150);
    let mut rng = Rng(0x5eed_5ca7);
    let mut refused = vec![];
    let (mut guards, mut inner, mut loops) = (0, 0, 0);
    // `TESSERA_SCAN_DUMP=dir` writes every generated function there (for checking them with
    // mlir-opt: scripts/check-scan-with-mlir-opt.sh).
    let dump = std::env::var("TESSERA_SCAN_DUMP").ok();
    for i in 0..cases {
        let case = random_case(&mut rng);
        match check_counting(&case) {
            Ok((t, stats, n)) => {
                if let Some(dir) = &dump {
                    std::fs::write(format!("{dir}/scan_{i:05}.mlir"), &t).expect("dump");
                }
                guards += stats.guards;
                loops += stats.loops + stats.parallel_loops;
                inner += n;
            }
            Err(e) => refused.push((i, e, case)),
        }
    }
    eprintln!(
        "{cases} random cases: {} refused, {loops} loops, {guards} guards ({inner} inside loops)",
        refused.len()
    );
    for (i, e, case) in &refused {
        eprintln!("case {i}: {e}\n{case:?}");
    }
    assert!(refused.is_empty());
}

#[test]
fn random_heavy_scan_spaces_follow_the_order_oracle() {
    let cases: u64 = std::env::var("TESSERA_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .map_or(12, |c: u64| (c / 10).max(1));
    let mut rng = Rng(0xbead_cafe);
    let mut refused = vec![];
    for i in 0..cases {
        let case = random_case_of(&mut rng, true);
        let t0 = std::time::Instant::now();
        let r = check_counting(&case);
        let dt = t0.elapsed();
        match r {
            Ok((_, stats, inner)) => eprintln!(
                "heavy case {i}: {} dims, {stats:?}, {inner} guards inside loops, {dt:?}",
                ndims(&case.layout)
            ),
            Err(e) => refused.push((i, e, case)),
        }
    }
    for (i, e, case) in &refused {
        eprintln!("case {i}: {e}\n{case:?}");
    }
    assert!(refused.is_empty());
}

// ---------------------------------------------------------------------------------------------
// PolyBench: every top-level loop nest regenerated from its identity (2d+1) scan space.

// ---------------------------------------------------------------------------------------------
// Random convex domains (arbitrary integer coefficients, equalities) in a box.

/// Half-width of the box every random domain lies in: `-BOX <= c_j <= BOX`.
const BOX: i64 = 5;

/// A random statement domain over `[c (d) | N | 1]`: the box, then a few random
/// inequalities (coefficients in -3..=3) and sometimes an equality.
fn random_domain(rng: &mut Rng, d: usize) -> System {
    let nv = d + 1;
    let mut sys = System::new(nv);
    for j in 0..d {
        let mut lo = vec![0; nv + 1];
        lo[j] = 1;
        lo[nv] = BOX;
        let mut hi = vec![0; nv + 1];
        hi[j] = -1;
        hi[nv] = BOX;
        sys.add_ineq(to_row(&lo));
        sys.add_ineq(to_row(&hi));
    }
    for _ in 0..rng.range(1, 3) {
        let mut r: Vec<i64> = (0..nv).map(|_| rng.range(-3, 3)).collect();
        r.push(rng.range(-2, 8));
        sys.add_ineq(to_row(&r));
    }
    if rng.chance(25) {
        let mut r: Vec<i64> = (0..d).map(|_| rng.range(-2, 2)).collect();
        r.push(0);
        r.push(rng.range(-2, 2));
        sys.add_eq(to_row(&r));
    }
    sys
}

#[test]
fn random_convex_domains_follow_the_order_oracle() {
    let cases: u64 = std::env::var("TESSERA_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150);
    let reg = Registry::standard();
    let ext = (2 * BOX + 1) as usize;
    let mut rng = Rng(0xc0ff_ee11);
    let (mut nonempty, mut exhausted) = (0, 0);
    for case in 0..cases {
        let d = rng.range(1, 3) as usize;
        let ns = rng.range(1, 3) as usize;
        let n_val = rng.range(0, 4);
        let doms: Vec<System> = (0..ns).map(|_| random_domain(&mut rng, d)).collect();
        let ids: Vec<usize> = if rng.chance(50) {
            (0..ns).collect()
        } else {
            (0..ns).rev().collect()
        };
        let parallel: Vec<bool> = (0..d).map(|_| rng.chance(20)).collect();
        let shape = vec![ext.to_string(); d].join("x");
        let mut args = vec!["%N: index".to_string(), "%cnt: memref<1xi64>".to_string()];
        for s in 0..ns {
            args.push(format!("%out{s}: memref<{shape}xi64>"));
        }
        let src = format!(
            "func.func @f({}) {{\n  %one = arith.constant 1 : i64\n  return\n}}\n",
            args.join(", ")
        );
        let mut m = parse(&src, reg).unwrap();
        let func = m
            .walk(m.top())
            .into_iter()
            .find(|&o| m.op(o).name == "func.func")
            .unwrap();
        let entry = m.region(m.op(func).regions[0]).blocks[0];
        let bargs = m.block(entry).args.clone();
        let ops = m.block(entry).ops.clone();
        let (one, ret) = (m.op(ops[0]).results[0], ops[1]);
        let space = ScanSpace {
            ndims: d,
            params: vec![bargs[0]],
            parallel_stmts: vec![parallel; doms.len()],
            stmts: doms
                .iter()
                .enumerate()
                .map(|(s, dom)| ScanStmt {
                    id: ids[s],
                    domain: dom.clone(),
                    // iv j = c_j + BOX (an index into Out).
                    ivs: (0..d)
                        .map(|j| {
                            let mut r = vec![0; d + 2];
                            r[j] = 1;
                            r[d + 1] = BOX;
                            to_row(&r)
                        })
                        .collect(),
                })
                .collect(),
        };
        let mut emit = |b: &mut Builder<'_>, id: usize, vals: &[ValueId]| -> Result<(), String> {
            let s = ids.iter().position(|&i| i == id).ok_or("id")?;
            let cnt = bargs[1];
            let v = b.affine_load(cnt, AffineMap::constant(0), vec![]);
            let w = b.bin("arith.addi", v, one);
            b.affine_store(w, cnt, AffineMap::constant(0), vec![]);
            b.affine_store(
                w,
                bargs[2 + s],
                AffineMap::identity(d as u32),
                vals.to_vec(),
            );
            Ok(())
        };
        let before = text(&m);
        match generate(&mut m, ret, &space, &mut emit, &mut Budget::default()) {
            Ok(_) => {}
            // Separating three random polytopes can blow up; the budget turns that into an
            // error that leaves the module as it was.
            Err(e) if e.contains("budget") => {
                assert_eq!(text(&m), before);
                exhausted += 1;
                continue;
            }
            Err(e) => panic!("case {case}: {e}\n{space:?}"),
        }
        let t = text(&m);
        verify(&m, reg).unwrap_or_else(|e| panic!("case {case}: {e}\n{t}"));
        if let Ok(dir) = std::env::var("TESSERA_SCAN_DUMP") {
            std::fs::write(format!("{dir}/convex_{case:05}.mlir"), &t).expect("dump");
        }
        // Brute force: the box points of each domain at N = n_val, sorted by (c, id).
        let mut all = vec![];
        let total = (2 * BOX + 1).pow(d as u32);
        for flat in 0..total {
            let mut c = vec![];
            let mut f = flat;
            for _ in 0..d {
                c.push(f % (2 * BOX + 1) - BOX);
                f /= 2 * BOX + 1;
            }
            c.reverse();
            let mut point: Vec<Int> = c.iter().map(|&v| Int::from(v)).collect();
            point.push(Int::from(n_val));
            for (s, dom) in doms.iter().enumerate() {
                if dom.contains(&point) {
                    all.push((c.clone(), ids[s], s));
                }
            }
        }
        all.sort();
        let mut want = vec![vec![0i64; ext.pow(d as u32)]; ns];
        for (num, (c, _, s)) in all.iter().enumerate() {
            let idx = c
                .iter()
                .fold(0usize, |acc, &v| acc * ext + (v + BOX) as usize);
            want[*s][idx] = num as i64 + 1;
        }
        let sizes = vec![("N".to_string(), n_val.to_string())];
        let eargs = entry_args(&m, "f", Fill::Zero, &sizes).expect("args");
        let mut vals: Vec<ArgValue> = eargs.into_iter().map(|a| a.value).collect();
        interp::run(&m, "f", &mut vals).unwrap_or_else(|e| panic!("case {case}: {e}\n{t}"));
        let read = |v: &ArgValue| -> Vec<i64> {
            let b = v.as_buffer().expect("memref");
            (0..b.len()).map(|i| b.get_int(i).expect("int")).collect()
        };
        assert_eq!(
            read(&vals[1])[0],
            all.len() as i64,
            "case {case}: count\n{t}"
        );
        for s in 0..ns {
            assert_eq!(
                read(&vals[2 + s]),
                want[s],
                "case {case}: statement {s}\n{t}\n{space:?}"
            );
        }
        if !all.is_empty() {
            nonempty += 1;
        }
    }
    eprintln!("{cases} random convex cases, {nonempty} with instances, {exhausted} out of budget");
    assert!(
        nonempty * 2 > cases as usize,
        "too few cases with instances"
    );
    assert!(
        exhausted * 100 <= cases as usize,
        "{exhausted} cases ran out of budget"
    );
}
