#map = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>
module {
  memref.global "private" @lookup : memref<4xf32> = dense<[0.000000e+00, 1.000000e+00, 4.000000e+00, 9.000000e+00]>
  memref.global "private" constant @coeffs : memref<3xf64> = dense<[2.500000e+00, -1.000000e+00, 5.000000e-01]> {alignment = 64 : i64}
  memref.global @state : memref<16x16xi32> = uninitialized
  memref.global "private" @decl_only : memref<8xf32>
  func.func @allocs(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
    %alloc = memref.alloc() : memref<1024xf32>
    %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
    %alloc_1 = memref.alloc(%arg0, %arg1) : memref<?x4x?xi16>
    %alloc_2 = memref.alloc(%arg0, %arg1)[%arg2, %arg3] : memref<?x?xf32, #map>
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf64>
    %alloc_4 = memref.alloc(%arg1) : memref<?xf32, 1>
    %alloca = memref.alloca() : memref<4xi32>
    %alloca_5 = memref.alloca(%arg0) {alignment = 16 : i64} : memref<?x8xf32>
    %alloca_6 = memref.alloca() : memref<f32>
    memref.dealloc %alloc_4 : memref<?xf32, 1>
    memref.dealloc %alloc_3 : memref<8x8xf64>
    memref.dealloc %alloc_2 : memref<?x?xf32, #map>
    memref.dealloc %alloc_1 : memref<?x4x?xi16>
    memref.dealloc %alloc_0 : memref<?xf32>
    memref.dealloc %alloc : memref<1024xf32>
    return
  }
  func.func @scoped(%arg0: index) -> f32 {
    %0 = memref.alloca_scope  -> (f32) {
      %alloca = memref.alloca(%arg0) : memref<?xf32>
      %c0 = arith.constant 0 : index
      %cst = arith.constant 1.000000e+00 : f32
      memref.store %cst, %alloca[%c0] : memref<?xf32>
      %1 = memref.load %alloca[%c0] : memref<?xf32>
      memref.alloca_scope.return %1 : f32
    }
    return %0 : f32
  }
  func.func @globals(%arg0: index) -> (f32, f64) {
    %0 = memref.get_global @lookup : memref<4xf32>
    %1 = memref.get_global @coeffs : memref<3xf64>
    %2 = memref.get_global @state : memref<16x16xi32>
    %3 = memref.load %0[%arg0] : memref<4xf32>
    %c1 = arith.constant 1 : index
    %4 = memref.load %1[%c1] : memref<3xf64>
    %c7_i32 = arith.constant 7 : i32
    memref.store %c7_i32, %2[%arg0, %c1] : memref<16x16xi32>
    return %3, %4 : f32, f64
  }
}

