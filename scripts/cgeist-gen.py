#!/usr/bin/env python3
"""Wrap each Polygeist-style PolyBench twin in a whole module as cgeist (Polygeist) prints it.

cgeist compiles a whole C file: besides the kernels, its output carries the data layout and
target attributes on the module, `llvm.mlir.global` strings for the printf formats, `stderr`
as an external global, `llvm.func @fprintf` (variadic), a `main(argc, argv)` that allocates
the arrays with `memref.alloc`, calls the kernel, prints the arrays when asked (PolyBench's
`argc > 42` guard) through `llvm.call @fprintf` inside affine loops, and frees them with
`memref.dealloc`.

For every tests/corpus/polybench-pg/<dataset>/<kernel>.mlir this script writes
<out>/<kernel>.mlir where:
- `@init_array` and `@kernel_<name>` are copied unchanged (byte for byte), so the analysis of
  the kernel can be compared with the bare twin's;
- the twin's `@main(arrays...)` becomes `@run_<name>(arrays...)` (unchanged body), called from
  the new `@main(%argc: i32, %argv: memref<?xmemref<?xi8>>) -> i32`, which allocates and frees
  the arrays and prints them through `@print_array_<k>` (one per array) when `argc > 42`.

Usage: cgeist-gen.py [--dataset small] [--out DIR] [KERNEL...]
       (default out: tests/corpus/polybench-cgeist/<dataset>)
"""

import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent

HEADER_ATTRS = (
    'dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f80, dense<128> : vector<2xi64>>, '
    '#dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, '
    '#dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, '
    '#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>, '
    'llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128", '
    'llvm.target_triple = "x86_64-unknown-linux-gnu", "polygeist.target-cpu" = "x86-64", '
    '"polygeist.target-features" = "+cx8,+fxsr,+mmx,+sse,+sse2,+x87", "polygeist.tune-cpu" = "generic"'
)

FPRINTF_TY = "!llvm.func<i32 (ptr, ptr, ...)>"


def mlir_string(s: bytes) -> str:
    out = []
    for c in s:
        if 0x20 <= c < 0x7F and c not in (0x22, 0x5C):
            out.append(chr(c))
        else:
            out.append("\\%02X" % c)
    return '"' + "".join(out) + '"'


class Strings:
    """The module's string globals, one per distinct text."""

    def __init__(self):
        self.items = []

    def get(self, text: bytes):
        data = text + b"\x00"
        for name, d in self.items:
            if d == data:
                return name, len(d)
        name = "str%d" % len(self.items)
        self.items.append((name, data))
        return name, len(data)

    def globals(self):
        return [
            "  llvm.mlir.global internal constant @%s(%s) {addr_space = 0 : i32}"
            % (n, mlir_string(d))
            for n, d in reversed(self.items)
        ]


def split_functions(text: str):
    """Top-level `func.func` definitions of a twin, in order: (name, full text)."""
    funcs = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = re.match(r"func\.func (?:private )?@([\w$.]+)\(", lines[i])
        if not m:
            i += 1
            continue
        depth = 0
        start = i
        while True:
            depth += lines[i].count("{") - lines[i].count("}")
            i += 1
            if depth == 0:
                break
        funcs.append((m.group(1), "\n".join(lines[start:i])))
    return funcs


def main_signature(main_text: str):
    header = main_text.splitlines()[0]
    params = re.match(r"func\.func @main\((.*)\) \{$", header)
    if not params:
        raise SystemExit("unexpected @main header: " + header)
    out = []
    for p in filter(None, [s.strip() for s in split_top(params.group(1))]):
        name, ty = p.split(":", 1)
        out.append((name.strip(), ty.strip()))
    return out


def split_top(s: str):
    depth, cur, out = 0, "", []
    for c in s:
        if c in "<([{":
            depth += 1
        elif c in ">)]}":
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += c
    out.append(cur)
    return out


