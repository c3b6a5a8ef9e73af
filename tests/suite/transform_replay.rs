//! Witness replay (`tessera_dependence::replay`, `transform_common::replay_broken`) on real
//! refusals: for random executable programs, every loop's parallelisation, every perfect band's
//! reversed permutation and its tiling are checked exactly; each illegal answer becomes a
//! `Refusal` whose witness must replay with the brute-force oracle (both instances touch the
//! cell, one writes it, the source runs first), and the transformed order must reverse the two
//! instances (for a band transformation `T`: `T · (dst - src)` restricted to the band is
//! lexicographically negative, the loops outside the band being equal; for parallelisation the
//! loop's component is non-zero, so some order of the parallel iterations runs the destination
//! first). A corrupted witness must not replay.

use crate::transform_common;

use tessera::dependence::legality::{check_parallel, check_permutation, check_tiling, loops_of};
use tessera::dependence::model::LoopDim;
use tessera::ir::{parse, verify, Module, Registry};
use tessera::polyhedral::int::Int;
use tessera::transforms::loops::{all_for_loops, loop_dims, perfect_band, FunctionDeps};
use tessera::transforms::pass::functions;
use tessera::transforms::refusal::{BrokenDependence, Reason, Refusal};

use transform_common::{parse_text_witness, random_program, replay_broken, replay_text};

