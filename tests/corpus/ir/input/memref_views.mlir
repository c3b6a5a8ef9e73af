// memref views: subview (static, dynamic, strided, rank-reducing),
// reinterpret_cast, view over a byte buffer, expand/collapse_shape,
// transpose and extract_strided_metadata.
func.func @subviews(%A: memref<64x64xf32>, %i: index, %j: index, %sz: index)
    -> (memref<8x16xf32, strided<[64, 1], offset: 130>>,
        memref<?x?xf32, strided<[64, 1], offset: ?>>,
        memref<4x4xf32, strided<[128, 2], offset: ?>>,
        memref<16xf32, strided<[1], offset: ?>>) {
  %0 = memref.subview %A[2, 2] [8, 16] [1, 1] : memref<64x64xf32> to memref<8x16xf32, strided<[64, 1], offset: 130>>
  %1 = memref.subview %A[%i, %j] [%sz, %sz] [1, 1] : memref<64x64xf32> to memref<?x?xf32, strided<[64, 1], offset: ?>>
  %2 = memref.subview %A[%i, 0] [4, 4] [2, 2] : memref<64x64xf32> to memref<4x4xf32, strided<[128, 2], offset: ?>>
  %3 = memref.subview %A[%i, %j] [1, 16] [1, 1] : memref<64x64xf32> to memref<16xf32, strided<[1], offset: ?>>
  return %0, %1, %2, %3 : memref<8x16xf32, strided<[64, 1], offset: 130>>,
      memref<?x?xf32, strided<[64, 1], offset: ?>>,
      memref<4x4xf32, strided<[128, 2], offset: ?>>,
      memref<16xf32, strided<[1], offset: ?>>
}

func.func @reinterpret(%A: memref<?xf32>, %off: index, %n: index)
    -> (memref<4x4xf32, strided<[4, 1], offset: 8>>, memref<?x4xf32, strided<[4, 1], offset: ?>>) {
  %0 = memref.reinterpret_cast %A to offset: [8], sizes: [4, 4], strides: [4, 1]
      : memref<?xf32> to memref<4x4xf32, strided<[4, 1], offset: 8>>
  %1 = memref.reinterpret_cast %A to offset: [%off], sizes: [%n, 4], strides: [4, 1]
      : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  return %0, %1 : memref<4x4xf32, strided<[4, 1], offset: 8>>, memref<?x4xf32, strided<[4, 1], offset: ?>>
}

func.func @views(%n: index) -> (memref<16x16xf32>, memref<?x4xf32>) {
  %buf = memref.alloc() : memref<4096xi8>
  %c0 = arith.constant 0 : index
  %c1024 = arith.constant 1024 : index
  %0 = memref.view %buf[%c0][] : memref<4096xi8> to memref<16x16xf32>
  %1 = memref.view %buf[%c1024][%n] : memref<4096xi8> to memref<?x4xf32>
  return %0, %1 : memref<16x16xf32>, memref<?x4xf32>
}

func.func @reshapes(%A: memref<4x8x2xf32>) -> (memref<32x2xf32>, memref<2x2x8x2xf32>, memref<2x8x4xf32, strided<[1, 2, 16]>>) {
  %0 = memref.collapse_shape %A [[0, 1], [2]] : memref<4x8x2xf32> into memref<32x2xf32>
  %1 = memref.expand_shape %A [[0, 1], [2], [3]] output_shape [2, 2, 8, 2] : memref<4x8x2xf32> into memref<2x2x8x2xf32>
  %2 = memref.transpose %A (d0, d1, d2) -> (d2, d1, d0) : memref<4x8x2xf32> to memref<2x8x4xf32, strided<[1, 2, 16]>>
  return %0, %1, %2 : memref<32x2xf32>, memref<2x2x8x2xf32>, memref<2x8x4xf32, strided<[1, 2, 16]>>
}

func.func @metadata(%A: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> (index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %A
      : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#0, %strides#0 : index, index, index
}
