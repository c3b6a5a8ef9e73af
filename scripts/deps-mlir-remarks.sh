#!/usr/bin/env bash
# Record MLIR 22's memref dependence remarks for every file of tests/corpus/deps/:
#   mlir-opt --test-memref-dependence-check --mlir-print-op-on-diagnostic=false FILE -o /dev/null
# saved to tests/corpus/deps/remarks/<name>.txt (diagnostic lines only, path relative to the
# repository root). These are a peer's answers, not the truth; tests/suite/dependence_remarks.rs
# compares them with tessera's and checks every difference by brute force.
#
# Usage: scripts/deps-mlir-remarks.sh [--check]
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OPT="${MLIR_BIN:-/usr/lib/llvm-22/bin}/mlir-opt"
if [ ! -x "$OPT" ]; then
  echo "mlir-opt (MLIR 22) not found at $OPT; install it with: apt-get install -y mlir-22-tools" >&2
  exit 1
fi
CHECK=0
[ "${1:-}" = "--check" ] && CHECK=1
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
cd "$ROOT" || exit 1
fail=0
for f in tests/corpus/deps/*.mlir; do
  k="$(basename "$f" .mlir)"
  "$OPT" --test-memref-dependence-check --mlir-print-op-on-diagnostic=false "$f" -o /dev/null 2>"$TMP/raw"
  grep -E '^[^ ].*: (remark|warning|error): ' "$TMP/raw" > "$TMP/$k.txt"
  target="tests/corpus/deps/remarks/$k.txt"
  if [ "$CHECK" -eq 1 ]; then
    cmp -s "$TMP/$k.txt" "$target" || { echo "FAIL: remarks changed for $k"; fail=1; }
  else
    cp "$TMP/$k.txt" "$target"
  fi
done
echo "deps-mlir-remarks: $(cat tests/corpus/deps/remarks/*.txt | grep -c remark) remarks ($($OPT --version | grep -o 'LLVM version [0-9.]*'))"
exit "$fail"
