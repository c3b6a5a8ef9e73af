#!/usr/bin/env bash
# Naive gemm (f64, N=1024 by default), C[i][j] += A[i][k] * B[k][j] in i-j-k order, measured
# in one run:
#   1. tessera JIT, untransformed (`tessera bench`);
#   2. tessera JIT after affine-loop-permute (i-k-j) + affine-loop-tile + affine-parallelize, on
#      1 and on 2 threads (`tessera bench --passes ... --threads T`: untransformed vs
#      transformed side by side, same seeded inputs, checksums compared), with bounds checks
#      (the default) and without (`--no-bounds-checks`);
#   3. the same naive loop in C built with `cc -O3 -march=native`, arrays passed as `restrict`
#      pointers (MLIR memrefs do not alias), best of RUNS warm runs.
# Prints every median/best and the ratios against the untransformed JIT and against C.
#
#   scripts/bench-gemm-transformed.sh [N] [RUNS] [TILE]
#
# TESSERA=path/to/tessera overrides the binary (default: a release build, built if missing).
# CC overrides the C compiler. Nothing is installed.
set -euo pipefail
N=${1:-1024}
RUNS=${2:-3}
TILE=${3:-32}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CC=${CC:-cc}
if [[ -z "${TESSERA:-}" ]]; then
  (cd "$ROOT" && cargo build --release -q -p tessera-cli)
  TESSERA="$ROOT/target/release/tessera"
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

bash "$ROOT/scripts/gemm-mlir.sh" "$N" > "$TMP/gemm.mlir"

cat > "$TMP/gemm.c" <<C
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#define N $N
static double now(void) {
  struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}
__attribute__((noinline)) static void gemm(const double *restrict A, const double *restrict B,
                                           double *restrict C) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i * N + j] = C[i * N + j] + A[i * N + k] * B[k * N + j];
}
int main(int argc, char **argv) {
  int runs = argc > 1 ? atoi(argv[1]) : 3;
  double *A = malloc(sizeof(double) * N * N), *B = malloc(sizeof(double) * N * N);
  double *C = malloc(sizeof(double) * N * N);
  double best = 1e30, sum = 0;
  for (int r = 0; r <= runs; r++) {
    for (int i = 0; i < N * N; i++) {
      A[i] = (double)(i % 97) / 97.0;
      B[i] = (double)(i % 89) / 89.0;
      C[i] = 0.0;
    }
    double s = now();
    gemm(A, B, C);
    double t = now() - s;
    if (r > 0 && t < best) best = t;
  }
  for (int i = 0; i < N; i++) sum += C[i * N + i];
  printf("%.6f %g\n", best, sum);
  return 0;
}
C
$CC -O3 -march=native -o "$TMP/gemm" "$TMP/gemm.c"

PASSES="builtin.module(func.func(affine-loop-permute{permutation=0,2,1},affine-loop-tile{tile-size=$TILE},affine-parallelize))"
echo "== gemm f64 N=$N (i-j-k), $RUNS timed runs each; passes: $PASSES"
bench() { # threads, extra flag, output file
  "$TESSERA" bench "$TMP/gemm.mlir" --entry gemm --runs "$RUNS" --seed 1 --threads "$1" \
    --passes "$PASSES" $2 | tee "$3"
}
bench 1 "" "$TMP/t1.txt"
bench 2 "" "$TMP/t2.txt"
bench 2 --no-bounds-checks "$TMP/t3.txt"
read -r C_BEST _ < <("$TMP/gemm" "$RUNS")
echo "cc -O3 -march=native naive (restrict), best of $RUNS: ${C_BEST} s"
secs() { # a duration as printed by tessera bench (1.234 s, 56.7 ms, 12.3 us) -> seconds
  awk -v v="$1" -v u="$2" 'BEGIN { f = (u == "ms") ? 1e-3 : (u == "us" || u == "µs") ? 1e-6 : 1; printf "%.6f", v * f }'
}
row() { awk -v w="$1" '$1 == w { print $2, $3 }' "$2"; }
O=$(secs $(row original "$TMP/t1.txt")); T1=$(secs $(row transformed "$TMP/t1.txt"))
T2=$(secs $(row transformed "$TMP/t2.txt"))
O3=$(secs $(row original "$TMP/t3.txt")); T3=$(secs $(row transformed "$TMP/t3.txt"))
awk -v o="$O" -v t1="$T1" -v t2="$T2" -v o3="$O3" -v t3="$T3" -v c="$C_BEST" 'BEGIN {
  printf "| variant (medians; C: best) | time (s) | speed-up vs untransformed JIT | vs cc -O3 naive |\n|---|---|---|---|\n";
  printf "| tessera JIT untransformed | %.3f | 1.00x | %.2fx |\n", o, c / o;
  printf "| tessera JIT permuted + tiled + parallel, 1 thread | %.3f | %.2fx | %.2fx |\n", t1, o / t1, c / t1;
  printf "| tessera JIT permuted + tiled + parallel, 2 threads | %.3f | %.2fx | %.2fx |\n", t2, o / t2, c / t2;
  printf "| tessera JIT untransformed, no bounds checks | %.3f | %.2fx | %.2fx |\n", o3, o / o3, c / o3;
  printf "| tessera JIT transformed, 2 threads, no bounds checks | %.3f | %.2fx | %.2fx |\n", t3, o / t3, c / t3;
  printf "| cc -O3 -march=native naive | %.3f | %.2fx | 1.00x |\n", c, o / c;
}'
