// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s | tessera opt - | FileCheck %s
// CHECK-LABEL: func.func @f
// CHECK-NEXT: affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @f() {
  affine.for %i = 0 to 10 {
  }
  return
}
