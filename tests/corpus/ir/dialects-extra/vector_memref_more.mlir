// vector masked loads/stores, bitcast, multi_reduction, strided slices; memref
// memory_space_cast and assume_alignment.
func.func @f(%A: memref<?x?xf32>, %i: index, %m: vector<4xi1>, %p: vector<4xf32>, %v: vector<2x8xf32>, %acc: vector<2xf32>, %iv: vector<4xi32>) {
  %0 = vector.maskedload %A[%i, %i], %m, %p : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %A[%i, %i], %m, %0 : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  %1 = vector.bitcast %iv : vector<4xi32> to vector<4xf32>
  %2 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x8xf32> to vector<2xf32>
  %3 = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<2x8xf32> to vector<2x4xf32>
  %4 = vector.insert_strided_slice %3, %v {offsets = [0, 4], strides = [1, 1]} : vector<2x4xf32> into vector<2x8xf32>
  %5 = memref.memory_space_cast %A : memref<?x?xf32> to memref<?x?xf32, 1>
  memref.assume_alignment %A, 16 : memref<?x?xf32>
  return
}
