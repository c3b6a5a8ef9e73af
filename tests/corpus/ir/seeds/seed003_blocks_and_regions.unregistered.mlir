// Seed 003 (MLIR language reference, early edition), sections "Blocks"
// (@simple) and "Regions / Control and Value Scoping"
// (@accelerator_compute). Today's syntax: cf.br/cf.cond_br, arith.addi,
// explicit entry blocks on func.func. "op.convert",
// "accelerator.launch" and "accelerator.do_something" are ops of
// unregistered dialects (needs --allow-unregistered-dialect). The seed's
// do_something is typed `(i64) -> ()` yet defines %new_value; it returns
// an i64 here. The elided ^bb3 body returns %a.

func.func @simple(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1): // Code dominated by ^bb0 may refer to %a
  cf.cond_br %cond, ^bb1, ^bb2

^bb1:
  cf.br ^bb3(%a: i64)    // Branch passes %a as the argument

^bb2:
  %b = arith.addi %a, %a : i64
  cf.br ^bb3(%b: i64)    // Branch passes %b as the argument

// ^bb3 receives an argument, named %c, from predecessors
// and passes it on to bb4 twice.
^bb3(%c: i64):
  cf.br ^bb4(%c, %c : i64, i64)

^bb4(%d : i64, %e : i64):
  %0 = arith.addi %d, %e : i64
  return %0 : i64
}

func.func @accelerator_compute(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1): // Code dominated by ^bb0 may refer to %a
  cf.cond_br %cond, ^bb1, ^bb2

^bb1:
  // This def for %value does not dominate ^bb2
  %value = "op.convert"(%a) : (i64) -> i64
  cf.br ^bb3(%a: i64)    // Branch passes %a as the argument

^bb2:
  "accelerator.launch"() ({
    ^bb0:
      // Region of code nested under "accelerator.launch", it can reference %a but
      // not %value.
      %new_value = "accelerator.do_something"(%a) : (i64) -> i64
  }) : () -> ()
  // %new_value cannot be referenced outside of the region
  cf.br ^bb3(%a: i64)

^bb3(%r: i64):
  return %r : i64
}
