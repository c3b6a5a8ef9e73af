#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<()[s0] -> (s0)>
module {
  func.func private @powi(index, index) -> index
  func.func @nonaffine_bounds(%arg0: index, %arg1: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    affine.for %arg2 = 0 to %arg0 {
      affine.for %arg3 = 0 to %arg0 {
        %0 = func.call @powi(%c2, %arg3) : (index, index) -> index
        func.call @bounds_body(%arg1, %0, %arg0) : (memref<?x?xf32>, index, index) -> ()
      }
    }
    return
  }
  func.func private @bounds_body(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg3 = 0 to %arg1 {
      affine.for %arg4 = 0 to %arg2 {
        affine.store %cst, %arg0[%arg3, %arg4] : memref<?x?xf32>
      }
    }
    return
  }
  func.func @indirect(%arg0: memref<100xf32>, %arg1: memref<100xindex>) {
    %c100 = arith.constant 100 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<100xindex, 1>
    affine.for %arg2 = 0 to 100 {
      %0 = affine.load %arg1[%arg2] : memref<100xindex>
      affine.store %0, %alloc[%arg2] : memref<100xindex, 1>
    }
    affine.for %arg2 = 0 to 100 {
      %0 = affine.load %alloc[%arg2] : memref<100xindex, 1>
      func.call @indirect_body(%arg0, %0) : (memref<100xf32>, index) -> ()
    }
    memref.dealloc %alloc : memref<100xindex, 1>
    return
  }
  func.func private @indirect_body(%arg0: memref<100xf32>, %arg1: index) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %cst = arith.constant 1.000000e+00 : f32
    %0 = affine.apply #map(%arg1)
    %alloc = memref.alloc() : memref<1xf32, 1>
    %1 = affine.apply #map1()[%arg1]
    %2 = affine.load %arg0[symbol(%arg1)] : memref<100xf32>
    affine.store %2, %alloc[0] : memref<1xf32, 1>
    %3 = affine.load %alloc[0] : memref<1xf32, 1>
    %4 = arith.addf %3, %cst : f32
    affine.store %4, %alloc[0] : memref<1xf32, 1>
    %5 = affine.apply #map(%arg1)
    %6 = affine.apply #map1()[%arg1]
    %7 = affine.load %alloc[0] : memref<1xf32, 1>
    affine.store %7, %arg0[symbol(%arg1)] : memref<100xf32>
    memref.dealloc %alloc : memref<1xf32, 1>
    return
  }
}

