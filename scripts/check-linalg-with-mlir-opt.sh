#!/usr/bin/env bash
# mlir-opt 22 must accept every linalg program of the tests (tests/corpus/linalg and the random
# linalg programs of tests/linalg_common) and the output of every pipeline of
# tests/suite/linalg_passes.rs on them. Needs /usr/lib/llvm-22/bin/mlir-opt (apt-get install mlir-22-tools).
# Usage: scripts/check-linalg-with-mlir-opt.sh [MLIR_OPT]
set -euo pipefail
cd "$(dirname "$0")/.."
MLIR_OPT=${1:-/usr/lib/llvm-22/bin/mlir-opt}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
TESSERA_LINALG_DUMP=$dir cargo test -q --test suite linalg_passes::dump_for_mlir_opt -- --ignored >/dev/null
total=0; bad=0
for f in "$dir"/*.mlir; do
  total=$((total + 1))
  if ! "$MLIR_OPT" --verify-each "$f" >/dev/null 2>"$dir/err"; then
    bad=$((bad + 1)); echo "REJECTED: $(basename "$f")"; head -5 "$dir/err"
  fi
done
echo "$((total - bad)) of $total files accepted by $MLIR_OPT"
[ "$bad" -eq 0 ]
