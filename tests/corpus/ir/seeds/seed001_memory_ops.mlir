// Seed 001 (affine dialect reference, current edition),
// sections "affine.load", "affine.store", "affine.vector_load",
// "affine.vector_store" and "affine.prefetch": every example, in loops
// whose bounds keep the subscripts in bounds.

func.func @load_store(%0: memref<100x100xf32>, %n: index, %m: index) {
  affine.for %i0 = 0 to 90 {
    affine.for %i1 = 0 to 90 {
      %1 = affine.load %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>
      %2 = affine.load %0[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>
      %v0 = arith.mulf %1, %2 : f32
      affine.store %v0, %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>
      affine.store %v0, %0[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>
    }
  }
  return
}

func.func @vector_load_store(%0: memref<100x100xf32>, %n: index, %m: index) {
  affine.for %i0 = 0 to 90 {
    affine.for %i1 = 0 to 80 {
      // Example 1: 8-wide f32 vector load.
      %1 = affine.vector_load %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>, vector<8xf32>
      // Example 2: 4-wide f32 vector load. Uses symbol keyword for symbols %n and %m.
      %2 = affine.vector_load %0[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>, vector<4xf32>
      // Example 3: 2-dim f32 vector load.
      %3 = affine.vector_load %0[%i0, %i1] : memref<100x100xf32>, vector<2x8xf32>
      affine.vector_store %1, %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>, vector<8xf32>
      affine.vector_store %2, %0[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>, vector<4xf32>
      affine.vector_store %3, %0[%i0, %i1] : memref<100x100xf32>, vector<2x8xf32>
    }
  }
  return
}

func.func @prefetch(%0: memref<400x400xi32>) {
  affine.for %i = 0 to 400 {
    affine.for %j = 0 to 395 {
      affine.prefetch %0[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
    }
  }
  return
}
