#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<()[s0] -> (s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, memref<?xi32>, memref<?xi32>, memref<?xf64>, memref<?xf64>, memref<?xf64>) -> (), sym_name = "kernel_spmv"}> ({
  ^bb0(%arg0: i32, %arg1: memref<?xi32>, %arg2: memref<?xi32>, %arg3: memref<?xf64>, %arg4: memref<?xf64>, %arg5: memref<?xf64>):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %2 = "arith.index_cast"(%arg0) : (i32) -> index
    "affine.for"(%2) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg6: index):
      %3 = "affine.load"(%arg1, %arg6) <{map = #map}> : (memref<?xi32>, index) -> i32
      %4 = "affine.load"(%arg1, %arg6) <{map = #map1}> : (memref<?xi32>, index) -> i32
      %5 = "arith.index_cast"(%3) : (i32) -> index
      %6 = "arith.index_cast"(%4) : (i32) -> index
      %7 = "scf.for"(%5, %6, %0, %1) ({
      ^bb0(%arg7: index, %arg8: f64):
        %8 = "memref.load"(%arg3, %arg7) : (memref<?xf64>, index) -> f64
        %9 = "memref.load"(%arg2, %arg7) : (memref<?xi32>, index) -> i32
        %10 = "arith.index_cast"(%9) : (i32) -> index
        %11 = "memref.load"(%arg4, %10) : (memref<?xf64>, index) -> f64
        %12 = "arith.mulf"(%8, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %13 = "arith.addf"(%arg8, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "scf.yield"(%13) : (f64) -> ()
      }) : (index, index, index, f64) -> f64
      "affine.store"(%7, %arg5, %arg6) <{map = #map}> : (f64, memref<?xf64>, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

