/* PolyBench/C 4.2 jacobi-2d: 2-D Jacobi stencil.  Reference for the affine MLIR corpus. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define TSTEPS 40
#define N 90
#elif defined(MEDIUM_DATASET)
#define TSTEPS 100
#define N 250
#elif defined(LARGE_DATASET)
#define TSTEPS 500
#define N 1300
#elif defined(EXTRALARGE_DATASET)
#define TSTEPS 1000
#define N 2800
#else
#define TSTEPS 20
#define N 30
#endif

#include "polybench_time.h"

static double A[N][N], B[N][N];

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
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      A[i][j] = ((double)i * (j + 2) + 2) / N;
      B[i][j] = ((double)i * (j + 3) + 3) / N;
    }
}

static void kernel_jacobi_2d(void)
{
  int t, i, j;
  for (t = 0; t < TSTEPS; t++) {
    for (i = 1; i < N - 1; i++)
      for (j = 1; j < N - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
    for (i = 1; i < N - 1; i++)
      for (j = 1; j < N - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
  }
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_jacobi_2d();
  PB_STOP("time", pb_t1);
  checksum("A", &A[0][0], (long)N * N);
  checksum("B", &B[0][0], (long)N * N);
  return 0;
}
