#!/usr/bin/env python3
"""Generate the PolyBench/C 4.2 corpus in affine MLIR from one template per kernel.

Templates live in tests/corpus/polybench/templates/<kernel>.mlir.in.  A template is
plain MLIR in which `${EXPR}` is replaced by the value of the Python expression EXPR,
evaluated over the dataset's size parameters (e.g. `${N}`, `${N-1}`, `${NI*NJ}`).
Inside EXPR, `f(x)` formats x as an f64 literal (`f(N)` -> `4.000000e+01`).
A template line `#let NAME = TEXT` (dropped from the output) makes every later `$NAME`
stand for TEXT (after `${...}` substitution), e.g. `#let TA = memref<${N}x${N}xf64>`.

Usage:
  polybench-gen.py                 write mini/<kernel>.mlir and small/<kernel>.mlir
  polybench-gen.py KERNEL...       regenerate only the named kernels
  polybench-gen.py --check         exit 1 if any generated file is missing or stale
  polybench-gen.py --list          print the kernel names, one a line
  polybench-gen.py --entry-args F  print the @main arguments of file F as `NAME SHAPE`
  polybench-gen.py --wrapper F     print a driver function `@pb_run` for file F that
                                   allocates and zero-fills every @main argument, calls
                                   @main, and prints one checksum per argument through
                                   the external function `pb_print_checksum(i64, f64)`
                                   (used by scripts/polybench-validate.sh for end-to-end
                                   runs through mlir-runner)
"""

import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
CORPUS = os.path.join(ROOT, "tests", "corpus", "polybench")
TEMPLATES = os.path.join(CORPUS, "templates")

# Dataset sizes of PolyBench/C 4.2 (MINI_DATASET and SMALL_DATASET of each <kernel>.h).
SIZES = {
    "2mm": ({"NI": 16, "NJ": 18, "NK": 22, "NL": 24}, {"NI": 40, "NJ": 50, "NK": 70, "NL": 80}),
    "3mm": (
        {"NI": 16, "NJ": 18, "NK": 20, "NL": 22, "NM": 24},
        {"NI": 40, "NJ": 50, "NK": 60, "NL": 70, "NM": 80},
    ),
    "adi": ({"TSTEPS": 20, "N": 20}, {"TSTEPS": 40, "N": 60}),
    "atax": ({"M": 38, "N": 42}, {"M": 116, "N": 124}),
    "bicg": ({"M": 38, "N": 42}, {"M": 116, "N": 124}),
    "cholesky": ({"N": 40}, {"N": 120}),
    "correlation": ({"M": 28, "N": 32}, {"M": 80, "N": 100}),
    "covariance": ({"M": 28, "N": 32}, {"M": 80, "N": 100}),
    "deriche": ({"W": 64, "H": 64}, {"W": 192, "H": 128}),
    "doitgen": ({"NQ": 8, "NR": 10, "NP": 12}, {"NQ": 20, "NR": 25, "NP": 30}),
    "durbin": ({"N": 40}, {"N": 120}),
    "fdtd-2d": ({"TMAX": 20, "NX": 20, "NY": 30}, {"TMAX": 40, "NX": 60, "NY": 80}),
    "floyd-warshall": ({"N": 60}, {"N": 180}),
    "gemm": ({"NI": 20, "NJ": 25, "NK": 30}, {"NI": 60, "NJ": 70, "NK": 80}),
    "gemver": ({"N": 40}, {"N": 120}),
    "gesummv": ({"N": 30}, {"N": 90}),
    "gramschmidt": ({"M": 20, "N": 30}, {"M": 60, "N": 80}),
    "heat-3d": ({"TSTEPS": 20, "N": 10}, {"TSTEPS": 40, "N": 20}),
    "jacobi-1d": ({"TSTEPS": 20, "N": 30}, {"TSTEPS": 40, "N": 120}),
    "jacobi-2d": ({"TSTEPS": 20, "N": 30}, {"TSTEPS": 40, "N": 90}),
    "lu": ({"N": 40}, {"N": 120}),
    "ludcmp": ({"N": 40}, {"N": 120}),
    "mvt": ({"N": 40}, {"N": 120}),
    "nussinov": ({"N": 60}, {"N": 180}),
    "seidel-2d": ({"TSTEPS": 20, "N": 40}, {"TSTEPS": 40, "N": 120}),
    "symm": ({"M": 20, "N": 30}, {"M": 60, "N": 80}),
    "syr2k": ({"M": 20, "N": 30}, {"M": 60, "N": 80}),
    "syrk": ({"M": 20, "N": 30}, {"M": 60, "N": 80}),
    "trisolv": ({"N": 40}, {"N": 120}),
    "trmm": ({"M": 20, "N": 30}, {"M": 60, "N": 80}),
}

DATASETS = (("mini", "MINI"), ("small", "SMALL"))

PLACEHOLDER = re.compile(r"\$\{([^}]*)\}")
LET = re.compile(r"^#let\s+([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")
ALIAS = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")


def f64_literal(value):
    """Format a number as an MLIR f64 literal that parses back to the same double."""
    text = "%.6e" % float(value)
    if float(text) != float(value):
        text = repr(float(value))
    return text


