// Seed 004 (linalg dialect), section "Property 2: Reversible Mappings
// Between Control and Data Structures": indexing maps (i, j) -> (j, i) and
// (i, j) -> (j) on a 2-D input and a 1-D output of vectors, and the loop
// nest whose bounds come from "inverting the map". The seed's payload is
// unspecified; here it accumulates the broadcast input into the output
// (so j is a parallel and i a reduction dimension).
#indexing_maps = [
  affine_map<(i, j) -> (j, i)>,
  affine_map<(i, j) -> (j)>
]

func.func @example(%A: memref<8x?xf32>, %B: memref<?xvector<4xf32>>) {
  linalg.generic {indexing_maps = #indexing_maps, iterator_types = ["reduction", "parallel"]}
      ins(%A : memref<8x?xf32>) outs(%B : memref<?xvector<4xf32>>) {
  ^bb0(%a: f32, %b: vector<4xf32>):
    %s = vector.broadcast %a : f32 to vector<4xf32>
    %c = arith.addf %s, %b : vector<4xf32>
    linalg.yield %c : vector<4xf32>
  }
  return
}

func.func @example_lowered(%A: memref<8x?xf32>, %B: memref<?xvector<4xf32>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // loop bounds determined from data sizes by "inverting the map"
  %J = memref.dim %A, %c0 : memref<8x?xf32>
  %I = memref.dim %A, %c1 : memref<8x?xf32>
  %J2 = memref.dim %B, %c0 : memref<?xvector<4xf32>>
  // iteration space is consistent with data + mapping inference
  %eq = arith.cmpi eq, %J, %J2 : index
  cf.assert %eq, "inconsistent sizes"
  affine.for %i = 0 to %I { // loop order is fully defined by indexing maps
    affine.for %j = 0 to %J { // arbitrary permutations are possible
      %a = affine.load %A[%j, %i] : memref<8x?xf32>
      %b = affine.load %B[%j] : memref<?xvector<4xf32>>
      %s = vector.broadcast %a : f32 to vector<4xf32>
      %c = arith.addf %s, %b : vector<4xf32>
      affine.store %c, %B[%j] : memref<?xvector<4xf32>>
    }
  }
  return
}
