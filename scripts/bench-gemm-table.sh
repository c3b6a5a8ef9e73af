#!/usr/bin/env bash
# The gemm table: f64 C[i][j] += A[i][k] * B[k][j] (naive i-j-k loop nest), N×N, every row
# measured in the same run as the best (minimum) of K warm runs, reported in GF/s (2·N³ flops)
# and as ratios to OpenBLAS and to `cc -O3`:
#
#   jit-naive        the naive loop nest through tessera's JIT (no bounds checks), 1 thread
#   jit-naive-chk    the same with the JIT's memref bounds checks (its default)
#   jit-sched-T      after `affine-auto-schedule`, JIT, T threads (T = 1 and --threads)
#   c-sched-T        after `affine-auto-schedule`, C backend (`--backend c`), T threads
#   jit-matmul-T     after `$JIT_MATMUL` (the pattern-based register tiling sized for the JIT's
#                    128-bit SIMD and 16 registers), JIT, T threads
#   c-matmul-exact-T after `affine-matmul-opt` (no contraction: bit-identical), C backend
#   c-matmul-T       after `$MATMUL` (with FMA contraction), C backend, T threads
#   c-optimize-T     after `affine-optimize` (`tessera opt -O`, bit-identical), C backend
#   c-optimize-fma-T after `affine-optimize{fma=true}`, C backend (the automatic path with
#                    FMA contraction allowed)
#   cc               the same loop nest in C on static arrays, `$CC -O3 -march=native`
#   polly            `$CLANG -O3 -march=native -mllvm -polly`
#   polly-par        ... `-mllvm -polly-parallel -fopenmp`, OMP_NUM_THREADS=T
#   openblas         numpy's `A @ B` (OpenBLAS, all cores), when numpy is installed
#
# Every tessera row is also run once (`tessera run`): its checksums (per-memref sums) must equal
# the naive JIT's on the same seeded inputs (column `same`: yes), except rows whose pipeline
# contracts multiply-adds into FMAs (`fma=true`) or that run float reductions in parallel, which are
# compared with a relative tolerance of 1e-12 (column `same`: ~ok). The C rows are not checked.
#
# Usage: scripts/bench-gemm-table.sh [--runs K] [--threads T] [--timeout S] [N...]
#        (default N: 1024 1000; K 3; T 2; S 600)
# Environment: TESSERA (binary; default target/release/tessera, built if missing), CC (cc),
# CLANG (clang-19), PYTHON (python3), MATMUL (default 'affine-matmul-opt{fma=true}'),
# JIT_MATMUL (default 'affine-matmul-opt{vector-width=2 registers=16}').
# Nothing is installed: apt-get install -y clang-19 libomp-19-dev; pip install numpy.
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
RUNS=3
THREADS=2
TIMEOUT=600
SIZES=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS="${2:-}"; shift 2 ;;
    --threads) THREADS="${2:-}"; shift 2 ;;
    --timeout) TIMEOUT="${2:-}"; shift 2 ;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | sed 's/^# \{0,1\}//; /^set -u/d' >&2; exit 2 ;;
    --*) echo "unknown option $1" >&2; exit 2 ;;
    *) SIZES+=("$1"); shift ;;
  esac
