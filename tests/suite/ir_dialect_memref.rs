//! The memref dialect: printing checked against `mlir-opt` 22, round trips through the generic
//! form, and one negative test per verifier rule with its message and line:column.
//!
//! Expected printed texts were produced by `/usr/lib/llvm-22/bin/mlir-opt FILE` on the sources
//! below. Error positions and messages are mlir-opt 22's for the same input (the op name for
//! verifier errors) unless a test says otherwise.

use crate::ir_common;

use ir_common::{check, check_print};

#[test]
fn print_memref_alloc() {
    check_print(
        r#"// memref allocation: alloc/alloca with static and dynamic sizes, layout
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
"#,
        r#"#map = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>
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

"#,
    );
}

#[test]
fn print_memref_access() {
    check_print(
        r#"// memref access and shape queries: load/store (with nontemporal), dim,
// rank, cast (static <-> dynamic, ranked <-> unranked), copy, atomic_rmw,
// and a loop that uses them.
func.func @load_store(%A: memref<?x?xf32>, %B: memref<16xf32>, %i: index, %j: index) {
  %v = memref.load %A[%i, %j] : memref<?x?xf32>
  %w = memref.load %B[%i] {nontemporal = true} : memref<16xf32>
  %s = arith.addf %v, %w : f32
  memref.store %s, %A[%j, %i] : memref<?x?xf32>
  memref.store %s, %B[%j] {nontemporal = false} : memref<16xf32>
  return
}

func.func @shapes(%A: memref<?x8x?xf32>, %U: memref<*xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %d0 = memref.dim %A, %c0 : memref<?x8x?xf32>
  %d2 = memref.dim %A, %c2 : memref<?x8x?xf32>
  %r = memref.rank %U : memref<*xf32>
  return %d0, %d2, %r : index, index, index
}

func.func @casts(%A: memref<4x4xf32>, %B: memref<?x?xf32>) -> memref<*xf32> {
  %dyn = memref.cast %A : memref<4x4xf32> to memref<?x?xf32>
  %stat = memref.cast %B : memref<?x?xf32> to memref<4x4xf32>
  %unranked = memref.cast %dyn : memref<?x?xf32> to memref<*xf32>
  %back = memref.cast %unranked : memref<*xf32> to memref<?x?xf32>
  memref.copy %stat, %A : memref<4x4xf32> to memref<4x4xf32>
  memref.copy %back, %B : memref<?x?xf32> to memref<?x?xf32>
  return %unranked : memref<*xf32>
}

func.func @copy_strided(%src: memref<8x8xf32, strided<[16, 1], offset: 4>>, %dst: memref<8x8xf32>) {
  memref.copy %src, %dst : memref<8x8xf32, strided<[16, 1], offset: 4>> to memref<8x8xf32>
  return
}

func.func @histogram(%data: memref<?xi32>, %bins: memref<256xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %n = memref.dim %data, %c0 : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %data[%i] : memref<?xi32>
    %b = arith.index_cast %v : i32 to index
    %old = memref.atomic_rmw addi %one, %bins[%b] : (i32, memref<256xi32>) -> i32
  }
  return
}

func.func @sum_rows(%A: memref<?x?xf64>, %out: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %m = memref.dim %A, %c0 : memref<?x?xf64>
  %n = memref.dim %A, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %m step %c1 {
    memref.store %zero, %out[%i] : memref<?xf64>
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %acc = memref.load %out[%i] : memref<?xf64>
      %s = arith.addf %acc, %a : f64
      memref.store %s, %out[%i] : memref<?xf64>
    }
  }
  return
}
"#,
        r#"module {
  func.func @load_store(%arg0: memref<?x?xf32>, %arg1: memref<16xf32>, %arg2: index, %arg3: index) {
    %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
    %1 = memref.load %arg1[%arg2] {nontemporal = true} : memref<16xf32>
    %2 = arith.addf %0, %1 : f32
    memref.store %2, %arg0[%arg3, %arg2] : memref<?x?xf32>
    memref.store %2, %arg1[%arg3] : memref<16xf32>
    return
  }
  func.func @shapes(%arg0: memref<?x8x?xf32>, %arg1: memref<*xf32>) -> (index, index, index) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %dim = memref.dim %arg0, %c0 : memref<?x8x?xf32>
    %dim_0 = memref.dim %arg0, %c2 : memref<?x8x?xf32>
    %0 = memref.rank %arg1 : memref<*xf32>
    return %dim, %dim_0, %0 : index, index, index
  }
  func.func @casts(%arg0: memref<4x4xf32>, %arg1: memref<?x?xf32>) -> memref<*xf32> {
    %cast = memref.cast %arg0 : memref<4x4xf32> to memref<?x?xf32>
    %cast_0 = memref.cast %arg1 : memref<?x?xf32> to memref<4x4xf32>
    %cast_1 = memref.cast %cast : memref<?x?xf32> to memref<*xf32>
    %cast_2 = memref.cast %cast_1 : memref<*xf32> to memref<?x?xf32>
    memref.copy %cast_0, %arg0 : memref<4x4xf32> to memref<4x4xf32>
    memref.copy %cast_2, %arg1 : memref<?x?xf32> to memref<?x?xf32>
    return %cast_1 : memref<*xf32>
  }
  func.func @copy_strided(%arg0: memref<8x8xf32, strided<[16, 1], offset: 4>>, %arg1: memref<8x8xf32>) {
    memref.copy %arg0, %arg1 : memref<8x8xf32, strided<[16, 1], offset: 4>> to memref<8x8xf32>
    return
  }
  func.func @histogram(%arg0: memref<?xi32>, %arg1: memref<256xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_i32 = arith.constant 1 : i32
    %dim = memref.dim %arg0, %c0 : memref<?xi32>
    scf.for %arg2 = %c0 to %dim step %c1 {
      %0 = memref.load %arg0[%arg2] : memref<?xi32>
      %1 = arith.index_cast %0 : i32 to index
      %2 = memref.atomic_rmw addi %c1_i32, %arg1[%1] : (i32, memref<256xi32>) -> i32
    }
    return
  }
  func.func @sum_rows(%arg0: memref<?x?xf64>, %arg1: memref<?xf64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f64
    %dim = memref.dim %arg0, %c0 : memref<?x?xf64>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf64>
    scf.for %arg2 = %c0 to %dim step %c1 {
      memref.store %cst, %arg1[%arg2] : memref<?xf64>
      scf.for %arg3 = %c0 to %dim_0 step %c1 {
        %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf64>
        %1 = memref.load %arg1[%arg2] : memref<?xf64>
        %2 = arith.addf %1, %0 : f64
        memref.store %2, %arg1[%arg2] : memref<?xf64>
      }
    }
    return
  }
}

