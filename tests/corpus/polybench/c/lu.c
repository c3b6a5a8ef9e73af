/* PolyBench/C 4.2 lu: in-place LU decomposition without pivoting.  Reference for the affine
   MLIR corpus. */
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

static double A[N][N], Btmp[N][N];

static void checksum(const char *name, const double *a, long n)
{
  double s = 0.0;
  for (long k = 0; k < n; k++)
    s += a[k] * (double)(k % 13 + 1);
  printf("%s %.17g\n", name, s);
}

static void init_array(void)
{
  int i, j, r, s, t;
  for (i = 0; i < N; i++) {
    for (j = 0; j <= i; j++)
      A[i][j] = (double)(-j % N) / N + 1;
    for (j = i + 1; j < N; j++)
      A[i][j] = 0;
    A[i][i] = 1;
  }
  /* Make the matrix positive semi-definite (as PolyBench does). */
  for (r = 0; r < N; ++r)
    for (s = 0; s < N; ++s)
      Btmp[r][s] = 0;
  for (t = 0; t < N; ++t)
    for (r = 0; r < N; ++r)
      for (s = 0; s < N; ++s)
        Btmp[r][s] += A[r][t] * A[s][t];
  for (r = 0; r < N; ++r)
    for (s = 0; s < N; ++s)
      A[r][s] = Btmp[r][s];
}

static void kernel_lu(void)
{
  int i, j, k;
  for (i = 0; i < N; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (j = i; j < N; j++)
      for (k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_lu();
  PB_STOP("time", pb_t1);
  checksum("A", &A[0][0], (long)N * N);
  return 0;
}
