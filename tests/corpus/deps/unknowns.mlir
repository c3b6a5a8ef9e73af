// Constructs that cannot be analysed exactly: the report says "unknown (may depend)" with
// the reason instead of guessing.
func.func private @ext(memref<100xf32>)
func.func @escapes(%A: memref<100xf32>, %I: memref<10xindex>) {
  %cst = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 10 {
    affine.store %cst, %A[%i] : memref<100xf32>
    %k = affine.load %I[%i] : memref<10xindex>
    %v = memref.load %A[%k] : memref<100xf32>
    func.call @ext(%A) : (memref<100xf32>) -> ()
  }
  return
}
