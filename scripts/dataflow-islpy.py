#!/usr/bin/env python3
"""Cross-check `tessera deps --dataflow` (exact last-writer analysis) against isl.

Generates random affine programs in MLIR text, in six families (each counted on
its own):
  const        constant bounds, 1-3 deep imperfect nests, several statements
  param        bounds on the symbols %N, %M and triangular bounds on outer ivs
  step-minmax  `step 2`/`step 3` and max/min bounds (`max affine_map<...>`)
  if           affine.if with and without else (inequalities and equalities)
  divmod       floordiv/mod subscripts
  scalar       0-d memref.alloca temporaries written then read in the loop
               body (doitgen/privatisation shapes)
Every load and every store is one statement S<k> (k = its access number, the
textual walk order).  From the generator's own data structures (not from
tessera's output) the script builds the polyhedral model: iteration domains
over the loop iv values (steps as `exists e: i = lb + step*e`, max/min bounds,
affine.if conditions and the complement for else branches), access relations
and the 2d+1 schedule of the program order; isl's
UnionAccessInfo.compute_flow (writes as must sources) gives the must
dependences and the reads without source.

For every read that tessera reports exactly, it compares with isl's is_equal:
  - tessera's `domain` with the read's domain,
  - for every write (same memref, or reported by tessera) the union of
    tessera's may=false sources from that write with isl's must dependence
    write -> read, reversed (read instance dims first),
  - tessera's `initial` with isl's must_no_source of that read.
Each of these is one "relation" in the table.  Reads with exact=false and
sources whose relation is null are counted as "not exact" (not mismatches).

A brute-force check validates the isl model itself (every family): with N=5,
M=4 and again with N=3, M=6 it executes each program in Python, records the
last writer of every read instance and compares it (and the executed instances
of every statement) with isl's answer evaluated at the same parameters
(columns bf_inst: read instances checked, bf_bad: disagreements).  isl's
compute_flow is not always right (it can pick an earlier instance of the
right write on programs with steps, see e.g. `--seed 2 --families
step-minmax`, program 47): a read on which isl fails the brute force is
counted in isl_bad and its tessera answer is compared with the brute-force
last writers at those parameters instead (one relation per read).  A program
on which isl's compute_flow raises an error (an internal isl failure) is
counted in isl_err and not compared.

Prints a table per family, the most frequent reasons for "not exact", the
slowest tessera runs and the first mismatches in full (program, both
relations).  Exits 1 if there is any mismatch or tessera error.  Not part of
`cargo test`.

Usage: scripts/dataflow-islpy.py [--cases N] [--seed S] [--tessera PATH]
                                 [--keep DIR] [--families a,b] [--mlir-opt PATH]
  --cases N      programs per family (default 50)
  --seed S       program n of family F is generated from the seed "S-F-n"
  --tessera P    the binary (default target/release/tessera)
  --families L   comma-separated subset of the families above
  --keep DIR     write every generated program to DIR/<family>-<n>.mlir
  --mlir-opt P   also check that every program parses with mlir-opt P
  --no-tessera   only the generator, isl model and brute-force check
  --timeout S    seconds per tessera run (default 60); runs that exceed it
                 are counted in the column timeout, not as errors
"""

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Optional

import islpy as isl

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARAMS = ["N", "M"]
BF_PARAMS = [{"N": 5, "M": 4}, {"N": 3, "M": 6}]
IVS = ["i", "j", "k"]

FAMILIES = {
    "const": dict(),
    "param": dict(params=True, tri=True),
    "step-minmax": dict(steps=True, minmax=True, tri=True),
    "if": dict(ifs=True, params=True, tri=True),
    "divmod": dict(divmod=True),
    "scalar": dict(scalars=True, params=True),
}


# ---------------------------------------------------------------------------
# Affine expressions
#
# A linear expression is a dict {name: coefficient} with "" for the constant.
# A subscript is ("lin", L), ("floordiv", L, c) or ("mod", L, c).


def lin(*terms, c=0):
    """lin(("i", 1), ("j", -2), c=3) = i - 2j + 3."""
    d = {"": c}
    for v, k in terms:
        d[v] = d.get(v, 0) + k
    return d


def lin_vars(L):
    return [v for v, k in L.items() if v and k]


def lin_eval(L, env):
    return sum(k * (env[v] if v else 1) for v, k in L.items())


def lin_render(L, name, mlir):
    """Render L with variable names mapped by `name`; positive terms first so
    that no expression starts with a unary minus."""
    pos, neg = [], []
    for v, k in L.items():
        if not v or not k:
            continue
        n = name(v)
        a = abs(k)
        t = n if a == 1 else (f"{n} * {a}" if mlir else f"{a}*{n}")
        (pos if k > 0 else neg).append(t)
    c = L.get("", 0)
    if pos:
        out = " + ".join(pos)
    elif neg:
        out, c = str(max(c, 0)), min(c, 0)
    else:
        return str(c)
    for t in neg:
        out += f" - {t}"
    if c > 0:
        out += f" + {c}"
    elif c < 0:
        out += f" - {-c}"
    return out


