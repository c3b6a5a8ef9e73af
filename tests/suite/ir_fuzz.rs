//! Property test: mutated corpus files (byte flips, deletions, duplicated spans) never panic the
//! parser, verifier or printer; when a mutant is accepted, its printed form parses again.

use std::path::{Path, PathBuf};

use proptest::prelude::*;
use tessera::ir::{parse, print, verify, PrintOptions, Registry};

fn corpus() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut files: Vec<PathBuf> = vec![];
    let mut stack = vec![root];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                files.push(p);
            }
        }
    }
    files.sort();
    files
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .filter(|s| s.len() < 200_000)
        .collect()
}

#[derive(Debug, Clone)]
enum Mutation {
    Flip { at: usize, byte: u8 },
    Delete { at: usize, len: usize },
    Duplicate { at: usize, len: usize, to: usize },
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let interesting = prop::sample::select(b"(){}[]<>%^#!@:,=-\"x0?*".to_vec());
    prop_oneof![
        (any::<usize>(), prop_oneof![any::<u8>(), interesting])
            .prop_map(|(at, byte)| Mutation::Flip { at, byte }),
        (any::<usize>(), 1usize..64).prop_map(|(at, len)| Mutation::Delete { at, len }),
        (any::<usize>(), 1usize..128, any::<usize>())
            .prop_map(|(at, len, to)| Mutation::Duplicate { at, len, to }),
    ]
}

fn apply(src: &[u8], muts: &[Mutation]) -> Vec<u8> {
    let mut b = src.to_vec();
    for m in muts {
        if b.is_empty() {
            break;
        }
        let n = b.len();
        match *m {
            Mutation::Flip { at, byte } => b[at % n] = byte,
            Mutation::Delete { at, len } => {
                let s = at % n;
                let e = (s + len).min(n);
                b.drain(s..e);
            }
            Mutation::Duplicate { at, len, to } => {
                let s = at % n;
                let e = (s + len).min(n);
                let span: Vec<u8> = b[s..e].to_vec();
                let t = to % (n + 1);
                b.splice(t..t, span);
            }
        }
    }
    b
}

fn exercise(text: &str) {
    let reg = Registry::standard();
    let Ok(m) = parse(text, reg) else { return };
    let generic = print(&m, reg, PrintOptions { generic: true });
    if verify(&m, reg).is_err() {
        return;
    }
    let custom = print(&m, reg, PrintOptions::default());
    // An accepted module prints to text that parses again.
    let again = parse(&custom, reg);
    assert!(
        again.is_ok(),
        "printed form of an accepted mutant does not parse: {:?}\n{custom}",
        again.err()
    );
    let again = parse(&generic, reg);
    assert!(
        again.is_ok(),
        "generic form of an accepted mutant does not parse: {:?}\n{generic}",
        again.err()
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn mutated_corpus_never_panics(idx in any::<usize>(), muts in prop::collection::vec(mutation(), 1..6)) {
        let files = corpus();
        prop_assume!(!files.is_empty());
        let src = &files[idx % files.len()];
        let mutated = apply(src.as_bytes(), &muts);
        let text = String::from_utf8_lossy(&mutated);
        exercise(&text);
    }
}

#[test]
fn every_prefix_of_a_core_file_is_handled() {
    // Truncation at every byte of a small file: errors, never panics.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ir/core/builtin_func.mlir");
    let src = std::fs::read_to_string(path).expect("core corpus file");
    for cut in 0..src.len() {
        if src.is_char_boundary(cut) {
            exercise(&src[..cut]);
        }
    }
}
