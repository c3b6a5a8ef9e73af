#!/usr/bin/env python3
"""A synthetic SCoP for the scheduler's scaling: NESTS two-deep loop nests in one function, two
statements each (STATEMENTS = 2 * NESTS), each nest reading the arrays of the two nests before it
at shifted indices (a chain of producer-consumer stencils, so every nest depends on earlier ones
and fusion, shifting and tiling all have work). Sizes are constants (--size N) or, with
--param, one `index` argument `%n` (the arrays are `memref<?x?xf64>`).

Usage: scripts/schedule-synthetic.py [--nests 100] [--size 64] [--param] > synthetic.mlir
then:  tessera schedule synthetic.mlir --function synthetic --print-schedule -o out.mlir
"""
import argparse

ap = argparse.ArgumentParser()
ap.add_argument("--nests", type=int, default=100)
ap.add_argument("--size", type=int, default=64)
ap.add_argument("--param", action="store_true")
a = ap.parse_args()
k = a.nests + 2
ty = "memref<?x?xf64>" if a.param else f"memref<{a.size}x{a.size}xf64>"
args = ", ".join(f"%A{j}: {ty}" for j in range(k))
if a.param:
    args = "%n: index, " + args
out = [f"func.func @synthetic({args}) {{", "  %c = arith.constant 0.5 : f64"]
for j in range(a.nests):
    src1, src2, dst = f"%A{j}", f"%A{j + 1}", f"%A{j + 2}"
    up = "affine_map<()[s0] -> (s0 - 1)>()[%n]" if a.param else str(a.size - 1)
    out.append(f"  affine.for %i{j} = 1 to {up} {{")
    out.append(f"    affine.for %k{j} = 1 to {up} {{")
    i, kk = f"%i{j}", f"%k{j}"
    out.append(f"      %a{j} = affine.load {src1}[{i} - 1, {kk}] : {ty}")
    out.append(f"      %b{j} = affine.load {src2}[{i}, {kk} + 1] : {ty}")
    out.append(f"      %s{j} = arith.addf %a{j}, %b{j} : f64")
    out.append(f"      affine.store %s{j}, {dst}[{i}, {kk}] : {ty}")
    out.append(f"      %d{j} = affine.load {dst}[{i}, {kk} - 1] : {ty}")
    out.append(f"      %e{j} = arith.mulf %d{j}, %c : f64")
    out.append(f"      affine.store %e{j}, {dst}[{i}, {kk}] : {ty}")
    out.append("    }")
    out.append("  }")
out.append("  return")
out.append("}")
print("\n".join(out))
