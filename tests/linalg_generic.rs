//! linalg-generalize-named-ops, linalg-interchange and linalg-promote:
//!
//! - generalisation is byte-identical to mlir-opt 22's output saved by
//!   scripts/linalg-generalize-golden.sh (tests/corpus/linalg-generalize/), and keeps the
//!   interpreter results (seeded arguments, bit for bit) of every corpus function it can run;
//! - every permutation of the loops of random 2- and 3-loop linalg.generic programs (seeded
//!   generator below: projected-permutation maps, iterator types from the output maps, random
//!   arith payloads, sizes 1..5) and of the corpus' generics is either applied with identical
//!   results or refused with a witness the brute-force oracle replays;
//! - promotion of hand-tiled matmuls keeps the results; overlapping views are refused with a
//!   witness cell that lies in both views, and forcing that promotion changes the results.

mod transform_common;

use std::collections::HashSet;
use std::path::Path;

use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, print, verify, Module, OpId, PrintOptions, Registry};
use tessera::transforms::linalg::{interchange, promote};
use tessera::transforms::parse_pipeline;
use tessera::transforms::pass::functions;
use tessera::transforms::refusal::{Outcome, Reason};

use transform_common::{replay_broken, Rng};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn parse_ok(src: &str, what: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{src}"));
    verify(&m, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{src}"));
    m
}

fn text(m: &Module) -> String {
    print(m, Registry::standard(), PrintOptions::default())
}

fn run_passes(m: &Module, passes: &str) -> Result<Module, String> {
    let mut l = m.clone();
    parse_pipeline(passes)
        .map_err(|e| e.to_string())?
        .run(&mut l)
        .map_err(|e| e.to_string())?;
    verify(&l, Registry::standard()).map_err(|e| format!("{e}\n{}", text(&l)))?;
    Ok(l)
}

fn func_names(m: &Module) -> Vec<String> {
    functions(m)
        .into_iter()
        .filter(|&f| !m.op(f).regions.is_empty() && !m.region(m.op(f).regions[0]).blocks.is_empty())
        .filter_map(|f| {
            m.op(f)
                .attr("sym_name")
                .and_then(|a| a.as_str())
                .map(str::to_string)
        })
        .collect()
}

/// Memref contents and scalar arguments after running `f` with seeded arguments (`None` if the
/// function cannot be run: non-memref signature the filler does not handle, or an op the
/// interpreter does not support).
fn run(m: &Module, f: &str, seed: u64) -> Option<Vec<Vec<u8>>> {
    let args = entry_args(m, f, Fill::Seeded(seed), &[]).ok()?;
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    interp::run(m, f, &mut vals).ok()?;
    Some(
        vals.iter()
            .map(|a| match a {
                ArgValue::Memref(b) => b.bytes().to_vec(),
                ArgValue::F32(x) => x.to_bits().to_le_bytes().to_vec(),
                ArgValue::F64(x) => x.to_bits().to_le_bytes().to_vec(),
                ArgValue::Int { value, .. } | ArgValue::Index(value) => {
                    value.to_le_bytes().to_vec()
                }
            })
            .collect(),
    )
}

fn structured_ops(m: &Module) -> Vec<OpId> {
    m.walk(m.top())
        .into_iter()
        .filter(|&o| tessera::ir::linalg::is_structured_name(&m.op(o).name))
        .collect()
}

// ----- generalisation ------------------------------------------------------------------------

fn manifest() -> Vec<(String, String, String)> {
    let dir = root().join("tests/corpus/linalg-generalize");
    let man = std::fs::read_to_string(dir.join("MANIFEST.tsv")).expect("MANIFEST.tsv");
    man.lines()
        .skip(1)
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[0].to_string(), f[1].to_string(), f[2].to_string())
        })
        .collect()
}

