"builtin.module"() ({
  "func.func"() <{function_type = () -> f32, sym_name = "operations"}> ({
    %2:2 = "foo_div"() : () -> (f32, i32)
    %3:2 = "foo_div"() : () -> (f32, i32)
    %4 = "tf.scramble"(%2#0, %3#1) {fruit = "banana"} : (f32, i32) -> f32
    "func.return"(%4) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, index) -> index, sym_name = "terminator"}> ({
  ^bb0(%arg2: i1, %arg3: index):
    "cf.cond_br"(%arg2, %arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, index) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%arg3) : (index) -> ()
  ^bb2(%1: index):  // pred: ^bb0
    "func.return"(%1) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i16, i16) -> !llvm.struct<(i16, i1)>, sym_name = "llvm_intrinsic"}> ({
  ^bb0(%arg0: i16, %arg1: i16):
    %0 = "llvm.intr.sadd.with.overflow"(%arg0, %arg1) : (i16, i16) -> !llvm.struct<(i16, i1)>
    "func.return"(%0) : (!llvm.struct<(i16, i1)>) -> ()
  }) : () -> ()
}) : () -> ()

