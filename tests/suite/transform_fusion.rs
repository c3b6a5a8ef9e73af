//! `affine-loop-fusion` and `affine-loop-distribute`: the interpreter gives bit-identical
//! results before and after on every PolyBench MINI kernel and on random multi-nest programs;
//! every output verifies; refusal witnesses are replayed by the brute-force oracle
//! (`dependence::bruteforce`); mlir-opt's fusion miscompiles (llvm #212032, #211591, #211599,
//! #218696) are fused correctly or refused.

use std::path::{Path, PathBuf};

use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::dependence::access::{collect, CollectOptions};
use tessera::dependence::bruteforce;
use tessera::ir::{parse, print, verify, Module, OpId, PrintOptions, Registry};
use tessera::transforms::fusion::{fuse_loops, fuse_loops_shifted};
use tessera::transforms::refusal::{Outcome, Reason};
use tessera::transforms::{parse_pipeline, Remark};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn load_text(src: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{e}"));
    verify(&m, reg).unwrap_or_else(|e| panic!("{e}"));
    m
}

fn run(m: &Module, entry: &str, seed: u64) -> Result<Vec<ArgValue>, String> {
    let args = entry_args(m, entry, Fill::Seeded(seed), &[]).map_err(|e| e.to_string())?;
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    let res = interp::run(m, entry, &mut vals).map_err(|e| e.to_string())?;
    vals.extend(res);
    Ok(vals)
}

use tessera::codegen::value::same_bits as same;

/// Runs `pipeline`, verifies the output and its print/parse round trip; returns the module and
/// the remarks.
fn transform(m: &Module, pipeline: &str, what: &str) -> (Module, Vec<Remark>) {
    let reg = Registry::standard();
    let mut t = m.clone();
    let remarks = parse_pipeline(pipeline)
        .unwrap()
        .run(&mut t)
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    let text = print(&t, reg, PrintOptions::default());
    verify(&t, reg).unwrap_or_else(|e| panic!("{what}: output does not verify: {e}\n{text}"));
    let back = parse(&text, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
    verify(&back, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
    (back, remarks)
}

/// Loops of `m` in a block holding at least two loops (the candidates of fusion), by position.
fn candidate_positions(m: &Module) -> Vec<(u32, u32)> {
    let mut out = vec![];
    for o in m.walk(m.top()) {
        if m.op(o).name != "affine.for" {
            continue;
        }
        let Some(b) = m.op(o).parent else { continue };
        let n = m
            .block(b)
            .ops
            .iter()
            .filter(|&&x| m.op(x).name == "affine.for")
            .count();
        if n >= 2 {
            if let Some(p) = m.op(o).pos {
                out.push((p.line, p.col));
            }
        }
    }
    out
}

fn loop_positions(m: &Module) -> Vec<(u32, u32)> {
    m.walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == "affine.for")
        .filter_map(|o| m.op(o).pos.map(|p| (p.line, p.col)))
        .collect()
}

#[test]
fn polybench_mini_same_results_after_fusion() {
    let dir = root().join("tests/corpus/polybench/mini");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 30);
    let reg = Registry::standard();
    let mut total = 0;
    let mut report = vec![];
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        let m = load_text(&src);
        let name = f.file_stem().unwrap().to_string_lossy().to_string();
        let expect = run(&m, "main", 7).unwrap_or_else(|e| panic!("{name}: {e}"));
        for pipeline in [
            "affine-loop-fusion",
            "affine-loop-fusion{mode=producer}",
            "affine-loop-fusion{mode=sibling}",
            "affine-loop-fusion{maximal}",
        ] {
            // Apply on a module that keeps source positions to count fused nests.
            let mut t = m.clone();
            parse_pipeline(pipeline).unwrap().run(&mut t).unwrap();
            verify(&t, reg).unwrap_or_else(|e| panic!("{name} {pipeline}: {e}"));
            let after = loop_positions(&t);
            let fused = candidate_positions(&m)
                .into_iter()
                .filter(|p| !after.contains(p))
                .count();
            let (back, _) = transform(&m, pipeline, &format!("{name} {pipeline}"));
            let got = run(&back, "main", 7).unwrap_or_else(|e| panic!("{name} {pipeline}: {e}"));
            assert!(same(&expect, &got), "{name} {pipeline}: results differ");
            if pipeline == "affine-loop-fusion" {
                total += fused;
                report.push(format!("{name}: {fused}"));
            }
        }
    }
    eprintln!(
        "affine-loop-fusion on PolyBench MINI: {total} nests fused ({})",
        report.join(", ")
    );
    // Hand-checked kernels that must fuse: 2mm (tmp's producer into D's nest at %i), jacobi-1d
    // (the two sweeps, shifted by one), mvt (two sibling nests reading A).
    for k in ["2mm", "jacobi-1d", "mvt"] {
        assert!(
            report
                .iter()
                .any(|r| r.starts_with(&format!("{k}: ")) && !r.ends_with(": 0")),
            "{k} was not fused: {report:?}"
        );
    }
}

