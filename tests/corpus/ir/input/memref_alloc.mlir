// memref allocation: alloc/alloca with static and dynamic sizes, layout
// symbols, alignment, memory spaces; dealloc; alloca_scope; globals.
#tiled_dynamic = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>

memref.global "private" @lookup : memref<4xf32> = dense<[0.0, 1.0, 4.0, 9.0]>
memref.global "private" constant @coeffs : memref<3xf64> = dense<[2.5, -1.0, 0.5]> {alignment = 64 : i64}
memref.global @state : memref<16x16xi32> = uninitialized
memref.global "private" @decl_only : memref<8xf32>

func.func @allocs(%m: index, %n: index, %b1: index, %b2: index) {
  %a = memref.alloc() : memref<1024xf32>
  %b = memref.alloc(%m) : memref<?xf32>
  %c = memref.alloc(%m, %n) : memref<?x4x?xi16>
  %d = memref.alloc(%m, %n)[%b1, %b2] : memref<?x?xf32, #tiled_dynamic>
  %e = memref.alloc() {alignment = 64 : i64} : memref<8x8xf64>
  %f = memref.alloc(%n) : memref<?xf32, 1>
  %g = memref.alloca() : memref<4xi32>
  %h = memref.alloca(%m) {alignment = 16 : i64} : memref<?x8xf32>
  %s = memref.alloca() : memref<f32>
  memref.dealloc %f : memref<?xf32, 1>
  memref.dealloc %e : memref<8x8xf64>
  memref.dealloc %d : memref<?x?xf32, #tiled_dynamic>
  memref.dealloc %c : memref<?x4x?xi16>
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %a : memref<1024xf32>
  return
}

func.func @scoped(%n: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %tmp = memref.alloca(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %one = arith.constant 1.0 : f32
    memref.store %one, %tmp[%c0] : memref<?xf32>
    %v = memref.load %tmp[%c0] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}

func.func @globals(%i: index) -> (f32, f64) {
  %l = memref.get_global @lookup : memref<4xf32>
  %c = memref.get_global @coeffs : memref<3xf64>
  %s = memref.get_global @state : memref<16x16xi32>
  %v = memref.load %l[%i] : memref<4xf32>
  %c1 = arith.constant 1 : index
  %w = memref.load %c[%c1] : memref<3xf64>
  %k = arith.constant 7 : i32
  memref.store %k, %s[%i, %c1] : memref<16x16xi32>
  return %v, %w : f32, f64
}
