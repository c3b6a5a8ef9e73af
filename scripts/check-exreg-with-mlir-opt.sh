#!/usr/bin/env bash
# Check that `lower-affine` (and `inline,lower-affine`) turn every affine.execute_region program
# of tests/corpus/exreg/ into MLIR that mlir-opt 22 accepts (parse + verify): the
# execute_regions (not registered in MLIR) are inlined, single-block ones in place and
# multi-block ones as scf.execute_region. Also checks no affine op is left. Installs nothing.
#
# Usage: scripts/check-exreg-with-mlir-opt.sh [FILE...]
#   TESSERA=path/to/tessera (default: target/debug/tessera, built with cargo if missing)
#   MLIR_BIN=dir of mlir-opt (default /usr/lib/llvm-22/bin)
set -u
. "$(dirname "$0")/tools.sh"
if [ $# -gt 0 ]; then
  FILES=("$@")
else
  FILES=("$ROOT"/tests/corpus/exreg/*.mlir)
fi
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
pass=0; fail=0
for f in "${FILES[@]}"; do
  rel="${f#$ROOT/}"
  for passes in lower-affine inline,lower-affine inline,affine-execute-region-simplify,lower-affine; do
    if ! "$TESSERA" opt --passes "$passes" "$f" -o "$TMP/out.mlir" 2>"$TMP/err"; then
      echo "FAIL tessera $rel ($passes): $(head -1 "$TMP/err")"; fail=$((fail + 1)); continue
    fi
    if grep -Eq '\baffine\.' "$TMP/out.mlir"; then
      echo "FAIL $rel ($passes): affine op left"; fail=$((fail + 1)); continue
    fi
    if "$OPT" "$TMP/out.mlir" -o /dev/null 2>"$TMP/err"; then
      pass=$((pass + 1))
    else
      echo "FAIL mlir-opt $rel ($passes): $(head -1 "$TMP/err")"; fail=$((fail + 1))
    fi
  done
done
echo "mlir-opt accepted $pass/$((pass + fail)) lower-affine outputs of execute_region programs"
[ "$fail" -eq 0 ]
