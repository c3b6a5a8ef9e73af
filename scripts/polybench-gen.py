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
  polybench-gen.py --dataset D --out DIR [KERNEL...]
                                   write DIR/<kernel>.mlir for dataset D (mini, small,
                                   medium, large, extralarge; all kernels if none named);
                                   nothing under tests/ is touched
  polybench-gen.py --sizes D KERNEL
                                   print the size parameters of KERNEL in dataset D as
                                   `NAME=VALUE` lines
  polybench-gen.py --check-c       exit 1 if the size block of a C reference
                                   (tests/corpus/polybench/c/<kernel>.c) differs from SIZES
  polybench-gen.py --sync-c        rewrite the size block of every C reference from SIZES
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

# Dataset sizes of PolyBench/C 4.2: MINI, SMALL, MEDIUM, LARGE and EXTRALARGE_DATASET of each
# <kernel>.h, in that order (the order of ALL_DATASETS below).
SIZES = {
    "2mm": (
        {"NI": 16, "NJ": 18, "NK": 22, "NL": 24},
        {"NI": 40, "NJ": 50, "NK": 70, "NL": 80},
        {"NI": 180, "NJ": 190, "NK": 210, "NL": 220},
        {"NI": 800, "NJ": 900, "NK": 1100, "NL": 1200},
        {"NI": 1600, "NJ": 1800, "NK": 2200, "NL": 2400},
    ),
    "3mm": (
        {"NI": 16, "NJ": 18, "NK": 20, "NL": 22, "NM": 24},
        {"NI": 40, "NJ": 50, "NK": 60, "NL": 70, "NM": 80},
        {"NI": 180, "NJ": 190, "NK": 200, "NL": 210, "NM": 220},
        {"NI": 800, "NJ": 900, "NK": 1000, "NL": 1100, "NM": 1200},
        {"NI": 1600, "NJ": 1800, "NK": 2000, "NL": 2200, "NM": 2400},
    ),
    "adi": (
        {"TSTEPS": 20, "N": 20},
        {"TSTEPS": 40, "N": 60},
        {"TSTEPS": 100, "N": 200},
        {"TSTEPS": 500, "N": 1000},
        {"TSTEPS": 1000, "N": 2000},
    ),
    "atax": (
        {"M": 38, "N": 42},
        {"M": 116, "N": 124},
        {"M": 390, "N": 410},
        {"M": 1900, "N": 2100},
        {"M": 1800, "N": 2200},
    ),
    "bicg": (
        {"M": 38, "N": 42},
        {"M": 116, "N": 124},
        {"M": 390, "N": 410},
        {"M": 1900, "N": 2100},
        {"M": 1800, "N": 2200},
    ),
    "cholesky": (
        {"N": 40},
        {"N": 120},
        {"N": 400},
        {"N": 2000},
        {"N": 4000},
    ),
    "correlation": (
        {"M": 28, "N": 32},
        {"M": 80, "N": 100},
        {"M": 240, "N": 260},
        {"M": 1200, "N": 1400},
        {"M": 2600, "N": 3000},
    ),
    "covariance": (
        {"M": 28, "N": 32},
        {"M": 80, "N": 100},
        {"M": 240, "N": 260},
        {"M": 1200, "N": 1400},
        {"M": 2600, "N": 3000},
    ),
    "deriche": (
        {"W": 64, "H": 64},
        {"W": 192, "H": 128},
        {"W": 720, "H": 480},
        {"W": 4096, "H": 2160},
        {"W": 7680, "H": 4320},
    ),
    "doitgen": (
        {"NQ": 8, "NR": 10, "NP": 12},
        {"NQ": 20, "NR": 25, "NP": 30},
        {"NQ": 40, "NR": 50, "NP": 60},
        {"NQ": 140, "NR": 150, "NP": 160},
        {"NQ": 220, "NR": 250, "NP": 270},
    ),
    "durbin": (
        {"N": 40},
        {"N": 120},
        {"N": 400},
        {"N": 2000},
        {"N": 4000},
    ),
    "fdtd-2d": (
        {"TMAX": 20, "NX": 20, "NY": 30},
        {"TMAX": 40, "NX": 60, "NY": 80},
        {"TMAX": 100, "NX": 200, "NY": 240},
        {"TMAX": 500, "NX": 1000, "NY": 1200},
        {"TMAX": 1000, "NX": 2000, "NY": 2600},
    ),
    "floyd-warshall": (
        {"N": 60},
        {"N": 180},
        {"N": 500},
        {"N": 2800},
        {"N": 5600},
    ),
    "gemm": (
        {"NI": 20, "NJ": 25, "NK": 30},
        {"NI": 60, "NJ": 70, "NK": 80},
        {"NI": 200, "NJ": 220, "NK": 240},
        {"NI": 1000, "NJ": 1100, "NK": 1200},
        {"NI": 2000, "NJ": 2300, "NK": 2600},
    ),
    "gemver": (
        {"N": 40},
        {"N": 120},
        {"N": 400},
        {"N": 2000},
        {"N": 4000},
    ),
    "gesummv": (
        {"N": 30},
        {"N": 90},
        {"N": 250},
        {"N": 1300},
        {"N": 2800},
    ),
    "gramschmidt": (
        {"M": 20, "N": 30},
        {"M": 60, "N": 80},
        {"M": 200, "N": 240},
        {"M": 1000, "N": 1200},
        {"M": 2000, "N": 2600},
    ),
    "heat-3d": (
        {"TSTEPS": 20, "N": 10},
        {"TSTEPS": 40, "N": 20},
        {"TSTEPS": 100, "N": 40},
        {"TSTEPS": 500, "N": 120},
        {"TSTEPS": 1000, "N": 200},
    ),
    "jacobi-1d": (
        {"TSTEPS": 20, "N": 30},
        {"TSTEPS": 40, "N": 120},
        {"TSTEPS": 100, "N": 400},
        {"TSTEPS": 500, "N": 2000},
        {"TSTEPS": 1000, "N": 4000},
    ),
    "jacobi-2d": (
        {"TSTEPS": 20, "N": 30},
        {"TSTEPS": 40, "N": 90},
        {"TSTEPS": 100, "N": 250},
        {"TSTEPS": 500, "N": 1300},
        {"TSTEPS": 1000, "N": 2800},
    ),
    "lu": (
        {"N": 40},
        {"N": 120},
        {"N": 400},
        {"N": 2000},
        {"N": 4000},
    ),
    "ludcmp": (
        {"N": 40},
        {"N": 120},
        {"N": 400},
        {"N": 2000},
        {"N": 4000},
    ),
    "mvt": (
        {"N": 40},
        {"N": 120},
        {"N": 400},
        {"N": 2000},
        {"N": 4000},
    ),
    "nussinov": (
        {"N": 60},
        {"N": 180},
        {"N": 500},
        {"N": 2500},
        {"N": 5500},
    ),
    "seidel-2d": (
        {"TSTEPS": 20, "N": 40},
        {"TSTEPS": 40, "N": 120},
        {"TSTEPS": 100, "N": 400},
        {"TSTEPS": 500, "N": 2000},
        {"TSTEPS": 1000, "N": 4000},
    ),
    "symm": (
        {"M": 20, "N": 30},
        {"M": 60, "N": 80},
        {"M": 200, "N": 240},
        {"M": 1000, "N": 1200},
        {"M": 2000, "N": 2600},
    ),
    "syr2k": (
        {"M": 20, "N": 30},
        {"M": 60, "N": 80},
        {"M": 200, "N": 240},
        {"M": 1000, "N": 1200},
        {"M": 2000, "N": 2600},
    ),
    "syrk": (
        {"M": 20, "N": 30},
        {"M": 60, "N": 80},
        {"M": 200, "N": 240},
        {"M": 1000, "N": 1200},
        {"M": 2000, "N": 2600},
    ),
    "trisolv": (
        {"N": 40},
        {"N": 120},
        {"N": 400},
        {"N": 2000},
        {"N": 4000},
    ),
    "trmm": (
        {"M": 20, "N": 30},
        {"M": 60, "N": 80},
        {"M": 200, "N": 240},
        {"M": 1000, "N": 1200},
        {"M": 2000, "N": 2600},
    ),
}

