/* PolyBench/C 4.2 covariance: covariance matrix of N samples of M variables.  Reference for
   the affine MLIR corpus. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define M 80
#define N 100
#elif defined(MEDIUM_DATASET)
#define M 240
#define N 260
#elif defined(LARGE_DATASET)
#define M 1200
#define N 1400
#elif defined(EXTRALARGE_DATASET)
#define M 2600
#define N 3000
#else
#define M 28
#define N 32
#endif

/* -DPOLYBENCH_TIME: print `time-init SECONDS` (init_array) and `time SECONDS` (the kernel call
   alone) on stderr, measured with clock_gettime(CLOCK_MONOTONIC); stdout is unchanged. */
#ifdef POLYBENCH_TIME
#include <time.h>
static double pb_now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
#define PB_BARRIER() __asm__ volatile("" ::: "memory")
#define PB_START(t) \
  PB_BARRIER();     \
  double t = pb_now()
#define PB_STOP(label, t)                                  \
  do {                                                     \
    PB_BARRIER();                                          \
    fprintf(stderr, "%s %.9f\n", label, pb_now() - (t)); \
  } while (0)
#else
#define PB_START(t)
#define PB_STOP(label, t)
#endif

static double data[N][M], cov[M][M], mean[M];

static void checksum(const char *name, const double *a, long n)
{
  double s = 0.0;
  for (long k = 0; k < n; k++)
    s += a[k] * (double)(k % 13 + 1);
  printf("%s %.17g\n", name, s);
}

static void init_array(double *float_n)
{
  int i, j;
  *float_n = (double)N;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      data[i][j] = ((double)i * j) / M;
}

static void kernel_covariance(double float_n)
{
  int i, j, k;
  for (j = 0; j < M; j++) {
    mean[j] = 0.0;
    for (i = 0; i < N; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      data[i][j] -= mean[j];
  for (i = 0; i < M; i++)
    for (j = i; j < M; j++) {
      cov[i][j] = 0.0;
      for (k = 0; k < N; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (float_n - 1.0);
      cov[j][i] = cov[i][j];
    }
}

int main(void)
{
  double float_n;
  PB_START(pb_t0);
  init_array(&float_n);
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_covariance(float_n);
  PB_STOP("time", pb_t1);
  checksum("data", &data[0][0], (long)N * M);
  checksum("cov", &cov[0][0], (long)M * M);
  checksum("mean", mean, M);
  return 0;
}
