#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0, s0 floordiv 2)>
#map2 = affine_map<(d0)[s0] -> (d0 + 64, s0)>
#map3 = affine_map<()[s0, s1] -> (s0, s1)>
#map4 = affine_map<()[s0] -> (s0 * 2, 1024)>
#map5 = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
module {
  func.func private @body(index, index)
  func.func @bounds(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    affine.for %arg3 = 0 to 10 {
      affine.for %arg4 = -5 to 5 step 2 {
        func.call @body(%arg3, %arg4) : (index, index) -> ()
      }
    }
    affine.for %arg3 = 0 to %arg1 {
      affine.for %arg4 = #map(%arg3) to %arg2 step 4 {
        func.call @body(%arg3, %arg4) : (index, index) -> ()
      }
    }
    affine.for %arg3 = 0 to %dim step 64 {
      affine.for %arg4 = max #map1(%arg3)[%arg1] to min #map2(%arg3)[%arg1] {
        func.call @body(%arg3, %arg4) : (index, index) -> ()
      }
    }
    affine.for %arg3 = max #map3()[%arg1, %arg2] to min #map4()[%arg2] {
      func.call @body(%arg3, %arg3) : (index, index) -> ()
    }
    affine.parallel (%arg3) = (%dim floordiv 4) to (%dim + symbol(%arg2)) {
    }
    return
  }
  func.func @reverse(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: index) {
    affine.parallel (%arg3) = (0) to (symbol(%arg2)) {
      %0 = affine.apply #map5(%arg3)[%arg2]
      %1 = affine.load %arg0[%arg3] : memref<?xf32>
      affine.store %1, %arg1[%0] : memref<?xf32>
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
  func.func @two_carried(%arg0: index, %arg1: index) -> (index, index) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0:2 = affine.for %arg2 = 0 to 128 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (index, index) {
      %1 = arith.addi %arg3, %c1 : index
      %2 = arith.addi %arg4, %c2 : index
      affine.yield %1, %2 : index, index
    }
    return %0#0, %0#1 : index, index
  }
  func.func @nested_carried(%arg0: memref<100x200xf64>) -> f64 {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = affine.for %arg1 = 0 to 100 iter_args(%arg2 = %cst) -> (f64) {
      %1 = affine.for %arg3 = 0 to 200 iter_args(%arg4 = %cst) -> (f64) {
        %3 = affine.load %arg0[%arg1, %arg3] : memref<100x200xf64>
        %4 = arith.mulf %3, %3 : f64
        %5 = arith.addf %arg4, %4 : f64
        affine.yield %5 : f64
      }
      %2 = arith.addf %arg2, %1 : f64
      affine.yield %2 : f64
    }
    return %0 : f64
  }
  func.func @deep_nest(%arg0: memref<4x4x4x4x4xi32>) {
    %c1_i32 = arith.constant 1 : i32
    affine.parallel (%arg1) = (0) to (4) {
      affine.parallel (%arg2) = (0) to (4) {
        affine.parallel (%arg3) = (0) to (4) {
          affine.parallel (%arg4) = (0) to (4) {
            affine.parallel (%arg5) = (0) to (4) {
              affine.store %c1_i32, %arg0[%arg1, %arg2, %arg3, %arg4, %arg5] : memref<4x4x4x4x4xi32>
            }
          }
        }
      }
    }
    return
  }
}

