#!/usr/bin/env python3
"""Generates the dependence benchmark input: NESTS sibling 3-deep affine loop nests, each with
4-6 loads/stores on 3 memrefs (subscripts are small affine shifts and permutations of the
loop ivs), in one function.  Deterministic for a given seed.

Usage: scripts/deps-gen-bench.py [NESTS] [SEED] > file.mlir
"""
import random
import sys

nests = int(sys.argv[1]) if len(sys.argv) > 1 else 40
seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
rng = random.Random(seed)
N = 64
mems = ["%A", "%B", "%C"]
ty = f"memref<{N}x{N}xf32>"
out = [f"func.func @bench(%A: {ty}, %B: {ty}, %C: {ty}) {{"]
out.append("  %cst = arith.constant 1.000000e+00 : f32")
ivs = ["%i", "%j", "%k"]


def sub():
    a, b = rng.sample(ivs, 2)
    da, db = rng.randint(-1, 1), rng.randint(-1, 1)
    fa = f"{a} + {da}" if da else a
    fb = f"{b} + {db}" if db else b
    return f"{fa}, {fb}"


for n in range(nests):
    out.append(f"  affine.for %i = 1 to {N - 1} {{")
    out.append(f"    affine.for %j = 1 to {N - 1} {{")
    out.append(f"      affine.for %k = 1 to {N - 1} {{")
    for a in range(rng.randint(4, 6)):
        m = rng.choice(mems)
        if rng.random() < 0.5:
            out.append(f"        %v{n}_{a} = affine.load {m}[{sub()}] : {ty}")
        else:
            out.append(f"        affine.store %cst, {m}[{sub()}] : {ty}")
    out.append("      }")
    out.append("    }")
    out.append("  }")
out.append("  return")
out.append("}")
print("\n".join(out))