def sub_vars(s):
    return lin_vars(s[1])


def sub_eval(s, env):
    v = lin_eval(s[1], env)
    if s[0] == "lin":
        return v
    if s[0] == "floordiv":
        return v // s[2]
    return v % s[2]


def sub_render(s, name, mlir):
    body = lin_render(s[1], name, mlir)
    if s[0] == "lin":
        return body
    simple = len(lin_vars(s[1])) == 1 and not s[1].get("") and s[1][lin_vars(s[1])[0]] == 1
    inner = body if simple else f"({body})"
    if s[0] == "floordiv":
        return f"{inner} floordiv {s[2]}" if mlir else f"floor(({body})/{s[2]})"
    return f"{inner} mod {s[2]}"


# ---------------------------------------------------------------------------
# Program structure


@dataclass
class Access:
    kind: str  # "load" | "store"
    memref: str  # "A", "B", "t", ...
    subs: list
    value: str = ""  # the loaded result / the stored operand
    stmt: int = -1  # access number = statement S<stmt>
    line: int = -1


@dataclass
class Text:
    text: str


@dataclass
class Loop:
    iv: str
    lbs: list
    ubs: list
    step: int
    body: list


@dataclass
class If:
    conds: list  # [(lin, is_equality)]
    then: list
    els: Optional[list]


@dataclass
class Program:
    family: str
    params: list
    memrefs: dict  # name -> MLIR type
    allocas: list
    body: list
    text: str = ""
    accesses: list = field(default_factory=list)


# ---------------------------------------------------------------------------
# Generator


