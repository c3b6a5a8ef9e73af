/* PolyBench/C 4.2 gramschmidt: QR decomposition by modified Gram-Schmidt.  Reference for
   the affine MLIR corpus. */
#include <math.h>
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

static double A[M][N], R[N][N], Q[M][N];

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
    for (j = 0; j < N; j++) {
      A[i][j] = (((double)((i * j) % M) / M) * 100) + 10;
      Q[i][j] = 0.0;
    }
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      R[i][j] = 0.0;
}

static void kernel_gramschmidt(void)
{
  int i, j, k;
  double nrm;
  for (k = 0; k < N; k++) {
    nrm = 0.0;
    for (i = 0; i < M; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = sqrt(nrm);
    for (i = 0; i < M; i++)
      Q[i][k] = A[i][k] / R[k][k];
    for (j = k + 1; j < N; j++) {
      R[k][j] = 0.0;
      for (i = 0; i < M; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (i = 0; i < M; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_gramschmidt();
  PB_STOP("time", pb_t1);
  checksum("A", &A[0][0], (long)M * N);
  checksum("R", &R[0][0], (long)N * N);
  checksum("Q", &Q[0][0], (long)M * N);
  return 0;
}
