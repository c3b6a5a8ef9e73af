// Unregistered ops in the generic form: properties, regions (graph and CFG), successors,
// multiple results, forward references in graph regions, and locations.
#loc0 = loc("file.mlir":1:2)
"test.graph"() ({
  %b = "test.use"(%a) : (i32) -> i32
  %a = "test.def"() : () -> i32
  "test.term"() : () -> ()
}) {test.kind = "graph"} : () -> ()
func.func @cfg(%arg0: i1, %arg1: i32) -> i32 {
  %0:2 = "test.two"(%arg1) <{prop = 1 : i32, other = [1, 2]}> : (i32) -> (i32, f32) loc(#loc0)
  "test.br"(%0#0)[^bb1] : (i32) -> ()
^bb1(%1: i32):
  "test.cond_br"(%arg0, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb2:
  %2 = "test.region_op"(%1) ({
  ^bb0(%x: i32):
    "test.yield"(%x) : (i32) -> ()
  }, {
  }) : (i32) -> i32 loc("here":3:4)
  return %2 : i32
}
