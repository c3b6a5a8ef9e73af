/* PolyBench/C 4.2 durbin: Toeplitz system solver (Levinson-Durbin).  Reference for the
   affine MLIR corpus. */
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

static double r[N], y[N];

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
  for (i = 0; i < N; i++)
    r[i] = (N + 1 - i);
}

static void kernel_durbin(void)
{
  double z[N];
  double alpha, beta, sum;
  int i, k;
  y[0] = -r[0];
  beta = 1.0;
  alpha = -r[0];
  for (k = 1; k < N; k++) {
    beta = (1 - alpha * alpha) * beta;
    sum = 0.0;
    for (i = 0; i < k; i++)
      sum += r[k - i - 1] * y[i];
    alpha = -(r[k] + sum) / beta;
    for (i = 0; i < k; i++)
      z[i] = y[i] + alpha * y[k - i - 1];
    for (i = 0; i < k; i++)
      y[i] = z[i];
    y[k] = alpha;
  }
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_durbin();
  PB_STOP("time", pb_t1);
  checksum("r", r, N);
  checksum("y", y, N);
  return 0;
}
