#!/usr/bin/env bash
# Compares where `affine-data-copy-generate` places its copies in tessera and in mlir-opt 22:
# for each file and option set, the fast-memory buffers (`memref.alloc` in memory space 1) with
# their loop depth (number of enclosing loops, from the printed indentation: both tools print
# two spaces per level), sorted; both lists are printed and compared. Also checks that
# mlir-opt parses tessera's output (`mlir-opt FILE`). Not run by cargo test.
# Known difference: the PolyBench files' `main` reads `memref.alloca` scalars (alpha, beta);
# mlir-opt copies them, tessera refuses local allocations (remark), so those runs list two
# `d0:memref<1xf64, 1>` buffers more for mlir-opt (measured: every other buffer agrees).
#
# Usage: scripts/check-data-copy-levels.sh [FILE.mlir...]
#        (default: tests/corpus/data-copy/*.mlir and tests/corpus/polybench/mini/{gemm,2mm}.mlir)
# Environment: TESSERA (default target/debug/tessera, built if missing), MLIR_OPT
# (default /usr/lib/llvm-22/bin/mlir-opt).
set -u
cd "$(dirname "$0")/.."
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
TESSERA=${TESSERA:-target/debug/tessera}
if [ ! -x "$MLIR_OPT" ]; then echo "mlir-opt not found at $MLIR_OPT"; exit 2; fi
if [ ! -x "$TESSERA" ]; then cargo build -q -p tessera-cli || exit 2; fi
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  files=(tests/corpus/data-copy/*.mlir tests/corpus/polybench/mini/gemm.mlir
         tests/corpus/polybench/mini/2mm.mlir)
fi
opts=("" "fast-mem-capacity=1000" "fast-mem-capacity=48" "fast-mem-capacity=47"
      "fast-mem-capacity=16" "fast-mem-capacity=4" "fast-mem-capacity=1" "fast-mem-capacity=0"
      "skip-non-unit-stride-loops" "skip-non-unit-stride-loops generate-dma"
      "fast-mem-capacity=4 generate-dma")
depths() {
  awk '/memref\.alloc\(\)/ && /, 1>/ {
         match($0, /^ */); d = (RLENGTH - 4) / 2
         match($0, /memref<[^>]*>/); print "d" d ":" substr($0, RSTART, RLENGTH) }' | sort | tr '\n' ' '
}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
same=0; differ=0; bad=0
for f in "${files[@]}"; do
  for o in "${opts[@]}"; do
    m=$("$MLIR_OPT" "$f" "--affine-data-copy-generate=$o" 2>/dev/null | depths)
    "$TESSERA" opt "$f" "--affine-data-copy-generate=$o" 2>/dev/null > "$tmp/out.mlir"
    t=$(depths < "$tmp/out.mlir")
    if "$MLIR_OPT" "$tmp/out.mlir" > /dev/null 2> "$tmp/err"; then parse=ok; else parse=FAILS; bad=$((bad + 1)); fi
    if [ "$m" = "$t" ]; then verdict=same; same=$((same + 1)); else verdict=DIFFER; differ=$((differ + 1)); fi
    printf '%s {%s}: %s (mlir-opt parses tessera output: %s)\n  mlir-opt: %s\n  tessera:  %s\n' \
      "$f" "$o" "$verdict" "$parse" "$m" "$t"
  done
done
echo "placements: $same same, $differ different; tessera outputs mlir-opt rejects: $bad"
[ "$bad" -eq 0 ]
