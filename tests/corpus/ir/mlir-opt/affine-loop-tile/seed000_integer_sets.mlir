#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 4)>
#set = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
module {
  func.func private @inside(index, index)
  func.func @integer_sets(%arg0: index, %arg1: index) {
    affine.for %arg2 = -2 to 102 step 4 {
      affine.for %arg3 = -2 to 102 step 4 {
        affine.for %arg4 = #map(%arg2) to #map1(%arg2) {
          affine.for %arg5 = #map(%arg3) to #map1(%arg3) {
            affine.if #set(%arg4, %arg5)[%arg0, %arg1] {
              func.call @inside(%arg4, %arg5) : (index, index) -> ()
            }
          }
        }
      }
    }
    return
  }
}

