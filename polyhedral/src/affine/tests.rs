//! Unit tests for affine expressions, maps and sets.

use super::*;

fn d(i: u32) -> AffineExpr {
    AffineExpr::dim(i)
}
fn s(i: u32) -> AffineExpr {
    AffineExpr::symbol(i)
}
fn k(v: i64) -> AffineExpr {
    AffineExpr::constant(v)
}

/// Parses the S-expressions of tests/golden/affine_print.txt into expressions built with the
/// simplifying constructors (in the same order MLIR's parser builds them).
fn parse_sexpr(text: &str) -> AffineExpr {
    fn go(tokens: &[&str], pos: &mut usize) -> AffineExpr {
        let t = tokens[*pos];
        *pos += 1;
        if t != "(" {
            return if let Some(i) = t.strip_prefix('d') {
                d(i.parse().unwrap())
            } else if let Some(i) = t.strip_prefix('s') {
                s(i.parse().unwrap())
            } else {
                k(t.parse().unwrap())
            };
        }
        let op = tokens[*pos];
        *pos += 1;
        let a = go(tokens, pos);
        let e = if op == "neg" {
            a.neg()
        } else {
            let b = go(tokens, pos);
            match op {
                "+" => a.add(&b),
                "-" => a.sub(&b),
                "*" => a.mul(&b),
                "fd" => a.floor_div(&b),
                "cd" => a.ceil_div(&b),
                "mod" => a.modulo(&b),
                other => panic!("bad op {other}"),
            }
        };
        assert_eq!(tokens[*pos], ")");
        *pos += 1;
        e
    }
    let spaced = text.replace('(', " ( ").replace(')', " ) ");
    let tokens: Vec<&str> = spaced.split_whitespace().collect();
    let mut pos = 0;
    let e = go(&tokens, &mut pos);
    assert_eq!(pos, tokens.len());
    e
}

/// Reference: mlir-opt 22, via scripts/affine-print-golden.py.
#[test]
fn affine_print_matches_mlir_opt() {
    let golden = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/golden/affine_print.txt"
    ));
    let mut checked = 0;
    let mut failures = Vec::new();
    for line in golden.lines().filter(|l| !l.starts_with('#')) {
        let (sexpr, expected) = line.split_once('\t').expect("tab-separated golden line");
        let map = AffineMap::new(3, 2, vec![parse_sexpr(sexpr)]).unwrap();
        let got = map.to_string();
        if got != expected {
            failures.push(format!(
                "{sexpr}\n  mlir-opt: {expected}\n  tessera:  {got}"
            ));
        }
        checked += 1;
    }
    assert!(checked >= 500, "golden file too small: {checked}");
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

// Hand-derived simplifications and printing.
#[test]
fn simplifications_by_hand() {
    assert_eq!(d(0).add(&d(0)).to_string(), "d0 * 2");
    assert_eq!(d(0).sub(&d(0)).to_string(), "0");
    assert_eq!(k(4).add(&d(0)).to_string(), "d0 + 4");
    assert_eq!(k(7).mul(&d(1)).to_string(), "d1 * 7");
    assert_eq!(d(0).mul(&k(1)).to_string(), "d0");
    assert_eq!(d(0).mul(&k(0)).to_string(), "0");
    assert_eq!(k(-7).floor_div(&k(2)).to_string(), "-4");
    assert_eq!(k(-7).ceil_div(&k(2)).to_string(), "-3");
    assert_eq!(k(-7).modulo(&k(2)).to_string(), "1");
    assert_eq!(d(0).sub(&k(3)).to_string(), "d0 - 3");
    assert_eq!(d(0).neg().to_string(), "-d0");
    assert_eq!(s(0).add(&d(1)).to_string(), "d1 + s0");
    // i64 overflow is never folded.
    let big = k(i64::MAX).add(&k(1));
    assert_eq!(big.as_constant(), None);
    assert_eq!(big.eval(&[], &[]), None);
    assert_eq!(k(i64::MIN).to_string(), "-9223372036854775808");
    assert_eq!(
        d(0).add(&k(i64::MIN)).to_string(),
        "d0 - 9223372036854775808"
    );
}