"#,
    );
}

#[test]
fn print_memref_views() {
    check_print(
        r#"// memref views: subview (static, dynamic, strided, rank-reducing),
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
"#,
        r#"module {
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
    %alloc = memref.alloc() : memref<4096xi8>
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
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

"#,
    );
}

#[test]
fn rejects_alloc_dynamic_count() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.alloc(%n) : memref<4xf32>
  return
}
"#,
        2,
        8,
        r#"'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0"#,
    );
}

#[test]
fn rejects_alloc_symbol_count() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.alloc()[%n] : memref<4xf32>
  return
}
"#,
        2,
        8,
        r#"'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1"#,
    );
}

#[test]
fn rejects_alloc_alignment() {
    // mlir-opt 22 words this differently (or accepts it); tessera's message.
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.alloc() {alignment = 3 : i64} : memref<4xf32>
  return
}
"#,
        2,
        8,
        r#"'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"#,
    );
}

#[test]
fn rejects_alloc_result() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> tensor<4xf32>
  return
}
"#,
        2,
        8,
        r#"'memref.alloc' op result #0 must be memref of any type values, but got 'tensor<4xf32>'"#,
    );
}

#[test]
fn rejects_load_index_count() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.load %A[%n] : memref<4x8xf32>
  return
}
"#,
        2,
        8,
        r#"'memref.load' op incorrect number of indices for load, expected 2 but got 1"#,
    );
}