class Gen:
    def __init__(self, rng, family):
        self.rng = rng
        self.family = family
        self.f = FAMILIES[family]
        self.nval = 0
        self.n_ifs = 0  # affine.if per program, at most 3

    def fresh(self, p="v"):
        self.nval += 1
        return f"%{p}{self.nval}"

    def program(self):
        rng, f = self.rng, self.f
        params = PARAMS if f.get("params") else []
        dyn = bool(params) or rng.random() < 0.5
        memrefs = {"A": "memref<?xf64>" if dyn else "memref<100xf64>",
                   "B": "memref<?x?xf64>" if dyn else "memref<100x100xf64>"}
        allocas = []
        if f.get("scalars"):
            allocas = ["t"] + (["u"] if rng.random() < 0.4 else [])
            for a in allocas:
                memrefs[a] = "memref<f64>"
        self.params = params
        self.memrefs = memrefs
        self.allocas = allocas
        body = []
        values = ["%cst"]
        n = rng.randint(1, 3)
        for _ in range(n):
            if f.get("scalars") and rng.random() < 0.5:
                body.append(self.doitgen([], values))
            elif rng.random() < 0.85:
                body.append(self.loop([], values))
            else:
                body.extend(self.group([], values))
        if not any(isinstance(x, Loop) for x in body):
            body.append(self.loop([], values))
        return Program(self.family, params, memrefs, allocas, body)

    # -- bounds -------------------------------------------------------------

    def bounds(self, outer):
        rng, f = self.rng, self.f
        x = outer[-1] if outer else None
        y = rng.choice(outer) if outer else None
        lb0 = rng.choice([0, 0, 1, 2])
        lbs = [lin(c=lb0)]
        ubs = [lin(c=lb0 + rng.randint(1, 7) + (3 if f.get("steps") else 0))]
        r = rng.random()
        if f.get("params") and r < 0.6:
            ubs = [rng.choice([lin(("N", 1)), lin(("M", 1)), lin(("N", 1), c=-1),
                               lin(("N", 1), c=1)])]
        if f.get("tri") and y and rng.random() < 0.5:
            ch = rng.randint(0, 3)
            if ch == 0:
                lbs = [lin((y, 1))]
            elif ch == 1:
                lbs = [lin((y, 1), c=1)]
            elif ch == 2:
                ubs = [lin((y, 1))]
            else:
                ubs = [lin((y, 1), c=1)]
        if f.get("minmax") and rng.random() < 0.6:
            if y and rng.random() < 0.6:
                lbs = [lin(c=0), lin((y, 1), c=-rng.randint(1, 3))]
            if y and rng.random() < 0.6:
                ubs = [lin(c=rng.randint(5, 10)), lin((y, 1), c=rng.randint(1, 4))]
            elif rng.random() < 0.4:
                ubs = [lin(c=rng.randint(3, 9)), lin(c=rng.randint(3, 9))]
                if ubs[0][""] == ubs[1][""]:
                    ubs = ubs[:1]
            if y and f.get("params") and rng.random() < 0.3:
                ubs.append(lin(("N", 1)))
        step = rng.choice([1, 2, 2, 3]) if f.get("steps") else 1
        return lbs, ubs, step

    def loop(self, outer, values, depth_limit=3):
        iv = IVS[len(outer)]
        lbs, ubs, step = self.bounds(outer)
        inner = outer + [iv]
        body = self.body(inner, list(values), depth_limit)
        return Loop(iv, lbs, ubs, step, body)

    def body(self, ivs, values, depth_limit, nested_ifs=0):
        rng, f = self.rng, self.f
        items = []
        for _ in range(rng.randint(1, 3)):
            r = rng.random()
            if len(ivs) < depth_limit and r < 0.3:
                items.append(self.loop(ivs, values, depth_limit))
            elif f.get("ifs") and r < 0.6 and nested_ifs < 2 and self.n_ifs < 3:
                self.n_ifs += 1
                items.append(self.if_(ivs, values, depth_limit, nested_ifs + 1))
            else:
                items.extend(self.group(ivs, values))
        return items

    def if_(self, ivs, values, depth_limit, nested_ifs):
        rng = self.rng
        conds = []
        for _ in range(rng.randint(1, 2)):
            x = rng.choice(ivs)
            y = rng.choice(ivs)
            ch = rng.randint(0, 5)
            if ch == 0 and x != y:
                conds.append((lin((x, 1), (y, -1)), False))
            elif ch == 1:
                conds.append((lin((x, 1), c=-rng.randint(1, 4)), False))
            elif ch == 2:
                conds.append((lin((x, -1), c=rng.randint(1, 5)), False))
            elif ch == 3:
                conds.append((lin((x, 1), c=-rng.randint(0, 3)), True))
            elif ch == 4 and self.params:
                conds.append((lin(("N", 1), (x, -1), c=-rng.randint(1, 2)), False))
            elif ch == 5 and x != y:
                conds.append((lin((x, 1), (y, -2)), rng.random() < 0.5))
            else:
                conds.append((lin((x, 2), c=-rng.randint(2, 6)), False))
        then = self.body(ivs, list(values), depth_limit, nested_ifs)
        els = self.body(ivs, list(values), depth_limit, nested_ifs) if rng.random() < 0.6 else None
        return If(conds, then, els)

    # -- statements ---------------------------------------------------------

    def subscript(self, ivs):
        rng = self.rng
        if not ivs:
            return ("lin", lin(c=rng.randint(0, 5)))
        x = rng.choice(ivs)
        y = rng.choice(ivs)
        if self.f.get("divmod") and rng.random() < 0.5:
            ch = rng.randint(0, 3)
            if ch == 0:
                return ("floordiv", lin((x, 1)), rng.choice([2, 3]))
            if ch == 1:
                return ("mod", lin((x, 1)), rng.choice([2, 3]))
            if ch == 2:
                return ("floordiv", lin((x, 1), (y, 1)), 2)
            return ("mod", lin((x, 1), c=1), 2)
        ch = rng.choices(range(7), weights=[30, 12, 12, 10, 6, 8, 5])[0]
        return ("lin", [lin((x, 1)), lin((x, 1), c=1), lin((x, 1), c=-1),
                        lin((y, 1)), lin((x, 2)), lin((x, 1), (y, 1)),
                        lin(c=rng.randint(0, 5))][ch])

    def access(self, kind, ivs, memref=None, value=""):
        rng = self.rng
        if memref is None:
            names = ["A", "A", "B"] + [a for a in self.memrefs if a not in ("A", "B")] * 2
            memref = rng.choice(names)
        rank = {"A": 1, "B": 2}.get(memref, 0)
        subs = [self.subscript(ivs) for _ in range(rank)]
        if kind == "load":
            value = self.fresh()
        return Access(kind, memref, subs, value)

    def group(self, ivs, values):
        """0-2 loads and a store of their sum (or of a visible value)."""
        rng = self.rng
        out = []
        loads = [self.access("load", ivs) for _ in range(rng.choices([0, 1, 2], [2, 5, 3])[0])]
        out.extend(loads)
        vals = [a.value for a in loads]
        if not loads or rng.random() < 0.85:
            if len(vals) >= 2:
                s = self.fresh("s")
                out.append(Text(f"{s} = arith.addf {vals[0]}, {vals[1]} : f64"))
                v = s
            elif vals:
                v = vals[0]
            else:
                v = rng.choice(values)
            out.append(self.access("store", ivs, value=v))
        values.extend(vals)
        return out

    def doitgen(self, outer, values):
        """for i: for j: t = 0; for k: t += X[..]; Y[..] = t (privatised scalar)."""
        rng = self.rng
        t = rng.choice(self.allocas)
        i, j = IVS[len(outer)], IVS[len(outer) + 1]
        li = self.bounds(outer)
        lj = self.bounds(outer + [i])
        lk = self.bounds(outer + [i, j])
        k_body = []
        a = self.access("load", outer + [i, j, "k"], memref="B")
        b = self.access("load", [], memref=t)
        s = self.fresh("s")
        k_body += [a, b, Text(f"{s} = arith.addf {a.value}, {b.value} : f64"),
                   self.access("store", [], memref=t, value=s)]
        j_body = [self.access("store", [], memref=t, value="%cst")]
        if rng.random() < 0.3:
            j_body = []  # t carries its value across (i, j) iterations
        j_body.append(Loop("k", lk[0], lk[1], lk[2], k_body))
        r = self.access("load", [], memref=t)
        j_body += [r, self.access("store", outer + [i, j], memref=rng.choice(["A", "B"]), value=r.value)]
        return Loop(i, li[0], li[1], li[2], [Loop(j, lj[0], lj[1], lj[2], j_body)])


