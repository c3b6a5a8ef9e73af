#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
#map2 = affine_map<(d0) -> (d0 + 1)>
#map3 = affine_map<(d0, d1) -> (d0 + d1)>
#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 - 10 >= 0, -d1 + s0 - 9 >= 0)>
module {
  func.func private @S1(i32, index, index) -> i32
  func.func private @S2(i32, memref<10xi32>, index, index)
  func.func @reduced_domain_example(%arg0: memref<10xi32>, %arg1: i32, %arg2: index) {
    affine.for %arg3 = 0 to %arg2 step 4 {
      affine.for %arg4 = 0 to %arg2 step 4 {
        affine.for %arg5 = #map(%arg3) to min #map1(%arg3)[%arg2] {
          affine.for %arg6 = #map(%arg4) to min #map1(%arg4)[%arg2] {
            %0 = affine.apply #map2(%arg6)
            %1 = func.call @S1(%arg1, %arg5, %0) : (i32, index, index) -> i32
            affine.if #set(%arg5, %arg6)[%arg2] {
              %2 = affine.apply #map3(%arg5, %arg6)
              func.call @S2(%1, %arg0, %arg5, %2) : (i32, memref<10xi32>, index, index) -> ()
            }
          }
        }
      }
    }
    return
  }
}

