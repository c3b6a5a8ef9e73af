/* PolyBench/C 4.2 gesummv: y := alpha*A*x + beta*B*x.  Reference for the affine MLIR corpus. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define N 90
#elif defined(MEDIUM_DATASET)
#define N 250
#elif defined(LARGE_DATASET)
#define N 1300
#elif defined(EXTRALARGE_DATASET)
#define N 2800
#else
#define N 30
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

static double A[N][N], B[N][N], tmp[N], x[N], y[N];

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
  for (i = 0; i < N; i++) {
    x[i] = (double)(i % N) / N;
    for (j = 0; j < N; j++) {
      A[i][j] = (double)((i * j + 1) % N) / N;
      B[i][j] = (double)((i * j + 2) % N) / N;
    }
  }
}

static void kernel_gesummv(double alpha, double beta)
{
  int i, j;
  for (i = 0; i < N; i++) {
    tmp[i] = 0.0;
    y[i] = 0.0;
    for (j = 0; j < N; j++) {
      tmp[i] = A[i][j] * x[j] + tmp[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}

int main(void)
{
  double alpha, beta;
  PB_START(pb_t0);
  init_array(&alpha, &beta);
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_gesummv(alpha, beta);
  PB_STOP("time", pb_t1);
  checksum("A", &A[0][0], (long)N * N);
  checksum("B", &B[0][0], (long)N * N);
  checksum("tmp", tmp, N);
  checksum("x", x, N);
  checksum("y", y, N);
  return 0;
}
