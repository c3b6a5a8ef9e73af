// Symbolic bounds and subscripts, affine.apply chains, affine.parallel, vector accesses.
#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @symbolic(%A: memref<?xf32>, %N: index, %M: index) {
  %cst = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to %N {
    %j = affine.apply #map(%i)[%M]
    affine.store %cst, %A[%j] : memref<?xf32>
    %v = affine.load %A[%i] : memref<?xf32>
  }
  return
}

func.func @parallel(%A: memref<64x64xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  affine.parallel (%i, %j) = (0, 0) to (32, 32) step (2, 1) {
    affine.store %cst, %A[%i, %j] : memref<64x64xf32>
    %v = affine.load %A[%i + 2, %j] : memref<64x64xf32>
  }
  return
}

func.func @vectors(%A: memref<64xf32>) {
  %v = arith.constant dense<1.000000e+00> : vector<4xf32>
  affine.for %i = 0 to 8 {
    affine.vector_store %v, %A[%i * 4] : memref<64xf32>, vector<4xf32>
    %w = affine.vector_load %A[%i * 4 + 2] : memref<64xf32>, vector<4xf32>
  }
  return
}
