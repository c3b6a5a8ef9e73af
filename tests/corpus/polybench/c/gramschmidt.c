/* PolyBench/C 4.2 gramschmidt: QR decomposition by modified Gram-Schmidt.  Reference for
   the affine MLIR corpus. */
#include <math.h>
#include <stdio.h>

#ifdef SMALL_DATASET
#define M 60
#define N 80
#else
#define M 20
#define N 30
#endif

static double A[M][N], R[N][N], Q[M][N];

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
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++) {
      A[i][j] = (((double)((i * j) % M) / M) * 100) + 10;
      Q[i][j] = 0.0;
    }
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      R[i][j] = 0.0;
}

static void kernel_gramschmidt(void)
{
  int i, j, k;
  double nrm;
  for (k = 0; k < N; k++) {
    nrm = 0.0;
    for (i = 0; i < M; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = sqrt(nrm);
    for (i = 0; i < M; i++)
      Q[i][k] = A[i][k] / R[k][k];
    for (j = k + 1; j < N; j++) {
      R[k][j] = 0.0;
      for (i = 0; i < M; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (i = 0; i < M; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
}

int main(void)
{
  init_array();
  kernel_gramschmidt();
  checksum("A", &A[0][0], (long)M * N);
  checksum("R", &R[0][0], (long)N * N);
  checksum("Q", &Q[0][0], (long)M * N);
  return 0;
}
