#map = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
module {
  func.func private @F1(memref<?x?xf32>, index, index) -> f32
  func.func private @F2(f32, memref<?x?xf32>, index, index)
  func.func @simple_example(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    affine.for %arg2 = 0 to %dim {
      affine.for %arg3 = 0 to %dim {
        %0 = affine.apply #map(%arg3)[%dim]
        %1 = func.call @F1(%arg0, %arg2, %0) : (memref<?x?xf32>, index, index) -> f32
        func.call @F2(%1, %arg1, %arg2, %0) : (f32, memref<?x?xf32>, index, index) -> ()
      }
    }
    return
  }
  func.func @reduce(%arg0: memref<1024xf32>) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = affine.for %arg1 = 0 to 10 step 2 iter_args(%arg2 = %cst) -> (f32) {
      %1 = affine.load %arg0[%arg1] : memref<1024xf32>
      %2 = arith.addf %arg2, %1 : f32
      affine.yield %2 : f32
    }
    return %0 : f32
  }
  func.func @two_iter_args(%arg0: index, %arg1: index) -> (index, index) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0:2 = affine.for %arg2 = 0 to 128 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (index, index) {
      %1 = arith.addi %arg3, %c1 : index
      %2 = arith.addi %arg4, %c2 : index
      affine.yield %1, %2 : index, index
    }
    return %0#0, %0#1 : index, index
  }
}