#[test]
fn generalize_is_byte_identical_to_mlir_opt() {
    let rows = manifest();
    assert!(rows.len() >= 20, "{} golden files", rows.len());
    let mut pass_status = 0;
    for (name, input, status) in &rows {
        let src = std::fs::read_to_string(root().join(input)).expect("input");
        let m = parse_ok(&src, input);
        let g = run_passes(&m, "linalg-generalize-named-ops")
            .unwrap_or_else(|e| panic!("{input}: {e}"));
        let want =
            std::fs::read_to_string(root().join("tests/corpus/linalg-generalize").join(name))
                .expect("golden");
        let got = text(&g);
        if got != want {
            let line = got
                .lines()
                .zip(want.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(0);
            panic!(
                "{input}: differs from mlir-opt at line {}:\n  tessera:  {}\n  mlir-opt: {}",
                line + 1,
                got.lines().nth(line).unwrap_or(""),
                want.lines().nth(line).unwrap_or("")
            );
        }
        for op in structured_ops(&g) {
            assert_eq!(g.op(op).name, "linalg.generic", "{input}: left over");
        }
        if status == "pass" {
            pass_status += 1;
        }
    }
    // Most files are compared with the pass itself (not only the bare rewrite).
    assert!(
        pass_status >= 14,
        "{pass_status} files compared with the pass output"
    );
}

#[test]
fn generalize_keeps_interpreter_results() {
    let mut compared = 0;
    for (_, input, _) in manifest() {
        let src = std::fs::read_to_string(root().join(&input)).expect("input");
        let m = parse_ok(&src, &input);
        // Functions on tensors cannot be lowered to loops: compare the files that lower.
        let Ok(before) = run_passes(&m, "linalg-to-affine") else {
            continue;
        };
        let after = run_passes(&m, "linalg-generalize-named-ops,linalg-to-affine")
            .unwrap_or_else(|e| panic!("{input}: {e}"));
        for f in func_names(&m) {
            for seed in [1, 7] {
                let Some(a) = run(&before, &f, seed) else {
                    continue;
                };
                let b =
                    run(&after, &f, seed).unwrap_or_else(|| panic!("{input}: @{f} no longer runs"));
                assert_eq!(a, b, "{input}: @{f} (seed {seed})");
                compared += 1;
            }
        }
    }
    eprintln!("{compared} runs compared");
    assert!(compared >= 40, "only {compared} runs compared");
}

// ----- random linalg.generic programs ---------------------------------------------------------

/// A random linalg.generic on memrefs: `loops` loops of sizes 1..5, 1..3 inputs and one
/// output, every map a projected permutation (the output's over distinct loops; each loop
/// indexes some operand), loops not in the output map are reductions, and a payload of 1..4
/// arith ops over the arguments (and sometimes `linalg.index`).
fn random_generic(seed: u64, loops: usize) -> String {
    random_generic_on(seed, loops, false).0
}

/// Where an operand of a [`random_generic_on`] program with views lives: its base memref's
/// name, and per dimension the offset, stride and size of the subview.
type ViewInfo = Option<(String, Vec<i64>, Vec<i64>, Vec<i64>)>;

/// [`random_generic`], or with `views` the same op on `memref.subview`s of 8x8.. base memrefs
/// (two per rank, so operands often share a base; random offsets 0..3, strides 1 or 2): the
/// function's arguments are then the bases (and rank-0 operands).
fn random_generic_on(seed: u64, loops: usize, views: bool) -> (String, Vec<ViewInfo>) {
    let mut r = Rng::new(seed);
    let sizes: Vec<i64> = (0..loops).map(|_| r.range(1, 5)).collect();
    let float = r.chance(70);
    let (ety, add, mul, sub) = if float {
        ("f32", "arith.addf", "arith.mulf", "arith.subf")
    } else {
        ("i32", "arith.addi", "arith.muli", "arith.subi")
    };
    let subset = |r: &mut Rng, min: usize| -> Vec<usize> {
        let mut all: Vec<usize> = (0..loops).collect();
        for i in (1..all.len()).rev() {
            let j = r.range(0, i as i64) as usize;
            all.swap(i, j);
        }
        let n = r.range(min as i64, loops as i64) as usize;
        all.truncate(n);
        all
    };
    let nin = r.range(1, 3) as usize;
    let mut maps: Vec<Vec<usize>> = (0..nin).map(|_| subset(&mut r, 0)).collect();
    let out = subset(&mut r, 0);
    // Every loop indexes some operand.
    for d in 0..loops {
        if !maps.iter().chain([&out]).any(|mp| mp.contains(&d)) {
            maps[0].push(d);
        }
    }
    maps.push(out.clone());
    let dims: Vec<String> = (0..loops).map(|d| format!("d{d}")).collect();
    let map_text = |mp: &[usize]| {
        let res: Vec<String> = mp.iter().map(|&d| format!("d{d}")).collect();
        format!("affine_map<({}) -> ({})>", dims.join(", "), res.join(", "))
    };
    let ty = |mp: &Vec<usize>| {
        let s: Vec<String> = mp.iter().map(|&d| sizes[d].to_string()).collect();
        if s.is_empty() {
            format!("memref<{ety}>")
        } else {
            format!("memref<{}x{ety}>", s.join("x"))
        }
    };
    let its: Vec<String> = (0..loops)
        .map(|d| {
            if out.contains(&d) {
                "\"parallel\"".to_string()
            } else {
                "\"reduction\"".to_string()
            }
        })
        .collect();
    let mut body = vec![];
    let mut vals: Vec<String> = (0..nin).map(|k| format!("%x{k}")).collect();
    let read_out = r.chance(75) || its.iter().any(|i| i.contains("reduction"));
    if read_out {
        vals.push("%y".into());
    }
    let mut n = 0;
    if r.chance(30) {
        let d = r.range(0, loops as i64 - 1);
        body.push(format!("%v{n} = linalg.index {d} : index"));
        body.push(format!(
            "%v{} = arith.index_cast %v{n} : index to i32",
            n + 1
        ));
        n += 2;
        if float {
            body.push(format!("%v{n} = arith.sitofp %v{} : i32 to f32", n - 1));
            n += 1;
        }
        vals.push(format!("%v{}", n - 1));
    }
    let nops = r.range(1, 4);
    for _ in 0..nops {
        let op = *r.pick(&[add, mul, sub, add]);
        let a = r.pick(&vals).clone();
        let b = r.pick(&vals).clone();
        body.push(format!("%v{n} = {op} {a}, {b} : {ety}"));
        vals.push(format!("%v{n}"));
        n += 1;
    }
    // A reduction accumulates into the output.
    let last = format!("%v{}", n - 1);
    let yielded = if read_out && !body.iter().any(|l| l.contains("%y")) {
        body.push(format!("%v{n} = {add} %y, {last} : {ety}"));
        format!("%v{n}")
    } else {
        last
    };
    let ins: Vec<String> = (0..nin).map(|k| format!("%a{k}")).collect();
    let mut tys: Vec<String> = maps.iter().map(ty).collect();
    let names: Vec<String> = ins.iter().cloned().chain(["%o".to_string()]).collect();
    let mut args: Vec<String> = vec![];
    let mut lines: Vec<String> = vec![];
    let mut info: Vec<ViewInfo> = vec![];
    if views {
        let mut vr = Rng::new(seed.wrapping_mul(31).wrapping_add(7));
        let mut bases: Vec<String> = vec![];
        for (k, mp) in maps.iter().enumerate() {
            let sh: Vec<i64> = mp.iter().map(|&d| sizes[d]).collect();
            let rank = sh.len();
            if rank == 0 {
                args.push(format!("{}: {}", names[k], tys[k]));
                info.push(None);
                continue;
            }
            let bname = format!("%b{rank}_{}", vr.range(0, 1));
            let bty = format!("memref<{}x{ety}>", vec!["8"; rank].join("x"));
            if !bases.contains(&bname) {
                bases.push(bname.clone());
                args.push(format!("{bname}: {bty}"));
            }
            let st: Vec<i64> = sh
                .iter()
                .map(|&z| if z <= 3 && vr.chance(30) { 2 } else { 1 })
                .collect();
            let off: Vec<i64> = (0..rank).map(|_| vr.range(0, 3)).collect();
            let bst: Vec<i64> = (0..rank).map(|d| 8i64.pow((rank - 1 - d) as u32)).collect();
            let lst: Vec<String> = (0..rank).map(|d| (bst[d] * st[d]).to_string()).collect();
            let offset: i64 = (0..rank).map(|d| off[d] * bst[d]).sum();
            let join = |v: &[i64]| {
                v.iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let vty = format!(
                "memref<{}x{ety}, strided<[{}], offset: {offset}>>",
                sh.iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join("x"),
                lst.join(", ")
            );
            lines.push(format!(
                "{} = memref.subview {bname}[{}] [{}] [{}] : {bty} to {vty}",
                names[k],
                join(&off),
                join(&sh),
                join(&st)
            ));
            tys[k] = vty;
            info.push(Some((bname, off, st, sh)));
        }
    } else {
        for (n, t) in names.iter().zip(&tys) {
            args.push(format!("{n}: {t}"));
        }
    }
    let bb: Vec<String> = (0..nin)
        .map(|k| format!("%x{k}: {ety}"))
        .chain([format!("%y: {ety}")])
        .collect();
    let pre: String = lines.iter().map(|l| format!("  {l}\n")).collect();
    let text = format!(
        "func.func @g({}) {{\n{pre}  linalg.generic {{indexing_maps = [{}], iterator_types = [{}]}} ins({} : {}) outs(%o : {}) {{\n  ^bb0({}):\n    {}\n    linalg.yield {yielded} : {ety}\n  }}\n  return\n}}\n",
        args.join(", "),
        maps.iter().map(|mp| map_text(mp)).collect::<Vec<_>>().join(", "),
        its.join(", "),
        ins.join(", "),
        tys[..nin].join(", "),
        tys[nin],
        bb.join(", "),
        body.join("\n    "),
    );
    (text, info)
}

fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![vec![]];
    }
    let mut out = vec![];
    for p in permutations(n - 1) {
        for i in 0..=p.len() {
            let mut q = p.clone();
            q.insert(i, n - 1);
            out.push(q);
        }
    }
    out
}

