//! The typed `Set` / `Relation` API: kind-checked parsing, and domain, range, image,
//! composition, reverse, restriction and wrap/unwrap against hand derivations and against
//! brute-force enumeration in a box (the oracle is `common::GenSet::contains`, which evaluates
//! the generated description directly and never calls the engine).

use crate::common;

use common::{box_points, ints, GenSet, Rng, B};
use proptest::prelude::*;
use tessera_polyhedral::{Budget, Int, PresburgerError, Relation, Set};

fn set(s: &str) -> Set {
    Set::parse(s).unwrap_or_else(|e| panic!("{e} in {s}"))
}

fn rel(s: &str) -> Relation {
    Relation::parse(s).unwrap_or_else(|e| panic!("{e} in {s}"))
}

fn b() -> Budget {
    Budget::default()
}

// ---------------------------------------------------------------- parsing

#[test]
fn relation_parsed_as_set_is_an_error_at_the_arrow() {
    let e = Set::parse("{ [i] -> [j] : j = i + 1 }").unwrap_err();
    assert_eq!(
        e,
        PresburgerError::Parse {
            line: 1,
            col: 7,
            msg: "expected a set, found a relation (`->`)".into()
        }
    );
    // The parameter prefix's arrow is not the culprit; the tuple arrow on line 2 is.
    let e = Set::parse("[N] -> {\n  S[i] -> A[i] : 0 <= i < N }").unwrap_err();
    assert_eq!(
        e.to_string(),
        "2:8: expected a set, found a relation (`->`)"
    );
}

#[test]
fn set_parsed_as_relation_is_an_error() {
    let e = Relation::parse("[N] -> { [i, j] : 0 <= i < N }").unwrap_err();
    assert_eq!(
        e.to_string(),
        "1:10: expected a relation (`{ [..] -> [..] : .. }`), found a set"
    );
    // The untyped empty literal has no arrow: it is a set, not a relation.
    assert!(Set::parse("{ }").is_ok());
    assert!(Relation::parse("{ }").is_err());
}

#[test]
fn syntax_errors_still_come_from_the_reader() {
    let e = Set::parse("{ [i] : i >= }").unwrap_err();
    assert!(matches!(e, PresburgerError::Parse { line: 1, .. }), "{e}");
    assert!(Relation::parse("{ [i] -> [j] : j = i").is_err());
}

#[test]
fn engine_values_convert_by_kind() {
    let s = set("{ [i] : 0 <= i < 3 }");
    let r = rel("{ [i] -> [j] : j = i }");
    assert!(Relation::try_from(s.clone().into_presburger()).is_err());
    assert!(Set::try_from(r.clone().into_presburger()).is_err());
    assert_eq!(Set::try_from(s.clone().into_presburger()).unwrap(), s);
    assert_eq!(Relation::try_from(r.clone().into_presburger()).unwrap(), r);
}

#[test]
fn printed_text_reads_back_as_the_same_kind() {
    let mut bu = b();
    let s = set("[N] -> { S[i, j] : 0 <= i < N and j = 2i }");
    let back = set(&s.to_string());
    assert!(back.is_equal(&s, &mut bu).unwrap());
    let r = rel("[N] -> { S[i] -> A[i + N, 3] : 0 <= i < 10 }");
    let back = rel(&r.to_string());
    assert!(back.is_equal(&r, &mut bu).unwrap());
}

// ---------------------------------------------------------------- hand derivations

