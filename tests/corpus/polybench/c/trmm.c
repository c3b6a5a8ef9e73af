/* PolyBench/C 4.2 trmm: B := alpha * A^T * B, A unit lower triangular.
   Reference for the affine MLIR corpus.  The strict upper triangle of A is never written
   (PolyBench leaves it uninitialised); here it stays zero, as every array starts zeroed. */
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

static double A[M][M], B[M][N];

static void checksum(const char *name, const double *a, long n)
{
  double s = 0.0;
  for (long k = 0; k < n; k++)
    s += a[k] * (double)(k % 13 + 1);
  printf("%s %.17g\n", name, s);
}

static void init_array(double *alpha)
{
  int i, j;
  *alpha = 1.5;
  for (i = 0; i < M; i++) {
    for (j = 0; j < i; j++)
      A[i][j] = (double)((i + j) % M) / M;
    A[i][i] = 1.0;
    for (j = 0; j < N; j++)
      B[i][j] = (double)((N + (i - j)) % N) / N;
  }
}

static void kernel_trmm(double alpha)
{
  int i, j, k;
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++) {
      for (k = i + 1; k < M; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}

int main(void)
{
  double alpha;
  PB_START(pb_t0);
  init_array(&alpha);
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_trmm(alpha);
  PB_STOP("time", pb_t1);
  checksum("A", &A[0][0], (long)M * M);
  checksum("B", &B[0][0], (long)M * N);
  return 0;
}
