/* PolyBench/C 4.2 trisolv: forward substitution L x = b.  Reference for the affine MLIR
   corpus.  The strict upper triangle of L is never written (zero here). */
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

static double L[N][N], x[N], b[N];

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
    x[i] = -999;
    b[i] = i;
    for (j = 0; j <= i; j++)
      L[i][j] = (double)(i + N - j + 1) * 2 / N;
  }
}

static void kernel_trisolv(void)
{
  int i, j;
  for (i = 0; i < N; i++) {
    x[i] = b[i];
    for (j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_trisolv();
  PB_STOP("time", pb_t1);
  checksum("L", &L[0][0], (long)N * N);
  checksum("x", x, N);
  checksum("b", b, N);
  return 0;
}