#[derive(Default, Debug)]
struct Tally {
    applied: usize,
    refused: usize,
    replayed: usize,
}

/// Every permutation of `op`'s loops: applied with identical results, or refused with a
/// witness that replays on the module the refusal refers to.
fn check_all_permutations(m: &Module, op: OpId, fs: &[String], what: &str, t: &mut Tally) {
    let reg = Registry::standard();
    let n = tessera::ir::linalg::structured(m, op)
        .expect("structured")
        .num_loops();
    let base = run_passes(m, "linalg-to-affine").unwrap_or_else(|e| panic!("{what}: {e}"));
    for perm in permutations(n) {
        let mut c = m.clone();
        let (o, scratch) = interchange::interchange(&mut c, reg, op, &perm, false)
            .unwrap_or_else(|e| panic!("{what} {perm:?}: {e}"));
        match o {
            Outcome::Applied => {
                verify(&c, reg).unwrap_or_else(|e| panic!("{what} {perm:?}: {e}"));
                let back = parse_ok(&text(&c), what);
                let l =
                    run_passes(&back, "linalg-to-affine").unwrap_or_else(|e| panic!("{what}: {e}"));
                for f in fs {
                    for seed in [3, 11] {
                        let a = run(&base, f, seed);
                        assert!(a.is_some(), "{what}: @{f} does not run");
                        assert_eq!(
                            a,
                            run(&l, f, seed),
                            "{what} {perm:?}: @{f} seed {seed}\n{}",
                            text(&c)
                        );
                    }
                }
                t.applied += 1;
            }
            Outcome::Refused(r) => {
                let Reason::Breaks(b) = &r.reason else {
                    panic!("{what} {perm:?}: refused without a witness: {r:?}");
                };
                let s = scratch.expect("scratch module of the refusal");
                replay_broken(&s, b).unwrap_or_else(|e| {
                    panic!(
                        "{what} {perm:?}: witness does not replay: {e}\n{}",
                        r.message(&s)
                    )
                });
                // The witness' two iterations are reversed by the new order: the permuted
                // difference is lexicographically negative.
                let d: Vec<i64> = b
                    .dst_iter
                    .iter()
                    .zip(&b.src_iter)
                    .map(|(x, y)| (x.clone() - y.clone()).to_i64().expect("small"))
                    .collect();
                let pd: Vec<i64> = perm.iter().map(|&k| d[k]).collect();
                let first = |v: &[i64]| v.iter().find(|&&x| x != 0).copied().unwrap_or(0);
                assert!(
                    first(&d) > 0 && first(&pd) < 0,
                    "{what} {perm:?}: {d:?} → {pd:?}"
                );
                t.refused += 1;
                t.replayed += 1;
            }
            Outcome::Forced(_) => panic!("forced without force"),
        }
    }
}

