#map = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
#map1 = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
#map2 = affine_map<(d0) -> (d0 + 1)>
#map3 = affine_map<(d0) -> (d0 + 2)>
#map4 = affine_map<(d0) -> (d0 + 3)>
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
}

