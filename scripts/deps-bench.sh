#!/usr/bin/env bash
# Whole-process timing of `tessera deps --format=mlir-remarks` against
# `mlir-opt --test-memref-dependence-check --mlir-print-op-on-diagnostic=false` on the
# generated benchmark file (40 sibling 3-deep nests, 4-6 accesses each on 3 memrefs), best of
# RUNS runs each; also checks that the two outputs are identical (this file has no construct
# on which mlir-opt is inexact).
#
# Usage: scripts/deps-bench.sh [NESTS] [RUNS]
set -eu
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
NESTS="${1:-40}"
RUNS="${2:-5}"
OPT="${MLIR_BIN:-/usr/lib/llvm-22/bin}/mlir-opt"
cd "$ROOT"
cargo build --release -q -p tessera-cli
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
python3 scripts/deps-gen-bench.py "$NESTS" 1 > "$TMP/bench.mlir"
best() { # best wall time in seconds over RUNS runs of "$@"
  local b=999
  for _ in $(seq "$RUNS"); do
    local s e
    s=$(date +%s.%N); "$@" > /dev/null 2>&1; e=$(date +%s.%N)
    b=$(echo "if ($e - $s < $b) $e - $s else $b" | bc -l)
  done
  echo "$b"
}
T=$(best target/release/tessera deps --format mlir-remarks "$TMP/bench.mlir")
M=$(best "$OPT" --test-memref-dependence-check --mlir-print-op-on-diagnostic=false "$TMP/bench.mlir" -o /dev/null)
target/release/tessera deps --format mlir-remarks "$TMP/bench.mlir" | sed 's/^[^:]*://' > "$TMP/t.txt"
"$OPT" --test-memref-dependence-check --mlir-print-op-on-diagnostic=false "$TMP/bench.mlir" -o /dev/null 2>&1 \
  | grep -E ': remark: ' | sed 's/^[^:]*://' > "$TMP/m.txt"
if cmp -s "$TMP/t.txt" "$TMP/m.txt"; then same=identical; else same=DIFFERENT; fi
printf 'accesses: %s, remark lines: %s (%s)\n' "$(grep -c 'affine\.\(load\|store\)' "$TMP/bench.mlir")" "$(wc -l < "$TMP/t.txt")" "$same"
printf 'tessera: %.3f s   mlir-opt: %.3f s   ratio: %.1fx\n' "$T" "$M" "$(echo "$M / $T" | bc -l)"
