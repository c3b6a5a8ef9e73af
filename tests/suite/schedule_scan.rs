//! Polyhedral code generation (`transforms::schedule::scan`) on hand-built scan spaces over
//! parsed functions: the output verifies and follows the order oracle of
//! `schedule_scan_common`; budget exhaustion and malformed spaces are errors that leave the
//! module unchanged.

use crate::schedule_scan_common;

use schedule_scan_common::*;

use tessera::ir::builder::Builder;
use tessera::ir::{verify, Registry, ValueId};
use tessera::polyhedral::budget::Budget;
use tessera::polyhedral::int::Int;
use tessera::polyhedral::linear::System;
use tessera::transforms::schedule::{generate, GenStats, ScanSpace, ScanStmt};

#[test]
fn identity_reproduces_the_loops() {
    let case = Case {
        stmts: vec![rect(&[5, 7])],
        layout: layout(2, ident(2), 1),
        n: 4,
    };
    let (t, stats) = check(&case).unwrap();
    assert_eq!(
        stats,
        GenStats {
            loops: 2,
            parallel_loops: 0,
            guards: 0,
            full_tile_versions: 0
        },
        "{t}"
    );
    assert!(t.contains("affine.for %arg3 = 0 to 6 {"), "{t}");
    assert!(t.contains("affine.for %arg4 = 0 to 8 {"), "{t}");
    assert!(t.contains("%arg2[%arg3, %arg4]"), "{t}");
    assert!(!t.contains("affine.apply"), "{t}");
}

#[test]
fn interchange() {
    let case = Case {
        stmts: vec![rect(&[3, 6])],
        layout: layout(2, vec![vec![0, 1], vec![1, 0]], 1),
        n: 4,
    };
    let (t, _) = check(&case).unwrap();
    assert!(t.contains("affine.for %arg3 = 0 to 7 {"), "{t}");
    assert!(t.contains("affine.for %arg4 = 0 to 4 {"), "{t}");
    assert!(t.contains("%arg2[%arg4, %arg3]"), "{t}");
}

#[test]
fn skew() {
    // c = (i, i + j): j = c1 - c0.
    let case = Case {
        stmts: vec![rect(&[4, 5])],
        layout: layout(2, vec![vec![1, 0], vec![1, 1]], 1),
        n: 4,
    };
    let (t, stats) = check(&case).unwrap();
    assert_eq!(stats.loops, 2);
    assert_eq!(t.matches("affine.for").count(), 2, "{t}");
    assert_eq!(t.matches("affine.if").count(), 0, "{t}");
}

/// The tiled example of the report: two statements over `0 <= i, j < N` with 4x4 tiles
/// (scan dims `(t_i, t_j, i, j, s)`), S1 shifted by one in `j`.
fn tiled_two_statements(n: i64) -> Case {
    let full = Orig {
        depth: 2,
        lo: vec![vec![0, 0, 0, 0], vec![0, 0, 0, 0]],
        hi: vec![vec![0, 0, 1, -1], vec![0, 0, 1, -1]],
    };
    let mut l = layout(2, ident(2), 2);
    l.tiles = vec![(0, 4), (1, 4)];
    l.back = Some(vec![0, 1]);
    l.shifts = vec![vec![0, 0], vec![0, 1]];
    fix_parallel(&mut l);
    Case {
        stmts: vec![full.clone(), full],
        layout: l,
        n,
    }
}

#[test]
fn tiled() {
    // One statement, 0 <= i < N, 0 <= j <= 6, tiles 4 x 3.
    let st = Orig {
        depth: 2,
        lo: vec![vec![0, 0, 0, 0], vec![0, 0, 0, 0]],
        hi: vec![vec![0, 0, 1, -1], vec![0, 0, 0, 6]],
    };
    for n in [0, 1, 4, 5, 9] {
        let mut l = layout(2, ident(2), 1);
        l.tiles = vec![(0, 4), (1, 3)];
        fix_parallel(&mut l);
        let case = Case {
            stmts: vec![st.clone()],
            layout: l,
            n,
        };
        let (t, stats) = check(&case).unwrap();
        assert_eq!(stats.loops, 4, "{t}");
        assert_eq!(stats.guards, 0, "{t}");
    }
    for n in [1, 3, 4, 6, 9] {
        // Guards only for S0's first column and S1's last one (t_j == 0, 4 t_j >= N - 3),
        // outside the j loop.
        let (t, stats) = check(&tiled_two_statements(n)).unwrap();
        assert!(stats.guards <= 2, "{t}");
    }
}

