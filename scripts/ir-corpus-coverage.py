#!/usr/bin/env python3
"""Checks that the IR corpus covers every op, type and attribute kind that
the IR layer must handle, and prints a coverage table.

Ops are read from mlir-opt's generic-form printing of the hand-written
inputs and seed examples (tests/corpus/ir/mlir-opt/generic/), where every
op appears as "dialect.name"(...) regardless of how the source spelled it;
affine.execute_region, which mlir-opt 22 does not register, is read from
tests/corpus/ir/execute-region/. Type, attribute and location kinds are
matched with regular expressions over the hand-written sources (input/,
seeds/, execute-region/), since mlir-opt normalizes some spellings away
(aliases, hex floats, locations without --mlir-print-debuginfo).

Usage: scripts/ir-corpus-coverage.py [--verbose]
Exit status 1 if any required item is not covered.
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus" / "ir"

REQUIRED_OPS = {
    "builtin": ["module"],
    "func": ["func", "call", "call_indirect", "return", "constant"],
    "arith": [
        "constant", "addi", "subi", "muli", "divsi", "divui", "ceildivsi",
        "ceildivui", "floordivsi", "remsi", "remui", "andi", "ori", "xori",
        "shli", "shrsi", "shrui", "minsi", "maxsi", "minui", "maxui",
        "addui_extended", "mului_extended", "mulsi_extended", "addf", "subf",
        "mulf", "divf", "remf", "negf", "minimumf", "maximumf", "minnumf",
        "maxnumf", "cmpi", "cmpf", "select", "index_cast", "index_castui",
        "extsi", "extui", "trunci", "extf", "truncf", "sitofp", "uitofp",
        "fptosi", "fptoui", "bitcast",
    ],
    "math": [
        "sqrt", "rsqrt", "exp", "exp2", "expm1", "log", "log2", "log10",
        "log1p", "sin", "cos", "tan", "tanh", "asin", "acos", "atan", "atan2",
        "sinh", "cosh", "erf", "absf", "absi", "ceil", "floor", "round",
        "roundeven", "trunc", "powf", "ipowi", "fpowi", "fma", "copysign",
        "ctlz", "cttz", "ctpop", "cbrt", "isnan", "isinf",
    ],
    "memref": [
        "alloc", "alloca", "dealloc", "load", "store", "dim", "cast",
        "subview", "copy", "global", "get_global", "reinterpret_cast", "view",
    ],
    "scf": [
        "for", "if", "yield", "while", "condition", "parallel", "reduce",
        "reduce.return", "execute_region",
    ],
    "vector": [
        "transfer_read", "transfer_write", "load", "store", "broadcast", "fma",
        "extract", "insert", "reduction", "contract",
    ],
    "affine": [
        "apply", "for", "if", "parallel", "load", "store", "vector_load",
        "vector_store", "prefetch", "dma_start", "dma_wait", "min", "max",
        "delinearize_index", "linearize_index", "yield",
    ],
    "linalg": [
        "generic", "yield", "index", "fill", "copy", "matmul", "batch_matmul",
        "matvec", "dot", "conv_2d", "conv_2d_nhwc_hwcf", "conv_2d_nchw_fchw",
    ],
}

# Linalg ops that must appear both on memrefs and on tensors.
LINALG_BOTH = [
    "generic", "fill", "copy", "matmul", "batch_matmul", "matvec", "dot",
    "conv_2d_nhwc_hwcf",
]

# (kind, description, regex over hand-written sources)
SOURCE_KINDS = [
    ("type", "index", r"\bindex\b"),
    ("type", "signless integer iN", r"\bi(?:1|8|16|32|64|128)\b"),
    ("type", "odd-width integer", r"\bi(?:0|5|7|1024)\b"),
    ("type", "signed integer siN", r"\bsi\d+\b"),
    ("type", "unsigned integer uiN", r"\bui\d+\b"),
    ("type", "f16", r"\bf16\b"),
    ("type", "bf16", r"\bbf16\b"),
    ("type", "f32", r"\bf32\b"),
    ("type", "f64", r"\bf64\b"),
    ("type", "complex", r"complex<"),
    ("type", "tuple (empty and nested)", r"tuple<tuple<|tuple<>"),
    ("type", "none", r"\bnone\b"),
    ("type", "function type as a value type", r"%\w+: \(.*\) -> "),
    ("type", "vector fixed", r"vector<\d+x"),
    ("type", "vector 0-d", r"vector<f32>"),
    ("type", "vector scalable [N]", r"vector<(?:\d+x)*\[\d+\]"),
    ("type", "tensor ranked static", r"tensor<\d+x\d+x"),
    ("type", "tensor dynamic ?", r"tensor<\?"),
    ("type", "tensor unranked *", r"tensor<\*\s*x"),
    ("type", "tensor rank 0", r"tensor<f32>"),
    ("type", "tensor with encoding", r"tensor<[^<>]*, \""),
    ("type", "memref static", r"memref<\d+x\d+xf32>"),
    ("type", "memref dynamic", r"memref<\?x"),
    ("type", "memref unranked", r"memref<\*x"),
    ("type", "memref rank 0", r"memref<f32>"),
    ("type", "memref affine-map layout (inline)", r"memref<[^>]*affine_map<"),
    ("type", "memref affine-map layout (alias)", r"memref<[^<>]*, #\w+>"),
    ("type", "memref semi-affine layout", r"#tiled_dynamic = affine_map"),
    ("type", "memref strided layout", r"strided<\[[^\]]*\], offset: "),
    ("type", "memref strided without offset", r"strided<\[[^\]]*\]>"),
    ("type", "memref dynamic strides/offset", r"strided<\[\?"),
    ("type", "memref integer memory space", r"memref<[^<>]*xf32, \d+>"),
    ("type", "memref attribute memory space", r"memref<[^<>]*, \"\w+\">"),
    ("type", "type alias definition", r"^!\w+ = "),
    ("type", "type alias use", r":\s*!(?!llvm|tf\.|foo|mydialect)\w+\b"),
    ("type", "opaque dialect type verbose", r"!\w+<\""),
    ("type", "opaque dialect type pretty", r"!\w+\.\w+<"),
    ("attribute", "integer typed", r"= -?\d+ : i\d+"),
    ("attribute", "integer untyped", r"\w+ = \d+[,}]"),
    ("attribute", "integer hexadecimal", r"0x[0-9A-F]+ : i\d+"),
    ("attribute", "integer wide (i128)", r"\d{30,} : i128"),
    ("attribute", "float decimal", r"\d\.\d+(?:e[+-]\d+)? : f\d+"),
    ("attribute", "float hexadecimal", r"0x[0-9A-F]{4,} : (?:f16|f32|f64|bf16)"),
    ("attribute", "bool", r"= (?:true|false)\b"),
    ("attribute", "string", r"= \"[^\"]+\""),
    ("attribute", "string with escapes", r"\"[^\"]*\\(?:\"|\\|[0-9A-F]{2})"),
    ("attribute", "unit (bare)", r"[{,] ?(?:marker|hot|extra|ret_marker)\b"),
    ("attribute", "unit (= unit)", r"= unit\b"),
    ("attribute", "array", r"= \[\[?[\d\"@]"),
    ("attribute", "dictionary", r"= \{\w+ = "),
    ("attribute", "dense splat", r"dense<-?\d+(?:\.\d+)?(?:e[+-]\d+)?>"),
    ("attribute", "dense nested", r"dense<\[\["),
    ("attribute", "dense hex", r"dense<\"0x"),
    ("attribute", "dense complex", r"dense<\[\("),
    ("attribute", "dense empty", r"dense<>"),
    ("attribute", "sparse", r"sparse<\[\["),
    ("attribute", "dense array", r"array<i64: "),
    ("attribute", "symbol ref flat", r"= @\w+"),
    ("attribute", "symbol ref nested", r"@\w+::@\w+"),
    ("attribute", "type attribute", r"types = \[i32"),
    ("attribute", "affine_map", r"affine_map<\("),
    ("attribute", "affine_map with symbols", r"affine_map<\([^)]*\)\[s0"),
    ("attribute", "affine_set", r"affine_set<\("),
    ("attribute", "affine_set equality", r"affine_set<[^>]*== 0"),
    ("attribute", "attribute alias definition", r"^#\w+ = "),
    ("attribute", "opaque dialect attribute verbose", r"#\w+<\""),
    ("attribute", "opaque dialect attribute pretty", r"#\w+\.\w+<"),
    ("attribute", "properties <{...}>", r"<\{\w+ = "),
    ("location", "file:line:col", r"loc\(\"[^\"]+\":\d+:\d+\)"),
    ("location", "range", r"loc\(\"[^\"]+\":\d+:\d+ to "),
    ("location", "#loc alias", r"^#loc\w* = loc\("),
    ("location", "named", r"loc\(\"\w+\"\(\""),
    ("location", "callsite", r"loc\(callsite\("),
    ("location", "fused", r"loc\(fused\["),
    ("location", "fused with metadata", r"loc\(fused<"),
    ("location", "unknown", r"loc\(unknown\)"),
    ("location", "block argument location", r"\^\w+\(%\w+: \w+ loc\("),
    ("syntax", "generic form of registered op", r"^\s*(?:%[\w#:]+ = )?\"(?:func|affine|arith)\."),
    ("syntax", "unregistered op", r"\"(?:tf|mydialect|demo)\.\w+\"\("),
    ("syntax", "successor list", r"\)\[\^\w+"),
    ("syntax", "result group %r:N", r"%\w+:\d+ = "),
    ("syntax", "multi-block region", r"^\s*\^\w+(?:\(.*\))?:"),
    ("syntax", "affine.execute_region custom form", r"affine\.execute_region \["),
    ("syntax", "affine.execute_region generic form", r"\"affine\.execute_region\"\("),
    ("syntax", "affine symbol(...) subscript", r"symbol\(%"),
    ("syntax", "affine.for max/min bounds", r"= max .* to min "),
    ("syntax", "affine.for iter_args", r"affine\.for .*iter_args\("),
    ("syntax", "affine.if with results and else", r"= affine\.if .* -> "),
    ("syntax", "affine.parallel step and reduce", r"affine\.parallel .*step \("),
    ("syntax", "affine.parallel reductions", r"reduce \(\"\w+\", \""),
    ("syntax", "affine.parallel bound groups max/min", r"\(max\([^{]*to \(min\("),
    ("syntax", "dma_start with stride operands", r"affine\.dma_start .*%\w+, %\w+, %\w+$"),
    ("syntax", "linalg library_call", r"library_call = \""),
    ("syntax", "Polygeist-style kernel", r"func\.func @kernel_\w+\(%arg0: i32"),
    ("syntax", "quoted symbol name", r"@\"[^\"]+\""),
]


def sources():
    """The hand-written .mlir sources (not the generated outputs)."""
    for sub in ("input", "seeds", "execute-region"):
        yield from sorted((CORPUS / sub).glob("*.mlir"))


def linalg_signatures(text, op):
    """(operand types, result types) of each generic-form linalg.<op> in text.

    The signature follows the op's regions, on the line that closes them at
    the op's own indentation: `}) {attrs} : (operands) -> results`.
    """
    lines = text.splitlines()
    start = re.compile(r'^(\s*)(?:%[\w:#]+ = )?"linalg\.' + re.escape(op) + r'"\(')
    for i, line in enumerate(lines):
        m = start.match(line)
        if not m:
            continue
        indent = m.group(1)
        for end in lines[i:]:
            if end is line or end.startswith(indent + "})"):
                sig = re.search(r" : \((.*)\) -> (.*)$", end)
                if sig and (end is not line or "({" not in line):
                    yield sig.group(1), sig.group(2)
                    break
                if end is not line:
                    break


def main():
    verbose = "--verbose" in sys.argv[1:]
    missing = []

    generic_dir = CORPUS / "mlir-opt" / "generic"
    generic_files = sorted(generic_dir.glob("*.mlir"))
    if not generic_files:
        print("error: no files in tests/corpus/ir/mlir-opt/generic (run scripts/ir-corpus-gen.sh)")
        return 2
    op_files = {}
    op_re = re.compile(r"\"([a-z_]+\.[a-z_0-9.]+)\"\(")
    for f in generic_files:
        for name in set(op_re.findall(f.read_text())):
            op_files.setdefault(name, set()).add(f.name)
    for f in sorted((CORPUS / "execute-region").glob("*.mlir")):
        if "affine.execute_region" in f.read_text():
            op_files.setdefault("affine.execute_region", set()).add(f.name)

    print("ops (from mlir-opt --mlir-print-op-generic of input/ and seeds/):")
    required = [f"{d}.{o}" for d, ops in REQUIRED_OPS.items() for o in ops]
    required.append("affine.execute_region")
    for name in required:
        n = len(op_files.get(name, ()))
        if n == 0:
            missing.append(f"op {name}")
        if verbose or n == 0:
            print(f"  {name:32} {n:3} files")
    print(f"  {len(required) - sum(1 for m in missing if m.startswith('op '))}/{len(required)} required ops covered; "
          f"{len(op_files)} distinct ops in the corpus")

    print("linalg ops on memrefs and on tensors:")
    for op in LINALG_BOTH:
        on_memref = on_tensor = 0
        for f in generic_files:
            for operands, results in linalg_signatures(f.read_text(), op):
                on_memref += "memref<" in operands
                on_tensor += "tensor<" in results
        for kind, n in (("memref", on_memref), ("tensor", on_tensor)):
            if n == 0:
                missing.append(f"linalg.{op} on {kind}s")
        if verbose or not (on_memref and on_tensor):
            print(f"  linalg.{op:20} memref: {on_memref:3}  tensor: {on_tensor:3}")

    texts = {f.name: f.read_text() for f in sources()}
    print("types, attributes, locations, syntax (regexes over hand-written sources):")
    for kind, desc, rx in SOURCE_KINDS:
        pat = re.compile(rx, re.M)
        hits = [name for name, text in texts.items() if pat.search(text)]
        if not hits:
            missing.append(f"{kind} {desc}")
        if verbose or not hits:
            example = hits[0] if hits else "-"
            print(f"  {kind:9} {desc:40} {len(hits):3} files  e.g. {example}")
    covered = len(SOURCE_KINDS) - sum(1 for m in missing if not m.startswith(("op ", "linalg.")))
    print(f"  {covered}/{len(SOURCE_KINDS)} kinds covered")

    if missing:
        print("NOT COVERED:")
        for m in missing:
            print(f"  {m}")
        return 1
    print("coverage: complete")
    return 0


if __name__ == "__main__":
    sys.exit(main())
