#map = affine_map<()[s0] -> (s0 floordiv 2)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0) : (d0 - 4 >= 0, -d0 + 15 >= 0)>
module {
  func.func @generic_affine(%arg0: memref<16xf32>, %arg1: index) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = affine.for %arg2 = 0 to 16 iter_args(%arg3 = %cst) -> (f32) {
      %2 = affine.load %arg0[%arg2] : memref<16xf32>
      %3 = arith.addf %arg3, %2 : f32
      affine.yield %3 : f32
    }
    %1 = affine.apply #map()[%arg1]
    affine.if #set(%1) {
      affine.store %0, %arg0[%1] : memref<16xf32>
    }
    affine.parallel (%arg2) = (0) to (16) step (2) {
      affine.store %cst, %arg0[%arg2] : memref<16xf32>
    }
    return %0 : f32
  }
  func.func @generic_scf(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    %0 = scf.if %arg0 -> (i32) {
      %4 = arith.addi %arg1, %arg2 overflow<nsw> : i32
      scf.yield %4 : i32
    } else {
      scf.yield %arg2 : i32
    }
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %1 = scf.for %arg3 = %c0 to %c8 step %c1 iter_args(%arg4 = %0) -> (i32) {
      %4 = arith.muli %arg4, %arg4 : i32
      scf.yield %4 : i32
    }
    %2 = arith.cmpi slt, %1, %arg1 : i32
    %3 = arith.select %2, %1, %arg1 : i32
    return %3 : i32
  }
  func.func private @generic_linalg(%arg0: memref<4x4xf32>, %arg1: memref<4x4xf32>) {
    linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x4xf32>) outs(%arg1 : memref<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    %alloc = memref.alloc() : memref<8xf32>
    memref.dealloc %alloc : memref<8xf32>
    return
  }
}

