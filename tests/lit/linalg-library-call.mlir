// RUN: tessera opt %s --convert-linalg-to-std | FileCheck %s
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @lc(%arg0: memref<4x6xf32>, %arg1: memref<6x5xf32>, %arg2: memref<4x5xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x6xf32> to memref<4x6xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %arg1 : memref<6x5xf32> to memref<6x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_1 = memref.cast %arg2 : memref<4x5xf32> to memref<4x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: call @my_matmul(%cast, %cast_0, %cast_1) : (memref<4x6xf32, strided<[?, ?], offset: ?>>, memref<6x5xf32, strided<[?, ?], offset: ?>>, memref<4x5xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT: %cast_2 = memref.cast %arg0 : memref<4x6xf32> to memref<4x6xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_3 = memref.cast %arg1 : memref<6x5xf32> to memref<6x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_4 = memref.cast %arg2 : memref<4x5xf32> to memref<4x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: call @my_matmul(%cast_2, %cast_3, %cast_4) : (memref<4x6xf32, strided<[?, ?], offset: ?>>, memref<6x5xf32, strided<[?, ?], offset: ?>>, memref<4x5xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lc2(%arg0: memref<?xf64>, %arg1: f64, %arg2: memref<?xf64, strided<[2], offset: ?>>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf64> to memref<?xf64, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %arg2 : memref<?xf64, strided<[2], offset: ?>> to memref<?xf64, strided<[?], offset: ?>>
// CHECK-NEXT: call @axpy(%cast, %arg1, %cast_0) : (memref<?xf64, strided<[?], offset: ?>>, f64, memref<?xf64, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lc3(%arg0: memref<f32>, %arg1: memref<f32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<f32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %arg1 : memref<f32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: call @cp0(%cast, %cast_0) : (memref<f32, strided<[], offset: ?>>, memref<f32, strided<[], offset: ?>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mm_named(%arg0: memref<4x6xf32>, %arg1: memref<6x5xf32>, %arg2: memref<4x5xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x6xf32> to memref<4x6xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %arg1 : memref<6x5xf32> to memref<6x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_1 = memref.cast %arg2 : memref<4x5xf32> to memref<4x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: call @linalg_matmul_view4x6xf32_view6x5xf32_view4x5xf32(%cast, %cast_0, %cast_1) : (memref<4x6xf32, strided<[?, ?], offset: ?>>, memref<6x5xf32, strided<[?, ?], offset: ?>>, memref<4x5xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @my_matmul(memref<4x6xf32, strided<[?, ?], offset: ?>>, memref<6x5xf32, strided<[?, ?], offset: ?>>, memref<4x5xf32, strided<[?, ?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func private @axpy(memref<?xf64, strided<[?], offset: ?>>, f64, memref<?xf64, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func private @cp0(memref<f32, strided<[], offset: ?>>, memref<f32, strided<[], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func private @linalg_matmul_view4x6xf32_view6x5xf32_view4x5xf32(memref<4x6xf32, strided<[?, ?], offset: ?>>, memref<6x5xf32, strided<[?, ?], offset: ?>>, memref<4x5xf32, strided<[?, ?], offset: ?>>) attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func @plain(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
//
// Identical to `mlir-opt --convert-linalg-to-std` (MLIR 22) on @lc, @lc2, @lc3, @mm_named: each
// memref operand cast to the fully dynamic strided layout of its shape, a func.call of the
// library_call symbol (a named op without one: MLIR's mangled name), one private declaration
// per symbol with llvm.emit_c_interface, inserted before the module's last operation.
// @plain differs on purpose: a linalg.generic without library_call stays (mlir-opt calls a
// placeholder @op_has_no_registered_library_name).

func.func @lc(%A: memref<4x6xf32>, %B: memref<6x5xf32>, %C: memref<4x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i,j,k)->(i,k)>, affine_map<(i,j,k)->(k,j)>, affine_map<(i,j,k)->(i,j)>], iterator_types = ["parallel", "parallel", "reduction"], library_call = "my_matmul"} ins(%A, %B : memref<4x6xf32>, memref<6x5xf32>) outs(%C : memref<4x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i,j,k)->(i,k)>, affine_map<(i,j,k)->(k,j)>, affine_map<(i,j,k)->(i,j)>], iterator_types = ["parallel", "parallel", "reduction"], library_call = "my_matmul"} ins(%A, %B : memref<4x6xf32>, memref<6x5xf32>) outs(%C : memref<4x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  }
  return
}
func.func @lc2(%A: memref<?xf64>, %s: f64, %B: memref<?xf64, strided<[2], offset: ?>>) {
  linalg.generic {indexing_maps = [affine_map<(i)->(i)>, affine_map<(i)->()>, affine_map<(i)->(i)>], iterator_types = ["parallel"], library_call = "axpy"} ins(%A, %s : memref<?xf64>, f64) outs(%B : memref<?xf64, strided<[2], offset: ?>>) {
  ^bb0(%a: f64, %x: f64, %c: f64):
    %p = arith.mulf %a, %x : f64
    linalg.yield %p : f64
  }
  return
}
func.func @lc3(%A: memref<f32>, %B: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<()->()>, affine_map<()->()>], iterator_types = [], library_call = "cp0"} ins(%A : memref<f32>) outs(%B : memref<f32>) {
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  }

  return
}
func.func @mm_named(%A: memref<4x6xf32>, %B: memref<6x5xf32>, %C: memref<4x5xf32>) {
  linalg.matmul ins(%A, %B : memref<4x6xf32>, memref<6x5xf32>) outs(%C : memref<4x5xf32>)
  return
}
func.func @plain(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
