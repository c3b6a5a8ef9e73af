/* PolyBench/C 4.2 trmm: B := alpha * A^T * B, A unit lower triangular.
   Reference for the affine MLIR corpus.  The strict upper triangle of A is never written
   (PolyBench leaves it uninitialised); here it stays zero, as every array starts zeroed. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define M 60
#define N 80
#else
#define M 20
#define N 30
#endif

static double A[M][M], B[M][N];

static void checksum(const char *name, const double *a, long n)
{
  double s = 0.0;
  for (long k = 0; k < n; k++)
    s += a[k] * (double)(k % 13 + 1);
  printf("%s %.17g\n", name, s);
}

static void init_array(double *alpha)
{
  int i, j;
  *alpha = 1.5;
  for (i = 0; i < M; i++) {
    for (j = 0; j < i; j++)
      A[i][j] = (double)((i + j) % M) / M;
    A[i][i] = 1.0;
    for (j = 0; j < N; j++)
      B[i][j] = (double)((N + (i - j)) % N) / N;
  }
}

static void kernel_trmm(double alpha)
{
  int i, j, k;
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++) {
      for (k = i + 1; k < M; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}

int main(void)
{
  double alpha;
  init_array(&alpha);
  kernel_trmm(alpha);
  checksum("A", &A[0][0], (long)M * M);
  checksum("B", &B[0][0], (long)M * N);
  return 0;
}
