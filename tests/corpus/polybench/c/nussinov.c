/* PolyBench/C 4.2 nussinov: RNA folding by dynamic programming.  Reference for the affine
   MLIR corpus.  PolyBench stores seq as char and table as int; the corpus uses double for
   both, which holds these small integers exactly. */
#include <stdio.h>

#ifdef SMALL_DATASET
#define N 180
#elif defined(MEDIUM_DATASET)
#define N 500
#elif defined(LARGE_DATASET)
#define N 2500
#elif defined(EXTRALARGE_DATASET)
#define N 5500
#else
#define N 60
#endif

#include "polybench_time.h"

#define match(b1, b2) (((b1) + (b2)) == 3 ? 1 : 0)
#define max_score(s1, s2) ((s1 >= s2) ? s1 : s2)

static double seq[N], table[N][N];

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
  for (i = 0; i < N; i++)
    seq[i] = (double)((i + 1) % 4);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      table[i][j] = 0;
}

static void kernel_nussinov(void)
{
  int i, j, k;
  for (i = N - 1; i >= 0; i--) {
    for (j = i + 1; j < N; j++) {
      if (j - 1 >= 0)
        table[i][j] = max_score(table[i][j], table[i][j - 1]);
      if (i + 1 < N)
        table[i][j] = max_score(table[i][j], table[i + 1][j]);
      if (j - 1 >= 0 && i + 1 < N) {
        /* don't allow adjacent elements to bond */
        if (i < j - 1)
          table[i][j] = max_score(table[i][j], table[i + 1][j - 1] + match(seq[i], seq[j]));
        else
          table[i][j] = max_score(table[i][j], table[i + 1][j - 1]);
      }
      for (k = i + 1; k < j; k++)
        table[i][j] = max_score(table[i][j], table[i][k] + table[k + 1][j]);
    }
  }
}

int main(void)
{
  PB_START(pb_t0);
  init_array();
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_nussinov();
  PB_STOP("time", pb_t1);
  checksum("seq", seq, N);
  checksum("table", &table[0][0], (long)N * N);
  return 0;
}
