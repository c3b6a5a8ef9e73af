/* PolyBench/C 4.2 deriche: Deriche edge detector (recursive filter).  Reference for the
   affine MLIR corpus.  PolyBench computes deriche in float by default; the corpus uses
   double (exp, pow) throughout. */
#include <math.h>
#include <stdio.h>

#ifdef SMALL_DATASET
#define W 192
#define H 128
#elif defined(MEDIUM_DATASET)
#define W 720
#define H 480
#elif defined(LARGE_DATASET)
#define W 4096
#define H 2160
#elif defined(EXTRALARGE_DATASET)
#define W 7680
#define H 4320
#else
#define W 64
#define H 64
#endif

#include "polybench_time.h"

static double imgIn[W][H], imgOut[W][H], y1_[W][H], y2_[W][H];

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
  *alpha = 0.25;
  for (i = 0; i < W; i++)
    for (j = 0; j < H; j++)
      imgIn[i][j] = (double)((313 * i + 991 * j) % 65536) / 65535.0;
}

static void kernel_deriche(double alpha)
{
  int i, j;
  double xm1, tm1, ym1, ym2, xp1, xp2, tp1, tp2, yp1, yp2;
  double k, a1, a2, a3, a4, a5, a6, a7, a8, b1, b2, c1, c2;
  k = (1.0 - exp(-alpha)) * (1.0 - exp(-alpha))
      / (1.0 + 2.0 * alpha * exp(-alpha) - exp(2.0 * alpha));
  a1 = a5 = k;
  a2 = a6 = k * exp(-alpha) * (alpha - 1.0);
  a3 = a7 = k * exp(-alpha) * (alpha + 1.0);
  a4 = a8 = -k * exp(-2.0 * alpha);
  b1 = pow(2.0, -alpha);
  b2 = -exp(-2.0 * alpha);
  c1 = c2 = 1;

  for (i = 0; i < W; i++) {
    ym1 = 0.0;
    ym2 = 0.0;
    xm1 = 0.0;
    for (j = 0; j < H; j++) {
      y1_[i][j] = a1 * imgIn[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
      xm1 = imgIn[i][j];
      ym2 = ym1;
      ym1 = y1_[i][j];
    }
  }
  for (i = 0; i < W; i++) {
    yp1 = 0.0;
    yp2 = 0.0;
    xp1 = 0.0;
    xp2 = 0.0;
    for (j = H - 1; j >= 0; j--) {
      y2_[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
      xp2 = xp1;
      xp1 = imgIn[i][j];
      yp2 = yp1;
      yp1 = y2_[i][j];
    }
  }
  for (i = 0; i < W; i++)
    for (j = 0; j < H; j++)
      imgOut[i][j] = c1 * (y1_[i][j] + y2_[i][j]);
  for (j = 0; j < H; j++) {
    tm1 = 0.0;
    ym1 = 0.0;
    ym2 = 0.0;
    for (i = 0; i < W; i++) {
      y1_[i][j] = a5 * imgOut[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
      tm1 = imgOut[i][j];
      ym2 = ym1;
      ym1 = y1_[i][j];
    }
  }
  for (j = 0; j < H; j++) {
    tp1 = 0.0;
    tp2 = 0.0;
    yp1 = 0.0;
    yp2 = 0.0;
    for (i = W - 1; i >= 0; i--) {
      y2_[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
      tp2 = tp1;
      tp1 = imgOut[i][j];
      yp2 = yp1;
      yp1 = y2_[i][j];
    }
  }
  for (i = 0; i < W; i++)
    for (j = 0; j < H; j++)
      imgOut[i][j] = c2 * (y1_[i][j] + y2_[i][j]);
}

int main(void)
{
  double alpha;
  PB_START(pb_t0);
  init_array(&alpha);
  PB_STOP("time-init", pb_t0);
  PB_START(pb_t1);
  kernel_deriche(alpha);
  PB_STOP("time", pb_t1);
  checksum("imgIn", &imgIn[0][0], (long)W * H);
  checksum("imgOut", &imgOut[0][0], (long)W * H);
  checksum("y1", &y1_[0][0], (long)W * H);
  checksum("y2", &y2_[0][0], (long)W * H);
  return 0;
}
