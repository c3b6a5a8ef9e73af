//! linalg-generalize-named-ops and linalg-interchange (linalg-promote: tests/suite/linalg_promote.rs):
//!
//! - generalisation is byte-identical to mlir-opt 22's output saved by
//!   scripts/linalg-generalize-golden.sh (tests/corpus/linalg-generalize/), and keeps the
//!   interpreter results (seeded arguments, bit for bit) of every corpus function it can run;
//! - every permutation of the loops of random 2- and 3-loop linalg.generic programs (seeded
//!   generator below: projected-permutation maps, iterator types from the output maps, random
//!   arith payloads, sizes 1..5) and of the corpus' generics is either applied with identical
//!   results or refused with a witness the brute-force oracle replays.

use crate::linalg_generic_common;
use crate::transform_common;

use tessera::ir::{verify, Module, OpId, Registry};
use tessera::transforms::linalg::interchange;
use tessera::transforms::pass::functions;
use tessera::transforms::refusal::{Outcome, Reason};

use linalg_generic_common::*;
use transform_common::replay_broken;

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
