// Seed 001 (affine dialect reference, current edition),
// section "affine.parallel (affine::AffineParallelOp)": the 3x3 valid
// convolution and the tiling-by-imperfectly-dividing-sizes examples. The
// seed's convolution iterates the kernel over (0, 0) to (2, 2) and stores
// the reduction with stray syntax after the closing brace; the kernel
// window here is the full 3x3, and the result is stored with
// affine.store. In the tiling example %N and %M are used as symbols.

func.func @conv_2d(%D : memref<100x100xf32>, %K : memref<3x3xf32>) -> (memref<98x98xf32>) {
  %O = memref.alloc() : memref<98x98xf32>
  affine.parallel (%x, %y) = (0, 0) to (98, 98) {
    %0 = affine.parallel (%kx, %ky) = (0, 0) to (3, 3) reduce ("addf") -> f32 {
      %1 = affine.load %D[%x + %kx, %y + %ky] : memref<100x100xf32>
      %2 = affine.load %K[%kx, %ky] : memref<3x3xf32>
      %3 = arith.mulf %1, %2 : f32
      affine.yield %3 : f32
    }
    affine.store %0, %O[%x, %y] : memref<98x98xf32>
  }
  return %O : memref<98x98xf32>
}

func.func private @f(index, index) -> ()

func.func @tiling(%N: index, %M: index) {
  affine.parallel (%ii, %jj) = (0, 0) to (%N, %M) step (32, 32) {
    affine.parallel (%i, %j) = (%ii, %jj)
                            to (min(%ii + 32, %N), min(%jj + 32, %M)) {
      func.call @f(%i, %j) : (index, index) -> ()
    }
  }
  return
}
