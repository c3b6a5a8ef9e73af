#map = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0, d1) -> (d0 + d1)>
#map3 = affine_map<(d0) -> (d0 + 2)>
#map4 = affine_map<(d0) -> (d0 + 3)>
#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 - 10 >= 0, -d1 + s0 - 9 >= 0)>
module {
  func.func private @S1(i32, index, index) -> i32
  func.func private @S2(i32, memref<10xi32>, index, index)
  func.func @reduced_domain_example(%arg0: memref<10xi32>, %arg1: i32, %arg2: index) {
    affine.for %arg3 = 0 to %arg2 {
      affine.for %arg4 = 0 to #map()[%arg2] step 4 {
        %0 = affine.apply #map1(%arg4)
        %1 = func.call @S1(%arg1, %arg3, %0) : (i32, index, index) -> i32
        affine.if #set(%arg3, %arg4)[%arg2] {
          %11 = affine.apply #map2(%arg3, %arg4)
          func.call @S2(%1, %arg0, %arg3, %11) : (i32, memref<10xi32>, index, index) -> ()
        }
        %2 = affine.apply #map1(%arg4)
        %3 = affine.apply #map1(%2)
        %4 = func.call @S1(%arg1, %arg3, %3) : (i32, index, index) -> i32
        affine.if #set(%arg3, %2)[%arg2] {
          %11 = affine.apply #map2(%arg3, %2)
          func.call @S2(%4, %arg0, %arg3, %11) : (i32, memref<10xi32>, index, index) -> ()
        }
        %5 = affine.apply #map3(%arg4)
        %6 = affine.apply #map1(%5)
        %7 = func.call @S1(%arg1, %arg3, %6) : (i32, index, index) -> i32
        affine.if #set(%arg3, %5)[%arg2] {
          %11 = affine.apply #map2(%arg3, %5)
          func.call @S2(%7, %arg0, %arg3, %11) : (i32, memref<10xi32>, index, index) -> ()
        }
        %8 = affine.apply #map4(%arg4)
        %9 = affine.apply #map1(%8)
        %10 = func.call @S1(%arg1, %arg3, %9) : (i32, index, index) -> i32
        affine.if #set(%arg3, %8)[%arg2] {
          %11 = affine.apply #map2(%arg3, %8)
          func.call @S2(%10, %arg0, %arg3, %11) : (i32, memref<10xi32>, index, index) -> ()
        }
      }
      affine.for %arg4 = #map()[%arg2] to %arg2 {
        %0 = affine.apply #map1(%arg4)
        %1 = func.call @S1(%arg1, %arg3, %0) : (i32, index, index) -> i32
        affine.if #set(%arg3, %arg4)[%arg2] {
          %2 = affine.apply #map2(%arg3, %arg4)
          func.call @S2(%1, %arg0, %arg3, %2) : (i32, memref<10xi32>, index, index) -> ()
        }
      }
    }
    return
  }
}

