// Seed 001 (affine dialect reference, current edition),
// section "affine.if (affine::AffineIfOp)": the reduced-domain example and
// the "explicit yield (initialization with edge padding)" example. The
// seed's pad_edges has several errors (a type missing its `>`, `alloc`
// without parentheses, a plain `load`, `affine.yield %2` without a type,
// the if result stored with reduction syntax); this is the intended
// program in today's syntax.

#set = affine_set<(d0, d1)[s0]: (d0 - 10 >= 0, s0 - d0 - 9 >= 0,
                                 d1 - 10 >= 0, s0 - d1 - 9 >= 0)>
#map42 = affine_map<(d0) -> (d0 + 1)>
#map43 = affine_map<(d0, d1) -> (d0 + d1)>
#interior = affine_set<(i, j) : (i - 1 >= 0, j - 1 >= 0,  10 - i >= 0, 10 - j >= 0)>

func.func private @S1(i32, index, index) -> i32
func.func private @S2(i32, memref<10xi32>, index, index) -> ()

func.func @reduced_domain_example(%A: memref<10xi32>, %X: i32, %N: index) {
  affine.for %i = 0 to %N {
     affine.for %j = 0 to %N {
       %0 = affine.apply #map42(%j)
       %tmp = func.call @S1(%X, %i, %0) : (i32, index, index) -> i32
       affine.if #set(%i, %j)[%N] {
          %1 = affine.apply #map43(%i, %j)
          func.call @S2(%tmp, %A, %i, %1) : (i32, memref<10xi32>, index, index) -> ()
       }
     }
  }
  return
}

func.func @pad_edges(%I : memref<10x10xf32>) -> (memref<12x12xf32>) {
  %O = memref.alloc() : memref<12x12xf32>
  affine.parallel (%i, %j) = (0, 0) to (12, 12) {
    %1 = affine.if #interior (%i, %j) -> f32 {
      %2 = affine.load %I[%i - 1, %j - 1] : memref<10x10xf32>
      affine.yield %2 : f32
    } else {
      %2 = arith.constant 0.0 : f32
      affine.yield %2 : f32
    }
    affine.store %1, %O[%i, %j] : memref<12x12xf32>
  }
  return %O : memref<12x12xf32>
}