#[test]
fn random_generic_permutations_are_applied_or_refused_with_replayable_witnesses() {
    let reg = Registry::standard();
    let mut t = Tally::default();
    let mut programs = 0;
    for seed in 0..60u64 {
        let loops = 2 + (seed % 2) as usize;
        let src = random_generic(seed, loops);
        let m = parse_ok(&src, &format!("seed {seed}"));
        let op = structured_ops(&m)[0];
        check_all_permutations(
            &m,
            op,
            &["g".to_string()],
            &format!("seed {seed}:\n{src}"),
            &mut t,
        );
        // Generalisation leaves a generic alone.
        let g = run_passes(&m, "linalg-generalize-named-ops").expect("generalize");
        assert_eq!(text(&g), text(&m));
        let _ = reg;
        programs += 1;
    }
    eprintln!("{programs} random programs: {t:?}");
    assert!(t.applied >= 100 && t.refused >= 30, "{t:?}");
}

#[test]
fn random_generic_programs_keep_results_through_the_interchange_pass() {
    // The pass form: linalg-interchange applies the permutation to every generic of that
    // many loops (refusing the illegal ones); results must not change either way.
    let mut compared = 0;
    for seed in 100..140u64 {
        let src = random_generic(seed, 1 + (seed % 4) as usize);
        let m = parse_ok(&src, &format!("seed {seed}"));
        let base = run_passes(&m, "linalg-to-affine").expect("lower");
        for p in [
            "linalg-interchange{permutation=1,0}",
            "linalg-interchange{permutation=2,0,1}",
        ] {
            let t = run_passes(&m, &format!("{p},linalg-to-affine"))
                .unwrap_or_else(|e| panic!("seed {seed} {p}: {e}"));
            for seed2 in [5, 6] {
                assert_eq!(
                    run(&base, "g", seed2),
                    run(&t, "g", seed2),
                    "seed {seed} {p}\n{src}"
                );
                compared += 1;
            }
        }
    }
    assert_eq!(compared, 160);
}

#[test]
fn corpus_generic_permutations() {
    let mut t = Tally::default();
    let mut ops = 0;
    for (_, input, _) in manifest() {
        let src = std::fs::read_to_string(root().join(&input)).expect("input");
        let m = parse_ok(&src, &input);
        let Ok(g) = run_passes(&m, "linalg-generalize-named-ops") else {
            continue;
        };
        // Keep generics on buffers with 2 to 4 loops in functions the interpreter runs.
        if run_passes(&g, "linalg-to-affine").is_err() {
            continue;
        }
        for op in structured_ops(&g) {
            let so = tessera::ir::linalg::structured(&g, op).expect("structured");
            if !(2..=4).contains(&so.num_loops()) {
                continue;
            }
            let Some(f) = g
                .walk(g.top())
                .into_iter()
                .find(|&f| g.op(f).name == "func.func" && g.is_ancestor(f, op))
            else {
                continue;
            };
            let fname = g
                .op(f)
                .attr("sym_name")
                .and_then(|a| a.as_str())
                .unwrap_or("")
                .to_string();
            let l = run_passes(&g, "linalg-to-affine").expect("lower");
            if run(&l, &fname, 1).is_none() {
                continue;
            }
            check_all_permutations(
                &g,
                op,
                std::slice::from_ref(&fname),
                &format!("{input} @{fname}"),
                &mut t,
            );
            ops += 1;
        }
    }
    eprintln!("{ops} corpus generics: {t:?}");
    assert!(
        ops >= 30 && t.applied >= 100 && t.refused >= 10,
        "{ops} ops, {t:?}"
    );
}

