// Integer-exactness cases: parity (A[2i] vs A[2i+1]), A[i] vs A[3 - i], and a coupled pair
// whose rational relaxation is non-empty but has no integer point.
func.func @parity(%A: memref<100xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 10 {
    affine.store %cst, %A[%i * 2] : memref<100xf32>
    %v = affine.load %A[%i * 2 + 1] : memref<100xf32>
  }
  return
}

func.func @reverse(%A: memref<100xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 10 {
    affine.store %cst, %A[%i * 2] : memref<100xf32>
    %v = affine.load %A[-%i * 2 + 3] : memref<100xf32>
  }
  return
}

func.func @coupled(%B: memref<100x100xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.store %cst, %B[%i * 3 + %j * 3, %j] : memref<100x100xf32>
      %v = affine.load %B[%i * 3 + %j * 3 + 1, %j + 1] : memref<100x100xf32>
    }
  }
  return
}
