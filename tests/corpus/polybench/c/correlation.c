/* PolyBench/C 4.2 correlation: correlation matrix of N samples of M variables.  Reference
   for the affine MLIR corpus. */
#include <math.h>
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

static double data[N][M], corr[M][M], mean[M], stddev[M];

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
      data[i][j] = (double)(i * j) / M + i;
}

static void kernel_correlation(double float_n)
{
  int i, j, k;
  double eps = 0.1;
  for (j = 0; j < M; j++) {
    mean[j] = 0.0;
    for (i = 0; i < N; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (j = 0; j < M; j++) {
    stddev[j] = 0.0;
    for (i = 0; i < N; i++)
      stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] /= float_n;
    stddev[j] = sqrt(stddev[j]);
    stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
  }
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++) {
      data[i][j] -= mean[j];
      data[i][j] /= sqrt(float_n) * stddev[j];
    }
  for (i = 0; i < M - 1; i++) {
    corr[i][i] = 1.0;
    for (j = i + 1; j < M; j++) {
      corr[i][j] = 0.0;
      for (k = 0; k < N; k++)
        corr[i][j] += (data[k][i] * data[k][j]);
      corr[j][i] = corr[i][j];
    }
  }
  corr[M - 1][M - 1] = 1.0;
}

int main(void)
{
  double float_n;
  PB_START(pb_t0);
  init_array(&float_n);
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_correlation(float_n);
  PB_STOP("time", pb_t1);
  checksum("data", &data[0][0], (long)N * M);
  checksum("corr", &corr[0][0], (long)M * M);
  checksum("mean", mean, M);
  checksum("stddev", stddev, M);
  return 0;
}
