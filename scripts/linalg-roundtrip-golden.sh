#!/usr/bin/env bash
# Regenerates tests/golden/linalg-ops/: runs mlir-opt 22 with --split-input-file
# over the linalg op test files below and saves, per file, its custom print
# (<name>.custom.mlir), its generic print (<name>.generic.mlir, with
# --mlir-print-op-generic) and the named ops generalised
# (<name>.generalized.mlir, with --linalg-generalize-named-ops: the indexing
# maps, iterator types and payloads tessera's structured view must match).
# tests/suite/linalg_ops_roundtrip.rs compares tessera's output with the first two
# chunk by chunk, byte for byte.
#
# Usage: scripts/linalg-roundtrip-golden.sh     (MLIR_OPT overrides the binary)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/tests/golden/linalg-ops"
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
FILES=(
  tests/lit/mlir-linalg/roundtrip.mlir
  tests/lit/linalg-ops.mlir
)

if [[ ! -x "$MLIR_OPT" ]]; then
  echo "error: mlir-opt not found at $MLIR_OPT (install mlir-22-tools or set MLIR_OPT)" >&2
  exit 2
fi
version="$("$MLIR_OPT" --version | sed -n 's/.*LLVM version \([0-9]*\).*/\1/p' | head -n1)"
if [[ "$version" != "22" ]]; then
  echo "error: $MLIR_OPT is LLVM version '${version:-unknown}', expected 22" >&2
  exit 2
fi

mkdir -p "$OUT"
for f in "${FILES[@]}"; do
  name="$(basename "$f" .mlir)"
  dir="$(dirname "$ROOT/$f")"
  base="$(basename "$f")"
  # Run inside the file's directory so no absolute path reaches the output.
  (cd "$dir" && "$MLIR_OPT" --mlir-disable-threading --split-input-file "$base") >"$OUT/$name.custom.mlir"
  (cd "$dir" && "$MLIR_OPT" --mlir-disable-threading --split-input-file --mlir-print-op-generic "$base") \
    >"$OUT/$name.generic.mlir"
  (cd "$dir" && "$MLIR_OPT" --mlir-disable-threading --split-input-file --linalg-generalize-named-ops "$base") \
    >"$OUT/$name.generalized.mlir"
  echo "saved tests/golden/linalg-ops/$name.{custom,generic,generalized}.mlir"
done
