#!/usr/bin/env bash
# The six analysis-using passes on generated 120-nest files (scripts/deps-gen-mixed.py: mixed
# bounds, subscripts, affine.if, ranks), in one pipeline and one by one: per SEED, the wall
# time of each pass alone on the file, the pipeline's time in one process, its ratio to the
# slowest single pass and to the sum of the single passes, and (given OLD_BIN, an older tessera
# binary) the same pipeline through OLD_BIN with a check that both print the same module and
# the same remarks. Best of RUNS warm runs (one untimed run first).
#
# Usage: scripts/pipeline-reuse-bench.sh [RUNS] [SEEDS] [OLD_BIN]
#   defaults: RUNS=3, SEEDS="1 2 3"; NESTS=120 (environment) sets the file size; FILES="a.mlir
#   b.mlir ..." (environment) measures those files instead of generated ones (one row each,
#   e.g. the Polygeist-style corpus tests/corpus/polybench-pg/small/*.mlir).
set -eu
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
RUNS="${1:-3}"
SEEDS="${2:-1 2 3}"
OLD="${3:-}"
NESTS="${NESTS:-120}"
PASSES="affine-loop-fusion affine-loop-distribute affine-scalrep affine-loop-unroll-jam affine-loop-tile{tile-size=8} affine-parallelize"
PIPE="$(echo $PASSES | tr ' ' ',')"
cd "$ROOT"
cargo build --release -q -p tessera-cli
NEW="$ROOT/target/release/tessera"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
# shellcheck source=best-time.sh
. "$ROOT/scripts/best-time.sh"
opt() { local bin="$1" f="$2" p="$3"; "$bin" opt --pass-pipeline="builtin.module(func.func($p))" "$f" -o /dev/null; }
printf '%-5s' input; for p in $PASSES; do printf ' %-10.10s' "${p#affine-}"; done
printf ' %-9s %-9s %-9s' pipeline /slowest /sum
[ -n "$OLD" ] && printf ' %-9s %-8s %s' old_pipe speedup same
echo
if [ -z "${FILES:-}" ]; then
  FILES=""
  for s in $SEEDS; do
    python3 scripts/deps-gen-mixed.py "$NESTS" "$s" > "$TMP/seed-$s.mlir"
    FILES="$FILES $TMP/seed-$s.mlir"
  done
fi
for f in $FILES; do
  s="$(basename "$f" .mlir)"
  printf '%-5s' "$s"
  slowest=0; sum=0
  for p in $PASSES; do
    t=$(best opt "$NEW" "$f" "$p")
    printf ' %-10.3f' "$t"
    slowest=$(echo "if ($t > $slowest) $t else $slowest" | bc -l); sum=$(echo "$sum + $t" | bc -l)
  done
  T=$(best opt "$NEW" "$f" "$PIPE")
  printf ' %-9.3f %-9.2f %-9.2f' "$T" "$(echo "$T / $slowest" | bc -l)" "$(echo "$T / $sum" | bc -l)"
  if [ -n "$OLD" ]; then
    O=$(best opt "$OLD" "$f" "$PIPE")
    "$NEW" opt --pass-pipeline="builtin.module(func.func($PIPE))" "$f" > "$TMP/n.out" 2> "$TMP/n.err" || true
    "$OLD" opt --pass-pipeline="builtin.module(func.func($PIPE))" "$f" > "$TMP/o.out" 2> "$TMP/o.err" || true
    same=no; cmp -s "$TMP/n.out" "$TMP/o.out" && cmp -s "$TMP/n.err" "$TMP/o.err" && same=yes
    printf ' %-9.3f %-8.1f %s' "$O" "$(echo "$O / $T" | bc -l)" "$same"
  fi
  echo
done
