module {
  memref.global "private" @lookup : memref<4xf32> = dense<[0.000000e+00, 1.000000e+00, 4.000000e+00, 9.000000e+00]>
  memref.global "private" constant @coeffs : memref<3xf64> = dense<[2.500000e+00, -1.000000e+00, 5.000000e-01]> {alignment = 64 : i64}
  memref.global @state : memref<16x16xi32> = uninitialized
  memref.global "private" @decl_only : memref<8xf32>
  func.func @allocs(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
    return
  }
  func.func @scoped(%arg0: index) -> f32 {
    %cst = arith.constant 1.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %alloca = memref.alloca(%arg0) : memref<?xf32>
    memref.store %cst, %alloca[%c0] : memref<?xf32>
    %0 = memref.load %alloca[%c0] : memref<?xf32>
    return %0 : f32
  }
  func.func @globals(%arg0: index) -> (f32, f64) {
    %c7_i32 = arith.constant 7 : i32
    %c1 = arith.constant 1 : index
    %0 = memref.get_global @lookup : memref<4xf32>
    %1 = memref.get_global @coeffs : memref<3xf64>
    %2 = memref.get_global @state : memref<16x16xi32>
    %3 = memref.load %0[%arg0] : memref<4xf32>
    %4 = memref.load %1[%c1] : memref<3xf64>
    memref.store %c7_i32, %2[%arg0, %c1] : memref<16x16xi32>
    return %3, %4 : f32, f64
  }
}

