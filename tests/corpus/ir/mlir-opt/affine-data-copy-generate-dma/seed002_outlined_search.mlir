#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0) -> (d0)>
module {
  func.func @search(%arg0: memref<?x?xi32>, %arg1: memref<?xi32>, %arg2: i32) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?x?xi32>
    affine.for %arg3 = 0 to %dim {
      func.call @search_body(%arg0, %arg1, %arg2, %arg3) : (memref<?x?xi32>, memref<?xi32>, i32, index) -> ()
    }
    return
  }
  func.func private @search_body(%arg0: memref<?x?xi32>, %arg1: memref<?xi32>, %arg2: i32, %arg3: index) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c1_4 : memref<?x?xi32>
    cf.br ^bb1(%c0_3 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb4
    %1 = arith.cmpi slt, %0, %dim : index
    cf.cond_br %1, ^bb2(%0 : index), ^bb5
  ^bb2(%2: index):  // pred: ^bb1
    %3 = affine.apply #map(%arg3, %2)
    %4 = affine.apply #map1(%arg3, %2)
    %alloc = memref.alloc() : memref<1x1xi32, 1>
    %alloc_5 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[symbol(%arg3), symbol(%2)], %alloc[%c0_1, %c0_1], %alloc_5[%c0_1], %c1_0 : memref<?x?xi32>, memref<1x1xi32, 1>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0_1], %c1_0 : memref<1xi32>
    %5 = affine.load %alloc[0, 0] : memref<1x1xi32, 1>
    %6 = arith.cmpi eq, %5, %arg2 : i32
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc : memref<1x1xi32, 1>
    cf.cond_br %6, ^bb3(%2 : index), ^bb4(%2 : index)
  ^bb3(%7: index):  // pred: ^bb2
    %8 = arith.index_cast %7 : index to i32
    %alloc_6 = memref.alloc() : memref<1xi32, 1>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.store %8, %alloc_6[0] : memref<1xi32, 1>
    %9 = affine.apply #map2(%arg3)
    affine.dma_start %alloc_6[%c0], %arg1[symbol(%arg3)], %alloc_7[%c0], %c1 : memref<1xi32, 1>, memref<?xi32>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0], %c1 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<1xi32, 1>
    cf.br ^bb5
  ^bb4(%10: index):  // pred: ^bb2
    %11 = arith.addi %10, %c1_4 : index
    cf.br ^bb1(%11 : index)
  ^bb5:  // 2 preds: ^bb1, ^bb3
    return
  }
}

