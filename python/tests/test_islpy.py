"""tessera.Set against islpy (isl) as a reference: counts, lexicographic optima, set algebra,
and the printed text read by isl. Skipped when islpy is not installed."""

import random

import pytest

import tessera
from test_sets import random_set

isl = pytest.importorskip("islpy")


def isl_point(p, n):
    return tuple(p.get_coordinate_val(isl.dim_type.set, k).to_python() for k in range(n))


def test_random_sets_against_isl():
    rng = random.Random(31337)
    for _ in range(60):
        ndim = rng.randint(1, 3)
        s, _, text = random_set(rng, ndim)
        ref = isl.Set(text)
        assert s.card() == ref.count_val().to_python(), text
        if ref.is_empty():
            assert s.lexmin() is None and s.lexmax() is None, text
        else:
            assert s.lexmin() == isl_point(ref.lexmin().sample_point(), ndim), text
            assert s.lexmax() == isl_point(ref.lexmax().sample_point(), ndim), text
        # What tessera prints, isl reads as the same set.
        assert isl.Set(str(s)).is_equal(ref), text


def test_random_algebra_against_isl():
    rng = random.Random(4242)
    for _ in range(40):
        ndim = rng.randint(1, 2)
        a, _, ta = random_set(rng, ndim)
        b, _, tb = random_set(rng, ndim)
        ia, ib = isl.Set(ta), isl.Set(tb)
        msg = f"{ta}  /  {tb}"
        assert isl.Set(str(a & b)).is_equal(ia.intersect(ib)), msg
        assert isl.Set(str(a | b)).is_equal(ia.union(ib)), msg
        assert isl.Set(str(a - b)).is_equal(ia.subtract(ib)), msg
        assert (a <= b) == ia.is_subset(ib), msg


def test_parametric_against_isl():
    text = "[N, M] -> { [i, j] : 0 <= i < N and 0 <= j < M and j <= 2i and (i + j) mod 3 = 0 }"
    s = tessera.Set(text)
    for n in range(0, 6):
        for m in range(0, 6):
            ref = isl.Set(text).fix_val(isl.dim_type.param, 0, n).fix_val(isl.dim_type.param, 1, m)
            assert s.fix_params(N=n, M=m).card() == ref.count_val().to_python(), (n, m)