#[test]
fn fused_statements_with_different_domains() {
    // S0: 0 <= i <= N - 1 at c = i; S1: 1 <= i <= N - 2 at c = i + 1.
    let s0 = Orig {
        depth: 1,
        lo: vec![vec![0, 0, 0]],
        hi: vec![vec![0, 1, -1]],
    };
    let s1 = Orig {
        depth: 1,
        lo: vec![vec![0, 0, 1]],
        hi: vec![vec![0, 1, -2]],
    };
    for n in [0, 1, 2, 3, 4, 8] {
        let mut l = layout(1, ident(1), 2);
        l.shifts = vec![vec![0], vec![1]];
        let case = Case {
            stmts: vec![s0.clone(), s1.clone()],
            layout: l,
            n,
        };
        let (t, stats) = check(&case).unwrap();
        // Separation: [0, 1] S0 alone, [2, N - 1] both, nothing after (S1's last is N - 1).
        assert!(stats.loops >= 2, "{t}");
        if n == 8 {
            assert_eq!(t.matches("affine.for").count(), 2, "{t}");
        }
    }
}

#[test]
fn statements_separated_by_a_scalar_dimension() {
    for (front, ids) in [
        (vec![0, 1], vec![0, 1]),
        (vec![1, 0], vec![0, 1]),
        (vec![0, 0], vec![1, 0]),
    ] {
        let mut l = layout(2, ident(2), 2);
        l.front = Some(front);
        l.ids = ids;
        fix_parallel(&mut l);
        let case = Case {
            stmts: vec![rect(&[3, 4]), rect(&[4, 2])],
            layout: l,
            n: 3,
        };
        let (t, _) = check(&case).unwrap();
        assert_eq!(t.matches("affine.if").count(), 0, "{t}");
    }
}

#[test]
fn depth_one_next_to_depth_two() {
    // S0(i) then S1(i, j) in the same i loop: S0 at (i, 0, 0), S1 at (i, j, 1)... expressed
    // with a back scalar dim.
    let mut l = layout(2, ident(2), 2);
    l.back = Some(vec![0, 1]);
    fix_parallel(&mut l);
    let case = Case {
        stmts: vec![rect(&[5]), rect(&[5, 3])],
        layout: l,
        n: 3,
    };
    let (t, _) = check(&case).unwrap();
    assert_eq!(t.matches("affine.if").count(), 0, "{t}");
    // S1 before S0 at equal c: ids swapped and no scalar dim; S0's point (i, 0) comes after
    // S1's (i, 0).
    let mut l = layout(2, ident(2), 2);
    l.ids = vec![1, 0];
    let case = Case {
        stmts: vec![rect(&[5]), rect(&[5, 3])],
        layout: l,
        n: 3,
    };
    check(&case).unwrap();
}

#[test]
fn triangular_domains() {
    // 0 <= i <= N - 1, 0 <= j <= i; and i <= j <= N - 1.
    let lower = Orig {
        depth: 2,
        lo: vec![vec![0, 0, 0, 0], vec![0, 0, 0, 0]],
        hi: vec![vec![0, 0, 1, -1], vec![1, 0, 0, 0]],
    };
    let upper = Orig {
        depth: 2,
        lo: vec![vec![0, 0, 0, 0], vec![1, 0, 0, 0]],
        hi: vec![vec![0, 0, 1, -1], vec![0, 0, 1, -1]],
    };
    for u in [
        ident(2),
        vec![vec![0, 1], vec![1, 0]],
        vec![vec![1, 1], vec![0, 1]],
    ] {
        for n in [1, 2, 6] {
            let case = Case {
                stmts: vec![lower.clone(), upper.clone()],
                layout: layout(2, u.clone(), 2),
                n,
            };
            check(&case).unwrap();
        }
    }
}

#[test]
fn parameters_and_parallel_dims() {
    // 2 <= i <= N, i - 2 <= j <= N - 1 with the outer dim parallel.
    let st = Orig {
        depth: 2,
        lo: vec![vec![0, 0, 0, 2], vec![1, 0, 0, -2]],
        hi: vec![vec![0, 0, 1, 0], vec![0, 0, 1, -1]],
    };
    for n in [0, 2, 3, 7] {
        let mut l = layout(2, ident(2), 1);
        l.parallel = vec![true, false];
        let case = Case {
            stmts: vec![st.clone()],
            layout: l,
            n,
        };
        let (t, stats) = check(&case).unwrap();
        assert_eq!(stats.parallel_loops, 1, "{t}");
        assert!(t.contains("affine.parallel"), "{t}");
    }
}

