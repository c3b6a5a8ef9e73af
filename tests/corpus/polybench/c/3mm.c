/* PolyBench/C 4.2 3mm: G := (A*B)*(C*D).  Reference for the affine MLIR corpus. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define NI 40
#define NJ 50
#define NK 60
#define NL 70
#define NM 80
#elif defined(MEDIUM_DATASET)
#define NI 180
#define NJ 190
#define NK 200
#define NL 210
#define NM 220
#elif defined(LARGE_DATASET)
#define NI 800
#define NJ 900
#define NK 1000
#define NL 1100
#define NM 1200
#elif defined(EXTRALARGE_DATASET)
#define NI 1600
#define NJ 1800
#define NK 2000
#define NL 2200
#define NM 2400
#else
#define NI 16
#define NJ 18
#define NK 20
#define NL 22
#define NM 24
#endif

#include "polybench_time.h"

static double E[NI][NJ], A[NI][NK], B[NK][NJ], F[NJ][NL], C[NJ][NM], D[NM][NL], G[NI][NL];

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
  for (i = 0; i < NI; i++)
    for (j = 0; j < NK; j++)
      A[i][j] = (double)((i * j + 1) % NI) / (5 * NI);
  for (i = 0; i < NK; i++)
    for (j = 0; j < NJ; j++)
      B[i][j] = (double)((i * (j + 1) + 2) % NJ) / (5 * NJ);
  for (i = 0; i < NJ; i++)
    for (j = 0; j < NM; j++)
      C[i][j] = (double)(i * (j + 3) % NL) / (5 * NL);
  for (i = 0; i < NM; i++)
    for (j = 0; j < NL; j++)
      D[i][j] = (double)((i * (j + 2) + 2) % NK) / (5 * NK);
}

static void kernel_3mm(void)
{
  int i, j, k;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++) {
      E[i][j] = 0.0;
      for (k = 0; k < NK; ++k)
        E[i][j] += A[i][k] * B[k][j];
    }
  for (i = 0; i < NJ; i++)
    for (j = 0; j < NL; j++) {
      F[i][j] = 0.0;
      for (k = 0; k < NM; ++k)
        F[i][j] += C[i][k] * D[k][j];
    }
  for (i = 0; i < NI; i++)
    for (j = 0; j < NL; j++) {
      G[i][j] = 0.0;
      for (k = 0; k < NJ; ++k)
        G[i][j] += E[i][k] * F[k][j];
    }
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_3mm();
  PB_STOP("time", pb_t1);
  checksum("E", &E[0][0], (long)NI * NJ);
  checksum("A", &A[0][0], (long)NI * NK);
  checksum("B", &B[0][0], (long)NK * NJ);
  checksum("F", &F[0][0], (long)NJ * NL);
  checksum("C", &C[0][0], (long)NJ * NM);
  checksum("D", &D[0][0], (long)NM * NL);
  checksum("G", &G[0][0], (long)NI * NL);
  return 0;
}
