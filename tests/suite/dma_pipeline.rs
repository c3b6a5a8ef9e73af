//! `affine-pipeline-data-transfer`: double buffering keeps interpreter results bit-identical on
//! hand-written double-buffering loops (the JIT agrees) and on random ones (the pass must apply to a good share
//! of them), the output has mlir-opt's shape (hand-derived), and loops whose rewrite would be
//! wrong are refused: a compute that writes what a later transfer reads (a RAW witness that the
//! brute-force oracle replays), a read of a buffer cell the same iteration's transfer does not
//! write, a buffer used after the loop; mlir-opt's own output on the refused loops is wrong.

use crate::transform_common;
use tessera::codegen::Executable;

use tessera::codegen::interp::RunOptions;
use tessera::codegen::jit::{self, JitOptions};
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, print, verify, Module, PrintOptions, Registry};
use tessera::transforms::pass::PassContext;
use tessera::transforms::refusal::Reason;
use transform_common::{replay_broken, run_seeded, same_run};

const PASS: &str = "affine-pipeline-data-transfer";

fn text(m: &Module) -> String {
    print(m, Registry::standard(), PrintOptions::default())
}

/// Runs the pass; returns the output, the remarks, and the number of replayed witnesses.
fn apply(src: &str) -> (Module, Module, Vec<String>, usize) {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{}\n{src}", e.render("t.mlir", src)));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}\n{src}", e.render("t.mlir", src)));
    let mut t = m.clone();
    let mut ctx = PassContext::new(reg).keep_snapshots();
    tessera::transforms::parse_pipeline(PASS)
        .expect("pipeline")
        .run_with(&mut t, &mut ctx)
        .unwrap_or_else(|e| panic!("{e}\n{src}"));
    verify(&t, reg).unwrap_or_else(|e| panic!("output does not verify: {e}\n{}", text(&t)));
    let mut replayed = 0;
    for (k, r) in ctx.remarks.iter().enumerate() {
        if let Some(Reason::Breaks(b)) = r.refusal.as_ref().map(|x| &x.reason) {
            let snap = ctx.snapshot(k).expect("snapshot");
            replay_broken(snap, b)
                .unwrap_or_else(|e| panic!("witness does not replay: {e}\n{src}"));
            replayed += 1;
        }
    }
    let remarks = ctx.remarks.iter().map(|r| r.message.clone()).collect();
    (m, t, remarks, replayed)
}

/// Same results before and after on two seeds; returns whether the pass changed the IR.
fn same_results(src: &str) -> (bool, Vec<String>, usize) {
    let (changed, remarks, replayed, compared) = compare(src);
    assert!(compared, "the original does not run\n{src}");
    (changed, remarks, replayed)
}

/// As [`same_results`], also saying whether the original ran (a random loop may read an
/// uninitialised buffer element, an error of the original: nothing to compare then).
fn compare(src: &str) -> (bool, Vec<String>, usize, bool) {
    let (m, t, remarks, replayed) = apply(src);
    let mut compared = false;
    for seed in [1, 2] {
        let Ok(a) = run_seeded(&m, "f", seed, RunOptions::default()) else {
            // The original reads an uninitialised buffer element: nothing to compare.
            continue;
        };
        let b = run_seeded(&t, "f", seed, RunOptions::default())
            .unwrap_or_else(|e| panic!("{e}\n{}", text(&t)));
        assert!(
            same_run(&a, &b),
            "results differ\n{src}\n-- after --\n{}",
            text(&t)
        );
        compared = true;
    }
    (text(&m) != text(&t), remarks, replayed, compared)
}

const BASIC: &str = "func.func @f(%A: memref<256xf32>, %B: memref<256xf32>) {
  %Ah = memref.alloc() : memref<32xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  %zero = arith.constant 0 : index
  %num = arith.constant 32 : index
  affine.for %i = 0 to 8 {
    affine.dma_start %A[%i * 32], %Ah[0], %tag[%zero], %num : memref<256xf32>, memref<32xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%zero], %num : memref<1xi32>
    affine.for %j = 0 to 32 {
      %v = affine.load %Ah[%j] : memref<32xf32, 1>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %B[%i * 32 + %j] : memref<256xf32>
    }
  }
  memref.dealloc %tag : memref<1xi32>
  memref.dealloc %Ah : memref<32xf32, 1>
  return
}
";