#[test]
fn budget_exhaustion_is_an_error_and_leaves_the_module_unchanged() {
    let case = tiled_two_statements(6);
    let Parsed {
        mut m,
        nests,
        bodies: _,
        n_param,
    } = parse_case(&case);
    let before = text(&m);
    let space = scan_space(&case, n_param);
    let mut emit = |_: &mut Builder<'_>, _: usize, _: &[ValueId]| -> Result<(), String> { Ok(()) };
    for units in [0, 10, 100, 1_000] {
        let r = generate(&mut m, nests[0], &space, &mut emit, &mut Budget::new(units));
        let e = r.expect_err("tiny budget");
        assert!(e.contains("budget"), "{e}");
        assert_eq!(text(&m), before);
    }
    // An emitter failure also leaves the module unchanged.
    let mut failing = |_: &mut Builder<'_>, id: usize, _: &[ValueId]| -> Result<(), String> {
        if id == 1 {
            Err("no".into())
        } else {
            Ok(())
        }
    };
    let r = generate(
        &mut m,
        nests[0],
        &space,
        &mut failing,
        &mut Budget::default(),
    );
    assert_eq!(r, Err("no".to_string()));
    assert_eq!(text(&m), before);
    verify(&m, Registry::standard()).unwrap();
}

#[test]
fn malformed_spaces_are_errors() {
    let case = Case {
        stmts: vec![rect(&[3])],
        layout: layout(1, ident(1), 1),
        n: 2,
    };
    let Parsed {
        mut m,
        nests,
        n_param,
        ..
    } = parse_case(&case);
    let before = text(&m);
    let mut emit = |_: &mut Builder<'_>, _: usize, _: &[ValueId]| -> Result<(), String> { Ok(()) };
    // Wrong row width.
    let mut space = scan_space(&case, n_param);
    space.stmts[0].ivs[0].push(Int::zero());
    assert!(generate(&mut m, nests[0], &space, &mut emit, &mut Budget::default()).is_err());
    // Unbounded scan dimension.
    let mut space = scan_space(&case, n_param);
    space.stmts[0].domain.ineqs.retain(|r| !r[0].is_negative());
    let e = generate(&mut m, nests[0], &space, &mut emit, &mut Budget::default()).unwrap_err();
    assert!(e.contains("unbounded"), "{e}");
    assert_eq!(text(&m), before);
    // A coefficient too large for an affine map: 2^50 c_0 <= 2^52 (c_0 <= 4).
    let mut space = scan_space(&case, n_param);
    let big = Int::from(1i64 << 50);
    let mut row = vec![Int::zero(); 3];
    row[0] = -&big;
    row[2] = Int::from(1i64 << 52);
    space.stmts[0].domain.ineqs.retain(|r| !r[0].is_negative());
    space.stmts[0].domain.add_ineq(row);
    space.stmts[0].ivs[0] = {
        let mut r = vec![Int::zero(); 3];
        r[0] = big.clone();
        r
    };
    let e = generate(&mut m, nests[0], &space, &mut emit, &mut Budget::default()).unwrap_err();
    assert!(e.contains("too large"), "{e}");
    assert_eq!(text(&m), before);
    // Missing parallel flags count as sequential; equal ids run in statement order.
    let mut space = scan_space(&case, n_param);
    space.parallel_stmts.clear();
    let mut twice = space.stmts[0].clone();
    twice.id = space.stmts[0].id;
    space.stmts.push(twice);
    let mut count = 0;
    let mut counting = |_: &mut Builder<'_>, _: usize, _: &[ValueId]| -> Result<(), String> {
        count += 1;
        Ok(())
    };
    let stats = generate(
        &mut m,
        nests[0],
        &space,
        &mut counting,
        &mut Budget::default(),
    )
    .unwrap();
    assert_eq!(stats.loops, 1);
    assert_eq!(count, 2, "both statements emitted once in the loop body");
    verify(&m, Registry::standard()).unwrap();
}

