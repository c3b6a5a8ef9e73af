#!/usr/bin/env bash
# Check that tessera's `affine-pipeline-data-transfer` outputs are accepted by mlir-opt 22 (parse
# + verify): every chunk of tests/lit/affine-pipeline-data-transfer.mlir, the programs of
# tests/corpus/dma-pipeline/ and tests/corpus/dma/, and the pass applied after
# `affine-loop-tile` on the same programs. Prints one line per failure and a summary
# `accepted N/N` (and how many outputs were transformed); exits 1 on any failure.
#
# Usage: scripts/check-pipeline-with-mlir-opt.sh
#   TESSERA=path/to/tessera (default: target/debug/tessera, built with cargo if missing)
#   MLIR_BIN=dir of mlir-opt (default /usr/lib/llvm-22/bin)
set -u
. "$(dirname "$0")/tools.sh"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
ok=0; total=0; changed=0
# Split the lit file into one file per chunk.
awk -v d="$TMP" 'BEGIN{n=0; f=d"/lit" n ".mlir"} /^\/\/ -----/{n++; f=d"/lit" n ".mlir"; next} {print > f}' \
  "$ROOT/tests/lit/affine-pipeline-data-transfer.mlir"
FILES=("$TMP"/lit*.mlir "$ROOT"/tests/corpus/dma-pipeline/*.mlir "$ROOT"/tests/corpus/dma/*.mlir)
for f in "${FILES[@]}"; do
  for p in "affine-pipeline-data-transfer" "affine-loop-tile{tile-sizes=2},affine-pipeline-data-transfer"; do
    total=$((total + 1))
    if ! "$TESSERA" opt --pass-pipeline="builtin.module(func.func($p))" "$f" -o "$TMP/out.mlir" 2>"$TMP/err"; then
      echo "FAIL tessera: $f [$p]: $(grep -v remark "$TMP/err" | head -3)"
      continue
    fi
    pre=${p%affine-pipeline-data-transfer}
    if [ -z "$pre" ]; then
      "$TESSERA" opt "$f" -o "$TMP/base.mlir" 2>/dev/null
    else
      "$TESSERA" opt --pass-pipeline="builtin.module(func.func(${pre%,}))" "$f" -o "$TMP/base.mlir" 2>/dev/null
    fi
    cmp -s "$TMP/out.mlir" "$TMP/base.mlir" || changed=$((changed + 1))
    if "$OPT" "$TMP/out.mlir" -o /dev/null 2>"$TMP/err"; then
      ok=$((ok + 1))
    else
      echo "FAIL mlir-opt rejects: $f [$p]: $(head -3 "$TMP/err")"
    fi
  done
done
echo "transformed: $changed"
echo "accepted by mlir-opt: $ok/$total"
[ "$ok" -eq "$total" ]
