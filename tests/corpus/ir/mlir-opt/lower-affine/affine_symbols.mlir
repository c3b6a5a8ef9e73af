#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
module {
  func.func @symbols(%arg0: memref<?x?xf32>, %arg1: memref<100xf32>, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = arith.addi %arg2, %arg3 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %c2 = arith.constant 2 : index
    %c0_0 = arith.constant 0 : index
    %c-1 = arith.constant -1 : index
    %1 = arith.cmpi slt, %0, %c0_0 : index
    %2 = arith.subi %c-1, %0 : index
    %3 = arith.select %1, %2, %0 : index
    %4 = arith.divsi %3, %c2 : index
    %5 = arith.subi %c-1, %4 : index
    %6 = arith.select %1, %5, %4 : index
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    scf.for %arg4 = %c0_1 to %dim step %c1_2 {
      %c5 = arith.constant 5 : index
      %dim_7 = memref.dim %arg0, %c1 : memref<?x?xf32>
      %c5_8 = arith.constant 5 : index
      %c1_9 = arith.constant 1 : index
      scf.for %arg5 = %c5_8 to %dim_7 step %c1_9 {
        %26 = memref.load %arg0[%arg4, %arg5] : memref<?x?xf32>
        %27 = arith.addi %arg5, %c5 : index
        %c-5 = arith.constant -5 : index
        %28 = arith.addi %27, %c-5 : index
        memref.store %26, %arg0[%arg4, %28] : memref<?x?xf32>
      }
      %c2_10 = arith.constant 2 : index
      %c0_11 = arith.constant 0 : index
      %c-1_12 = arith.constant -1 : index
      %13 = arith.cmpi slt, %arg4, %c0_11 : index
      %14 = arith.subi %c-1_12, %arg4 : index
      %15 = arith.select %13, %14, %arg4 : index
      %16 = arith.divsi %15, %c2_10 : index
      %17 = arith.subi %c-1_12, %16 : index
      %18 = arith.select %13, %17, %16 : index
      %19 = memref.load %arg1[%18] : memref<100xf32>
      %c2_13 = arith.constant 2 : index
      %20 = arith.remsi %6, %c2_13 : index
      %c0_14 = arith.constant 0 : index
      %21 = arith.cmpi slt, %20, %c0_14 : index
      %22 = arith.addi %20, %c2_13 : index
      %23 = arith.select %21, %22, %20 : index
      %24 = arith.addi %18, %23 : index
      memref.store %19, %arg1[%24] : memref<100xf32>
      %25 = arith.addi %arg2, %arg3 : index
      %c0_15 = arith.constant 0 : index
      %c1_16 = arith.constant 1 : index
      scf.for %arg5 = %c0_15 to %25 step %c1_16 {
      }
    }
    %c2_3 = arith.constant 2 : index
    %c0_4 = arith.constant 0 : index
    %c-1_5 = arith.constant -1 : index
    %7 = arith.cmpi slt, %0, %c0_4 : index
    %8 = arith.subi %c-1_5, %0 : index
    %9 = arith.select %7, %8, %0 : index
    %10 = arith.divsi %9, %c2_3 : index
    %11 = arith.subi %c-1_5, %10 : index
    %12 = arith.select %7, %11, %10 : index
    %c1_6 = arith.constant 1 : index
    scf.for %arg4 = %12 to %0 step %c1_6 {
    }
    return
  }
  func.func @nested_in_scf(%arg0: memref<?xf32>, %arg1: i1, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.if %arg1 {
      %c0_0 = arith.constant 0 : index
      %c1_1 = arith.constant 1 : index
      scf.for %arg3 = %c0_0 to %arg2 step %c1_1 {
        %0 = memref.load %arg0[%arg3] : memref<?xf32>
        %1 = arith.addf %0, %0 : f32
        memref.store %1, %arg0[%arg3] : memref<?xf32>
      }
    }
    scf.for %arg3 = %c0 to %arg2 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c1_1 = arith.constant 1 : index
      scf.for %arg4 = %c0_0 to %arg2 step %c1_1 {
        %0 = memref.load %arg0[%arg4] : memref<?xf32>
        %1 = arith.mulf %0, %0 : f32
        memref.store %1, %arg0[%arg4] : memref<?xf32>
      }
    }
    return
  }
  func.func @layout_symbols(%arg0: index, %arg1: index) {
    %alloc = memref.alloc(%arg0)[%arg1] : memref<16x?xf32, #map>
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0 to %c16 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c1_1 = arith.constant 1 : index
      scf.for %arg3 = %c0_0 to %arg0 step %c1_1 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloc[%arg2, %arg3] : memref<16x?xf32, #map>
      }
    }
    memref.dealloc %alloc : memref<16x?xf32, #map>
    return
  }
}

