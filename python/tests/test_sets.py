"""tessera.Set and tessera.Map against hand counts and brute-force enumeration in Python.

Every expected value here is either derived by hand in the test or computed by enumerating a
box in plain Python with the same predicate the isl text states.
"""

import itertools
import math
import random

import pytest

import tessera
from tessera import Map, Set


def brute(pred, box, ndim):
    """The points of `box**ndim` satisfying `pred`, in lexicographic order."""
    return [p for p in itertools.product(range(-box, box + 1), repeat=ndim) if pred(*p)]


# --- hand-derived values ---------------------------------------------------------------------


def test_triangle_by_hand():
    s = Set("{ [i, j] : 0 <= i < j < 10 }")
    # Pairs i < j from 10 values: C(10, 2) = 45.
    assert s.card() == 45
    assert s.lexmin() == (0, 1)
    assert s.lexmax() == (8, 9)
    assert s.n_dim == 2
    assert s.dim_names == ["i", "j"]
    assert s.params == []
    assert (3, 7) in s and (7, 3) not in s
    assert s.min("i + j") == 1 and s.max("i + j") == 17
    assert s.max("j - i") == 9


def test_empty_and_universe_by_hand():
    e = Set("{ [i] : i > 3 and i < 4 }")
    assert e.is_empty()
    assert e.card() == 0
    assert e.lexmin() is None and e.sample() is None
    assert e.min("i") is None
    assert e.points() == []
    assert not Set("{ [i] : 0 <= i <= 0 }").is_empty()


def test_modulo_and_floor_by_hand():
    # Even numbers in [0, 20): 0, 2, ..., 18.
    assert Set("{ [i] : 0 <= i < 20 and i mod 2 = 0 }").card() == 10
    # floor(i / 3) = 2  <=>  6 <= i <= 8.
    assert Set("{ [i] : floor(i / 3) = 2 }").points() == [(6,), (7,), (8,)]
    # exists k: i = 4k, 0 <= i <= 12 -> 0, 4, 8, 12.
    assert Set("{ [i] : exists k : i = 4k and 0 <= i <= 12 }").points() == [
        (0,),
        (4,),
        (8,),
        (12,),
    ]


def test_operators_by_hand():
    a = Set("{ [i] : 0 <= i < 10 }")
    b = Set("{ [i] : 5 <= i < 15 }")
    assert (a & b).points() == [(i,) for i in range(5, 10)]
    assert (a | b).card() == 15
    assert (a - b).points() == [(i,) for i in range(0, 5)]
    assert a.intersect(b) == a & b
    assert a.union(b) == a | b
    assert a.subtract(b) == a - b
    assert (a & b) <= a and (a & b) < a and not a < a and a <= a
    assert a >= (a & b) and a > (a & b) and not a > a
    assert a == Set("{ [i] : 0 <= i <= 9 }")
    assert a != b
    assert not (a == 3)
    with pytest.raises(TypeError):
        _ = a & 3


def test_unhashable():
    with pytest.raises(TypeError):
        hash(Set("{ [i] : 0 <= i < 3 }"))


def test_str_reads_back():
    for text in [
        "{ [i, j] : 0 <= i < j < 10 }",
        "[N] -> { S[i] : 0 <= i < N and i mod 3 = 1 }",
        "{ [i] : 0 <= i < 5 or 10 <= i < 12 }",
        "{ [i] : i > 3 and i < 4 }",
    ]:
        s = Set(text)
        assert Set(str(s)) == s, text
        assert eval(repr(s), {"Set": Set}) == s


def test_projection_by_hand():
    s = Set("{ [i, j] : 0 <= i < 4 and i <= j < 2i }")
    # j in [i, 2i): non-empty for i >= 1 -> i in {1, 2, 3}; j over the union of [1,2), [2,4), [3,6).
    assert s.project(["i"]).points() == [(1,), (2,), (3,)]
    assert s.project_out("i").points() == [(j,) for j in range(1, 6)]
    assert s.project([1]) == s.project_out(["i"])
    assert s.project(["j", "i"]).points() == sorted((j, i) for i, j in s.points())
    with pytest.raises(ValueError):
        s.project(["k"])


