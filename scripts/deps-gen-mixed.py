#!/usr/bin/env python3
"""Generates a mixed dependence benchmark input, independent of deps-gen-bench.py: NESTS
sibling 3-deep affine loop nests (4-6 loads/stores each) in one function, mixing
  - rectangular, triangular (bounds on outer ivs), parametric (symbol %n, %m) bounds, max/min
    bounds and steps of 2;
  - subscripts that are shifts, coupled sums (i + j, i - k), scaled (2 * i, 3 * j + 1),
    mod / floordiv, symbols (i + s0), constants;
  - accesses guarded by affine.if (with and without else);
  - memrefs of rank 1, 2 and 3.
Deterministic for a given seed.

Usage: scripts/deps-gen-mixed.py [NESTS] [SEED] > file.mlir
"""
import random
import sys

nests = int(sys.argv[1]) if len(sys.argv) > 1 else 40
seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
rng = random.Random(seed)

MEMS = [
    ("%A", "memref<256xf32>", 1),
    ("%B", "memref<64x64xf32>", 2),
    ("%C", "memref<32x32x32xf32>", 3),
    ("%D", "memref<128x128xf32>", 2),
    ("%E", "memref<4096xf32>", 1),
]
IVS = ["%i", "%j", "%k"]


def sub_expr(ivs):
    """One subscript expression over the ivs in scope and the symbol %n."""
    a = rng.choice(ivs)
    b = rng.choice([v for v in ivs if v != a] or [a])
    c = rng.randint(-2, 2)
    form = rng.choices(
        ["shift", "sum", "diff", "scale", "mod", "div", "sym", "const"],
        weights=[30, 14, 8, 12, 6, 6, 6, 4],
    )[0]
    if form == "shift":
        return f"{a} + {c}" if c > 0 else (f"{a} - {-c}" if c < 0 else a)
    if form == "sum":
        return f"{a} + {b}"
    if form == "diff":
        return f"{a} - {b} + 16"
    if form == "scale":
        return f"{rng.choice([2, 3])} * {a} + {abs(c)}"
    if form == "mod":
        return f"{a} mod {rng.choice([2, 4, 8])}"
    if form == "div":
        return f"{a} floordiv {rng.choice([2, 4])}"
    if form == "sym":
        return f"{a} + symbol(%n)"
    return str(rng.randint(0, 7))


def access(out, ind, n, a, ivs):
    m, ty, rank = rng.choice(MEMS)
    subs = ", ".join(sub_expr(ivs) for _ in range(rank))
    if rng.random() < 0.5:
        out.append(f"{ind}%v{n}_{a} = affine.load {m}[{subs}] : {ty}")
    else:
        out.append(f"{ind}affine.store %cst, {m}[{subs}] : {ty}")


def bound(level):
    """(lower, upper, step) texts of loop `level` (0: i, 1: j, 2: k)."""
    outer = IVS[level - 1] if level else None
    kinds = ["rect", "rect", "param", "minmax"] + (["tri_lo", "tri_hi"] * 2 if level else [])
    k = rng.choice(kinds)
    step = " step 2" if rng.random() < 0.1 else ""
    if k == "rect":
        return f"{rng.randint(0, 2)}", f"{rng.choice([16, 32, 62, 64])}", step
    if k == "param":
        return "0", "%n" if rng.random() < 0.5 else "%m", step
    if k == "minmax":
        return "max affine_map<()[s0] -> (0, s0 - 32)>()[%n]", \
            "min affine_map<()[s0] -> (64, s0)>()[%m]", step
    if k == "tri_lo":
        return f"affine_map<(d0) -> (d0)>({outer})", "64", step
    return "0", f"affine_map<(d0) -> (d0 + 1)>({outer})", step


out = [
    "func.func @mixed(" + ", ".join(f"{m}: {t}" for m, t, _ in MEMS) + ", %n: index, %m: index) {",
    "  %cst = arith.constant 1.000000e+00 : f32",
]
for n in range(nests):
    ind = "  "
    for lvl, iv in enumerate(IVS):
        lo, hi, st = bound(lvl)
        out.append(f"{ind}affine.for {iv} = {lo} to {hi}{st} {{")
        ind += "  "
    a = 0
    for _ in range(rng.randint(4, 6)):
        r = rng.random()
        if r < 0.15:
            cond = rng.choice([
                "affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %j)",
                "affine_set<(d0, d1)[s0] : (s0 - d0 - d1 - 1 >= 0)>(%j, %k)[%n]",
                "affine_set<(d0) : (d0 mod 2 == 0)>(%k)",
            ])
            out.append(f"{ind}affine.if {cond} {{")
            access(out, ind + "  ", n, a, IVS)
            a += 1
            if rng.random() < 0.5:
                out.append(f"{ind}}} else {{")
                access(out, ind + "  ", n, a, IVS)
                a += 1
            out.append(f"{ind}}}")
        else:
            access(out, ind, n, a, IVS)
            a += 1
    for _ in IVS:
        ind = ind[:-2]
        out.append(f"{ind}}}")
out.append("  return")
out.append("}")
print("\n".join(out))