# ---------------------------------------------------------------------------
# MLIR text


def map_operands(lins, outer, params):
    used = set(v for L in lins for v in lin_vars(L))
    dims = [v for v in outer if v in used]
    syms = [p for p in params if p in used]
    return dims, syms


def map_header(dims, syms):
    d = ", ".join(f"d{n}" for n in range(len(dims)))
    s = f"[{', '.join(f's{n}' for n in range(len(syms)))}]" if syms else ""
    return f"({d}){s}"


def map_args(dims, syms):
    a = f"({', '.join('%' + v for v in dims)})"
    return a + (f"[{', '.join('%' + p for p in syms)}]" if syms else "")


def bound_text(lins, outer, params, kw):
    if len(lins) == 1 and not lin_vars(lins[0]):
        return str(lins[0].get("", 0))
    dims, syms = map_operands(lins, outer, params)
    nm = {v: f"d{n}" for n, v in enumerate(dims)} | {p: f"s{n}" for n, p in enumerate(syms)}
    exprs = ", ".join(lin_render(L, nm.get, True) for L in lins)
    m = f"affine_map<{map_header(dims, syms)} -> ({exprs})>{map_args(dims, syms)}"
    return f"{kw} {m}" if len(lins) > 1 else m


def emit(prog):
    """The MLIR text of prog; numbers the accesses and records their lines."""
    lines = []
    args = [f"%{p}: index" for p in prog.params]
    args += [f"%{m}: {ty}" for m, ty in prog.memrefs.items() if m not in prog.allocas]
    lines.append(f"func.func @f({', '.join(args)}) {{")
    lines.append("  %cst = arith.constant 1.0 : f64")
    for a in prog.allocas:
        lines.append(f"  %{a} = memref.alloca() : memref<f64>")
    accesses = []

    def walk(items, outer, ind):
        pad = "  " * ind
        for it in items:
            if isinstance(it, Access):
                it.stmt = len(accesses)
                it.line = len(lines) + 1
                accesses.append(it)
                subs = ", ".join(sub_render(s, lambda v: "%" + v, True) for s in it.subs)
                ty = prog.memrefs[it.memref]
                if it.kind == "load":
                    lines.append(f"{pad}{it.value} = affine.load %{it.memref}[{subs}] : {ty}")
                else:
                    lines.append(f"{pad}affine.store {it.value}, %{it.memref}[{subs}] : {ty}")
            elif isinstance(it, Text):
                lines.append(pad + it.text)
            elif isinstance(it, Loop):
                lb = bound_text(it.lbs, outer, prog.params, "max")
                ub = bound_text(it.ubs, outer, prog.params, "min")
                st = f" step {it.step}" if it.step != 1 else ""
                lines.append(f"{pad}affine.for %{it.iv} = {lb} to {ub}{st} {{")
                walk(it.body, outer + [it.iv], ind + 1)
                lines.append(pad + "}")
            else:
                lins = [c for c, _ in it.conds]
                dims, syms = map_operands(lins, outer, prog.params)
                nm = {v: f"d{n}" for n, v in enumerate(dims)} | {p: f"s{n}" for n, p in enumerate(syms)}
                cs = ", ".join(f"{lin_render(c, nm.get, True)} {'==' if eq else '>='} 0"
                               for c, eq in it.conds)
                lines.append(f"{pad}affine.if affine_set<{map_header(dims, syms)} : ({cs})>"
                             f"{map_args(dims, syms)} {{")
                walk(it.then, outer, ind + 1)
                if it.els is not None:
                    lines.append(pad + "} else {")
                    walk(it.els, outer, ind + 1)
                lines.append(pad + "}")

    walk(prog.body, [], 1)
    lines.append("  return")
    lines.append("}")
    prog.text = "\n".join(lines) + "\n"
    prog.accesses = accesses
    return prog


# ---------------------------------------------------------------------------
# The isl model


def isl_lin(L):
    return lin_render(L, lambda v: v, False)


def maps(um):
    out = []
    um.foreach_map(out.append)
    return out


def pfx(params):
    return f"[{', '.join(params)}] -> " if params else ""


