#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0) -> (d0 + 2)>
#map3 = affine_map<() -> (0)>
#map4 = affine_map<() -> (1024)>
#map5 = affine_map<() -> (100)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<() -> (64)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<1026xf32>, memref<1024xf32>, f32) -> (), sym_name = "blur_then_scale"}> ({
  ^bb0(%arg12: memref<1026xf32>, %arg13: memref<1024xf32>, %arg14: f32):
    %14 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1024xf32>
    %15 = "arith.constant"() <{value = 0.333333343 : f32}> : () -> f32
    "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
    ^bb0(%arg16: index):
      %18 = "affine.load"(%arg12, %arg16) <{map = #map}> : (memref<1026xf32>, index) -> f32
      %19 = "affine.load"(%arg12, %arg16) <{map = #map1}> : (memref<1026xf32>, index) -> f32
      %20 = "affine.load"(%arg12, %arg16) <{map = #map2}> : (memref<1026xf32>, index) -> f32
      %21 = "arith.addf"(%18, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %22 = "arith.addf"(%21, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %23 = "arith.mulf"(%22, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "affine.store"(%23, %14, %arg16) <{map = #map}> : (f32, memref<1024xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
    ^bb0(%arg15: index):
      %16 = "affine.load"(%14, %arg15) <{map = #map}> : (memref<1024xf32>, index) -> f32
      %17 = "arith.mulf"(%16, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "affine.store"(%17, %arg13, %arg15) <{map = #map}> : (f32, memref<1024xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "memref.dealloc"(%14) : (memref<1024xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<100xf32>, memref<100xf32>) -> (), sym_name = "forwarding"}> ({
  ^bb0(%arg9: memref<100xf32>, %arg10: memref<100xf32>):
    %8 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map5}> ({
    ^bb0(%arg11: index):
      %9 = "affine.load"(%arg9, %arg11) <{map = #map}> : (memref<100xf32>, index) -> f32
      %10 = "arith.addf"(%9, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "affine.store"(%10, %arg10, %arg11) <{map = #map}> : (f32, memref<100xf32>, index) -> ()
      %11 = "affine.load"(%arg10, %arg11) <{map = #map}> : (memref<100xf32>, index) -> f32
      %12 = "affine.load"(%arg9, %arg11) <{map = #map}> : (memref<100xf32>, index) -> f32
      %13 = "arith.mulf"(%11, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "affine.store"(%13, %arg9, %arg11) <{map = #map}> : (f32, memref<100xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<64x64xf32>, memref<64x64xf32>, memref<64x64xf32>) -> (), sym_name = "two_producers"}> ({
  ^bb0(%arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>, %arg2: memref<64x64xf32>):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<64x64xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<64x64xf32>
    "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
    ^bb0(%arg7: index):
      "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
      ^bb0(%arg8: index):
        %6 = "affine.load"(%arg0, %arg7, %arg8) <{map = #map6}> : (memref<64x64xf32>, index, index) -> f32
        %7 = "arith.mulf"(%6, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.store"(%7, %0, %arg7, %arg8) <{map = #map6}> : (f32, memref<64x64xf32>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
    ^bb0(%arg5: index):
      "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
      ^bb0(%arg6: index):
        %5 = "affine.load"(%arg1, %arg6, %arg5) <{map = #map6}> : (memref<64x64xf32>, index, index) -> f32
        "affine.store"(%5, %1, %arg5, %arg6) <{map = #map6}> : (f32, memref<64x64xf32>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
    ^bb0(%arg3: index):
      "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
      ^bb0(%arg4: index):
        %2 = "affine.load"(%0, %arg3, %arg4) <{map = #map6}> : (memref<64x64xf32>, index, index) -> f32
        %3 = "affine.load"(%1, %arg3, %arg4) <{map = #map6}> : (memref<64x64xf32>, index, index) -> f32
        %4 = "arith.addf"(%2, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.store"(%4, %arg2, %arg3, %arg4) <{map = #map6}> : (f32, memref<64x64xf32>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "memref.dealloc"(%1) : (memref<64x64xf32>) -> ()
    "memref.dealloc"(%0) : (memref<64x64xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

