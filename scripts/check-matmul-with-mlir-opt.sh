#!/usr/bin/env bash
# Check that affine-matmul-opt's output verifies in tessera and is accepted by mlir-opt 22
# (parse + verify), and that mlir-opt can lower it further (--lower-affine, then
# --convert-vector-to-scf --convert-scf-to-cf: the vector and affine ops it emits are ones
# MLIR's own lowering knows). Inputs: the PolyBench MINI kernels and SMALL gemm, 2mm, 3mm;
# option sets: the model's sizes, vector widths 2/4/8, sizes not dividing the problem, fma,
# parallel=false. Prints one line per failure and a summary; exits 1 on any failure.
#
# Usage: scripts/check-matmul-with-mlir-opt.sh [FILE...]
#   TESSERA=path/to/tessera (default: target/debug/tessera), MLIR_BIN=dir of mlir-opt
set -u
. "$(dirname "$0")/tools.sh"
OPTION_SETS=(
  ""
  "vector-width=2"
  "vector-width=4 fma"
  "vector-width=8 mr=5 nr=16 kc=7 mc=10 nc=32"
  "mr=3 nr=4 vector-width=2 kc=5 mc=6 nc=8 parallel=false"
)
if [ $# -gt 0 ]; then
  FILES=("$@")
else
  mapfile -t FILES < <(ls "$ROOT"/tests/corpus/polybench/mini/*.mlir "$ROOT"/tests/corpus/polybench/small/{gemm,2mm,3mm}.mlir)
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
ok=0
fail=0
for f in "${FILES[@]}"; do
  for o in "${OPTION_SETS[@]}"; do
    out="$TMP/out.mlir"
    if ! "$TESSERA" opt "$f" --affine-matmul-opt="$o" -o "$out" 2>"$TMP/err"; then
      echo "FAIL (tessera) $f {$o}: $(head -3 "$TMP/err")"
      fail=$((fail + 1))
      continue
    fi
    if ! "$OPT" "$out" >/dev/null 2>"$TMP/err"; then
      echo "FAIL (mlir-opt) $f {$o}: $(head -3 "$TMP/err")"
      fail=$((fail + 1))
      continue
    fi
    if ! "$OPT" "$out" --lower-affine --convert-vector-to-scf --convert-scf-to-cf >/dev/null 2>"$TMP/err"; then
      echo "FAIL (mlir-opt lowering) $f {$o}: $(head -3 "$TMP/err")"
      fail=$((fail + 1))
      continue
    fi
    ok=$((ok + 1))
  done
done
echo "affine-matmul-opt outputs accepted by mlir-opt: $ok, failures: $fail"
[ "$fail" -eq 0 ]
