#!/usr/bin/env bash
# Whole-process timing of `tessera deps --format=mlir-remarks` against
# `mlir-opt --test-memref-dependence-check --mlir-print-op-on-diagnostic=false` on the files of
# scripts/deps-gen-mixed.py (mixed bounds, subscripts, affine.if, ranks) at each NESTS size and
# SEED: the same file for both tools, best of RUNS warm runs each (one untimed run first),
# the ratio per file and the smallest ratio. Outputs are not compared (mlir-opt is inexact on
# some of these pairs; tessera's answers are exact).
#
# Usage: scripts/deps-bench-mixed.sh [RUNS] [SEEDS] [NESTS...]
#   defaults: RUNS=5, SEEDS="1 2 3 4 5", NESTS="40 120"
set -eu
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
RUNS="${1:-5}"
SEEDS="${2:-1 2 3 4 5}"
shift $(( $# > 2 ? 2 : $# ))
NESTS="${*:-40 120}"
OPT="${MLIR_BIN:-/usr/lib/llvm-22/bin}/mlir-opt"
cd "$ROOT"
cargo build --release -q -p tessera-cli
TESSERA="$ROOT/target/release/tessera"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
# shellcheck source=best-time.sh
. "$ROOT/scripts/best-time.sh"
min=999
printf '%-6s %-5s %-9s %-12s %-12s %s\n' nests seed accesses tessera_s mlir-opt_s ratio
for n in $NESTS; do
  for s in $SEEDS; do
    f="$TMP/mixed-$n-$s.mlir"
    python3 scripts/deps-gen-mixed.py "$n" "$s" > "$f"
    T=$(best "$TESSERA" deps --format mlir-remarks "$f")
    M=$(best "$OPT" --test-memref-dependence-check --mlir-print-op-on-diagnostic=false "$f" -o /dev/null)
    r=$(echo "$M / $T" | bc -l)
    min=$(echo "if ($r < $min) $r else $min" | bc -l)
    printf '%-6s %-5s %-9s %-12.4f %-12.4f %.1fx\n' "$n" "$s" \
      "$(grep -c 'affine\.\(load\|store\)' "$f")" "$T" "$M" "$r"
  done
done
printf 'smallest ratio: %.1fx\n' "$min"