#[test]
fn eval_semantics() {
    let e = d(0)
        .floor_div(&k(3))
        .add(&d(1).modulo(&k(4)))
        .sub(&s(0).ceil_div(&k(2)));
    // floor(-7/3) + (-5 mod 4) - ceil(5/2) = -3 + 3 - 3
    assert_eq!(e.eval(&[-7, -5], &[5]), Some(-3));
    assert_eq!(d(0).floor_div(&s(0)).eval(&[1], &[0]), None);
    assert_eq!(d(0).modulo(&s(0)).eval(&[1], &[-2]), None);
    assert_eq!(d(3).eval(&[1], &[]), None);
}

#[test]
fn pure_affine_classification() {
    assert!(d(0).mul(&k(3)).add(&s(0)).is_pure_affine());
    assert!(!d(0).mul(&s(0)).is_pure_affine());
    assert!(!d(0).floor_div(&s(0)).is_pure_affine());
    assert!(d(0).modulo(&k(5)).is_pure_affine());
}

#[test]
fn maps_and_sets() {
    let m = AffineMap::new(2, 1, vec![d(0).add(&s(0)), d(1)]).unwrap();
    assert_eq!(m.to_string(), "(d0, d1)[s0] -> (d0 + s0, d1)");
    assert!(AffineMap::new(1, 0, vec![d(1)]).is_err());
    // (d0)[s0] -> (d0 * 2 + s0) composed with (d0, d1)[s0] -> (d0 + d1 + s0):
    // x -> 2 * (x0 + x1 + t0) + s, with s first among the symbols (MLIR's order).
    let outer = AffineMap::new(1, 1, vec![d(0).mul(&k(2)).add(&s(0))]).unwrap();
    let inner = AffineMap::new(2, 1, vec![d(0).add(&d(1)).add(&s(0))]).unwrap();
    let c = outer.compose(&inner).unwrap();
    assert_eq!(c.num_symbols(), 2);
    assert_eq!(
        c.eval(&[1, 2], &[10, 100]),
        Some(vec![2 * (1 + 2 + 100) + 10])
    );
    assert!(outer.compose(&m).is_err());
    let set = IntegerSet::new(
        1,
        1,
        vec![d(0).sub(&s(0)), d(0).sub(&k(4))],
        vec![false, true],
    )
    .unwrap();
    assert_eq!(set.to_string(), "(d0)[s0] : (d0 - s0 >= 0, d0 - 4 == 0)");
    assert_eq!(set.contains(&[4], &[3]), Some(true));
    assert_eq!(set.contains(&[4], &[5]), Some(false));
    assert_eq!(IntegerSet::empty(0, 0).to_string(), "() : (1 == 0)");
    assert!(IntegerSet::new(1, 0, vec![d(0)], vec![]).is_err());
}

#[test]
fn display_with_custom_names() {
    let e = d(0).add(&s(0).mul(&k(-2)));
    let names = |f: &mut std::fmt::Formatter<'_>, v: AffineVar| match v {
        AffineVar::Dim(i) => write!(f, "%i{i}"),
        AffineVar::Symbol(i) => write!(f, "%N{i}"),
    };
    assert_eq!(e.display_with(&names).to_string(), "%i0 - %N0 * 2");
}

#[test]
fn extreme_constants_never_panic() {
    let vals = [i64::MIN, i64::MIN + 1, -1, 0, 1, i64::MAX];
    for &a in &vals {
        for &b in &vals {
            let (ea, eb) = (k(a), k(b));
            for e in [
                ea.add(&eb),
                ea.sub(&eb),
                ea.mul(&eb),
                ea.floor_div(&eb),
                ea.ceil_div(&eb),
                ea.modulo(&eb),
                d(0).mul(&ea).floor_div(&eb),
                d(0).mul(&ea).ceil_div(&eb),
                d(0).mul(&ea).modulo(&eb),
                d(0).add(&ea).floor_div(&eb),
                d(0).add(&ea).add(&eb),
                d(0).mul(&ea).mul(&eb),
                d(0).mul(&ea).add(&d(0).mul(&eb)),
                ea.neg(),
            ] {
                let _ = e.to_string();
                let _ = e.eval(&[a], &[b]);
                let _ = e.largest_known_divisor();
            }
        }
    }
}
