// vector.shuffle, interleave/deinterleave (0-d too), vscale, expandload/compressstore,
// a vector.contract whose trait is an attribute alias, insert_strided_slice into a
// higher-rank vector and a 0-d reduction. The CHECK lines are mlir-opt 22's output.
// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s | tessera opt - | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> ()>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<[4]xf32>, %arg3: vector<2x4xf32>, %arg4: f32, %arg5: vector<16xi1>, %arg6: memref<?xf32>, %arg7: index, %arg8: vector<16xf32>) -> index {
// CHECK-NEXT: %0 = vector.shuffle %arg0, %arg1 [0, 5, 2, 7] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.interleave %arg0, %arg1 : vector<4xf32> -> vector<8xf32>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %1 : vector<8xf32> -> vector<4xf32>
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: %2 = vector.shuffle %arg3, %arg3 [0, 3] : vector<2x4xf32>, vector<2x4xf32>
// CHECK-NEXT: %3 = vector.expandload %arg6[%arg7], %arg5, %arg8 : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK-NEXT: vector.compressstore %arg6[%arg7], %arg5, %arg8 : memref<?xf32>, vector<16xi1>, vector<16xf32>
// CHECK-NEXT: return %vscale : index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: vector<f32>, %arg1: vector<f32>, %arg2: vector<10xf32>, %arg3: f32, %arg4: vector<4x4xf32>, %arg5: vector<4x8x16xf32>, %arg6: vector<i32>) -> (vector<2xf32>, f32, vector<4x8x16xf32>, i32) {
// CHECK-NEXT: %0 = vector.interleave %arg0, %arg1 : vector<f32> -> vector<2xf32>
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg2, %arg2, %arg3 : vector<10xf32>, vector<10xf32> into f32
// CHECK-NEXT: %2 = vector.insert_strided_slice %arg4, %arg5 {offsets = [2, 2, 2], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
// CHECK-NEXT: %3 = vector.reduction <add>, %arg6 : vector<i32> into i32
// CHECK-NEXT: return %0, %1, %2, %3 : vector<2xf32>, f32, vector<4x8x16xf32>, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

#trait = {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>}
func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %s: vector<[4]xf32>, %m: vector<2x4xf32>, %x: f32, %c: vector<16xi1>, %p: memref<?xf32>, %i: index, %pt: vector<16xf32>) -> index {
  %0 = vector.shuffle %a, %b [0, 5, 2, 7] : vector<4xf32>, vector<4xf32>
  %1 = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
  %2, %3 = vector.deinterleave %1 : vector<8xf32> -> vector<4xf32>
  %4 = vector.vscale
  %5 = vector.shuffle %m, %m [0, 3] : vector<2x4xf32>, vector<2x4xf32>
  %6 = vector.expandload %p[%i], %c, %pt : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.compressstore %p[%i], %c, %pt : memref<?xf32>, vector<16xi1>, vector<16xf32>
  return %4 : index
}
func.func @g(%a: vector<f32>, %b: vector<f32>, %v: vector<10xf32>, %acc: f32, %s: vector<4x4xf32>, %d: vector<4x8x16xf32>, %r: vector<i32>) -> (vector<2xf32>, f32, vector<4x8x16xf32>, i32) {
  %0 = vector.interleave %a, %b : vector<f32> -> vector<2xf32>
  %1 = vector.contract #trait %v, %v, %acc : vector<10xf32>, vector<10xf32> into f32
  %2 = vector.insert_strided_slice %s, %d {offsets = [2, 2, 2], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
  %3 = vector.reduction <add>, %r : vector<i32> into i32
  return %0, %1, %2, %3 : vector<2xf32>, f32, vector<4x8x16xf32>, i32
}
