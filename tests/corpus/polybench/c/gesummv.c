/* PolyBench/C 4.2 gesummv: y := alpha*A*x + beta*B*x.  Reference for the affine MLIR corpus. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define N 90
#elif defined(MEDIUM_DATASET)
#define N 250
#elif defined(LARGE_DATASET)
#define N 1300
#elif defined(EXTRALARGE_DATASET)
#define N 2800
#else
#define N 30
#endif

#include "polybench_time.h"

static double A[N][N], B[N][N], tmp[N], x[N], y[N];

static void checksum(const char *name, const double *a, long n)
{
  double s = 0.0;
  for (long k = 0; k < n; k++)
    s += a[k] * (double)(k % 13 + 1);
  printf("%s %.17g\n", name, s);
}

static void init_array(double *alpha, double *beta)
{
  int i, j;
  *alpha = 1.5;
  *beta = 1.2;
  for (i = 0; i < N; i++) {
    x[i] = (double)(i % N) / N;
    for (j = 0; j < N; j++) {
      A[i][j] = (double)((i * j + 1) % N) / N;
      B[i][j] = (double)((i * j + 2) % N) / N;
    }
  }
}

static void kernel_gesummv(double alpha, double beta)
{
  int i, j;
  for (i = 0; i < N; i++) {
    tmp[i] = 0.0;
    y[i] = 0.0;
    for (j = 0; j < N; j++) {
      tmp[i] = A[i][j] * x[j] + tmp[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}

int main(void)
{
  double alpha, beta;
  PB_START(pb_t0);
  init_array(&alpha, &beta);
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_gesummv(alpha, beta);
  PB_STOP("time", pb_t1);
  checksum("A", &A[0][0], (long)N * N);
  checksum("B", &B[0][0], (long)N * N);
  checksum("tmp", tmp, N);
  checksum("x", x, N);
  checksum("y", y, N);
  return 0;
}
