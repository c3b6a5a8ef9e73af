#loc7 = loc("seed003_generic_operations.unregistered.mlir":23:23)
#loc8 = loc("seed003_generic_operations.unregistered.mlir":23:34)
#loc11 = loc("seed003_generic_operations.unregistered.mlir":29:6)
#loc14 = loc("seed003_generic_operations.unregistered.mlir":33:27)
#loc15 = loc("seed003_generic_operations.unregistered.mlir":33:36)
module {
  func.func @operations() -> f32 {
    %0:2 = "foo_div"() : () -> (f32, i32) loc(#loc2)
    %1:2 = "foo_div"() : () -> (f32, i32) loc(#loc3)
    %2 = "tf.scramble"(%0#0, %1#1) {fruit = "banana"} : (f32, i32) -> f32 loc(#loc4)
    return %2 : f32 loc(#loc5)
  } loc(#loc1)
  func.func @terminator(%arg0: i1 loc("seed003_generic_operations.unregistered.mlir":23:23), %arg1: index loc("seed003_generic_operations.unregistered.mlir":23:34)) -> index {
    cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : index) loc(#loc9)
  ^bb1:  // pred: ^bb0
    return %arg1 : index loc(#loc10)
  ^bb2(%0: index loc("seed003_generic_operations.unregistered.mlir":29:6)):  // pred: ^bb0
    return %0 : index loc(#loc12)
  } loc(#loc6)
  func.func @llvm_intrinsic(%arg0: i16 loc("seed003_generic_operations.unregistered.mlir":33:27), %arg1: i16 loc("seed003_generic_operations.unregistered.mlir":33:36)) -> !llvm.struct<(i16, i1)> {
    %0 = "llvm.intr.sadd.with.overflow"(%arg0, %arg1) : (i16, i16) -> !llvm.struct<(i16, i1)> loc(#loc16)
    return %0 : !llvm.struct<(i16, i1)> loc(#loc17)
  } loc(#loc13)
} loc(#loc)
#loc = loc("seed003_generic_operations.unregistered.mlir":0:0)
#loc1 = loc("seed003_generic_operations.unregistered.mlir":9:1)
#loc2 = loc("seed003_generic_operations.unregistered.mlir":12:15)
#loc3 = loc("seed003_generic_operations.unregistered.mlir":15:16)
#loc4 = loc("seed003_generic_operations.unregistered.mlir":19:8)
#loc5 = loc("seed003_generic_operations.unregistered.mlir":20:3)
#loc6 = loc("seed003_generic_operations.unregistered.mlir":23:1)
#loc9 = loc("seed003_generic_operations.unregistered.mlir":26:3)
#loc10 = loc("seed003_generic_operations.unregistered.mlir":28:3)
#loc12 = loc("seed003_generic_operations.unregistered.mlir":30:3)
#loc13 = loc("seed003_generic_operations.unregistered.mlir":33:1)
#loc16 = loc("seed003_generic_operations.unregistered.mlir":35:8)
#loc17 = loc("seed003_generic_operations.unregistered.mlir":36:3)

