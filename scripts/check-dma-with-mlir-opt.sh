#!/usr/bin/env bash
# Check that tessera's DMA-related outputs are accepted by mlir-opt 22 (parse + verify):
#  - the DMA programs of tests/corpus/dma/ and their `lower-affine` output (memref.dma_start);
#  - `affine-data-copy-generate` (point-wise, generate-dma, other memory spaces) on PolyBench MINI,
#    tests/corpus/exec/*.mlir, tests/corpus/dma/ and tests/lit/affine-data-copy-generate.mlir.
# Prints one line per failure and a summary `accepted N/N`; exits 1 on any failure.
#
# Usage: scripts/check-dma-with-mlir-opt.sh [FILE...]
#   TESSERA=path/to/tessera (default: target/debug/tessera, built with cargo if missing)
#   MLIR_BIN=dir of mlir-opt (default /usr/lib/llvm-22/bin)
set -u
. "$(dirname "$0")/tools.sh"
PIPELINES=(
  "affine-data-copy-generate"
  "affine-data-copy-generate{generate-dma}"
  "affine-data-copy-generate{generate-dma fast-mem-space=2 tag-mem-space=3}"
  "affine-data-copy-generate{fast-mem-capacity=1}"
)
if [ $# -gt 0 ]; then
  FILES=("$@")
else
  mapfile -t FILES < <(ls "$ROOT"/tests/corpus/polybench/mini/*.mlir "$ROOT"/tests/corpus/exec/*.mlir \
    "$ROOT"/tests/corpus/dma/*.mlir "$ROOT"/tests/lit/affine-data-copy-generate.mlir 2>/dev/null)
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
ok=0; total=0
check() { # label, file
  total=$((total + 1))
  if "$OPT" "$2" -o /dev/null 2>"$TMP/err"; then
    ok=$((ok + 1))
  else
    echo "FAIL mlir-opt rejects: $1: $(head -3 "$TMP/err")"
  fi
}
for f in "$ROOT"/tests/corpus/dma/*.mlir; do
  "$TESSERA" opt "$f" -o "$TMP/in.mlir" 2>/dev/null && check "$f" "$TMP/in.mlir"
  if "$TESSERA" opt --pass-pipeline="builtin.module(func.func(lower-affine))" "$f" -o "$TMP/low.mlir" 2>"$TMP/err"; then
    check "$f [lower-affine]" "$TMP/low.mlir"
  else
    total=$((total + 1)); echo "FAIL tessera: $f [lower-affine]: $(head -3 "$TMP/err")"
  fi
done
for f in "${FILES[@]}"; do
  if ! "$OPT" "$f" -o /dev/null 2>/dev/null; then continue; fi
  for p in "${PIPELINES[@]}"; do
    if ! "$TESSERA" opt --pass-pipeline="builtin.module(func.func($p))" "$f" -o "$TMP/out.mlir" 2>"$TMP/err"; then
      total=$((total + 1)); echo "FAIL tessera: $f [$p]: $(grep -v remark "$TMP/err" | head -3)"
      continue
    fi
    check "$f [$p]" "$TMP/out.mlir"
  done
done
echo "accepted by mlir-opt: $ok/$total"
[ "$ok" -eq "$total" ]
