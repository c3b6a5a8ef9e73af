#map = affine_map<()[s0] -> ((s0 floordiv 2) * 2)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0, d1) -> (d0 + d1)>
#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 - 10 >= 0, -d1 + s0 - 9 >= 0)>
#set1 = affine_set<(d0, d1) : (d0 - 1 >= 0, d1 - 1 >= 0, -d0 + 10 >= 0, -d1 + 10 >= 0)>
module {
  func.func private @S1(i32, index, index) -> i32
  func.func private @S2(i32, memref<10xi32>, index, index)
  func.func @reduced_domain_example(%arg0: memref<10xi32>, %arg1: i32, %arg2: index) {
    affine.for %arg3 = 0 to #map()[%arg2] step 2 {
      affine.for %arg4 = 0 to %arg2 {
        %0 = affine.apply #map1(%arg4)
        %1 = func.call @S1(%arg1, %arg3, %0) : (i32, index, index) -> i32
        affine.if #set(%arg3, %arg4)[%arg2] {
          %5 = affine.apply #map2(%arg3, %arg4)
          func.call @S2(%1, %arg0, %arg3, %5) : (i32, memref<10xi32>, index, index) -> ()
        }
        %2 = affine.apply #map1(%arg3)
        %3 = affine.apply #map1(%arg4)
        %4 = func.call @S1(%arg1, %2, %3) : (i32, index, index) -> i32
        affine.if #set(%2, %arg4)[%arg2] {
          %5 = affine.apply #map2(%2, %arg4)
          func.call @S2(%4, %arg0, %2, %5) : (i32, memref<10xi32>, index, index) -> ()
        }
      }
    }
    affine.for %arg3 = #map()[%arg2] to %arg2 {
      affine.for %arg4 = 0 to %arg2 {
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
  func.func @pad_edges(%arg0: memref<10x10xf32>) -> memref<12x12xf32> {
    %alloc = memref.alloc() : memref<12x12xf32>
    affine.parallel (%arg1, %arg2) = (0, 0) to (12, 12) {
      %0 = affine.if #set1(%arg1, %arg2) -> f32 {
        %1 = affine.load %arg0[%arg1 - 1, %arg2 - 1] : memref<10x10xf32>
        affine.yield %1 : f32
      } else {
        %cst = arith.constant 0.000000e+00 : f32
        affine.yield %cst : f32
      }
      affine.store %0, %alloc[%arg1, %arg2] : memref<12x12xf32>
    }
    return %alloc : memref<12x12xf32>
  }
}

