// vector.mask (masked op, passthru, empty region), vector.scan, vector.scalable.insert/extract.
// Expected output: mlir-opt 22's, custom and generic forms.
// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --generic | FileCheck %s --check-prefix=GENERIC

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: vector<8xi32>, %arg1: vector<8xi1>, %arg2: tensor<?xf32>, %arg3: index, %arg4: vector<8xf32>, %arg5: vector<[8]xi32>, %arg6: vector<4xi32>, %arg7: vector<i32>) -> i32 {
// CHECK-NEXT: %0 = vector.mask %arg1 { vector.reduction <add>, %arg0 : vector<8xi32> into i32 } : vector<8xi1> -> i32
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = vector.mask %arg1, %arg4 { vector.transfer_read %arg2[%arg3], %cst : tensor<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: vector.mask %arg1 { vector.yield } : vector<8xi1>
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg0, %arg7 {inclusive = true, reduction_dim = 0 : i64} : vector<8xi32>, vector<i32>
// CHECK-NEXT: %2 = vector.scalable.insert %arg6, %arg5[4] : vector<4xi32> into vector<[8]xi32>
// CHECK-NEXT: %3 = vector.scalable.extract %arg5[0] : vector<4xi32> from vector<[8]xi32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (vector<8xi32>, vector<8xi1>, tensor<?xf32>, index, vector<8xf32>, vector<[8]xi32>, vector<4xi32>, vector<i32>) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: vector<8xi32>, %arg1: vector<8xi1>, %arg2: tensor<?xf32>, %arg3: index, %arg4: vector<8xf32>, %arg5: vector<[8]xi32>, %arg6: vector<4xi32>, %arg7: vector<i32>):
// GENERIC-NEXT: %0 = "vector.mask"(%arg1) ({
// GENERIC-NEXT: %7 = "vector.reduction"(%arg0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xi32>) -> i32
// GENERIC-NEXT: "vector.yield"(%7) : (i32) -> ()
// GENERIC-NEXT: }) : (vector<8xi1>) -> i32
// GENERIC-NEXT: %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: %2 = "vector.mask"(%arg1, %arg4) ({
// GENERIC-NEXT: %6 = "vector.transfer_read"(%arg2, %arg3, %1) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (tensor<?xf32>, index, f32) -> vector<8xf32>
// GENERIC-NEXT: "vector.yield"(%6) : (vector<8xf32>) -> ()
// GENERIC-NEXT: }) : (vector<8xi1>, vector<8xf32>) -> vector<8xf32>
// GENERIC-NEXT: "vector.mask"(%arg1) ({
// GENERIC-NEXT: "vector.yield"() : () -> ()
// GENERIC-NEXT: }) : (vector<8xi1>) -> ()
// GENERIC-NEXT: %3:2 = "vector.scan"(%arg0, %arg7) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<8xi32>, vector<i32>) -> (vector<8xi32>, vector<i32>)
// GENERIC-NEXT: %4 = "vector.scalable.insert"(%arg6, %arg5) <{pos = 4 : i64}> : (vector<4xi32>, vector<[8]xi32>) -> vector<[8]xi32>
// GENERIC-NEXT: %5 = "vector.scalable.extract"(%arg5) <{pos = 0 : i64}> : (vector<[8]xi32>) -> vector<4xi32>
// GENERIC-NEXT: "func.return"(%0) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @f(%a: vector<8xi32>, %m: vector<8xi1>, %t: tensor<?xf32>, %i: index, %pt: vector<8xf32>, %s: vector<[8]xi32>, %s4: vector<4xi32>, %z: vector<i32>) -> i32 {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32
  %f = arith.constant 0.0 : f32
  %1 = vector.mask %m, %pt { vector.transfer_read %t[%i], %f : tensor<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %m { } : vector<8xi1>
  %2:2 = vector.scan <add>, %a, %z {reduction_dim = 0 : i64, inclusive = true} : vector<8xi32>, vector<i32>
  %3 = vector.scalable.insert %s4, %s[4] : vector<4xi32> into vector<[8]xi32>
  %4 = vector.scalable.extract %s[0] : vector<4xi32> from vector<[8]xi32>
  return %0 : i32
}
