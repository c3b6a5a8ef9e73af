// scf.for: plain loops, iter_args with one and several carried values,
// nested loops with reductions, integer-typed induction variables, the
// `unsigned` comparison mode, and loops with no body besides the yield.
func.func @sum(%A: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %v = memref.load %A[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @min_max(%A: memref<?xi32>, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %lo0 = arith.constant 2147483647 : i32
  %hi0 = arith.constant -2147483648 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%lo = %lo0, %hi = %hi0) -> (i32, i32) {
    %v = memref.load %A[%i] : memref<?xi32>
    %l = arith.minsi %lo, %v : i32
    %h = arith.maxsi %hi, %v : i32
    scf.yield %l, %h : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @matvec(%A: memref<?x?xf32>, %x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %m = memref.dim %A, %c0 : memref<?x?xf32>
  %n = memref.dim %A, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    %dot = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %a = memref.load %A[%i, %j] : memref<?x?xf32>
      %b = memref.load %x[%j] : memref<?xf32>
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %acc, %p : f32
      scf.yield %s : f32
    }
    memref.store %dot, %y[%i] : memref<?xf32>
  }
  return
}

func.func @integer_iv(%lb: i32, %ub: i32, %step: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> (i32) : i32 {
    %s = arith.addi %acc, %i : i32
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @unsigned_loop(%lb: i64, %ub: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %r = scf.for unsigned %i = %lb to %ub step %c1 iter_args(%acc = %lb) -> (i64) : i64 {
    %s = arith.xori %acc, %i : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @tensor_carried(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<8xf32>) {
    %d = arith.addf %acc, %acc : tensor<8xf32>
    scf.yield %d : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
