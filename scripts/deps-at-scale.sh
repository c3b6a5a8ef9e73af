#!/usr/bin/env bash
# The analysis at the scale of transformed code: `tessera deps` and `tessera emit-c` on the
# scheduler's outputs of the PolyBench kernels (constant sizes: tests/corpus/polybench/small;
# Polygeist-style parametric sizes: tests/corpus/polybench-pg/small), wall time and peak
# memory per command, for one or two binaries (e.g. before and after a change) in the same run.
#
# usage: scripts/deps-at-scale.sh OUTDIR NEW_BIN [OLD_BIN] [TIMEOUT_SECONDS]
#   The inputs are scheduled once with NEW_BIN (`tessera schedule`, default options) into
#   OUTDIR/sched/; OUTDIR/table.md gets one row per kernel and binary: deps seconds, deps MB,
#   the number of "work budget (of the analysis) exhausted" answers, emit-c seconds, emit-c MB ("timeout" past
#   TIMEOUT_SECONDS, default 60).
set -u
out=$1
new=$2
old=${3:-}
limit=${4:-60}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out/sched" "$out/logs"
measure() { # BIN CMD FILE TAG -> "seconds MB" or "timeout -"
  local bin=$1 cmd=$2 file=$3 tag=$4
  local log="$out/logs/$tag.$cmd"
  if [ "$cmd" = deps ]; then
    /usr/bin/time -f "%e %M" -o "$log.time" timeout "$limit" "$bin" deps "$file" >"$log.out" 2>"$log.err"
  else
    /usr/bin/time -f "%e %M" -o "$log.time" timeout "$limit" "$bin" emit-c "$file" -o "$log.c" >"$log.out" 2>"$log.err"
  fi
  local rc=$?
  if [ $rc -eq 124 ]; then echo "timeout -"; return; fi
  awk 'END { printf "%s %.0f", $1, $2 / 1024 }' "$log.time"
}
{
  echo "| kernel | sizes | binary | deps s | deps MB | budget unknowns | emit-c s | emit-c MB |"
  echo "|---|---|---|---|---|---|---|---|"
} >"$out/table.md"
for set in polybench polybench-pg; do
  sizes=constant
  [ "$set" = polybench-pg ] && sizes=parametric
  for f in "$root"/tests/corpus/$set/small/*.mlir; do
    k=$(basename "$f" .mlir)
    s="$out/sched/$set-$k.mlir"
    if ! timeout 300 "$new" schedule "$f" -o "$s" 2>"$out/logs/$set-$k.schedule.err"; then
      echo "| $k | $sizes | - | schedule failed | | | | |" >>"$out/table.md"
      continue
    fi
    for pair in "new:$new" ${old:+"old:$old"}; do
      name=${pair%%:*}
      bin=${pair#*:}
      tag="$set-$k.$name"
      read -r ds dm <<<"$(measure "$bin" deps "$s" "$tag")"
      unk=$(grep -cE "work budget (of the analysis )?exhausted" "$out/logs/$tag.deps.out" 2>/dev/null || true)
      read -r es em <<<"$(measure "$bin" emit-c "$s" "$tag")"
      echo "| $k | $sizes | $name | $ds | $dm | ${unk:-0} | $es | $em |" >>"$out/table.md"
    done
  done
done
cat "$out/table.md"
