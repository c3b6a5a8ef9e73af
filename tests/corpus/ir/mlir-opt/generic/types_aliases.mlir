#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<() -> (16)>
"builtin.module"() ({
  "func.func"() <{function_type = ((index, vector<4xf32>) -> vector<4xf32>, index, vector<4xf32>) -> vector<4xf32>, sym_name = "apply", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tuple<vector<4xf32>, memref<16x16xf32>>) -> (), sym_name = "use_pair", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf64, strided<[?, 1], offset: ?>>, tensor<?x8xf32>) -> complex<f64>, sym_name = "use_dyn", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>, sym_name = "axpy"}> ({
  ^bb0(%arg6: vector<4xf32>, %arg7: vector<4xf32>, %arg8: vector<4xf32>):
    %3 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %4 = "arith.addf"(%3, %arg8) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    "func.return"(%4) : (vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<16x16xf32>, memref<16x16xf32, #map>) -> (), sym_name = "copy_transposed"}> ({
  ^bb0(%arg2: memref<16x16xf32>, %arg3: memref<16x16xf32, #map>):
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg4: index):
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg5: index):
        %2 = "affine.load"(%arg2, %arg4, %arg5) <{map = #map1}> : (memref<16x16xf32>, index, index) -> f32
        "affine.store"(%2, %arg3, %arg4, %arg5) <{map = #map1}> : (f32, memref<16x16xf32, #map>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> memref<16x16xf32>, sym_name = "alloc_alias"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<16x16xf32>
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "linalg.fill"(%1, %0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg0: f32, %arg1: f32):
      "linalg.yield"(%arg0) : (f32) -> ()
    }) : (f32, memref<16x16xf32>) -> ()
    "func.return"(%0) : (memref<16x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()