#[test]
fn rejects_load_result_type() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = "memref.load"(%A, %n, %n) : (memref<4x8xf32>, index, index) -> f64
  return
}
"#,
        2,
        8,
        r#"'memref.load' op failed to verify that result type matches element type of 'memref'"#,
    );
}

#[test]
fn rejects_store_value_type() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  "memref.store"(%i, %A, %n, %n) : (i32, memref<4x8xf32>, index, index) -> ()
  return
}
"#,
        2,
        3,
        r#"'memref.store' op failed to verify that type of 'value' matches element type of 'memref'"#,
    );
}

#[test]
fn rejects_store_index_count() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  memref.store %x, %A[%n, %n, %n] : memref<4x8xf32>
  return
}
"#,
        2,
        3,
        r#"'memref.store' op store index operand count not equal to memref rank"#,
    );
}

#[test]
fn rejects_dim_operand() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = "memref.dim"(%x, %n) : (f32, index) -> index
  return
}
"#,
        2,
        8,
        r#"'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'f32'"#,
    );
}

#[test]
fn rejects_cast_incompatible() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.cast %A : memref<4x8xf32> to memref<4x9xf32>
  return
}
"#,
        2,
        8,
        r#"'memref.cast' op operand type 'memref<4x8xf32>' and result type 'memref<4x9xf32>' are cast incompatible"#,
    );
}

#[test]
fn rejects_cast_elem() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.cast %A : memref<4x8xf32> to memref<4x8xi32>
  return
}
"#,
        2,
        8,
        r#"'memref.cast' op operand type 'memref<4x8xf32>' and result type 'memref<4x8xi32>' are cast incompatible"#,
    );
}

#[test]
fn rejects_copy_elem() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %B = memref.alloc() : memref<4x8xi32>
  memref.copy %A, %B : memref<4x8xf32> to memref<4x8xi32>
  return
}
"#,
        3,
        3,
        r#"'memref.copy' op requires the same element type for all operands"#,
    );
}

#[test]
fn rejects_subview_offsets_count() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.subview %A[0] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1]>>
  return
}
"#,
        2,
        8,
        r#"expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed."#,
    );
}

#[test]
fn rejects_subview_result_layout() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.subview %A[1, 2] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1]>>
  return
}
"#,
        2,
        8,
        r#"expected result type to be 'memref<2x2xf32, strided<[8, 1], offset: 10>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32, strided<[8, 1]>>'"#,
    );
}

#[test]
fn rejects_subview_elem() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.subview %A[0, 0] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xi32, strided<[8, 1]>>
  return
}
"#,
        2,
        8,
        r#"expected result element type to be 'f32', but got 'memref<2x2xi32, strided<[8, 1]>>'"#,
    );
}

#[test]
fn rejects_subview_rank_reduce() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.subview %A[0, 0] [2, 2] [1, 1] : memref<4x8xf32> to memref<4xf32, strided<[1]>>
  return
}
"#,
        2,
        8,
        r#"expected result type to be 'memref<2x2xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4xf32, strided<[1]>>'"#,
    );
}

#[test]
fn rejects_reinterpret_size() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.reinterpret_cast %D to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?x?xf32> to memref<4x5xf32, strided<[4, 1]>>
  return
}
"#,
        2,
        8,
        r#"expected result type with size = 4 instead of 5 in dim = 1"#,
    );
}

#[test]
fn rejects_reinterpret_stride() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.reinterpret_cast %D to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}
"#,
        2,
        8,
        r#"expected result type with stride = 4 instead of 8 in dim = 0"#,
    );
}

#[test]
fn rejects_view_sizes() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %B = memref.alloc() : memref<64xi8>
  %0 = memref.view %B[%n][] : memref<64xi8> to memref<?x4xf32>
  return
}
"#,
        3,
        8,
        r#"'memref.view' op incorrect number of dynamic sizes, has 0, expected 1"#,
    );
}

#[test]
fn rejects_view_source() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.view %A[%n][] : memref<4x8xf32> to memref<4x4xf32>
  return
}
"#,
        2,
        8,
        r#"'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<4x8xf32>'"#,
    );
}

