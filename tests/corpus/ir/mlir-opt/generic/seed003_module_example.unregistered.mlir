#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<()[s0] -> (s0)>
#map3 = affine_map<() -> (50)>
#map4 = affine_map<() -> (100)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<100x?xf32>, tensor<?x50xf32>) -> tensor<100x50xf32>, sym_name = "mul"}> ({
  ^bb0(%arg5: tensor<100x?xf32>, %arg6: tensor<?x50xf32>):
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    %10 = "tensor.dim"(%arg5, %9) : (tensor<100x?xf32>, index) -> index
    %11 = "memref.alloc"(%10) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<100x?xf32>
    "bufferization.materialize_in_destination"(%arg5, %11) <{writable}> : (tensor<100x?xf32>, memref<100x?xf32>) -> ()
    %12 = "memref.alloc"(%10) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x50xf32>
    "bufferization.materialize_in_destination"(%arg6, %12) <{writable}> : (tensor<?x50xf32>, memref<?x50xf32>) -> ()
    %13 = "func.call"(%11, %12) <{callee = @multiply}> : (memref<100x?xf32>, memref<?x50xf32>) -> memref<100x50xf32>
    "memref.dealloc"(%11) : (memref<100x?xf32>) -> ()
    "memref.dealloc"(%12) : (memref<?x50xf32>) -> ()
    %14 = "bufferization.to_tensor"(%13) : (memref<100x50xf32>) -> tensor<100x50xf32>
    "memref.dealloc"(%13) : (memref<100x50xf32>) -> ()
    %15 = "tf.Print"(%14) {message = "mul result"} : (tensor<100x50xf32>) -> tensor<100x50xf32>
    "func.return"(%15) : (tensor<100x50xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<100x?xf32>, memref<?x50xf32>) -> memref<100x50xf32>, sym_name = "multiply"}> ({
  ^bb0(%arg0: memref<100x?xf32>, %arg1: memref<?x50xf32>):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "memref.dim"(%arg0, %0) : (memref<100x?xf32>, index) -> index
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<100x50xf32>
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
    ^bb0(%arg2: index):
      "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg3: index):
        "affine.store"(%3, %2, %arg2, %arg3) <{map = #map}> : (f32, memref<100x50xf32>, index, index) -> ()
        "affine.for"(%1) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
        ^bb0(%arg4: index):
          %4 = "affine.load"(%arg0, %arg2, %arg4) <{map = #map}> : (memref<100x?xf32>, index, index) -> f32
          %5 = "affine.load"(%arg1, %arg4, %arg3) <{map = #map}> : (memref<?x50xf32>, index, index) -> f32
          %6 = "arith.mulf"(%4, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %7 = "affine.load"(%2, %arg2, %arg3) <{map = #map}> : (memref<100x50xf32>, index, index) -> f32
          %8 = "arith.addf"(%7, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "affine.store"(%8, %2, %arg2, %arg3) <{map = #map}> : (f32, memref<100x50xf32>, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%2) : (memref<100x50xf32>) -> ()
  }) : () -> ()
}) : () -> ()