class Model:
    """Domains, access relations and 2d+1 schedule of every statement."""

    def __init__(self, prog):
        self.prog = prog
        self.params = prog.params
        self.domain = {}  # stmt -> isl.Set (tuple S<k>)
        self.access = {}  # stmt -> isl.Map
        self.sched = {}  # stmt -> list of schedule expressions
        self.ivs = {}  # stmt -> iv names
        self.depth = 0
        self.walk(prog.body, [], [], [])
        for a in prog.accesses:
            self.build(a)

    def walk(self, items, outer, conds, sched):
        # affine.if bodies are flattened into the enclosing sequence: the
        # then and else statements never run in the same iteration.
        pos = [0]

        def go(items, conds):
            for it in items:
                if isinstance(it, Access):
                    self.ivs[it.stmt] = list(outer)
                    self.sched[it.stmt] = sched + [str(pos[0])]
                    self.domain[it.stmt] = conds
                    self.depth = max(self.depth, len(outer))
                    pos[0] += 1
                elif isinstance(it, Loop):
                    self.walk(it.body, outer + [it.iv], conds + [("loop", it)],
                              sched + [str(pos[0]), it.iv])
                    pos[0] += 1
                elif isinstance(it, If):
                    go(it.then, conds + [("if", it, True)])
                    if it.els is not None:
                        go(it.els, conds + [("if", it, False)])

        go(items, conds)

    def set_(self, stmt, cons):
        ivs = self.ivs[stmt]
        return isl.Set(f"{pfx(self.params)}{{ S{stmt}[{', '.join(ivs)}] : {cons} }}")

    def build(self, a):
        s, ivs = a.stmt, self.ivs[a.stmt]
        dom = isl.Set(f"{pfx(self.params)}{{ S{s}[{', '.join(ivs)}] }}")
        for c in self.domain[s]:
            if c[0] == "loop":
                L = c[1]
                iv = L.iv
                cons = [f"{iv} >= {isl_lin(lb)}" for lb in L.lbs]
                cons += [f"{iv} < {isl_lin(ub)}" for ub in L.ubs]
                if L.step != 1:
                    alts = []
                    for n, lb in enumerate(L.lbs):
                        ge = [f"{isl_lin(lb)} >= {isl_lin(o)}" for m, o in enumerate(L.lbs) if m != n]
                        ex = f"exists (e0 : {iv} = {isl_lin(lb)} + {L.step}*e0)"
                        alts.append("(" + " and ".join(ge + [ex]) + ")")
                    cons.append("(" + " or ".join(alts) + ")")
                dom = dom.intersect(self.set_(s, " and ".join(cons)))
            else:
                _, it, then = c
                cs = " and ".join(f"{isl_lin(L)} {'=' if eq else '>='} 0" for L, eq in it.conds)
                cond = self.set_(s, cs)
                dom = dom.intersect(cond) if then else dom.subtract(cond)
        self.domain[s] = dom
        subs = ", ".join(sub_render(x, lambda v: v, False) for x in a.subs)
        acc = isl.Map(f"{pfx(self.params)}{{ S{s}[{', '.join(ivs)}] -> {a.memref}[{subs}] }}")
        self.access[s] = acc.intersect_domain(dom)

    def schedule(self):
        n = 2 * self.depth + 1
        um = None
        for s, ex in self.sched.items():
            ex = ex + ["0"] * (n - len(ex))
            m = isl.Map(f"{pfx(self.params)}{{ S{s}[{', '.join(self.ivs[s])}] -> [{', '.join(ex)}] }}")
            m = isl.UnionMap.from_map(m.intersect_domain(self.domain[s]))
            um = m if um is None else um.union(m)
        return um

    def flow(self):
        """(deps {(write, read): isl.Map}, no_source {read: isl.Set})."""
        reads = [a for a in self.prog.accesses if a.kind == "load"]
        writes = [a for a in self.prog.accesses if a.kind == "store"]
        empty = isl.UnionMap("{ }")

        def union(accs):
            um = empty
            for a in accs:
                um = um.union(isl.UnionMap.from_map(self.access[a.stmt]))
            return um

        ai = isl.UnionAccessInfo.from_sink(union(reads))
        ai = ai.set_must_source(union(writes))
        ai = ai.set_schedule_map(self.schedule())
        fl = ai.compute_flow()
        deps = {}
        for m in maps(fl.get_must_dependence()):
            w = int(m.get_tuple_name(isl.dim_type.in_)[1:])
            r = int(m.get_tuple_name(isl.dim_type.out)[1:])
            deps[(w, r)] = m
        nosrc = {}
        for m in maps(fl.get_must_no_source()):
            r = int(m.get_tuple_name(isl.dim_type.in_)[1:])
            nosrc[r] = m.domain()
        return deps, nosrc


# ---------------------------------------------------------------------------
# Brute force: run the program in Python