#[test]
fn basic_shape_is_mlir_opts() {
    let (_, t, remarks, _) = apply(BASIC);
    assert!(remarks.is_empty(), "{remarks:?}");
    let s = text(&t);
    // Hand-derived from the rewrite (mlir-opt 22 gives the same structure): doubled buffer and
    // tag, the transfer of iteration 0 before the loop, the loop from 1 issuing iteration i's
    // transfer and running iteration i - 1's wait and compute, iteration 7's after the loop.
    assert!(s.contains("memref.alloc() : memref<2x32xf32, 1>"), "{s}");
    assert!(s.contains("memref.alloc() : memref<2x1xi32>"), "{s}");
    let pro = s.find("affine.dma_start").unwrap();
    let lp = s.find("affine.for %arg2 = 1 to 8 {").expect(&s);
    assert!(pro < lp, "{s}");
    assert!(
        s.contains("affine.dma_start %arg0[%arg2 * 32], %alloc[%arg2 mod 2, 0]"),
        "{s}"
    );
    assert!(s.contains("affine_map<(d0) -> (d0 - 1)>"), "{s}");
    assert!(s.contains("%c7 = arith.constant 7 : index"), "{s}");
    assert!(s.contains("affine.load %alloc[%c7 mod 2, %arg2]"), "{s}");
    assert_eq!(s.matches("affine.dma_start").count(), 2, "{s}");
    assert_eq!(s.matches("affine.dma_wait").count(), 2, "{s}");
    let (changed, _, _) = same_results(BASIC);
    assert!(changed);
}

#[test]
fn hand_written_variants_same_results() {
    let step2 = BASIC
        .replace("0 to 8 {", "0 to 8 step 2 {")
        .replace("%i * 32]", "%i * 16]")
        .replace("%i * 32 +", "%i * 16 +");
    // Two transfers (two buffers, two tags), a 2-D buffer filled by a strided transfer, a
    // compute that also writes the buffer, nested in an outer loop.
    let two = "func.func @f(%A: memref<8x16xf32>, %B: memref<128xf32>, %C: memref<4x8xf32>) {
  %Ah = memref.alloc() : memref<4x4xf32, 1>
  %Bh = memref.alloc() : memref<8xf32, 1>
  %t1 = memref.alloc() : memref<2xi32>
  %t2 = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  affine.for %k = 0 to 2 {
    affine.for %i = 1 to 4 {
      affine.dma_start %A[%i + %k, 4], %Ah[0, 0], %t1[%c1], %c16, %c16, %c4 : memref<8x16xf32>, memref<4x4xf32, 1>, memref<2xi32>
      affine.dma_start %B[%i * 8 + %k * 32], %Bh[0], %t2[%c0], %c8 : memref<128xf32>, memref<8xf32, 1>, memref<1xi32>
      affine.dma_wait %t2[%c0], %c8 : memref<1xi32>
      affine.dma_wait %t1[%c1], %c16 : memref<2xi32>
      affine.for %j = 0 to 4 {
        %a = affine.load %Ah[%j, 3 - %j] : memref<4x4xf32, 1>
        %b = affine.load %Bh[%j * 2] : memref<8xf32, 1>
        %s = arith.addf %a, %b : f32
        affine.store %s, %Bh[%j * 2 + 1] : memref<8xf32, 1>
        %c = affine.load %Bh[%j * 2 + 1] : memref<8xf32, 1>
        %d = arith.mulf %c, %a : f32
        affine.store %d, %C[%i, %j + %k * 4] : memref<4x8xf32>
      }
    }
  }
  memref.dealloc %t1 : memref<2xi32>
  memref.dealloc %Ah : memref<4x4xf32, 1>
  return
}
";
    for (name, src) in [("step2", step2.as_str()), ("two", two)] {
        let (changed, remarks, _) = same_results(src);
        assert!(changed, "{name}: not transformed: {remarks:?}");
    }
    // The corpus programs (also checked with mlir-opt by scripts/check-pipeline-with-mlir-opt.sh).
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/dma-pipeline");
    let mut n = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_none_or(|x| x != "mlir") {
            continue;
        }
        let src = std::fs::read_to_string(&p).unwrap();
        let (changed, remarks, _) = same_results(&src);
        let refused = p
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("refused-");
        assert_eq!(changed, !refused, "{}: {remarks:?}", p.display());
        // The JIT agrees with the interpreter on the pipelined program.
        let (_, t, _, _) = apply(&src);
        let mut a: Vec<ArgValue> = entry_args(&t, "f", Fill::Seeded(3), &[])
            .unwrap()
            .into_iter()
            .map(|a| a.value)
            .collect();
        let mut b = a.clone();
        let ri = tessera::codegen::interp::run(&t, "f", &mut a);
        let rj = jit::compile(&t, JitOptions::default())
            .unwrap()
            .call("f", &mut b);
        assert!(ri.is_ok() && rj.is_ok(), "{}", text(&t));
        assert!(a == b, "interpreter and JIT differ\n{}", text(&t));
        n += 1;
    }
    assert!(n >= 4, "{n} corpus programs");
    let (_, t, _, _) = apply(two);
    let s = text(&t);
    assert!(s.contains("memref<2x4x4xf32, 1>"), "{s}");
    assert!(s.contains("memref<2x8xf32, 1>"), "{s}");
    assert!(s.contains("affine.for %arg4 = 2 to 4"), "{s}");
}