def render(kernel, sizes, dataset_name):
    """Instantiate the template of `kernel` for one dataset."""
    path = os.path.join(TEMPLATES, kernel + ".mlir.in")
    with open(path, encoding="utf-8") as handle:
        template = handle.read()
    env = dict(sizes)
    env["f"] = f64_literal

    def substitute(match):
        value = eval(match.group(1), {"__builtins__": {}}, env)  # noqa: S307 (trusted template)
        return str(value)

    lets = {}
    kept = []
    for line in template.splitlines(keepends=True):
        found = LET.match(line)
        if found:
            lets[found.group(1)] = PLACEHOLDER.sub(substitute, found.group(2).strip())
        else:
            kept.append(line)
    body = PLACEHOLDER.sub(substitute, "".join(kept))

    def expand(match):
        name = match.group(1)
        if name not in lets:
            raise SystemExit("%s: undefined $%s" % (path, name))
        return lets[name]

    body = ALIAS.sub(expand, body)
    params = ", ".join("%s=%d" % (k, v) for k, v in sizes.items())
    header = (
        "// PolyBench/C 4.2 %s, %s dataset (%s).\n"
        "// Generated by scripts/polybench-gen.py from templates/%s.mlir.in; do not edit.\n"
        % (kernel, dataset_name, params, kernel)
    )
    return header + body


def outputs(only=None):
    """Yield (path, text) for every generated file (or those of the kernels in `only`)."""
    for kernel in sorted(SIZES):
        if only and kernel not in only:
            continue
        for index, (directory, name) in enumerate(DATASETS):
            text = render(kernel, SIZES[kernel][index], name)
            yield os.path.join(CORPUS, directory, kernel + ".mlir"), text


MAIN_SIG = re.compile(r"func\.func @main\(([^)]*)\)")
ARG = re.compile(r"%([A-Za-z_][A-Za-z0-9_]*)\s*:\s*memref<([0-9x]+)xf64>")


def entry_args(path):
    """Return [(name, [dims])] for the arguments of @main in a generated file."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    match = MAIN_SIG.search(text)
    if match is None:
        raise SystemExit("%s: no func.func @main" % path)
    args = []
    for arg in match.group(1).split(","):
        found = ARG.search(arg)
        if found is None:
            raise SystemExit("%s: @main argument is not a static f64 memref: %s" % (path, arg))
        args.append((found.group(1), [int(d) for d in found.group(2).split("x")]))
    return args


def wrapper(path):
    """Driver for end-to-end runs: allocate, zero-fill, call @main, print checksums."""
    args = entry_args(path)
    lines = [
        "func.func private @pb_print_checksum(i64, f64)",
        "func.func @pb_run() {",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        "  %c13 = arith.constant 13 : index",
        "  %zero = arith.constant 0.000000e+00 : f64",
    ]
    flats = []
    for index, (name, dims) in enumerate(args):
        mtype = "memref<%sxf64>" % "x".join(str(d) for d in dims)
        total = 1
        for d in dims:
            total *= d
        lines.append("  %%a%d = memref.alloc() : %s" % (index, mtype))
        if len(dims) == 1:
            flat = "%%a%d" % index
        else:
            flat = "%%flat%d" % index
            group = ", ".join(str(d) for d in range(len(dims)))
            lines.append(
                "  %s = memref.collapse_shape %%a%d [[%s]] : %s into memref<%dxf64>"
                % (flat, index, group, mtype, total)
            )
        lines.append("  %%n%d = arith.constant %d : index" % (index, total))
        lines.append("  scf.for %%k = %%c0 to %%n%d step %%c1 {" % index)
        lines.append("    memref.store %%zero, %s[%%k] : memref<%dxf64>" % (flat, total))
        lines.append("  }")
        flats.append((flat, total))
    operands = ", ".join("%%a%d" % i for i in range(len(args)))
    types = ", ".join(
        "memref<%sxf64>" % "x".join(str(d) for d in dims) for (_, dims) in args
    )
    lines.append("  func.call @main(%s) : (%s) -> ()" % (operands, types))
    for index, (flat, total) in enumerate(flats):
        lines += [
            "  %%s%d = scf.for %%k = %%c0 to %%n%d step %%c1 iter_args(%%acc = %%zero) -> (f64) {"
            % (index, index),
            "    %%v = memref.load %s[%%k] : memref<%dxf64>" % (flat, total),
            "    %r = arith.remui %k, %c13 : index",
            "    %w = arith.addi %r, %c1 : index",
            "    %wi = arith.index_cast %w : index to i64",
            "    %wf = arith.sitofp %wi : i64 to f64",
            "    %p = arith.mulf %v, %wf : f64",
            "    %next = arith.addf %acc, %p : f64",
            "    scf.yield %next : f64",
            "  }",
            "  %%id%d = arith.constant %d : i64" % (index, index),
            "  func.call @pb_print_checksum(%%id%d, %%s%d) : (i64, f64) -> ()" % (index, index),
        ]
    lines += ["  return", "}"]
    return "\n".join(lines) + "\n"


def main(argv):
    if len(argv) >= 2 and argv[1] == "--list":
        print("\n".join(sorted(SIZES)))
        return 0
    if len(argv) == 3 and argv[1] == "--entry-args":
        for name, dims in entry_args(argv[2]):
            print(name, "x".join(str(d) for d in dims))
        return 0
    if len(argv) == 3 and argv[1] == "--wrapper":
        sys.stdout.write(wrapper(argv[2]))
        return 0
    check = len(argv) >= 2 and argv[1] == "--check"
    only = [a for a in argv[1:] if not a.startswith("--")]
    unknown = [k for k in only if k not in SIZES]
    if unknown or any(a.startswith("--") and a != "--check" for a in argv[1:]):
        sys.stderr.write(__doc__)
        return 2
    stale = 0
    written = 0
    for path, text in outputs(only):
        current = None
        if os.path.exists(path):
            with open(path, encoding="utf-8") as handle:
                current = handle.read()
        if current == text:
            continue
        if check:
            print("stale: %s" % os.path.relpath(path, ROOT))
            stale += 1
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        written += 1
    if check:
        return 1 if stale else 0
    print("polybench-gen: %d file(s) written, %d kernels x %d datasets"
          % (written, len(SIZES), len(DATASETS)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
