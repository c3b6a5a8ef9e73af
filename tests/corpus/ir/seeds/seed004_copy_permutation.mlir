// Seed 004 (linalg dialect), section "linalg.copy": the copy with
// inputPermutation (i, j, k) -> (i, k, j) and outputPermutation
// (i, j, k) -> (k, j, i). linalg.copy no longer takes permutations; the
// same computation is a linalg.generic whose indexing maps are those
// permutations, followed by the seed's loop lowering (scf.for + memref
// load/store with the permuted subscripts).
func.func @copy_permuted(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k, j)>, affine_map<(i, j, k) -> (k, j, i)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%arg0 : memref<?x?x?xf32>) outs(%arg1 : memref<?x?x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

func.func @copy_permuted_loops(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.dim %arg0, %c0 : memref<?x?x?xf32>
  %1 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
  %2 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
  scf.for %i0 = %c0 to %0 step %c1 {
    scf.for %i1 = %c0 to %1 step %c1 {
      scf.for %i2 = %c0 to %2 step %c1 {
        %3 = memref.load %arg0[%i0, %i2, %i1] : memref<?x?x?xf32>
        memref.store %3, %arg1[%i2, %i1, %i0] : memref<?x?x?xf32>
      }
    }
  }
  return
}
