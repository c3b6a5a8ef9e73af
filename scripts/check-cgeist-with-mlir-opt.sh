#!/usr/bin/env bash
# The cgeist-style modules (tests/corpus/polybench-cgeist/small, scripts/cgeist-gen.py) against
# mlir-opt 22: each module is printed byte-identically by both tools (custom and generic
# form), and mlir-opt accepts what `tessera schedule` and `tessera opt -O` make of it.
#
# Usage: scripts/check-cgeist-with-mlir-opt.sh [TESSERA] [MLIR_OPT]
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
T="${1:-$ROOT/target/release/tessera}"
M="${2:-/usr/lib/llvm-22/bin/mlir-opt}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
n=0 same=0 gsame=0 sched=0 opt=0
for f in "$ROOT"/tests/corpus/polybench-cgeist/small/*.mlir; do
  k=$(basename "$f" .mlir)
  n=$((n + 1))
  "$M" "$f" > "$TMP/ref" 2>&1 && "$T" opt "$f" > "$TMP/out" 2>&1 && cmp -s "$TMP/ref" "$TMP/out" \
    && same=$((same + 1)) || echo "differs (custom form): $k"
  "$M" --mlir-print-op-generic "$f" > "$TMP/gref" 2>&1 && "$T" opt --generic "$f" > "$TMP/gout" 2>&1 \
    && cmp -s "$TMP/gref" "$TMP/gout" && gsame=$((gsame + 1)) || echo "differs (generic form): $k"
  "$T" schedule "$f" -o "$TMP/s.mlir" 2>/dev/null && "$M" "$TMP/s.mlir" > /dev/null 2>"$TMP/err" \
    && sched=$((sched + 1)) || echo "schedule output rejected: $k: $(head -1 "$TMP/err")"
  "$T" opt -O "$f" -o "$TMP/o.mlir" 2>/dev/null && "$M" "$TMP/o.mlir" > /dev/null 2>"$TMP/err" \
    && opt=$((opt + 1)) || echo "opt -O output rejected: $k: $(head -1 "$TMP/err")"
done
echo "modules: $n; identical custom: $same; identical generic: $gsame; schedule outputs accepted: $sched; opt -O outputs accepted: $opt"
