#map = affine_map<()[s0] -> (s0 - 1)>
module {
  func.func @kernel_jacobi_1d(%arg0: i32, %arg1: i32, %arg2: memref<?xf64>, %arg3: memref<?xf64>) {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 3.333300e-01 : f64
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg0 : i32 to index
    affine.for %arg4 = 0 to %0 {
      affine.for %arg5 = 1 to #map()[%1] {
        %2 = affine.load %arg2[%arg5 - 1] : memref<?xf64>
        %3 = affine.load %arg2[%arg5] : memref<?xf64>
        %4 = arith.addf %2, %3 : f64
        %5 = affine.load %arg2[%arg5 + 1] : memref<?xf64>
        %6 = arith.addf %4, %5 : f64
        %7 = arith.mulf %6, %cst : f64
        affine.store %7, %arg3[%arg5] : memref<?xf64>
      }
      affine.for %arg5 = 1 to #map()[%1] {
        %2 = affine.load %arg3[%arg5 - 1] : memref<?xf64>
        %3 = affine.load %arg3[%arg5] : memref<?xf64>
        %4 = arith.addf %2, %3 : f64
        %5 = affine.load %arg3[%arg5 + 1] : memref<?xf64>
        %6 = arith.addf %4, %5 : f64
        %7 = arith.mulf %6, %cst : f64
        affine.store %7, %arg2[%arg5] : memref<?xf64>
      }
    }
    return
  }
  func.func @main() -> i32 {
    %c2000 = arith.constant 2000 : index
    %c0 = arith.constant 0 : index
    %c2000_0 = arith.constant 2000 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %c2000_i32 = arith.constant 2000 : i32
    %c500_i32 = arith.constant 500 : i32
    %c0_i32 = arith.constant 0 : i32
    %alloc = memref.alloc() : memref<2000xf64>
    %alloc_3 = memref.alloc() : memref<2000xf64>
    %alloc_4 = memref.alloc() : memref<2000xf64, 1>
    %alloc_5 = memref.alloc() : memref<1xi32>
    %alloc_6 = memref.alloc() : memref<2000xf64, 1>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.for %arg0 = 0 to 2000 {
      %0 = arith.index_cast %arg0 : index to i32
      %1 = arith.sitofp %0 : i32 to f64
      affine.store %1, %alloc_4[%arg0] : memref<2000xf64, 1>
      affine.store %1, %alloc_6[%arg0] : memref<2000xf64, 1>
    }
    affine.dma_start %alloc_6[%c0], %alloc_3[%c0], %alloc_7[%c0], %c2000 : memref<2000xf64, 1>, memref<2000xf64>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0], %c2000 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<2000xf64, 1>
    affine.dma_start %alloc_4[%c0_1], %alloc[%c0_1], %alloc_5[%c0_1], %c2000_0 : memref<2000xf64, 1>, memref<2000xf64>, memref<1xi32>
    affine.dma_wait %alloc_5[%c0_1], %c2000_0 : memref<1xi32>
    memref.dealloc %alloc_5 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<2000xf64, 1>
    %cast = memref.cast %alloc : memref<2000xf64> to memref<?xf64>
    %cast_8 = memref.cast %alloc_3 : memref<2000xf64> to memref<?xf64>
    call @kernel_jacobi_1d(%c2000_i32, %c500_i32, %cast, %cast_8) : (i32, i32, memref<?xf64>, memref<?xf64>) -> ()
    memref.dealloc %alloc : memref<2000xf64>
    memref.dealloc %alloc_3 : memref<2000xf64>
    return %c0_i32 : i32
  }
}

