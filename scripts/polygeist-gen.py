#!/usr/bin/env python3
"""Generate Polygeist-style twins of the PolyBench/C 4.2 corpus (sizes as symbols).

tests/corpus/polybench/{mini,small}/<kernel>.mlir (made by scripts/polybench-gen.py) have
compile-time sizes.  Polygeist (cgeist) writes the same kernels with the sizes as run-time
values: `@kernel_<name>` takes PolyBench's size parameters first as `i32` arguments, converts
each with `arith.index_cast ... : i32 to index` and uses the results as affine symbols in loop
bounds, affine maps, integer sets and subscripts; every memref argument has a dynamic first
dimension (`memref<?x1800xf64>`).  This script makes such a twin of every kernel from the same
template (tests/corpus/polybench/templates/<kernel>.mlir.in), reading which literal is which
size from the template's `${...}` expressions:

- in `@kernel_<name>`: a `${EXPR}` in a memref type becomes `?` in the first dimension and the
  number elsewhere; a bound `${EXPR}` of `affine.for` becomes the symbol (`to %n`) or an inline
  map (`to affine_map<()[s0] -> (s0 - 1)>()[%n]`); an attribute alias whose text has `${...}`
  (`#map1 = affine_map<(d0) -> (-d0 + ${N})>`, `#set2 = affine_set<...>`) gains symbols
  (`affine_map<(d0)[s0] -> (-d0 + s0)>`) and its uses pass them (`#map1(%ii)[%n]`); a `${EXPR}`
  in a subscript becomes `symbol(%n) - 1`; an array the kernel allocates itself keeps its
  static shape (durbin's `z`, which PolyBench declares `double z[N]` with the macro N);
  `arith.constant ${f(N)} : f64` (a size used as a float value) keeps the dataset's number, as
  in the constant twin;
- `@init_array` is the constant twin's, unchanged;
- `@main` keeps the constant twin's signature and body, and calls the kernel with the sizes as
  `arith.constant ... : i32` values and each array through `memref.cast` to the dynamic type.

Every `${EXPR}` must be affine in the sizes (it is evaluated over symbolic sizes); anything the
rules above do not cover is an error, so a template change that needs a new rule fails loudly.
The rest of the template (lets, aliases, numbers) is rendered by polybench-gen.py's own tables
and functions, and the script checks that its rendering of the whole template equals
polybench-gen.py's, so the two corpora cannot drift apart.

Usage:
  polygeist-gen.py                 write mini/, small/ and mini-sizes/ under
                                   tests/corpus/polybench-pg/
  polygeist-gen.py KERNEL...       regenerate only the named kernels
  polygeist-gen.py --check         exit 1 if any generated file is missing or stale
  polygeist-gen.py --list          print the kernel names, one a line
  polygeist-gen.py --dataset D --out DIR [--shrink K] [KERNEL...]
                                   write DIR/<kernel>.mlir for dataset D (mini, small,
                                   medium, large, extralarge; all kernels if none named);
                                   with --shrink K, @main passes every size minus K (at
                                   least 1) to the kernel, which then works on a corner of
                                   the arrays; nothing under tests/ is touched
"""

