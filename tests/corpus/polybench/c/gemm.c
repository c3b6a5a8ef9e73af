/* PolyBench/C 4.2 gemm: C := alpha*A*B + beta*C.  Reference for the affine MLIR corpus. */
#include <stdio.h>
#include <stdlib.h>

#ifdef SMALL_DATASET
#define NI 60
#define NJ 70
#define NK 80
#elif defined(MEDIUM_DATASET)
#define NI 200
#define NJ 220
#define NK 240
#elif defined(LARGE_DATASET)
#define NI 1000
#define NJ 1100
#define NK 1200
#elif defined(EXTRALARGE_DATASET)
#define NI 2000
#define NJ 2300
#define NK 2600
#else
#define NI 20
#define NJ 25
#define NK 30
#endif

#include "polybench_time.h"

static double C[NI][NJ], A[NI][NK], B[NK][NJ];

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
    for (j = 0; j < NJ; j++)
      C[i][j] = (double)((i * j + 1) % NI) / NI;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NK; j++)
      A[i][j] = (double)(i * (j + 1) % NK) / NK;
  for (i = 0; i < NK; i++)
    for (j = 0; j < NJ; j++)
      B[i][j] = (double)(i * (j + 2) % NJ) / NJ;
}

static void kernel_gemm(double alpha, double beta)
{
  int i, j, k;
  for (i = 0; i < NI; i++) {
    for (j = 0; j < NJ; j++)
      C[i][j] *= beta;
    for (k = 0; k < NK; k++)
      for (j = 0; j < NJ; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
}

int main(void)
{
  double alpha, beta;
  PB_START(pb_t0);
  init_array(&alpha, &beta);
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_gemm(alpha, beta);
  PB_STOP("time", pb_t1);
  checksum("C", &C[0][0], (long)NI * NJ);
  checksum("A", &A[0][0], (long)NI * NK);
  checksum("B", &B[0][0], (long)NK * NJ);
  return 0;
}
