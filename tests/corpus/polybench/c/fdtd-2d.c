/* PolyBench/C 4.2 fdtd-2d: 2-D finite-difference time-domain kernel.  Reference for the
   affine MLIR corpus. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define TMAX 40
#define NX 60
#define NY 80
#elif defined(MEDIUM_DATASET)
#define TMAX 100
#define NX 200
#define NY 240
#elif defined(LARGE_DATASET)
#define TMAX 500
#define NX 1000
#define NY 1200
#elif defined(EXTRALARGE_DATASET)
#define TMAX 1000
#define NX 2000
#define NY 2600
#else
#define TMAX 20
#define NX 20
#define NY 30
#endif

#include "polybench_time.h"

static double ex[NX][NY], ey[NX][NY], hz[NX][NY], _fict_[TMAX];

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
  for (i = 0; i < TMAX; i++)
    _fict_[i] = (double)i;
  for (i = 0; i < NX; i++)
    for (j = 0; j < NY; j++) {
      ex[i][j] = ((double)i * (j + 1)) / NX;
      ey[i][j] = ((double)i * (j + 2)) / NY;
      hz[i][j] = ((double)i * (j + 3)) / NX;
    }
}

static void kernel_fdtd_2d(void)
{
  int t, i, j;
  for (t = 0; t < TMAX; t++) {
    for (j = 0; j < NY; j++)
      ey[0][j] = _fict_[t];
    for (i = 1; i < NX; i++)
      for (j = 0; j < NY; j++)
        ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
    for (i = 0; i < NX; i++)
      for (j = 1; j < NY; j++)
        ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
    for (i = 0; i < NX - 1; i++)
      for (j = 0; j < NY - 1; j++)
        hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_fdtd_2d();
  PB_STOP("time", pb_t1);
  checksum("ex", &ex[0][0], (long)NX * NY);
  checksum("ey", &ey[0][0], (long)NX * NY);
  checksum("hz", &hz[0][0], (long)NX * NY);
  checksum("_fict_", _fict_, TMAX);
  return 0;
}