#[test]
fn compute_writing_the_next_source_is_refused_with_a_replayed_witness() {
    // Iteration i writes A[i * 8 + 8 .. i * 8 + 15], which the transfer of iteration i + 1
    // reads: issuing that transfer before the compute of iteration i would read stale values.
    let src = "func.func @f(%A: memref<72xf32>) {
  %Ah = memref.alloc() : memref<8xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to 8 {
    affine.dma_start %A[%i * 8], %Ah[0], %tag[%c0], %c8 : memref<72xf32>, memref<8xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %c8 : memref<1xi32>
    affine.for %j = 0 to 8 {
      %v = affine.load %Ah[%j] : memref<8xf32, 1>
      %w = arith.addf %v, %v : f32
      affine.store %w, %A[%i * 8 + %j + 8] : memref<72xf32>
    }
  }
  return
}
";
    let (changed, remarks, replayed) = same_results(src);
    assert!(!changed);
    assert_eq!(replayed, 1, "{remarks:?}");
    assert!(remarks[0].contains("RAW dependence"), "{remarks:?}");
    // Writing a disjoint region of the same memref is fine.
    let ok = src
        .replace("%i * 8 + %j + 8]", "%j + 64]")
        .replace("affine.for %i = 0 to 8", "affine.for %i = 0 to 7");
    let (changed, remarks, _) = same_results(&ok);
    assert!(changed, "{remarks:?}");
}

/// mlir-opt 22 pipelines the refused loops of the corpus (its outputs saved by
/// scripts/save-pipeline-mlir-opt-reference.sh): they compute other values, which is why the
/// refusals are needed (or read buffer elements never written).
#[test]
fn mlir_opts_pipelining_of_refused_loops_changes_results() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/dma-pipeline");
    let reg = Registry::standard();
    let mut n = 0;
    for e in std::fs::read_dir(dir.join("reference")).unwrap() {
        let p = e.unwrap().path();
        let name = p.file_name().unwrap().to_owned();
        let orig_src = std::fs::read_to_string(dir.join(&name)).unwrap();
        let (changed, remarks, _) = same_results(&orig_src);
        assert!(
            !changed && !remarks.is_empty(),
            "{}: not refused",
            p.display()
        );
        let orig = parse(&orig_src, reg).unwrap();
        let theirs_src = std::fs::read_to_string(&p).unwrap();
        let theirs = parse(&theirs_src, reg)
            .unwrap_or_else(|e| panic!("{}", e.render(&p.display().to_string(), &theirs_src)));
        let a = run_seeded(&orig, "f", 1, RunOptions::default()).unwrap();
        // Either other values, or a read of an element never written (the other copy).
        if let Ok(b) = run_seeded(&theirs, "f", 1, RunOptions::default()) {
            assert!(
                !same_run(&a, &b),
                "{}: mlir-opt's loop gives the same results",
                p.display()
            );
        }
        n += 1;
    }
    assert!(n >= 2, "{n} references");
}