#[test]
fn domain_and_range_by_hand() {
    let mut bu = b();
    // { [i, j] -> [k] : k = i + j, 0 <= i, j < 3 }: the domain is the 3x3 box; the range is
    // every sum i + j of that box, 0..=4.
    let r = rel("{ [i, j] -> [k] : k = i + j and 0 <= i < 3 and 0 <= j < 3 }");
    let dom = r.domain(&mut bu).unwrap();
    assert!(dom
        .is_equal(&set("{ [i, j] : 0 <= i < 3 and 0 <= j < 3 }"), &mut bu)
        .unwrap());
    let ran = r.range(&mut bu).unwrap();
    assert!(ran
        .is_equal(&set("{ [k] : 0 <= k <= 4 }"), &mut bu)
        .unwrap());
    assert_eq!(ran.count(&mut bu).unwrap(), Some(Int::from(5)));
    // Range of { [i] -> [j] : j = 3i, 0 <= i <= 4 } is {0, 3, 6, 9, 12}: not convex without a
    // local, 5 points, 6 not 7.
    let r = rel("{ [i] -> [j] : j = 3i and 0 <= i <= 4 }");
    let ran = r.range(&mut bu).unwrap();
    assert_eq!(ran.count(&mut bu).unwrap(), Some(Int::from(5)));
    assert!(ran.contains(&ints(&[6]), &mut bu).unwrap());
    assert!(!ran.contains(&ints(&[7]), &mut bu).unwrap());
}

#[test]
fn apply_by_hand() {
    let mut bu = b();
    // Image of 0 <= i < 10 under j = i floordiv 3: {0, 1, 2, 3}.
    let s = set("{ [i] : 0 <= i < 10 }");
    let r = rel("{ [i] -> [j] : j = floor(i / 3) }");
    let img = s.apply(&r, &mut bu).unwrap();
    assert!(img
        .is_equal(&set("{ [j] : 0 <= j <= 3 }"), &mut bu)
        .unwrap());
    // With parameters: [N] -> { [i] : 0 <= i < N } under [M] -> i + M is M <= j < N + M.
    let s = set("[N] -> { [i] : 0 <= i < N }");
    let r = rel("[M] -> { [i] -> [j] : j = i + M }");
    let img = r.image(&s, &mut bu).unwrap();
    let expect = set("[N, M] -> { [j] : M <= j < N + M }");
    assert!(img.is_equal(&expect, &mut bu).unwrap());
    // A tuple mismatch is an error, not an empty image.
    let e = set("{ [i, j] : i = j }").apply(&r, &mut bu).unwrap_err();
    assert!(matches!(e, PresburgerError::SpaceMismatch(_)), "{e}");
    let e = set("{ T[i] : i = 0 }")
        .apply(&rel("{ S[i] -> [j] : j = i }"), &mut bu)
        .unwrap_err();
    assert!(matches!(e, PresburgerError::SpaceMismatch(_)), "{e}");
}

#[test]
fn composition_by_hand() {
    let mut bu = b();
    // (i -> 2i) then (j -> j + 1, j -> j - 1) is i -> 2i ± 1.
    let a = rel("{ S[i] -> T[j] : j = 2i }");
    let c = rel("{ T[j] -> U[k] : k = j + 1 or k = j - 1 }");
    let ac = a.apply_range(&c, &mut bu).unwrap();
    let expect = rel("{ S[i] -> U[k] : k = 2i + 1 or k = 2i - 1 }");
    assert!(ac.is_equal(&expect, &mut bu).unwrap());
    // Composition through an existential middle: i -> j with j in [i, i + 2] twice gives
    // k in [i, i + 4].
    let step = rel("{ [i] -> [j] : i <= j <= i + 2 }");
    let two = step.apply_range(&step, &mut bu).unwrap();
    assert!(two
        .is_equal(&rel("{ [i] -> [k] : i <= k <= i + 4 }"), &mut bu)
        .unwrap());
    // Parameters of both sides are merged by name.
    let p = rel("[N] -> { [i] -> [j] : j = i + N }");
    let q = rel("[M, N] -> { [j] -> [k] : k = j + M - N }");
    let pq = p.apply_range(&q, &mut bu).unwrap();
    assert_eq!(pq.params(), ["N", "M"]);
    assert!(pq
        .is_equal(&rel("[M] -> { [i] -> [k] : k = i + M }"), &mut bu)
        .unwrap());
    // The middle tuples must agree.
    let e = a.apply_range(&a, &mut bu).unwrap_err();
    assert!(matches!(e, PresburgerError::SpaceMismatch(_)), "{e}");
}

