// Source locations: file:line:col, ranges, unknown, named, callsite, fused
// (with and without metadata), `#loc` aliases, on operations, block
// arguments, function arguments and the module itself.
#loc_file = loc("kernel.c":12:3)
#loc_named = loc("accumulate"("kernel.c":14:7))
#loc_callee = loc("helper.h":3:1)

module {
  func.func @located(%a: f32 loc("kernel.c":10:20), %b: f32 loc(#loc_file)) -> f32 {
    %0 = arith.addf %a, %b : f32 loc("kernel.c":13:9)
    %1 = arith.mulf %0, %a : f32 loc(#loc_named)
    %2 = arith.subf %1, %b : f32 loc(callsite(#loc_callee at "kernel.c":15:5))
    %3 = arith.divf %2, %a : f32 loc(fused["kernel.c":16:1, "kernel.c":16:9])
    %4 = arith.negf %3 : f32 loc(fused<"inlined">["helper.h":7:2, #loc_named])
    %5 = arith.addf %4, %4 : f32 loc(unknown)
    %6 = arith.addf %5, %a : f32 loc("only_a_name")
    %7 = arith.maximumf %6, %b : f32 loc("kernel.c":20:1 to 20:30)
    %8 = arith.minimumf %7, %b : f32 loc("kernel.c":21:4 to :12)
    %9 = arith.minnumf %8, %a : f32 loc(callsite("inner"("a.c":1:1) at callsite("mid"("b.c":2:2) at "c.c":3:3)))
    return %9 : f32 loc("kernel.c":22:3)
  } loc("kernel.c":9:1)

  func.func @block_arg_locs(%n: index) {
    scf.for %i = %n to %n step %n {
      scf.yield loc(#loc_file)
    } loc("kernel.c":30:3)
    return
  }
} loc("kernel.c":1:1)