# Every dataset, in the order of the tuples in SIZES: (directory/--dataset name, PolyBench name).
ALL_DATASETS = (
    ("mini", "MINI"),
    ("small", "SMALL"),
    ("medium", "MEDIUM"),
    ("large", "LARGE"),
    ("extralarge", "EXTRALARGE"),
)
# The datasets whose files are checked in (tests/corpus/polybench/<dir>/); the larger ones are
# generated on demand with --dataset NAME --out DIR.
DATASETS = ALL_DATASETS[:2]

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


C_SOURCES = os.path.join(CORPUS, "c")
# The size block of a C reference: from `#ifdef SMALL_DATASET` to its `#endif` (MINI is the
# `#else` branch, so a build without -D..._DATASET is MINI).
C_BLOCK = re.compile(r"^#ifdef SMALL_DATASET\n.*?^#endif\n", re.S | re.M)


def dataset_index(name):
    """Index into the SIZES tuples of a dataset given as `large` or `LARGE`."""
    for index, (directory, upper) in enumerate(ALL_DATASETS):
        if name in (directory, upper, upper + "_DATASET"):
            return index
    raise SystemExit(
        "unknown dataset %r (one of: %s)" % (name, ", ".join(d for d, _ in ALL_DATASETS))
    )


def c_size_block(kernel):
    """The `#ifdef SMALL_DATASET ... #endif` block of the C reference of `kernel`."""

    def defines(sizes):
        return "".join("#define %s %d\n" % (k, v) for k, v in sizes.items())

    sizes = SIZES[kernel]
    text = "#ifdef SMALL_DATASET\n" + defines(sizes[1])
    for index in (2, 3, 4):
        text += "#elif defined(%s_DATASET)\n" % ALL_DATASETS[index][1] + defines(sizes[index])
    return text + "#else\n" + defines(sizes[0]) + "#endif\n"


