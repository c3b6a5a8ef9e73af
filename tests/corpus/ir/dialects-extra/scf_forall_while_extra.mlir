// scf.forall with explicit bounds, steps and shared outputs; scf.while with no carried values
// in the after region's yield; scf.parallel with several reductions over i32; nested
// scf.execute_region; scf.index_switch without results.
func.func @forall_bounds(%A: memref<?xf32>, %lb: index, %ub: index, %s: f32) {
  scf.forall (%i, %j) = (0, %lb) to (64, %ub) step (2, 4) {
    memref.store %s, %A[%j] : memref<?xf32>
  }
  return
}

func.func @forall_shared(%t: tensor<16xf32>) -> tensor<16xf32> {
  %r = scf.forall (%i) in (16) shared_outs(%o = %t) -> (tensor<16xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<16xf32>
}

func.func @count_down(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%k = %n) : (i32) -> i32 {
    %gt = arith.cmpi sgt, %k, %c0 : i32
    scf.condition(%gt) %k : i32
  } do {
  ^bb0(%k2: i32):
    %d = arith.subi %k2, %c1 : i32
    scf.yield %d : i32
  }
  return %r : i32
}

func.func @int_reductions(%A: memref<?xi32>, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %m = arith.constant -2147483648 : i32
  %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z, %m) -> (i32, i32) {
    %v = memref.load %A[%i] : memref<?xi32>
    scf.reduce(%v, %v : i32, i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%a: i32, %b: i32):
      %x = arith.maxsi %a, %b : i32
      scf.reduce.return %x : i32
    }
  }
  return %r#0, %r#1 : i32, i32
}

func.func @switch_no_results(%k: index, %A: memref<4xf32>, %v: f32) {
  scf.index_switch %k
  case 2 {
    %c2 = arith.constant 2 : index
    memref.store %v, %A[%c2] : memref<4xf32>
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
