#!/usr/bin/env bash
# Check that tessera's lowering passes produce MLIR that mlir-opt 22 accepts (installs nothing).
#
# For every input that mlir-opt itself accepts:
#   - PolyBench (mini and small), the IR corpus inputs and tests/corpus/exec/*.mlir:
#     `tessera opt --passes lower-affine FILE` must succeed exactly when
#     `mlir-opt --lower-affine FILE` does, leave no affine op behind, and its output must be
#     accepted by `mlir-opt` (parse + verify);
#   - files with linalg ops: the same for `--passes linalg-to-affine` and
#     `--passes linalg-to-affine,lower-affine` (accepted by mlir-opt; no linalg op left).
# affine.execute_region (not registered in MLIR) files are skipped, as are *.unregistered.mlir.
# Also reported (not a failure): on how many inputs tessera's lower-affine output is textually
# identical to mlir-opt's (both printed by their own printers).
# Then, for every PolyBench MINI kernel: `tessera run --interp` on mlir-opt's own
# `--lower-affine` output must print the same checksums, bit for bit, as on tessera's.
#
# Usage: scripts/lowering-check-mlir-opt.sh [FILE...]
#   TESSERA=path/to/tessera (default: target/debug/tessera, built with cargo if missing)
#   MLIR_BIN=dir of mlir-opt (default /usr/lib/llvm-22/bin)
set -u
. "$(dirname "$0")/tools.sh"
if [ $# -gt 0 ]; then
  FILES=("$@")
else
  FILES=("$ROOT"/tests/corpus/polybench/mini/*.mlir "$ROOT"/tests/corpus/polybench/small/*.mlir
         "$ROOT"/tests/corpus/ir/input/*.mlir "$ROOT"/tests/corpus/exec/*.mlir)
fi
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
pass=0; fail=0; skip=0; both_reject=0; textsame=0; textdiff=0
AFFINE_OPS='affine\.(for|if|parallel|load|store|vector_load|vector_store|apply|min|max|yield|prefetch|dma_start|dma_wait|delinearize_index|linearize_index)\b'
check() { # FILE PASSES FORBIDDEN_REGEX
  local f="$1" passes="$2" forbid="$3" rel="${1#$ROOT/}"
  if ! "$TESSERA" opt --passes "$passes" "$f" -o "$TMP/out.mlir" 2>"$TMP/err"; then
    if [ "$passes" = lower-affine ] && ! bash -c '"$0" --lower-affine "$1" -o /dev/null; exit $?' "$OPT" "$f" >/dev/null 2>&1; then
      both_reject=$((both_reject + 1))
      echo "both reject  $rel ($passes): $(head -1 "$TMP/err")"
      return
    fi
    # linalg on tensors: mlir-opt's --convert-linalg-to-affine-loops leaves such ops in place.
    if [ "${passes#linalg-to-affine}" != "$passes" ] &&
       "$OPT" --convert-linalg-to-affine-loops "$f" 2>/dev/null | grep -Eq 'linalg\.[a-z_]+ '; then
      both_reject=$((both_reject + 1))
      echo "both reject  $rel ($passes; mlir-opt leaves linalg ops): $(head -1 "$TMP/err")"
      return
    fi
    fail=$((fail + 1)); echo "FAIL tessera  $rel ($passes): $(head -1 "$TMP/err")"; return
  fi
  if grep -Eq "$forbid" "$TMP/out.mlir"; then
    fail=$((fail + 1)); echo "FAIL left ops $rel ($passes): $(grep -Eo "$forbid" "$TMP/out.mlir" | sort -u | tr '\n' ' ')"; return
  fi
  if ! "$OPT" "$TMP/out.mlir" -o /dev/null 2>"$TMP/err"; then
    fail=$((fail + 1)); echo "FAIL mlir-opt $rel ($passes): $(head -1 "$TMP/err")"; return
  fi
  pass=$((pass + 1))
}
for f in "${FILES[@]}"; do
  case "$f" in *.unregistered.mlir) skip=$((skip + 1)); continue ;; esac
  if grep -q 'affine.execute_region' "$f" || ! "$OPT" "$f" -o /dev/null 2>/dev/null; then
    skip=$((skip + 1)); continue
  fi
  if grep -q 'linalg\.' "$f"; then
    check "$f" linalg-to-affine 'linalg\.[a-z_]+ '
    check "$f" linalg-to-affine,lower-affine "$AFFINE_OPS|linalg\\.[a-z_]+ "
  else
    check "$f" lower-affine "$AFFINE_OPS"
    if bash -c '"$0" --lower-affine "$1" -o "$2" 2>/dev/null; exit $?' "$OPT" "$f" "$TMP/ref.mlir" >/dev/null 2>&1 &&
       "$TESSERA" opt --passes lower-affine "$f" -o "$TMP/ours.mlir" 2>/dev/null; then
      if cmp -s "$TMP/ref.mlir" "$TMP/ours.mlir"; then textsame=$((textsame + 1)); else textdiff=$((textdiff + 1)); fi
    fi
  fi
done
same=0; differ=0
if [ $# -eq 0 ]; then
  for f in "$ROOT"/tests/corpus/polybench/mini/*.mlir; do
    rel="${f#$ROOT/}"
    "$OPT" --lower-affine "$f" -o "$TMP/mlir.mlir" 2>/dev/null || { differ=$((differ + 1)); echo "FAIL mlir-opt --lower-affine $rel"; continue; }
    "$TESSERA" opt --passes lower-affine "$f" -o "$TMP/tess.mlir" 2>/dev/null || { differ=$((differ + 1)); echo "FAIL tessera $rel"; continue; }
    a="$("$TESSERA" run --interp "$TMP/mlir.mlir" 2>/dev/null)"
    b="$("$TESSERA" run --interp "$TMP/tess.mlir" 2>/dev/null)"
    if [ -n "$a" ] && [ "$a" = "$b" ]; then same=$((same + 1)); else differ=$((differ + 1)); echo "FAIL results differ from mlir-opt's lowering: $rel"; fi
  done
  echo "lowering-check-mlir-opt: PolyBench MINI, interpreter on mlir-opt's vs tessera's lower-affine: $same identical, $differ different"
fi
echo "lowering-check-mlir-opt: lower-affine output textually identical to mlir-opt's on $textsame inputs, different (same semantics expected) on $textdiff"
echo "lowering-check-mlir-opt: $pass accepted, $fail failed, $both_reject not lowered by tessera nor by mlir-opt, $skip skipped"
[ "$fail" -eq 0 ] && [ "$differ" -eq 0 ]
