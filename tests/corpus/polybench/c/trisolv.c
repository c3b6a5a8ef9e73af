/* PolyBench/C 4.2 trisolv: forward substitution L x = b.  Reference for the affine MLIR
   corpus.  The strict upper triangle of L is never written (zero here). */
#include <stdio.h>

#ifdef SMALL_DATASET
#define N 120
#elif defined(MEDIUM_DATASET)
#define N 400
#elif defined(LARGE_DATASET)
#define N 2000
#elif defined(EXTRALARGE_DATASET)
#define N 4000
#else
#define N 40
#endif

#include "polybench_time.h"

static double L[N][N], x[N], b[N];

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
  for (i = 0; i < N; i++) {
    x[i] = -999;
    b[i] = i;
    for (j = 0; j <= i; j++)
      L[i][j] = (double)(i + N - j + 1) * 2 / N;
  }
}

static void kernel_trisolv(void)
{
  int i, j;
  for (i = 0; i < N; i++) {
    x[i] = b[i];
    for (j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_trisolv();
  PB_STOP("time", pb_t1);
  checksum("L", &L[0][0], (long)N * N);
  checksum("x", x, N);
  checksum("b", b, N);
  return 0;
}
