/* PolyBench/C 4.2 seidel-2d: 2-D Gauss-Seidel stencil.  Reference for the affine MLIR
   corpus. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define TSTEPS 40
#define N 120
#elif defined(MEDIUM_DATASET)
#define TSTEPS 100
#define N 400
#elif defined(LARGE_DATASET)
#define TSTEPS 500
#define N 2000
#elif defined(EXTRALARGE_DATASET)
#define TSTEPS 1000
#define N 4000
#else
#define TSTEPS 20
#define N 40
#endif

#include "polybench_time.h"

static double A[N][N];

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
    for (j = 0; j < N; j++)
      A[i][j] = ((double)i * (j + 2) + 2) / N;
}

static void kernel_seidel_2d(void)
{
  int t, i, j;
  for (t = 0; t <= TSTEPS - 1; t++)
    for (i = 1; i <= N - 2; i++)
      for (j = 1; j <= N - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
                   + A[i][j - 1] + A[i][j] + A[i][j + 1]
                   + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_seidel_2d();
  PB_STOP("time", pb_t1);
  checksum("A", &A[0][0], (long)N * N);
  return 0;
}
