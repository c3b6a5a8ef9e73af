#map = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0) -> (d0 + 2)>
#map3 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @search(%arg0: memref<?x?xi32>, %arg1: memref<?xi32>, %arg2: i32) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xi32>
    affine.for %arg3 = 0 to #map()[%dim] step 4 {
      func.call @search_body(%arg0, %arg1, %arg2, %arg3) : (memref<?x?xi32>, memref<?xi32>, i32, index) -> ()
      %0 = affine.apply #map1(%arg3)
      func.call @search_body(%arg0, %arg1, %arg2, %0) : (memref<?x?xi32>, memref<?xi32>, i32, index) -> ()
      %1 = affine.apply #map2(%arg3)
      func.call @search_body(%arg0, %arg1, %arg2, %1) : (memref<?x?xi32>, memref<?xi32>, i32, index) -> ()
      %2 = affine.apply #map3(%arg3)
      func.call @search_body(%arg0, %arg1, %arg2, %2) : (memref<?x?xi32>, memref<?xi32>, i32, index) -> ()
    }
    affine.for %arg3 = #map()[%dim] to %dim {
      func.call @search_body(%arg0, %arg1, %arg2, %arg3) : (memref<?x?xi32>, memref<?xi32>, i32, index) -> ()
    }
    return
  }
  func.func private @search_body(%arg0: memref<?x?xi32>, %arg1: memref<?xi32>, %arg2: i32, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c1 : memref<?x?xi32>
    cf.br ^bb1(%c0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb4
    %1 = arith.cmpi slt, %0, %dim : index
    cf.cond_br %1, ^bb2(%0 : index), ^bb5
  ^bb2(%2: index):  // pred: ^bb1
    %3 = affine.load %arg0[%arg3, %2] : memref<?x?xi32>
    %4 = arith.cmpi eq, %3, %arg2 : i32
    cf.cond_br %4, ^bb3(%2 : index), ^bb4(%2 : index)
  ^bb3(%5: index):  // pred: ^bb2
    %6 = arith.index_cast %5 : index to i32
    affine.store %6, %arg1[%arg3] : memref<?xi32>
    cf.br ^bb5
  ^bb4(%7: index):  // pred: ^bb2
    %8 = arith.addi %7, %c1 : index
    cf.br ^bb1(%8 : index)
  ^bb5:  // 2 preds: ^bb1, ^bb3
    return
  }
}

