// RUN: tessera opt %s --split-input-file --linalg-promote | FileCheck %s
// RUN: tessera opt %s --split-input-file --linalg-promote --verify-diagnostics
// RUN: tessera opt %s --split-input-file --linalg-promote='operands=2 use-alloca=true' | FileCheck %s --check-prefix=OUT

// A hand-tiled matmul: every subview operand gets a buffer of the tile's shape, inputs and the
// (read) output are copied in, the output is copied back, the buffers are freed. With
// operands=2 use-alloca=true only the output tile is promoted, to a stack buffer.

// CHECK-LABEL: func.func @tiled
// CHECK:         %[[A:.*]] = memref.subview
// CHECK-NEXT:    %[[B:.*]] = memref.subview
// CHECK-NEXT:    %[[C:.*]] = memref.subview
// CHECK-NEXT:    %[[PA:.*]] = memref.alloc() : memref<4x6xf32>
// CHECK-NEXT:    %[[PB:.*]] = memref.alloc() : memref<6x4xf32>
// CHECK-NEXT:    %[[PC:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT:    memref.copy %[[A]], %[[PA]]
// CHECK-NEXT:    memref.copy %[[B]], %[[PB]]
// CHECK-NEXT:    memref.copy %[[C]], %[[PC]]
// CHECK-NEXT:    linalg.matmul ins(%[[PA]], %[[PB]] : memref<4x6xf32>, memref<6x4xf32>) outs(%[[PC]] : memref<4x4xf32>)
// CHECK-NEXT:    memref.copy %[[PC]], %[[C]]
// CHECK-NEXT:    memref.dealloc %[[PA]]
// CHECK-NEXT:    memref.dealloc %[[PB]]
// CHECK-NEXT:    memref.dealloc %[[PC]]

// OUT-LABEL: func.func @tiled
// OUT:         %[[C:.*]] = memref.subview %arg2
// OUT-NEXT:    %[[PC:.*]] = memref.alloca() : memref<4x4xf32>
// OUT-NEXT:    memref.copy %[[C]], %[[PC]]
// OUT-NEXT:    linalg.matmul ins(%{{.*}}, %{{.*}} : memref<4x6xf32, strided<[6, 1], offset: ?>>, memref<6x4xf32, strided<[8, 1], offset: ?>>) outs(%[[PC]] : memref<4x4xf32>)
// OUT-NEXT:    memref.copy %[[PC]], %[[C]]
// OUT-NEXT:    }
func.func @tiled(%A: memref<8x6xf32>, %B: memref<6x8xf32>, %C: memref<8x8xf32>) {
  affine.for %i = 0 to 8 step 4 {
    affine.for %j = 0 to 8 step 4 {
      %a = memref.subview %A[%i, 0] [4, 6] [1, 1] : memref<8x6xf32> to memref<4x6xf32, strided<[6, 1], offset: ?>>
      %b = memref.subview %B[0, %j] [6, 4] [1, 1] : memref<6x8xf32> to memref<6x4xf32, strided<[8, 1], offset: ?>>
      %c = memref.subview %C[%i, %j] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
      linalg.matmul ins(%a, %b : memref<4x6xf32, strided<[6, 1], offset: ?>>, memref<6x4xf32, strided<[8, 1], offset: ?>>) outs(%c : memref<4x4xf32, strided<[8, 1], offset: ?>>)
    }
  }
  return
}

// -----

// Dynamic tile sizes: the buffer's size is the view's (memref.dim). The output is not read by
// the payload of a copy and its map writes every cell: no copy in.

// CHECK-LABEL: func.func @dynamic
// CHECK:         %[[X:.*]] = memref.subview
// CHECK-NEXT:    %[[Y:.*]] = memref.subview
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[D:.*]] = memref.dim %[[X]], %[[C1]]
// CHECK-NEXT:    %[[PX:.*]] = memref.alloc(%[[D]]) : memref<2x?xf32>
// CHECK:         %[[PY:.*]] = memref.alloc(%{{.*}}) : memref<2x?xf32>
// CHECK-NEXT:    memref.copy %[[X]], %[[PX]]
// CHECK-NEXT:    linalg.copy ins(%[[PX]] : memref<2x?xf32>) outs(%[[PY]] : memref<2x?xf32>)
// CHECK-NEXT:    memref.copy %[[PY]], %[[Y]]
func.func @dynamic(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %i: index, %n: index) {
  %x = memref.subview %A[%i, 0] [2, %n] [1, 1] : memref<?x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  %y = memref.subview %B[%i, 0] [2, %n] [1, 1] : memref<?x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  linalg.copy ins(%x : memref<2x?xf32, strided<[?, 1], offset: ?>>) outs(%y : memref<2x?xf32, strided<[?, 1], offset: ?>>)
  return
}

// -----

// An in-place shift: the input view (columns 0..4) and the output view (columns 2..6) of the
// same rows overlap; the original copy reads cells it wrote, the promoted one would not:
// refused, with a cell both views contain. Rows %i + 4 and %i of one memref are disjoint
// (the affine.apply is followed): promoted.

// CHECK-LABEL: func.func @shift
// CHECK-NOT:     memref.alloc
// CHECK:         return
func.func @shift(%C: memref<8x8xf32>) {
  affine.for %i = 0 to 8 step 4 {
    %x = memref.subview %C[%i, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
    %y = memref.subview %C[%i, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
    // expected-remark@+1 {{cannot promote operands [0, 1] of 'linalg.copy': input operand 0 (%x) and output operand 1 (%y) both contain %C[0, 2] (at %i = 0), one of them written: the copy could change the results}}
    linalg.copy ins(%x : memref<4x4xf32, strided<[8, 1], offset: ?>>) outs(%y : memref<4x4xf32, strided<[8, 1], offset: ?>>)
  }
  return
}

// CHECK-LABEL: func.func @rows
// CHECK: memref.alloc
func.func @rows(%C: memref<8x8xf32>) {
  affine.for %i = 0 to 4 step 2 {
    %x = memref.subview %C[%i, 0] [2, 8] [1, 1] : memref<8x8xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
    %j = affine.apply affine_map<(d0) -> (d0 + 4)>(%i)
    %y = memref.subview %C[%j, 0] [2, 8] [1, 1] : memref<8x8xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
    linalg.copy ins(%x : memref<2x8xf32, strided<[8, 1], offset: ?>>) outs(%y : memref<2x8xf32, strided<[8, 1], offset: ?>>)
  }
  return
}
