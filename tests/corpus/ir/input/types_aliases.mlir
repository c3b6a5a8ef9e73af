// Type aliases `!name = type`, used in signatures, op types and other
// aliases; attribute aliases naming affine maps used by the aliased types.
#transpose = affine_map<(d0, d1) -> (d1, d0)>
!f32vec = vector<4xf32>
!avx_m128 = vector<4xf32>
!matrix = memref<16x16xf32>
!matrix_t = memref<16x16xf32, #transpose>
!dyn = memref<?x?xf64, strided<[?, 1], offset: ?>>
!tensor_t = tensor<?x8xf32>
!pair = tuple<!f32vec, !matrix>
!callback = (index, !f32vec) -> !f32vec
!cplx = complex<f64>

func.func private @apply(!callback, index, !f32vec) -> !f32vec
func.func private @use_pair(!pair) -> ()
func.func private @use_dyn(!dyn, !tensor_t) -> !cplx

func.func @axpy(%a: !avx_m128, %x: !avx_m128, %y: !f32vec) -> !f32vec {
  %p = arith.mulf %a, %x : !avx_m128
  %s = arith.addf %p, %y : !f32vec
  return %s : !f32vec
}

func.func @copy_transposed(%src: !matrix, %dst: !matrix_t) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %v = affine.load %src[%i, %j] : !matrix
      affine.store %v, %dst[%i, %j] : !matrix_t
    }
  }
  return
}

func.func @alloc_alias() -> !matrix {
  %m = memref.alloc() : !matrix
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%m : !matrix)
  return %m : !matrix
}
