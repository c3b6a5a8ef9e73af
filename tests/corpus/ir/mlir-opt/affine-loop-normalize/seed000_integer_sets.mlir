#map = affine_map<(d0) -> (d0 - 2)>
#set = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
module {
  func.func private @inside(index, index)
  func.func @integer_sets(%arg0: index, %arg1: index) {
    affine.for %arg2 = 0 to 104 {
      %0 = affine.apply #map(%arg2)
      affine.for %arg3 = 0 to 104 {
        %1 = affine.apply #map(%arg3)
        affine.if #set(%0, %1)[%arg0, %arg1] {
          func.call @inside(%0, %1) : (index, index) -> ()
        }
      }
    }
    return
  }
}

