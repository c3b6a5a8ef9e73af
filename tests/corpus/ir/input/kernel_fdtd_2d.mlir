// fdtd-2d (PolyBench) with static sizes: a time loop around four
// imperfectly nested sweeps over ex/ey/hz, the first of which reads the
// time-indexed source array.
func.func @fdtd_2d(%ex: memref<60x80xf32>, %ey: memref<60x80xf32>, %hz: memref<60x80xf32>, %fict: memref<40xf32>) {
  %half = arith.constant 5.000000e-01 : f32
  %c07 = arith.constant 0.699999988 : f32
  affine.for %t = 0 to 40 {
    affine.for %j = 0 to 80 {
      %f = affine.load %fict[%t] : memref<40xf32>
      affine.store %f, %ey[0, %j] : memref<60x80xf32>
    }
    affine.for %i = 1 to 60 {
      affine.for %j = 0 to 80 {
        %e = affine.load %ey[%i, %j] : memref<60x80xf32>
        %h0 = affine.load %hz[%i, %j] : memref<60x80xf32>
        %h1 = affine.load %hz[%i - 1, %j] : memref<60x80xf32>
        %d = arith.subf %h0, %h1 : f32
        %m = arith.mulf %half, %d : f32
        %r = arith.subf %e, %m : f32
        affine.store %r, %ey[%i, %j] : memref<60x80xf32>
      }
    }
    affine.for %i = 0 to 60 {
      affine.for %j = 1 to 80 {
        %e = affine.load %ex[%i, %j] : memref<60x80xf32>
        %h0 = affine.load %hz[%i, %j] : memref<60x80xf32>
        %h1 = affine.load %hz[%i, %j - 1] : memref<60x80xf32>
        %d = arith.subf %h0, %h1 : f32
        %m = arith.mulf %half, %d : f32
        %r = arith.subf %e, %m : f32
        affine.store %r, %ex[%i, %j] : memref<60x80xf32>
      }
    }
    affine.for %i = 0 to 59 {
      affine.for %j = 0 to 79 {
        %h = affine.load %hz[%i, %j] : memref<60x80xf32>
        %x1 = affine.load %ex[%i, %j + 1] : memref<60x80xf32>
        %x0 = affine.load %ex[%i, %j] : memref<60x80xf32>
        %y1 = affine.load %ey[%i + 1, %j] : memref<60x80xf32>
        %y0 = affine.load %ey[%i, %j] : memref<60x80xf32>
        %dx = arith.subf %x1, %x0 : f32
        %dy = arith.subf %y1, %y0 : f32
        %s = arith.addf %dx, %dy : f32
        %m = arith.mulf %c07, %s : f32
        %r = arith.subf %h, %m : f32
        affine.store %r, %hz[%i, %j] : memref<60x80xf32>
      }
    }
  }
  return
}