#[test]
fn rejects_global_initial_type() {
    check(
        r#""memref.global"() <{initial_value = dense<1> : tensor<4xi32>, sym_name = "g", type = memref<4xf32>}> : () -> ()
"#,
        1,
        1,
        r#"'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'"#,
    );
}

#[test]
fn rejects_get_global_missing() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.get_global @nope : memref<4xf32>
  return
}
"#,
        2,
        8,
        r#"'memref.get_global' op 'nope' does not reference a valid global memref"#,
    );
}

#[test]
fn rejects_get_global_type() {
    check(
        r#"memref.global @g : memref<4xf32> = uninitialized
func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.get_global @g : memref<8xf32>
  return
}
"#,
        3,
        8,
        r#"'memref.get_global' op result type 'memref<8xf32>' does not match type 'memref<4xf32>' of the global memref @g"#,
    );
}

#[test]
fn rejects_collapse_reassociation() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.collapse_shape %A [[0], [1], [2]] : memref<4x8xf32> into memref<32xf32>
  return
}
"#,
        2,
        8,
        r#"'memref.collapse_shape' op invalid number of reassociation groups: found 3, expected 1"#,
    );
}

#[test]
fn rejects_collapse_static() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.collapse_shape %A [[0, 1]] : memref<4x8xf32> into memref<30xf32>
  return
}
"#,
        2,
        8,
        r#"'memref.collapse_shape' op collapsed dim size (30) must equal reassociation group size (32)"#,
    );
}

#[test]
fn rejects_transpose_perm() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.transpose %A (d0, d1) -> (d0, d0) : memref<4x8xf32> to memref<4x4xf32, strided<[8, 8]>>
  return
}
"#,
        2,
        8,
        r#"'memref.transpose' op expected a permutation map"#,
    );
}

#[test]
fn rejects_rank_operand() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = "memref.rank"(%x) : (f32) -> index
  return
}
"#,
        2,
        8,
        r#"'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'"#,
    );
}

#[test]
fn rejects_atomic_kind_type() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %M = memref.alloc() : memref<4xi32>
  %0 = memref.atomic_rmw addf %i, %M[%n] : (i32, memref<4xi32>) -> i32
  return
}
"#,
        3,
        8,
        r#"'memref.atomic_rmw' op with kind 'addf' expects a floating-point type"#,
    );
}

#[test]
fn rejects_alloca_scope_return() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %i : i32
  }
  return
}
"#,
        2,
        8,
        r#"'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'i32' should match successor input type #0 'f32'"#,
    );
}

#[test]
fn rejects_dealloc_operand() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  "memref.dealloc"(%x) : (f32) -> ()
  return
}
"#,
        2,
        3,
        r#"'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'"#,
    );
}

#[test]
fn rejects_metadata_results() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0, %1 = "memref.extract_strided_metadata"(%A) : (memref<4x8xf32>) -> (memref<f32>, index)
  return
}
"#,
        2,
        12,
        r#"'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index'"#,
    );
}

#[test]
fn rejects_memory_space_cast_shape() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.memory_space_cast %A : memref<4x8xf32> to memref<4x9xf32, 1>
  return
}
"#,
        2,
        8,
        r#"'memref.memory_space_cast' op operand type 'memref<4x8xf32>' and result type 'memref<4x9xf32, 1>' are cast incompatible"#,
    );
}

#[test]
fn rejects_assume_alignment_pow2() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.assume_alignment %A, 12 : memref<4x8xf32>
  return
}
"#,
        2,
        8,
        r#"'memref.assume_alignment' op alignment must be power of 2"#,
    );
}

#[test]
fn rejects_subview_layout_exact() {
    check(
        r#"func.func @f(%A: memref<4x8xf32>, %D: memref<?x?xf32>, %n: index, %x: f32, %i: i32) {
  %0 = memref.subview %A[0, 0] [1, 4] [1, 1] : memref<4x8xf32> to memref<1x4xf32, strided<[8, 1], offset: ?>>
  return
}
"#,
        2,
        8,
        r#"expected result type to be 'memref<1x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1x4xf32, strided<[8, 1], offset: ?>>'"#,
    );
}
