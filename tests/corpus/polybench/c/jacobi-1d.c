/* PolyBench/C 4.2 jacobi-1d: 1-D Jacobi stencil.  Reference for the affine MLIR corpus. */
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
#define N 30
#endif

#include "polybench_time.h"

static double A[N], B[N];

static void checksum(const char *name, const double *a, long n)
{
  double s = 0.0;
  for (long k = 0; k < n; k++)
    s += a[k] * (double)(k % 13 + 1);
  printf("%s %.17g\n", name, s);
}

static void init_array(void)
{
  int i;
  for (i = 0; i < N; i++) {
    A[i] = ((double)i + 2) / N;
    B[i] = ((double)i + 3) / N;
  }
}

static void kernel_jacobi_1d(void)
{
  int t, i;
  for (t = 0; t < TSTEPS; t++) {
    for (i = 1; i < N - 1; i++)
      B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    for (i = 1; i < N - 1; i++)
      A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
  }
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_jacobi_1d();
  PB_STOP("time", pb_t1);
  checksum("A", A, N);
  checksum("B", B, N);
  return 0;
}
