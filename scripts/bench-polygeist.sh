#!/usr/bin/env bash
# Polygeist-style PolyBench (sizes as i32 arguments, memref<?xNxf64> arguments; made by
# scripts/polygeist-gen.py from the corpus templates, @main passing every size minus SHRINK so
# that no size is a round number the schedule could be tuned for) through the C backend:
# the original and `affine-optimize` (or $PASSES), one `tessera bench` run per kernel (best of
# the timed runs after a warm-up, --entry main: init and kernel), 1 thread, bounds checks off,
# checksums compared by `tessera bench`. With OLD_BIN, the same columns for another tessera
# binary (e.g. an earlier commit's) in the same run.
#
#   scripts/bench-polygeist.sh [--size large] [--runs K] [--shrink S] [--old OLD_BIN] [KERNEL...]
#
# Prints a markdown table: kernel, orig, opt, orig/opt, checksums[, old orig, old opt,
# old orig/opt, orig speed-up old/new of the original], geomeans last.
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SIZE=large RUNS=5 SHRINK=3 OLD=""
while [ $# -gt 0 ]; do
    case "$1" in
        --size) SIZE="$2"; shift 2 ;;
        --runs) RUNS="$2"; shift 2 ;;
        --shrink) SHRINK="$2"; shift 2 ;;
        --old) OLD="$2"; shift 2 ;;
        *) break ;;
    esac
done
BIN="${TESSERA:-$ROOT/target/release/tessera}"
PASSES="${PASSES:-affine-optimize}"
KERNELS=("$@")
[ ${#KERNELS[@]} -eq 0 ] && mapfile -t KERNELS < <(python3 "$ROOT/scripts/polygeist-gen.py" --list)
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
python3 "$ROOT/scripts/polygeist-gen.py" --dataset "$SIZE" --out "$TMP" --shrink "$SHRINK" "${KERNELS[@]}" > /dev/null || exit 1

. "$ROOT/scripts/best-time.sh"  # to_secs

# min times (seconds) of the original and the transformed module, and the checksum verdict
measure() {
    local bin="$1" file="$2" out o t c
    out="$("$bin" bench "$file" --entry main --runs "$RUNS" --no-bounds-checks --backend c \
        --passes "$PASSES" 2>/dev/null)"
    o=$(awk '$1 == "original" { print $4, $5 }' <<< "$out")
    t=$(awk '$1 == "transformed" { print $4, $5 }' <<< "$out")
    c=$(awk '$1 == "checksums:" { print $2 }' <<< "$out")
    echo "$(to_secs ${o:-x x}) $(to_secs ${t:-x x}) ${c:-error}"
}

if [ -n "$OLD" ]; then
    echo "| kernel | orig | opt | orig/opt | checksums | old orig | old opt | old orig/opt | orig old/new |"
    echo "|---|---:|---:|---:|---|---:|---:|---:|---:|"
else
    echo "| kernel | orig | opt | orig/opt | checksums |"
    echo "|---|---:|---:|---:|---|"
fi
for k in "${KERNELS[@]}"; do
    read -r o t c < <(measure "$BIN" "$TMP/$k.mlir")
    row="| $k | $o | $t | $(awk -v a="$o" -v b="$t" 'BEGIN { if (b + 0 > 0) printf "%.2f", a / b; else print "n/a" }') | $c |"
    if [ -n "$OLD" ]; then
        read -r oo ot oc < <(measure "$OLD" "$TMP/$k.mlir")
        row="$row $oo | $ot | $(awk -v a="$oo" -v b="$ot" 'BEGIN { if (b + 0 > 0) printf "%.2f", a / b; else print "n/a" }') | $(awk -v a="$oo" -v b="$o" 'BEGIN { if (b + 0 > 0) printf "%.2f", a / b; else print "n/a" }') |"
    fi
    echo "$row"
done | tee "$TMP/rows"
awk -F'|' '
    { if ($5 + 0 > 0) { s4 += log($5); n4++ } if ($9 + 0 > 0) { s8 += log($9); n8++ } if ($10 + 0 > 0) { s9 += log($10); n9++ } }
    END {
        printf "| geomean | | | %.2f (%d) | |", exp(s4 / n4), n4
        if (n8 > 0) printf " | | %.2f (%d) | %.2f (%d) |", exp(s8 / n8), n8, exp(s9 / n9), n9
        printf "\n"
    }' "$TMP/rows"
