module {
  func.func @slices(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<f32, strided<[], offset: ?>>) {
    %subview = memref.subview %arg0[%arg1, %arg1] [%arg2, %arg2] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
    %subview_0 = memref.subview %arg0[%arg3, %arg1] [1, %arg2] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
    %subview_1 = memref.subview %arg0[%arg3, %arg1] [1, 1] [1, 1] : memref<?x?xf32> to memref<f32, strided<[], offset: ?>>
    return %subview, %subview_0, %subview_1 : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<f32, strided<[], offset: ?>>
  }
  func.func @reshapes(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> (memref<?x?xf32>, memref<?x?x?xf32>) {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1], [2]] output_shape [%arg1, %arg2, %arg3] : memref<?x?xf32> into memref<?x?x?xf32>
    return %collapse_shape, %expand_shape : memref<?x?xf32>, memref<?x?x?xf32>
  }
  func.func @tensor_reshapes(%arg0: tensor<?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> (tensor<?x?xf32>, tensor<?x?x?xf32>) {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1], [2]] output_shape [%arg1, %arg2, %arg3] : tensor<?x?xf32> into tensor<?x?x?xf32>
    return %collapsed, %expanded : tensor<?x?xf32>, tensor<?x?x?xf32>
  }
  func.func @transpose(%arg0: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
    return %transpose : memref<?x?xf32, strided<[1, ?]>>
  }
}

