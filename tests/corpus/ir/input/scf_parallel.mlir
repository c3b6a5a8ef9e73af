// scf.parallel (multi-dimensional, with and without reductions),
// scf.reduce with reduction regions, scf.forall, and scf.execute_region
// with multiple blocks.
func.func @fill2d(%A: memref<?x?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %A, %c0 : memref<?x?xf32>
  %n = memref.dim %A, %c1 : memref<?x?xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%m, %n) step (%c1, %c1) {
    memref.store %v, %A[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  return
}

func.func @sum_and_max(%A: memref<?xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c0 : memref<?xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero, %ninf) -> (f32, f32) {
    %v = memref.load %A[%i] : memref<?xf32>
    scf.reduce(%v, %v : f32, f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%lhs: f32, %rhs: f32):
      %m = arith.maximumf %lhs, %rhs : f32
      scf.reduce.return %m : f32
    }
  }
  return %r#0, %r#1 : f32, f32
}

func.func @forall_scale(%A: memref<64x64xf32>, %s: f32) {
  scf.forall (%i, %j) in (64, 64) {
    %v = memref.load %A[%i, %j] : memref<64x64xf32>
    %w = arith.mulf %v, %s : f32
    memref.store %w, %A[%i, %j] : memref<64x64xf32>
  }
  return
}

func.func @execute_region(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %s = arith.addi %a, %b : i32
    "cf.cond_br"(%c, %s)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1:
    scf.yield %a : i32
  ^bb2(%x: i32):
    %d = arith.muli %x, %x : i32
    scf.yield %d : i32
  }
  %t = scf.execute_region -> i32 no_inline {
    scf.yield %r : i32
  }
  return %t : i32
}
