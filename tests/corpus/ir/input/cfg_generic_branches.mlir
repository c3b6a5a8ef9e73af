// Multi-block functions (CFG regions): block arguments, forward
// references to later blocks and values, loops through back edges, and
// block-argument locations. Branch ops (cf dialect) are written in the
// generic operation form.
func.func @simple(%a: i64, %cond: i1) -> i64 {
  "cf.cond_br"(%cond)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "cf.br"(%a)[^bb3] : (i64) -> ()
^bb2:
  %b = arith.addi %a, %a : i64
  "cf.br"(%b)[^bb3] : (i64) -> ()
^bb3(%c: i64):
  "cf.br"(%c, %c)[^bb4] : (i64, i64) -> ()
^bb4(%d: i64, %e: i64):
  %0 = arith.addi %d, %e : i64
  return %0 : i64
}

// Counted loop expressed with a back edge; the header block carries the
// induction variable and the accumulator.
func.func @loop_cfg(%n: index, %A: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  "cf.br"(%c0, %zero)[^header] : (index, f32) -> ()
^header(%i: index loc("loop.c":4:8), %acc: f32 loc("loop.c":4:15)):
  %lt = arith.cmpi slt, %i, %n : index
  "cf.cond_br"(%lt, %i, %acc)[^body, ^exit] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, f32) -> ()
^body(%j: index):
  %v = memref.load %A[%j] : memref<?xf32>
  %s = arith.addf %acc, %v : f32
  %next = arith.addi %j, %c1 : index
  "cf.br"(%next, %s)[^header] : (index, f32) -> ()
^exit(%r: f32):
  return %r : f32
}

// A switch with a default destination and case values.
func.func @switch_cfg(%flag: i32, %x: f32) -> f32 {
  "cf.switch"(%flag, %x, %x)[^default, ^double, ^negate] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, f32, f32) -> ()
^default(%d: f32):
  return %d : f32
^double(%y: f32):
  %y2 = arith.addf %y, %y : f32
  return %y2 : f32
^negate:
  %n = arith.negf %x : f32
  %t = arith.constant true
  "cf.assert"(%t) <{msg = "unreachable in practice"}> : (i1) -> ()
  return %n : f32
}
