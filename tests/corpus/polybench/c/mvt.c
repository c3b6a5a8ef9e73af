/* PolyBench/C 4.2 mvt: x1 += A y_1, x2 += A^T y_2.  Reference for the affine MLIR corpus. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define N 120
#elif defined(MEDIUM_DATASET)
#define N 400
#elif defined(LARGE_DATASET)
#define N 2000
#elif defined(EXTRALARGE_DATASET)
#define N 4000
#else
#define N 40
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

static double A[N][N], x1[N], x2[N], y_1[N], y_2[N];

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
  for (i = 0; i < N; i++) {
    x1[i] = (double)(i % N) / N;
    x2[i] = (double)((i + 1) % N) / N;
    y_1[i] = (double)((i + 3) % N) / N;
    y_2[i] = (double)((i + 4) % N) / N;
    for (j = 0; j < N; j++)
      A[i][j] = (double)(i * j % N) / N;
  }
}

static void kernel_mvt(void)
{
  int i, j;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      x1[i] = x1[i] + A[i][j] * y_1[j];
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      x2[i] = x2[i] + A[j][i] * y_2[j];
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_mvt();
  PB_STOP("time", pb_t1);
  checksum("A", &A[0][0], (long)N * N);
  checksum("x1", x1, N);
  checksum("x2", x2, N);
  checksum("y_1", y_1, N);
  checksum("y_2", y_2, N);
  return 0;
}
