//! Flattening of random affine expressions (with floordiv, ceildiv and mod
//! by constants) against direct evaluation (`AffineExpr::eval`).

use proptest::prelude::*;
use tessera_polyhedral::affine::{AffineExpr, AffineMap, IntegerSet};
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::flatten::{integer_set_to_presburger, map_to_relation};
use tessera_polyhedral::int::Int;

/// Builds an expression from a recipe of small integers.
fn build(recipe: &[(u8, i64)]) -> AffineExpr {
    let mut stack: Vec<AffineExpr> = vec![AffineExpr::dim(0)];
    for &(op, k) in recipe {
        let top = stack.pop().unwrap_or_else(|| AffineExpr::constant(0));
        let next = match op % 8 {
            0 => top.add(&AffineExpr::dim(1)),
            1 => top.add(&AffineExpr::symbol(0).mul(&AffineExpr::constant(k))),
            2 => top.mul(&AffineExpr::constant(k)),
            3 => top.floor_div(&AffineExpr::constant(k.abs().max(1) + 1)),
            4 => top.ceil_div(&AffineExpr::constant(k.abs().max(1) + 1)),
            5 => top.modulo(&AffineExpr::constant(k.abs().max(1) + 1)),
            6 => top.add(&AffineExpr::constant(k)),
            _ => top.sub(&AffineExpr::dim(0).floor_div(&AffineExpr::constant(2))),
        };
        stack.push(next);
    }
    stack.pop().unwrap_or_else(|| AffineExpr::constant(0))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn map_graph_matches_evaluation(
        r1 in proptest::collection::vec((0u8..8, -3i64..=3), 0..6),
        r2 in proptest::collection::vec((0u8..8, -3i64..=3), 0..6),
    ) {
        let e1 = build(&r1);
        let e2 = build(&r2);
        let map = AffineMap::new(2, 1, vec![e1.clone(), e2.clone()]).unwrap();
        let rel = map_to_relation(&map).unwrap();
        let mut b = Budget::default();
        for x in -3i64..=3 {
            for y in [-2i64, 1] {
                let s = 2i64;
                let (Some(v1), Some(v2)) = (e1.eval(&[x, y], &[s]), e2.eval(&[x, y], &[s])) else {
                    continue;
                };
                let mut pt: Vec<Int> = [x, y, v1, v2, s].iter().map(|&v| Int::from(v)).collect();
                prop_assert!(rel.contains(&pt, &mut b).unwrap(), "{} at {:?}", map, pt);
                pt[2] = &pt[2] + &Int::one();
                prop_assert!(!rel.contains(&pt, &mut b).unwrap(), "{} at {:?}", map, pt);
            }
        }
    }

    #[test]
    fn integer_set_matches_evaluation(
        r1 in proptest::collection::vec((0u8..8, -3i64..=3), 0..5),
        r2 in proptest::collection::vec((0u8..8, -3i64..=3), 0..5),
        eq in any::<bool>(),
    ) {
        let e1 = build(&r1);
        let e2 = build(&r2);
        let set = IntegerSet::new(2, 1, vec![e1, e2], vec![false, eq]).unwrap();
        let ps = integer_set_to_presburger(&set).unwrap();
        let mut b = Budget::default();
        for x in -3i64..=3 {
            for y in -2i64..=2 {
                let Some(want) = set.contains(&[x, y], &[1]) else { continue };
                let pt: Vec<Int> = [x, y, 1].iter().map(|&v| Int::from(v)).collect();
                prop_assert_eq!(ps.contains(&pt, &mut b).unwrap(), want, "{} at {:?}", set, pt);
            }
        }
    }
}
