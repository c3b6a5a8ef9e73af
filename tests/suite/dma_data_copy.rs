//! `affine-data-copy-generate`: the copies into fast-memory buffers (point-wise or by DMA) keep
//! interpreter results bit-identical on PolyBench MINI and on random programs, the JIT agrees
//! on the DMA form, the buffers are the exact bounding boxes (hand-derived case), and memrefs
//! whose region is not constant are left alone with a remark.

use crate::transform_common;
use tessera::codegen::Executable;

use tessera::codegen::interp::RunOptions;
use tessera::codegen::jit::{self, JitOptions};
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, print, verify, Module, PrintOptions, Registry};
use tessera::transforms::pipeline::parse_pipeline;
use transform_common::{random_program, run_seeded, same_run};

fn apply(m: &Module, opts: &str) -> (Module, Vec<String>) {
    let mut t = m.clone();
    let remarks = parse_pipeline(&format!("affine-data-copy-generate{{{opts}}}"))
        .unwrap()
        .run(&mut t)
        .unwrap_or_else(|e| panic!("{e}"));
    verify(&t, Registry::standard()).unwrap_or_else(|e| {
        panic!(
            "output does not verify: {e}\n{}",
            print(&t, Registry::standard(), PrintOptions::default())
        )
    });
    (t, remarks.iter().map(|r| r.message.clone()).collect())
}

fn text(m: &Module) -> String {
    print(m, Registry::standard(), PrintOptions::default())
}

#[test]
fn hand_derived_boxes_and_shapes() {
    // A[i, j] and A[i, j - 1] for i in 0..8, j in 2..10: rows 0..7, columns 1..9 -> 8x9 at
    // (0, 1); B[j + 1]: 3..10 -> 8 at 3. A is written: copied back.
    let src = "func.func @f(%A: memref<16x16xf32>, %B: memref<16xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 2 to 10 {
      %v = affine.load %A[%i, %j] : memref<16x16xf32>
      %w = affine.load %B[%j + 1] : memref<16xf32>
      %s = arith.addf %v, %w : f32
      affine.store %s, %A[%i, %j - 1] : memref<16x16xf32>
    }
  }
  return
}
";
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap();
    let (p, _) = apply(&m, "");
    let t = text(&p);
    assert!(t.contains("memref.alloc() : memref<8x9xf32, 1>"), "{t}");
    assert!(t.contains("memref.alloc() : memref<8xf32, 1>"), "{t}");
    assert!(t.contains("affine.load %alloc[%arg2, %arg3 - 1]"), "{t}");
    assert!(
        t.contains("affine.store %2, %alloc[%arg2, %arg3 - 2]"),
        "{t}"
    );
    assert!(t.contains("affine.load %alloc_0[%arg3 - 2]"), "{t}");
    assert_eq!(t.matches("memref.dealloc").count(), 2, "{t}");
    // DMA: one strided transfer of 8 rows of 9 elements every 16 for A (each way), one
    // contiguous transfer of 8 for B.
    let (d, _) = apply(&m, "generate-dma");
    let t = text(&d);
    assert_eq!(t.matches("affine.dma_start").count(), 3, "{t}");
    assert!(t.contains("%arg0[0, 1], %alloc[0, 0]"), "{t}");
    assert!(t.contains("%c72, %c16, %c9"), "{t}");
    assert!(t.contains("%arg1[3], %alloc_1[0]"), "{t}");
    for x in [&m, &p, &d] {
        let a = run_seeded(x, "f", 7, RunOptions::default()).unwrap();
        let b = run_seeded(&m, "f", 7, RunOptions::default()).unwrap();
        assert!(same_run(&a, &b));
    }
}

#[test]
fn symbolic_regions_are_left_alone() {
    let src = "func.func @f(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 1] : memref<100xf32>
  }
  return
}
";
    let m = parse(src, Registry::standard()).unwrap();
    let (p, remarks) = apply(&m, "");
    assert_eq!(text(&p), text(&m));
    assert!(
        remarks.iter().any(|r| r.contains("no constant bounds")),
        "{remarks:?}"
    );
}

fn check(m: &Module, entry: &str, seed: u64, opts: &str, what: &str) -> bool {
    let (p, _) = apply(m, opts);
    let a = run_seeded(m, entry, seed, RunOptions::default());
    let b = run_seeded(&p, entry, seed, RunOptions::default());
    match (a, b) {
        (Ok(a), Ok(b)) => assert!(
            same_run(&a, &b),
            "{what} {{{opts}}}: results differ\n{}",
            text(&p)
        ),
        (Err(_), _) => return false,
        (Ok(_), Err(e)) => panic!("{what} {{{opts}}}: {e}\n{}", text(&p)),
    }
    text(&p).contains("memref.alloc")
}

#[test]
fn polybench_mini_same_results() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/polybench/mini");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    let reg = Registry::standard();
    let mut copied = 0;
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        let m = parse(&src, reg).unwrap();
        for opts in ["", "generate-dma"] {
            copied += usize::from(check(&m, "main", 1, opts, &f.display().to_string()));
        }
    }
    assert!(copied >= files.len(), "copies made in {copied} runs");
}

#[test]
fn random_programs_same_results_and_jit_agrees() {
    let reg = Registry::standard();
    let mut copied = 0;
    for seed in 0..60u64 {
        let p = random_program(seed);
        let m = parse(&p.text, reg).unwrap();
        let opts = if seed % 2 == 0 {
            "generate-dma"
        } else {
            "fast-mem-space=2"
        };
        copied += usize::from(check(&m, "f", seed, opts, &p.text));
        if seed % 4 == 0 {
            let (d, _) = apply(&m, "generate-dma");
            let mut a: Vec<ArgValue> = entry_args(&d, "f", Fill::Seeded(seed), &[])
                .unwrap()
                .into_iter()
                .map(|a| a.value)
                .collect();
            let mut b = a.clone();
            let ri = tessera::codegen::interp::run(&d, "f", &mut a);
            let rj = jit::compile(&d, JitOptions::default())
                .unwrap()
                .call("f", &mut b);
            assert_eq!(ri.is_ok(), rj.is_ok(), "{}", text(&d));
            assert!(a == b, "interpreter and JIT differ\n{}", text(&d));
        }
    }
    assert!(copied > 40, "copies made in {copied} of 60 programs");
}
