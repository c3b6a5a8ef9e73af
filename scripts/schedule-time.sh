#!/usr/bin/env bash
# Scheduling time of `tessera schedule` per PolyBench kernel, best of R runs, for one or two
# binaries measured in the same run (a ratio > 1: the second binary is faster): `sched`, the sum
# of the "scheduled in" times of a kernel's regions (model, dependences, schedule, verification,
# tiling plan, cost guard; not code generation), and `command`, the whole command's wall time
# (parsing, scheduling, code generation, printing). Prints a markdown table and the totals.
#
# Usage: scripts/schedule-time.sh [--dir CORPUS_DIR] [--runs R] BIN [OLD_BIN]
#   CORPUS_DIR defaults to tests/corpus/polybench/small; the function scheduled is
#   kernel_<name> (Polygeist-style copies: the same names).
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DIR="$ROOT/tests/corpus/polybench/small"
RUNS=3
while [ $# -gt 0 ]; do
  case "$1" in
    --dir) DIR="$2"; shift 2 ;;
    --runs) RUNS="$2"; shift 2 ;;
    *) break ;;
  esac
done
NEW="${1:?usage: $0 [--dir D] [--runs R] BIN [OLD_BIN]}"
OLD="${2:-}"
one() { # bin file function -> "best sched ms, best command ms"
  local best="" bestc=""
  for _ in $(seq "$RUNS"); do
    t0=$(date +%s%N)
    t=$("$1" schedule "$2" --function "$3" --print-schedule -o /dev/null 2>&1 |
      grep -o "scheduled in [0-9.]* ms" | awk '{s += $3} END {printf "%.3f", s}')
    c=$(echo "scale=3; ($(date +%s%N) - $t0) / 1000000" | bc)
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; fi
    if [ -z "$bestc" ] || [ "$(echo "$c < $bestc" | bc)" = 1 ]; then bestc=$c; fi
  done
  echo "$best $bestc"
}
if [ -n "$OLD" ]; then
  printf "| kernel | sched before (ms) | sched after (ms) | ratio | command before (ms) | command after (ms) | ratio |\n|---|---:|---:|---:|---:|---:|---:|\n"
else
  printf "| kernel | sched (ms) | command (ms) |\n|---|---:|---:|\n"
fi
tn=0; to=0; cn=0; co=0
for f in "$DIR"/*.mlir; do
  k=$(basename "$f" .mlir)
  fn="kernel_${k//-/_}"
  read -r n nc <<< "$(one "$NEW" "$f" "$fn")"
  tn=$(echo "$tn + $n" | bc); cn=$(echo "$cn + $nc" | bc)
  if [ -n "$OLD" ]; then
    read -r o oc <<< "$(one "$OLD" "$f" "$fn")"
    to=$(echo "$to + $o" | bc); co=$(echo "$co + $oc" | bc)
    printf "| %s | %.1f | %.1f | %.2f | %.1f | %.1f | %.2f |\n" "$k" "$o" "$n" \
      "$(echo "$o / ($n + 0.0001)" | bc -l)" "$oc" "$nc" "$(echo "$oc / ($nc + 0.0001)" | bc -l)"
  else
    printf "| %s | %.1f | %.1f |\n" "$k" "$n" "$nc"
  fi
done
if [ -n "$OLD" ]; then
  printf "| **total** | %.1f | %.1f | %.2f | %.1f | %.1f | %.2f |\n" "$to" "$tn" \
    "$(echo "$to / ($tn + 0.0001)" | bc -l)" "$co" "$cn" "$(echo "$co / ($cn + 0.0001)" | bc -l)"
else
  printf "| **total** | %.1f | %.1f |\n" "$tn" "$cn"
fi
