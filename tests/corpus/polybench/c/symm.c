/* PolyBench/C 4.2 symm: C := alpha*A*B + beta*C, A symmetric (lower half stored).
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

static double C[M][N], A[M][M], B[M][N];

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
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++) {
      C[i][j] = (double)((i + j) % 100) / M;
      B[i][j] = (double)((N + i - j) % 100) / M;
    }
  for (i = 0; i < M; i++) {
    for (j = 0; j <= i; j++)
      A[i][j] = (double)((i + j) % 100) / M;
    for (j = i + 1; j < M; j++)
      A[i][j] = -999;
  }
}

static void kernel_symm(double alpha, double beta)
{
  int i, j, k;
  double temp2;
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++) {
      temp2 = 0;
      for (k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
}

int main(void)
{
  double alpha, beta;
  PB_START(pb_t0);
  init_array(&alpha, &beta);
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_symm(alpha, beta);
  PB_STOP("time", pb_t1);
  checksum("C", &C[0][0], (long)M * N);
  checksum("A", &A[0][0], (long)M * M);
  checksum("B", &B[0][0], (long)M * N);
  return 0;
}