#[test]
fn other_refusals() {
    // A read of a cell the transfer does not write sees the previous iteration's value (from
    // the second iteration on); double buffering would read the other copy.
    let stale = BASIC
        .replace("%Ah[0], %tag", "%Ah[1], %tag")
        .replace("%num = arith.constant 32", "%num = arith.constant 31")
        .replace("%i * 32], %Ah", "%i * 31], %Ah")
        .replace("affine.for %j = 0 to 32", "affine.for %j = 1 to 32")
        .replace(
            "    affine.for %j",
            "    affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) {
      %p = affine.load %Ah[0] : memref<32xf32, 1>
      affine.store %p, %B[%i + 200] : memref<256xf32>
    }
    %q = affine.load %Ah[5] : memref<32xf32, 1>
    affine.store %q, %Ah[0] : memref<32xf32, 1>
    affine.for %j",
        );
    let (changed, remarks, _) = same_results(&stale);
    assert!(!changed);
    assert!(
        remarks.iter().any(|r| r.contains("does not write")),
        "{remarks:?}"
    );
    // The buffer is read after the loop.
    let after = BASIC.replace(
        "  memref.dealloc %tag",
        "  %e = affine.load %Ah[3] : memref<32xf32, 1>\n  affine.store %e, %B[0] : memref<256xf32>\n  memref.dealloc %tag",
    );
    let (changed, remarks, _) = same_results(&after);
    assert!(!changed);
    assert!(
        remarks.iter().any(|r| r.contains("uses a buffer")),
        "{remarks:?}"
    );
    // One iteration: nothing to overlap.
    let one = BASIC.replace("0 to 8 {", "3 to 4 {");
    let (changed, remarks, _) = same_results(&one);
    assert!(!changed);
    assert!(
        remarks.iter().any(|r| r.contains("1 iteration")),
        "{remarks:?}"
    );
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }
}

/// A random double-buffering loop: a transfer of `n` elements of `%A` into `%Ah` at an offset,
/// its wait, and a compute reading a range of the buffer, sometimes writing the buffer, `%A`
/// (near what later transfers read) or `%B`; sometimes inside an outer loop.
fn random_pipeline(seed: u64) -> String {
    let mut r = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let size = r.range(4, 8);
    let n = r.range(1, size);
    let off = r.range(0, size - n);
    let lb = r.range(0, 2);
    let step = r.range(1, 3);
    let trips = r.range(2, 5);
    let ub = lb + trips * step - r.range(0, step - 1);
    let a = r.range(0, 3);
    let c = r.range(0, 8);
    let (j0, j1) = if r.range(0, 3) == 0 {
        (r.range(0, size - 1), size)
    } else {
        (off, off + n)
    };
    let j1 = j1.max(j0 + 1);
    let outer = r.range(0, 2) == 0;
    let (olo, ohi) = if outer {
        ("affine.for %k = 0 to 2 {\n", "}\n")
    } else {
        ("", "")
    };
    let k = if outer { " + %k" } else { "" };
    let mut body = format!(
        "      %v = affine.load %Ah[%j] : memref<{size}xf32, 1>\n      %w = arith.addf %v, %cst : f32\n"
    );
    match r.range(0, 3) {
        0 => body.push_str(&format!(
            "      affine.store %w, %A[%i * {a} + %j + {}] : memref<96xf32>\n",
            r.range(0, 12)
        )),
        1 => body.push_str("      affine.store %w, %Ah[%j] : memref<SIZExf32, 1>\n      %x = affine.load %Ah[%j] : memref<SIZExf32, 1>\n      affine.store %x, %B[%i + %j] : memref<32xf32>\n"),
        _ => body.push_str("      affine.store %w, %B[%i + %j] : memref<32xf32>\n"),
    }
    let body = body.replace("SIZE", &size.to_string());
    format!(
        "func.func @f(%A: memref<96xf32>, %B: memref<32xf32>) {{
  %Ah = memref.alloc() : memref<{size}xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %n = arith.constant {n} : index
  %cst = arith.constant 1.500000e+00 : f32
  {olo}  affine.for %i = {lb} to {ub} step {step} {{
    affine.dma_start %A[%i * {a} + {c}{k}], %Ah[{off}], %tag[%c0], %n : memref<96xf32>, memref<{size}xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
    affine.for %j = {j0} to {j1} {{
{body}    }}
  }}
  {ohi}  return
}}
"
    )
}

#[test]
fn random_pipelines_same_results() {
    let (mut applied, mut replayed, mut refused) = (0, 0, 0);
    for seed in 0..120u64 {
        let src = random_pipeline(seed);
        let (changed, remarks, rp, compared) = compare(&src);
        applied += usize::from(changed && compared);
        refused += usize::from(!changed && !remarks.is_empty());
        replayed += rp;
    }
    assert!(applied >= 50, "applied to {applied} of 120");
    assert!(refused >= 10, "refused {refused}");
    eprintln!("random pipelines: {applied} applied and compared, {refused} refused, {replayed} witnesses replayed");
    assert!(replayed >= 3, "{replayed} witnesses replayed");
}