def memref_shape(ty: str):
    m = re.match(r"memref<((?:\d+x)*)(\w+)>$", ty)
    if not m:
        raise SystemExit("unsupported array type " + ty)
    dims = [int(d) for d in m.group(1).split("x") if d]
    return dims, m.group(2)


def print_function(k: int, name: str, ty: str, strings: Strings):
    dims, elem = memref_shape(ty)
    is_float = elem.startswith("f")
    fmt, fmt_len = strings.get(b"%0.2lf " if is_float else b"%d ")
    begin, begin_len = strings.get(b"begin dump: %s")
    aname, aname_len = strings.get(name.lstrip("%").encode())
    nl, nl_len = strings.get(b"\n")
    end, end_len = strings.get(b"\nend   dump: %s\n")
    ivs = ["%%i%d" % d for d in range(len(dims))]
    lines = [
        "  func.func private @print_array_%d(%%arg0: %s) attributes {llvm.linkage = #llvm.linkage<internal>} {"
        % (k, ty),
        "    %c20_i32 = arith.constant 20 : i32",
        "    %c0_i32 = arith.constant 0 : i32",
        "    %0 = llvm.mlir.addressof @stderr : !llvm.ptr",
        "    %1 = llvm.load %0 : !llvm.ptr -> !llvm.ptr",
        "    %%2 = llvm.mlir.addressof @%s : !llvm.ptr" % begin,
        "    %%3 = llvm.getelementptr %%2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<%d x i8>"
        % begin_len,
        "    %%4 = llvm.mlir.addressof @%s : !llvm.ptr" % aname,
        "    %%5 = llvm.getelementptr %%4[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<%d x i8>"
        % aname_len,
        "    %%6 = llvm.call @fprintf(%%1, %%3, %%5) vararg(%s) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32"
        % FPRINTF_TY,
    ]
    indent = "    "
    for d, n in enumerate(dims):
        lines.append("%saffine.for %s = 0 to %d {" % (indent, ivs[d], n))
        indent += "  "
    # The flat element number (row-major) decides the line breaks, as PolyBench does.
    flat = ivs[0]
    lin = "%%lin0 = arith.index_cast %s : index to i32" % ivs[0]
    body = [lin]
    for d in range(1, len(dims)):
        body += [
            "%%cdim%d = arith.constant %d : i32" % (d, dims[d]),
            "%%mul%d = arith.muli %%lin%d, %%cdim%d : i32" % (d, d - 1, d),
            "%%iv%d = arith.index_cast %s : index to i32" % (d, ivs[d]),
            "%%lin%d = arith.addi %%mul%d, %%iv%d : i32" % (d, d, d),
        ]
    last = "%%lin%d" % (len(dims) - 1)
    body += [
        "%%rem = arith.remsi %s, %%c20_i32 : i32" % last,
        "%cond = arith.cmpi eq, %rem, %c0_i32 : i32",
        "scf.if %cond {",
        "  %s0 = llvm.load %0 : !llvm.ptr -> !llvm.ptr",
        "  %%s1 = llvm.mlir.addressof @%s : !llvm.ptr" % nl,
        "  %%s2 = llvm.getelementptr %%s1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<%d x i8>"
        % nl_len,
        "  %%s3 = llvm.call @fprintf(%%s0, %%s2) vararg(%s) : (!llvm.ptr, !llvm.ptr) -> i32"
        % FPRINTF_TY,
        "}",
        "%%v = affine.load %%arg0[%s] : %s" % (", ".join(ivs), ty),
        "%f0 = llvm.load %0 : !llvm.ptr -> !llvm.ptr",
        "%%f1 = llvm.mlir.addressof @%s : !llvm.ptr" % fmt,
        "%%f2 = llvm.getelementptr %%f1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<%d x i8>"
        % fmt_len,
        "%%f3 = llvm.call @fprintf(%%f0, %%f2, %%v) vararg(%s) : (!llvm.ptr, !llvm.ptr, %s) -> i32"
        % (FPRINTF_TY, elem),
    ]
    del flat
    lines += [indent + b for b in body]
    for _ in dims:
        indent = indent[:-2]
        lines.append(indent + "}")
    lines += [
        "    %7 = llvm.load %0 : !llvm.ptr -> !llvm.ptr",
        "    %%8 = llvm.mlir.addressof @%s : !llvm.ptr" % end,
        "    %%9 = llvm.getelementptr %%8[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<%d x i8>"
        % end_len,
        "    %%10 = llvm.call @fprintf(%%7, %%9, %%5) vararg(%s) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32"
        % FPRINTF_TY,
        "    return",
        "  }",
    ]
    return "\n".join(lines)


