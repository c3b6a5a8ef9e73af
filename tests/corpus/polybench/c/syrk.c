/* PolyBench/C 4.2 syrk: symmetric rank-k update of the lower triangle of C.
   Reference for the affine MLIR corpus. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define M 60
#define N 80
#elif defined(MEDIUM_DATASET)
#define M 200
#define N 240
#elif defined(LARGE_DATASET)
#define M 1000
#define N 1200
#elif defined(EXTRALARGE_DATASET)
#define M 2000
#define N 2600
#else
#define M 20
#define N 30
#endif

#include "polybench_time.h"

static double C[N][N], A[N][M];

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
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      A[i][j] = (double)((i * j + 1) % N) / N;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      C[i][j] = (double)((i * j + 2) % M) / M;
}

static void kernel_syrk(double alpha, double beta)
{
  int i, j, k;
  for (i = 0; i < N; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (k = 0; k < M; k++)
      for (j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
  }
}

int main(void)
{
  double alpha, beta;
  PB_START(pb_t0);
  init_array(&alpha, &beta);
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_syrk(alpha, beta);
  PB_STOP("time", pb_t1);
  checksum("C", &C[0][0], (long)N * N);
  checksum("A", &A[0][0], (long)N * M);
  return 0;
}
