//! `vector.print` executed by the interpreter, the JIT and the C backend:
//! - every program of `tests/corpus/vector_print/` prints exactly what mlir-runner printed
//!   for it (the `.expected` files, saved by `scripts/save-vector-print-reference.sh`);
//! - random programs (random scalars and vectors of every supported element type, random
//!   shapes, punctuation and strings, values also computed by arithmetic) print the same
//!   bytes in all three engines;
//! - output written before a run-time error is kept, and the error follows;
//! - without prints and deadline checks the C backend emits no output or polling code.

use crate::cbackend_common;
use tessera::codegen::Executable;

use std::path::Path;

use tessera::codegen::value::ArgValue;
use tessera::codegen::{cbackend, interp, jit};
use tessera::ir::Module;

use cbackend_common::{cc_works, module, options};

/// What a run printed, and how it ended.
type Ran = (Vec<u8>, Result<(), String>);

fn run_interp(m: &Module) -> Ran {
    let mut out = vec![];
    let mut args: Vec<ArgValue> = vec![];
    let r = interp::run_with_output(
        m,
        "main",
        &mut args,
        interp::RunOptions::default(),
        None,
        &mut out,
    );
    (out, r.map(|_| ()).map_err(|e| e.to_string()))
}

fn run_jit(m: &Module) -> Ran {
    let c = jit::compile(m, jit::JitOptions::default()).expect("JIT compiles");
    let mut out = vec![];
    let r = c.call_with("main", &mut [], &mut out, None);
    (out, r.map(|_| ()).map_err(|e| e.to_string()))
}

fn run_c(m: &Module) -> Ran {
    let c = cbackend::compile(m, &options(1)).expect("C compiles");
    let mut out = vec![];
    let r = c.call_with("main", &mut [], &mut out, None);
    (out, r.map(|_| ()).map_err(|e| e.to_string()))
}

#[test]
fn the_corpus_prints_what_mlir_runner_printed() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/vector_print");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    assert!(files.len() >= 5, "{files:?}");
    let cc = cc_works();
    for f in files {
        let src = std::fs::read_to_string(&f).expect("read");
        let expected = std::fs::read(f.with_extension("expected")).expect("saved reference");
        assert!(!expected.is_empty(), "{}", f.display());
        let m = module(&src);
        let show = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
        let mut engines: Vec<(&str, Ran)> =
            vec![("interpreter", run_interp(&m)), ("JIT", run_jit(&m))];
        if cc {
            engines.push(("C backend", run_c(&m)));
        }
        for (name, (out, r)) in engines {
            assert_eq!(r, Ok(()), "{} {name}", f.display());
            assert_eq!(
                show(&out),
                show(&expected),
                "{} {name} differs from mlir-runner",
                f.display()
            );
        }
    }
}

/// xorshift64*.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len() as u64) as usize]
    }
}

const TYPES: [&str; 8] = ["i1", "i8", "i16", "i32", "i64", "index", "f32", "f64"];

/// A random element of type `t`, as MLIR literal text.
fn literal(r: &mut Rng, t: &str) -> String {
    match t {
        "i1" => if r.below(2) == 0 { "false" } else { "true" }.into(),
        "f32" | "f64" => {
            let x = match r.below(6) {
                0 => r.below(2000) as f64 - 1000.0,
                1 => (r.below(1 << 30) as f64 - (1u64 << 29) as f64) / 7.0,
                2 => f64::from_bits(r.next() >> 2) * if r.below(2) == 0 { 1.0 } else { -1.0 },
                3 => 10f64.powi(r.below(60) as i32 - 30) * (r.below(1000) as f64 + 0.5),
                4 => 0.0,
                _ => (r.below(1 << 20) as f64) / 1024.0,
            };
            // Shortest round-trip decimal, with the '.' MLIR's float literals need.
            let dot = |s: String| match s.split_once('e') {
                Some((m, e)) if !m.contains('.') => format!("{m}.0e{e}"),
                _ => s,
            };
            if t == "f32" {
                let y = x as f32;
                if y.is_finite() {
                    dot(format!("{y:e}"))
                } else {
                    "1.5".into()
                }
            } else if x.is_finite() {
                dot(format!("{x:e}"))
            } else {
                "2.5".into()
            }
        }
        _ => {
            let w: u32 = match t {
                "i8" => 8,
                "i16" => 16,
                "i32" => 32,
                _ => 64,
            };
            let v = r.next() as i64;
            let v = match r.below(3) {
                0 => v % 10,
                1 => v % 1000,
                _ => v,
            };
            let s = 64 - w;
            ((v << s) >> s).to_string()
        }
    }
}

const PUNCTS: [&str; 5] = ["newline", "comma", "open", "close", "no_punctuation"];

