#!/usr/bin/env bash
# Check that every output of tessera's affine transformation passes on the corpus verifies in
# tessera and is accepted by mlir-opt 22 (parse + verify). Installs nothing.
#
# Inputs: PolyBench MINI kernels, tests/corpus/exec/*.mlir and the affine inputs of the IR
# corpus (files mlir-opt itself rejects, affine.execute_region files and *.unregistered.mlir
# are skipped). Pipelines: each registered affine pass with its default options and a few
# option sets, plus multi-pass pipelines. A pipeline whose pass is not registered is reported
# as skipped. Prints one line per failure and a summary; exits 1 on any failure.
#
# Usage: scripts/check-passes-with-mlir-opt.sh [FILE...]
#   TESSERA=path/to/tessera (default: target/debug/tessera, built with cargo if missing)
#   MLIR_BIN=dir of mlir-opt (default /usr/lib/llvm-22/bin)
set -u
. "$(dirname "$0")/tools.sh"
PIPELINES=(
  "affine-loop-tile"
  "affine-loop-tile{tile-sizes=4,3}"
  "affine-loop-tile{tile-size=7}"
  "affine-loop-tile{cache-size=16}"
  "affine-loop-permute{permutation=1,0}"
  "test-loop-permutation{permutation-map=1,0}"
  "affine-loop-skew{factors=1,2}"
  "affine-loop-reverse"
  "affine-loop-reverse{depth=1}"
  "affine-loop-unroll"
  "affine-loop-unroll{unroll-factor=3}"
  "affine-loop-unroll{unroll-full}"
  "affine-loop-unroll-jam{unroll-jam-factor=2}"
  "affine-loop-normalize"
  "affine-loop-invariant-code-motion"
  "affine-scalrep"
  "affine-simplify-structures"
  "affine-parallelize"
  "affine-parallelize{parallel-reductions=true}"
  "affine-parallelize{max-nested=1}"
  "affine-loop-fusion"
  "affine-loop-fusion{mode=sibling}"
  "affine-loop-distribute"
  "affine-matmul-opt{mr=3 nr=4 vector-width=2 kc=5 mc=6 nc=8}"
  "affine-loop-tile{tile-size=4},affine-loop-unroll{unroll-factor=2},affine-parallelize"
  "affine-loop-distribute,affine-loop-fusion,affine-loop-tile{tile-size=8}"
  "affine-scalrep,affine-loop-invariant-code-motion,affine-loop-normalize,affine-parallelize{parallel-reductions=true}"
)
if [ $# -gt 0 ]; then
  FILES=("$@")
else
  mapfile -t FILES < <(ls "$ROOT"/tests/corpus/polybench/mini/*.mlir "$ROOT"/tests/corpus/exec/*.mlir \
    "$ROOT"/tests/corpus/ir/input/affine*.mlir "$ROOT"/tests/corpus/ir/affine-extra/*.mlir 2>/dev/null)
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
ok=0; fail=0; skipped_files=0; skipped_pipelines=0
declare -A SKIP_PIPE
for p in "${PIPELINES[@]}"; do
  if ! "$TESSERA" opt --pass-pipeline="builtin.module(func.func($p))" /dev/stdin <<<"module {}" >/dev/null 2>"$TMP/err"; then
    SKIP_PIPE["$p"]=1
    skipped_pipelines=$((skipped_pipelines + 1))
    echo "skipped pipeline (not available): $p: $(head -c 200 "$TMP/err")"
  fi
done
for f in "${FILES[@]}"; do
  case "$f" in *.unregistered.mlir) skipped_files=$((skipped_files + 1)); continue ;; esac
  if grep -q "affine.execute_region" "$f" || ! "$OPT" "$f" -o /dev/null 2>/dev/null; then
    skipped_files=$((skipped_files + 1)); continue
  fi
  for p in "${PIPELINES[@]}"; do
    [ -n "${SKIP_PIPE[$p]:-}" ] && continue
    if ! "$TESSERA" opt --pass-pipeline="builtin.module(func.func($p))" "$f" -o "$TMP/out.mlir" 2>"$TMP/err"; then
      echo "FAIL tessera: $f [$p]: $(grep -v remark "$TMP/err" | head -3)"
      fail=$((fail + 1)); continue
    fi
    if ! "$OPT" "$TMP/out.mlir" -o /dev/null 2>"$TMP/err"; then
      echo "FAIL mlir-opt rejects: $f [$p]: $(head -3 "$TMP/err")"
      fail=$((fail + 1)); continue
    fi
    ok=$((ok + 1))
  done
done
echo "accepted by mlir-opt: $ok; failures: $fail; inputs skipped: $skipped_files; pipelines unavailable: $skipped_pipelines"
[ "$fail" -eq 0 ]
