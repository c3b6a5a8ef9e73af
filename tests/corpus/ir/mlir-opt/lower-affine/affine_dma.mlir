module {
  func.func @dma_basic(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<1xi32, 2>
    %c3 = arith.constant 3 : index
    %0 = arith.addi %arg2, %c3 : index
    %c7 = arith.constant 7 : index
    %1 = arith.addi %arg4, %c7 : index
    memref.dma_start %arg0[%0, %arg3], %arg1[%1, %arg5], %c256, %alloc[%c0] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    memref.dma_wait %alloc[%c0], %c256 : memref<1xi32, 2>
    memref.dealloc %alloc : memref<1xi32, 2>
    return
  }
  func.func @dma_strided(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>) {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c128 = arith.constant 128 : index
    %c32 = arith.constant 32 : index
    %alloc = memref.alloc() : memref<1xi32, 2>
    memref.dma_start %arg0[%c0, %c0], %arg1[%c0, %c0], %c256, %alloc[%c0], %c128, %c32 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    memref.dma_wait %alloc[%c0], %c256 : memref<1xi32, 2>
    return
  }
  func.func @double_buffer(%arg0: memref<2048xf32>, %arg1: memref<2048xf32>) {
    %alloc = memref.alloc() : memref<2x256xf32, 1>
    %alloc_0 = memref.alloc() : memref<2xi32, 2>
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0 to %c8 step %c1 {
      %c256_1 = arith.constant 256 : index
      %0 = arith.muli %arg2, %c256_1 overflow<nsw> : index
      %c2 = arith.constant 2 : index
      %1 = arith.remsi %arg2, %c2 : index
      %c0_2 = arith.constant 0 : index
      %2 = arith.cmpi slt, %1, %c0_2 : index
      %3 = arith.addi %1, %c2 : index
      %4 = arith.select %2, %3, %1 : index
      %c0_3 = arith.constant 0 : index
      %c2_4 = arith.constant 2 : index
      %5 = arith.remsi %arg2, %c2_4 : index
      %c0_5 = arith.constant 0 : index
      %6 = arith.cmpi slt, %5, %c0_5 : index
      %7 = arith.addi %5, %c2_4 : index
      %8 = arith.select %6, %7, %5 : index
      memref.dma_start %arg0[%0], %alloc[%4, %c0_3], %c256, %alloc_0[%8] : memref<2048xf32>, memref<2x256xf32, 1>, memref<2xi32, 2>
      %c2_6 = arith.constant 2 : index
      %9 = arith.remsi %arg2, %c2_6 : index
      %c0_7 = arith.constant 0 : index
      %10 = arith.cmpi slt, %9, %c0_7 : index
      %11 = arith.addi %9, %c2_6 : index
      %12 = arith.select %10, %11, %9 : index
      memref.dma_wait %alloc_0[%12], %c256 : memref<2xi32, 2>
      %c0_8 = arith.constant 0 : index
      %c256_9 = arith.constant 256 : index
      %c1_10 = arith.constant 1 : index
      scf.for %arg3 = %c0_8 to %c256_9 step %c1_10 {
        %c2_11 = arith.constant 2 : index
        %13 = arith.remsi %arg2, %c2_11 : index
        %c0_12 = arith.constant 0 : index
        %14 = arith.cmpi slt, %13, %c0_12 : index
        %15 = arith.addi %13, %c2_11 : index
        %16 = arith.select %14, %15, %13 : index
        %17 = memref.load %alloc[%16, %arg3] : memref<2x256xf32, 1>
        %18 = arith.mulf %17, %17 : f32
        %c256_13 = arith.constant 256 : index
        %19 = arith.muli %arg2, %c256_13 overflow<nsw> : index
        %20 = arith.addi %19, %arg3 : index
        memref.store %18, %arg1[%20] : memref<2048xf32>
      }
    }
    memref.dealloc %alloc_0 : memref<2xi32, 2>
    memref.dealloc %alloc : memref<2x256xf32, 1>
    return
  }
}