def execute(prog, env0):
    """{(read stmt, instance): (write stmt, instance) or None}, and the
    executed instances of every statement."""
    mem = {}
    last = {}
    inst = defaultdict(set)

    def go(items, env, ivs):
        for it in items:
            if isinstance(it, Access):
                cell = (it.memref,) + tuple(sub_eval(s, env) for s in it.subs)
                me = tuple(env[v] for v in ivs)
                inst[it.stmt].add(me)
                if it.kind == "store":
                    mem[cell] = (it.stmt, me)
                else:
                    last[(it.stmt, me)] = mem.get(cell)
            elif isinstance(it, Loop):
                lo = max(lin_eval(L, env) for L in it.lbs)
                hi = min(lin_eval(L, env) for L in it.ubs)
                for v in range(lo, hi, it.step):
                    go(it.body, env | {it.iv: v}, ivs + [it.iv])
            elif isinstance(it, If):
                ok = all((lin_eval(L, env) == 0) if eq else (lin_eval(L, env) >= 0)
                         for L, eq in it.conds)
                if ok:
                    go(it.then, env, ivs)
                elif it.els is not None:
                    go(it.els, env, ivs)

    go(prog.body, dict(env0), [])
    return last, inst


def points(obj, env):
    """The integer points of an isl set (or wrapped map) at parameters env."""
    if isinstance(obj, isl.Map):
        obj = obj.wrap()
    sp = obj.get_space()
    for p, v in env.items():
        n = sp.find_dim_by_name(isl.dim_type.param, p)
        if n >= 0:
            obj = obj.fix_val(isl.dim_type.param, n, isl.Val(v))
    obj = obj.project_out(isl.dim_type.param, 0, obj.dim(isl.dim_type.param))
    out = []
    nd = obj.dim(isl.dim_type.set)
    obj.foreach_point(lambda p: out.append(tuple(
        p.get_coordinate_val(isl.dim_type.set, k).to_python() for k in range(nd))))
    return out


def brute_force(prog, model, deps, nosrc, env):
    """(instances checked, disagreements, first messages, reads on which isl
    disagrees, last writers) at parameters env."""
    last, inst = execute(prog, env)
    bad, msgs = 0, []
    bad_reads = set()

    def note(m, r=None):
        nonlocal bad
        bad += 1
        bad_reads.update([r] if r is not None else [a.stmt for a in prog.accesses])
        if len(msgs) < 3:
            msgs.append(f"{env} {m}")

    for a in prog.accesses:
        dom = set(points(model.domain[a.stmt], env))
        if dom != inst[a.stmt]:
            note(f"S{a.stmt}: isl domain {sorted(dom)} != executed {sorted(inst[a.stmt])}")
    isl_src = {}
    for (w, r), m in deps.items():
        nin = m.dim(isl.dim_type.in_)
        for p in points(m, env):
            key = (r, p[nin:])
            if key in isl_src:
                note(f"S{r}{list(p[nin:])}: two must sources", r)
            isl_src[key] = (w, p[:nin])
    for r, s in nosrc.items():
        for p in points(s, env):
            if (r, p) in isl_src:
                note(f"S{r}{list(p)}: a source and no source", r)
            isl_src[(r, p)] = None
    n = 0
    for key, src in last.items():
        n += 1
        if key not in isl_src:
            note(f"S{key[0]}{list(key[1])}: executed, last writer {src}, isl: no answer", key[0])
        elif isl_src[key] != src:
            note(f"S{key[0]}{list(key[1])}: last writer {src}, isl {isl_src[key]}", key[0])
    return n, bad, msgs, bad_reads, last


# ---------------------------------------------------------------------------
# Comparison with tessera


def strip(obj):
    if isinstance(obj, isl.Map):
        return obj.reset_tuple_id(isl.dim_type.in_).reset_tuple_id(isl.dim_type.out)
    return obj.reset_tuple_id()


def same(a, b):
    """is_equal after aligning parameters by name; False on a space mismatch."""
    a = a.align_params(b.get_space())
    b = b.align_params(a.get_space())
    try:
        return a.is_equal(b)
    except isl.Error:
        return False


REASONS = Counter()  # why reads or sources were not exact
EMPTY = re.compile(r"\s*(\[[^\]]*\]\s*->\s*)?\{\s*\}\s*")


def parse(text, cls, like):
    """text as an isl cls; isl prints an empty set or map of any space as
    `{  }`, which it does not read back: that is the empty set of like's space."""
    if EMPTY.fullmatch(text):
        like = strip(like)
        return like.subtract(like)
    return cls(text)


def empty_map(params, n_in, n_out):
    i = ", ".join(f"r{k}" for k in range(n_in))
    o = ", ".join(f"w{k}" for k in range(n_out))
    return isl.Map(f"{pfx(params)}{{ [{i}] -> [{o}] : false }}")


def compare_bf(r, rels, initial, lasts):
    """Tessera's answer for read S<r> against the brute-force last writers at
    every parameter set of lasts; None if equal, else the first difference."""
    for env, last in lasts:
        ours = {inst: src for (rr, inst), src in last.items() if rr == r}
        theirs = {}
        for w, maps_ in rels.items():
            for m in maps_:
                nin = m.dim(isl.dim_type.in_)
                for p in points(m, env):
                    theirs[p[:nin]] = (w, p[nin:])
        for p in points(initial, env):
            theirs[p] = None
        for inst in sorted(set(ours) | set(theirs)):
            if ours.get(inst, "none") != theirs.get(inst, "none"):
                return (f"{env} at S{r}{list(inst)}: executed last writer {ours.get(inst, '(not executed)')},"
                        f" tessera {theirs.get(inst, '(no answer)')}")
    return None


