// Seed 001 (affine dialect reference, current edition),
// sections "affine.min", "affine.max" and "affine.delinearize_index". The
// seed's max example writes a bare map and a trailing type
// (`affine.max (d0) -> (1000, d0 + 512) (%i0) : index`); today it is an
// affine_map attribute without the type. The delinearize example's
// equivalent affine.apply form is included after it.

#map0 = affine_map<()[s0] -> (s0 floordiv 50176)>
#map1 = affine_map<()[s0] -> ((s0 mod 50176) floordiv 224)>
#map2 = affine_map<()[s0] -> (s0 mod 224)>

func.func @min_max(%arg0: index, %arg1: index, %i0: index) -> (index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)> (%arg0)[%arg1]
  %1 = affine.max affine_map<(d0) -> (1000, d0 + 512)> (%i0)
  return %0, %1 : index, index
}

func.func @delinearize(%linear_index: index) -> (index, index, index, index, index, index) {
  %c16 = arith.constant 16 : index
  %c224 = arith.constant 224 : index
  %indices:3 = affine.delinearize_index %linear_index into (%c16, %c224, %c224) : index, index, index
  %indices_0 = affine.apply #map0()[%linear_index]
  %indices_1 = affine.apply #map1()[%linear_index]
  %indices_2 = affine.apply #map2()[%linear_index]
  return %indices#0, %indices#1, %indices#2, %indices_0, %indices_1, %indices_2
      : index, index, index, index, index, index
}
