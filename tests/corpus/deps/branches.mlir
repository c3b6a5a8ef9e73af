// affine.if: an access in the else branch executes exactly where the condition fails.
#set = affine_set<(d0) : (d0 - 5 >= 0)>
func.func @else_branch(%A: memref<100xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 10 {
    affine.if #set(%i) {
      affine.store %cst, %A[%i] : memref<100xf32>
    } else {
      affine.store %cst, %A[%i + 1] : memref<100xf32>
    }
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}

func.func @mod_div(%A: memref<100xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 12 {
    affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) {
      affine.store %cst, %A[%i floordiv 2] : memref<100xf32>
    }
    %v = affine.load %A[%i ceildiv 3] : memref<100xf32>
  }
  return
}

// The then-condition never holds: every store runs in the else branch.
#never = affine_set<(d0) : (d0 - 20 >= 0)>
func.func @else_only(%A: memref<100xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 10 {
    affine.if #never(%i) {
      affine.store %cst, %A[%i] : memref<100xf32>
    } else {
      affine.store %cst, %A[%i + 1] : memref<100xf32>
    }
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}
