// affine.load / affine.store / affine.vector_load / affine.vector_store /
// affine.prefetch: multi-dimensional subscripts with constants, symbols
// (explicit `symbol(...)` and top-level values), floordiv/mod, rank-0
// memrefs, memory spaces, and all prefetch flavours.
func.func @subscripts(%A: memref<100x100xf32>, %n: index, %m: index) {
  affine.for %i0 = 0 to 90 {
    affine.for %i1 = 0 to 90 {
      %1 = affine.load %A[%i0 + 3, %i1 + 7] : memref<100x100xf32>
      %2 = affine.load %A[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>
      %3 = affine.load %A[%i0 floordiv 2 + %i1 mod 4, 2 * %i1 - %i0 + 5] : memref<100x100xf32>
      %4 = affine.load %A[%n, %m] : memref<100x100xf32>
      %s = arith.addf %1, %2 : f32
      %t = arith.addf %3, %4 : f32
      %u = arith.addf %s, %t : f32
      affine.store %u, %A[%i0 + 3, %i1 + 7] : memref<100x100xf32>
      affine.store %u, %A[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>
      affine.store %u, %A[0, 99] : memref<100x100xf32>
    }
  }
  return
}

func.func @scalars(%S: memref<f64>, %T: memref<1xf64>, %U: memref<4xi32, 2>) -> f64 {
  %v = affine.load %S[] : memref<f64>
  %w = affine.load %T[0] : memref<1xf64>
  %s = arith.addf %v, %w : f64
  affine.store %s, %S[] : memref<f64>
  affine.store %s, %T[0] : memref<1xf64>
  affine.for %i = 0 to 4 {
    %x = affine.load %U[%i] : memref<4xi32, 2>
    %y = arith.addi %x, %x : i32
    affine.store %y, %U[3 - %i] : memref<4xi32, 2>
  }
  return %s : f64
}

func.func @vectors(%A: memref<100x100xf32>, %n: index, %m: index) {
  affine.for %i0 = 0 to 90 {
    affine.for %i1 = 0 to 88 step 8 {
      %1 = affine.vector_load %A[%i0 + 3, %i1 + 7] : memref<100x100xf32>, vector<8xf32>
      %2 = affine.vector_load %A[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>, vector<4xf32>
      %3 = affine.vector_load %A[%i0, %i1] : memref<100x100xf32>, vector<2x8xf32>
      %d = arith.addf %1, %1 : vector<8xf32>
      affine.vector_store %d, %A[%i0 + 3, %i1 + 7] : memref<100x100xf32>, vector<8xf32>
      affine.vector_store %2, %A[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>, vector<4xf32>
      affine.vector_store %3, %A[%i0, %i1] : memref<100x100xf32>, vector<2x8xf32>
    }
  }
  return
}

func.func @prefetches(%A: memref<400x400xi32>, %B: memref<1024xf32>) {
  affine.for %i = 0 to 400 {
    affine.for %j = 0 to 395 {
      affine.prefetch %A[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
      affine.prefetch %A[%i, %j], write, locality<0>, data : memref<400x400xi32>
      affine.prefetch %A[%j, %i], read, locality<1>, instr : memref<400x400xi32>
      affine.prefetch %B[%i * 2 + %j floordiv 4], write, locality<2>, instr : memref<1024xf32>
      %v = affine.load %A[%i, %j] : memref<400x400xi32>
      affine.store %v, %A[%i, %j + 5] : memref<400x400xi32>
    }
  }
  return
}
