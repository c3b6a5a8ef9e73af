#!/usr/bin/env bash
# Runs tessera's affine-parallelize (with and without parallel-reductions) over every corpus
# file mlir-opt 22 accepts and checks that tessera succeeds and that mlir-opt accepts each
# output (parse + verify). Installs nothing.
#
# Usage: scripts/check-parallelize-with-mlir-opt.sh [FILE...]
#   TESSERA=path/to/tessera (default: target/debug/tessera, built with cargo if missing)
#   MLIR_BIN=dir of mlir-opt (default /usr/lib/llvm-22/bin)
set -u
. "$(dirname "$0")/tools.sh"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
if [ $# -gt 0 ]; then
  files=("$@")
else
  mapfile -t files < <(find "$ROOT/tests/corpus" -name '*.mlir' ! -path '*invalid*' | sort)
fi
checked=0; failed=0
for f in "${files[@]}"; do
  "$OPT" "$f" > /dev/null 2>&1 || continue
  for p in 'affine-parallelize' 'affine-parallelize{parallel-reductions=true}'; do
    checked=$((checked + 1))
    if ! "$TESSERA" opt "$f" --passes "$p" > "$TMP/out.mlir" 2> "$TMP/err"; then
      echo "FAIL (tessera) $f [$p]: $(head -3 "$TMP/err")"; failed=$((failed + 1)); continue
    fi
    if ! "$OPT" "$TMP/out.mlir" > /dev/null 2> "$TMP/err"; then
      echo "FAIL (mlir-opt rejects the output) $f [$p]: $(head -3 "$TMP/err")"
      failed=$((failed + 1))
    fi
  done
done
echo "$checked runs checked, $failed failed"
[ $failed -eq 0 ]