/// A random program of `n` prints.
fn program(seed: u64, n: usize) -> String {
    let mut r = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut body = String::new();
    for k in 0..n {
        let punct = *r.pick(&PUNCTS);
        let suffix = if punct == "newline" && r.below(2) == 0 {
            String::new()
        } else {
            format!(" punctuation <{punct}>")
        };
        match r.below(10) {
            0 => {
                let words = [
                    "a",
                    "b c",
                    "x=1",
                    "\\n",
                    "\\t|",
                    "\\\"q\\\"",
                    "{}",
                    "%d",
                    "\\5c",
                ];
                let s: Vec<&str> = (0..r.below(4)).map(|_| *r.pick(&words)).collect();
                body += &format!("  vector.print str \"{}\"\n", s.join(" "));
            }
            // Not `newline`: printed as a bare `vector.print`, it would take the next line's
            // result as its source when parsed again (as in MLIR).
            1 => body += &format!("  vector.print punctuation <{}>\n", r.pick(&PUNCTS[1..])),
            2..=4 => {
                let t = *r.pick(&TYPES);
                let lit = literal(&mut r, t);
                // `arith.constant true` takes no type.
                let typed = if t == "i1" {
                    lit
                } else {
                    format!("{lit} : {t}")
                };
                body += &format!(
                    "  %s{k} = arith.constant {typed}\n  vector.print %s{k} : {t}{suffix}\n"
                );
            }
            _ => {
                let t = *r.pick(&TYPES);
                let rank = r.below(4) as usize;
                let shape: Vec<u64> = (0..rank).map(|_| 1 + r.below(4)).collect();
                let n: u64 = shape.iter().product();
                let vt = format!(
                    "vector<{}{t}>",
                    shape.iter().map(|d| format!("{d}x")).collect::<String>()
                );
                let lits: Vec<String> = (0..n).map(|_| literal(&mut r, t)).collect();
                // Nested dense literal of the shape.
                fn nest(l: &[String], shape: &[u64]) -> String {
                    match shape.split_first() {
                        None => l[0].clone(),
                        Some((&d, rest)) => {
                            let m = l.len() / d as usize;
                            let parts: Vec<String> = l.chunks(m).map(|c| nest(c, rest)).collect();
                            format!("[{}]", parts.join(", "))
                        }
                    }
                }
                let dense = if rank == 0 {
                    lits[0].clone()
                } else {
                    nest(&lits, &shape)
                };
                body += &format!("  %v{k} = arith.constant dense<{dense}> : {vt}\n");
                let mut v = format!("%v{k}");
                // Also values computed by arithmetic (wrapping integers, IEEE floats).
                if rank > 0 && r.below(2) == 0 {
                    let op = match t {
                        "f32" | "f64" => Some(*r.pick(&["addf", "mulf", "subf", "divf"])),
                        "i1" => None,
                        _ => Some(*r.pick(&["addi", "muli", "subi"])),
                    };
                    if let Some(op) = op {
                        body += &format!("  %w{k} = arith.{op} %v{k}, %v{k} : {vt}\n");
                        v = format!("%w{k}");
                    }
                }
                body += &format!("  vector.print {v} : {vt}{suffix}\n");
            }
        }
    }
    format!("func.func @main() {{\n{body}  vector.print\n  return\n}}\n")
}

#[test]
fn random_prints_agree_in_every_engine() {
    let cc = cc_works();
    let mut bytes = 0usize;
    for seed in 0..12u64 {
        let src = program(seed, 60);
        let m = module(&src);
        let (a, ra) = run_interp(&m);
        assert_eq!(ra, Ok(()), "seed {seed}\n{src}");
        let (b, rb) = run_jit(&m);
        assert_eq!(rb, Ok(()), "seed {seed}\n{src}");
        assert_eq!(
            String::from_utf8_lossy(&a),
            String::from_utf8_lossy(&b),
            "seed {seed}: interpreter vs JIT\n{src}"
        );
        if cc && seed % 3 == 0 {
            let (c, rc) = run_c(&m);
            assert_eq!(rc, Ok(()), "seed {seed}\n{src}");
            assert_eq!(
                String::from_utf8_lossy(&a),
                String::from_utf8_lossy(&c),
                "seed {seed}: interpreter vs C\n{src}"
            );
        }
        bytes += a.len();
    }
    assert!(bytes > 5000, "{bytes}");
}

#[test]
fn output_before_an_error_is_kept() {
    let src = "func.func @main() {
  %c = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  vector.print %c : i32
  %q = arith.divsi %c, %z : i32
  vector.print %q : i32
  return
}
";
    let m = module(src);
    let mut runs = vec![("interpreter", run_interp(&m)), ("JIT", run_jit(&m))];
    if cc_works() {
        runs.push(("C backend", run_c(&m)));
    }
    for (name, (out, r)) in runs {
        assert_eq!(out, b"7\n", "{name}");
        let e = r.expect_err(name);
        assert!(e.contains("division by zero"), "{name}: {e}");
    }
}

#[test]
fn units_without_prints_or_deadline_checks_are_unchanged() {
    // The print helpers and the deadline flag are only emitted when used; without deadline
    // checks no loop polls.
    let src = "func.func @main(%A: memref<8xf64>) {
  affine.for %i = 0 to 8 {
    %x = affine.load %A[%i] : memref<8xf64>
    %y = arith.addf %x, %x : f64
    affine.store %y, %A[%i] : memref<8xf64>
  }
  return
}
";
    let m = module(src);
    let plain = cbackend::emit_c(&m, &options(1)).expect("C");
    assert!(!plain.contains("tess_puts") && !plain.contains("tess_set_output"));
    assert!(!plain.contains("DEADLINE") && !plain.contains("deadline"));
    let polled = cbackend::emit_c(
        &m,
        &cbackend::COptions {
            deadline_checks: true,
            ..options(1)
        },
    )
    .expect("C");
    assert_eq!(
        polled
            .matches("if (__builtin_expect(!!(TESS_DEADLINE)")
            .count(),
        1
    );
    // Everything else is the same text.
    let strip = |s: &str| -> Vec<String> {
        s.lines()
            .filter(|l| !l.contains("TESS_DEADLINE") && !l.contains("tess_deadline"))
            .map(|l| l.replace("#pragma omp simd", ""))
            .filter(|l| !l.trim().is_empty() && !l.contains("Set by the host"))
            .collect()
    };
    assert_eq!(strip(&plain), strip(&polled));
}
