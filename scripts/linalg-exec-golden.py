#!/usr/bin/env python3
"""Executes every function of the linalg test files with MLIR 22 itself (mlir-opt lowering +
mlir-runner) and records the checksum of each memref argument after the call, so that
tests/suite/linalg_exec.rs can check tessera's execution of every named linalg op against MLIR's.

Inputs are filled by a formula both sides compute exactly: element k (row-major flat index) of
an argument is v = ((k * 7 + 3 * (a + 1)) mod 17) - 8 for argument number a, stored as v / 8
for floats and v for integers. Checksums are tessera's (`sum over k of a[k] * (k mod 13 + 1)`,
in f64, k ascending), printed as the bits of the f64. Only functions whose arguments are all
statically shaped memrefs of f32/f64/i8/i16/i32/i64 are run (f16 buffers are not executable by
tessera's runtime).

Usage: scripts/linalg-exec-golden.py [MLIR_BIN_DIR]   (default /usr/lib/llvm-22/bin)
Writes tests/golden/linalg_exec.txt: `FILE @FUNC ARG CHECKSUM_BITS` lines.
"""

import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
FILES = [
    "tests/corpus/ir/input/linalg_named_memref.mlir",
    "tests/corpus/ir/dialects-extra/linalg_named_all_f32.mlir",
    "tests/corpus/ir/dialects-extra/linalg_named_all_i8i32.mlir",
    "tests/corpus/linalg/named.mlir",
    "tests/corpus/linalg/conv.mlir",
    "tests/corpus/linalg/generic.mlir",
    "tests/corpus/linalg/chains.mlir",
]
ELEMS = {"f32", "f64", "i8", "i16", "i32", "i64"}


def functions(text):
    """(name, [(shape, elem)]) of each function with only static memref arguments."""
    out = []
    for m in re.finditer(r"func\.func @(\w+)\((.*?)\)\s*(->[^{]*)?\{", text, re.S):
        name, params = m.group(1), m.group(2)
        args = []
        ok = True
        for p in re.findall(r"%\w+\s*:\s*([^,]+?)(?=,\s*%|\s*$)", params.strip(), re.S):
            p = p.strip()
            mm = re.fullmatch(r"memref<((?:\d+x)*)(\w+)>", p)
            if not mm or mm.group(2) not in ELEMS:
                ok = False
                break
            shape = [int(d) for d in mm.group(1).split("x") if d]
            args.append((shape, mm.group(2)))
        if ok and args:
            out.append((name, args))
    return out


def memref_type(shape, elem):
    return "memref<" + "".join(f"{d}x" for d in shape) + elem + ">"


