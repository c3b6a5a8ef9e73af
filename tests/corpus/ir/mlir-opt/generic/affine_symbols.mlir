#map = affine_map<()[s0] -> (s0 floordiv 2)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1)[s0] -> (d0, d1 + s0 - 5)>
#map3 = affine_map<()[s0] -> (s0)>
#map4 = affine_map<(d0) -> (d0 floordiv 2)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0)[s0] -> (d0 + s0 mod 2)>
#map7 = affine_map<() -> (0)>
#map8 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
#map9 = affine_map<() -> (16)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, memref<100xf32>, index, index) -> (), sym_name = "symbols"}> ({
  ^bb0(%arg10: memref<?x?xf32>, %arg11: memref<100xf32>, %arg12: index, %arg13: index):
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    %10 = "arith.addi"(%arg12, %arg13) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %11 = "memref.dim"(%arg10, %8) : (memref<?x?xf32>, index) -> index
    %12 = "affine.apply"(%10) <{map = #map}> : (index) -> index
    "affine.for"(%11) <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg15: index):
      %13 = "arith.constant"() <{value = 5 : index}> : () -> index
      %14 = "memref.dim"(%arg10, %9) : (memref<?x?xf32>, index) -> index
      "affine.for"(%13, %14) <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg17: index):
        %18 = "affine.load"(%arg10, %arg15, %arg17) <{map = #map1}> : (memref<?x?xf32>, index, index) -> f32
        "affine.store"(%18, %arg10, %arg15, %arg17, %13) <{map = #map2}> : (f32, memref<?x?xf32>, index, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index) -> ()
      %15 = "affine.apply"(%arg15) <{map = #map4}> : (index) -> index
      %16 = "affine.load"(%arg11, %15) <{map = #map5}> : (memref<100xf32>, index) -> f32
      "affine.store"(%16, %arg11, %15, %12) <{map = #map6}> : (f32, memref<100xf32>, index, index) -> ()
      %17 = "arith.addi"(%arg12, %arg13) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "affine.for"(%17) <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg16: index):
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "affine.for"(%12, %10) <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg14: index):
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, i1, index) -> (), sym_name = "nested_in_scf"}> ({
  ^bb0(%arg4: memref<?xf32>, %arg5: i1, %arg6: index):
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.if"(%arg5) ({
      "affine.for"(%arg6) <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg9: index):
        %6 = "affine.load"(%arg4, %arg9) <{map = #map5}> : (memref<?xf32>, index) -> f32
        %7 = "arith.addf"(%6, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.store"(%7, %arg4, %arg9) <{map = #map5}> : (f32, memref<?xf32>, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.for"(%2, %arg6, %3) ({
    ^bb0(%arg7: index):
      "affine.for"(%arg6) <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg8: index):
        %4 = "affine.load"(%arg4, %arg8) <{map = #map5}> : (memref<?xf32>, index) -> f32
        %5 = "arith.mulf"(%4, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.store"(%5, %arg4, %arg8) <{map = #map5}> : (f32, memref<?xf32>, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "layout_symbols"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "memref.alloc"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<16x?xf32, #map8>
    "affine.for"() <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map9}> ({
    ^bb0(%arg2: index):
      "affine.for"(%arg0) <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg3: index):
        %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        "affine.store"(%1, %0, %arg2, %arg3) <{map = #map1}> : (f32, memref<16x?xf32, #map8>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "memref.dealloc"(%0) : (memref<16x?xf32, #map8>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

