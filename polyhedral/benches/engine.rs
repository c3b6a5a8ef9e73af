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

fn system(text: &str) -> System {
    let s = parse_set(text).expect("benchmark set parses");
    s.pieces[0].sys.clone()
}

fn bench(c: &mut Criterion) {
    let carried = system(CARRIED);
    let parity = system(PARITY_EMPTY);
    let tiled = system(TILED);
    for (name, sys) in [
        ("carried", &carried),
        ("parity_empty", &parity),
        ("tiled", &tiled),
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
    for (name, sys) in [("carried", &carried), ("tiled", &tiled)] {
        c.bench_function(&format!("lexmin/{name}"), |b| {
            b.iter(|| lexopt::lexopt(black_box(sys), 6, false, &mut Budget::default()))
        });
        // Distance bounds: min and max of (k2 - k) (target minus source).
        let n = sys.nvars();
        let mut f = vec![Int::zero(); n + 1];
        f[2] = Int::from(-1);
        f[5] = Int::one();
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
    for (name, s) in [("carried", &carried_set), ("tiled", &tiled_set)] {
        c.bench_function(&format!("project_onto_target/{name}"), |b| {
            b.iter(|| black_box(s).project_onto(&[3, 4, 5], &mut Budget::default()))
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
