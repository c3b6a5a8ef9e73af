// Seed 002 (RFC: affine.execute_region), section "Examples / Example 1",
// in the form the RFC says MLIR needs without affine.execute_region: the
// region body outlined into a function (a function is an affine scope, so
// %j_arg, a block argument at the function's top level, is a valid dim).
// Accepted by mlir-opt 22; the execute_region form is in
// tests/corpus/ir/execute-region/seed002_example1_search.mlir.
func.func @search(%A : memref<?x?xi32>, %S : memref<?xi32>, %key : i32) {
  %c0 = arith.constant 0 : index
  %ni = memref.dim %A, %c0 : memref<?x?xi32>
  // This loop can be parallelized.
  affine.for %i = 0 to %ni {
    func.call @search_body(%A, %S, %key, %i) : (memref<?x?xi32>, memref<?xi32>, i32, index) -> ()
  }
  return
}

func.func private @search_body(%rA : memref<?x?xi32>, %rS : memref<?xi32>, %key : i32, %i : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
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
