// RUN: tessera opt %s --affine-execute-region-simplify | FileCheck %s
// affine.execute_region canonicalisations (seed 002, "Simplification / Canonicalization") and
// hoisting of regions that are not needed.

// Duplicate operands merged, the unused %rT dropped (then %tmp's alloc/dealloc, its only uses
// left, erased), the memref.cast operand folded (the region argument takes memref<32xi64>:
// only loads and stores use it). The region itself is then inlined: every dim and symbol of
// its affine ops stays valid in the function.
// CHECK-LABEL: func.func @canon
// CHECK-NOT:     memref.alloc
// CHECK-NOT:     memref.cast
// CHECK-NOT:     affine.execute_region
// CHECK:         affine.load %arg0[%arg3] : memref<32xi64>
// CHECK:         affine.load %arg0[-%arg3 + 31] : memref<32xi64>
// CHECK:         affine.store %{{.*}}, %arg1[%arg3] : memref<32xi64>
// CHECK-NOT:     memref.dealloc
func.func @canon(%A : memref<32xi64>, %B : memref<32xi64>, %C : memref<32xi64>) {
  %tmp = memref.alloc() : memref<4xi64>
  %Ad = memref.cast %A : memref<32xi64> to memref<?xi64>
  affine.for %i = 0 to 32 {
    affine.execute_region [%rA, %rA2, %rB, %rT] = (%Ad, %Ad, %B, %tmp) : memref<?xi64>, memref<?xi64>, memref<32xi64>, memref<4xi64> {
      %v = affine.load %rA[%i] : memref<?xi64>
      %u = affine.load %rA2[31 - %i] : memref<?xi64>
      %s = arith.addi %u, %v : i64
      affine.store %s, %rB[%i] : memref<32xi64>
      return
    }
  }
  memref.dealloc %tmp : memref<4xi64>
  return
}

// A region whose loaded subscript %v is a symbol only inside it stays (inlined, %v would be
// neither a dim nor a symbol of the function); its unused argument is still dropped.
// CHECK-LABEL: func.func @needed
// CHECK:         affine.execute_region [%[[RA:.*]]] = (%arg0) : memref<64xf32> {
// CHECK-NEXT:      affine.load %[[RA]][%{{.*}}] : memref<64xf32>
func.func @needed(%A : memref<64xf32>, %B : memref<100xindex>, %C : memref<8xf32>) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 100 {
    %v = affine.load %B[%i] : memref<100xindex>
    affine.execute_region [%rA, %rC] = (%A, %C) : memref<64xf32>, memref<8xf32> {
      %s = affine.load %rA[%v] : memref<64xf32>
      %o = arith.addf %s, %one : f32
      affine.store %o, %rA[%v] : memref<64xf32>
      return
    }
  }
  return
}

// A cast to a more static type (it checks the size at run time) is not folded; an argument
// passed to a call keeps its type.
// CHECK-LABEL: func.func @kept_casts
// CHECK:         memref.cast %arg0 : memref<?xf32> to memref<8xf32>
// CHECK:         memref.cast %arg1 : memref<8xf32> to memref<?xf32>
func.func private @use(memref<?xf32>)
func.func @kept_casts(%A : memref<?xf32>, %B : memref<8xf32>) {
  %As = memref.cast %A : memref<?xf32> to memref<8xf32>
  %Bd = memref.cast %B : memref<8xf32> to memref<?xf32>
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    %w = affine.load %B[%i] : memref<8xf32>
    %k = arith.fptosi %w : f32 to i32
    %x = arith.index_cast %k : i32 to index
    affine.execute_region [%rA, %rB] = (%As, %Bd) : memref<8xf32>, memref<?xf32> {
      affine.store %c, %rA[%x] : memref<8xf32>
      func.call @use(%rB) : (memref<?xf32>) -> ()
      return
    }
  }
  return
}
