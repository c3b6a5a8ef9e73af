// Steps > 1 with constant and non-constant lower bounds, max/min bounds.
func.func @step_const(%A: memref<100xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 20 step 4 {
    affine.store %cst, %A[%i] : memref<100xf32>
    %v = affine.load %A[%i + 2] : memref<100xf32>
    %w = affine.load %A[%i + 4] : memref<100xf32>
  }
  return
}

func.func @step_outer_lb(%A: memref<100xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 16 step 3 {
      affine.store %cst, %A[%j] : memref<100xf32>
      %v = affine.load %A[%j + 1] : memref<100xf32>
    }
  }
  return
}

func.func @max_min(%A: memref<100xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = max affine_map<(d0) -> (0, d0 - 2)>(%i) to min affine_map<(d0) -> (8, d0 + 3)>(%i) step 2 {
      affine.store %cst, %A[%i + %j] : memref<100xf32>
      %v = affine.load %A[%i + %j + 1] : memref<100xf32>
    }
  }
  return
}
