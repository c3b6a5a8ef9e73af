/* PolyBench/C 4.2 atax: y := A^T * (A * x).  Reference for the affine MLIR corpus. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define M 116
#define N 124
#elif defined(MEDIUM_DATASET)
#define M 390
#define N 410
#elif defined(LARGE_DATASET)
#define M 1900
#define N 2100
#elif defined(EXTRALARGE_DATASET)
#define M 1800
#define N 2200
#else
#define M 38
#define N 42
#endif

#include "polybench_time.h"

static double A[M][N], x[N], y[N], tmp[M];

static void checksum(const char *name, const double *a, long n)
{
  double s = 0.0;
  for (long k = 0; k < n; k++)
    s += a[k] * (double)(k % 13 + 1);
  printf("%s %.17g\n", name, s);
}

static void init_array(void)
{
  int i, j;
  double fn = (double)N;
  for (i = 0; i < N; i++)
    x[i] = 1 + (i / fn);
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++)
      A[i][j] = (double)((i + j) % N) / (5 * M);
}

static void kernel_atax(void)
{
  int i, j;
  for (i = 0; i < N; i++)
    y[i] = 0;
  for (i = 0; i < M; i++) {
    tmp[i] = 0.0;
    for (j = 0; j < N; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (j = 0; j < N; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_atax();
  PB_STOP("time", pb_t1);
  checksum("A", &A[0][0], (long)M * N);
  checksum("x", x, N);
  checksum("y", y, N);
  checksum("tmp", tmp, M);
  return 0;
}
