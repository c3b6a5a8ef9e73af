#!/usr/bin/env bash
# Naive i-j-k gemm (f64, N=1024 by default): C[i][j] += A[i][k] * B[k][j], through tessera's
# JIT (`tessera bench`) and the same loop nest in C built with `cc -O3 -march=native`, in the
# same run, and through tessera's C backend (`--backend c`); prints the medians and the ratio JIT / C. The JIT runs twice: with memref bounds
# checks (the default) and with `--no-bounds-checks`; the ratio checked / unchecked is the cost
# of the checks.
#
#   scripts/bench-gemm-vs-c.sh [N] [RUNS]
#
# TESSERA=path/to/tessera overrides the binary (default: a release build, built if missing).
# CC overrides the C compiler. Nothing is installed.
set -euo pipefail
N=${1:-1024}
RUNS=${2:-3}
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
__attribute__((noinline)) static void gemm(double (*A)[N], double (*B)[N], double (*C)[N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] = C[i][j] + A[i][k] * B[k][j];
}
static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}
int main(int argc, char **argv) {
  int runs = argc > 1 ? atoi(argv[1]) : 3;
  double (*A)[N] = malloc(sizeof(double[N][N]));
  double (*B)[N] = malloc(sizeof(double[N][N]));
  double (*C)[N] = malloc(sizeof(double[N][N]));
  double *t = malloc(sizeof(double) * (runs + 1));
  for (int r = 0; r <= runs; r++) {
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) {
        A[i][j] = (double)((i * j + 1) % 97) / 97.0;
        B[i][j] = (double)((i + 2 * j) % 89) / 89.0;
        C[i][j] = 0.0;
      }
    double s = now();
    gemm(A, B, C);
    t[r] = now() - s;
  }
  double sum = 0;
  for (int i = 0; i < N; i++) sum += C[i][i];
  qsort(t + 1, runs, sizeof(double), cmp);
  printf("%.9f %g\n", t[1 + runs / 2], sum);
  return 0;
}
C

"$CC" -O3 -march=native -o "$TMP/gemm" "$TMP/gemm.c"
echo "gemm i-j-k, f64, N=$N, median of $RUNS runs after 1 warm-up"
C_OUT=$("$TMP/gemm" "$RUNS")
C_S=${C_OUT%% *}
# "run: median X UNIT (...)" -> seconds
secs() {
  awk '/^run: median/ { v = $3; u = $4; f = (u == "s") ? 1 : (u == "ms") ? 1e-3 : 1e-6; printf "%.9f", v * f }'
}
JIT_OUT=$("$TESSERA" bench "$TMP/gemm.mlir" --entry gemm --runs "$RUNS" --seed 1)
echo "$JIT_OUT" | sed 's/^/  tessera: /'
JIT_S=$(echo "$JIT_OUT" | secs)
RAW_OUT=$("$TESSERA" bench "$TMP/gemm.mlir" --entry gemm --runs "$RUNS" --seed 1 --no-bounds-checks)
echo "$RAW_OUT" | sed 's/^/  tessera: /'
RAW_S=$(echo "$RAW_OUT" | secs)
CB_OUT=$("$TESSERA" bench "$TMP/gemm.mlir" --entry gemm --runs "$RUNS" --seed 1 --backend c)
echo "$CB_OUT" | sed 's/^/  tessera: /'
CB_S=$(echo "$CB_OUT" | secs)
CBR_OUT=$("$TESSERA" bench "$TMP/gemm.mlir" --entry gemm --runs "$RUNS" --seed 1 --backend c --no-bounds-checks)
echo "$CBR_OUT" | sed 's/^/  tessera: /'
CBR_S=$(echo "$CBR_OUT" | secs)
printf '  C (%s -O3 -march=native): %.4f s\n' "$CC" "$C_S"
printf '  C backend (bounds checks on): %.4f s\n' "$CB_S"
printf '  C backend (bounds checks off): %.4f s\n' "$CBR_S"
printf '  JIT (bounds checks on): %.4f s\n' "$JIT_S"
printf '  JIT (bounds checks off): %.4f s\n' "$RAW_S"
awk -v j="$JIT_S" -v c="$C_S" 'BEGIN { printf "ratio JIT / C: %.2f\n", j / c }'
awk -v j="$JIT_S" -v r="$RAW_S" 'BEGIN { printf "ratio checked / unchecked JIT: %.3f\n", j / r }'
awk -v j="$CB_S" -v c="$C_S" 'BEGIN { printf "ratio C backend / C: %.2f\n", j / c }'
