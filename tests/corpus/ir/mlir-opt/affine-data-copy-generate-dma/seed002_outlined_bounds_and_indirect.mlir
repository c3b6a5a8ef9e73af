#map = affine_map<(d0) -> (d0)>
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
    %alloc_1 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg1[%c0], %alloc[%c0], %alloc_1[%c0], %c100 : memref<100xindex>, memref<100xindex, 1>, memref<1xi32>
    affine.dma_wait %alloc_1[%c0], %c100 : memref<1xi32>
    affine.for %arg2 = 0 to 100 {
      %0 = affine.load %alloc[%arg2] : memref<100xindex, 1>
      func.call @indirect_body(%arg0, %0) : (memref<100xf32>, index) -> ()
    }
    memref.dealloc %alloc_1 : memref<1xi32>
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
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[symbol(%arg1)], %alloc[%c0_1], %alloc_3[%c0_1], %c1_0 : memref<100xf32>, memref<1xf32, 1>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_1], %c1_0 : memref<1xi32>
    %alloc_4 = memref.alloc() : memref<1xi32>
    %1 = affine.load %alloc[0] : memref<1xf32, 1>
    %2 = arith.addf %1, %cst : f32
    affine.store %2, %alloc[0] : memref<1xf32, 1>
    %3 = affine.apply #map(%arg1)
    affine.dma_start %alloc[%c0], %arg0[symbol(%arg1)], %alloc_4[%c0], %c1 : memref<1xf32, 1>, memref<100xf32>, memref<1xi32>
    affine.dma_wait %alloc_4[%c0], %c1 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc : memref<1xf32, 1>
    return
  }
}

