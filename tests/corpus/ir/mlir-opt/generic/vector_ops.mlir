#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, index, index) -> (), sym_name = "load_store"}> ({
  ^bb0(%arg25: memref<?x?xf32>, %arg26: index, %arg27: index):
    %30 = "vector.load"(%arg25, %arg26, %arg27) : (memref<?x?xf32>, index, index) -> vector<8xf32>
    %31 = "vector.load"(%arg25, %arg27, %arg26) <{nontemporal = true}> : (memref<?x?xf32>, index, index) -> vector<8xf32>
    %32 = "arith.addf"(%30, %31) <{fastmath = #arith.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    "vector.store"(%32, %arg25, %arg26, %arg27) : (vector<8xf32>, memref<?x?xf32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, vector<4xf32>, vector<4xf32>) -> vector<4xf32>, sym_name = "broadcast_fma"}> ({
  ^bb0(%arg22: f32, %arg23: vector<4xf32>, %arg24: vector<4xf32>):
    %26 = "vector.broadcast"(%arg22) : (f32) -> vector<4xf32>
    %27 = "vector.fma"(%26, %arg23, %arg24) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %28 = "vector.broadcast"(%27) : (vector<4xf32>) -> vector<2x4xf32>
    %29 = "vector.extract"(%28) <{static_position = array<i64: 1>}> : (vector<2x4xf32>) -> vector<4xf32>
    "func.return"(%29) : (vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f16, i32) -> (vector<8xf16>, vector<2x3xi32>, vector<[4]xf16>), sym_name = "splats"}> ({
  ^bb0(%arg20: f16, %arg21: i32):
    %21 = "vector.broadcast"(%arg20) : (f16) -> vector<8xf16>
    %22 = "vector.broadcast"(%arg21) : (i32) -> vector<2x3xi32>
    %23 = "vector.broadcast"(%arg20) : (f16) -> vector<[4]xf16>
    %24 = "vector.from_elements"(%arg20, %arg20) : (f16, f16) -> vector<2xf16>
    %25 = "vector.step"() : () -> vector<4xindex>
    "func.return"(%21, %22, %23) : (vector<8xf16>, vector<2x3xi32>, vector<[4]xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4x8xf32>, f32, index) -> (f32, f32, vector<4x8xf32>, vector<4x8xf32>), sym_name = "extract_insert"}> ({
  ^bb0(%arg17: vector<4x8xf32>, %arg18: f32, %arg19: index):
    %16 = "vector.extract"(%arg17) <{static_position = array<i64: 2, 3>}> : (vector<4x8xf32>) -> f32
    %17 = "vector.extract"(%arg17, %arg19) <{static_position = array<i64: -9223372036854775808, 0>}> : (vector<4x8xf32>, index) -> f32
    %18 = "vector.insert"(%arg18, %arg17, %arg19) <{static_position = array<i64: 0, -9223372036854775808>}> : (f32, vector<4x8xf32>, index) -> vector<4x8xf32>
    %19 = "vector.extract"(%arg17) <{static_position = array<i64: 1>}> : (vector<4x8xf32>) -> vector<8xf32>
    %20 = "vector.insert"(%19, %18) <{static_position = array<i64: 3>}> : (vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
    "func.return"(%16, %17, %18, %20) : (f32, f32, vector<4x8xf32>, vector<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<16xf32>, vector<8xi32>, f32) -> (f32, f32, i32, i32, f32), sym_name = "reductions"}> ({
  ^bb0(%arg14: vector<16xf32>, %arg15: vector<8xi32>, %arg16: f32):
    %11 = "vector.reduction"(%arg14) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<16xf32>) -> f32
    %12 = "vector.reduction"(%arg14, %arg16) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<16xf32>, f32) -> f32
    %13 = "vector.reduction"(%arg15) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maxsi>}> : (vector<8xi32>) -> i32
    %14 = "vector.reduction"(%arg15) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<xor>}> : (vector<8xi32>) -> i32
    %15 = "vector.reduction"(%arg14) <{fastmath = #arith.fastmath<nnan>, kind = #vector.kind<maximumf>}> : (vector<16xf32>) -> f32
    "func.return"(%11, %12, %13, %14, %15) : (f32, f32, i32, i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>, sym_name = "contract"}> ({
  ^bb0(%arg11: vector<4x8xf32>, %arg12: vector<8x16xf32>, %arg13: vector<4x16xf32>):
    %10 = "vector.contract"(%arg11, %arg12, %arg13) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
    "func.return"(%10) : (vector<4x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<8xf32>, vector<8xf32>, f32) -> f32, sym_name = "dot_contract"}> ({
  ^bb0(%arg8: vector<8xf32>, %arg9: vector<8xf32>, %arg10: f32):
    %9 = "vector.contract"(%arg8, %arg9, %arg10) <{indexing_maps = [#map3, #map3, #map4], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<8xf32>, vector<8xf32>, f32) -> f32
    "func.return"(%9) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf32>, vector<8xf32>, vector<2x8xf32>) -> (vector<4x8xf32>, vector<16xf32>, vector<8x2xf32>), sym_name = "shapes"}> ({
  ^bb0(%arg5: vector<4xf32>, %arg6: vector<8xf32>, %arg7: vector<2x8xf32>):
    %6 = "vector.outerproduct"(%arg5, %arg6) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x8xf32>
    %7 = "vector.shape_cast"(%arg7) : (vector<2x8xf32>) -> vector<16xf32>
    %8 = "vector.transpose"(%arg7) <{permutation = array<i64: 1, 0>}> : (vector<2x8xf32>) -> vector<8x2xf32>
    "func.return"(%6, %7, %8) : (vector<4x8xf32>, vector<16xf32>, vector<8x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, f32, memref<?xf32>, memref<?xf32>) -> (), sym_name = "saxpy"}> ({
  ^bb0(%arg0: index, %arg1: f32, %arg2: memref<?xf32>, %arg3: memref<?xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "vector.broadcast"(%arg1) : (f32) -> vector<8xf32>
    "scf.for"(%0, %arg0, %1) ({
    ^bb0(%arg4: index):
      %3 = "vector.load"(%arg2, %arg4) : (memref<?xf32>, index) -> vector<8xf32>
      %4 = "vector.load"(%arg3, %arg4) : (memref<?xf32>, index) -> vector<8xf32>
      %5 = "vector.fma"(%2, %3, %4) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
      "vector.store"(%5, %arg3, %arg4) : (vector<8xf32>, memref<?xf32>, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

