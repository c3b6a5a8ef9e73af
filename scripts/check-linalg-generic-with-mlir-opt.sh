#!/usr/bin/env bash
# Runs tessera's linalg-generalize-named-ops, linalg-interchange and linalg-promote over the
# linalg files of the corpus and the linalg lit tests, and checks that mlir-opt 22 accepts every
# output (parse + verify). Also checks the direction of linalg-interchange against mlir-opt's
# own interchange (`transform.structured.interchange`): on the matmul of
# tests/lit/linalg-interchange.mlir both print the same indexing maps and iterator types.
# Installs nothing.
#
# Usage: scripts/check-linalg-generic-with-mlir-opt.sh
#   TESSERA=path/to/tessera (default: target/debug/tessera, built with cargo if missing)
#   MLIR_BIN=dir of mlir-opt (default /usr/lib/llvm-22/bin)
set -u
. "$(dirname "$0")/tools.sh"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mapfile -t files < <(cut -f2 "$ROOT/tests/corpus/linalg-generalize/MANIFEST.tsv" | tail -n +2 | sed "s#^#$ROOT/#";
                     ls "$ROOT"/tests/lit/linalg-*.mlir)
checked=0; failed=0
for f in "${files[@]}"; do
  for p in 'linalg-generalize-named-ops' \
           'linalg-generalize-named-ops,linalg-interchange{permutation=1,0}' \
           'linalg-generalize-named-ops,linalg-interchange{permutation=2,0,1}' \
           'linalg-generalize-named-ops,linalg-interchange{permutation=0,2,1}' \
           'linalg-promote' 'linalg-promote{use-alloca=true}'; do
    checked=$((checked + 1))
    if ! "$TESSERA" opt "$f" --split-input-file --passes "$p" > "$TMP/out.mlir" 2> "$TMP/err"; then
      echo "FAIL (tessera) $f [$p]: $(head -3 "$TMP/err")"; failed=$((failed + 1)); continue
    fi
    if ! "$OPT" --split-input-file --verify-each "$TMP/out.mlir" > /dev/null 2> "$TMP/err"; then
      echo "FAIL (mlir-opt rejects the output) $f [$p]: $(head -3 "$TMP/err")"
      failed=$((failed + 1))
    fi
  done
done
# Direction of the permutation: tessera vs mlir-opt's interchange on one matmul.
cat > "$TMP/mm.mlir" <<'MLIR'
func.func @mm(%A: memref<4x6xf32>, %B: memref<6x5xf32>, %C: memref<4x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%A, %B : memref<4x6xf32>, memref<6x5xf32>) outs(%C : memref<4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %z, %p : f32
    linalg.yield %s : f32
  }
  return
}
MLIR
for perm in 1,0,2 2,0,1 1,2,0 0,2,1 2,1,0; do
  cat > "$TMP/lib.mlir" <<MLIR
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.interchange %ops iterator_interchange = [$perm] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
MLIR
  checked=$((checked + 1))
  "$OPT" --transform-preload-library="transform-library-paths=$TMP/lib.mlir" --transform-interpreter "$TMP/mm.mlir" > "$TMP/mlir.mlir"
  "$TESSERA" opt "$TMP/mm.mlir" --passes "linalg-interchange{permutation=$perm}" > "$TMP/tessera.mlir" 2> "$TMP/err"
  if ! cmp -s "$TMP/mlir.mlir" "$TMP/tessera.mlir"; then
    echo "FAIL (interchange [$perm] differs from mlir-opt's)"; diff "$TMP/mlir.mlir" "$TMP/tessera.mlir" | head -10
    failed=$((failed + 1))
  fi
done
echo "$checked runs checked, $failed failed"
[ $failed -eq 0 ]
