/* PolyBench/C 4.2 2mm: D := alpha*A*B*C + beta*D.  Reference for the affine MLIR corpus. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define NI 40
#define NJ 50
#define NK 70
#define NL 80
#elif defined(MEDIUM_DATASET)
#define NI 180
#define NJ 190
#define NK 210
#define NL 220
#elif defined(LARGE_DATASET)
#define NI 800
#define NJ 900
#define NK 1100
#define NL 1200
#elif defined(EXTRALARGE_DATASET)
#define NI 1600
#define NJ 1800
#define NK 2200
#define NL 2400
#else
#define NI 16
#define NJ 18
#define NK 22
#define NL 24
#endif

#include "polybench_time.h"

static double tmp[NI][NJ], A[NI][NK], B[NK][NJ], C[NJ][NL], D[NI][NL];

static void checksum(const char *name, const double *a, long n)
{
  double s = 0.0;
  for (long k = 0; k < n; k++)
    s += a[k] * (double)(k % 13 + 1);
  printf("%s %.17g\n", name, s);
}

static void init_array(double *alpha, double *beta)
{
  int i, j;
  *alpha = 1.5;
  *beta = 1.2;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NK; j++)
      A[i][j] = (double)((i * j + 1) % NI) / NI;
  for (i = 0; i < NK; i++)
    for (j = 0; j < NJ; j++)
      B[i][j] = (double)(i * (j + 1) % NJ) / NJ;
  for (i = 0; i < NJ; i++)
    for (j = 0; j < NL; j++)
      C[i][j] = (double)((i * (j + 3) + 1) % NL) / NL;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NL; j++)
      D[i][j] = (double)(i * (j + 2) % NK) / NK;
}

static void kernel_2mm(double alpha, double beta)
{
  int i, j, k;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++) {
      tmp[i][j] = 0.0;
      for (k = 0; k < NK; ++k)
        tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
  for (i = 0; i < NI; i++)
    for (j = 0; j < NL; j++) {
      D[i][j] *= beta;
      for (k = 0; k < NJ; ++k)
        D[i][j] += tmp[i][k] * C[k][j];
    }
}

int main(void)
{
  double alpha, beta;
  PB_START(pb_t0);
  init_array(&alpha, &beta);
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_2mm(alpha, beta);
  PB_STOP("time", pb_t1);
  checksum("tmp", &tmp[0][0], (long)NI * NJ);
  checksum("A", &A[0][0], (long)NI * NK);
  checksum("B", &B[0][0], (long)NK * NJ);
  checksum("C", &C[0][0], (long)NJ * NL);
  checksum("D", &D[0][0], (long)NI * NL);
  return 0;
}
