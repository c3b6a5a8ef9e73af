#!/usr/bin/env bash
# Whether two tessera binaries schedule the PolyBench corpora identically: for every kernel of
# tests/corpus/polybench/{mini,small} and tests/corpus/polybench-pg/small, the output module and
# the `--print-schedule` report (hyperplanes, schedule, bands, parallel dimensions, generated
# loops; the timing line excepted) must be byte-identical. Prints each kernel that differs and
# exits 1 if any does. Use it to check that a change meant to make scheduling faster changes
# nothing it produces.
#
# Usage: scripts/schedule-same-output.sh OLD_BIN NEW_BIN
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OLD="${1:?usage: $0 OLD_BIN NEW_BIN}"
NEW="${2:?usage: $0 OLD_BIN NEW_BIN}"
diffs=0; n=0
for d in polybench/mini polybench/small polybench-pg/small; do
  for f in "$ROOT/tests/corpus/$d"/*.mlir; do
    k=$(basename "$f" .mlir)
    fn="kernel_${k//-/_}"
    a=$("$OLD" schedule "$f" --function "$fn" --print-schedule 2>&1 | grep -v "scheduled in" | md5sum)
    b=$("$NEW" schedule "$f" --function "$fn" --print-schedule 2>&1 | grep -v "scheduled in" | md5sum)
    n=$((n + 1))
    if [ "$a" != "$b" ]; then
      echo "differs: $d/$k"
      diffs=$((diffs + 1))
    fi
  done
done
echo "$n kernels, $diffs differ"
[ "$diffs" -eq 0 ]