def driver(funcs):
    """A @main that fills the arguments, calls each function and prints the checksums."""
    lines = ["func.func @main() {"]
    lines.append("  %c7 = arith.constant 7 : index")
    lines.append("  %c13 = arith.constant 13 : index")
    lines.append("  %c17 = arith.constant 17 : index")
    lines.append("  %c1 = arith.constant 1 : index")
    lines.append("  %c8 = arith.constant 8 : index")
    lines.append("  %eighth = arith.constant 0.125 : f64")
    lines.append("  %zero = arith.constant 0.0 : f64")
    n = 0
    for fname, args in funcs:
        names = []
        for a, (shape, elem) in enumerate(args):
            n += 1
            v = f"%m{n}"
            t = memref_type(shape, elem)
            total = 1
            for d in shape:
                total *= d
            flat = f"%f{n}"
            lines.append(f"  {v} = memref.alloc() : {t}")
            lines.append(f"  {flat} = memref.collapse_shape {v} [[" + ", ".join(str(i) for i in range(len(shape))) + f"]] : {t} into memref<{total}x{elem}>" if shape else f"  {flat} = memref.expand_shape {v} [] output_shape [1] : {t} into memref<1x{elem}>")
            ftype = f"memref<{max(total, 1)}x{elem}>"
            lines.append(f"  %ca{n} = arith.constant {3 * (a + 1)} : index")
            lines.append(f"  affine.for %k = 0 to {max(total, 1)} {{")
            lines.append(f"    %t0 = arith.muli %k, %c7 : index")
            lines.append(f"    %t1 = arith.addi %t0, %ca{n} : index")
            lines.append(f"    %t2 = arith.remui %t1, %c17 : index")
            lines.append(f"    %t3 = arith.subi %t2, %c8 : index")
            lines.append(f"    %t4 = arith.index_cast %t3 : index to i64")
            if elem.startswith("f"):
                lines.append(f"    %t5 = arith.sitofp %t4 : i64 to f64")
                lines.append(f"    %t6 = arith.mulf %t5, %eighth : f64")
                if elem == "f32":
                    lines.append(f"    %t7 = arith.truncf %t6 : f64 to f32")
                    val = "%t7"
                else:
                    val = "%t6"
            else:
                if elem == "i64":
                    val = "%t4"
                else:
                    lines.append(f"    %t7 = arith.trunci %t4 : i64 to {elem}")
                    val = "%t7"
            lines.append(f"    memref.store {val}, {flat}[%k] : {ftype}")
            lines.append("  }")
            names.append((v, t, flat, ftype, elem, total))
        lines.append(
            f"  func.call @{fname}("
            + ", ".join(x[0] for x in names)
            + ") : ("
            + ", ".join(x[1] for x in names)
            + ") -> ()"
        )
        for (v, t, flat, ftype, elem, total) in names:
            n += 1
            lines.append(f"  %s{n} = affine.for %k = 0 to {max(total, 1)} iter_args(%acc = %zero) -> (f64) {{")
            lines.append(f"    %x = memref.load {flat}[%k] : {ftype}")
            if elem == "f64":
                xv = "%x"
            elif elem == "f32":
                lines.append("    %xe = arith.extf %x : f32 to f64")
                xv = "%xe"
            else:
                lines.append(f"    %xe = arith.sitofp %x : {elem} to f64")
                xv = "%xe"
            lines.append("    %r = arith.remui %k, %c13 : index")
            lines.append("    %r1 = arith.addi %r, %c1 : index")
            lines.append("    %r2 = arith.index_cast %r1 : index to i64")
            lines.append("    %w = arith.sitofp %r2 : i64 to f64")
            lines.append(f"    %p = arith.mulf {xv}, %w : f64")
            lines.append("    %nacc = arith.addf %acc, %p : f64")
            lines.append("    affine.yield %nacc : f64")
            lines.append("  }")
            lines.append(f"  %b{n} = arith.bitcast %s{n} : f64 to i64")
            lines.append(f"  vector.print %b{n} : i64")
    lines.append("  return")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    bindir = sys.argv[1] if len(sys.argv) > 1 else "/usr/lib/llvm-22/bin"
    libdir = os.path.join(os.path.dirname(bindir), "lib")
    opt, runner = os.path.join(bindir, "mlir-opt"), os.path.join(bindir, "mlir-runner")
    utils = [os.path.join(libdir, f) for f in ("libmlir_c_runner_utils.so.22.1", "libmlir_runner_utils.so.22.1")]
    out_lines = []
    for rel in FILES:
        text = open(os.path.join(ROOT, rel)).read()
        funcs = functions(text)
        with tempfile.TemporaryDirectory() as tmp:
            src = os.path.join(tmp, "in.mlir")
            with open(src, "w") as f:
                f.write(text + "\n" + driver(funcs))
            lowered = subprocess.run(
                [opt, src, "--convert-linalg-to-loops", "--lower-affine", "--convert-scf-to-cf", "--expand-strided-metadata",
                 "--finalize-memref-to-llvm", "--convert-vector-to-llvm", "--convert-to-llvm",
                 "--reconcile-unrealized-casts"],
                check=True, capture_output=True, text=True).stdout
            low = os.path.join(tmp, "low.mlir")
            with open(low, "w") as f:
                f.write(lowered)
            res = subprocess.run(
                [runner, low, "-e", "main", "-entry-point-result=void"]
                + [f"-shared-libs={u}" for u in utils],
                check=True, capture_output=True, text=True).stdout.split()
        k = 0
        for fname, args in funcs:
            for a in range(len(args)):
                bits = int(res[k]) & (2**64 - 1)
                out_lines.append(f"{rel} @{fname} {a} {bits:016x}")
                k += 1
        assert k == len(res), (rel, k, len(res))
    dst = os.path.join(ROOT, "tests/golden/linalg_exec.txt")
    with open(dst, "w") as f:
        f.write("# Generated by scripts/linalg-exec-golden.py with MLIR 22 (mlir-opt + mlir-runner):\n")
        f.write("# FILE @FUNC ARG CHECKSUM_BITS after calling FUNC on formula-filled arguments.\n")
        f.write("\n".join(out_lines) + "\n")
    print(f"{len(out_lines)} checksums written to {dst}")


if __name__ == "__main__":
    main()
