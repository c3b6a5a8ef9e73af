#map = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
#map1 = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
#map2 = affine_map<(d0) -> (d0 + 1)>
#map3 = affine_map<(d0) -> (d0 + 2)>
#map4 = affine_map<(d0) -> (d0 + 3)>
#map5 = affine_map<(d0) -> (d0 + 4)>
#map6 = affine_map<(d0) -> (d0 + 6)>
module {
  func.func private @F1(memref<?x?xf32>, index, index) -> f32
  func.func private @F2(f32, memref<?x?xf32>, index, index)
  func.func @simple_example(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    affine.for %arg2 = 0 to %dim {
      affine.for %arg3 = 0 to #map()[%dim] step 4 {
        %0 = affine.apply #map1(%arg3)[%dim]
        %1 = func.call @F1(%arg0, %arg2, %0) : (memref<?x?xf32>, index, index) -> f32
        func.call @F2(%1, %arg1, %arg2, %0) : (f32, memref<?x?xf32>, index, index) -> ()
        %2 = affine.apply #map2(%arg3)
        %3 = affine.apply #map1(%2)[%dim]
        %4 = func.call @F1(%arg0, %arg2, %3) : (memref<?x?xf32>, index, index) -> f32
        func.call @F2(%4, %arg1, %arg2, %3) : (f32, memref<?x?xf32>, index, index) -> ()
        %5 = affine.apply #map3(%arg3)
        %6 = affine.apply #map1(%5)[%dim]
        %7 = func.call @F1(%arg0, %arg2, %6) : (memref<?x?xf32>, index, index) -> f32
        func.call @F2(%7, %arg1, %arg2, %6) : (f32, memref<?x?xf32>, index, index) -> ()
        %8 = affine.apply #map4(%arg3)
        %9 = affine.apply #map1(%8)[%dim]
        %10 = func.call @F1(%arg0, %arg2, %9) : (memref<?x?xf32>, index, index) -> f32
        func.call @F2(%10, %arg1, %arg2, %9) : (f32, memref<?x?xf32>, index, index) -> ()
      }
      affine.for %arg3 = #map()[%dim] to %dim {
        %0 = affine.apply #map1(%arg3)[%dim]
        %1 = func.call @F1(%arg0, %arg2, %0) : (memref<?x?xf32>, index, index) -> f32
        func.call @F2(%1, %arg1, %arg2, %0) : (f32, memref<?x?xf32>, index, index) -> ()
      }
    }
    return
  }
  func.func @reduce(%arg0: memref<1024xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = affine.load %arg0[%c0] : memref<1024xf32>
    %1 = arith.addf %cst, %0 : f32
    %2 = affine.apply #map3(%c0)
    %3 = affine.load %arg0[%2] : memref<1024xf32>
    %4 = arith.addf %1, %3 : f32
    %5 = affine.apply #map5(%c0)
    %6 = affine.load %arg0[%5] : memref<1024xf32>
    %7 = arith.addf %4, %6 : f32
    %8 = affine.apply #map6(%c0)
    %9 = affine.load %arg0[%8] : memref<1024xf32>
    %10 = arith.addf %7, %9 : f32
    %11 = affine.load %arg0[%c8] : memref<1024xf32>
    %12 = arith.addf %10, %11 : f32
    return %12 : f32
  }
  func.func @two_iter_args(%arg0: index, %arg1: index) -> (index, index) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0:2 = affine.for %arg2 = 0 to 128 step 4 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (index, index) {
      %1 = arith.addi %arg3, %c1 : index
      %2 = arith.addi %arg4, %c2 : index
      %3 = arith.addi %1, %c1 : index
      %4 = arith.addi %2, %c2 : index
      %5 = arith.addi %3, %c1 : index
      %6 = arith.addi %4, %c2 : index
      %7 = arith.addi %5, %c1 : index
      %8 = arith.addi %6, %c2 : index
      affine.yield %7, %8 : index, index
    }
    return %0#0, %0#1 : index, index
  }
}

