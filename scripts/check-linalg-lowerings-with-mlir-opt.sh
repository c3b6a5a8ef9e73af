#!/usr/bin/env bash
# Check that tessera's linalg lowerings produce MLIR that mlir-opt 22 accepts, and report on how
# many inputs tessera's output is textually identical to mlir-opt's for the same pass (installs
# nothing).
#
# For every input (the linalg files of the IR corpus and tests/corpus/exec/linalg_pairs.mlir)
# and every pass below: `tessera opt --passes P FILE` must succeed (or fail with a located
# error: ops on tensors are refused) and its output must be accepted by `mlir-opt --verify-each`.
# Identical output is counted, not required: tessera does not load operands whose payload
# argument is unused (mlir-opt does), does not fold arithmetic or erase dead ops outside what it
# lowers, keeps `parallel` iterators that carry a dependence sequential, and leaves linalg.generic
# without `library_call` alone in convert-linalg-to-std.
#
# Usage: scripts/check-linalg-lowerings-with-mlir-opt.sh [FILE...]
#   TESSERA=path/to/tessera (default: target/debug/tessera, built with cargo if missing)
#   MLIR_BIN=dir of mlir-opt (default /usr/lib/llvm-22/bin)
set -u
. "$(dirname "$0")/tools.sh"
if [ $# -gt 0 ]; then
  FILES=("$@")
else
  FILES=("$ROOT"/tests/corpus/ir/dialects-extra/linalg*.mlir "$ROOT"/tests/corpus/exec/linalg_pairs.mlir)
fi
PASSES=(
  "convert-linalg-to-loops"
  "convert-linalg-to-parallel-loops"
  "convert-linalg-to-affine-loops"
  "convert-linalg-to-std"
)
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
ok=0; bad=0; refused=0; skipped=0; same=0; diff=0
for f in "${FILES[@]}"; do
  if ! "$OPT" "$f" >/dev/null 2>&1; then skipped=$((skipped + 1)); continue; fi
  for p in "${PASSES[@]}"; do
    if ! "$TESSERA" opt "$f" --passes "$p" >"$TMP/t.mlir" 2>"$TMP/t.err"; then
      if grep -q ':[0-9]*:[0-9]*: error: .*not supported' "$TMP/t.err"; then
        refused=$((refused + 1)); continue
      fi
      echo "FAIL (tessera): $p $f: $(head -3 "$TMP/t.err")"; bad=$((bad + 1)); continue
    fi
    if ! "$OPT" --verify-each "$TMP/t.mlir" >/dev/null 2>"$TMP/m.err"; then
      echo "FAIL (mlir-opt rejects tessera's output): $p $f: $(head -3 "$TMP/m.err")"
      bad=$((bad + 1)); continue
    fi
    ok=$((ok + 1))
    if "$OPT" "$f" --$p >"$TMP/m.mlir" 2>/dev/null; then
      if cmp -s "$TMP/m.mlir" "$TMP/t.mlir"; then same=$((same + 1)); else diff=$((diff + 1)); fi
    fi
  done
done
echo "accepted by mlir-opt: $ok, failures: $bad, refused with a located error: $refused, inputs mlir-opt rejects (skipped): $skipped"
echo "output identical to mlir-opt's: $same, different: $diff"
[ "$bad" -eq 0 ]
