// affine.parallel: one- and multi-dimensional bands, constant and symbolic
// bounds, bound groups combined with max/min, steps, and the reduction
// kinds that mlir-opt 22 accepts and lowers, including nested reducing
// bands (see also affine_parallel_unlowerable.mlir).
func.func @conv_2d(%D: memref<100x100xf32>, %K: memref<3x3xf32>) -> memref<98x98xf32> {
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

func.func @tiled(%N: index, %M: index) {
  affine.parallel (%ii, %jj) = (0, 0) to (symbol(%N), symbol(%M)) step (32, 32) {
    affine.parallel (%i, %j) = (%ii, %jj) to (min(%ii + 32, symbol(%N)), min(%jj + 32, symbol(%M))) {
      func.call @f(%i, %j) : (index, index) -> ()
    }
  }
  return
}

func.func @bound_groups(%N: index, %M: index) {
  affine.parallel (%i, %j, %k) = (max(0, symbol(%N) - 10), 2, max(1, symbol(%M) floordiv 2, 3))
      to (min(symbol(%N), 100), symbol(%M) * 2, 64) step (1, 2, 4) {
    func.call @f(%i, %k) : (index, index) -> ()
  }
  return
}

func.func @reductions(%A: memref<128xf32>, %B: memref<128xi32>) -> (f32, f32, f32, f32, i32, i32, i32, i32) {
  %r:4 = affine.parallel (%i) = (0) to (128) reduce ("addf", "mulf", "maximumf", "minimumf") -> (f32, f32, f32, f32) {
    %v = affine.load %A[%i] : memref<128xf32>
    affine.yield %v, %v, %v, %v : f32, f32, f32, f32
  }
  %s:4 = affine.parallel (%i) = (0) to (128) reduce ("addi", "muli", "andi", "ori") -> (i32, i32, i32, i32) {
    %v = affine.load %B[%i] : memref<128xi32>
    affine.yield %v, %v, %v, %v : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3, %s#0, %s#1, %s#2, %s#3 : f32, f32, f32, f32, i32, i32, i32, i32
}

func.func @matmul_parallel(%A: memref<64x32xf32>, %B: memref<32x16xf32>, %C: memref<64x16xf32>) {
  affine.parallel (%i, %j) = (0, 0) to (64, 16) {
    %acc = affine.parallel (%k) = (0) to (32) reduce ("addf") -> (f32) {
      %a = affine.load %A[%i, %k] : memref<64x32xf32>
      %b = affine.load %B[%k, %j] : memref<32x16xf32>
      %p = arith.mulf %a, %b : f32
      affine.yield %p : f32
    }
    affine.store %acc, %C[%i, %j] : memref<64x16xf32>
  }
  return
}