/// A seeded generator of programs made of several loop nests over a few arrays.
struct Gen(u64);

impl Gen {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: u64) -> i64 {
        (self.next() % n) as i64
    }
    fn off(&mut self) -> String {
        match self.below(5) - 2 {
            0 => String::new(),
            k if k > 0 => format!(" + {k}"),
            k => format!(" - {}", -k),
        }
    }
    fn nest(&mut self, id: usize, out: &mut String, indent: &str) {
        let two = self.below(2) == 1;
        let (lo, hi) = (2 + self.below(2), 10 + self.below(3));
        let (lo2, hi2) = (2 + self.below(2), 10 + self.below(3));
        out.push_str(&format!("{indent}affine.for %i{id} = {lo} to {hi} {{\n"));
        let mut ind = format!("{indent}  ");
        if two {
            out.push_str(&format!("{ind}affine.for %j{id} = {lo2} to {hi2} {{\n"));
            ind.push_str("  ");
        }
        let sub = |g: &mut Gen, arr: usize| -> String {
            if arr == 3 {
                let second = if two {
                    format!("%j{id}{}", g.off())
                } else {
                    format!("{}", 2 + g.below(10))
                };
                format!("%C[%i{id}{}, {second}] : memref<16x16xf64>", g.off())
            } else {
                let iv = if two && g.below(2) == 1 {
                    format!("%j{id}")
                } else {
                    format!("%i{id}")
                };
                format!(
                    "%{}[{iv}{}] : memref<16xf64>",
                    ["A", "B", "D"][arr],
                    g.off()
                )
            }
        };
        let a1 = self.below(4) as usize;
        let a2 = self.below(4) as usize;
        let w = self.below(4) as usize;
        let s1 = sub(self, a1);
        let s2 = sub(self, a2);
        let s3 = sub(self, w);
        out.push_str(&format!("{ind}%x{id} = affine.load {s1}\n"));
        out.push_str(&format!("{ind}%y{id} = affine.load {s2}\n"));
        out.push_str(&format!("{ind}%z{id} = arith.addf %x{id}, %y{id} : f64\n"));
        out.push_str(&format!("{ind}%u{id} = arith.mulf %z{id}, %half : f64\n"));
        out.push_str(&format!("{ind}affine.store %u{id}, {s3}\n"));
        if two {
            out.push_str(&format!("{indent}  }}\n"));
        }
        out.push_str(&format!("{indent}}}\n"));
    }
}

fn random_program(seed: u64) -> String {
    let mut g = Gen(seed.wrapping_mul(2654435761).wrapping_add(17));
    let mut s = String::from(
        "func.func @f(%A: memref<16xf64>, %B: memref<16xf64>, %D: memref<16xf64>, %C: memref<16x16xf64>) {\n  %half = arith.constant 5.000000e-01 : f64\n",
    );
    let outer = g.below(3) == 0;
    let ind = if outer {
        s.push_str("  affine.for %t = 0 to 2 {\n");
        "    "
    } else {
        "  "
    };
    let n = 2 + g.below(3) as usize;
    for id in 0..n {
        g.nest(id, &mut s, ind);
    }
    if outer {
        s.push_str("  }\n");
    }
    s.push_str("  return\n}\n");
    s
}