#[test]
fn reverse_restrict_and_identity_by_hand() {
    let mut bu = b();
    let r = rel("{ [i] -> [j] : 0 <= i < 4 and j = i + 10 }");
    let rev = r.reverse().unwrap();
    assert!(rev
        .is_equal(&rel("{ [j] -> [i] : 0 <= i < 4 and j = i + 10 }"), &mut bu)
        .unwrap());
    let d = r.intersect_domain(&set("{ [i] : i >= 2 }")).unwrap();
    assert!(d
        .is_equal(&rel("{ [i] -> [j] : 2 <= i < 4 and j = i + 10 }"), &mut bu)
        .unwrap());
    let g = r.intersect_range(&set("{ [j] : j <= 11 }")).unwrap();
    assert!(g
        .is_equal(&rel("{ [i] -> [j] : 0 <= i <= 1 and j = i + 10 }"), &mut bu)
        .unwrap());
    // id ∘ r = r ∘ id = r.
    let id = Relation::identity(1);
    assert!(id
        .apply_range(&r, &mut bu)
        .unwrap()
        .is_equal(&r, &mut bu)
        .unwrap());
    assert!(r
        .apply_range(&id, &mut bu)
        .unwrap()
        .is_equal(&r, &mut bu)
        .unwrap());
    // universe and empty.
    assert!(Relation::empty(1, 2).is_empty(&mut bu).unwrap());
    assert!(!Relation::universe(1, 2).is_empty(&mut bu).unwrap());
    assert!(Set::empty(3).is_empty(&mut bu).unwrap());
    assert!(Set::universe(2)
        .complement(&mut bu)
        .unwrap()
        .is_empty(&mut bu)
        .unwrap());
}

#[test]
fn set_operations_check_tuples() {
    let mut bu = b();
    let a = set("{ [i] : 0 <= i < 5 }");
    let c = set("{ [i, j] : 0 <= i < 5 }");
    assert!(matches!(
        a.intersect(&c),
        Err(PresburgerError::SpaceMismatch(_))
    ));
    assert!(matches!(
        a.union(&c),
        Err(PresburgerError::SpaceMismatch(_))
    ));
    assert!(matches!(
        a.is_subset(&c, &mut bu),
        Err(PresburgerError::SpaceMismatch(_))
    ));
    // The untyped `{ }` adapts.
    let e = set("{ }");
    assert!(a.intersect(&e).unwrap().is_empty(&mut bu).unwrap());
    assert!(a.union(&e).unwrap().is_equal(&a, &mut bu).unwrap());
    // project_out keeps the tuple name and checks its range.
    let s = set("{ S[i, j, k] : 0 <= i < 2 and j = i + 5 and k = 7 }");
    let p = s.project_out(1, 1, &mut bu).unwrap();
    assert_eq!(p.tuple().name.as_deref(), Some("S"));
    assert!(p
        .is_equal(&set("{ S[i, k] : 0 <= i < 2 and k = 7 }"), &mut bu)
        .unwrap());
    assert!(s.project_out(2, 2, &mut bu).is_err());
    assert!(s.project_out(usize::MAX, 2, &mut bu).is_err());
}

#[test]
fn wrap_and_unwrap_round_trip() {
    let mut bu = b();
    let r = rel("{ [i] -> [j, k] : 0 <= i < 3 and j = i and 0 <= k <= i }");
    let w = r.wrap();
    assert_eq!(w.ndims(), 3);
    // Pairs: i = 0: 1, i = 1: 2, i = 2: 3.
    assert_eq!(w.count(&mut bu).unwrap(), Some(Int::from(6)));
    assert!(w.unwrap(1).unwrap().is_equal(&r, &mut bu).unwrap());
    assert!(w.unwrap(4).is_err());
}