def compare(prog, model, deps, nosrc, out, stats, mismatches, isl_bad=(), lasts=()):
    """Compares tessera's JSON output with isl's answer; for the reads in
    isl_bad (isl's answer failed the brute force) with the brute-force last
    writers lasts instead."""
    try:
        doc = json.loads(out)
        # A function without reads may be left out.
        fn = doc["functions"][0] if doc["functions"] else {"reads": []}
    except (ValueError, KeyError, IndexError) as e:
        stats["errors"] += 1
        mismatches.append((prog, f"unreadable output ({e}): {out[:300]}"))
        return
    by_line = {a.line: a for a in prog.accesses}
    params = prog.params

    def mism(msg):
        stats["mismatch"] += 1
        mismatches.append((prog, msg))

    def check(what, ours, theirs_txt, cls):
        stats["relations"] += 1
        try:
            theirs = parse(theirs_txt, cls, ours) if theirs_txt is not None else None
        except isl.Error as e:
            mism(f"{what}: tessera's text does not parse in isl ({e}): {theirs_txt}")
            return
        if theirs is None or not same(strip(ours), theirs):
            mism(f"{what}:\n    tessera: {theirs_txt}\n    isl:     {strip(ours)}")
        else:
            stats["equal"] += 1

    seen = set()
    for rd in fn.get("reads", []):
        line = int(str(rd.get("pos", "0:0")).split(":")[0])
        a = by_line.get(line)
        if a is None or a.kind != "load":
            mism(f"read access {rd.get('access')} at {rd.get('pos')} is no load of the program")
            continue
        seen.add(a.stmt)
        if rd.get("access") != a.stmt:
            mism(f"S{a.stmt} (line {line}) reported as access {rd.get('access')}")
        if a.stmt in isl_bad:
            stats["isl_bad"] += 1
        if not rd.get("exact", False):
            stats["not_exact"] += 1
            REASONS[f"read: {rd.get('reason')}"] += 1
            continue
        stats["reads"] += 1
        r = a.stmt
        check(f"domain of S{r} (line {line})", model.domain[r], rd.get("domain"), isl.Set)
        ours_init = nosrc.get(r, model.domain[r].subtract(model.domain[r]))
        check(f"initial of S{r} (line {line})", ours_init, rd.get("initial"), isl.Set)
        srcs = defaultdict(list)
        null = set()
        for s in rd.get("sources", []):
            wl = int(str(s.get("pos", "0:0")).split(":")[0])
            w = by_line.get(wl)
            if w is None or w.kind != "store":
                mism(f"S{r} (line {line}): source {s.get('write')} at {s.get('pos')} is no store")
                continue
            if s.get("relation") is None:
                null.add(w.stmt)
                REASONS[f"source: {s.get('reason')}"] += 1
                continue
            if not s.get("may", False):
                srcs[w.stmt].append(s["relation"])
        if r in isl_bad:
            if null:
                stats["not_exact"] += 1
                continue
            stats["relations"] += 1
            try:
                rels = {w: [parse(t, isl.Map, empty_map(params, len(model.ivs[r]), len(model.ivs[w])))
                            for t in ts] for w, ts in srcs.items()}
                init = parse(rd.get("initial") or "{ }", isl.Set, model.domain[r])
                diff = compare_bf(r, rels, init, lasts)
            except isl.Error as e:
                diff = f"tessera's text does not parse ({e})"
            if diff is None:
                stats["equal"] += 1
            else:
                mism(f"S{r} (read line {line}), against the brute force (isl is wrong here): {diff}"
                     + "".join(f"\n    tessera S{w}: {' U '.join(ts)}" for w, ts in srcs.items())
                     + f"\n    tessera initial: {rd.get('initial')}")
            continue
        writes = [w for w in prog.accesses if w.kind == "store"
                  and (w.memref == a.memref or w.stmt in srcs or w.stmt in null)]
        for w in writes:
            if w.stmt in null:
                stats["not_exact"] += 1
                continue
            ours = deps.get((w.stmt, r))
            ours = ours.reverse() if ours is not None else empty_map(
                params, len(model.ivs[r]), len(model.ivs[w.stmt]))
            what = f"S{r} (read line {line}) <- S{w.stmt} (write line {w.line})"
            stats["relations"] += 1
            try:
                rels = [parse(t, isl.Map, ours) for t in srcs[w.stmt]]
            except isl.Error as e:
                mism(f"{what}: tessera's relation does not parse ({e}): {srcs[w.stmt]}")
                continue
            if rels:
                theirs = rels[0]
                for m in rels[1:]:
                    theirs = theirs.union(same_params(m, theirs))
                txt = " U ".join(srcs[w.stmt])
            else:
                theirs = empty_map(params, len(model.ivs[r]), len(model.ivs[w.stmt]))
                txt = "(no must source)"
            if same(strip(ours), theirs):
                stats["equal"] += 1
            else:
                mism(f"{what}:\n    tessera: {txt}\n    isl:     {strip(ours)}")
    for a in prog.accesses:
        if a.kind == "load" and a.stmt not in seen:
            mism(f"load S{a.stmt} (line {a.line}) missing from tessera's reads")


