#map = affine_map<(d0) -> (d0 - 1)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0) -> (d0 + 1)>
#map3 = affine_map<() -> (1)>
#map4 = affine_map<()[s0] -> (s0 - 1)>
#map5 = affine_map<() -> (0)>
#map6 = affine_map<()[s0] -> (s0)>
#map7 = affine_map<() -> (2000)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, memref<?xf64>, memref<?xf64>) -> (), sym_name = "kernel_jacobi_1d"}> ({
  ^bb0(%arg1: i32, %arg2: i32, %arg3: memref<?xf64>, %arg4: memref<?xf64>):
    %9 = "arith.constant"() <{value = 3.333300e-01 : f64}> : () -> f64
    %10 = "arith.index_cast"(%arg2) : (i32) -> index
    %11 = "arith.index_cast"(%arg1) : (i32) -> index
    "affine.for"(%10) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map6}> ({
    ^bb0(%arg5: index):
      "affine.for"(%11) <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map4}> ({
      ^bb0(%arg7: index):
        %18 = "affine.load"(%arg3, %arg7) <{map = #map}> : (memref<?xf64>, index) -> f64
        %19 = "affine.load"(%arg3, %arg7) <{map = #map1}> : (memref<?xf64>, index) -> f64
        %20 = "arith.addf"(%18, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %21 = "affine.load"(%arg3, %arg7) <{map = #map2}> : (memref<?xf64>, index) -> f64
        %22 = "arith.addf"(%20, %21) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %23 = "arith.mulf"(%22, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "affine.store"(%23, %arg4, %arg7) <{map = #map1}> : (f64, memref<?xf64>, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.for"(%11) <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map4}> ({
      ^bb0(%arg6: index):
        %12 = "affine.load"(%arg4, %arg6) <{map = #map}> : (memref<?xf64>, index) -> f64
        %13 = "affine.load"(%arg4, %arg6) <{map = #map1}> : (memref<?xf64>, index) -> f64
        %14 = "arith.addf"(%12, %13) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %15 = "affine.load"(%arg4, %arg6) <{map = #map2}> : (memref<?xf64>, index) -> f64
        %16 = "arith.addf"(%14, %15) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %17 = "arith.mulf"(%16, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "affine.store"(%17, %arg3, %arg6) <{map = #map1}> : (f64, memref<?xf64>, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 2000 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 500 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2000xf64>
    %4 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2000xf64>
    "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
    ^bb0(%arg0: index):
      %7 = "arith.index_cast"(%arg0) : (index) -> i32
      %8 = "arith.sitofp"(%7) : (i32) -> f64
      "affine.store"(%8, %3, %arg0) <{map = #map1}> : (f64, memref<2000xf64>, index) -> ()
      "affine.store"(%8, %4, %arg0) <{map = #map1}> : (f64, memref<2000xf64>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    %5 = "memref.cast"(%3) : (memref<2000xf64>) -> memref<?xf64>
    %6 = "memref.cast"(%4) : (memref<2000xf64>) -> memref<?xf64>
    "func.call"(%0, %1, %5, %6) <{callee = @kernel_jacobi_1d}> : (i32, i32, memref<?xf64>, memref<?xf64>) -> ()
    "memref.dealloc"(%3) : (memref<2000xf64>) -> ()
    "memref.dealloc"(%4) : (memref<2000xf64>) -> ()
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

