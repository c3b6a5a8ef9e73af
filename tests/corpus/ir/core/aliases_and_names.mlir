// Type and attribute aliases are resolved; affine maps and sets are re-aliased as #map, #mapN,
// #set in order of first use; SSA names are renumbered with mlir-opt's result-name hints.
!f = f32
!m = memref<8x8x!f, affine_map<(i, j) -> (j, i)>>
#tile = affine_map<(i) -> (i floordiv 4, i mod 4)>
#id = affine_map<(i, j) -> (i, j)>
func.func @names(%A: !m, %n: index) -> !f attributes {maps = [#tile, #id, #tile]} {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %again = arith.constant 0 : index
  %x = arith.constant 1.0 : !f
  %y = arith.constant 1.0 : !f
  %s = arith.addi %n, %one : index
  %t = arith.cmpi eq, %s, %again : index
  %z = arith.select %t, %x, %y : !f
  return %z : !f
}
