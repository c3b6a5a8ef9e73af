/* PolyBench/C 4.2 atax: y := A^T * (A * x).  Reference for the affine MLIR corpus. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define M 116
#define N 124
#elif defined(MEDIUM_DATASET)
#define M 390
#define N 410
#elif defined(LARGE_DATASET)
#define M 1900
#define N 2100
#elif defined(EXTRALARGE_DATASET)
#define M 1800
#define N 2200
#else
#define M 38
#define N 42
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

static double A[M][N], x[N], y[N], tmp[M];

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
  double fn = (double)N;
  for (i = 0; i < N; i++)
    x[i] = 1 + (i / fn);
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++)
      A[i][j] = (double)((i + j) % N) / (5 * M);
}

static void kernel_atax(void)
{
  int i, j;
  for (i = 0; i < N; i++)
    y[i] = 0;
  for (i = 0; i < M; i++) {
    tmp[i] = 0.0;
    for (j = 0; j < N; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (j = 0; j < N; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_atax();
  PB_STOP("time", pb_t1);
  checksum("A", &A[0][0], (long)M * N);
  checksum("x", x, N);
  checksum("y", y, N);
  checksum("tmp", tmp, M);
  return 0;
}
