#!/usr/bin/env bash
# Renders `tessera report` pages and `tessera viz` pictures and takes PNG screenshots of them in
# headless Chromium, to look at how they render (CI does not run this). Needs chromium
# (`apt-get update && apt-get install -y chromium`; installs nothing itself).
#
# Usage: scripts/report-screenshot.sh [OUTDIR] [FILE...]
#   OUTDIR (default target/report-screenshots) receives FILE.html + FILE.png per input, and
#   viz-*.svg + viz-*.png for a few iteration-space pictures.
#   Default inputs: examples/gemm.mlir and tests/corpus/polybench/mini/seidel-2d.mlir.
#   TESSERA=path/to/tessera (default: target/debug/tessera, built with cargo if missing)
#   CHROMIUM=browser binary (default: chromium)
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="${1:-$ROOT/target/report-screenshots}"
shift || true
if [ $# -gt 0 ]; then
  FILES=("$@")
else
  FILES=("$ROOT/examples/gemm.mlir" "$ROOT/tests/corpus/polybench/mini/seidel-2d.mlir")
fi
CHROMIUM="${CHROMIUM:-chromium}"
if ! command -v "$CHROMIUM" >/dev/null 2>&1; then
  echo "chromium not found; install it with: apt-get update && apt-get install -y chromium" >&2
  exit 1
fi
TESSERA="${TESSERA:-$ROOT/target/debug/tessera}"
if [ ! -x "$TESSERA" ]; then
  (cd "$ROOT" && cargo build -q -p tessera-cli) || exit 1
fi
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
fail=0

shot() { # shot IN.html|svg OUT.png WIDTH HEIGHT
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size="$3,$4" --screenshot="$2" "file://$1" >/dev/null 2>&1
  if [ -s "$2" ]; then echo "wrote $2"; else echo "FAILED: screenshot of $1" >&2; fail=1; fi
}

for f in "${FILES[@]}"; do
  b="$(basename "$f" .mlir)"
  if "$TESSERA" report "$f" -o "$OUT/$b.html"; then
    shot "$OUT/$b.html" "$OUT/$b.png" 1400 4000
  else
    echo "FAILED: tessera report $f" >&2
    fail=1
  fi
done

# A few iteration-space pictures: an illegal tiling with its witness, a legal one with
# wavefronts, a slice of a 3-D nest.
viz() { # viz NAME FILE ARGS...
  local name="$1" file="$2"
  shift 2
  if "$TESSERA" viz "$file" "$@" -o "$OUT/viz-$name.svg"; then
    shot "$OUT/viz-$name.svg" "$OUT/viz-$name.png" 1000 700
  else
    echo "FAILED: tessera viz $file $*" >&2
    fail=1
  fi
}
PB="$ROOT/tests/corpus/polybench/mini"
viz seidel-tile "$PB/seidel-2d.mlir" --function kernel_seidel_2d --dims t,i --fix j=1 --tile 4,4 --nearest
viz jacobi1d-wavefront "$PB/jacobi-1d.mlir" --function kernel_jacobi_1d --loop t --wavefront --nearest
viz sor-tile "$ROOT/examples/sor_2d.mlir" --params N=12 --dims i,j --tile 4,4 --nearest
viz gemm-ij "$ROOT/examples/gemm.mlir" --function kernel_gemm --dims i,j --fix k=0 --tile 4,4
exit $fail
