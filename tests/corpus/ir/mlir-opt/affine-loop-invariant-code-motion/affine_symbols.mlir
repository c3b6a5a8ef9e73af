#map = affine_map<()[s0] -> (s0 floordiv 2)>
#map1 = affine_map<(d0) -> (d0 floordiv 2)>
#map2 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
module {
  func.func @symbols(%arg0: memref<?x?xf32>, %arg1: memref<100xf32>, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = arith.addi %arg2, %arg3 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %1 = affine.apply #map()[%0]
    %c5 = arith.constant 5 : index
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    %2 = arith.addi %arg2, %arg3 : index
    affine.for %arg4 = 0 to %2 {
    }
    affine.for %arg4 = 0 to %dim {
      affine.for %arg5 = %c5 to %dim_0 {
        %5 = affine.load %arg0[%arg4, %arg5] : memref<?x?xf32>
        affine.store %5, %arg0[%arg4, %arg5 + symbol(%c5) - 5] : memref<?x?xf32>
      }
      %3 = affine.apply #map1(%arg4)
      %4 = affine.load %arg1[%3] : memref<100xf32>
      affine.store %4, %arg1[%3 + symbol(%1) mod 2] : memref<100xf32>
    }
    affine.for %arg4 = %1 to %0 {
    }
    return
  }
  func.func @nested_in_scf(%arg0: memref<?xf32>, %arg1: i1, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.if %arg1 {
      affine.for %arg3 = 0 to %arg2 {
        %0 = affine.load %arg0[%arg3] : memref<?xf32>
        %1 = arith.addf %0, %0 : f32
        affine.store %1, %arg0[%arg3] : memref<?xf32>
      }
    }
    scf.for %arg3 = %c0 to %arg2 step %c1 {
      affine.for %arg4 = 0 to %arg2 {
        %0 = affine.load %arg0[%arg4] : memref<?xf32>
        %1 = arith.mulf %0, %0 : f32
        affine.store %1, %arg0[%arg4] : memref<?xf32>
      }
    }
    return
  }
  func.func @layout_symbols(%arg0: index, %arg1: index) {
    %alloc = memref.alloc(%arg0)[%arg1] : memref<16x?xf32, #map2>
    %cst = arith.constant 0.000000e+00 : f32
    affine.for %arg2 = 0 to 16 {
      affine.for %arg3 = 0 to %arg0 {
        affine.store %cst, %alloc[%arg2, %arg3] : memref<16x?xf32, #map2>
      }
    }
    memref.dealloc %alloc : memref<16x?xf32, #map2>
    return
  }
}

