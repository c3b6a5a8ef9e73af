/* PolyBench/C 4.2 covariance: covariance matrix of N samples of M variables.  Reference for
   the affine MLIR corpus. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define M 80
#define N 100
#elif defined(MEDIUM_DATASET)
#define M 240
#define N 260
#elif defined(LARGE_DATASET)
#define M 1200
#define N 1400
#elif defined(EXTRALARGE_DATASET)
#define M 2600
#define N 3000
#else
#define M 28
#define N 32
#endif

#include "polybench_time.h"

static double data[N][M], cov[M][M], mean[M];

static void checksum(const char *name, const double *a, long n)
{
  double s = 0.0;
  for (long k = 0; k < n; k++)
    s += a[k] * (double)(k % 13 + 1);
  printf("%s %.17g\n", name, s);
}

static void init_array(double *float_n)
{
  int i, j;
  *float_n = (double)N;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      data[i][j] = ((double)i * j) / M;
}

static void kernel_covariance(double float_n)
{
  int i, j, k;
  for (j = 0; j < M; j++) {
    mean[j] = 0.0;
    for (i = 0; i < N; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      data[i][j] -= mean[j];
  for (i = 0; i < M; i++)
    for (j = i; j < M; j++) {
      cov[i][j] = 0.0;
      for (k = 0; k < N; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (float_n - 1.0);
      cov[j][i] = cov[i][j];
    }
}

int main(void)
{
  double float_n;
  PB_START(pb_t0);
  init_array(&float_n);
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_covariance(float_n);
  PB_STOP("time", pb_t1);
  checksum("data", &data[0][0], (long)N * M);
  checksum("cov", &cov[0][0], (long)M * M);
  checksum("mean", mean, M);
  return 0;
}