def same_params(m, like):
    return m.align_params(like.get_space())


# ---------------------------------------------------------------------------


def check_program(args, name, prog, path, stats, mismatches, bf_msgs, slow):
    """Model, brute force and (unless --no-tessera) the comparison of one
    program written at path; adds to stats and the message lists."""
    if args.mlir_opt:
        p = subprocess.run([args.mlir_opt, path], capture_output=True, text=True)
        if p.returncode != 0:
            stats["errors"] += 1
            mismatches.append((prog, f"mlir-opt rejects it:\n{p.stderr[:600]}"))
            return
    model = Model(prog)
    try:
        deps, nosrc = model.flow()
    except isl.Error as e:
        # isl itself fails on some programs (internal errors in compute_flow): nothing to
        # compare with; counted in the column isl_err.
        stats["isl_err"] += 1
        bf_msgs.append((prog, f"isl error: {e}"))
        return
    isl_bad, lasts = set(), []
    for env in BF_PARAMS:
        ni, nb, msgs, bad_reads, last = brute_force(prog, model, deps, nosrc, env)
        stats["bf_inst"] += ni
        stats["bf_bad"] += nb
        bf_msgs.extend((prog, m) for m in msgs)
        isl_bad |= bad_reads
        lasts.append((env, last))
    if args.no_tessera:
        return
    t0 = time.monotonic()
    try:
        p = subprocess.run([args.tessera, "deps", path, "--dataflow", "--format", "json"],
                           capture_output=True, text=True, timeout=args.timeout)
    except subprocess.TimeoutExpired:
        stats["timeout"] += 1
        slow.append((args.timeout, name, prog))
        return
    slow.append((time.monotonic() - t0, name, prog))
    if p.returncode != 0:
        stats["errors"] += 1
        mismatches.append((prog, f"tessera exit {p.returncode}: {p.stderr[:600]}"))
        return
    compare(prog, model, deps, nosrc, p.stdout, stats, mismatches, isl_bad, lasts)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cases", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tessera", default=os.path.join(ROOT, "target", "release", "tessera"))
    ap.add_argument("--keep", metavar="DIR")
    ap.add_argument("--families", default=",".join(FAMILIES))
    ap.add_argument("--mlir-opt", metavar="PATH")
    ap.add_argument("--no-tessera", action="store_true")
    ap.add_argument("--timeout", type=float, default=60, help="seconds per tessera run")
    args = ap.parse_args()
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)

    cols = ["programs", "reads", "relations", "equal", "mismatch", "not_exact", "errors",
            "timeout", "bf_inst", "bf_bad", "isl_bad", "isl_err"]
    table = {}
    mismatches, bf_msgs = [], []
    slow = []  # (seconds, name, program) of every tessera run
    workdir = args.keep or tempfile.mkdtemp(prefix="dataflow-islpy-")
    for fam in args.families.split(","):
        stats = Counter()
        for n in range(args.cases):
            prog = emit(Gen(random.Random(f"{args.seed}-{fam}-{n}"), fam).program())
            path = os.path.join(workdir, f"{fam}-{n}.mlir")
            with open(path, "w") as fh:
                fh.write(prog.text)
            stats["programs"] += 1
            try:
                check_program(args, f"{fam}-{n}", prog, path, stats, mismatches, bf_msgs, slow)
            finally:
                if not args.keep:
                    os.remove(path)
        table[fam] = stats
        print(f"{fam}: " + ", ".join(f"{c} {stats[c]}" for c in cols), file=sys.stderr, flush=True)

    if not args.keep:
        os.rmdir(workdir)

    print(f"{'family':<13}" + "".join(f"{c:>11}" for c in cols))
    tot = Counter()
    for fam, st in table.items():
        tot.update(st)
        print(f"{fam:<13}" + "".join(f"{st[c]:>11}" for c in cols))
    print(f"{'total':<13}" + "".join(f"{tot[c]:>11}" for c in cols))
    for why, n in REASONS.most_common(6):
        print(f"not exact: {n} x {why}")
    slow.sort(key=lambda x: -x[0])
    if slow:
        print("slowest tessera runs: " + ", ".join(f"{nm} {t:.1f}s" for t, nm, _ in slow[:5]))
    shown = set()
    for prog, msg in mismatches[:5]:
        print(f"\n=== {prog.family}: {msg}")
        if id(prog) not in shown:
            shown.add(id(prog))
            print(prog.text, end="")
    for prog, msg in bf_msgs[:3]:
        print(f"\n=== brute force, {prog.family}: {msg}")
        print(prog.text, end="")
    return 1 if tot["mismatch"] or tot["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
