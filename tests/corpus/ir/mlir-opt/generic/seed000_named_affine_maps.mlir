#map = affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "named_affine_maps"}> ({
  ^bb0(%arg0: index):
    %0 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<4x4xf32, #map>
    %1 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<4x4xf32, #map>
    "memref.dealloc"(%1) : (memref<4x4xf32, #map>) -> ()
    "memref.dealloc"(%0) : (memref<4x4xf32, #map>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