fn cases() -> u64 {
    std::env::var("TESSERA_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150)
}

#[test]
fn random_programs_same_results_after_fusion() {
    let (mut changed, mut remarks_seen) = (0, 0);
    let n = cases();
    for seed in 0..n {
        let src = random_program(seed);
        let m = load_text(&src);
        let expect = run(&m, "f", seed).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{src}"));
        for pipeline in [
            "affine-loop-fusion",
            "affine-loop-fusion{maximal}",
            "affine-loop-fusion{mode=sibling}",
            "affine-loop-distribute,affine-loop-fusion{maximal}",
        ] {
            let (t, remarks) = transform(&m, pipeline, &format!("seed {seed} {pipeline}\n{src}"));
            remarks_seen += remarks.len();
            let reg = Registry::standard();
            if print(&t, reg, PrintOptions::default()) != print(&m, reg, PrintOptions::default()) {
                changed += 1;
            }
            let got = run(&t, "f", seed).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            assert!(
                same(&expect, &got),
                "seed {seed} {pipeline}: results differ\n{src}\n{}",
                print(&t, reg, PrintOptions::default())
            );
        }
    }
    eprintln!("random multi-nest programs: {n} × 4 pipelines, {changed} transformed, {remarks_seen} refusal remarks");
    assert!(changed > 0);
}

fn func_loops(m: &Module) -> Vec<OpId> {
    tessera::transforms::loops::all_for_loops(m, m.top())
}

/// Replays a refused fusion's witness with the brute-force oracle: both instances touch the
/// cell, one writes, the source runs first in the original program, and in the fused schedule
/// (producer instance `s` at fused iteration `s - shift`, consumer `t` at `t`; ops between the
/// nests before both) the destination runs first.
fn replay(m: &Module, func: &str, r: &Reason, off: usize, shifts: &[i64], src_in_producer: bool) {
    let Reason::Breaks(b) = r else {
        panic!("expected a broken dependence, got {r:?}")
    };
    let reg = Registry::standard();
    let acc = collect(m, reg, CollectOptions::default());
    let f = m
        .walk(m.top())
        .into_iter()
        .find(|&o| m.op(o).attr("sym_name").and_then(|a| a.as_str()) == Some(func))
        .unwrap();
    let trace = bruteforce::run(m, f, &acc, &[], 1_000_000).unwrap();
    let iv = |v: &[tessera::polyhedral::int::Int]| -> Vec<i64> {
        v.iter().map(|x| x.to_i64().unwrap()).collect()
    };
    let cell = iv(&b.cell);
    let find = |a: usize, it: &[i64]| {
        trace
            .events
            .iter()
            .position(|e| e.access == a && e.iter == it && e.cells.contains(&cell))
    };
    let (si, di) = (iv(&b.src_iter), iv(&b.dst_iter));
    let es = find(b.src, &si).expect("source instance touches the cell");
    let ed = find(b.dst, &di).expect("destination instance touches the cell");
    assert!(acc[b.src].kind.writes() || acc[b.dst].kind.writes());
    assert!(es < ed, "the source runs first in the original program");
    assert_eq!(si[..off], di[..off], "same outer iteration");
    if src_in_producer && shifts.len() + off <= di.len() {
        // Fused times: producer (s - shift, 0), consumer (t, 1).
        let ps: Vec<i64> = (0..shifts.len()).map(|k| si[off + k] - shifts[k]).collect();
        let pd: Vec<i64> = (0..shifts.len()).map(|k| di[off + k]).collect();
        assert!(
            pd < ps,
            "the fused order puts the destination first: {pd:?} vs {ps:?}"
        );
    }
}

const WAR_212032: &str =
    "func.func @kernel(%a: memref<3xf64>, %c: memref<3xf64>, %scratch: memref<3xf64>) {
  affine.for %p = 1 to 3 {
    %av = affine.load %a[1] : memref<3xf64>
    %cv = affine.load %c[%p] : memref<3xf64>
    %value = arith.mulf %av, %cv : f64
    affine.store %value, %scratch[%p] : memref<3xf64>
  }
  affine.for %q = 1 to 3 {
    %value = affine.load %scratch[%q] : memref<3xf64>
    affine.store %value, %a[%q] : memref<3xf64>
  }
  return
}
";

