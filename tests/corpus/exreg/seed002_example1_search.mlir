// Seed 002, Example 1 in today's syntax with static shapes: a linear search in every row of
// a matrix; the early exit is unstructured control flow (cf.br / cf.cond_br) in the blocks of
// an affine.execute_region inside an affine.for. The key is a value of the matrix's range.
func.func @search(%A : memref<8x8xi32>, %S : memref<8xi32>) {
  %key0 = arith.constant 3 : i32
  %mask = arith.constant 7 : i32
  %c0_outer = arith.constant 0 : index
  %ni = memref.dim %A, %c0_outer : memref<8x8xi32>
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to 8 {
    affine.store %key0, %S[%i] : memref<8xi32>
  }
  // This loop can be parallelized.
  affine.for %i = 0 to %ni {
    affine.execute_region [%rA, %rS] = (%A, %S) : memref<8x8xi32>, memref<8xi32> {
      %c0 = arith.constant 0 : index
      %nj = memref.dim %rA, %c1 : memref<8x8xi32>
      cf.br ^bb1(%c0 : index)

    ^bb1(%j: index):
      %p1 = arith.cmpi slt, %j, %nj : index
      cf.cond_br %p1, ^bb2(%j : index), ^bb5

    ^bb2(%j_arg : index):
      %v0 = affine.load %rA[%i, %j_arg] : memref<8x8xi32>
      %v = arith.andi %v0, %mask : i32
      %p2 = arith.cmpi eq, %v, %key0 : i32
      cf.cond_br %p2, ^bb3(%j_arg : index), ^bb4(%j_arg : index)

    ^bb3(%j_arg2: index):
      %j_int = arith.index_cast %j_arg2 : index to i32
      affine.store %j_int, %rS[%i] : memref<8xi32>
      cf.br ^bb5

    ^bb4(%j_arg3 : index):
      %jinc = arith.addi %j_arg3, %c1 : index
      cf.br ^bb1(%jinc : index)

    ^bb5:
      return
    }
  }
  return
}
