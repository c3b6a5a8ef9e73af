// affine.delinearize_index and affine.linearize_index: static and dynamic
// bases, the optional outer bound, `disjoint`, and round trips between
// linear and multi-dimensional indices inside loops.
func.func @delinearize(%linear_index: index, %c16: index, %c224: index) -> (index, index, index, index, index) {
  %indices:3 = affine.delinearize_index %linear_index into (%c16, %c224, %c224) : index, index, index
  %pair:2 = affine.delinearize_index %linear_index into (224) : index, index
  return %indices#0, %indices#1, %indices#2, %pair#0, %pair#1 : index, index, index, index, index
}

func.func @delinearize_static(%x: index, %n: index) -> (index, index, index) {
  %s:3 = affine.delinearize_index %x into (4, %n, 8) : index, index, index
  return %s#0, %s#1, %s#2 : index, index, index
}

func.func @linearize(%i: index, %j: index, %k: index, %n: index) -> (index, index, index) {
  %0 = affine.linearize_index [%i, %j, %k] by (2, 3, 5) : index
  %1 = affine.linearize_index disjoint [%i, %j] by (%n, 16) : index
  %2 = affine.linearize_index [%i, %j, %k] by (%n, 7) : index
  return %0, %1, %2 : index, index, index
}

// Flattened traversal of a 3-D array: each linear position is split into
// coordinates and joined back again.
func.func @flatten(%A: memref<4x6x8xf32>, %B: memref<192xf32>) {
  affine.for %p = 0 to 192 {
    %c:3 = affine.delinearize_index %p into (4, 6, 8) : index, index, index
    %v = memref.load %A[%c#0, %c#1, %c#2] : memref<4x6x8xf32>
    %q = affine.linearize_index disjoint [%c#0, %c#1, %c#2] by (4, 6, 8) : index
    memref.store %v, %B[%q] : memref<192xf32>
  }
  return
}
