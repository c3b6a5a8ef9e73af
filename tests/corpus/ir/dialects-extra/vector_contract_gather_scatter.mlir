// vector.contract (matmul, dot product into a scalar, integer kind), vector.gather,
// vector.scatter, vector.print: accepted by mlir-opt 22, printed by tessera as mlir-opt prints it.
func.func @contracts(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>, %x: vector<4xi32>, %y: vector<4xi32>, %s: i32) -> (vector<2x2xf32>, i32) {
  %r = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %d = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxsi>} %x, %y, %s : vector<4xi32>, vector<4xi32> into i32
  return %r, %d : vector<2x2xf32>, i32
}
func.func @gather_scatter(%A: memref<4x8xf32>, %iv: vector<4xi32>, %m: vector<4xi1>, %pt: vector<4xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  %g = vector.gather %A[%i, %c0] [%iv], %m, %pt : memref<4x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %A[%c0, %i] [%iv], %m, %g : memref<4x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}
func.func @prints(%v: vector<2x3xf32>, %i: index) {
  vector.print %v : vector<2x3xf32>
  vector.print %i : index punctuation <comma>
  vector.print punctuation <close>
  vector.print
  vector.print str "done\0A"
  return
}