#[test]
fn war_212032_fused_with_shift_or_refused_with_witness() {
    let reg = Registry::standard();
    let m = load_text(WAR_212032);
    let expect = run(&m, "kernel", 3).unwrap();
    // Classic (unshifted) fusion reverses the WAR dependence on a[1]: refused, witness replayed.
    let mut t = m.clone();
    let l = func_loops(&t);
    match fuse_loops_shifted(&mut t, reg, l[0], l[1], &[0], false).unwrap() {
        Outcome::Refused(r) => {
            let msg = r.message(&m);
            assert!(msg.contains("WAR"), "{msg}");
            replay(&m, "kernel", &r.reason, 0, &[0], true);
        }
        o => panic!("expected a refusal, got {o:?}"),
    }
    assert_eq!(
        print(&t, reg, PrintOptions::default()),
        print(&m, reg, PrintOptions::default())
    );
    // Forced: applied, and the result is wrong exactly as mlir-opt's (a[1] overwritten first).
    let mut f = m.clone();
    let l = func_loops(&f);
    assert!(matches!(
        fuse_loops_shifted(&mut f, reg, l[0], l[1], &[0], true).unwrap(),
        Outcome::Forced(_)
    ));
    verify(&f, reg).unwrap();
    assert!(!same(&expect, &run(&f, "kernel", 3).unwrap()));
    // With the exact shift (producer iteration t + 1 in fused iteration t): legal, same result.
    let mut g = m.clone();
    let l = func_loops(&g);
    assert_eq!(
        fuse_loops(&mut g, reg, l[0], l[1], 1, false).unwrap(),
        Outcome::Applied
    );
    verify(&g, reg).unwrap();
    assert_eq!(func_loops(&g).len(), 1);
    assert!(same(&expect, &run(&g, "kernel", 3).unwrap()));
    // The pass does the same.
    let (p, _) = transform(&m, "affine-loop-fusion{mode=producer maximal}", "212032");
    assert!(same(&expect, &run(&p, "kernel", 3).unwrap()));
}

#[test]
fn call_in_producer_211591_refused() {
    let src = "func.func private @opaque(memref<32xf64>)
func.func @control(%in: memref<32xf64>, %comm: memref<32xf64>, %out: memref<32xf64>) {
  affine.for %i = 0 to 16 {
    %a = affine.load %in[%i] : memref<32xf64>
    %b = arith.addf %a, %a : f64
    affine.store %b, %comm[%i] : memref<32xf64>
    func.call @opaque(%comm) : (memref<32xf64>) -> ()
  }
  affine.for %j = 0 to 16 {
    %c = affine.load %comm[%j] : memref<32xf64>
    %d = arith.addf %c, %c : f64
    affine.store %d, %out[%j] : memref<32xf64>
  }
  return
}
";
    let reg = Registry::standard();
    let m = load_text(src);
    let (t, remarks) = transform(&m, "affine-loop-fusion{mode=producer maximal}", "211591");
    assert_eq!(func_loops(&t).len(), 2, "not fused");
    assert!(
        remarks.iter().any(|r| r.message.contains("func.call")),
        "{remarks:?}"
    );
    let mut u = m.clone();
    let l = func_loops(&u);
    match fuse_loops(&mut u, reg, l[0], l[1], 1, false).unwrap() {
        Outcome::Refused(r) => assert!(matches!(r.reason, Reason::Unsupported(_))),
        o => panic!("{o:?}"),
    }
}

#[test]
fn escaping_alias_between_nests_211599_refused() {
    let src = "func.func private @escape(memref<?xf64>)
func.func @control(%in: memref<32xf64>, %comm: memref<32xf64>, %out: memref<32xf64>) {
  affine.for %i = 0 to 16 {
    %a = affine.load %in[%i] : memref<32xf64>
    %b = arith.addf %a, %a : f64
    affine.store %b, %comm[%i] : memref<32xf64>
  }
  %view = memref.cast %comm : memref<32xf64> to memref<?xf64>
  func.call @escape(%view) : (memref<?xf64>) -> ()
  affine.for %j = 0 to 16 {
    %c = affine.load %comm[%j] : memref<32xf64>
    %d = arith.addf %c, %c : f64
    affine.store %d, %out[%j] : memref<32xf64>
  }
  return
}
";
    let m = load_text(src);
    for mode in ["greedy", "producer", "sibling"] {
        let (t, _) = transform(
            &m,
            &format!("affine-loop-fusion{{mode={mode} maximal}}"),
            "211599",
        );
        assert_eq!(func_loops(&t).len(), 2, "{mode}: not fused");
    }
}

