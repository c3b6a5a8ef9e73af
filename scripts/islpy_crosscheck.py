#!/usr/bin/env python3
"""Cross-check `tessera calc` against isl (islpy) on random Presburger sets.

Generates random sets and relations in isl notation (small coefficients,
floor/mod, existentials, unions, parameters, integer-empty-but-rationally-
non-empty bands), asks `tessera calc` for is_empty, sample, lexmin, lexmax,
card, min/max of an affine function, intersection, union, difference,
complement, projection, subset and equality, and for relations emptiness,
difference, domain, range, application and inverse; computes the same with isl, and
prints per-operation agreement counts. Not part of `cargo test`.

Usage: scripts/islpy_crosscheck.py [--cases N] [--seed S] [--tessera PATH]
"""

import argparse
import os
import random
import subprocess
import sys
from collections import Counter

import islpy as isl

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def lin(rng, names, cmax, kmax):
    terms = []
    for n in names:
        c = rng.randint(-cmax, cmax)
        if c:
            terms.append(f"{c}*{n}")
    k = rng.randint(-kmax, kmax)
    terms.append(str(k))
    return " + ".join(terms).replace("+ -", "- ")


def atom(rng, names):
    r = rng.randint(0, 9)
    if r <= 4:
        return f"{lin(rng, names, 3, 6)} >= 0"
    if r == 5:
        g = rng.randint(2, 3)
        terms = [f"{g * rng.randint(-2, 2)}*{n}" for n in names]
        return f"{' + '.join(terms)} = {rng.randint(-6, 6)}"
    if r == 6:
        return f"{lin(rng, names, 2, 3)} = 0"
    if r == 7:
        d = rng.randint(2, 4)
        m = rng.randint(-3, 3)
        return f"{lin(rng, names, 2, 4)} + {m}*floor(({lin(rng, names, 2, 3)})/{d}) >= 0"
    if r == 8:
        d = rng.randint(2, 4)
        return f"({lin(rng, names, 2, 3)}) mod {d} = {rng.randint(0, d - 1)}"
    k = rng.randint(2, 4)
    terms = [f"{k * rng.randint(-2, 2)}*{n}" for n in names]
    c = rng.randint(1, k - 1)
    return f"{' + '.join(terms)} - {c} >= 0 and {' + '.join(terms)} - {c} <= {k - 2}"


def random_set(rng, n, params, bound=4):
    dims = [f"x{i}" for i in range(n)]
    pieces = []
    for _ in range(rng.randint(1, 2)):
        cons = []
        for d in dims:
            if params and rng.random() < 0.5:
                cons.append(f"0 <= {d} < {rng.choice(params)}")
            else:
                cons.append(f"-{bound} <= {d} <= {bound}")
        names = dims + params
        body = [atom(rng, names) for _ in range(rng.randint(0, 3))]
        if rng.random() < 0.2:
            inner = [f"-{bound} <= y <= {bound}"] + [atom(rng, names + ["y"]) for _ in range(rng.randint(1, 2))]
            cons.append(f"exists (y : {' and '.join(inner)})")
        cons.extend(body)
        pieces.append(f"[{', '.join(dims)}] : {' and '.join(cons)}")
    prefix = f"[{', '.join(params)}] -> " if params else ""
    return prefix + "{ " + "; ".join(pieces) + " }"


def isl_set_from_output(text):
    return isl.Set(text)


def same_set(ours, theirs):
    s = isl_set_from_output(ours)
    if s.get_space().dim(isl.dim_type.set) != theirs.get_space().dim(isl.dim_type.set):
        # Our "{  }" has no tuple: only comparable with an empty result.
        return s.is_empty() and theirs.is_empty()
    s = s.align_params(theirs.get_space())
    t = theirs.align_params(s.get_space())
    return s.is_equal(t)


def sample_ok(out, S):
    p = isl.Set(out)
    p = p.align_params(S.get_space())
    return not p.is_empty() and p.is_subset(S.align_params(p.get_space()))