// ---------------------------------------------------------------- brute force

/// The isl text of `g` (over `n_in + n_out` dims) read as a relation `[x..] -> [y..]`.
fn relation_text(g: &GenSet, n_in: usize) -> String {
    let names = g.dim_names();
    let flat = format!("[{}] :", names.join(", "));
    let split = format!(
        "[{}] -> [{}] :",
        names[..n_in].join(", "),
        names[n_in..].join(", ")
    );
    g.to_isl().replace(&flat, &split)
}

/// Checks that `s` holds exactly the box points satisfying `truth` and nothing outside the box
/// (its count equals the box count).
fn same_points(s: &Set, truth: impl Fn(&[i64]) -> bool, ctx: &str) {
    let mut inside = 0i64;
    for p in box_points(s.ndims(), B) {
        let t = truth(&p);
        inside += i64::from(t);
        let got = s.contains(&ints(&p), &mut b()).expect("membership");
        assert_eq!(got, t, "point {p:?}: {ctx}\nresult {s}");
    }
    let n = s
        .count(&mut b())
        .unwrap_or_else(|e| panic!("count: {e:?}\n{ctx}\nresult {s}"));
    assert_eq!(n, Some(Int::from(inside)), "{ctx}\nresult {s}");
}

fn cfg() -> ProptestConfig {
    ProptestConfig {
        cases: 32,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(cfg())]

    #[test]
    fn domain_range_reverse_against_brute_force(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let n_in = rng.range(1, 2) as usize;
        let g = GenSet::random_n(&mut rng, n_in + 1, 2);
        let text = relation_text(&g, n_in);
        let r = rel(&text);
        let ctx = format!("relation {text}");
        let dom = r.domain(&mut b()).unwrap();
        same_points(&dom, |x| (-B..=B).any(|y| g.contains(&[x, &[y][..]].concat())), &ctx);
        let ran = r.range(&mut b()).unwrap();
        same_points(&ran, |y| box_points(n_in, B).iter().any(|x| g.contains(&[x, y].concat())), &ctx);
        let rev = r.reverse().unwrap().wrap();
        same_points(&rev, |p| g.contains(&[&p[1..], &p[..1]].concat()), &ctx);
    }

    #[test]
    fn apply_and_restrict_against_brute_force(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let g = GenSet::random_n(&mut rng, 2, 2);
        let s = GenSet::random_n(&mut rng, 1, 2);
        let t = GenSet::random_n(&mut rng, 1, 2);
        let r = rel(&relation_text(&g, 1));
        let (ss, ts) = (set(&s.to_isl()), set(&t.to_isl()));
        let ctx = format!("relation {}\nset {}\nset {}", relation_text(&g, 1), s.to_isl(), t.to_isl());
        let img = ss.apply(&r, &mut b()).unwrap();
        same_points(&img, |y| (-B..=B).any(|x| s.contains(&[x]) && g.contains(&[x, y[0]])), &ctx);
        let rd = r.intersect_domain(&ss).unwrap().wrap();
        same_points(&rd, |p| s.contains(&p[..1]) && g.contains(p), &ctx);
        let rr = r.intersect_range(&ts).unwrap().wrap();
        same_points(&rr, |p| t.contains(&p[1..]) && g.contains(p), &ctx);
    }

    #[test]
    fn composition_against_brute_force(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let g = GenSet::random_n(&mut rng, 2, 2);
        let h = GenSet::random_n(&mut rng, 2, 2);
        let (tg, th) = (relation_text(&g, 1), relation_text(&h, 1));
        let ctx = format!("first {tg}\nthen {th}");
        let c = rel(&tg).apply_range(&rel(&th), &mut b()).unwrap();
        // Both relations lie in the box, so the middle point does too.
        same_points(&c.wrap(), |p| (-B..=B).any(|y| g.contains(&[p[0], y]) && h.contains(&[y, p[1]])), &ctx);
    }
}
