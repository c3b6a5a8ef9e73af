#!/usr/bin/env python3
"""Compare checksums printed by a run of a PolyBench corpus file with the C reference.

Usage: polybench-compare.py SIZE KERNEL OUTPUT
  SIZE    mini | small
  KERNEL  kernel name (e.g. fdtd-2d)
  OUTPUT  file with one `NAME CHECKSUM` line per @main argument, in argument order
          (`-` reads standard input)

The reference is tests/corpus/polybench/checksums-SIZE.txt.  Prints one verdict line:
  exact                  every checksum equal to the reference bit for bit
  tolerance R            all within |got - ref| <= 1e-9 * max(|got|, |ref|); R = worst
                         relative difference
  MISMATCH ...           names differ, or some checksum is outside the tolerance
Exit status: 0 for exact or tolerance, 1 for a mismatch, 2 for bad usage or input.
See tests/corpus/polybench/README.md for the checksum and the tolerance.
"""

import math
import os
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
RELATIVE_TOLERANCE = 1e-9


def reference(size, kernel):
    """Return [(name, value_text)] for `kernel` from checksums-SIZE.txt."""
    path = os.path.join(ROOT, "tests", "corpus", "polybench", "checksums-%s.txt" % size)
    rows = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.split()
            if len(fields) == 3 and fields[0] == kernel:
                rows.append((fields[1], fields[2]))
    return rows


def parse_output(handle):
    rows = []
    for number, line in enumerate(handle, 1):
        if not line.strip():
            continue
        fields = line.split()
        if len(fields) != 2:
            raise ValueError("line %d: expected `NAME CHECKSUM`, got %r" % (number, line.rstrip()))
        rows.append((fields[0], fields[1]))
    return rows


def same(a, b):
    return a == b or (math.isnan(a) and math.isnan(b))


def relative_difference(a, b):
    if same(a, b):
        return 0.0
    if math.isnan(a) or math.isnan(b) or math.isinf(a) or math.isinf(b):
        return math.inf
    return abs(a - b) / max(abs(a), abs(b))


def compare(ref, got):
    """Return (status, message) with status 'exact', 'tolerance' or 'mismatch'."""
    if [n for n, _ in ref] != [n for n, _ in got]:
        return "mismatch", "MISMATCH names: reference %s, got %s" % (
            [n for n, _ in ref], [n for n, _ in got])
    worst = 0.0
    bad = []
    for (name, r_text), (_, g_text) in zip(ref, got):
        r, g = float(r_text), float(g_text)
        diff = relative_difference(r, g)
        worst = max(worst, diff)
        if diff > RELATIVE_TOLERANCE:
            bad.append("%s: reference %s got %s" % (name, r_text, g_text))
    if bad:
        return "mismatch", "MISMATCH " + "; ".join(bad)
    if worst == 0.0:
        return "exact", "exact"
    return "tolerance", "tolerance %.3g" % worst


def main(argv):
    if len(argv) != 4 or argv[1] not in ("mini", "small"):
        sys.stderr.write(__doc__)
        return 2
    ref = reference(argv[1], argv[2])
    if not ref:
        sys.stderr.write("no reference checksums for %s in checksums-%s.txt\n" % (argv[2], argv[1]))
        return 2
    try:
        if argv[3] == "-":
            got = parse_output(sys.stdin)
        else:
            with open(argv[3], encoding="utf-8") as handle:
                got = parse_output(handle)
        status, message = compare(ref, got)
    except ValueError as err:
        sys.stderr.write("%s\n" % err)
        return 2
    print(message)
    return 1 if status == "mismatch" else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
