// affine.if: named and inline integer sets, equalities and inequalities,
// symbols, else branches, results yielded from both branches, nesting
// inside loops, and boundary handling for stencils.
#set_interior = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, d1 - 1 >= 0, s0 - d0 - 2 >= 0, s0 - d1 - 2 >= 0)>
#set_diag = affine_set<(d0, d1) : (d0 - d1 == 0)>
#set42 = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
#set_even = affine_set<(d0) : (d0 mod 2 == 0)>

func.func @diag_and_interior(%A: memref<?x?xf32>, %N: index) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to %N {
    affine.for %j = 0 to %N {
      affine.if #set_diag(%i, %j) {
        affine.store %one, %A[%i, %j] : memref<?x?xf32>
      } else {
        affine.if #set_interior(%i, %j)[%N] {
          %l = affine.load %A[%i - 1, %j] : memref<?x?xf32>
          %r = affine.load %A[%i + 1, %j] : memref<?x?xf32>
          %s = arith.addf %l, %r : f32
          affine.store %s, %A[%i, %j] : memref<?x?xf32>
        }
      }
    }
  }
  return
}

func.func @pad_edges(%I: memref<10x10xf32>) -> memref<12x12xf32> {
  %O = memref.alloc() : memref<12x12xf32>
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 12 {
      %v = affine.if affine_set<(d0, d1) : (d0 - 1 >= 0, d1 - 1 >= 0, 10 - d0 >= 0, 10 - d1 >= 0)>(%i, %j) -> f32 {
        %x = affine.load %I[%i - 1, %j - 1] : memref<10x10xf32>
        affine.yield %x : f32
      } else {
        %z = arith.constant 0.0 : f32
        affine.yield %z : f32
      }
      affine.store %v, %O[%i, %j] : memref<12x12xf32>
    }
  }
  return %O : memref<12x12xf32>
}

func.func @guarded(%A: memref<?x?xi32>, %M: index, %N: index) -> i32 {
  %zero = arith.constant 0 : i32
  %sum = affine.for %i = 0 to 100 iter_args(%acc = %zero) -> (i32) {
    %r:2 = affine.if #set42(%i, %i)[%M, %N] -> (i32, i32) {
      %v = affine.load %A[%i, %i] : memref<?x?xi32>
      affine.yield %v, %v : i32, i32
    } else {
      affine.yield %zero, %acc : i32, i32
    }
    %s = arith.addi %r#0, %r#1 : i32
    affine.yield %s : i32
  }
  return %sum : i32
}

func.func @parity(%A: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    affine.if #set_even(%i) {
      %v = affine.load %A[%i] : memref<64xf32>
      %d = arith.addf %v, %v : f32
      affine.store %d, %A[%i] : memref<64xf32>
    }
    affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) {
    }
  }
  return
}