#[test]
fn interchange_matmul_and_sums_by_hand() {
    // Derived by hand: in a matmul the reduction loop k may move outermost (each C[i, j]
    // still sums k in increasing order); in a sum over two reduction loops, swapping them
    // reorders the floating-point additions of each output element: refused.
    let src = r#"
func.func @mm(%A: memref<4x6xf32>, %B: memref<6x5xf32>, %C: memref<4x5xf32>) {
  linalg.matmul ins(%A, %B : memref<4x6xf32>, memref<6x5xf32>) outs(%C : memref<4x5xf32>)
  return
}
func.func @sum(%A: memref<3x4x5xf32>, %C: memref<3xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%A : memref<3x4x5xf32>) outs(%C : memref<3xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %y, %x : f32
    linalg.yield %s : f32
  }
  return
}
"#;
    let reg = Registry::standard();
    let m = parse_ok(src, "hand");
    let ops = structured_ops(&m);
    // Named op: refused with a remark saying to generalise.
    let mut c = m.clone();
    let (o, _) = interchange::interchange(&mut c, reg, ops[0], &[2, 0, 1], false).unwrap();
    match o {
        Outcome::Refused(r) => assert!(r.message(&c).contains("linalg-generalize-named-ops")),
        o => panic!("{o:?}"),
    }
    let g = run_passes(&m, "linalg-generalize-named-ops").unwrap();
    let ops = structured_ops(&g);
    let mut c = g.clone();
    let (o, _) = interchange::interchange(&mut c, reg, ops[0], &[2, 0, 1], false).unwrap();
    assert_eq!(o, Outcome::Applied);
    let t = text(&c);
    assert!(
        t.contains("iterator_types = [\"reduction\", \"parallel\", \"parallel\"]"),
        "{t}"
    );
    // A (i, k) becomes (d1, d0) with new loops (k, i, j).
    assert!(t.contains("affine_map<(d0, d1, d2) -> (d1, d0)>"), "{t}");
    let mut c = g.clone();
    let (o, s) = interchange::interchange(&mut c, reg, ops[1], &[0, 2, 1], false).unwrap();
    let Outcome::Refused(r) = o else {
        panic!("{o:?}")
    };
    let s = s.unwrap();
    let msg = r.message(&s);
    assert!(msg.contains("dependence") && msg.contains("%C["), "{msg}");
    assert_eq!(r.pos, g.op(ops[1]).pos, "reported at the op");
    // Forced: applied, and it does change the float sums for these seeded inputs.
    let mut c = g.clone();
    let (o, _) = interchange::interchange(&mut c, reg, ops[1], &[0, 2, 1], true).unwrap();
    assert!(matches!(o, Outcome::Forced(_)));
    let a = run(&run_passes(&g, "linalg-to-affine").unwrap(), "sum", 2);
    let b = run(&run_passes(&c, "linalg-to-affine").unwrap(), "sum", 2);
    assert_ne!(a, b, "reassociated sums happen to agree bit for bit");
    // linalg.index is remapped: a generic writing i * 10 + j keeps its values.
    let src = r#"
func.func @iota(%O: memref<3x4xindex>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%O : memref<3x4xindex>) {
  ^bb0(%y: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c10 = arith.constant 10 : index
    %t = arith.muli %i, %c10 : index
    %v = arith.addi %t, %j : index
    linalg.yield %v : index
  }
  return
}
"#;
    let m = parse_ok(src, "iota");
    let op = structured_ops(&m)[0];
    let mut c = m.clone();
    let (o, _) = interchange::interchange(&mut c, reg, op, &[1, 0], false).unwrap();
    assert_eq!(o, Outcome::Applied);
    assert!(
        text(&c).contains("linalg.index 1 : index\n      %1 = linalg.index 0"),
        "{}",
        text(&c)
    );
    let a = run(&run_passes(&m, "linalg-to-affine").unwrap(), "iota", 0).unwrap();
    let b = run(&run_passes(&c, "linalg-to-affine").unwrap(), "iota", 0).unwrap();
    assert_eq!(a, b);
    let want: Vec<u8> = (0..12i64)
        .flat_map(|k| ((k / 4) * 10 + k % 4).to_le_bytes())
        .collect();
    assert_eq!(a[0], want, "hand-derived i * 10 + j");
}

// ----- promotion ------------------------------------------------------------------------------

