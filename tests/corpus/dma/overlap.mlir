func.func @main(%B: memref<8xi32>, %T: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 6 : index
  memref.dma_start %B[%c0], %B[%c2], %n, %T[%c0] : memref<8xi32>, memref<8xi32>, memref<1xi32>
  memref.dma_wait %T[%c0], %n : memref<1xi32>
  return
}
