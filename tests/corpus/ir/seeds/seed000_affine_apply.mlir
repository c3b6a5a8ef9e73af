// Seed 000 (affine dialect reference, older edition),
// section "Operations / 'affine.apply' operation".
// The named map #map10 and the inline example; the seed's `(i)[s0] ->
// (i+s0)` uses the dimension name `i`, which today's parser still accepts.

#map10 = affine_map<(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)>

func.func @affine_apply(%s: index, %t: index, %42: index, %n: index) -> (index, index) {
  %1 = affine.apply #map10 (%s, %t)
  // Inline example.
  %2 = affine.apply affine_map<(i)[s0] -> (i+s0)> (%42)[%n]
  return %1, %2 : index, index
}
