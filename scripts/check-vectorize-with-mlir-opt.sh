#!/usr/bin/env bash
# affine-super-vectorize against mlir-opt 22. Installs nothing.
#
# 1. Runs tessera's affine-super-vectorize (4, 3 with vectorize-reductions, 8 lanes) over the
#    PolyBench MINI kernels and the exec and affine-extra corpora (the files mlir-opt accepts;
#    or the FILEs given) and checks that mlir-opt accepts each output (parse + verify):
#    prints "N/N outputs accepted".
# 2. The tail: a loop of 9 iterations with 4 lanes on memref<10xf32>. mlir-opt's own pass runs
#    a last vector iteration at %i = 8 whose lane 1 writes B[9], which the loop never writes
#    (llvm #218120: transfer lanes are masked by the memref's bounds, not by the trip count).
#    Both outputs run in tessera's interpreter on the same seeded arrays (mlir-opt's
#    `ub.poison` padding is replaced by 0.0, a value the overrunning lanes never need) and
#    B[9] is compared with the input's: mlir-opt's output changes it, tessera's does not.
#
# Usage: scripts/check-vectorize-with-mlir-opt.sh [FILE...]
#   TESSERA=path/to/tessera (default: target/debug/tessera, built with cargo if missing)
#   MLIR_BIN=dir of mlir-opt (default /usr/lib/llvm-22/bin)
set -u
. "$(dirname "$0")/tools.sh"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
if [ $# -gt 0 ]; then
  files=("$@")
else
  mapfile -t files < <(ls "$ROOT"/tests/corpus/polybench/mini/*.mlir "$ROOT"/tests/corpus/exec/*.mlir \
    "$ROOT"/tests/corpus/ir/affine-extra/*.mlir 2>/dev/null)
fi
checked=0; accepted=0; vectorised=0
for f in "${files[@]}"; do
  grep -q "affine.for" "$f" || continue
  "$OPT" "$f" > /dev/null 2>&1 || continue
  for p in 'affine-super-vectorize{virtual-vector-size=4}' \
           'affine-super-vectorize{virtual-vector-size=3 vectorize-reductions}' \
           'affine-super-vectorize{virtual-vector-size=8}'; do
    checked=$((checked + 1))
    if ! "$TESSERA" opt "$f" --passes "$p" > "$TMP/out.mlir" 2> "$TMP/err"; then
      echo "FAIL (tessera) $f [$p]: $(grep -v remark "$TMP/err" | head -3)"; continue
    fi
    if ! "$OPT" "$TMP/out.mlir" > /dev/null 2> "$TMP/err"; then
      echo "FAIL (mlir-opt rejects the output) $f [$p]: $(head -3 "$TMP/err")"; continue
    fi
    accepted=$((accepted + 1))
    vectorised=$((vectorised + $(grep -c "vector.transfer_write" "$TMP/out.mlir")))
  done
done
echo "$accepted/$checked outputs accepted by mlir-opt ($vectorised vector.transfer_write in them)"

cat > "$TMP/tail.mlir" <<'MLIR'
func.func @f(%A: memref<10xf32>, %B: memref<10xf32>) {
  %s = arith.constant 2.0 : f32
  affine.for %i = 0 to 9 {
    %a = affine.load %A[%i] : memref<10xf32>
    %b = arith.mulf %a, %s : f32
    affine.store %b, %B[%i] : memref<10xf32>
  }
  return
}
MLIR
"$OPT" --affine-super-vectorize="virtual-vector-size=4" "$TMP/tail.mlir" \
  | sed -E 's/ub\.poison : (f[0-9]+)/arith.constant 0.0 : \1/' > "$TMP/mlir-out.mlir"
"$TESSERA" opt "$TMP/tail.mlir" --passes 'affine-super-vectorize{virtual-vector-size=4}' \
  > "$TMP/tessera-out.mlir"
echo "--- mlir-opt 22 output:"; grep -E "affine.for|transfer" "$TMP/mlir-out.mlir"
echo "--- tessera output:"; grep -E "affine.for|transfer" "$TMP/tessera-out.mlir"
b9() { "$TESSERA" run "$1" --entry f --interp --fill seeded --seed 5 --print 2>&1 \
  | grep ' = \[' | sed -n 2p | sed 's/.*\[//; s/\].*//' | tr ',' '\n' | sed -n 10p | tr -d ' '; }
orig=$(b9 "$TMP/tail.mlir"); mo=$(b9 "$TMP/mlir-out.mlir"); te=$(b9 "$TMP/tessera-out.mlir")
echo "B[9] after the input: $orig; after mlir-opt's output: $mo; after tessera's output: $te"
status=0
[ "$accepted" -eq "$checked" ] || status=1
if [ "$te" != "$orig" ]; then echo "FAIL: tessera's output changes B[9]"; status=1; fi
if [ "$mo" != "$orig" ]; then echo "mlir-opt's output overruns the trip count (writes B[9]); tessera's does not"; fi
exit $status
