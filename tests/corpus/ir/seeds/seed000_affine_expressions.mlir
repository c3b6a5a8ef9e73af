// Seed 000 (affine dialect reference, older edition),
// sections "Affine Expressions" (the Context paragraph's examples of
// affine functions of (i, j)) and "Semi-affine maps" (multiplication,
// floordiv, ceildiv and mod by symbols, allowed in layout maps).

// (i+j+1, j), (i mod 2, j+i), (j, i/4, i mod 4), (2i+1, j)
#ex1 = affine_map<(i, j) -> (i + j + 1, j)>
#ex2 = affine_map<(i, j) -> (i mod 2, j + i)>
#ex3 = affine_map<(i, j) -> (j, i floordiv 4, i mod 4)>
#ex4 = affine_map<(i, j) -> (2 * i + 1, j)>
// Precedence: negation binds tighter than mod/*, which bind tighter than
// + and -; all operators associate left to right.
#prec = affine_map<(d0, d1) -> (-d0 + d1 * 3 mod 5, d0 - d1 - 2, (d0 + d1) floordiv 2 ceildiv 3)>
// Semi-affine: symbols as multipliers and divisors.
#semi = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1, d1 floordiv s1, d0 mod s0, d1 ceildiv s1)>
#tiled_dynamic = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>

func.func @expressions(%i: index, %j: index) -> (index, index, index, index, index) {
  %0 = affine.apply affine_map<(i, j) -> (i + j + 1)>(%i, %j)
  %1 = affine.apply affine_map<(i, j) -> (i mod 2)>(%i, %j)
  %2 = affine.apply affine_map<(i, j) -> (i floordiv 4)>(%i, %j)
  %3 = affine.apply affine_map<(i, j) -> (2 * i + 1)>(%i, %j)
  %4 = affine.apply affine_map<(d0, d1) -> (-d0 + d1 * 3 mod 5)>(%i, %j)
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

func.func @semi_affine_layout(%m: index, %n: index, %b0: index, %b1: index) {
  %t = memref.alloc(%m, %n)[%b0, %b1] : memref<?x?xf32, #tiled_dynamic>
  memref.dealloc %t : memref<?x?xf32, #tiled_dynamic>
  return
}

func.func private @maps() attributes {maps = [#ex1, #ex2, #ex3, #ex4, #prec, #semi]}
