/* PolyBench/C 4.2 bicg: s := A^T r, q := A p.  Reference for the affine MLIR corpus. */
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

static double A[N][M], s[M], q[N], p[M], r[N];

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
  for (i = 0; i < M; i++)
    p[i] = (double)(i % M) / M;
  for (i = 0; i < N; i++) {
    r[i] = (double)(i % N) / N;
    for (j = 0; j < M; j++)
      A[i][j] = (double)(i * (j + 1) % N) / N;
  }
}

static void kernel_bicg(void)
{
  int i, j;
  for (i = 0; i < M; i++)
    s[i] = 0;
  for (i = 0; i < N; i++) {
    q[i] = 0.0;
    for (j = 0; j < M; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_bicg();
  PB_STOP("time", pb_t1);
  checksum("A", &A[0][0], (long)N * M);
  checksum("s", s, M);
  checksum("q", q, N);
  checksum("p", p, M);
  checksum("r", r, N);
  return 0;
}