#[test]
fn statements_with_different_scan_maps() {
    // S0 at (i, 2), S1 at (i, 4 - i): their order along c1 flips at i = 2.
    let mut l = layout(2, ident(2), 2);
    l.us[1] = vec![vec![1, 0], vec![-1, 1]];
    l.shifts = vec![vec![0, 2], vec![0, 4]];
    let case = Case {
        stmts: vec![rect(&[6]), rect(&[6])],
        layout: l,
        n: 2,
    };
    check(&case).unwrap();
    // Reversed and skewed copies of a triangle next to the original.
    let tri = Orig {
        depth: 2,
        lo: vec![vec![0, 0, 0, 0], vec![0, 0, 0, 0]],
        hi: vec![vec![0, 0, 1, -1], vec![1, 0, 0, 0]],
    };
    let mut l = layout(2, ident(2), 2);
    l.us[1] = vec![vec![-1, 0], vec![1, 1]];
    l.shifts = vec![vec![0, 0], vec![6, 0]];
    for n in [1, 4, 7] {
        let case = Case {
            stmts: vec![tri.clone(), tri.clone()],
            layout: l.clone(),
            n,
        };
        check(&case).unwrap();
    }
}

#[test]
fn non_unit_equalities_scan_a_lattice() {
    // S0(i) at (2i, i), S1(i) at (2i + 1, i), 0 <= i <= 5: c1 is fixed by 2 c1 = c0 (- 1),
    // a loop of at most one iteration; the instances alternate S0(0), S1(0), S0(1), ...
    let case = Case {
        stmts: vec![rect(&[5]), rect(&[5])],
        layout: layout(1, ident(1), 2),
        n: 0,
    };
    let space = |n_param| {
        let stmts = (0..2)
            .map(|s| {
                let mut dom = System::new(3);
                dom.add_eq(to_row(&[1, -2, 0, -(s as i64)]));
                dom.add_ineq(to_row(&[0, 1, 0, 0]));
                dom.add_ineq(to_row(&[0, -1, 0, 5]));
                ScanStmt {
                    id: s,
                    domain: dom,
                    ivs: vec![to_row(&[0, 1, 0, 0])],
                }
            })
            .collect();
        ScanSpace {
            ndims: 2,
            params: vec![n_param],
            parallel_stmts: vec![],
            stmts,
        }
    };
    let (m, _) = generate_with(&case, &mut Budget::default(), &space).unwrap();
    verify(&m, Registry::standard()).unwrap();
    let (outs, cnt) = run(&m, &case);
    assert_eq!(cnt, 12);
    let mut want0 = vec![0; EXT];
    let mut want1 = vec![0; EXT];
    for i in 0..6 {
        want0[i] = 2 * i as i64 + 1;
        want1[i] = 2 * i as i64 + 2;
    }
    assert_eq!(outs, vec![want0, want1], "{}", text(&m));
}

#[test]
fn no_scan_dimensions_and_no_statements() {
    // ndims = 0: each statement runs once if its domain (over N) holds, in id order.
    let case = Case {
        stmts: vec![rect(&[0]), rect(&[0])],
        layout: layout(1, ident(1), 2),
        n: 0,
    };
    for (n, want) in [(5, 2), (2, 1)] {
        let space = |n_param| {
            let mut guarded = System::new(1);
            guarded.add_ineq(to_row(&[1, -3])); // N >= 3
            ScanSpace {
                ndims: 0,
                params: vec![n_param],
                parallel_stmts: vec![],
                stmts: vec![
                    ScanStmt {
                        id: 1,
                        domain: guarded,
                        ivs: vec![to_row(&[0, 0])],
                    },
                    ScanStmt {
                        id: 0,
                        domain: System::new(1),
                        ivs: vec![to_row(&[0, 0])],
                    },
                ],
            }
        };
        let (m, stats) = generate_with(&case, &mut Budget::default(), &space).unwrap();
        verify(&m, Registry::standard()).unwrap();
        assert_eq!(stats.guards, 1);
        let (outs, cnt) = run(&m, &Case { n, ..case.clone() });
        assert_eq!(cnt, want, "{}", text(&m));
        // The emitter runs the original statement numbered like the id: id 1 (guarded, out1)
        // runs after id 0 (out0) when it runs at all.
        assert_eq!(outs[0][0], 1);
        assert_eq!(outs[1][0], if n >= 3 { 2 } else { 0 });
    }
    let empty = |n_param| ScanSpace {
        ndims: 2,
        params: vec![n_param],
        parallel_stmts: vec![],
        stmts: vec![],
    };
    let (m, stats) = generate_with(&case, &mut Budget::default(), &empty).unwrap();
    assert_eq!(stats, GenStats::default());
    assert_eq!(run(&m, &case).1, 0);
}

