// Seed 004 (linalg dialect), section "Property 4: The Compute Payload is
// Specified With a Region": pointwise addition of two 2-D memrefs into a
// third, and its lowering to loops. Today's payload block receives one
// argument per operand (including the output) and ends in linalg.yield
// rather than `return`; the lowering uses affine loops.
#indexing_maps = [
  affine_map<(i, j) -> (i, j)>,
  affine_map<(i, j) -> (i, j)>,
  affine_map<(i, j) -> (i, j)>
]
#attrs = {indexing_maps = #indexing_maps, iterator_types = ["parallel", "parallel"]}

func.func @example(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.generic #attrs ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c_in: f32):
    %c = arith.addf %a, %b : f32
    linalg.yield %c : f32
  }
  return
}

func.func @example_lowered(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %M = memref.dim %A, %c0 : memref<?x?xf32>
  %N = memref.dim %B, %c1 : memref<?x?xf32>
  affine.for %i = 0 to %M {
    affine.for %j = 0 to %N {
      %a = affine.load %A[%i, %j] : memref<?x?xf32>
      %b = affine.load %B[%i, %j] : memref<?x?xf32>
      %c = arith.addf %a, %b : f32
      affine.store %c, %C[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
