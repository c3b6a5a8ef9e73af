#map = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0) -> (d0 + 2)>
#map3 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func private @powi(index, index) -> index
  func.func @nonaffine_bounds(%arg0: index, %arg1: memref<?x?xf32>) {
    %c2 = arith.constant 2 : index
    affine.for %arg2 = 0 to %arg0 {
      affine.for %arg3 = 0 to #map()[%arg0] step 4 {
        %0 = func.call @powi(%c2, %arg3) : (index, index) -> index
        func.call @bounds_body(%arg1, %0, %arg0) : (memref<?x?xf32>, index, index) -> ()
        %1 = affine.apply #map1(%arg3)
        %2 = func.call @powi(%c2, %1) : (index, index) -> index
        func.call @bounds_body(%arg1, %2, %arg0) : (memref<?x?xf32>, index, index) -> ()
        %3 = affine.apply #map2(%arg3)
        %4 = func.call @powi(%c2, %3) : (index, index) -> index
        func.call @bounds_body(%arg1, %4, %arg0) : (memref<?x?xf32>, index, index) -> ()
        %5 = affine.apply #map3(%arg3)
        %6 = func.call @powi(%c2, %5) : (index, index) -> index
        func.call @bounds_body(%arg1, %6, %arg0) : (memref<?x?xf32>, index, index) -> ()
      }
      affine.for %arg3 = #map()[%arg0] to %arg0 {
        %0 = func.call @powi(%c2, %arg3) : (index, index) -> index
        func.call @bounds_body(%arg1, %0, %arg0) : (memref<?x?xf32>, index, index) -> ()
      }
    }
    return
  }
  func.func private @bounds_body(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg3 = 0 to %arg1 {
      affine.for %arg4 = 0 to #map()[%arg2] step 4 {
        affine.store %cst, %arg0[%arg3, %arg4] : memref<?x?xf32>
        %0 = affine.apply #map1(%arg4)
        affine.store %cst, %arg0[%arg3, %0] : memref<?x?xf32>
        %1 = affine.apply #map2(%arg4)
        affine.store %cst, %arg0[%arg3, %1] : memref<?x?xf32>
        %2 = affine.apply #map3(%arg4)
        affine.store %cst, %arg0[%arg3, %2] : memref<?x?xf32>
      }
      affine.for %arg4 = #map()[%arg2] to %arg2 {
        affine.store %cst, %arg0[%arg3, %arg4] : memref<?x?xf32>
      }
    }
    return
  }
  func.func @indirect(%arg0: memref<100xf32>, %arg1: memref<100xindex>) {
    affine.for %arg2 = 0 to 100 step 4 {
      %0 = affine.load %arg1[%arg2] : memref<100xindex>
      func.call @indirect_body(%arg0, %0) : (memref<100xf32>, index) -> ()
      %1 = affine.apply #map1(%arg2)
      %2 = affine.load %arg1[%1] : memref<100xindex>
      func.call @indirect_body(%arg0, %2) : (memref<100xf32>, index) -> ()
      %3 = affine.apply #map2(%arg2)
      %4 = affine.load %arg1[%3] : memref<100xindex>
      func.call @indirect_body(%arg0, %4) : (memref<100xf32>, index) -> ()
      %5 = affine.apply #map3(%arg2)
      %6 = affine.load %arg1[%5] : memref<100xindex>
      func.call @indirect_body(%arg0, %6) : (memref<100xf32>, index) -> ()
    }
    return
  }
  func.func private @indirect_body(%arg0: memref<100xf32>, %arg1: index) {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = affine.load %arg0[%arg1] : memref<100xf32>
    %1 = arith.addf %0, %cst : f32
    affine.store %1, %arg0[%arg1] : memref<100xf32>
    return
  }
}

