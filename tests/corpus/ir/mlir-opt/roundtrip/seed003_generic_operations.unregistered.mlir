module {
  func.func @operations() -> f32 {
    %0:2 = "foo_div"() : () -> (f32, i32)
    %1:2 = "foo_div"() : () -> (f32, i32)
    %2 = "tf.scramble"(%0#0, %1#1) {fruit = "banana"} : (f32, i32) -> f32
    return %2 : f32
  }
  func.func @terminator(%arg0: i1, %arg1: index) -> index {
    cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : index)
  ^bb1:  // pred: ^bb0
    return %arg1 : index
  ^bb2(%0: index):  // pred: ^bb0
    return %0 : index
  }
  func.func @llvm_intrinsic(%arg0: i16, %arg1: i16) -> !llvm.struct<(i16, i1)> {
    %0 = "llvm.intr.sadd.with.overflow"(%arg0, %arg1) : (i16, i16) -> !llvm.struct<(i16, i1)>
    return %0 : !llvm.struct<(i16, i1)>
  }
}

