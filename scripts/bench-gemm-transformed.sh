#!/usr/bin/env bash
# gemm (f64, N=1024 by default), C[i][j] += A[i][k] * B[k][j] in i-k-j order (PolyBench's
# order), measured in one run:
#   1. tessera JIT, untransformed (`tessera bench`);
#   2. tessera JIT after affine-loop-tile + affine-parallelize, on 1 and on 2 threads
#      (`tessera bench --passes ... --threads T`: untransformed vs transformed side by side);
#   3. the naive loop in C built with `cc -O3 -march=native`, arrays passed as `restrict`
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

T="memref<${N}x${N}xf64>"
cat > "$TMP/gemm.mlir" <<MLIR
func.func @gemm(%A: $T, %B: $T, %C: $T) {
  affine.for %i = 0 to $N {
    affine.for %k = 0 to $N {
      affine.for %j = 0 to $N {
        %a = affine.load %A[%i, %k] : $T
        %b = affine.load %B[%k, %j] : $T
        %c = affine.load %C[%i, %j] : $T
        %p = arith.mulf %a, %b : f64
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : $T
      }
    }
  }
  return
}
MLIR

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
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
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

PASSES="builtin.module(func.func(affine-loop-tile{tile-size=$TILE},affine-parallelize))"
echo "== gemm f64 N=$N, $RUNS timed runs each, tile $TILE"
"$TESSERA" bench "$TMP/gemm.mlir" --entry gemm --runs "$RUNS" --seed 1 --threads 1 \
  --passes "$PASSES" | tee "$TMP/t1.txt"
"$TESSERA" bench "$TMP/gemm.mlir" --entry gemm --runs "$RUNS" --seed 1 --threads 2 \
  --passes "$PASSES" | tee "$TMP/t2.txt"
read -r C_BEST _ < <("$TMP/gemm" "$RUNS")
echo "cc -O3 -march=native naive (restrict), best of $RUNS: ${C_BEST} s"
secs() { # a duration as printed by tessera bench (e.g. 1.234 s, 56.7 ms) -> seconds
  awk -v v="$1" -v u="$2" 'BEGIN { f = (u == "ms") ? 1e-3 : (u == "us" || u == "µs") ? 1e-6 : 1; printf "%.6f", v * f }'
}
orig=$(awk '/^original/ { print $2, $3 }' "$TMP/t1.txt")
tr1=$(awk '/^transformed/ { print $2, $3 }' "$TMP/t1.txt")
tr2=$(awk '/^transformed/ { print $2, $3 }' "$TMP/t2.txt")
O=$(secs $orig); T1=$(secs $tr1); T2=$(secs $tr2)
awk -v o="$O" -v t1="$T1" -v t2="$T2" -v c="$C_BEST" 'BEGIN {
  printf "| variant | time (s) | vs untransformed JIT | vs cc -O3 naive |\n|---|---|---|---|\n";
  printf "| tessera JIT untransformed | %.3f | 1.00x | %.2fx |\n", o, c / o;
  printf "| tessera JIT tiled + parallel, 1 thread | %.3f | %.2fx | %.2fx |\n", t1, o / t1, c / t1;
  printf "| tessera JIT tiled + parallel, 2 threads | %.3f | %.2fx | %.2fx |\n", t2, o / t2, c / t2;
  printf "| cc -O3 -march=native naive | %.3f | %.2fx | 1.00x |\n", c, o / c;
}'