def test_parametric_by_hand():
    s = Set("[N] -> { [i, j] : 0 <= i < N and 0 <= j <= i }")
    assert s.params == ["N"]
    for n in range(0, 7):
        # Triangle with rows of 1, 2, ..., n points.
        assert s.fix_params(N=n).card() == n * (n + 1) // 2
    with pytest.raises(tessera.UnsupportedError):
        s.card()
    with pytest.raises(tessera.UnsupportedError):
        s.lexmin()
    with pytest.raises(tessera.UnsupportedError):
        s.sample()
    point, params = s.sample_with_params()
    assert s.fix_params(**params).card() >= 1
    assert point in s.fix_params(**params)


def test_map_by_hand():
    m = Map("{ [i] -> [j] : 0 <= i < 10 and i <= j <= i + 2 }")
    assert m.n_in == 1 and m.n_out == 1
    assert m.card() == 30
    assert m.domain().points() == [(i,) for i in range(10)]
    assert m.range().points() == [(j,) for j in range(12)]
    img = m(Set("{ [i] : 3 <= i <= 4 }"))
    assert img.points() == [(3,), (4,), (5,), (6,)]
    assert Set("{ [i] : 3 <= i <= 4 }").apply(m) == img
    r = m.reverse()
    assert r.points() == sorted((b, a) for a, b in m.points())
    assert ((2,), (4,)) in m and ((2,), (5,)) not in m
    assert m.lexmin() == ((0,), (0,))
    assert m.project_out([0]) == m.range()


def test_errors():
    with pytest.raises(tessera.ParseError, match=r"1:\d+"):
        Set("{ [i] : i >= }")
    with pytest.raises(tessera.TesseraError):
        Set("{ [i] : i >= }")
    with pytest.raises(ValueError, match="tessera.Map"):
        Set("{ [i] -> [j] }")
    with pytest.raises(ValueError, match="tessera.Set"):
        Map("{ [i] }")
    with pytest.raises(tessera.UnsupportedError, match="unbounded"):
        Set("{ [i] : i >= 0 }").card()
    with pytest.raises(tessera.UnsupportedError, match="unbounded"):
        Set("{ [i] : i >= 0 }").points()
    with pytest.raises(tessera.UnsupportedError, match="max_points"):
        Set("{ [i] : 0 <= i < 100 }").points(max_points=10)
    with pytest.raises(tessera.SpaceMismatchError):
        _ = Set("{ [i] }") & Set("{ [i, j] }")
    with pytest.raises(tessera.ParseError):
        Set("{ [i] : 0 <= i < 4 }").min("i +")
    assert Set("{ [i] : i >= 0 }").max("i") == math.inf
    assert Set("{ [i] : i >= 0 }").min("i") == 0


def test_big_integers():
    big = 2**70
    s = Set("{ [i] : %d <= i <= %d }" % (big, big + 2))
    assert s.card() == 3
    assert s.lexmin() == (big,)
    assert s.points() == [(big,), (big + 1,), (big + 2,)]
    assert (big + 1,) in s
    # 3 * 2^70 points do not fit in 64 bits (the count enumerates i, 3 values).
    wide = Set("{ [i, j] : 0 <= i < 3 and 0 <= j < %d }" % big)
    assert wide.card() == 3 * big


# --- random sets against brute force ---------------------------------------------------------

BOX = 5


def random_constraint(rng, names):
    """A random affine constraint as (isl text, Python predicate)."""
    coeffs = [rng.randint(-2, 2) for _ in names]
    c = rng.randint(-4, 4)
    op = rng.choice([">=", "<=", "="] if rng.random() < 0.2 else [">=", "<="])
    terms = " + ".join(f"{k}*{n}" for k, n in zip(coeffs, names))
    text = f"{terms} + {c} {op} 0"

    def pred(*p):
        v = sum(k * x for k, x in zip(coeffs, p)) + c
        return {">=": v >= 0, "<=": v <= 0, "=": v == 0}[op]

    return text.replace("+ -", "- "), pred


