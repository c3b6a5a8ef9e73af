#map = affine_map<(d0) -> (d0 + 2)>
#map1 = affine_map<(d0) -> (d0 + 4)>
#map2 = affine_map<(d0) -> (d0 + 6)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0)[s0] -> (d0 + (((-d0 + s0) ceildiv 4) floordiv 4) * 16)>
#map5 = affine_map<(d0) -> (d0 + 8)>
#map6 = affine_map<(d0) -> (d0 + 12)>
#map7 = affine_map<(d0)[s0] -> (d0, s0 floordiv 2)>
#map8 = affine_map<(d0)[s0] -> (d0 + 64, s0)>
#map9 = affine_map<()[s0, s1] -> (s0, s1)>
#map10 = affine_map<()[s0] -> (s0 * 2, 1024)>
#map11 = affine_map<(d0) -> (d0 floordiv 4)>
#map12 = affine_map<(d0)[s0] -> (d0 + s0)>
#map13 = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
#map14 = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
#map15 = affine_map<(d0) -> (d0 + 1)>
#map16 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func private @body(index, index)
  func.func @bounds(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
    %c-5 = arith.constant -5 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    affine.for %arg3 = 0 to 10 {
      func.call @body(%arg3, %c-5) : (index, index) -> ()
      %0 = affine.apply #map(%c-5)
      func.call @body(%arg3, %0) : (index, index) -> ()
      %1 = affine.apply #map1(%c-5)
      func.call @body(%arg3, %1) : (index, index) -> ()
      %2 = affine.apply #map2(%c-5)
      func.call @body(%arg3, %2) : (index, index) -> ()
      func.call @body(%arg3, %c3) : (index, index) -> ()
    }
    affine.for %arg3 = 0 to %arg1 {
      affine.for %arg4 = #map3(%arg3) to #map4(%arg3)[%arg2] step 16 {
        func.call @body(%arg3, %arg4) : (index, index) -> ()
        %0 = affine.apply #map1(%arg4)
        func.call @body(%arg3, %0) : (index, index) -> ()
        %1 = affine.apply #map5(%arg4)
        func.call @body(%arg3, %1) : (index, index) -> ()
        %2 = affine.apply #map6(%arg4)
        func.call @body(%arg3, %2) : (index, index) -> ()
      }
      affine.for %arg4 = #map4(%arg3)[%arg2] to %arg2 step 4 {
        func.call @body(%arg3, %arg4) : (index, index) -> ()
      }
    }
    affine.for %arg3 = 0 to %dim step 64 {
      affine.for %arg4 = max #map7(%arg3)[%arg1] to min #map8(%arg3)[%arg1] {
        func.call @body(%arg3, %arg4) : (index, index) -> ()
      }
    }
    affine.for %arg3 = max #map9()[%arg1, %arg2] to min #map10()[%arg2] {
      func.call @body(%arg3, %arg3) : (index, index) -> ()
    }
    affine.for %arg3 = #map11(%dim) to #map12(%dim)[%arg2] {
    }
    return
  }
  func.func @reverse(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: index) {
    affine.for %arg3 = 0 to #map13()[%arg2] step 4 {
      %0 = affine.apply #map14(%arg3)[%arg2]
      %1 = affine.load %arg0[%arg3] : memref<?xf32>
      affine.store %1, %arg1[%0] : memref<?xf32>
      %2 = affine.apply #map15(%arg3)
      %3 = affine.apply #map14(%2)[%arg2]
      %4 = affine.load %arg0[%2] : memref<?xf32>
      affine.store %4, %arg1[%3] : memref<?xf32>
      %5 = affine.apply #map(%arg3)
      %6 = affine.apply #map14(%5)[%arg2]
      %7 = affine.load %arg0[%5] : memref<?xf32>
      affine.store %7, %arg1[%6] : memref<?xf32>
      %8 = affine.apply #map16(%arg3)
      %9 = affine.apply #map14(%8)[%arg2]
      %10 = affine.load %arg0[%8] : memref<?xf32>
      affine.store %10, %arg1[%9] : memref<?xf32>
    }
    affine.for %arg3 = #map13()[%arg2] to %arg2 {
      %0 = affine.apply #map14(%arg3)[%arg2]
      %1 = affine.load %arg0[%arg3] : memref<?xf32>
      affine.store %1, %arg1[%0] : memref<?xf32>
    }
    return
  }
  func.func @reduce(%arg0: memref<1024xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = affine.load %arg0[%c0] : memref<1024xf32>
    %1 = arith.addf %cst, %0 : f32
    %2 = affine.apply #map(%c0)
    %3 = affine.load %arg0[%2] : memref<1024xf32>
    %4 = arith.addf %1, %3 : f32
    %5 = affine.apply #map1(%c0)
    %6 = affine.load %arg0[%5] : memref<1024xf32>
    %7 = arith.addf %4, %6 : f32
    %8 = affine.apply #map2(%c0)
    %9 = affine.load %arg0[%8] : memref<1024xf32>
    %10 = arith.addf %7, %9 : f32
    %11 = affine.load %arg0[%c8] : memref<1024xf32>
    %12 = arith.addf %10, %11 : f32
    return %12 : f32
  }
  func.func @two_carried(%arg0: index, %arg1: index) -> (index, index) {
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
  func.func @nested_carried(%arg0: memref<100x200xf64>) -> f64 {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = affine.for %arg1 = 0 to 100 iter_args(%arg2 = %cst) -> (f64) {
      %1 = affine.for %arg3 = 0 to 200 step 4 iter_args(%arg4 = %cst) -> (f64) {
        %3 = affine.load %arg0[%arg1, %arg3] : memref<100x200xf64>
        %4 = arith.mulf %3, %3 : f64
        %5 = arith.addf %arg4, %4 : f64
        %6 = affine.apply #map15(%arg3)
        %7 = affine.load %arg0[%arg1, %6] : memref<100x200xf64>
        %8 = arith.mulf %7, %7 : f64
        %9 = arith.addf %5, %8 : f64
        %10 = affine.apply #map(%arg3)
        %11 = affine.load %arg0[%arg1, %10] : memref<100x200xf64>
        %12 = arith.mulf %11, %11 : f64
        %13 = arith.addf %9, %12 : f64
        %14 = affine.apply #map16(%arg3)
        %15 = affine.load %arg0[%arg1, %14] : memref<100x200xf64>
        %16 = arith.mulf %15, %15 : f64
        %17 = arith.addf %13, %16 : f64
        affine.yield %17 : f64
      }
      %2 = arith.addf %arg2, %1 : f64
      affine.yield %2 : f64
    }
    return %0 : f64
  }
  func.func @deep_nest(%arg0: memref<4x4x4x4x4xi32>) {
    %c0 = arith.constant 0 : index
    %c1_i32 = arith.constant 1 : i32
    affine.for %arg1 = 0 to 4 {
      affine.for %arg2 = 0 to 4 {
        affine.for %arg3 = 0 to 4 {
          affine.for %arg4 = 0 to 4 {
            affine.store %c1_i32, %arg0[%arg1, %arg2, %arg3, %arg4, %c0] : memref<4x4x4x4x4xi32>
            %0 = affine.apply #map15(%c0)
            affine.store %c1_i32, %arg0[%arg1, %arg2, %arg3, %arg4, %0] : memref<4x4x4x4x4xi32>
            %1 = affine.apply #map(%c0)
            affine.store %c1_i32, %arg0[%arg1, %arg2, %arg3, %arg4, %1] : memref<4x4x4x4x4xi32>
            %2 = affine.apply #map16(%c0)
            affine.store %c1_i32, %arg0[%arg1, %arg2, %arg3, %arg4, %2] : memref<4x4x4x4x4xi32>
          }
        }
      }
    }
    return
  }
}

