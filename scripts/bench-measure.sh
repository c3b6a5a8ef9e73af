#!/usr/bin/env bash
# `affine-optimize` with the cost guard's estimate against `affine-optimize{measure=main}`
# (each function's candidates timed through @main, the fastest kept), through the C backend:
# per kernel, the original, the estimated choice and the measured choice, each timed by one
# `tessera bench --entry main` run (best of RUNS after a warm-up, bounds checks off),
# and the time `tessera opt` took to measure. PolyBench as scripts/polybench-gen.py writes it
# (--style polybench, default) or as scripts/polygeist-gen.py does (--style polygeist: sizes as
# i32 arguments minus 3, dynamic memrefs).
#
#   scripts/bench-measure.sh [--size large] [--runs K] [--measure-runs M] [--style S]
#                            [--threads T] [--options "measure-tile-sizes=16,64"] KERNEL...
# (--threads: threads for parallel loops, both while measuring and in the timed runs)
# (--options: further options of affine-optimize for the measured run)
#
# Prints a markdown table: kernel, orig, est, meas, orig/est, orig/meas, opt time; geomeans last.
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SIZE=large RUNS=5 MRUNS=3 STYLE=polybench EXTRA=
while [ $# -gt 0 ]; do
    case "$1" in
        --size) SIZE="$2"; shift 2 ;;
        --runs) RUNS="$2"; shift 2 ;;
        --measure-runs) MRUNS="$2"; shift 2 ;;
        --style) STYLE="$2"; shift 2 ;;
        --options) EXTRA=" $2"; shift 2 ;;
        --threads) THREADS="$2"; shift 2 ;;
        *) break ;;
    esac
done
BIN="${TESSERA:-$ROOT/target/release/tessera}"
KERNELS=("$@")
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
if [ "$STYLE" = polygeist ]; then
    python3 "$ROOT/scripts/polygeist-gen.py" --dataset "$SIZE" --out "$TMP" --shrink 3 "${KERNELS[@]}" > /dev/null || exit 1
else
    python3 "$ROOT/scripts/polybench-gen.py" --dataset "$SIZE" --out "$TMP" > /dev/null || exit 1
fi
. "$ROOT/scripts/best-time.sh"  # to_secs

# best run (seconds) of FILE's @main
run_min() {
    local out m
    out="$("$BIN" bench "$1" --entry main --runs "$RUNS" --no-bounds-checks --backend c \
        --threads "$THREADS" 2>/dev/null)"
    m=$(awk '$1 == "run:" { gsub(/[(),]/, ""); print $6, $7 }' <<< "$out")
    to_secs ${m:-x x}
}

echo "| kernel | orig | est | meas | orig/est | orig/meas | measuring |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for k in "${KERNELS[@]}"; do
    f="$TMP/$k.mlir"
    "$BIN" opt -O "$f" -o "$TMP/$k.est.mlir" 2>/dev/null || { echo "| $k | opt -O failed |"; continue; }
    s=$(date +%s.%N)
    "$BIN" opt --pass-pipeline="builtin.module(affine-optimize{measure=main measure-runs=$MRUNS measure-threads=$THREADS$EXTRA})" \
        "$f" -o "$TMP/$k.meas.mlir" 2> "$TMP/$k.remarks" || { echo "| $k | measure failed |"; continue; }
    e=$(date +%s.%N)
    o=$(run_min "$f"); a=$(run_min "$TMP/$k.est.mlir"); b=$(run_min "$TMP/$k.meas.mlir")
    awk -v k="$k" -v o="$o" -v a="$a" -v b="$b" -v t="$(echo "$e - $s" | bc -l)" 'BEGIN {
        printf "| %s | %.4f | %.4f | %.4f | %.2f | %.2f | %.0f s |\n", k, o, a, b, o / a, o / b, t }'
    grep -o "measured @kernel[^:]*: .*" "$TMP/$k.remarks" | sed 's/^/  <!-- /; s/$/ -->/' >&2
done | tee "$TMP/rows"
awk -F'|' '{ if ($6 + 0 > 0) { a += log($6); b += log($7); n++ } }
    END { if (n) printf "| geomean (%d) | | | | %.2f | %.2f | |\n", n, exp(a / n), exp(b / n) }' "$TMP/rows"
