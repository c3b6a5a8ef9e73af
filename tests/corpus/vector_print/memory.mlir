// Vectors read from memory: a buffer filled by loops, printed row by row (vector.load,
// vector.transfer_read) and reduced.
func.func @main() {
  %buf = memref.alloc() : memref<4x8xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %k = arith.muli %ii, %jj : i32
      %f = arith.sitofp %k : i32 to f32
      %t = arith.constant 0.125 : f32
      %g = arith.mulf %f, %t : f32
      %h = arith.subf %g, %t : f32
      memref.store %h, %buf[%i, %j] : memref<4x8xf32>
    }
  }
  %pad = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    %c0 = arith.constant 0 : index
    %row = vector.load %buf[%i, %c0] : memref<4x8xf32>, vector<8xf32>
    vector.print %row : vector<8xf32>
    %t = vector.transfer_read %buf[%i, %c0], %pad : memref<4x8xf32>, vector<2x4xf32>
    vector.print %t : vector<2x4xf32>
    %s = vector.reduction <add>, %row : vector<8xf32> into f32
    vector.print %s : f32
  }
  memref.dealloc %buf : memref<4x8xf32>
  return
}
