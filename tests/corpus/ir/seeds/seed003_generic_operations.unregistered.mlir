// Seed 003 (MLIR language reference, early edition), sections
// "Operations", "Terminator Operations" and "Target specific operations":
// generic-form ops with multiple results, `%result#0` uses, attribute
// dictionaries (`=` today instead of `:`), a generic-form conditional
// branch (cf.cond_br today, with its operand segment sizes), and an LLVM
// intrinsic: the seed's "llvm.sadd.with.overflow.i16" is spelled
// "llvm.intr.sadd.with.overflow" returning !llvm.struct<(i16, i1)> today.

func.func @operations() -> f32 {
  // An operation that produces two results.
  // The results of %result can be accessed via the <name> `#` <opNo> syntax.
  %result:2 = "foo_div"() : () -> (f32, i32)

  // Pretty form that defines a unique name for each result.
  %foo, %bar = "foo_div"() : () -> (f32, i32)

  // Invoke a TensorFlow function called tf.scramble with two inputs
  // and an attribute "fruit".
  %2 = "tf.scramble"(%result#0, %bar) {fruit = "banana"} : (f32, i32) -> f32
  return %2 : f32
}

func.func @terminator(%cond: i1, %v: index) -> index {
  // Branch to ^bb1 or ^bb2 depending on the condition %cond.
  // Pass value %v to ^bb2, but not to ^bb1.
  "cf.cond_br"(%cond, %v)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, index) -> ()
^bb1:
  return %v : index
^bb2(%w: index):
  return %w : index
}

func.func @llvm_intrinsic(%a: i16, %b: i16) -> !llvm.struct<(i16, i1)> {
  // LLVM: %x = call {i16, i1} @llvm.sadd.with.overflow.i16(i16 %a, i16 %b)
  %x = "llvm.intr.sadd.with.overflow"(%a, %b) : (i16, i16) -> !llvm.struct<(i16, i1)>
  return %x : !llvm.struct<(i16, i1)>
}