#[test]
fn time_skewed_tiled_stencil() {
    // jacobi-1d as Pluto schedules it: S0(t, i) at (t, 2t + i, 0), S1(t, i) at
    // (t, 2t + i + 1, 1), 0 <= t <= 3, 1 <= i <= N - 2, both band dims tiled by 4.
    let st = Orig {
        depth: 2,
        lo: vec![vec![0, 0, 0, 0], vec![0, 0, 0, 1]],
        hi: vec![vec![0, 0, 0, 3], vec![0, 0, 1, -2]],
    };
    for n in [3, 4, 9] {
        let mut l = layout(2, vec![vec![1, 0], vec![2, 1]], 2);
        l.shifts = vec![vec![0, 0], vec![0, 1]];
        l.back = Some(vec![0, 1]);
        l.tiles = vec![(0, 4), (1, 4)];
        fix_parallel(&mut l);
        let case = Case {
            stmts: vec![st.clone(), st.clone()],
            layout: l,
            n,
        };
        check(&case).unwrap();
    }
}

#[test]
fn tiled_example_output() {
    // N = 9: S0 and S1 fused in one j loop; S0's column j = 0 and S1's last column (j = N
    // after the shift) are guarded by t_j alone (outside the j loop).
    let (t, stats) = check(&tiled_two_statements(9)).unwrap();
    eprintln!("{t}\n{stats:?}");
    assert_eq!(
        stats,
        GenStats {
            loops: 4,
            parallel_loops: 0,
            guards: 2,
            full_tile_versions: 0
        },
        "{t}"
    );
}

// ---------------------------------------------------------------------------------------------
// Random cases.

/// A fused chain of `ns` statements over `0 <= i, j < N` (2-D), statement `s` shifted by
/// `shift(s)` in `j` and placed by the scalar dimension `back(s)`, with 4x4 tiles: the shape of
/// a long producer-consumer chain after Pluto's fusion, where every statement has its own
/// boundary along `j`.
fn shifted_chain(ns: usize, n: i64, shift: impl Fn(usize) -> i64, back: Vec<i64>) -> Case {
    let full = Orig {
        depth: 2,
        lo: vec![vec![0, 0, 0, 0], vec![0, 0, 0, 0]],
        hi: vec![vec![0, 0, 1, -1], vec![0, 0, 1, -1]],
    };
    let mut l = layout(2, ident(2), ns);
    l.tiles = vec![(0, 4), (1, 4)];
    l.back = Some(back);
    l.shifts = (0..ns).map(|s| vec![0, shift(s)]).collect();
    fix_parallel(&mut l);
    Case {
        stmts: vec![full; ns],
        layout: l,
        n,
    }
}

#[test]
fn long_shifted_chains_get_one_loop_per_dimension() {
    // 40 statements, 40 different `j` ranges: more than the separation limit, so the point
    // loop of `j` scans the hull of the union and each statement is guarded by its own
    // range. Separating them instead gives a `j` loop per boundary (about one per statement
    // in every tile); the hull gives one loop per scan dimension (t_i, t_j, i, j).
    for n in [0, 1, 5, 11] {
        let case = shifted_chain(40, n, |s| s as i64, (0..40).collect());
        let (t, stats) = check(&case).unwrap();
        assert!(stats.loops <= 4, "{stats:?}\n{t}");
    }
}

#[test]
fn random_wide_levels_follow_the_order_oracle() {
    // Many statements with random shifts, random scalar positions (several statements
    // sharing one, so groups are separated among themselves) and a random statement order:
    // the scalar-dimension and hull paths of code generation against the order oracle.
    let mut rng = Rng(0x51de_c4a1);
    for _ in 0..6 {
        let ns = rng.range(20, 40) as usize;
        let shifts: Vec<i64> = (0..ns).map(|s| s as i64 + rng.range(0, 2)).collect();
        let back: Vec<i64> = (0..ns).map(|_| rng.range(0, 12)).collect();
        let n = rng.range(0, 9);
        let mut case = shifted_chain(ns, n, |s| shifts[s], back);
        if rng.chance(50) {
            case.layout.ids.reverse();
        }
        check(&case).unwrap();
    }
}
