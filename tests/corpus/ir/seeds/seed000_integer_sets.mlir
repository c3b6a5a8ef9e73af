// Seed 000 (affine dialect reference, older edition),
// section "Integer Sets".
// #set42 guarding a region inside a loop nest over %M x %N.

// A example two-dimensional integer set with two symbols.
#set42 = affine_set<(d0, d1)[s0, s1]
   : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>

func.func private @inside(index, index) -> ()

func.func @integer_sets(%M: index, %N: index) {
  affine.for %i = -2 to 102 {
    affine.for %j = -2 to 102 {
      // Inside a Region
      affine.if #set42(%i, %j)[%M, %N] {
        func.call @inside(%i, %j) : (index, index) -> ()
      }
    }
  }
  return
}