const TILED: &str = r#"
func.func @tiled(%A: memref<8x6xf32>, %B: memref<6x8xf32>, %C: memref<8x8xf32>) {
  affine.for %i = 0 to 8 step 4 {
    affine.for %j = 0 to 8 step 4 {
      %a = memref.subview %A[%i, 0] [4, 6] [1, 1] : memref<8x6xf32> to memref<4x6xf32, strided<[6, 1], offset: ?>>
      %b = memref.subview %B[0, %j] [6, 4] [1, 1] : memref<6x8xf32> to memref<6x4xf32, strided<[8, 1], offset: ?>>
      %c = memref.subview %C[%i, %j] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
      linalg.matmul ins(%a, %b : memref<4x6xf32, strided<[6, 1], offset: ?>>, memref<6x4xf32, strided<[8, 1], offset: ?>>) outs(%c : memref<4x4xf32, strided<[8, 1], offset: ?>>)
    }
  }
  return
}
func.func @shift(%C: memref<8x8xf32>) {
  affine.for %i = 0 to 8 step 4 {
    %x = memref.subview %C[%i, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
    %y = memref.subview %C[%i, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
    %z = memref.subview %C[0, 4] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 4>>
    linalg.copy ins(%x : memref<4x4xf32, strided<[8, 1], offset: ?>>) outs(%z : memref<4x4xf32, strided<[8, 1], offset: 4>>)
    linalg.copy ins(%x : memref<4x4xf32, strided<[8, 1], offset: ?>>) outs(%y : memref<4x4xf32, strided<[8, 1], offset: ?>>)
  }
  return
}
func.func @disjoint(%C: memref<8x8xf32>) {
  affine.for %i = 0 to 4 step 2 {
    %x = memref.subview %C[%i, 0] [2, 8] [1, 1] : memref<8x8xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
    %j = affine.apply affine_map<(d0) -> (d0 + 4)>(%i)
    %y = memref.subview %C[%j, 0] [2, 8] [1, 1] : memref<8x8xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
    linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<2x8xf32, strided<[8, 1], offset: ?>>) outs(%y : memref<2x8xf32, strided<[8, 1], offset: ?>>) {
    ^bb0(%u: f32, %v: f32):
      %s = arith.addf %u, %v : f32
      linalg.yield %s : f32
    }
  }
  return
}
"#;

/// Dynamic sizes: the buffers' sizes come from `memref.dim` of the views. (Not run: the
/// buffers live inside the loop, so their `memref.dim` is no valid affine symbol and
/// linalg-to-affine cannot lower the promoted op.)
const DYNAMIC: &str = r#"
func.func @dynamic(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %A, %c0 : memref<?x?xf32>
  %k = memref.dim %A, %c1 : memref<?x?xf32>
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %m step %c2 {
    %a = memref.subview %A[%i, 0] [2, %k] [1, 1] : memref<?x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
    %c = memref.subview %C[%i, 0] [2, %n] [1, 1] : memref<?x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
    linalg.matmul ins(%a, %B : memref<2x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32>) outs(%c : memref<2x?xf32, strided<[?, 1], offset: ?>>)
  }
  return
}
"#;

#[test]
fn promotion_of_hand_tiled_ops_keeps_results() {
    let m = parse_ok(TILED, "tiled");
    let base = run_passes(&m, "linalg-to-affine").expect("lower");
    for p in [
        "linalg-promote",
        "linalg-promote{use-alloca=true}",
        "linalg-promote{operands=0}",
        "linalg-promote{operands=2}",
        "linalg-promote{operands=0,1}",
    ] {
        let pm = run_passes(&m, p).unwrap_or_else(|e| panic!("{p}: {e}"));
        let back = parse_ok(&text(&pm), p);
        let t = text(&back);
        assert!(
            t.contains(if p.contains("alloca") {
                "memref.alloca"
            } else {
                "memref.alloc"
            }),
            "{p}\n{t}"
        );
        let l = run_passes(&back, "linalg-to-affine").expect("lower");
        for f in ["tiled", "disjoint"] {
            for seed in [1, 2] {
                let a = run(&base, f, seed);
                assert!(a.is_some(), "@{f} does not run");
                assert_eq!(a, run(&l, f, seed), "{p}: @{f} seed {seed}\n{t}");
            }
        }
    }
    // The default promotes every subview operand of the tiled matmul: 3 buffers, copies in
    // for the inputs and the (read) output, one copy out.
    let pm = run_passes(&m, "linalg-promote").unwrap();
    let t = text(&pm);
    let tiled = &t[t.find("@tiled").unwrap()..t.find("@shift").unwrap()];
    assert_eq!(tiled.matches("memref.alloc(").count(), 3, "{tiled}");
    assert_eq!(tiled.matches("memref.copy").count(), 4, "{tiled}");
    assert_eq!(tiled.matches("memref.dealloc").count(), 3, "{tiled}");
    // Dynamic sizes come from memref.dim of the view.
    let d = run_passes(&parse_ok(DYNAMIC, "dynamic"), "linalg-promote").unwrap();
    let dynamic = text(&d);
    assert!(dynamic.contains("memref.alloc(%dim"), "{dynamic}");
    assert_eq!(dynamic.matches("memref.alloc(").count(), 2, "{dynamic}");
}

#[test]
fn promotion_of_overlapping_views_is_refused_with_a_witness() {
    let m = parse_ok(TILED, "tiled");
    let ops = structured_ops(&m);
    let f = |n: &str| {
        m.walk(m.top())
            .into_iter()
            .find(|&o| m.op(o).attr("sym_name").and_then(|a| a.as_str()) == Some(n))
            .unwrap()
    };
    let in_f = |fname: &str| -> Vec<OpId> {
        let fo = f(fname);
        ops.iter()
            .copied()
            .filter(|&o| m.is_ancestor(fo, o))
            .collect()
    };
    let shift = in_f("shift");
    // copy %x → %z: rows i..i+4, columns 0..4 against rows 0..4, columns 4..8: disjoint.
    let mut c = m.clone();
    let (o, w) = promote::promote(&mut c, shift[0], None, false, false).unwrap();
    assert_eq!((o, w), (Outcome::Applied, None));
    // copy %x → %y: columns 0..4 and 2..6 of the same rows overlap.
    let mut c = m.clone();
    let (o, w) = promote::promote(&mut c, shift[1], None, false, false).unwrap();
    let Outcome::Refused(r) = o else {
        panic!("{o:?}")
    };
    let w = w.expect("witness");
    assert!(
        r.message(&c).contains("both contain %C["),
        "{}",
        r.message(&c)
    );
    // The witness cell is in both views at the witness value of %i (hand-derived bounds:
    // x = C[i..i+4, 0..4], y = C[i..i+4, 2..6], i in {0, 4}).
    let i = w
        .values
        .iter()
        .find(|(n, _)| n == "%i")
        .map(|x| x.1)
        .expect("%i value");
    assert!(i == 0 || i == 4, "{w:?}");
    let (row, col) = (w.cell[0], w.cell[1]);
    assert!(
        (i..i + 4).contains(&row) && (0..4).contains(&col) && (2..6).contains(&col),
        "{w:?}"
    );
    // Forcing it changes the results: the in-place copy reads values it wrote.
    let mut c = m.clone();
    let (o, _) = promote::promote(&mut c, shift[1], None, false, true).unwrap();
    assert!(matches!(o, Outcome::Forced(_)));
    let a = run(&run_passes(&m, "linalg-to-affine").unwrap(), "shift", 4);
    let b = run(&run_passes(&c, "linalg-to-affine").unwrap(), "shift", 4);
    assert!(a.is_some());
    assert_ne!(a, b, "the overlap does not matter for these inputs");
    // Rows %i and %i + 4 with i in {0, 2}: disjoint (the affine.apply is followed).
    let d = in_f("disjoint");
    let mut c = m.clone();
    let (o, _) = promote::promote(&mut c, d[0], None, false, false).unwrap();
    assert_eq!(o, Outcome::Applied);
    // A non-subview operand asked for: refused, not an error.
    let dm = parse_ok(DYNAMIC, "dynamic");
    let dy = structured_ops(&dm);
    let mut c = dm.clone();
    let (o, _) = promote::promote(&mut c, dy[0], Some(&[1]), false, false).unwrap();
    let Outcome::Refused(r) = o else {
        panic!("{o:?}")
    };
    assert!(r.message(&c).contains("not a memref.subview"));
    // Out of range: an error with the op's position.
    let mut c = dm.clone();
    let e = promote::promote(&mut c, dy[0], Some(&[7]), false, false).unwrap_err();
    assert!(e.pos.is_some() && e.message.contains("out of range"), "{e}");
}

/// The cells of a view (`None`: a rank-0 operand, its own memref).
fn view_cells(v: &ViewInfo) -> Option<(String, HashSet<Vec<i64>>)> {
    let (base, off, st, size) = v.as_ref()?;
    let mut cells: Vec<Vec<i64>> = vec![vec![]];
    for d in 0..off.len() {
        cells = cells
            .into_iter()
            .flat_map(|c| {
                (0..size[d]).map(move |i| {
                    let mut c = c.clone();
                    c.push(off[d] + st[d] * i);
                    c
                })
            })
            .collect();
    }
    Some((base.clone(), cells.into_iter().collect()))
}

#[test]
fn random_promotions_of_views_are_exact() {
    // Random generics on subviews of shared base memrefs; every subview operand promoted.
    // The overlap question is answered by enumerating the views' cells: a promotion is
    // applied exactly when no promoted operand shares a cell with another operand, one of the
    // two written (then the results are bit-identical), and refused otherwise with a witness
    // cell that both views contain.
    let (mut applied, mut refused) = (0, 0);
    for seed in 0..240u64 {
        let loops = 1 + (seed % 3) as usize;
        let (src, info) = random_generic_on(seed, loops, true);
        let m = parse_ok(&src, &format!("seed {seed}"));
        let op = structured_ops(&m)[0];
        let nin = info.len() - 1;
        let cells: Vec<_> = info.iter().map(view_cells).collect();
        let mut overlap = false;
        for p in 0..info.len() {
            for q in 0..info.len() {
                if p == q || (p < nin && q < nin) {
                    continue;
                }
                if let (Some((bp, cp)), Some((bq, cq))) = (&cells[p], &cells[q]) {
                    overlap |= bp == bq && !cp.is_disjoint(cq);
                }
            }
        }
        let mut c = m.clone();
        let (o, w) = promote::promote(&mut c, op, None, false, false)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{src}"));
        match o {
            Outcome::Applied => {
                assert!(!overlap, "seed {seed}: overlapping views promoted\n{src}");
                let back = parse_ok(&text(&c), "promoted");
                let a = run(&run_passes(&m, "linalg-to-affine").unwrap(), "g", seed);
                assert!(a.is_some(), "seed {seed}: does not run\n{src}");
                let b = run(&run_passes(&back, "linalg-to-affine").unwrap(), "g", seed);
                assert_eq!(a, b, "seed {seed}\n{src}\n{}", text(&c));
                applied += 1;
            }
            Outcome::Refused(r) => {
                let w = w.unwrap_or_else(|| panic!("seed {seed}: no witness: {r:?}\n{src}"));
                assert!(overlap, "seed {seed}: disjoint views refused: {w:?}\n{src}");
                let (bp, cp) = cells[w.promoted].as_ref().expect("promoted view");
                let (bq, cq) = cells[w.other].as_ref().expect("other view");
                assert_eq!(bp, bq);
                assert_eq!(&w.memref, bp);
                assert!(
                    cp.contains(&w.cell) && cq.contains(&w.cell),
                    "seed {seed}: {w:?}"
                );
                refused += 1;
            }
            Outcome::Forced(_) => panic!("forced without force"),
        }
    }
    eprintln!("random promotions: {applied} applied, {refused} refused");
    assert!(
        applied >= 100 && refused >= 25,
        "{applied} applied, {refused} refused"
    );
}

/// A [`random_generic`] program on tensors: same op, the output a tensor result.
fn to_tensors(src: &str) -> String {
    let t = src.replace("memref<", "tensor<");
    let out_ty = t
        .split("outs(%o : ")
        .nth(1)
        .and_then(|x| x.split(')').next())
        .expect("output type")
        .to_string();
    t.replacen(
        ") {\n  linalg.generic",
        &format!(") -> {out_ty} {{\n  %r = linalg.generic"),
        1,
    )
    .replace(
        "  }\n  return\n}",
        &format!("  }} -> {out_ty}\n  return %r : {out_ty}\n}}"),
    )
}

#[test]
fn tensor_generics_have_the_legality_of_their_buffer_form() {
    // A generic on tensors reads its inputs and the outputs' initial values and yields new
    // values: its loops may be permuted exactly when those of the same op on distinct buffers
    // may. Every permutation of random 2- and 3-loop programs gets the same answer both ways,
    // and the tensor form's refusals carry a replaying witness too.
    let reg = Registry::standard();
    let (mut same, mut refused) = (0, 0);
    for seed in 0..40u64 {
        let loops = 2 + (seed % 2) as usize;
        let src = random_generic(seed, loops);
        let tsrc = to_tensors(&src);
        let m = parse_ok(&src, "buffers");
        let t = parse_ok(&tsrc, "tensors");
        let (op, top) = (structured_ops(&m)[0], structured_ops(&t)[0]);
        for perm in permutations(loops) {
            let mut c = m.clone();
            let (a, _) = interchange::interchange(&mut c, reg, op, &perm, false).unwrap();
            let mut ct = t.clone();
            let (b, s) = interchange::interchange(&mut ct, reg, top, &perm, false).unwrap();
            verify(&ct, reg).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            match (&a, &b) {
                (Outcome::Applied, Outcome::Applied) => {
                    // The same maps and iterator types.
                    let head = |t: String| -> Vec<String> {
                        t.lines()
                            .filter(|l| l.starts_with("#map") || l.contains("linalg.generic"))
                            .map(|l| {
                                l.split(" ins(")
                                    .next()
                                    .unwrap_or("")
                                    .trim()
                                    .trim_start_matches("%0 = ")
                                    .to_string()
                            })
                            .collect()
                    };
                    assert_eq!(head(text(&c)), head(text(&ct)), "seed {seed} {perm:?}");
                }
                (Outcome::Refused(_), Outcome::Refused(r)) => {
                    let Reason::Breaks(b) = &r.reason else {
                        panic!("seed {seed}: {r:?}")
                    };
                    replay_broken(&s.expect("scratch"), b)
                        .unwrap_or_else(|e| panic!("seed {seed} {perm:?}: {e}"));
                    refused += 1;
                }
                _ => panic!("seed {seed} {perm:?}: buffers {a:?}, tensors {b:?}\n{tsrc}"),
            }
            same += 1;
        }
    }
    eprintln!("{same} permutations agree ({refused} refused)");
    assert!(
        same >= 150 && refused >= 20,
        "{same} agree, {refused} refused"
    );
}

#[test]
fn transform_steps_on_linalg_ops() {
    use tessera::transforms::script::{apply_step, parse_script};
    let reg = Registry::standard();
    let src = r#"
func.func @sum(%A: memref<3x4x5xf32>, %C: memref<3xf32>, %D: memref<3x4xf32>) {
  linalg.reduce { arith.addf } ins(%A : memref<3x4x5xf32>) outs(%C : memref<3xf32>) dimensions = [1, 2]
  linalg.reduce { arith.addf } ins(%A : memref<3x4x5xf32>) outs(%D : memref<3x4xf32>) dimensions = [2]
  return
}
"#;
    let m = parse_ok(src, "steps");
    let f = functions(&m)[0];
    // Generalise the first reduce (named by NAME@K), then try to swap its two reduction loops:
    // refused, the message rendered on the module the refusal refers to.
    let mut c = m.clone();
    let steps = parse_script("generalize linalg.reduce@1; linalg-interchange linalg.generic 0,2,1")
        .unwrap();
    let r = apply_step(&mut c, reg, f, &steps[0], false).unwrap();
    assert!(matches!(r.outcome, Outcome::Applied));
    let r = apply_step(&mut c, reg, f, &steps[1], false).unwrap();
    let Outcome::Refused(refusal) = &r.outcome else {
        panic!("{:?}", r.outcome)
    };
    let ctx = r.scratch.as_ref().expect("scratch module");
    assert!(
        refusal.message(ctx).contains("both access %C["),
        "{}",
        refusal.message(ctx)
    );
    let before = text(&c);
    // Forced: applied, and reported as forced.
    let r = apply_step(&mut c, reg, f, &steps[1], true).unwrap();
    assert!(matches!(r.outcome, Outcome::Forced(_)));
    assert_ne!(text(&c), before);
    verify(&c, reg).unwrap();
    // The second reduce by position; a parallel and a reduction loop swap legally, with the
    // same results.
    let pos = m.op(structured_ops(&m)[1]).pos.unwrap();
    let mut c = m.clone();
    for s in parse_script(&format!(
        "generalize {0}:{1}; linalg-interchange {0}:{1} 2,0,1",
        pos.line, pos.col
    ))
    .unwrap()
    {
        let r = apply_step(&mut c, reg, f, &s, false).unwrap();
        assert!(
            matches!(r.outcome, Outcome::Applied),
            "{s:?}: {:?}",
            r.outcome
        );
    }
    let a = run(&run_passes(&m, "linalg-to-affine").unwrap(), "sum", 9);
    let b = run(&run_passes(&c, "linalg-to-affine").unwrap(), "sum", 9);
    assert!(a.is_some());
    assert_eq!(a, b);
    // Errors name what is wrong.
    let mut c = m.clone();
    let s = parse_script("generalize linalg.reduce").unwrap();
    let e = apply_step(&mut c, reg, f, &s[0], false).unwrap_err();
    assert!(e.message.contains("2 'linalg.reduce' ops"), "{e}");
    let s = parse_script("generalize linalg.matmul").unwrap();
    let e = apply_step(&mut c, reg, f, &s[0], false).unwrap_err();
    assert!(e.message.contains("no 'linalg.matmul' op"), "{e}");
}