def same_map(ours, theirs):
    m = isl.Map(ours).align_params(theirs.get_space())
    return m.is_equal(theirs.align_params(m.get_space()))


def isl_box(S, n):
    """The integer bounding box of S built from isl's per-dimension optima."""
    if S.is_empty():
        return S
    box = isl.Set.universe(S.get_space())
    for i in range(n):
        for v, op in ((S.dim_min_val(i), ">="), (S.dim_max_val(i), "<=")):
            if v.is_int():
                dims = ", ".join(f"x{j}" for j in range(n))
                params = S.get_space().get_var_names(isl.dim_type.param)
                prefix = f"[{', '.join(params)}] -> " if params else ""
                c = isl.Set(f"{prefix}{{ [{dims}] : x{i} {op} {v.to_str()} }}")
                box = box.intersect(c)
    return box


def val_str(v):
    s = v.to_str()
    if s == "infty":
        return "infinity"
    if s == "-infty":
        return "-infinity"
    if s == "NaN":
        return "empty"
    return s


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tessera", default=os.path.join(ROOT, "target", "debug", "tessera"))
    args = ap.parse_args()
    if not os.path.exists(args.tessera):
        subprocess.run(["cargo", "build", "-q", "-p", "tessera-cli"], cwd=ROOT, check=True)

    rng = random.Random(args.seed)
    stmts = []  # (op, statement text, checker)
    for _ in range(args.cases):
        n = rng.randint(1, 3)
        params = rng.choice([[], [], ["N"], ["N", "M"]])
        s_txt = random_set(rng, n, params)
        t_txt = random_set(rng, n, params)
        S, T = isl.Set(s_txt), isl.Set(t_txt)
        stmts.append(("is_empty", f"is_empty {s_txt}", lambda out, S=S: out == str(S.is_empty()).lower()))
        stmts.append(("sample", f"sample {s_txt}",
                      lambda out, S=S: (isl.Set(out).is_empty() and S.is_empty())
                      or (not S.is_empty() and sample_ok(out, S))))
        stmts.append(("intersect", f"{s_txt} * {t_txt}", lambda out, S=S, T=T: same_set(out, S.intersect(T))))
        stmts.append(("union", f"{s_txt} + {t_txt}", lambda out, S=S, T=T: same_set(out, S.union(T))))
        stmts.append(("subtract", f"{s_txt} - {t_txt}", lambda out, S=S, T=T: same_set(out, S.subtract(T))))
        stmts.append(("complement", f"complement {s_txt}", lambda out, S=S: same_set(out, S.complement())))
        stmts.append(("subset", f"{s_txt} <= {t_txt}", lambda out, S=S, T=T: out == str(S.is_subset(T)).lower()))
        stmts.append(("equal", f"{s_txt} = ({s_txt} + ({s_txt} * {t_txt}))",
                      lambda out: out == "true"))
        stmts.append(("superset", f"{s_txt} >= {t_txt}", lambda out, S=S, T=T: out == str(T.is_subset(S)).lower()))
        stmts.append(("strict", f"{s_txt} < ({s_txt} + {t_txt})",
                      lambda out, S=S, T=T: out == str(S.is_strict_subset(S.union(T))).lower()))
        stmts.append(("coalesce", f"coalesce ({s_txt} + {t_txt})", lambda out, S=S, T=T: same_set(out, S.union(T))))
        stmts.append(("box", f"box {s_txt}", lambda out, S=S, n=n: same_set(out, isl_box(S, n))))
        stmts.append(("equal", f"{s_txt} = {t_txt}", lambda out, S=S, T=T: out == str(S.is_equal(T)).lower()))
        if n >= 2:
            stmts.append(("project", f"project {s_txt} onto [x0]",
                          lambda out, S=S, n=n: same_set(out, S.project_out(isl.dim_type.set, 1, n - 1))))
        if not params:
            stmts.append(("lexmin", f"lexmin {s_txt}", lambda out, S=S: same_set(out, S.lexmin())))
            stmts.append(("lexmax", f"lexmax {s_txt}", lambda out, S=S: same_set(out, S.lexmax())))
            stmts.append(("card", f"card {s_txt}", lambda out, S=S: out == S.count_val().to_str()))
            coefs = [rng.randint(-3, 3) for _ in range(n)]
            k = rng.randint(-3, 3)
            f = " + ".join(f"{c}*x{i}" for i, c in enumerate(coefs)) + f" + {k}"
            dims = ", ".join(f"x{i}" for i in range(n))
            aff = isl.Aff(f"{{ [{dims}] -> [({f})] }}")
            stmts.append(("min", f"min {f} over {s_txt}", lambda out, S=S, aff=aff: out == val_str(S.min_val(aff))))
            stmts.append(("max", f"max {f} over {s_txt}", lambda out, S=S, aff=aff: out == val_str(S.max_val(aff))))

    # Relations: a two-dimensional set read as { [x0] -> [x1] : ... }.
    for _ in range(max(1, args.cases // 4)):
        params = rng.choice([[], ["N"]])
        r_txt = random_set(rng, 2, params).replace("[x0, x1] :", "[x0] -> [x1] :")
        q_txt = random_set(rng, 2, params).replace("[x0, x1] :", "[x0] -> [x1] :")
        R, Q = isl.Map(r_txt), isl.Map(q_txt)
        stmts.append(("rel_empty", f"is_empty {r_txt}", lambda out, R=R: out == str(R.is_empty()).lower()))
        stmts.append(("rel_subtract", f"{r_txt} - {q_txt}",
                      lambda out, R=R, Q=Q: same_map(out, R.subtract(Q))))
        stmts.append(("rel_dom", f"dom {r_txt}", lambda out, R=R: same_set(out, R.domain())))
        stmts.append(("rel_ran", f"ran {r_txt}", lambda out, R=R: same_set(out, R.range())))
        a_txt = random_set(rng, 1, params)
        A = isl.Set(a_txt)
        stmts.append(("rel_apply", f"R := {r_txt}; R({a_txt})",
                      lambda out, R=R, A=A: same_set(out, A.apply(R))))
        stmts.append(("rel_reverse", f"reverse {r_txt}", lambda out, R=R: same_map(out, R.reverse())))
        if not params:
            stmts.append(("rel_card", f"card {r_txt}",
                          lambda out, R=R: out == R.wrap().count_val().to_str()))

    program = "\n".join(s for _, s, _ in stmts) + "\n"
    proc = subprocess.run([args.tessera, "calc"], input=program, capture_output=True, text=True)
    outs = proc.stdout.splitlines()
    if len(outs) != len(stmts):
        print(f"error: {len(stmts)} statements but {len(outs)} answers", file=sys.stderr)
        print(proc.stderr, file=sys.stderr)
        return 2
    agree, disagree, unknown = Counter(), Counter(), Counter()
    examples = []
    for (op, st, check), out in zip(stmts, outs):
        if out == "unknown" or out.startswith("error:"):
            unknown[op] += 1
            if len(examples) < 5:
                examples.append(f"[{op}] {st}\n    tessera: {out}")
            continue
        try:
            ok = check(out)
        except isl.Error as e:  # our output did not parse in isl
            ok = False
            out = f"{out}  (isl: {e})"
        if ok:
            agree[op] += 1
        else:
            disagree[op] += 1
            if len(examples) < 10:
                examples.append(f"[{op}] {st}\n    tessera: {out}")
    print(f"{'operation':<12}{'agree':>8}{'disagree':>10}{'unknown':>9}")
    for op in sorted(set(agree) | set(disagree) | set(unknown)):
        print(f"{op:<12}{agree[op]:>8}{disagree[op]:>10}{unknown[op]:>9}")
    total = sum(agree.values()), sum(disagree.values()), sum(unknown.values())
    print(f"{'total':<12}{total[0]:>8}{total[1]:>10}{total[2]:>9}")
    for e in examples:
        print(e)
    return 0 if total[1] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