#[test]
fn copy_between_nests_218696_refused() {
    // The producer fills %buf, a memref.copy overwrites part of it, the consumer reads it:
    // moving the fill past the copy (mlir-opt's fusion) changes the result.
    let src = "func.func @pad(%in: memref<8xf64>, %buf: memref<8xf64>, %out: memref<8xf64>) {
  %zero = arith.constant 0.000000e+00 : f64
  %one = arith.constant 1.000000e+00 : f64
  affine.for %i = 0 to 8 {
    affine.store %zero, %buf[%i] : memref<8xf64>
  }
  memref.copy %in, %buf : memref<8xf64> to memref<8xf64>
  affine.for %j = 0 to 8 {
    %v = affine.load %buf[%j] : memref<8xf64>
    %w = arith.addf %v, %one : f64
    affine.store %w, %out[%j] : memref<8xf64>
  }
  return
}
";
    let reg = Registry::standard();
    let m = load_text(src);
    let expect = run(&m, "pad", 5).unwrap();
    for mode in ["greedy", "producer", "sibling"] {
        let (t, _) = transform(
            &m,
            &format!("affine-loop-fusion{{mode={mode} maximal}}"),
            "218696",
        );
        assert!(same(&expect, &run(&t, "pad", 5).unwrap()), "{mode}");
        assert_eq!(func_loops(&t).len(), 2, "{mode}: not fused");
    }
    let mut u = m.clone();
    let l = func_loops(&u);
    match fuse_loops(&mut u, reg, l[0], l[1], 1, false).unwrap() {
        Outcome::Refused(r) => assert!(matches!(r.reason, Reason::Unknown(_)), "{r:?}"),
        o => panic!("{o:?}"),
    }
}

#[test]
fn affine_op_between_nests_refused_with_witness() {
    // The producer writes A; an op between the nests reads A[3]; fusing at the consumer's
    // place would move the producer's write of A[3] after that read.
    let src = "func.func @f(%A: memref<10xf64>, %B: memref<10xf64>, %s: memref<1xf64>) {
  %one = arith.constant 1.000000e+00 : f64
  affine.for %i = 0 to 10 {
    affine.store %one, %A[%i] : memref<10xf64>
  }
  %x = affine.load %A[3] : memref<10xf64>
  affine.store %x, %s[0] : memref<1xf64>
  affine.for %j = 0 to 10 {
    %v = affine.load %A[%j] : memref<10xf64>
    affine.store %v, %B[%j] : memref<10xf64>
  }
  return
}
";
    let reg = Registry::standard();
    let m = load_text(src);
    let mut u = m.clone();
    let l = func_loops(&u);
    match fuse_loops(&mut u, reg, l[0], l[1], 1, false).unwrap() {
        Outcome::Refused(r) => {
            let Reason::Breaks(b) = &r.reason else {
                panic!("{r:?}")
            };
            assert_eq!(b.cell[0].to_i64(), Some(3));
            assert_eq!(b.src_iter[0].to_i64(), Some(3));
            replay(&m, "f", &r.reason, 0, &[], false);
        }
        o => panic!("{o:?}"),
    }
}

#[test]
fn waw_and_raw_shifts_are_exact() {
    // jacobi-1d's two sweeps: B[i] from A[i-1..i+1], then A[i] from B[i-1..i+1]. RAW on B needs
    // the producer one iteration ahead; the WAR on A (the producer reads A[i+1], the consumer
    // writes A[i+1] at i+1) allows it. Zero shift breaks the RAW on B[i+1].
    let src = "func.func @j(%A: memref<12xf64>, %B: memref<12xf64>) {
  affine.for %i = 1 to 11 {
    %a = affine.load %A[%i - 1] : memref<12xf64>
    %b = affine.load %A[%i + 1] : memref<12xf64>
    %c = arith.addf %a, %b : f64
    affine.store %c, %B[%i] : memref<12xf64>
  }
  affine.for %k = 1 to 11 {
    %a = affine.load %B[%k - 1] : memref<12xf64>
    %b = affine.load %B[%k + 1] : memref<12xf64>
    %c = arith.addf %a, %b : f64
    affine.store %c, %A[%k] : memref<12xf64>
  }
  return
}
";
    let reg = Registry::standard();
    let m = load_text(src);
    let expect = run(&m, "j", 1).unwrap();
    let mut u = m.clone();
    let l = func_loops(&u);
    match fuse_loops_shifted(&mut u, reg, l[0], l[1], &[0], false).unwrap() {
        Outcome::Refused(r) => replay(&m, "j", &r.reason, 0, &[0], true),
        o => panic!("{o:?}"),
    }
    let mut g = m.clone();
    let l = func_loops(&g);
    assert_eq!(
        fuse_loops(&mut g, reg, l[0], l[1], 1, false).unwrap(),
        Outcome::Applied
    );
    verify(&g, reg).unwrap();
    assert!(same(&expect, &run(&g, "j", 1).unwrap()));
    let text = print(&g, reg, PrintOptions::default());
    assert!(text.contains("affine.apply"), "{text}");
}

