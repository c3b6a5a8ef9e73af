#map = affine_map<()[s0] -> (s0 floordiv 2)>
#map1 = affine_map<()[s0] -> (((s0 - 5) floordiv 4) * 4 + 5)>
#map2 = affine_map<(d0) -> (d0 + 1)>
#map3 = affine_map<(d0) -> (d0 + 2)>
#map4 = affine_map<(d0) -> (d0 + 3)>
#map5 = affine_map<(d0) -> (d0 floordiv 2)>
#map6 = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
#map7 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
module {
  func.func @symbols(%arg0: memref<?x?xf32>, %arg1: memref<100xf32>, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = arith.addi %arg2, %arg3 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %1 = affine.apply #map()[%0]
    affine.for %arg4 = 0 to %dim {
      %c5 = arith.constant 5 : index
      %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
      affine.for %arg5 = %c5 to #map1()[%dim_0] step 4 {
        %5 = affine.load %arg0[%arg4, %arg5] : memref<?x?xf32>
        affine.store %5, %arg0[%arg4, %arg5 + symbol(%c5) - 5] : memref<?x?xf32>
        %6 = affine.apply #map2(%arg5)
        %7 = affine.load %arg0[%arg4, %6] : memref<?x?xf32>
        affine.store %7, %arg0[%arg4, %6 + symbol(%c5) - 5] : memref<?x?xf32>
        %8 = affine.apply #map3(%arg5)
        %9 = affine.load %arg0[%arg4, %8] : memref<?x?xf32>
        affine.store %9, %arg0[%arg4, %8 + symbol(%c5) - 5] : memref<?x?xf32>
        %10 = affine.apply #map4(%arg5)
        %11 = affine.load %arg0[%arg4, %10] : memref<?x?xf32>
        affine.store %11, %arg0[%arg4, %10 + symbol(%c5) - 5] : memref<?x?xf32>
      }
      affine.for %arg5 = #map1()[%dim_0] to %dim_0 {
        %5 = affine.load %arg0[%arg4, %arg5] : memref<?x?xf32>
        affine.store %5, %arg0[%arg4, %arg5 + symbol(%c5) - 5] : memref<?x?xf32>
      }
      %2 = affine.apply #map5(%arg4)
      %3 = affine.load %arg1[%2] : memref<100xf32>
      affine.store %3, %arg1[%2 + symbol(%1) mod 2] : memref<100xf32>
      %4 = arith.addi %arg2, %arg3 : index
      affine.for %arg5 = 0 to %4 {
      }
    }
    affine.for %arg4 = %1 to %0 {
    }
    return
  }
  func.func @nested_in_scf(%arg0: memref<?xf32>, %arg1: i1, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.if %arg1 {
      affine.for %arg3 = 0 to #map6()[%arg2] step 4 {
        %0 = affine.load %arg0[%arg3] : memref<?xf32>
        %1 = arith.addf %0, %0 : f32
        affine.store %1, %arg0[%arg3] : memref<?xf32>
        %2 = affine.apply #map2(%arg3)
        %3 = affine.load %arg0[%2] : memref<?xf32>
        %4 = arith.addf %3, %3 : f32
        affine.store %4, %arg0[%2] : memref<?xf32>
        %5 = affine.apply #map3(%arg3)
        %6 = affine.load %arg0[%5] : memref<?xf32>
        %7 = arith.addf %6, %6 : f32
        affine.store %7, %arg0[%5] : memref<?xf32>
        %8 = affine.apply #map4(%arg3)
        %9 = affine.load %arg0[%8] : memref<?xf32>
        %10 = arith.addf %9, %9 : f32
        affine.store %10, %arg0[%8] : memref<?xf32>
      }
      affine.for %arg3 = #map6()[%arg2] to %arg2 {
        %0 = affine.load %arg0[%arg3] : memref<?xf32>
        %1 = arith.addf %0, %0 : f32
        affine.store %1, %arg0[%arg3] : memref<?xf32>
      }
    }
    scf.for %arg3 = %c0 to %arg2 step %c1 {
      affine.for %arg4 = 0 to #map6()[%arg2] step 4 {
        %0 = affine.load %arg0[%arg4] : memref<?xf32>
        %1 = arith.mulf %0, %0 : f32
        affine.store %1, %arg0[%arg4] : memref<?xf32>
        %2 = affine.apply #map2(%arg4)
        %3 = affine.load %arg0[%2] : memref<?xf32>
        %4 = arith.mulf %3, %3 : f32
        affine.store %4, %arg0[%2] : memref<?xf32>
        %5 = affine.apply #map3(%arg4)
        %6 = affine.load %arg0[%5] : memref<?xf32>
        %7 = arith.mulf %6, %6 : f32
        affine.store %7, %arg0[%5] : memref<?xf32>
        %8 = affine.apply #map4(%arg4)
        %9 = affine.load %arg0[%8] : memref<?xf32>
        %10 = arith.mulf %9, %9 : f32
        affine.store %10, %arg0[%8] : memref<?xf32>
      }
      affine.for %arg4 = #map6()[%arg2] to %arg2 {
        %0 = affine.load %arg0[%arg4] : memref<?xf32>
        %1 = arith.mulf %0, %0 : f32
        affine.store %1, %arg0[%arg4] : memref<?xf32>
      }
    }
    return
  }
  func.func @layout_symbols(%arg0: index, %arg1: index) {
    %alloc = memref.alloc(%arg0)[%arg1] : memref<16x?xf32, #map7>
    affine.for %arg2 = 0 to 16 {
      affine.for %arg3 = 0 to #map6()[%arg0] step 4 {
        %cst = arith.constant 0.000000e+00 : f32
        affine.store %cst, %alloc[%arg2, %arg3] : memref<16x?xf32, #map7>
        %0 = affine.apply #map2(%arg3)
        %cst_0 = arith.constant 0.000000e+00 : f32
        affine.store %cst_0, %alloc[%arg2, %0] : memref<16x?xf32, #map7>
        %1 = affine.apply #map3(%arg3)
        %cst_1 = arith.constant 0.000000e+00 : f32
        affine.store %cst_1, %alloc[%arg2, %1] : memref<16x?xf32, #map7>
        %2 = affine.apply #map4(%arg3)
        %cst_2 = arith.constant 0.000000e+00 : f32
        affine.store %cst_2, %alloc[%arg2, %2] : memref<16x?xf32, #map7>
      }
      affine.for %arg3 = #map6()[%arg0] to %arg0 {
        %cst = arith.constant 0.000000e+00 : f32
        affine.store %cst, %alloc[%arg2, %arg3] : memref<16x?xf32, #map7>
      }
    }
    memref.dealloc %alloc : memref<16x?xf32, #map7>
    return
  }
}

