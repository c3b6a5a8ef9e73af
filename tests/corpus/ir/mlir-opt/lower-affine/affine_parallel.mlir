module {
  func.func @conv_2d(%arg0: memref<100x100xf32>, %arg1: memref<3x3xf32>) -> memref<98x98xf32> {
    %alloc = memref.alloc() : memref<98x98xf32>
    %c0 = arith.constant 0 : index
    %c98 = arith.constant 98 : index
    %c0_0 = arith.constant 0 : index
    %c98_1 = arith.constant 98 : index
    %c1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    scf.parallel (%arg2, %arg3) = (%c0, %c0_0) to (%c98, %c98_1) step (%c1, %c1_2) {
      %c0_3 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %c0_4 = arith.constant 0 : index
      %c3_5 = arith.constant 3 : index
      %c1_6 = arith.constant 1 : index
      %c1_7 = arith.constant 1 : index
      %cst = arith.constant 0.000000e+00 : f32
      %0 = scf.parallel (%arg4, %arg5) = (%c0_3, %c0_4) to (%c3, %c3_5) step (%c1_6, %c1_7) init (%cst) -> f32 {
        %1 = arith.addi %arg2, %arg4 : index
        %2 = arith.addi %arg3, %arg5 : index
        %3 = memref.load %arg0[%1, %2] : memref<100x100xf32>
        %4 = memref.load %arg1[%arg4, %arg5] : memref<3x3xf32>
        %5 = arith.mulf %3, %4 : f32
        scf.reduce(%5 : f32) {
        ^bb0(%arg6: f32, %arg7: f32):
          %6 = arith.addf %arg6, %arg7 : f32
          scf.reduce.return %6 : f32
        }
      }
      memref.store %0, %alloc[%arg2, %arg3] : memref<98x98xf32>
      scf.reduce 
    }
    return %alloc : memref<98x98xf32>
  }
  func.func private @f(index, index)
  func.func @tiled(%arg0: index, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c32_1 = arith.constant 32 : index
    scf.parallel (%arg2, %arg3) = (%c0, %c0_0) to (%arg0, %arg1) step (%c32, %c32_1) {
      %c32_2 = arith.constant 32 : index
      %0 = arith.addi %arg2, %c32_2 : index
      %1 = arith.minsi %0, %arg0 : index
      %c32_3 = arith.constant 32 : index
      %2 = arith.addi %arg3, %c32_3 : index
      %3 = arith.minsi %2, %arg1 : index
      %c1 = arith.constant 1 : index
      %c1_4 = arith.constant 1 : index
      scf.parallel (%arg4, %arg5) = (%arg2, %arg3) to (%1, %3) step (%c1, %c1_4) {
        func.call @f(%arg4, %arg5) : (index, index) -> ()
        scf.reduce 
      }
      scf.reduce 
    }
    return
  }
  func.func @bound_groups(%arg0: index, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c-10 = arith.constant -10 : index
    %0 = arith.addi %arg0, %c-10 : index
    %1 = arith.maxsi %c0, %0 : index
    %c100 = arith.constant 100 : index
    %2 = arith.minsi %arg0, %c100 : index
    %c2 = arith.constant 2 : index
    %c2_0 = arith.constant 2 : index
    %3 = arith.muli %arg1, %c2_0 overflow<nsw> : index
    %c1 = arith.constant 1 : index
    %c2_1 = arith.constant 2 : index
    %c0_2 = arith.constant 0 : index
    %c-1 = arith.constant -1 : index
    %4 = arith.cmpi slt, %arg1, %c0_2 : index
    %5 = arith.subi %c-1, %arg1 : index
    %6 = arith.select %4, %5, %arg1 : index
    %7 = arith.divsi %6, %c2_1 : index
    %8 = arith.subi %c-1, %7 : index
    %9 = arith.select %4, %8, %7 : index
    %c3 = arith.constant 3 : index
    %10 = arith.maxsi %c1, %9 : index
    %11 = arith.maxsi %10, %c3 : index
    %c64 = arith.constant 64 : index
    %c1_3 = arith.constant 1 : index
    %c2_4 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    scf.parallel (%arg2, %arg3, %arg4) = (%1, %c2, %11) to (%2, %3, %c64) step (%c1_3, %c2_4, %c4) {
      func.call @f(%arg2, %arg4) : (index, index) -> ()
      scf.reduce 
    }
    return
  }
  func.func @reductions(%arg0: memref<128xf32>, %arg1: memref<128xi32>) -> (f32, f32, f32, f32, i32, i32, i32, i32) {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 0x7F800000 : f32
    %0:4 = scf.parallel (%arg2) = (%c0) to (%c128) step (%c1) init (%cst, %cst_0, %cst_1, %cst_2) -> (f32, f32, f32, f32) {
      %2 = memref.load %arg0[%arg2] : memref<128xf32>
      scf.reduce(%2, %2, %2, %2 : f32, f32, f32, f32) {
      ^bb0(%arg3: f32, %arg4: f32):
        %3 = arith.addf %arg3, %arg4 : f32
        scf.reduce.return %3 : f32
      }, {
      ^bb0(%arg3: f32, %arg4: f32):
        %3 = arith.mulf %arg3, %arg4 : f32
        scf.reduce.return %3 : f32
      }, {
      ^bb0(%arg3: f32, %arg4: f32):
        %3 = arith.maximumf %arg3, %arg4 : f32
        scf.reduce.return %3 : f32
      }, {
      ^bb0(%arg3: f32, %arg4: f32):
        %3 = arith.minimumf %arg3, %arg4 : f32
        scf.reduce.return %3 : f32
      }
    }
    %c0_3 = arith.constant 0 : index
    %c128_4 = arith.constant 128 : index
    %c1_5 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %1:4 = scf.parallel (%arg2) = (%c0_3) to (%c128_4) step (%c1_5) init (%c0_i32, %c1_i32, %c-1_i32, %c0_i32_6) -> (i32, i32, i32, i32) {
      %2 = memref.load %arg1[%arg2] : memref<128xi32>
      scf.reduce(%2, %2, %2, %2 : i32, i32, i32, i32) {
      ^bb0(%arg3: i32, %arg4: i32):
        %3 = arith.addi %arg3, %arg4 : i32
        scf.reduce.return %3 : i32
      }, {
      ^bb0(%arg3: i32, %arg4: i32):
        %3 = arith.muli %arg3, %arg4 : i32
        scf.reduce.return %3 : i32
      }, {
      ^bb0(%arg3: i32, %arg4: i32):
        %3 = arith.andi %arg3, %arg4 : i32
        scf.reduce.return %3 : i32
      }, {
      ^bb0(%arg3: i32, %arg4: i32):
        %3 = arith.ori %arg3, %arg4 : i32
        scf.reduce.return %3 : i32
      }
    }
    return %0#0, %0#1, %0#2, %0#3, %1#0, %1#1, %1#2, %1#3 : f32, f32, f32, f32, i32, i32, i32, i32
  }
  func.func @matmul_parallel(%arg0: memref<64x32xf32>, %arg1: memref<32x16xf32>, %arg2: memref<64x16xf32>) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c0_0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    scf.parallel (%arg3, %arg4) = (%c0, %c0_0) to (%c64, %c16) step (%c1, %c1_1) {
      %c0_2 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c1_3 = arith.constant 1 : index
      %cst = arith.constant 0.000000e+00 : f32
      %0 = scf.parallel (%arg5) = (%c0_2) to (%c32) step (%c1_3) init (%cst) -> f32 {
        %1 = memref.load %arg0[%arg3, %arg5] : memref<64x32xf32>
        %2 = memref.load %arg1[%arg5, %arg4] : memref<32x16xf32>
        %3 = arith.mulf %1, %2 : f32
        scf.reduce(%3 : f32) {
        ^bb0(%arg6: f32, %arg7: f32):
          %4 = arith.addf %arg6, %arg7 : f32
          scf.reduce.return %4 : f32
        }
      }
      memref.store %0, %arg2[%arg3, %arg4] : memref<64x16xf32>
      scf.reduce 
    }
    return
  }
}

