/* PolyBench/C 4.2 heat-3d: 3-D heat equation stencil.  Reference for the affine MLIR
   corpus. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define TSTEPS 40
#define N 20
#elif defined(MEDIUM_DATASET)
#define TSTEPS 100
#define N 40
#elif defined(LARGE_DATASET)
#define TSTEPS 500
#define N 120
#elif defined(EXTRALARGE_DATASET)
#define TSTEPS 1000
#define N 200
#else
#define TSTEPS 20
#define N 10
#endif

#include "polybench_time.h"

static double A[N][N][N], B[N][N][N];

static void checksum(const char *name, const double *a, long n)
{
  double s = 0.0;
  for (long k = 0; k < n; k++)
    s += a[k] * (double)(k % 13 + 1);
  printf("%s %.17g\n", name, s);
}

static void init_array(void)
{
  int i, j, k;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      for (k = 0; k < N; k++)
        A[i][j][k] = B[i][j][k] = (double)(i + j + (N - k)) * 10 / (N);
}

static void kernel_heat_3d(void)
{
  int t, i, j, k;
  for (t = 1; t <= TSTEPS; t++) {
    for (i = 1; i < N - 1; i++)
      for (j = 1; j < N - 1; j++)
        for (k = 1; k < N - 1; k++)
          B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                     + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                     + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
                     + A[i][j][k];
    for (i = 1; i < N - 1; i++)
      for (j = 1; j < N - 1; j++)
        for (k = 1; k < N - 1; k++)
          A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
                     + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
                     + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1])
                     + B[i][j][k];
  }
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_heat_3d();
  PB_STOP("time", pb_t1);
  checksum("A", &A[0][0][0], (long)N * N * N);
  checksum("B", &B[0][0][0], (long)N * N * N);
  return 0;
}
