// Seed 002 (RFC: affine.execute_region), section "Examples / Example 1":
// a linear search in every row of a matrix; the non-affine control flow
// (early exit) lives in the blocks of an affine.execute_region, whose
// memref arguments %rA/%rS are bound to %A/%S.
// Inner ops are in today's syntax (arith.*, memref.dim, cf.br/cf.cond_br);
// the execute_region keeps the RFC's custom syntax and `return`.
// NOT accepted by mlir-opt 22 (affine.execute_region is not registered).
// mlir-opt 22: error: custom op 'affine.execute_region' is unknown
func.func @search(%A : memref<?x?xi32>, %S : memref<?xi32>, %key : i32) {
  %c0_outer = arith.constant 0 : index
  %ni = memref.dim %A, %c0_outer : memref<?x?xi32>
  %c1 = arith.constant 1 : index
  // This loop can be parallelized.
  affine.for %i = 0 to %ni {
    affine.execute_region [%rA, %rS] = (%A, %S) : memref<?x?xi32>, memref<?xi32> {
      %c0 = arith.constant 0 : index
      %nj = memref.dim %rA, %c1 : memref<?x?xi32>
      cf.br ^bb1(%c0 : index)

    ^bb1(%j: index):
      %p1 = arith.cmpi slt, %j, %nj : index
      cf.cond_br %p1, ^bb2(%j : index), ^bb5

    ^bb2(%j_arg : index):
      %v = affine.load %rA[%i, %j_arg] : memref<?x?xi32>
      %p2 = arith.cmpi eq, %v, %key : i32
      cf.cond_br %p2, ^bb3(%j_arg : index), ^bb4(%j_arg : index)

    ^bb3(%j_arg2: index):
      %j_int = arith.index_cast %j_arg2 : index to i32
      affine.store %j_int, %rS[%i] : memref<?xi32>
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