#[test]
fn polybench_mini_same_results_after_distribute() {
    let dir = root().join("tests/corpus/polybench/mini");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let mut split = 0;
    for f in &files {
        let m = load_text(&std::fs::read_to_string(f).unwrap());
        let name = f.file_stem().unwrap().to_string_lossy().to_string();
        let expect = run(&m, "main", 11).unwrap_or_else(|e| panic!("{name}: {e}"));
        for pipeline in [
            "affine-loop-distribute",
            "affine-loop-distribute,affine-loop-fusion",
        ] {
            let (t, _) = transform(&m, pipeline, &format!("{name} {pipeline}"));
            let got = run(&t, "main", 11).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(same(&expect, &got), "{name} {pipeline}: results differ");
            if pipeline == "affine-loop-distribute" {
                split += func_loops(&t).len().saturating_sub(func_loops(&m).len());
            }
        }
    }
    eprintln!("affine-loop-distribute on PolyBench MINI: {split} loops added");
    assert!(split > 0);
}

#[test]
fn distribute_orders_components_by_dependences() {
    // S1 writes A[i]; S2 reads A[i - 1] and writes B[i]; S3 reads B[i + 1] (WAR with S2's
    // write of B[i + 1] one iteration later) and writes C[i]. Three loops, S1 before S2, S3
    // before S2 (the WAR from S3 to S2 is carried: S3 at i reads B[i + 1], S2 writes it at i + 1).
    let src = "func.func @d(%A: memref<12xf64>, %B: memref<12xf64>, %C: memref<12xf64>) {
  %h = arith.constant 5.000000e-01 : f64
  affine.for %i = 1 to 10 {
    %a = arith.mulf %h, %h : f64
    affine.store %a, %A[%i] : memref<12xf64>
    %x = affine.load %A[%i - 1] : memref<12xf64>
    %y = arith.addf %x, %h : f64
    affine.store %y, %B[%i] : memref<12xf64>
    %z = affine.load %B[%i + 1] : memref<12xf64>
    affine.store %z, %C[%i] : memref<12xf64>
  }
  return
}
";
    let reg = Registry::standard();
    let m = load_text(src);
    let expect = run(&m, "d", 2).unwrap();
    let mut t = m.clone();
    let l = func_loops(&t);
    assert_eq!(
        tessera::transforms::distribute::distribute_loop(&mut t, reg, l[0], false).unwrap(),
        Outcome::Applied
    );
    verify(&t, reg).unwrap();
    assert_eq!(func_loops(&t).len(), 3);
    assert!(same(&expect, &run(&t, "d", 2).unwrap()));
    // The C statement's loop comes before the B statement's.
    let text = print(&t, reg, PrintOptions::default());
    let (pc, pb) = (
        text.find("%arg2[").unwrap(),
        text.find("affine.store %2, %arg1").unwrap_or(usize::MAX),
    );
    assert!(pc < pb || pb == usize::MAX, "{text}");
}

#[test]
fn distribute_refuses_iter_args_and_calls() {
    let src = "func.func private @g()
func.func @d(%A: memref<12xf64>) -> f64 {
  %z = arith.constant 0.000000e+00 : f64
  %r = affine.for %i = 0 to 10 iter_args(%s = %z) -> (f64) {
    %x = affine.load %A[%i] : memref<12xf64>
    affine.store %z, %A[%i] : memref<12xf64>
    %t = arith.addf %s, %x : f64
    affine.yield %t : f64
  }
  affine.for %j = 0 to 10 {
    affine.store %z, %A[%j] : memref<12xf64>
    func.call @g() : () -> ()
  }
  return %r : f64
}
";
    let reg = Registry::standard();
    let m = load_text(src);
    for l in func_loops(&m) {
        let mut t = m.clone();
        match tessera::transforms::distribute::distribute_loop(&mut t, reg, l, false).unwrap() {
            Outcome::Refused(r) => assert!(matches!(r.reason, Reason::Unsupported(_))),
            o => panic!("{o:?}"),
        }
    }
}
