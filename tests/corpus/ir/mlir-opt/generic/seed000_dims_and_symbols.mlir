#map = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "dims_and_symbols"}> ({
  ^bb0(%arg0: index):
    %0 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<40x50xf32, #map>
    "memref.dealloc"(%0) : (memref<40x50xf32, #map>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

