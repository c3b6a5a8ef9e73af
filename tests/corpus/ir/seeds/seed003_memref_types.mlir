// Seed 003 (MLIR language reference, early edition), section "Memref
// Type" (layout and index maps, strided memrefs, memory spaces). Today's
// syntax: affine_map<...> for bare maps, `floordiv` for the seed's `div`,
// integer memory spaces for the seed's `memspace0`, and
// `strided<[1, 64], offset: 33>` for `offset: 33 strides: [1, 64]`.
// The seed's #tiled_2d_128x256 uses `d0 mod 256` in its last result; it
// is kept as written. @index_map_alloc completes the seed's
// `alloc (%n)[%o] : <16x?xf32, #imapS>`.

// Identity index/layout map
#identity = affine_map<(d0, d1) -> (d0, d1)>
// Column major layout.
#col_major = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
// A 2-d tiled layout with tiles of size 128 x 256.
#tiled_2d_128x256 = affine_map<(d0, d1) -> (d0 floordiv 128, d1 floordiv 256, d0 mod 128, d0 mod 256)>
// A tiled data layout with non-constant tile sizes.
#tiled_dynamic = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1,
                             d0 mod s0, d1 mod s1)>
// A layout that yields a padding on two at either end of the minor dimension.
#padded = affine_map<(d0, d1) -> (d0, (d1 + 2) floordiv 2, (d1 + 2) mod 2)>
// Affine map with symbol 's0' used as offset for the first dimension.
#imapS = affine_map<(d0, d1) [s0] -> (d0 + s0, d1)>
// MxN matrix stored in row major layout in memory:
#layout_map_row_major = affine_map<(i, j) -> (i, j)>
// MxN matrix stored in column major layout in memory:
#layout_map_col_major = affine_map<(i, j) -> (j, i)>
// MxN matrix stored in a 2-d blocked/tiled layout with 64x64 tiles.
#layout_tiled = affine_map<(i, j) -> (i floordiv 64, j floordiv 64, i mod 64, j mod 64)>

func.func private @static_memrefs(
  // The dimension list "16x32" defines the following 2D index space:
  //   { (i, j) : 0 <= i < 16, 0 <= j < 32 }
  memref<16x32xf32, #identity, 0>,
  memref<f32>, memref<0 x f32>, memref<1 x 0 x f32>, memref<0 x 1 x f32>,
  memref<256x512xf32, #tiled_2d_128x256>,
  memref<64x64xf32, #layout_map_row_major>,
  memref<64x64xf32, #layout_map_col_major>,
  memref<128x128xf32, #layout_tiled>,
  // 42 x 16 f32 elements at offset 33 with strides 1 and 64 (column major).
  memref<42x16xf32, strided<[1, 64], offset: 33>>) -> ()

func.func @allocations(%M: index, %N: index, %B1: index, %B2: index, %n: index, %o: index) {
  // %N here binds to the size of the third dimension.
  %A = memref.alloc(%N) : memref<16x4x?xf32, #col_major, 0>
  // A 2-d dynamic shaped memref that also has a dynamically sized tiled
  // layout. %B1 and %B2 bind to the symbols s0, s1 of #tiled_dynamic.
  %T = memref.alloc(%M, %N) [%B1, %B2] : memref<?x?xf32, #tiled_dynamic>
  // A memref that has a two-element padding at either end.
  %P = memref.alloc() : memref<16x64xf32, #padded>
  // '%n' is bound to the dynamic second dimension of the memref type.
  // '%o' is bound to the symbol 's0' in the affine map of the memref type.
  %A2 = memref.alloc (%n)[%o] : memref<16x?xf32, #imapS>
  memref.dealloc %A2 : memref<16x?xf32, #imapS>
  memref.dealloc %P : memref<16x64xf32, #padded>
  memref.dealloc %T : memref<?x?xf32, #tiled_dynamic>
  memref.dealloc %A : memref<16x4x?xf32, #col_major, 0>
  return
}

// Section "Index": allocate and load with a 2-D index.
func.func @index_example(%i: index, %j: index) -> f32 {
  // Allocates a memref with 2D index space:
  //   { (i, j) : 0 <= i < 16, 0 <= j < 32 }
  %A = memref.alloc() : memref<16x32xf32, #identity, 0>
  // Loads data from memref '%A' using a 2D index: (%i, %j)
  %v = memref.load %A[%i, %j] : memref<16x32xf32, #identity, 0>
  memref.dealloc %A : memref<16x32xf32, #identity, 0>
  return %v : f32
}
