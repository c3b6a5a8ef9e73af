#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @generic_affine(%arg0: memref<16xf32>, %arg1: index) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg2 = %c0 to %c16 step %c1 iter_args(%arg3 = %cst) -> (f32) {
      %25 = memref.load %arg0[%arg2] : memref<16xf32>
      %26 = arith.addf %arg3, %25 : f32
      scf.yield %26 : f32
    }
    %c2 = arith.constant 2 : index
    %c0_0 = arith.constant 0 : index
    %c-1 = arith.constant -1 : index
    %1 = arith.cmpi slt, %arg1, %c0_0 : index
    %2 = arith.subi %c-1, %arg1 : index
    %3 = arith.select %1, %2, %arg1 : index
    %4 = arith.divsi %3, %c2 : index
    %5 = arith.subi %c-1, %4 : index
    %6 = arith.select %1, %5, %4 : index
    %c0_1 = arith.constant 0 : index
    %c2_2 = arith.constant 2 : index
    %c0_3 = arith.constant 0 : index
    %c-1_4 = arith.constant -1 : index
    %7 = arith.cmpi slt, %arg1, %c0_3 : index
    %8 = arith.subi %c-1_4, %arg1 : index
    %9 = arith.select %7, %8, %arg1 : index
    %10 = arith.divsi %9, %c2_2 : index
    %11 = arith.subi %c-1_4, %10 : index
    %12 = arith.select %7, %11, %10 : index
    %c-4 = arith.constant -4 : index
    %13 = arith.addi %12, %c-4 : index
    %14 = arith.cmpi sge, %13, %c0_1 : index
    %c2_5 = arith.constant 2 : index
    %c0_6 = arith.constant 0 : index
    %c-1_7 = arith.constant -1 : index
    %15 = arith.cmpi slt, %arg1, %c0_6 : index
    %16 = arith.subi %c-1_7, %arg1 : index
    %17 = arith.select %15, %16, %arg1 : index
    %18 = arith.divsi %17, %c2_5 : index
    %19 = arith.subi %c-1_7, %18 : index
    %20 = arith.select %15, %19, %18 : index
    %c-1_8 = arith.constant -1 : index
    %21 = arith.muli %20, %c-1_8 overflow<nsw> : index
    %c15 = arith.constant 15 : index
    %22 = arith.addi %21, %c15 : index
    %23 = arith.cmpi sge, %22, %c0_1 : index
    %24 = arith.andi %14, %23 : i1
    scf.if %24 {
      memref.store %0, %arg0[%6] : memref<16xf32>
    }
    %c0_9 = arith.constant 0 : index
    %c16_10 = arith.constant 16 : index
    %c2_11 = arith.constant 2 : index
    scf.parallel (%arg2) = (%c0_9) to (%c16_10) step (%c2_11) {
      memref.store %cst, %arg0[%arg2] : memref<16xf32>
      scf.reduce 
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
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x4xf32>) outs(%arg1 : memref<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    %alloc = memref.alloc() : memref<8xf32>
    memref.dealloc %alloc : memref<8xf32>
    return
  }
}

