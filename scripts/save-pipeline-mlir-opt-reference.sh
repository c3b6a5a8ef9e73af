#!/usr/bin/env bash
# Saves mlir-opt 22's `--affine-pipeline-data-transfer` output for the loops of
# tests/corpus/dma-pipeline/refused-*.mlir into tests/corpus/dma-pipeline/reference/ (same
# names). mlir-opt checks uses only syntactically and pipelines these loops although the
# compute of one iteration writes what the next transfer reads; tests/suite/dma_pipeline.rs runs the
# saved outputs to show that their results differ from the original's (tessera refuses them).
#
# Usage: scripts/save-pipeline-mlir-opt-reference.sh   (MLIR_BIN=dir of mlir-opt)
set -eu
. "$(dirname "$0")/tools.sh"
for f in "$ROOT"/tests/corpus/dma-pipeline/refused-*.mlir; do
  out="$ROOT/tests/corpus/dma-pipeline/reference/$(basename "$f")"
  {
    echo "// mlir-opt 22 --affine-pipeline-data-transfer on ../$(basename "$f")"
    echo "// (saved by scripts/save-pipeline-mlir-opt-reference.sh; do not edit)"
    "$OPT" --affine-pipeline-data-transfer "$f"
  } > "$out"
  echo "saved $out"
done
