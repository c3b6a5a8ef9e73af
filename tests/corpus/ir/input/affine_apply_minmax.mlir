// affine.apply, affine.min and affine.max: named and inline maps, dims and
// symbols, floordiv/ceildiv/mod, negative coefficients, constant results,
// chains of applies feeding symbols, and the semi-affine-free forms used
// by tiling.
#map10 = affine_map<(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)>
#map57 = affine_map<(d0)[s0] -> (s0 - d0 - 1)>
#tile_ub = affine_map<(d0)[s0] -> (d0 + 32, s0)>
#lb3 = affine_map<(d0, d1) -> (d0 - 2, d1 * 3, 0)>

func.func @applies(%s: index, %t: index, %n: index) -> (index, index, index, index, index, index) {
  %0 = affine.apply #map10(%s, %t)
  %1 = affine.apply affine_map<(i)[s0] -> (i + s0)>(%0)[%n]
  %2 = affine.apply #map57(%1)[%n]
  %3 = affine.apply affine_map<(d0, d1) -> (d0 * 4 - d1 * 3 + 7)>(%s, %t)
  %4 = affine.apply affine_map<(d0) -> (d0 ceildiv 4 + (d0 mod 4) * 2)>(%3)
  %5 = affine.apply affine_map<()[s0, s1] -> (s0 * 2 + s1 floordiv 3)>()[%n, %s]
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

func.func @constants_and_identity(%i: index) -> (index, index, index) {
  %0 = affine.apply affine_map<() -> (42)>()
  %1 = affine.apply affine_map<(d0) -> (d0)>(%i)
  %2 = affine.apply affine_map<(d0) -> (-d0 + 10)>(%i)
  return %0, %1, %2 : index, index, index
}

func.func @min_max(%i: index, %j: index, %n: index) -> (index, index, index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>(%i)[%n]
  %1 = affine.max affine_map<(d0) -> (1000, d0 + 512)>(%i)
  %2 = affine.min #tile_ub(%j)[%n]
  %3 = affine.max #lb3(%i, %j)
  return %0, %1, %2, %3 : index, index, index, index
}

// Hand-tiled copy whose intra-tile upper bound is a min of two results.
func.func @tiled_copy(%A: memref<?xf32>, %B: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %A, %c0 : memref<?xf32>
  affine.for %ii = 0 to %n step 32 {
    affine.for %i = affine_map<(d0) -> (d0)>(%ii) to min #tile_ub(%ii)[%n] {
      %v = affine.load %A[%i] : memref<?xf32>
      affine.store %v, %B[%i] : memref<?xf32>
    }
  }
  return
}
