#set = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
module {
  func.func private @inside(index, index)
  func.func @integer_sets(%arg0: index, %arg1: index) {
    affine.for %arg2 = -2 to 102 {
      affine.for %arg3 = -2 to 102 {
        affine.if #set(%arg2, %arg3)[%arg0, %arg1] {
          func.call @inside(%arg2, %arg3) : (index, index) -> ()
        }
      }
    }
    return
  }
}

