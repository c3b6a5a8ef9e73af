module {
  func.func @clamp(%arg0: f32, %arg1: f32, %arg2: f32) -> f32 {
    %0 = arith.cmpf olt, %arg0, %arg1 : f32
    %1 = scf.if %0 -> (f32) {
      scf.yield %arg1 : f32
    } else {
      %2 = arith.cmpf ogt, %arg0, %arg2 : f32
      %3 = scf.if %2 -> (f32) {
        scf.yield %arg2 : f32
      } else {
        scf.yield %arg0 : f32
      }
      scf.yield %3 : f32
    }
    return %1 : f32
  }
  func.func @conditional_store(%arg0: i1, %arg1: memref<4xf32>, %arg2: f32) {
    %c0 = arith.constant 0 : index
    scf.if %arg0 {
      memref.store %arg2, %arg1[%c0] : memref<4xf32>
    }
    scf.if %arg0 {
      %c1 = arith.constant 1 : index
      memref.store %arg2, %arg1[%c1] : memref<4xf32>
    } else {
      %c2 = arith.constant 2 : index
      memref.store %arg2, %arg1[%c2] : memref<4xf32>
    }
    return
  }
  func.func @two_results(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
    %0:2 = scf.if %arg0 -> (i32, i32) {
      scf.yield %arg1, %arg2 : i32, i32
    } else {
      scf.yield %arg2, %arg1 : i32, i32
    }
    return %0#0, %0#1 : i32, i32
  }
  func.func @collatz(%arg0: i64) -> i64 {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c3_i64 = arith.constant 3 : i64
    %0:2 = scf.while (%arg1 = %arg0, %arg2 = %c0_i64) : (i64, i64) -> (i64, i64) {
      %1 = arith.cmpi sgt, %arg1, %c1_i64 : i64
      scf.condition(%1) %arg1, %arg2 : i64, i64
    } do {
    ^bb0(%arg1: i64, %arg2: i64):
      %1 = arith.remsi %arg1, %c2_i64 : i64
      %2 = arith.cmpi eq, %1, %c0_i64 : i64
      %3 = scf.if %2 -> (i64) {
        %5 = arith.divsi %arg1, %c2_i64 : i64
        scf.yield %5 : i64
      } else {
        %5 = arith.muli %arg1, %c3_i64 : i64
        %6 = arith.addi %5, %c1_i64 : i64
        scf.yield %6 : i64
      }
      %4 = arith.addi %arg2, %c1_i64 : i64
      scf.yield %3, %4 : i64, i64
    }
    return %0#1 : i64
  }
  func.func @while_types(%arg0: i32) -> f32 {
    %c10_i32 = arith.constant 10 : i32
    %0 = scf.while (%arg1 = %arg0) : (i32) -> f32 {
      %1 = arith.sitofp %arg1 : i32 to f32
      %2 = arith.cmpi slt, %arg1, %c10_i32 : i32
      scf.condition(%2) %1 : f32
    } do {
    ^bb0(%arg1: f32):
      %1 = arith.fptosi %arg1 : f32 to i32
      %c1_i32 = arith.constant 1 : i32
      %2 = arith.addi %1, %c1_i32 : i32
      scf.yield %2 : i32
    }
    return %0 : f32
  }
  func.func @switch(%arg0: index, %arg1: f32, %arg2: f32) -> f32 {
    %0 = scf.index_switch %arg0 -> f32 
    case 0 {
      %1 = arith.addf %arg1, %arg2 : f32
      scf.yield %1 : f32
    }
    case 5 {
      %1 = arith.mulf %arg1, %arg2 : f32
      scf.yield %1 : f32
    }
    default {
      scf.yield %arg1 : f32
    }
    return %0 : f32
  }
}

