// Seed 000 (affine dialect reference, older edition),
// section "Operations / 'affine.if' operation" (reduced_domain_example).
// The seed leaves #map42/#map43 and @S1/@S2 undefined and gives untyped
// arguments; here they are defined (#map42 shifts by one, #map43 adds the
// two indices) and %N is an index so it can bind the loop bounds and the
// set's symbol.

#set = affine_set<(d0, d1)[s0]: (d0 - 10 >= 0, s0 - d0 - 9 >= 0,
                                 d1 - 10 >= 0, s0 - d1 - 9 >= 0)>
#map42 = affine_map<(d0) -> (d0 + 1)>
#map43 = affine_map<(d0, d1) -> (d0 + d1)>

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
