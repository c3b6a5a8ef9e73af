module {
  func.func @subviews(%arg0: memref<64x64xf32>, %arg1: index, %arg2: index, %arg3: index) -> (memref<8x16xf32, strided<[64, 1], offset: 130>>, memref<?x?xf32, strided<[64, 1], offset: ?>>, memref<4x4xf32, strided<[128, 2], offset: ?>>, memref<16xf32, strided<[1], offset: ?>>) {
    %subview = memref.subview %arg0[2, 2] [8, 16] [1, 1] : memref<64x64xf32> to memref<8x16xf32, strided<[64, 1], offset: 130>>
    %subview_0 = memref.subview %arg0[%arg1, %arg2] [%arg3, %arg3] [1, 1] : memref<64x64xf32> to memref<?x?xf32, strided<[64, 1], offset: ?>>
    %subview_1 = memref.subview %arg0[%arg1, 0] [4, 4] [2, 2] : memref<64x64xf32> to memref<4x4xf32, strided<[128, 2], offset: ?>>
    %subview_2 = memref.subview %arg0[%arg1, %arg2] [1, 16] [1, 1] : memref<64x64xf32> to memref<16xf32, strided<[1], offset: ?>>
    return %subview, %subview_0, %subview_1, %subview_2 : memref<8x16xf32, strided<[64, 1], offset: 130>>, memref<?x?xf32, strided<[64, 1], offset: ?>>, memref<4x4xf32, strided<[128, 2], offset: ?>>, memref<16xf32, strided<[1], offset: ?>>
  }
  func.func @reinterpret(%arg0: memref<?xf32>, %arg1: index, %arg2: index) -> (memref<4x4xf32, strided<[4, 1], offset: 8>>, memref<?x4xf32, strided<[4, 1], offset: ?>>) {
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [8], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32, strided<[4, 1], offset: 8>>
    %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [%arg2, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
    return %reinterpret_cast, %reinterpret_cast_0 : memref<4x4xf32, strided<[4, 1], offset: 8>>, memref<?x4xf32, strided<[4, 1], offset: ?>>
  }
  func.func @views(%arg0: index) -> (memref<16x16xf32>, memref<?x4xf32>) {
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<4096xi8>
    %view = memref.view %alloc[%c0][] : memref<4096xi8> to memref<16x16xf32>
    %view_0 = memref.view %alloc[%c1024][%arg0] : memref<4096xi8> to memref<?x4xf32>
    return %view, %view_0 : memref<16x16xf32>, memref<?x4xf32>
  }
  func.func @reshapes(%arg0: memref<4x8x2xf32>) -> (memref<32x2xf32>, memref<2x2x8x2xf32>, memref<2x8x4xf32, strided<[1, 2, 16]>>) {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<4x8x2xf32> into memref<32x2xf32>
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2], [3]] output_shape [2, 2, 8, 2] : memref<4x8x2xf32> into memref<2x2x8x2xf32>
    %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d2, d1, d0) : memref<4x8x2xf32> to memref<2x8x4xf32, strided<[1, 2, 16]>>
    return %collapse_shape, %expand_shape, %transpose : memref<32x2xf32>, memref<2x2x8x2xf32>, memref<2x8x4xf32, strided<[1, 2, 16]>>
  }
  func.func @metadata(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> (index, index, index) {
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
    return %offset, %sizes#0, %strides#0 : index, index, index
  }
}

