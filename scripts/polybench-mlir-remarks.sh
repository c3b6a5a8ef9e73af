#!/usr/bin/env bash
# Record MLIR 22's own memref dependence remarks for every file of the PolyBench corpus:
#   mlir-opt --test-memref-dependence-check --mlir-print-op-on-diagnostic=false FILE -o /dev/null
# The remarks (printed on stderr) are saved to tests/corpus/polybench/remarks/<size>/<kernel>.txt
# with the file path relative to the repository root, so the output is reproducible (one
# `PATH:LINE:COL: remark: dependence from A to B at depth D = ...` line per remark; mlir-opt's
# echo of the source line under each remark is dropped).
# These are a peer's answers to compare against, not the truth: mlir-opt's analysis is
# inexact and can be unsound.  This script installs nothing.
#
# Usage: scripts/polybench-mlir-remarks.sh [--check]
#   --check  compare with the checked-in remarks instead of rewriting them (exit 1 on change)
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CORPUS="$ROOT/tests/corpus/polybench"
OPT="${MLIR_BIN:-/usr/lib/llvm-22/bin}/mlir-opt"
if [ ! -x "$OPT" ]; then
  if command -v mlir-opt-22 >/dev/null; then OPT="$(command -v mlir-opt-22)"; else
    echo "mlir-opt (MLIR 22) not found at $OPT; install it with: apt-get install -y mlir-22-tools" >&2
    exit 1
  fi
fi
CHECK=0
[ "${1:-}" = "--check" ] && CHECK=1
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
cd "$ROOT" || exit 1
fail=0
total=0
for size in mini small; do
  mkdir -p "$CORPUS/remarks/$size"
  for f in tests/corpus/polybench/$size/*.mlir; do
    k="$(basename "$f" .mlir)"
    out="$TMP/$size-$k.txt"
    "$OPT" --test-memref-dependence-check --mlir-print-op-on-diagnostic=false "$f" -o /dev/null 2>"$TMP/raw"
    status=$?
    # Keep the diagnostic lines; drop mlir-opt's echo of the source line and the caret under it.
    grep -E '^[^ ].*: (remark|warning|error): ' "$TMP/raw" > "$out"
    if [ "$status" -ne 0 ]; then
      echo "FAIL: mlir-opt exited with $status on $f"; fail=1
    fi
    n=$(grep -c "remark:" "$out")
    total=$((total + n))
    target="$CORPUS/remarks/$size/$k.txt"
    if [ "$CHECK" -eq 1 ]; then
      cmp -s "$out" "$target" || { echo "FAIL: remarks changed for $size/$k"; fail=1; }
    else
      cp "$out" "$target"
    fi
  done
done
echo "polybench-mlir-remarks: $total remarks over $(ls tests/corpus/polybench/mini/*.mlir tests/corpus/polybench/small/*.mlir | wc -l) files ($($OPT --version | grep -o 'LLVM version [0-9.]*'))"
exit "$fail"
