//! Benchmarks on dependence-shaped systems: two 3-deep iteration domains
//! (source and target), equal subscripts and lexicographic ordering
//! constraints, as dependence analysis builds them.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::integer;
use tessera_polyhedral::isl::parse_set;
use tessera_polyhedral::lexopt;
use tessera_polyhedral::linear::System;
use tessera_polyhedral::set::PresburgerSet;

/// Matmul-like flow dependence on C[i][j] carried by k:
/// 6 iteration variables, 3 parameters, 2 subscript equalities, ordering
/// at depth 3; 12 domain bounds plus parameter constraints.
const CARRIED: &str = "[N, M, K] -> { [i, j, k] -> [i2, j2, k2] : \
    0 <= i < N and 0 <= j < M and 0 <= k < K and \
    0 <= i2 < N and 0 <= j2 < M and 0 <= k2 < K and \
    N >= 1 and M >= 1 and K >= 1 and N <= 1024 and M <= 1024 and K <= 1024 and \
    i2 = i and j2 = j and k < k2 }";

/// A stencil-like dependence A[i + 1][2j] vs A[i2][2j2 + 1]: empty because
/// of parity (rationally non-empty).
const PARITY_EMPTY: &str = "[N, M, K] -> { [i, j, k] -> [i2, j2, k2] : \
    0 <= i < N and 0 <= j < M and 0 <= k < K and \
    0 <= i2 < N and 0 <= j2 < M and 0 <= k2 < K and \
    N >= 1 and M >= 1 and K >= 1 and N <= 1024 and M <= 1024 and K <= 1024 and \
    i + 1 = i2 and 2j = 2j2 + 1 and k <= k2 }";

/// A tiled (strip-mined by 32) domain pair with a skewed subscript, with
/// floor-division locals: ~15 variables, ~34 constraints.
const TILED: &str = "[N, M, K] -> { [i, j, k] -> [i2, j2, k2] : \
    0 <= i < N and 0 <= j < M and 0 <= k < K and \
    0 <= i2 < N and 0 <= j2 < M and 0 <= k2 < K and \
    N >= 1 and M >= 1 and K >= 1 and N <= 1024 and M <= 1024 and K <= 1024 and \
    i + j = i2 + j2 + 1 and k = k2 and \
    floor(i / 32) = floor(i2 / 32) and floor(j / 32) < floor(j2 / 32) }";

/// Explicit subscript variables (A[i + j][2k] written, A[i2 + 1][j2 + k2]
/// read), 3 parameters, ordering at depth 2: 13 variables, 7 equalities,
/// 16 inequalities (after normalisation).
const SUBSCRIPTS: &str = "[N, M, K] -> { [i, j, k, a0, a1] -> [i2, j2, k2, b0, b1] : \
    0 <= i < N and 0 <= j < M and 0 <= k < K and \
    0 <= i2 < N and 0 <= j2 < M and 0 <= k2 < K and \
    N >= 1 and M >= 1 and K >= 1 and \
    a0 = i + j and a1 = 2k and b0 = i2 + 1 and b1 = j2 + k2 and \
    a0 = b0 and a1 = b1 and i = i2 and j < j2 }";

fn system(text: &str) -> System {
    let s = parse_set(text).expect("benchmark set parses");
    s.pieces[0].sys.clone()
}

fn bench(c: &mut Criterion) {
    let carried = system(CARRIED);
    let parity = system(PARITY_EMPTY);
    let tiled = system(TILED);
    let subs = system(SUBSCRIPTS);
    for (name, sys) in [
        ("carried", &carried),
        ("parity_empty", &parity),
        ("tiled", &tiled),
        ("subscripts", &subs),
    ] {
        eprintln!(
            "{name}: {} variables, {} equalities, {} inequalities",
            sys.nvars(),
            sys.eqs.len(),
            sys.ineqs.len()
        );
        c.bench_function(&format!("emptiness/{name}"), |b| {
            b.iter(|| integer::emptiness(black_box(sys), &mut Budget::default()))
        });
    }
    // (name, system, number of dims, columns of k and k2)
    for (name, sys, nd, ck, ck2) in [
        ("carried", &carried, 6, 2, 5),
        ("tiled", &tiled, 6, 2, 5),
        ("subscripts", &subs, 10, 2, 7),
    ] {
        c.bench_function(&format!("lexmin/{name}"), |b| {
            b.iter(|| lexopt::lexopt(black_box(sys), nd, false, &mut Budget::default()))
        });
        // Distance bounds: min and max of (k2 - k) (target minus source).
        let n = sys.nvars();
        let mut f = vec![Int::zero(); n + 1];
        f[ck] = Int::from(-1);
        f[ck2] = Int::one();
        c.bench_function(&format!("distance_min_max/{name}"), |b| {
            b.iter(|| {
                let lo = lexopt::minimize(black_box(sys), &f, &mut Budget::default());
                let hi = lexopt::maximize(black_box(sys), &f, &mut Budget::default());
                (lo, hi)
            })
        });
    }
    let carried_set: PresburgerSet = parse_set(CARRIED).expect("parses");
    let tiled_set: PresburgerSet = parse_set(TILED).expect("parses");
    let subs_set: PresburgerSet = parse_set(SUBSCRIPTS).expect("parses");
    for (name, s, keep) in [
        ("carried", &carried_set, vec![3, 4, 5]),
        ("tiled", &tiled_set, vec![3, 4, 5]),
        ("subscripts", &subs_set, vec![5, 6, 7]),
    ] {
        c.bench_function(&format!("project_onto_target/{name}"), |b| {
            b.iter(|| black_box(s).project_onto(&keep, &mut Budget::default()))
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