def c_sizes(sync):
    """Check (or, with `sync`, rewrite) the size block of every C reference; return #stale."""
    stale = 0
    for kernel in sorted(SIZES):
        path = os.path.join(C_SOURCES, kernel + ".c")
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        blocks = C_BLOCK.findall(text)
        if len(blocks) != 1:
            print("%s: expected one `#ifdef SMALL_DATASET ... #endif` size block, found %d"
                  % (os.path.relpath(path, ROOT), len(blocks)))
            stale += 1
            continue
        want = c_size_block(kernel)
        if blocks[0] == want:
            continue
        if sync:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text.replace(blocks[0], want))
            print("rewrote the size block of %s" % os.path.relpath(path, ROOT))
        else:
            print("stale size block: %s" % os.path.relpath(path, ROOT))
            stale += 1
    return stale


def generate_dataset(dataset, out_dir, only):
    """Write OUT_DIR/<kernel>.mlir for one dataset (on demand; not part of the checked-in corpus)."""
    index = dataset_index(dataset)
    os.makedirs(out_dir, exist_ok=True)
    count = 0
    for kernel in sorted(SIZES):
        if only and kernel not in only:
            continue
        text = render(kernel, SIZES[kernel][index], ALL_DATASETS[index][1])
        with open(os.path.join(out_dir, kernel + ".mlir"), "w", encoding="utf-8") as handle:
            handle.write(text)
        count += 1
    print("polybench-gen: %d file(s) written to %s (%s dataset)"
          % (count, out_dir, ALL_DATASETS[index][1]))
    return 0


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
    if len(argv) == 4 and argv[1] == "--sizes" and argv[3] in SIZES:
        for name, value in SIZES[argv[3]][dataset_index(argv[2])].items():
            print("%s=%d" % (name, value))
        return 0
    if len(argv) == 2 and argv[1] in ("--check-c", "--sync-c"):
        return 1 if c_sizes(argv[1] == "--sync-c") else 0
    if "--dataset" in argv[1:] or "--out" in argv[1:]:
        rest = argv[1:]
        opts = {}
        while rest and rest[0] in ("--dataset", "--out") and len(rest) >= 2:
            opts[rest[0]] = rest[1]
            rest = rest[2:]
        bad = [k for k in rest if k.startswith("--") or k not in SIZES]
        if len(opts) != 2 or bad:
            sys.stderr.write(__doc__)
            return 2
        return generate_dataset(opts["--dataset"], opts["--out"], rest)
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
