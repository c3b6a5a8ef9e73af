// scf.if (no results, results, else branches, nesting) and scf.while
// (do-while and while forms, several carried values), plus
// scf.index_switch.
func.func @clamp(%x: f32, %lo: f32, %hi: f32) -> f32 {
  %below = arith.cmpf olt, %x, %lo : f32
  %r = scf.if %below -> (f32) {
    scf.yield %lo : f32
  } else {
    %above = arith.cmpf ogt, %x, %hi : f32
    %inner = scf.if %above -> (f32) {
      scf.yield %hi : f32
    } else {
      scf.yield %x : f32
    }
    scf.yield %inner : f32
  }
  return %r : f32
}

func.func @conditional_store(%c: i1, %A: memref<4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %v, %A[%c0] : memref<4xf32>
  }
  scf.if %c {
    %c1 = arith.constant 1 : index
    memref.store %v, %A[%c1] : memref<4xf32>
  } else {
    %c2 = arith.constant 2 : index
    memref.store %v, %A[%c2] : memref<4xf32>
  }
  return
}

func.func @two_results(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// Collatz steps: a while loop whose condition region computes the test.
func.func @collatz(%n0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %res:2 = scf.while (%n = %n0, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %cont = arith.cmpi sgt, %n, %c1 : i64
    scf.condition(%cont) %n, %steps : i64, i64
  } do {
  ^bb0(%m: i64, %s: i64):
    %rem = arith.remsi %m, %c2 : i64
    %even = arith.cmpi eq, %rem, %c0 : i64
    %next = scf.if %even -> (i64) {
      %h = arith.divsi %m, %c2 : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %m, %c3 : i64
      %u = arith.addi %t, %c1 : i64
      scf.yield %u : i64
    }
    %s1 = arith.addi %s, %c1 : i64
    scf.yield %next, %s1 : i64, i64
  }
  return %res#1 : i64
}

// A while loop whose "after" region receives a different type than the
// loop carries.
func.func @while_types(%x: i32) -> f32 {
  %c10 = arith.constant 10 : i32
  %r = scf.while (%a = %x) : (i32) -> f32 {
    %f = arith.sitofp %a : i32 to f32
    %lt = arith.cmpi slt, %a, %c10 : i32
    scf.condition(%lt) %f : f32
  } do {
  ^bb0(%f: f32):
    %i = arith.fptosi %f : f32 to i32
    %c1 = arith.constant 1 : i32
    %n = arith.addi %i, %c1 : i32
    scf.yield %n : i32
  }
  return %r : f32
}

func.func @switch(%k: index, %a: f32, %b: f32) -> f32 {
  %r = scf.index_switch %k -> f32
  case 0 {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  }
  case 5 {
    %m = arith.mulf %a, %b : f32
    scf.yield %m : f32
  }
  default {
    scf.yield %a : f32
  }
  return %r : f32
}