fn env_u64(key: &str, default: u64) -> u64 {
    std::env::var(key)
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

fn broken(r: Option<Refusal>) -> Option<BrokenDependence> {
    match r?.reason {
        Reason::Breaks(b) => Some(*b),
        _ => None,
    }
}

/// `dst - src` on the source's loops `pos..pos + n`, if the loops before `pos` are equal.
fn band_delta(b: &BrokenDependence, pos: usize, n: usize) -> Option<Vec<i64>> {
    for k in 0..pos {
        if b.src_iter.get(k)? != b.dst_iter.get(k)? {
            return None;
        }
    }
    (pos..pos + n)
        .map(|k| {
            let d = b.dst_iter.get(k)?.clone() - b.src_iter.get(k)?.clone();
            d.to_i64()
        })
        .collect()
}

fn lex_negative(v: &[i64]) -> bool {
    v.iter().find(|&&x| x != 0).is_some_and(|&x| x < 0)
}

/// Where `band` starts among the loops of the witness' source op.
fn band_pos(
    m: &Module,
    a: &tessera::dependence::Analysis,
    b: &BrokenDependence,
    band: &[LoopDim],
) -> Option<usize> {
    let first = band.first()?.op;
    loops_of(m, a, b.src_op).iter().position(|l| l.op == first)
}

#[derive(Default)]
struct Counts {
    parallel: usize,
    permutation: usize,
    tiling: usize,
    corrupted_rejected: usize,
    text: usize,
}

fn check_one(m: &Module, b: &BrokenDependence, what: &str, seed: u64, c: &mut Counts) {
    if let Err(e) = replay_broken(m, b) {
        panic!("seed {seed}: {what}: witness does not replay: {e}\n{b:?}");
    }
    // A corrupted witness (another cell) must not replay, unless that cell happens to be a
    // real dependence too (then the oracle is right to accept it): only count rejections.
    let mut bad = b.clone();
    if let Some(x) = bad.cell.first_mut() {
        *x = x.clone() + Int::from(1_000_000);
        assert!(
            replay_broken(m, &bad).is_err(),
            "seed {seed}: {what}: a witness with an out-of-range cell replays"
        );
        c.corrupted_rejected += 1;
    }
    // Swapped instances: the destination does not run first (for a self-dependence at equal
    // iterations there is nothing to swap).
    let mut sw = b.clone();
    std::mem::swap(&mut sw.src_op, &mut sw.dst_op);
    std::mem::swap(&mut sw.src_iter, &mut sw.dst_iter);
    if sw.src_op != b.src_op || sw.src_iter != b.src_iter {
        assert!(
            replay_broken(m, &sw).is_err(),
            "seed {seed}: {what}: the swapped witness replays too"
        );
    }
}

#[test]
fn refusal_witnesses_replay_and_reverse() {
    let reg = Registry::standard();
    let cases = env_u64("TESSERA_REPLAY_CASES", 150);
    let mut c = Counts::default();
    for seed in 0..cases {
        let p = random_program(seed);
        let m = parse(&p.text, reg).unwrap();
        verify(&m, reg).unwrap();
        for f in functions(&m) {
            let deps = FunctionDeps::new(&m, reg, f).unwrap();
            let a = &deps.a;
            for l in all_for_loops(&m, f) {
                let dims = loop_dims(&m, &[l]);
                let lg = check_parallel(&m, a, dims[0]);
                let r = Refusal::from_legality("parallelize", None, &m, a, &lg);
                if let Some(r) = &r {
                    // The remark text carries the same witness, which replays too.
                    if let Reason::Breaks(b) = &r.reason {
                        let msg = r.message(&m);
                        let w = parse_text_witness(&msg)
                            .unwrap_or_else(|| panic!("seed {seed}: unparsable: {msg}"));
                        let ints = |v: &[Int]| -> Vec<i64> {
                            v.iter().map(|x| x.to_i64().unwrap()).collect()
                        };
                        assert_eq!(w.src_iter, ints(&b.src_iter), "{msg}");
                        assert_eq!(w.dst_iter, ints(&b.dst_iter), "{msg}");
                        assert_eq!(w.cell, ints(&b.cell), "{msg}");
                        assert_eq!(replay_text(&m, &w), Some(Ok(())), "{msg}");
                        c.text += 1;
                    }
                }
                if let Some(b) = broken(r) {
                    check_one(&m, &b, "parallel", seed, &mut c);
                    let pos = band_pos(&m, a, &b, &dims).expect("loop encloses the source");
                    let d = band_delta(&b, pos, 1).expect("outer ivs equal");
                    assert!(
                        d[0] > 0,
                        "seed {seed}: parallel witness not carried by the loop: {b:?}"
                    );
                    c.parallel += 1;
                }
                let band = perfect_band(&m, l);
                if band.len() < 2 {
                    continue;
                }
                let bd = loop_dims(&m, &band);
                let n = bd.len();
                let perm: Vec<usize> = (0..n).rev().collect();
                let lg = check_permutation(&m, a, &bd, &perm).unwrap();
                if let Some(b) = broken(Refusal::from_legality("permute", None, &m, a, &lg)) {
                    check_one(&m, &b, "permutation", seed, &mut c);
                    let pos = band_pos(&m, a, &b, &bd).expect("band encloses the source");
                    let d = band_delta(&b, pos, n).expect("outer ivs equal");
                    assert!(!lex_negative(&d), "seed {seed}: source after destination");
                    let td: Vec<i64> = perm.iter().map(|&k| d[k]).collect();
                    assert!(
                        lex_negative(&td),
                        "seed {seed}: permuted order keeps {d:?}: {b:?}"
                    );
                    c.permutation += 1;
                }
                let lg = check_tiling(&m, a, &bd);
                if let Some(b) = broken(Refusal::from_legality("tile", None, &m, a, &lg)) {
                    check_one(&m, &b, "tiling", seed, &mut c);
                    let pos = band_pos(&m, a, &b, &bd).expect("band encloses the source");
                    let d = band_delta(&b, pos, n).expect("outer ivs equal");
                    // Not fully permutable: some component is negative. Tiles of size 1 in every
                    // loop but one with that component order the loops by it: reversed.
                    assert!(
                        d.iter().any(|&x| x < 0),
                        "seed {seed}: tiling witness {d:?}"
                    );
                    c.tiling += 1;
                }
            }
        }
    }
    eprintln!(
        "replayed witnesses: {} parallelisation, {} permutation, {} tiling; {} corrupted witnesses rejected",
        c.parallel, c.permutation, c.tiling, c.corrupted_rejected
    );
    assert_eq!(c.text, c.parallel, "remark texts parsed back");
    assert!(
        c.parallel >= 20 && c.permutation >= 3 && c.tiling >= 3,
        "too few refusals exercised"
    );
}