def random_mod(rng, names):
    k = rng.randrange(len(names))
    m = rng.randint(2, 3)
    r = rng.randrange(m)
    return f"{names[k]} mod {m} = {r}", lambda *p: p[k] % m == r


def random_set(rng, ndim):
    """A random bounded set (a union of 1-2 conjunctions inside the box) and its predicate."""
    names = ["i", "j", "k"][:ndim]
    box = " and ".join(f"-{BOX} <= {n} <= {BOX}" for n in names)
    disjuncts = []
    preds = []
    for _ in range(rng.randint(1, 2)):
        cs = [random_constraint(rng, names) for _ in range(rng.randint(1, 3))]
        if rng.random() < 0.3:
            cs.append(random_mod(rng, names))
        disjuncts.append("(" + " and ".join(t for t, _ in cs) + ")")
        preds.append([p for _, p in cs])
    text = "{ [%s] : %s and (%s) }" % (", ".join(names), box, " or ".join(disjuncts))

    def pred(*p):
        return any(all(q(*p) for q in conj) for conj in preds)

    return Set(text), pred, text


def test_random_sets_against_brute_force():
    rng = random.Random(20261126)
    for _ in range(60):
        ndim = rng.randint(1, 3)
        s, pred, text = random_set(rng, ndim)
        pts = brute(pred, BOX, ndim)
        assert s.card() == len(pts), text
        assert s.points() == pts, text
        assert s.is_empty() == (not pts), text
        assert s.lexmin() == (pts[0] if pts else None), text
        assert s.lexmax() == (pts[-1] if pts else None), text
        sample = s.sample()
        assert (sample is None) == (not pts) and (sample is None or pred(*sample)), text
        if pts:
            assert s.min("i") == min(p[0] for p in pts), text
            assert s.max("i") == max(p[0] for p in pts), text
        # Printing reads back to the same set.
        assert Set(str(s)) == s, text
        # Projection onto the first dimension.
        assert s.project([0]).points() == sorted({(p[0],) for p in pts}), text


def test_random_set_algebra_against_brute_force():
    rng = random.Random(7)
    for _ in range(40):
        ndim = rng.randint(1, 2)
        a, pa, ta = random_set(rng, ndim)
        b, pb, tb = random_set(rng, ndim)
        box = list(itertools.product(range(-BOX, BOX + 1), repeat=ndim))
        sa = {p for p in box if pa(*p)}
        sb = {p for p in box if pb(*p)}
        msg = f"{ta}  /  {tb}"
        assert set((a & b).points()) == sa & sb, msg
        assert set((a | b).points()) == sa | sb, msg
        assert set((a - b).points()) == sa - sb, msg
        assert (a <= b) == (sa <= sb), msg
        assert (a < b) == (sa < sb), msg
        assert (a == b) == (sa == sb), msg
        # The complement, restricted to the box.
        boxset = Set(
            "{ [%s] : %s }"
            % (
                ", ".join("ijk"[:ndim]),
                " and ".join(f"-{BOX} <= {n} <= {BOX}" for n in "ijk"[:ndim]),
            )
        )
        assert set((a.complement() & boxset).points()) == set(box) - sa, msg
        assert a.coalesce() == a, msg
        assert a <= a.bounding_box(), msg


def test_random_maps_against_brute_force():
    rng = random.Random(99)
    for _ in range(30):
        s, pred, text = random_set(rng, 2)
        m = Map(text.replace("[i, j]", "[i] -> [j]"))
        pairs = brute(pred, BOX, 2)
        assert m.card() == len(pairs), text
        assert m.points() == [((i,), (j,)) for i, j in pairs], text
        assert m.domain().points() == sorted({(i,) for i, _ in pairs}), text
        assert m.range().points() == sorted({(j,) for _, j in pairs}), text
        assert m.reverse().points() == sorted(((j,), (i,)) for i, j in pairs), text
        lo = rng.randint(-BOX, BOX)
        src = Set("{ [i] : %d <= i <= %d }" % (lo, lo + 2))
        assert m(src).points() == sorted({(j,) for i, j in pairs if lo <= i <= lo + 2}), text