import importlib.util
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def _load_polybench_gen():
    path = os.path.join(HERE, "polybench-gen.py")
    spec = importlib.util.spec_from_file_location("polybench_gen", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


pb = _load_polybench_gen()
SIZES = pb.SIZES
ROOT = pb.ROOT
OUT = os.path.join(ROOT, "tests", "corpus", "polybench-pg")

# The checked-in variants: (directory, dataset index into SIZES' tuples, shrink).
# `mini-sizes` is the MINI twin whose @main passes every size minus SHRINK (at least 1).
SHRINK = 3
VARIANTS = (("mini", 0, 0), ("small", 1, 0), ("mini-sizes", 0, SHRINK))

# PolyBench's kernel functions take the sizes in the order of SIZES (the order of each
# <kernel>.h), except these three, whose kernel signatures list them differently
# (`kernel_doitgen(int nr, int nq, int np, ...)`, `kernel_syr2k(int n, int m, ...)`).
KERNEL_PARAM_ORDER = {
    "doitgen": ("NR", "NQ", "NP"),
    "syr2k": ("N", "M"),
    "syrk": ("N", "M"),
}


def param_order(kernel):
    order = KERNEL_PARAM_ORDER.get(kernel, tuple(SIZES[kernel][0]))
    assert sorted(order) == sorted(SIZES[kernel][0]), kernel
    return order


class GenError(Exception):
    pass


# ---------------------------------------------------------------------------------------------
# Affine expressions over symbolic sizes.


class Lin:
    """An affine form sum(c_k * size_k) + c over the size names."""

    def __init__(self, coeffs=None, const=0):
        self.coeffs = {k: v for k, v in (coeffs or {}).items() if v != 0}
        self.const = const

    @staticmethod
    def of(x):
        if isinstance(x, Lin):
            return x
        if isinstance(x, int) and not isinstance(x, bool):
            return Lin({}, x)
        raise GenError("not an affine size expression: %r" % (x,))

    def __add__(self, other):
        other = Lin.of(other)
        coeffs = dict(self.coeffs)
        for k, v in other.coeffs.items():
            coeffs[k] = coeffs.get(k, 0) + v
        return Lin(coeffs, self.const + other.const)

    __radd__ = __add__

    def __neg__(self):
        return Lin({k: -v for k, v in self.coeffs.items()}, -self.const)

    def __sub__(self, other):
        return self + (-Lin.of(other))

    def __rsub__(self, other):
        return Lin.of(other) - self

    def __mul__(self, other):
        other = Lin.of(other)
        if self.coeffs and other.coeffs:
            raise GenError("a product of sizes is not affine")
        if other.coeffs:
            return other * self
        factor = other.const
        return Lin({k: v * factor for k, v in self.coeffs.items()}, self.const * factor)

    __rmul__ = __mul__

    def single(self):
        """The size name if this is exactly one size, else None."""
        if self.const == 0 and len(self.coeffs) == 1:
            (name, coeff), = self.coeffs.items()
            if coeff == 1:
                return name
        return None


def symbolic(expr, kernel):
    """Evaluate a template expression over symbolic sizes."""
    env = {name: Lin({name: 1}) for name in SIZES[kernel][0]}

    def no_float(_):
        raise GenError("`f(...)` (a size as a float value) outside arith.constant")

    env["f"] = no_float
    try:
        value = eval(expr, {"__builtins__": {}}, env)  # noqa: S307 (trusted template)
    except GenError as err:
        raise GenError("%s: ${%s}: %s" % (kernel, expr, err)) from None
    return Lin.of(value)


def terms(lin, order, namer):
    """[(coefficient, text)] of an affine form: sizes in `order`, then the constant."""
    out = [(lin.coeffs[n], namer(n)) for n in order if n in lin.coeffs]
    if lin.const != 0 or not out:
        out.append((lin.const, None))
    return out


def term_text(coeff, name):
    magnitude = abs(coeff)
    if name is None:
        return str(magnitude)
    return name if magnitude == 1 else "%s * %d" % (name, magnitude)


def render_first(lin, order, namer):
    """An affine form as the start of an expression (`s0 - 1`, `-s0 + 2`)."""
    parts = []
    for index, (coeff, name) in enumerate(terms(lin, order, namer)):
        text = term_text(coeff, name)
        if index == 0:
            parts.append(("-" if coeff < 0 else "") + text)
        else:
            parts.append((" - " if coeff < 0 else " + ") + text)
    return "".join(parts)


def render_after(lin, order, namer):
    """An affine form continuing an expression (` + s0 - 1`)."""
    return "".join(
        (" - " if coeff < 0 else " + ") + term_text(coeff, name)
        for coeff, name in terms(lin, order, namer)
    )


def substitute_in_expr(text, kernel, order, namer):
    """Replace each `${EXPR}` of an affine expression text by its symbolic form.

    A placeholder is a term of a sum: it starts the expression (after `(`, `[`, `,` or `:`) or
    follows a `+` or `-`; anything else (a product, say) is an error.
    """
    out = ""
    pos = 0
    for match in pb.PLACEHOLDER.finditer(text):
        lin = symbolic(match.group(1), kernel)
        before = out + text[pos:match.start()]
        stripped = before.rstrip()
        after = text[match.end():].lstrip()
        if after and after[0] not in ",)]+->=":
            raise GenError("%s: ${%s} is not a term of a sum" % (kernel, match.group(1)))
        if stripped.endswith(("+", "-")) and not stripped.endswith("->"):
            sign = 1 if stripped.endswith("+") else -1
            out = stripped[:-1].rstrip() + render_after(lin * sign, order, namer)
        elif stripped.endswith(("(", "[", ",", ":", "->")) or stripped == "":
            out = before + render_first(lin, order, namer)
        else:
            raise GenError(
                "%s: cannot place ${%s} after %r" % (kernel, match.group(1), stripped[-12:])
            )
        pos = match.end()
    return out + text[pos:]


def used_sizes(text, kernel):
    """The sizes that the `${...}` placeholders of `text` use, in first-use order."""
    names = []
    for match in pb.PLACEHOLDER.finditer(text):
        for name in symbolic(match.group(1), kernel).coeffs:
            if name not in names:
                names.append(name)
    return names


# ---------------------------------------------------------------------------------------------
# Templates.


def numeric(text, sizes):
    """Substitute every `${EXPR}` with its value (as polybench-gen.py does)."""
    env = dict(sizes)
    env["f"] = pb.f64_literal

    def value(match):
        return str(eval(match.group(1), {"__builtins__": {}}, env))  # noqa: S307

    return pb.PLACEHOLDER.sub(value, text)


def raw_template(kernel):
    """The template with `#let` lines applied but `${...}` left in place."""
    path = os.path.join(pb.TEMPLATES, kernel + ".mlir.in")
    with open(path, encoding="utf-8") as handle:
        template = handle.read()
    lets = {}
    kept = []
    for line in template.splitlines(keepends=True):
        found = pb.LET.match(line)
        if found:
            lets[found.group(1)] = found.group(2).strip()
        else:
            kept.append(line)

    def expand(match):
        if match.group(1) not in lets:
            raise GenError("%s: undefined $%s" % (path, match.group(1)))
        return lets[match.group(1)]

    return pb.ALIAS.sub(expand, "".join(kept))


FUNC = re.compile(r"^func\.func @([A-Za-z_][A-Za-z0-9_]*)\(")
ATTR_ALIAS = re.compile(r"^#([A-Za-z_][A-Za-z0-9_$.]*) = (affine_map|affine_set)<(.*)>\s*$")


def chunks(raw):
    """Split the raw template into ("func", name, text) and ("other", None, text) pieces."""
    out = []
    lines = raw.splitlines(keepends=True)
    index = 0
    other = []
    while index < len(lines):
        found = FUNC.match(lines[index])
        if not found:
            other.append(lines[index])
            index += 1
            continue
        if other:
            out.append(("other", None, "".join(other)))
            other = []
        start = index
        while lines[index].rstrip("\n") != "}":
            index += 1
        index += 1
        out.append(("func", found.group(1), "".join(lines[start:index])))
    if other:
        out.append(("other", None, "".join(other)))
    return out


MEMREF = re.compile(r"memref<([^<>]*)>")
DIM = re.compile(r"(\$\{[^}]*\}|[0-9]+|\?)x")


def split_memref(body):
    """`${N}x40xf64` -> (["${N}", "40"], "f64")."""
    dims = []
    rest = body
    while True:
        found = DIM.match(rest)
        if not found:
            break
        dims.append(found.group(1))
        rest = rest[found.end():]
    return dims, rest


def dynamic_type(memref_body, sizes):
    """The memref type with its first dimension dynamic if it is a size, other sizes numeric.

    Returns (type text, the first dimension's template expression or None)."""
    dims, elem = split_memref(memref_body)
    first = None
    if dims and dims[0].startswith("${"):
        first = dims[0][2:-1]
        dims = ["?"] + dims[1:]
    return "memref<%s>" % numeric("x".join(dims + [elem]), sizes), first


def dynamic_types(line, sizes):
    return MEMREF.sub(lambda m: dynamic_type(m.group(1), sizes)[0], line)


def index_name(size):
    return "%" + size.lower()


def i32_name(size):
    return "%" + size.lower() + "_i32"


BOUND = re.compile(r"(= |to )\$\{([^}]*)\}")
ALLOC = re.compile(r"^\s*(%[A-Za-z_0-9]+) = memref\.alloca?\(\) : memref<[^<>]*>")
SIGNATURE = re.compile(r"^func\.func @([A-Za-z_0-9]+)\((.*)\) \{$")


def bound_text(prefix, lin, order):
    """A loop bound: the size (`%n`) or an inline map (`affine_map<()[s0] -> (s0 - 1)>()[%n]`)."""
    size = lin.single()
    if size is not None:
        return prefix + index_name(size)
    used = [n for n in order if n in lin.coeffs]
    syms = {n: "s%d" % i for i, n in enumerate(used)}
    return "%saffine_map<()[%s] -> (%s)>()[%s]" % (
        prefix,
        ", ".join(syms[n] for n in used),
        render_first(lin, used, syms.get),
        ", ".join(index_name(n) for n in used),
    )


FLOAT_CONSTANT = re.compile(r"= arith\.constant \$\{[^}]*\} : f(16|32|64)$")


def split_args(text):
    return [a.strip() for a in text.split(",")] if text.strip() else []


def kernel_function(kernel, text, sizes, sym_aliases):
    """The kernel function with its sizes as symbols."""
    order = param_order(kernel)
    lines = text.splitlines()
    found = SIGNATURE.match(lines[0])
    if not found:
        raise GenError("%s: unexpected kernel signature: %s" % (kernel, lines[0]))
    names = set(re.findall(r"%[A-Za-z_][A-Za-z0-9_]*", text))
    for size in order:
        for name in (index_name(size), i32_name(size)):
            if name in names:
                raise GenError("%s: the kernel already uses the name %s" % (kernel, name))
    args = ["%s: i32" % i32_name(size) for size in order]
    args += [dynamic_types(arg, sizes) for arg in split_args(found.group(2))]
    out = ["func.func @%s(%s) {" % (found.group(1), ", ".join(args))]
    out += [
        "  %s = arith.index_cast %s : i32 to index" % (index_name(size), i32_name(size))
        for size in order
    ]

    def symbol_namer(name):
        return "symbol(%s)" % index_name(name)

    static_locals = set()
    for line in lines[1:]:
        if "${" not in line:
            out.append(line)
            continue
        if "arith.constant" in line:
            # A size used as a floating-point value keeps the dataset's number.
            if not FLOAT_CONSTANT.search(line):
                raise GenError("%s: a size in a non-float constant: %s" % (kernel, line.strip()))
            out.append(numeric(line, sizes))
            continue
        alloc = ALLOC.match(line)
        if alloc:
            # A kernel-local array keeps its static shape, as in PolyBench's C (durbin's
            # `double z[N]` has the macro N, not the parameter n).
            static_locals.add(alloc.group(1))
            out.append(numeric(line, sizes))
            continue
        operands = set(re.findall(r"%[A-Za-z_][A-Za-z0-9_]*", line))
        if operands & static_locals:
            line = MEMREF.sub(lambda m: numeric(m.group(0), sizes), line)
        else:
            line = dynamic_types(line, sizes)
        line = BOUND.sub(
            lambda m: bound_text(m.group(1), symbolic(m.group(2), kernel), order), line
        )
        out.append(substitute_in_expr(line, kernel, order, symbol_namer))
    # Uses of the aliases that gained symbols pass them: `#map1(%ii)` -> `#map1(%ii)[%n]`.
    for index, line in enumerate(out):
        for alias, used in sym_aliases.items():
            symbols = "[%s]" % ", ".join(index_name(n) for n in used)
            line = re.sub(
                r"#%s(\([^()]*\))" % re.escape(alias),
                lambda m, symbols=symbols, alias=alias: "#%s%s%s" % (alias, m.group(1), symbols),
                line,
            )
        out[index] = line
        if "${" in line:
            raise GenError("%s: unhandled template text: %s" % (kernel, line.strip()))
    return "\n".join(out) + "\n"


def symbolic_alias(kernel, line):
    """`#map1 = affine_map<(d0) -> (-d0 + ${N})>` -> (the alias with symbols, [sizes])."""
    found = ATTR_ALIAS.match(line)
    if not found:
        raise GenError("%s: a size in an unsupported line: %s" % (kernel, line.strip()))
    name, what, body = found.groups()
    dims = re.match(r"\(([^()]*)\)", body)
    if not dims or re.match(r"\([^()]*\)\s*\[", body):
        raise GenError("%s: unsupported alias %s" % (kernel, line.strip()))
    used = [n for n in param_order(kernel) if n in used_sizes(body, kernel)]
    syms = {n: "s%d" % i for i, n in enumerate(used)}
    rest = substitute_in_expr(body[dims.end():], kernel, used, syms.get)
    symbols = ", ".join(syms[n] for n in used)
    text = "#%s = %s<%s[%s]%s>\n" % (name, what, dims.group(0), symbols, rest)
    return name, text, used


def main_call(kernel, text, sizes, kernel_sizes):
    """@main with the kernel call passing sizes as i32 constants and arrays through memref.cast."""
    order = param_order(kernel)
    call = re.compile(r"^(\s*)call @(kernel_[A-Za-z0-9_]+)\((.*)\) : \((.*)\) -> \(\)$")
    taken = set(re.findall(r"%[A-Za-z_][A-Za-z0-9_]*", text))
    for size in order:
        if i32_name(size) in taken:
            raise GenError("%s: @main already uses the name %s" % (kernel, i32_name(size)))
    out = []
    calls = 0
    for line in text.splitlines():
        found = call.match(line)
        if not found:
            out.append(numeric(line, sizes))
            continue
        calls += 1
        indent, callee, operands, types = found.groups()
        operands = split_args(operands)
        types = split_args(types)
        if len(operands) != len(types):
            raise GenError("%s: cannot read the kernel call: %s" % (kernel, line.strip()))
        for size in order:
            value = kernel_sizes[size]
            out.append("%s%s = arith.constant %d : i32" % (indent, i32_name(size), value))
        new_ops = [i32_name(size) for size in order]
        new_types = ["i32"] * len(order)
        casts = {}
        for operand, mtype in zip(operands, types):
            found_type = MEMREF.fullmatch(mtype)
            if found_type:
                dyn, first = dynamic_type(found_type.group(1), sizes)
                if first is not None:
                    if operand not in casts:
                        casts[operand] = operand + "_dyn"
                        if casts[operand] in taken:
                            raise GenError("%s: @main already uses %s" % (kernel, casts[operand]))
                        out.append(
                            "%s%s = memref.cast %s : %s to %s"
                            % (indent, casts[operand], operand, numeric(mtype, sizes), dyn)
                        )
                    operand = casts[operand]
                new_types.append(dyn)
            else:
                new_types.append(numeric(mtype, sizes))
            new_ops.append(operand)
        out.append(
            "%scall @%s(%s) : (%s) -> ()"
            % (indent, callee, ", ".join(new_ops), ", ".join(new_types))
        )
    if calls != 1:
        raise GenError("%s: @main calls the kernel %d times" % (kernel, calls))
    return "\n".join(out) + "\n"


def render(kernel, index, shrink=0):
    """The Polygeist-style twin of `kernel` for dataset `index` (shrunk sizes in @main)."""
    sizes = SIZES[kernel][index]
    dataset = pb.ALL_DATASETS[index][1]
    kernel_sizes = {k: max(1, v - shrink) for k, v in sizes.items()}
    raw = raw_template(kernel)
    # The constant twin, rendered here from the same pieces, must be polybench-gen.py's.
    constant = pb.render(kernel, sizes, dataset)
    header_end = constant.index("\n", constant.index("\n") + 1) + 1
    if numeric(raw, sizes) != constant[header_end:]:
        raise GenError("%s: the template renders differently from polybench-gen.py's" % kernel)
    pieces = chunks(raw)
    kernel_name = "kernel_" + kernel.replace("-", "_")
    names = [name for what, name, _ in pieces if what == "func"]
    if kernel_name not in names or "main" not in names:
        raise GenError("%s: expected @%s and @main" % (kernel, kernel_name))
    outside = "".join(t for what, name, t in pieces if what == "func" and name != kernel_name)
    # Attribute aliases that mention a size gain symbols (first, so that the kernel's uses of
    # them can pass the symbols wherever the aliases are defined).
    sym_aliases = {}
    aliases = {}
    for what, _, text in pieces:
        if what != "other":
            continue
        for line in text.splitlines(keepends=True):
            if "${" in line:
                alias, new, used = symbolic_alias(kernel, line)
                if re.search(r"#%s\b" % re.escape(alias), outside):
                    raise GenError("%s: #%s is used outside the kernel" % (kernel, alias))
                sym_aliases[alias] = used
                aliases[line] = new
    body = []
    for what, name, text in pieces:
        if what == "other":
            body.append("".join(aliases.get(line, line) for line in text.splitlines(True)))
        elif name == kernel_name:
            body.append(kernel_function(kernel, text, sizes, sym_aliases))
        elif name == "main":
            body.append(main_call(kernel, text, sizes, kernel_sizes))
        else:
            body.append(numeric(text, sizes))
    params = ", ".join("%s=%d" % (k, v) for k, v in sizes.items())
    args = ", ".join(p.lower() for p in param_order(kernel))
    if "," in args:
        taken = "the sizes (%s) as i32 arguments, used as affine symbols" % args
    else:
        taken = "the size %s as an i32 argument, used as an affine symbol" % args
    header = (
        "// PolyBench/C 4.2 %s, %s dataset (%s), Polygeist style:\n"
        "// @%s takes %s,\n"
        "// and its memref arguments have a dynamic first dimension.\n"
        % (kernel, dataset, params, kernel_name, taken)
    )
    if shrink:
        passed = ", ".join("%s=%d" % (k, v) for k, v in kernel_sizes.items())
        header += (
            "// @main passes the size%s minus %d (%s):\n"
            "// the kernel works on a corner of the arrays.\n"
            % ("s" if "," in passed else "", shrink, passed)
        )
    header += (
        "// Generated by scripts/polygeist-gen.py from tests/corpus/polybench/templates/%s.mlir.in;\n"
        "// do not edit.\n" % kernel
    )
    return header + "".join(body)


def outputs(only=None):
    for kernel in sorted(SIZES):
        if only and kernel not in only:
            continue
        for directory, index, shrink in VARIANTS:
            yield os.path.join(OUT, directory, kernel + ".mlir"), render(kernel, index, shrink)


def usage():
    sys.stderr.write(__doc__)
    return 2


def main(argv):
    args = argv[1:]
    if args == ["--list"]:
        print("\n".join(sorted(SIZES)))
        return 0
    try:
        if "--dataset" in args or "--out" in args or "--shrink" in args:
            opts = {}
            rest = []
            while args:
                if args[0] in ("--dataset", "--out", "--shrink") and len(args) >= 2:
                    opts[args[0]] = args[1]
                    args = args[2:]
                else:
                    rest.append(args.pop(0))
            bad = [k for k in rest if k not in SIZES]
            if "--dataset" not in opts or "--out" not in opts or bad:
                return usage()
            index = pb.dataset_index(opts["--dataset"])
            shrink = int(opts.get("--shrink", "0"))
            os.makedirs(opts["--out"], exist_ok=True)
            count = 0
            for kernel in sorted(SIZES):
                if rest and kernel not in rest:
                    continue
                path = os.path.join(opts["--out"], kernel + ".mlir")
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(render(kernel, index, shrink))
                count += 1
            print("polygeist-gen: %d file(s) written to %s (%s dataset)"
                  % (count, opts["--out"], pb.ALL_DATASETS[index][1]))
            return 0
        check = "--check" in args
        only = [a for a in args if a != "--check"]
        if any(a.startswith("--") or a not in SIZES for a in only):
            return usage()
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
    except GenError as err:
        sys.stderr.write("polygeist-gen: %s\n" % err)
        return 1
    if check:
        return 1 if stale else 0
    print("polygeist-gen: %d file(s) written, %d kernels x %d variants"
          % (written, len(SIZES), len(VARIANTS)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
