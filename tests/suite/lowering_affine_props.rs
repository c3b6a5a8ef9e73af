//! Random affine expressions, bounds and conditions: the interpreter before and after
//! `lower-affine` agrees with direct evaluation of the map (`AffineMap::eval`, exact integer
//! arithmetic in the polyhedral crate), including negative operands of floordiv, ceildiv and
//! mod, whose expansion into `divsi`/`remsi`/`select` is the delicate part of the lowering.

use proptest::prelude::*;

use tessera::codegen::interp;
use tessera::codegen::value::ArgValue;
use tessera::ir::{parse, verify, Registry};
use tessera::transforms::parse_pipeline;

/// Random expression text over d0, d1, s0 (constants may be negative; divisors positive).
fn expr() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("d0".to_string()),
        Just("d1".to_string()),
        Just("s0".to_string()),
        (-9i64..10).prop_map(|c| c.to_string()),
    ];
    leaf.prop_recursive(4, 24, 2, |inner| {
        prop_oneof![
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("({a} + {b})")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("({a} - {b})")),
            (inner.clone(), -5i64..6).prop_map(|(a, c)| format!("({a} * {c})")),
            (inner.clone(), 1i64..8).prop_map(|(a, c)| format!("({a} floordiv {c})")),
            (inner.clone(), 1i64..8).prop_map(|(a, c)| format!("({a} ceildiv {c})")),
            (inner, 1i64..8).prop_map(|(a, c)| format!("({a} mod {c})")),
        ]
    })
}

fn run(src: &str, args: &[i64]) -> (Vec<ArgValue>, Vec<ArgValue>) {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{e}\n{src}"));
    verify(&m, reg).unwrap_or_else(|e| panic!("{e}\n{src}"));
    let mut l = m.clone();
    parse_pipeline("lower-affine").unwrap().run(&mut l).unwrap();
    verify(&l, reg).unwrap();
    let mk = || args.iter().map(|&a| ArgValue::Index(a)).collect::<Vec<_>>();
    let before = interp::run(&m, "f", &mut mk()).unwrap_or_else(|e| panic!("{e}\n{src}"));
    let after = interp::run(&l, "f", &mut mk()).unwrap_or_else(|e| panic!("{e}\n{src}"));
    (before, after)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn apply_min_max_if_agree_with_direct_evaluation(
        e1 in expr(), e2 in expr(), a in -20i64..20, b in -20i64..20, c in -20i64..20
    ) {
        let src = format!(
            "#m = affine_map<(d0, d1)[s0] -> ({e1})>\n\
             #mm = affine_map<(d0, d1)[s0] -> ({e1}, {e2})>\n\
             #set = affine_set<(d0, d1)[s0] : ({e1} >= 0, {e2} - 1 >= 0)>\n\
             func.func @f(%a: index, %b: index, %c: index) -> (index, index, index, index) {{\n\
               %0 = affine.apply #m(%a, %b)[%c]\n\
               %1 = affine.min #mm(%a, %b)[%c]\n\
               %2 = affine.max #mm(%a, %b)[%c]\n\
               %3 = affine.if #set(%a, %b)[%c] -> index {{\n\
                 %one = arith.constant 1 : index\n\
                 affine.yield %one : index\n\
               }} else {{\n\
                 %zero = arith.constant 0 : index\n\
                 affine.yield %zero : index\n\
               }}\n\
               return %0, %1, %2, %3 : index, index, index, index\n\
             }}\n"
        );
        // Direct evaluation of the parsed maps.
        let reg = Registry::standard();
        let m = parse(&src, reg).unwrap();
        let mut maps = vec![];
        for op in m.walk(m.top()) {
            if let Some(map) = m.op(op).attr("map").and_then(|x| x.as_affine_map()) {
                maps.push(map.clone());
            }
        }
        prop_assert_eq!(maps.len(), 3);
        let v1 = maps[0].eval(&[a, b], &[c]).unwrap()[0];
        let both = maps[1].eval(&[a, b], &[c]).unwrap();
        let (mn, mx) = (both[0].min(both[1]), both[0].max(both[1]));
        // The set says e1 >= 0 and e2 - 1 >= 0, i.e. e2 > 0.
        let cond = v1 >= 0 && both[1] > 0;
        let want = vec![
            ArgValue::Index(v1),
            ArgValue::Index(mn),
            ArgValue::Index(mx),
            ArgValue::Index(i64::from(cond)),
        ];
        let (before, after) = run(&src, &[a, b, c]);
        prop_assert_eq!(&before, &want);
        prop_assert_eq!(&after, &want);
    }

    #[test]
    fn loop_trip_counts_with_max_min_bounds(
        lo1 in expr(), lo2 in expr(), hi1 in expr(), step in 1i64..4,
        a in -8i64..8, b in -8i64..8, c in -8i64..8
    ) {
        // Count iterations and sum the induction variable of a loop with max/min bounds.
        let src = format!(
            "#lb = affine_map<(d0, d1)[s0] -> ({lo1}, {lo2})>\n\
             #ub = affine_map<(d0, d1)[s0] -> ({hi1}, d0 + 30)>\n\
             func.func @f(%a: index, %b: index, %c: index) -> (index, index) {{\n\
               %z = arith.constant 0 : index\n\
               %r:2 = affine.for %i = max #lb(%a, %b)[%c] to min #ub(%a, %b)[%c] step {step} iter_args(%n = %z, %s = %z) -> (index, index) {{\n\
                 %one = arith.constant 1 : index\n\
                 %n2 = arith.addi %n, %one : index\n\
                 %s2 = arith.addi %s, %i : index\n\
                 affine.yield %n2, %s2 : index, index\n\
               }}\n\
               return %r#0, %r#1 : index, index\n\
             }}\n"
        );
        let reg = Registry::standard();
        let m = parse(&src, reg).unwrap();
        let for_op = m.walk(m.top()).into_iter().find(|&o| m.op(o).name == "affine.for").unwrap();
        let lb = m.op(for_op).attr("lowerBoundMap").unwrap().as_affine_map().unwrap().eval(&[a, b], &[c]).unwrap();
        let ub = m.op(for_op).attr("upperBoundMap").unwrap().as_affine_map().unwrap().eval(&[a, b], &[c]).unwrap();
        let (lo, hi) = (lb.into_iter().max().unwrap(), ub.into_iter().min().unwrap());
        let (mut n, mut s) = (0i64, 0i64);
        let mut i = lo;
        while i < hi {
            n += 1;
            s += i;
            i += step;
        }
        let want = vec![ArgValue::Index(n), ArgValue::Index(s)];
        let (before, after) = run(&src, &[a, b, c]);
        prop_assert_eq!(&before, &want);
        prop_assert_eq!(&after, &want);
    }
}
