#map = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
module {
  func.func @copy_permuted(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>) {
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : memref<?x?x?xf32>) outs(%arg1 : memref<?x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    return
  }
  func.func @copy_permuted_loops(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
    %dim_0 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
    %dim_1 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
    scf.for %arg2 = %c0 to %dim step %c1 {
      scf.for %arg3 = %c0 to %dim_0 step %c1 {
        scf.for %arg4 = %c0 to %dim_1 step %c1 {
          %0 = memref.load %arg0[%arg2, %arg4, %arg3] : memref<?x?x?xf32>
          memref.store %0, %arg1[%arg4, %arg3, %arg2] : memref<?x?x?xf32>
        }
      }
    }
    return
  }
}

