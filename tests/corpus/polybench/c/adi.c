/* PolyBench/C 4.2 adi: alternating direction implicit solver.  Reference for the affine MLIR
   corpus.  Border rows/columns of v, p and q are never written by the kernel (PolyBench leaves
   them uninitialised); here they stay zero, as every array starts zeroed. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define TSTEPS 40
#define N 60
#elif defined(MEDIUM_DATASET)
#define TSTEPS 100
#define N 200
#elif defined(LARGE_DATASET)
#define TSTEPS 500
#define N 1000
#elif defined(EXTRALARGE_DATASET)
#define TSTEPS 1000
#define N 2000
#else
#define TSTEPS 20
#define N 20
#endif

#include "polybench_time.h"

static double u[N][N], v[N][N], p[N][N], q[N][N];

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
      u[i][j] = (double)(i + N - j) / N;
}

static void kernel_adi(void)
{
  int t, i, j;
  double DX, DY, DT, B1, B2, mul1, mul2, a, b, c, d, e, f;
  DX = 1.0 / (double)N;
  DY = 1.0 / (double)N;
  DT = 1.0 / (double)TSTEPS;
  B1 = 2.0;
  B2 = 1.0;
  mul1 = B1 * DT / (DX * DX);
  mul2 = B2 * DT / (DY * DY);
  a = -mul1 / 2.0;
  b = 1.0 + mul1;
  c = a;
  d = -mul2 / 2.0;
  e = 1.0 + mul2;
  f = d;
  for (t = 1; t <= TSTEPS; t++) {
    /* Column sweep. */
    for (i = 1; i < N - 1; i++) {
      v[0][i] = 1.0;
      p[i][0] = 0.0;
      q[i][0] = v[0][i];
      for (j = 1; j < N - 1; j++) {
        p[i][j] = -c / (a * p[i][j - 1] + b);
        q[i][j] = (-d * u[j][i - 1] + (1.0 + 2.0 * d) * u[j][i] - f * u[j][i + 1]
                   - a * q[i][j - 1]) / (a * p[i][j - 1] + b);
      }
      v[N - 1][i] = 1.0;
      for (j = N - 2; j >= 1; j--)
        v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
    }
    /* Row sweep. */
    for (i = 1; i < N - 1; i++) {
      u[i][0] = 1.0;
      p[i][0] = 0.0;
      q[i][0] = u[i][0];
      for (j = 1; j < N - 1; j++) {
        p[i][j] = -f / (d * p[i][j - 1] + e);
        q[i][j] = (-a * v[i - 1][j] + (1.0 + 2.0 * a) * v[i][j] - c * v[i + 1][j]
                   - d * q[i][j - 1]) / (d * p[i][j - 1] + e);
      }
      u[i][N - 1] = 1.0;
      for (j = N - 2; j >= 1; j--)
        u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
    }
  }
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_adi();
  PB_STOP("time", pb_t1);
  checksum("u", &u[0][0], (long)N * N);
  checksum("v", &v[0][0], (long)N * N);
  checksum("p", &p[0][0], (long)N * N);
  checksum("q", &q[0][0], (long)N * N);
  return 0;
}
