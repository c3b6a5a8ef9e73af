#!/usr/bin/env bash
# Loops made parallel by `affine-parallelize` without and with `privatize=true`, per PolyBench
# kernel: as written, and after `affine-auto-schedule{parallel=false}` (the scheduler's output,
# whose scalar accumulators live in one-element buffers, before any loop is made parallel).
# Counts `affine.parallel` ops in the output. Also checks with the interpreter that every
# output computes the input's results with parallel loops forward, reversed and shuffled.
#
#   scripts/privatize-table.sh [--dataset mini|small] [KERNEL...]
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DATASET=mini
KERNELS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --dataset) DATASET="$2"; shift 2 ;;
    *) KERNELS+=("$1"); shift ;;
  esac
done
[ ${#KERNELS[@]} -eq 0 ] && KERNELS=(doitgen 2mm 3mm gramschmidt covariance correlation deriche ludcmp symm)
T="${TESSERA:-$ROOT/target/release/tessera}"
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
count() { grep -c "affine.parallel" "$1" || true; }
sums() { "$T" run "$1" --interp --parallel-order "$2" 2>/dev/null | awk '{print $NF}' | md5sum; }
printf '| corpus | kernel | as written | privatize | scheduled | scheduled + privatize | results |\n|---|---|---:|---:|---:|---:|---|\n'
for corpus in polybench polybench-pg; do
  for k in "${KERNELS[@]}"; do
    f="$ROOT/tests/corpus/$corpus/$DATASET/$k.mlir"
    [ -f "$f" ] || continue
    "$T" opt "$f" -o "$TMP/s.mlir" --pass-pipeline='builtin.module(func.func(affine-auto-schedule{parallel=false}))' 2>/dev/null
    row=""; ok=same; ref="$(sums "$f" forward)"
    for in in "$f" "$TMP/s.mlir"; do
      for p in affine-parallelize 'affine-parallelize{privatize=true}'; do
        "$T" opt "$in" -o "$TMP/o.mlir" --pass-pipeline="builtin.module(func.func($p))" 2>/dev/null
        row="$row | $(count "$TMP/o.mlir")"
        for o in forward reversed shuffled; do
          [ "$(sums "$TMP/o.mlir" $o)" = "$ref" ] || ok=DIFFER
        done
      done
    done
    printf '| %s | %s%s | %s |\n' "$corpus" "$k" "$row" "$ok"
  done
done
