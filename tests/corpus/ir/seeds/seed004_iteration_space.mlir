// Seed 004 (linalg dialect), section "Property 1: Input and Output
// Operands Define The Iteration Space": a generic over a memref of f32 and
// a memref of vector<4xf32>, and the loop nest it lowers to. Today's
// syntax: indexing_maps/iterator_types instead of args_in/args_out, ins/
// outs, and a concrete payload (broadcast-and-add) in place of the seed's
// unspecified "some_compute"; the lowering uses memref.dim, affine.for,
// affine.load/store, and cf.assert for the seed's `assert`.
#id = affine_map<(i) -> (i)>

func.func @example(%A: memref<?xf32>, %B: memref<?xvector<4xf32>>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%A : memref<?xf32>) outs(%B : memref<?xvector<4xf32>>) {
  ^bb0(%a: f32, %b: vector<4xf32>):
    %s = vector.broadcast %a : f32 to vector<4xf32>
    %c = arith.addf %s, %b : vector<4xf32>
    linalg.yield %c : vector<4xf32>
  }
  return
}

func.func @example_lowered(%A: memref<?xf32>, %B: memref<?xvector<4xf32>>) {
  %c0 = arith.constant 0 : index
  %M = memref.dim %A, %c0 : memref<?xf32>
  %N = memref.dim %B, %c0 : memref<?xvector<4xf32>>
  %eq = arith.cmpi eq, %M, %N : index // iteration space is consistent with data
  cf.assert %eq, "iteration space is inconsistent with data"
  affine.for %i = 0 to %M {
    %a = affine.load %A[%i] : memref<?xf32>
    %b = affine.load %B[%i] : memref<?xvector<4xf32>>
    // compute arg types match elemental tensor types
    %s = vector.broadcast %a : f32 to vector<4xf32>
    %c = arith.addf %s, %b : vector<4xf32>
    affine.store %c, %B[%i] : memref<?xvector<4xf32>>
  }
  return
}
