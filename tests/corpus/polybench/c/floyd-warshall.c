/* PolyBench/C 4.2 floyd-warshall: all-pairs shortest paths.  Reference for the affine MLIR
   corpus.  PolyBench uses int data here; the corpus uses double, which holds these small
   integers exactly, so the results are the same values. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define N 180
#elif defined(MEDIUM_DATASET)
#define N 500
#elif defined(LARGE_DATASET)
#define N 2800
#elif defined(EXTRALARGE_DATASET)
#define N 5600
#else
#define N 60
#endif

#include "polybench_time.h"

static double path[N][N];

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
    for (j = 0; j < N; j++) {
      path[i][j] = i * j % 7 + 1;
      if ((i + j) % 13 == 0 || (i + j) % 7 == 0 || (i + j) % 11 == 0)
        path[i][j] = 999;
    }
}

static void kernel_floyd_warshall(void)
{
  int i, j, k;
  for (k = 0; k < N; k++)
    for (i = 0; i < N; i++)
      for (j = 0; j < N; j++)
        path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_floyd_warshall();
  PB_STOP("time", pb_t1);
  checksum("path", &path[0][0], (long)N * N);
  return 0;
}
