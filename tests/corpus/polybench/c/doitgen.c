/* PolyBench/C 4.2 doitgen: multiresolution analysis kernel.  Reference for the affine MLIR
   corpus. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define NQ 20
#define NR 25
#define NP 30
#elif defined(MEDIUM_DATASET)
#define NQ 40
#define NR 50
#define NP 60
#elif defined(LARGE_DATASET)
#define NQ 140
#define NR 150
#define NP 160
#elif defined(EXTRALARGE_DATASET)
#define NQ 220
#define NR 250
#define NP 270
#else
#define NQ 8
#define NR 10
#define NP 12
#endif

#include "polybench_time.h"

static double A[NR][NQ][NP], sum[NP], C4[NP][NP];

static void checksum(const char *name, const double *a, long n)
{
  double s = 0.0;
  for (long k = 0; k < n; k++)
    s += a[k] * (double)(k % 13 + 1);
  printf("%s %.17g\n", name, s);
}

static void init_array(void)
{
  int i, j, k;
  for (i = 0; i < NR; i++)
    for (j = 0; j < NQ; j++)
      for (k = 0; k < NP; k++)
        A[i][j][k] = (double)((i * j + k) % NP) / NP;
  for (i = 0; i < NP; i++)
    for (j = 0; j < NP; j++)
      C4[i][j] = (double)(i * j % NP) / NP;
}

static void kernel_doitgen(void)
{
  int r, q, p, s;
  for (r = 0; r < NR; r++)
    for (q = 0; q < NQ; q++) {
      for (p = 0; p < NP; p++) {
        sum[p] = 0.0;
        for (s = 0; s < NP; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (p = 0; p < NP; p++)
        A[r][q][p] = sum[p];
    }
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_doitgen();
  PB_STOP("time", pb_t1);
  checksum("A", &A[0][0][0], (long)NR * NQ * NP);
  checksum("sum", sum, NP);
  checksum("C4", &C4[0][0], (long)NP * NP);
  return 0;
}