def indent(text: str) -> str:
    return "\n".join(("  " + l) if l else l for l in text.splitlines())


def wrap(kernel: str, twin: str) -> str:
    funcs = split_functions(twin)
    names = [n for n, _ in funcs]
    if "main" not in names:
        raise SystemExit(kernel + ": no @main in the twin")
    strings = Strings()
    params = main_signature(dict(funcs)["main"])
    out_funcs = []
    for n, text in funcs:
        if n == "main":
            text = text.replace("func.func @main(", "func.func private @run_%s(" % kernel.replace("-", "_"), 1)
        out_funcs.append(indent(text))
    prints = [print_function(k, name, ty, strings) for k, (name, ty) in enumerate(params)]
    run = "run_" + kernel.replace("-", "_")
    main = [
        "  func.func @main(%argc: i32, %argv: memref<?xmemref<?xi8>>) -> i32 attributes {llvm.linkage = #llvm.linkage<external>} {",
        "    %c0_i32 = arith.constant 0 : i32",
        "    %c42_i32 = arith.constant 42 : i32",
    ]
    for name, ty in params:
        main.append("    %s = memref.alloc() : %s" % (name, ty))
    main.append(
        "    call @%s(%s) : (%s) -> ()"
        % (run, ", ".join(n for n, _ in params), ", ".join(t for _, t in params))
    )
    main += [
        "    %print = arith.cmpi sgt, %argc, %c42_i32 : i32",
        "    scf.if %print {",
    ]
    for k, (name, ty) in enumerate(params):
        main.append("      func.call @print_array_%d(%s) : (%s) -> ()" % (k, name, ty))
    main.append("    }")
    for name, ty in params:
        main.append("    memref.dealloc %s : %s" % (name, ty))
    main += ["    return %c0_i32 : i32", "  }"]
    aliases = [l for l in twin.splitlines() if re.match(r"#[\w$.]+ = ", l)]
    head = [
        "// PolyBench/C 4.2 %s as a whole cgeist-style module: the Polygeist-style twin's"
        % kernel,
        "// functions unchanged, with module attributes, llvm string globals, fprintf, and a",
        "// main that allocates, prints (argc > 42) and frees the arrays.",
        "// Generated by scripts/cgeist-gen.py; do not edit.",
    ] + aliases + [
        "module attributes {%s} {" % HEADER_ATTRS,
    ]
    body = (
        strings.globals()
        + [
            "  llvm.mlir.global external @stderr() {addr_space = 0 : i32} : !llvm.ptr",
            "  llvm.func @fprintf(!llvm.ptr, !llvm.ptr, ...) -> i32",
        ]
        + out_funcs
        + ["\n".join(main)]
        + prints
    )
    return "\n".join(head + body + ["}"]) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dataset", default="small")
    ap.add_argument("--out")
    ap.add_argument("kernels", nargs="*")
    a = ap.parse_args()
    src = ROOT / "tests/corpus/polybench-pg" / a.dataset
    out = pathlib.Path(a.out) if a.out else ROOT / "tests/corpus/polybench-cgeist" / a.dataset
    out.mkdir(parents=True, exist_ok=True)
    kernels = a.kernels or sorted(p.stem for p in src.glob("*.mlir"))
    for k in kernels:
        twin = (src / (k + ".mlir")).read_text()
        (out / (k + ".mlir")).write_text(wrap(k, twin))
    print("wrote %d modules to %s" % (len(kernels), out), file=sys.stderr)


if __name__ == "__main__":
    main()
