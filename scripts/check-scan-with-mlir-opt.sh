#!/usr/bin/env bash
# Generates the random scan-space test outputs (polyhedral code generation) and checks that
# mlir-opt 22 parses and verifies every one of them (and that its canonicalizer accepts them).
# Usage: scripts/check-scan-with-mlir-opt.sh [cases]   (default 300)
set -euo pipefail
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
TESSERA_CASES=${1:-300} TESSERA_SCAN_DUMP="$dir" \
    cargo test -q --test suite schedule_scan::random_ >/dev/null
n=0
fail=0
for f in "$dir"/*.mlir; do
    n=$((n + 1))
    if ! "$MLIR_OPT" "$f" -o /dev/null 2>"$dir/err"; then
        echo "mlir-opt rejects $(basename "$f"):"
        cat "$dir/err"
        fail=$((fail + 1))
    elif ! "$MLIR_OPT" --canonicalize "$f" -o /dev/null 2>"$dir/err"; then
        echo "mlir-opt --canonicalize fails on $(basename "$f"):"
        cat "$dir/err"
        fail=$((fail + 1))
    fi
done
echo "$n generated functions, $fail rejected by mlir-opt"
[ "$fail" -eq 0 ]
