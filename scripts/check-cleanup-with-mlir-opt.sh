#!/usr/bin/env bash
# Check that tessera's loop clean-up passes produce MLIR that mlir-opt 22 accepts, and report
# on how many inputs tessera's output is textually identical to mlir-opt's for the same pass
# (installs nothing).
#
# For every input mlir-opt accepts (PolyBench mini and small, the IR corpus inputs) and every
# pass configuration below: `tessera opt --passes P FILE` must succeed and its output must be
# accepted by `mlir-opt` (parse + verify). Identical output is counted, not required (tessera
# differs on purpose where mlir-opt changes results: see tests/lit/affine-*.mlir).
#
# Usage: scripts/check-cleanup-with-mlir-opt.sh [FILE...]
#   TESSERA=path/to/tessera (default: target/debug/tessera, built with cargo if missing)
#   MLIR_BIN=dir of mlir-opt (default /usr/lib/llvm-22/bin)
set -u
. "$(dirname "$0")/tools.sh"
if [ $# -gt 0 ]; then
  FILES=("$@")
else
  FILES=("$ROOT"/tests/corpus/polybench/mini/*.mlir "$ROOT"/tests/corpus/polybench/small/*.mlir
         "$ROOT"/tests/corpus/ir/input/*.mlir)
fi
PASSES=(
  "affine-loop-unroll"
  "affine-loop-unroll{unroll-factor=3}"
  "affine-loop-unroll{unroll-factor=-1}"
  "affine-loop-unroll{unroll-factor=4 cleanup-unroll}"
  "affine-loop-normalize"
  "affine-loop-normalize{promote-single-iter}"
  "affine-loop-invariant-code-motion"
  "affine-scalrep"
  "affine-simplify-structures"
)
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
ok=0; bad=0; skipped=0; same=0; diff=0
for f in "${FILES[@]}"; do
  case "$f" in *.unregistered.mlir) continue ;; esac
  grep -q 'affine.execute_region' "$f" && continue
  if ! "$OPT" "$f" >/dev/null 2>&1; then skipped=$((skipped + 1)); continue; fi
  for p in "${PASSES[@]}"; do
    if ! "$TESSERA" opt "$f" --passes "$p" >"$TMP/t.mlir" 2>"$TMP/t.err"; then
      echo "FAIL (tessera): $p $f: $(head -3 "$TMP/t.err")"; bad=$((bad + 1)); continue
    fi
    if ! "$OPT" "$TMP/t.mlir" >/dev/null 2>"$TMP/m.err"; then
      echo "FAIL (mlir-opt rejects tessera's output): $p $f: $(head -3 "$TMP/m.err")"
      bad=$((bad + 1)); continue
    fi
    ok=$((ok + 1))
    if "$OPT" "$f" --pass-pipeline="builtin.module(func.func($p))" >"$TMP/m.mlir" 2>/dev/null; then
      if cmp -s "$TMP/m.mlir" "$TMP/t.mlir"; then same=$((same + 1)); else diff=$((diff + 1)); fi
    fi
  done
done
echo "accepted by mlir-opt: $ok, failures: $bad, inputs mlir-opt rejects (skipped): $skipped"
echo "output identical to mlir-opt's: $same, different: $diff"
[ "$bad" -eq 0 ]
