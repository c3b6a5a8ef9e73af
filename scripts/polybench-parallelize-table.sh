#!/usr/bin/env bash
# Loops parallelised per PolyBench kernel (MINI files): tessera vs mlir-opt 22, with parallel
# reductions on. Prints a markdown table and fails if tessera parallelises fewer loops than
# mlir-opt on some kernel, or if mlir-opt rejects one of tessera's outputs.
#
#   tessera:  tessera opt FILE --passes \
#               'builtin.module(func.func(affine-parallelize{parallel-reductions=true}))'
#   mlir-opt: mlir-opt FILE --affine-parallelize='parallel-reductions=true'
#
# A "loop parallelised" is one affine.parallel op in the output (the inputs have none); the
# "loops" column counts the input's affine.for ops (init_array included). mlir-opt's count is
# what it emits, right or wrong (it misses dependences in affine.if else blocks; none of these
# kernels has one). Also prints the remarks tessera gives for the loops it keeps sequential.
#
# Usage: scripts/polybench-parallelize-table.sh [--remarks]
#   TESSERA=path/to/tessera (default: target/debug/tessera, built with cargo if missing)
#   MLIR_BIN=dir of mlir-opt (default /usr/lib/llvm-22/bin)
set -u
. "$(dirname "$0")/tools.sh"
PIPE='builtin.module(func.func(affine-parallelize{parallel-reductions=true}))'
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
status=0
tot_loops=0; tot_t=0; tot_m=0; tot_tr=0; tot_mr=0
echo "| kernel | loops | tessera | mlir-opt | tessera reductions | mlir-opt reductions |"
echo "|---|---:|---:|---:|---:|---:|"
for f in "$ROOT"/tests/corpus/polybench/mini/*.mlir; do
  k="$(basename "$f" .mlir)"
  loops=$(grep -c 'affine\.for ' "$f")
  if ! "$TESSERA" opt "$f" --passes "$PIPE" > "$TMP/t.mlir" 2> "$TMP/t.err"; then
    echo "$k: tessera failed: $(cat "$TMP/t.err")" >&2; status=1; continue
  fi
  if ! "$OPT" "$TMP/t.mlir" > /dev/null 2> "$TMP/v.err"; then
    echo "$k: mlir-opt rejects tessera's output: $(head -3 "$TMP/v.err")" >&2; status=1
  fi
  if ! "$OPT" "$f" --affine-parallelize='parallel-reductions=true' > "$TMP/m.mlir" 2> "$TMP/m.err"; then
    echo "$k: mlir-opt failed: $(head -3 "$TMP/m.err")" >&2; status=1; continue
  fi
  t=$(grep -c 'affine\.parallel' "$TMP/t.mlir")
  m=$(grep -c 'affine\.parallel' "$TMP/m.mlir")
  tr=$(grep -c 'affine\.parallel.*reduce' "$TMP/t.mlir")
  mr=$(grep -c 'affine\.parallel.*reduce' "$TMP/m.mlir")
  mark=""
  if [ "$t" -lt "$m" ]; then mark=" **fewer**"; status=1; fi
  echo "| $k | $loops | $t$mark | $m | $tr | $mr |"
  tot_loops=$((tot_loops + loops)); tot_t=$((tot_t + t)); tot_m=$((tot_m + m))
  tot_tr=$((tot_tr + tr)); tot_mr=$((tot_mr + mr))
  if [ "${1:-}" = "--remarks" ]; then sed "s|^|    |" "$TMP/t.err" >&2; fi
done
echo "| **total** | $tot_loops | $tot_t | $tot_m | $tot_tr | $tot_mr |"
if [ $status -ne 0 ]; then
  echo "FAILED: tessera parallelised fewer loops than mlir-opt somewhere, or an output was rejected" >&2
fi
exit $status
