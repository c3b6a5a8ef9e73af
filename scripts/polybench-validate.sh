#!/usr/bin/env bash
# Validate the PolyBench affine-MLIR corpus with MLIR 22 (installs nothing).
#
#  1. every tests/corpus/polybench/{mini,small}/*.mlir is accepted by `mlir-opt` (parse +
#     verify), its printed form re-parses to the same text, and `mlir-opt --lower-affine`
#     accepts it;
#  2. the generated files are up to date with their templates (polybench-gen.py --check);
#  3. end to end: each file is lowered to LLVM (--lower-affine --convert-scf-to-cf
#     --expand-strided-metadata --lower-affine --convert-to-llvm), run with `mlir-runner` through a driver (@pb_run, from
#     polybench-gen.py --wrapper) that zero-fills and passes every @main argument, and the
#     printed checksums are compared with the C reference checksums checked in as
#     tests/corpus/polybench/checksums-{mini,small}.txt (scripts/polybench-checksums.sh).
#     Exact (bitwise) agreement and agreement within relative 1e-9 (polybench-compare.py)
#     are both reported; the
#     driver needs a C compiler (`cc`, or $CC) for its print function.
#
# Usage: scripts/polybench-validate.sh [--no-run] [--size mini|small|all] [KERNEL...]
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CORPUS="$ROOT/tests/corpus/polybench"
BIN="${MLIR_BIN:-/usr/lib/llvm-22/bin}"
OPT="$BIN/mlir-opt"
RUNNER="$BIN/mlir-runner"
CC="${CC:-cc}"
RUN=1
SIZES="mini small"
KERNELS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --no-run) RUN=0 ;;
    --size) shift; case "${1:-}" in all) SIZES="mini small" ;; mini|small) SIZES="$1" ;; *) echo "bad --size" >&2; exit 2 ;; esac ;;
    -*) echo "usage: $0 [--no-run] [--size mini|small|all] [KERNEL...]" >&2; exit 2 ;;
    *) KERNELS+=("$1") ;;
  esac
  shift
done
if [ ! -x "$OPT" ]; then
  echo "mlir-opt not found at $OPT; install MLIR 22 with: apt-get install -y mlir-22-tools" >&2
  exit 1
fi
if [ ${#KERNELS[@]} -eq 0 ]; then
  mapfile -t KERNELS < <(python3 "$ROOT/scripts/polybench-gen.py" --list)
fi
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
fail=0

echo "== generated files up to date"
if python3 "$ROOT/scripts/polybench-gen.py" --check "${KERNELS[@]}"; then echo "ok"; else echo "STALE"; fail=1; fi

echo "== mlir-opt: parse+verify, print/re-parse round trip, --lower-affine"
n_plain=0; n_lower=0; n_round=0; n_files=0
for size in $SIZES; do
  for k in "${KERNELS[@]}"; do
    f="$CORPUS/$size/$k.mlir"
    n_files=$((n_files + 1))
    if "$OPT" "$f" -o /dev/null 2>"$TMP/err"; then n_plain=$((n_plain + 1)); else echo "FAIL mlir-opt $size/$k.mlir"; cat "$TMP/err"; fail=1; fi
    # Round trip: the printed form re-parses, and printing it again is a fixed point.
    if "$OPT" "$f" -o "$TMP/p1.mlir" 2>/dev/null && "$OPT" "$TMP/p1.mlir" -o "$TMP/p2.mlir" 2>"$TMP/err" \
       && cmp -s "$TMP/p1.mlir" "$TMP/p2.mlir"; then n_round=$((n_round + 1)); else echo "FAIL round trip $size/$k.mlir"; cat "$TMP/err"; fail=1; fi
    if "$OPT" --lower-affine "$f" -o /dev/null 2>"$TMP/err"; then n_lower=$((n_lower + 1)); else echo "FAIL mlir-opt --lower-affine $size/$k.mlir"; cat "$TMP/err"; fail=1; fi
  done
done
echo "files: $n_files  accepted by mlir-opt: $n_plain  print/re-parse fixed point: $n_round  accepted by mlir-opt --lower-affine: $n_lower"

if [ "$RUN" -eq 1 ]; then
  if [ ! -x "$RUNNER" ]; then
    echo "mlir-runner not found at $RUNNER; install MLIR 22 with: apt-get install -y mlir-22-tools" >&2
    exit 1
  fi
  echo "== end to end: mlir-runner vs checksums-<size>.txt (C reference, cc -O0)"
  cat > "$TMP/print.c" <<'CEOF'
#include <stdint.h>
#include <stdio.h>
void pb_print_checksum(int64_t index, double value) { printf("%lld %.17g\n", (long long)index, value); }
CEOF
  "$CC" -shared -fPIC -o "$TMP/libpbprint.so" "$TMP/print.c" || exit 1
  n_run=0; n_exact=0; n_tol=0
  for size in $SIZES; do
      for k in "${KERNELS[@]}"; do
      f="$CORPUS/$size/$k.mlir"
      n_run=$((n_run + 1))
      { cat "$f"; python3 "$ROOT/scripts/polybench-gen.py" --wrapper "$f"; } > "$TMP/run.mlir"
      python3 "$ROOT/scripts/polybench-gen.py" --entry-args "$f" | awk '{print $1}' > "$TMP/names.txt"
      if ! "$OPT" --lower-affine --convert-scf-to-cf --expand-strided-metadata --lower-affine --convert-to-llvm --reconcile-unrealized-casts \
           "$TMP/run.mlir" -o "$TMP/run.ll.mlir" 2>"$TMP/err"; then
        echo "FAIL lowering $size/$k"; cat "$TMP/err"; fail=1; continue
      fi
      if ! "$RUNNER" -e pb_run -entry-point-result=void -shared-libs="$TMP/libpbprint.so" \
           "$TMP/run.ll.mlir" > "$TMP/out.txt" 2>"$TMP/err"; then
        echo "FAIL mlir-runner $size/$k"; cat "$TMP/err"; fail=1; continue
      fi
      awk 'NR==FNR {name[FNR-1]=$1; next} {print name[$1], $2}' "$TMP/names.txt" "$TMP/out.txt" > "$TMP/mlir.txt"
      verdict=$(python3 "$ROOT/scripts/polybench-compare.py" "$size" "$k" "$TMP/mlir.txt")
      case "$verdict" in
        exact) n_exact=$((n_exact + 1)); n_tol=$((n_tol + 1)) ;;
        tolerance*) n_tol=$((n_tol + 1)); echo "note $size/$k: agrees within 1e-9 only ($verdict)" ;;
        *) echo "FAIL $size/$k: $verdict"; fail=1 ;;
      esac
    done
  done
  echo "runs: $n_run  bitwise equal to C: $n_exact  within relative 1e-9: $n_tol"
fi
[ "$fail" -eq 0 ] && echo "polybench-validate: OK" || echo "polybench-validate: FAILED"
exit "$fail"