done
[ ${#SIZES[@]} -eq 0 ] && SIZES=(1024 1000)
for n in "$RUNS" "$THREADS" "$TIMEOUT" "${SIZES[@]}"; do
  [[ "$n" =~ ^[1-9][0-9]*$ ]] || { echo "sizes, --runs, --threads, --timeout take positive integers" >&2; exit 2; }
done
CC="${CC:-cc}"
CLANG="${CLANG:-clang-19}"
PYTHON="${PYTHON:-python3}"
MATMUL="${MATMUL:-affine-matmul-opt{fma=true}}"
JIT_MATMUL="${JIT_MATMUL:-affine-matmul-opt{vector-width=2 registers=16}}"
if [ -z "${TESSERA:-}" ]; then
  TESSERA="$ROOT/target/release/tessera"
  if [ ! -x "$TESSERA" ]; then
    (cd "$ROOT" && cargo build --release -q -p tessera-cli) || exit 1
  fi
fi
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

. "$ROOT/scripts/best-time.sh"  # to_secs
lim() { timeout --kill-after=10 "$TIMEOUT" "$@"; }

# tessera_row NAME FILE BACKEND THREADS [extra bench args...]: best-of-K time of @gemm, and the
# result checked against the reference checksum file $TMP/ref.txt.
tessera_row() {
  local name="$1" file="$2" backend="$3" threads="$4"; shift 4
  local t same
  if ! lim "$TESSERA" bench "$file" --entry gemm --seed 1 --runs "$RUNS" --threads "$threads" \
      --backend "$backend" "$@" > "$TMP/b.out" 2> "$TMP/b.err"; then
    echo "[$name] tessera bench failed: $(head -c 400 "$TMP/b.err")" >&2
    printf '%s\terror\t-\n' "$name" >> "$TMP/rows"; return
  fi
  t=$(awk '/^run: median/ { gsub(/[(),]/, " "); for (i = 1; i <= NF; i++) if ($i == "min") { print $(i+1), $(i+2); exit } }' "$TMP/b.out")
  t=$(to_secs ${t:-x x})
  same="-"
  if lim "$TESSERA" run "$file" --entry gemm --fill seeded --seed 1 --threads "$threads" \
      --backend "$backend" > "$TMP/r.out" 2> "$TMP/r.err"; then
    if [ ! -s "$TMP/ref.txt" ]; then cp "$TMP/r.out" "$TMP/ref.txt"; fi
    # Lines are `NAME CHECKSUM`; a transformed module names its arguments %arg0.., so only
    # the checksums (in argument order) are compared.
    same=$("$PYTHON" - "$TMP/ref.txt" "$TMP/r.out" <<'PY'
import sys
def sums(p):
    return [l.split()[-1] for l in open(p) if l.strip()]
a, b = sums(sys.argv[1]), sums(sys.argv[2])
if a == b:
    print("yes")
else:
    ok = len(a) == len(b) and all(
        abs(float(x) - float(y)) <= 1e-12 * max(abs(float(x)), abs(float(y)), 1e-300) for x, y in zip(a, b))
    print("~ok" if ok else "NO")
PY
)
  else
    same=error
  fi
  printf '%s\t%s\t%s\n' "$name" "$t" "$same" >> "$TMP/rows"
}

# c_row NAME THREADS COMPILER FLAGS...: best-of-K time of the C program below.
c_row() {
  local name="$1" threads="$2"; shift 2
  if ! "$@" -o "$TMP/cbin" "$TMP/gemm.c" > "$TMP/c.err" 2>&1; then
    echo "[$name] compile failed: $(head -c 300 "$TMP/c.err")" >&2
    printf '%s\tn/a\t-\n' "$name" >> "$TMP/rows"; return
  fi
  local t
  t=$(OMP_NUM_THREADS="$threads" lim "$TMP/cbin" "$RUNS" 2> /dev/null | awk '/^best/ { print $2 }')
  printf '%s\t%s\t-\n' "$name" "${t:-error}" >> "$TMP/rows"
}

echo "bench-gemm-table: f64, best of $RUNS warm runs, threads $THREADS, MATMUL='$MATMUL', JIT_MATMUL='$JIT_MATMUL', $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
for N in "${SIZES[@]}"; do
  : > "$TMP/rows"; : > "$TMP/ref.txt"
  bash "$ROOT/scripts/gemm-mlir.sh" "$N" > "$TMP/gemm.mlir"
  cat > "$TMP/gemm.c" <<C
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#define N $N
static double A[N][N], B[N][N], C[N][N];
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
__attribute__((noinline)) static void gemm(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        C[i][j] = C[i][j] + A[i][k] * B[k][j];
}
int main(int argc, char **argv) {
  int runs = argc > 1 ? atoi(argv[1]) : 3;
  double best = 1e300;
  for (int r = 0; r <= runs; r++) {
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) {
        A[i][j] = (double)((i * j + 1) % 97) / 97.0;
        B[i][j] = (double)((i + 2 * j) % 89) / 89.0;
        C[i][j] = 0.0;
      }
    double s = now();
    gemm();
    double t = now() - s;
    if (r > 0 && t < best) best = t;
  }
  double sum = 0;
  for (int i = 0; i < N; i++) sum += C[i][i];
  printf("best %.9f\nchecksum %.17g\n", best, sum);
  return 0;
}
C
  tessera_row jit-naive "$TMP/gemm.mlir" jit 1 --no-bounds-checks
  tessera_row jit-naive-chk "$TMP/gemm.mlir" jit 1
  if lim "$TESSERA" opt "$TMP/gemm.mlir" --passes affine-auto-schedule > "$TMP/sched.mlir" 2> "$TMP/o.err"; then
    for th in 1 "$THREADS"; do
      tessera_row "jit-sched-$th" "$TMP/sched.mlir" jit "$th" --no-bounds-checks
      tessera_row "c-sched-$th" "$TMP/sched.mlir" c "$th" --no-bounds-checks
    done
  else
    echo "affine-auto-schedule failed: $(head -c 300 "$TMP/o.err")" >&2
  fi
  # matmul_rows PIPELINE ROWNAME BACKEND: the rows of one matmul pipeline at 1 and T threads.
  matmul_rows() {
    if lim "$TESSERA" opt "$TMP/gemm.mlir" --passes "$1" > "$TMP/mm.mlir" 2> "$TMP/o.err"; then
      for th in 1 "$THREADS"; do
        tessera_row "$2-$th" "$TMP/mm.mlir" "$3" "$th" --no-bounds-checks
      done
    else
      echo "$1 failed: $(head -c 300 "$TMP/o.err")" >&2
    fi
  }
  matmul_rows "$JIT_MATMUL" jit-matmul jit
  matmul_rows affine-matmul-opt c-matmul-exact c
  matmul_rows "$MATMUL" c-matmul c
  matmul_rows affine-optimize c-optimize c
  matmul_rows "affine-optimize{fma=true}" c-optimize-fma c
  if command -v "$CC" > /dev/null; then c_row cc 1 "$CC" -O3 -march=native; fi
  if command -v "$CLANG" > /dev/null; then
    c_row polly 1 "$CLANG" -O3 -march=native -mllvm -polly
    c_row "polly-par-$THREADS" "$THREADS" "$CLANG" -O3 -march=native -mllvm -polly -mllvm -polly-parallel -fopenmp
  fi
  ob=$(env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE "$PYTHON" - "$N" "$RUNS" 2> /dev/null <<'PY'
import sys, time
import numpy as np
n, runs = int(sys.argv[1]), int(sys.argv[2])
a = np.random.rand(n, n); b = np.random.rand(n, n)
a @ b
best = min((lambda s: (a @ b, time.perf_counter() - s)[1])(time.perf_counter()) for _ in range(runs))
print(f"{best:.9f}")
PY
) || ob=""
  [ -n "$ob" ] && printf 'openblas\t%s\t-\n' "$ob" >> "$TMP/rows"
  echo
  echo "gemm f64 N=$N: best of $RUNS warm runs"
  echo
  awk -F'\t' -v n="$N" '
    { name[NR] = $1; t[NR] = $2; same[NR] = $3; if ($1 == "openblas") ob = $2; if ($1 == "cc") cc = $2 }
    END {
      printf "| row | time (s) | GF/s | vs OpenBLAS | vs cc -O3 | result |\n|---|---:|---:|---:|---:|---|\n"
      for (i = 1; i <= NR; i++) {
        if (t[i] ~ /^[0-9.]+$/ && t[i] > 0) {
          gf = 2 * n * n * n / t[i] / 1e9
          r1 = (ob ~ /^[0-9.]+$/) ? sprintf("%.3f", ob / t[i]) : "n/a"
          r2 = (cc ~ /^[0-9.]+$/) ? sprintf("%.3f", cc / t[i]) : "n/a"
          printf "| %s | %.6f | %.2f | %s | %s | %s |\n", name[i], t[i], gf, r1, r2, same[i]
        } else printf "| %s | %s | | | | %s |\n", name[i], t[i], same[i]
      }
    }' "$TMP/rows"
done
