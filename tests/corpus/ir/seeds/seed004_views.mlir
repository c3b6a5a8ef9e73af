// Seed 004 (linalg dialect), sections "Metadata Ops", "linalg.range",
// "linalg.slice", "linalg.reshape", "linalg.tensor_reshape" and
// "linalg.transpose". These ops are gone; their counterparts today:
// memref.subview (rank-preserving and rank-reducing slices),
// memref.collapse_shape / memref.expand_shape (reshape),
// tensor.collapse_shape / tensor.expand_shape (tensor_reshape), and
// memref.transpose.
func.func @slices(%view: memref<?x?xf32>, %lo: index, %hi: index, %row: index)
    -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<f32, strided<[], offset: ?>>) {
  // rank-preserving slice over two ranges
  %4 = memref.subview %view[%lo, %lo] [%hi, %hi] [1, 1]
      : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  // rank-reducing slice (from 2-D to 1-D): an index, then a range
  %5 = memref.subview %view[%row, %lo] [1, %hi] [1, 1]
      : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  // rank-reducing slice (from 2-D to 0-D)
  %6 = memref.subview %view[%row, %lo] [1, 1] [1, 1]
      : memref<?x?xf32> to memref<f32, strided<[], offset: ?>>
  return %4, %5, %6 : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>, memref<f32, strided<[], offset: ?>>
}

func.func @reshapes(%0: memref<?x?x?xf32>, %d0: index, %d1: index, %d2: index) -> (memref<?x?xf32>, memref<?x?x?xf32>) {
  // Dimension collapse (i, j) -> i' and k -> k'
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  // Dimension expansion i -> (i', j') and (k) -> (k')
  %2 = memref.expand_shape %1 [[0, 1], [2]] output_shape [%d0, %d1, %d2] : memref<?x?xf32> into memref<?x?x?xf32>
  return %1, %2 : memref<?x?xf32>, memref<?x?x?xf32>
}

func.func @tensor_reshapes(%a: tensor<?x?x?xf32>, %d0: index, %d1: index, %d2: index) -> (tensor<?x?xf32>, tensor<?x?x?xf32>) {
  // Dimension collapse (i, j) -> i' and k -> k'
  %b = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  // Dimension expansion i -> (i', j') and (k) -> (k')
  %c = tensor.expand_shape %b [[0, 1], [2]] output_shape [%d0, %d1, %d2] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %b, %c : tensor<?x?xf32>, tensor<?x?x?xf32>
}

func.func @transpose(%0: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %1 = memref.transpose %0 (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %1 : memref<?x?xf32, strided<[1, ?]>>
}
