#loc2 = loc("linalg_generic_memref.mlir":19:26)
#loc3 = loc("linalg_generic_memref.mlir":19:47)
#loc4 = loc("linalg_generic_memref.mlir":19:68)
#loc6 = loc("linalg_generic_memref.mlir":23:8)
#loc7 = loc("linalg_generic_memref.mlir":23:17)
#loc8 = loc("linalg_generic_memref.mlir":23:26)
#loc13 = loc("linalg_generic_memref.mlir":30:22)
#loc14 = loc("linalg_generic_memref.mlir":30:44)
#loc16 = loc("linalg_generic_memref.mlir":33:8)
#loc17 = loc("linalg_generic_memref.mlir":33:17)
#loc21 = loc("linalg_generic_memref.mlir":39:20)
#loc22 = loc("linalg_generic_memref.mlir":39:41)
#loc24 = loc("linalg_generic_memref.mlir":42:8)
#loc25 = loc("linalg_generic_memref.mlir":42:17)
#loc30 = loc("linalg_generic_memref.mlir":49:27)
#loc31 = loc("linalg_generic_memref.mlir":49:48)
#loc32 = loc("linalg_generic_memref.mlir":49:69)
#loc34 = loc("linalg_generic_memref.mlir":51:8)
#loc35 = loc("linalg_generic_memref.mlir":51:17)
#loc36 = loc("linalg_generic_memref.mlir":51:26)
#loc42 = loc("linalg_generic_memref.mlir":60:17)
#loc44 = loc("linalg_generic_memref.mlir":62:8)
#loc55 = loc("linalg_generic_memref.mlir":75:29)
#loc56 = loc("linalg_generic_memref.mlir":75:78)
#loc58 = loc("linalg_generic_memref.mlir":78:8)
#loc59 = loc("linalg_generic_memref.mlir":78:17)
#loc64 = loc("linalg_generic_memref.mlir":85:27)
#loc65 = loc("linalg_generic_memref.mlir":85:50)
#loc66 = loc("linalg_generic_memref.mlir":85:73)
#loc68 = loc("linalg_generic_memref.mlir":88:8)
#loc69 = loc("linalg_generic_memref.mlir":88:17)
#loc70 = loc("linalg_generic_memref.mlir":88:26)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @pointwise_add(%arg0: memref<?x?xf32> loc("linalg_generic_memref.mlir":19:26), %arg1: memref<?x?xf32> loc("linalg_generic_memref.mlir":19:47), %arg2: memref<?x?xf32> loc("linalg_generic_memref.mlir":19:68)) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"], library_call = "pointwise_add"} ins(%arg0, %arg1 : memref<?x?xf32>, memref<?x?xf32>) outs(%arg2 : memref<?x?xf32>) {
    ^bb0(%in: f32 loc("linalg_generic_memref.mlir":23:8), %in_0: f32 loc("linalg_generic_memref.mlir":23:17), %out: f32 loc("linalg_generic_memref.mlir":23:26)):
      %0 = arith.addf %in, %in_0 : f32 loc(#loc9)
      linalg.yield %0 : f32 loc(#loc10)
    } loc(#loc5)
    return loc(#loc11)
  } loc(#loc1)
  func.func @transpose(%arg0: memref<8x16xf32> loc("linalg_generic_memref.mlir":30:22), %arg1: memref<16x8xf32> loc("linalg_generic_memref.mlir":30:44)) {
    linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<8x16xf32>) outs(%arg1 : memref<16x8xf32>) {
    ^bb0(%in: f32 loc("linalg_generic_memref.mlir":33:8), %out: f32 loc("linalg_generic_memref.mlir":33:17)):
      linalg.yield %in : f32 loc(#loc18)
    } loc(#loc15)
    return loc(#loc19)
  } loc(#loc12)
  func.func @row_sum(%arg0: memref<?x?xf64> loc("linalg_generic_memref.mlir":39:20), %arg1: memref<?xf64> loc("linalg_generic_memref.mlir":39:41)) {
    linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<?x?xf64>) outs(%arg1 : memref<?xf64>) {
    ^bb0(%in: f64 loc("linalg_generic_memref.mlir":42:8), %out: f64 loc("linalg_generic_memref.mlir":42:17)):
      %0 = arith.addf %out, %in : f64 loc(#loc26)
      linalg.yield %0 : f64 loc(#loc27)
    } loc(#loc23)
    return loc(#loc28)
  } loc(#loc20)
  func.func @matmul_generic(%arg0: memref<?x?xf32> loc("linalg_generic_memref.mlir":49:27), %arg1: memref<?x?xf32> loc("linalg_generic_memref.mlir":49:48), %arg2: memref<?x?xf32> loc("linalg_generic_memref.mlir":49:69)) {
    linalg.generic {doc = "C(m, n) += A(m, k) * B(k, n)", indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"], library_call = "linalg_matmul"} ins(%arg0, %arg1 : memref<?x?xf32>, memref<?x?xf32>) outs(%arg2 : memref<?x?xf32>) {
    ^bb0(%in: f32 loc("linalg_generic_memref.mlir":51:8), %in_0: f32 loc("linalg_generic_memref.mlir":51:17), %out: f32 loc("linalg_generic_memref.mlir":51:26)):
      %0 = arith.mulf %in, %in_0 : f32 loc(#loc37)
      %1 = arith.addf %out, %0 : f32 loc(#loc38)
      linalg.yield %1 : f32 loc(#loc39)
    } loc(#loc33)
    return loc(#loc40)
  } loc(#loc29)
  func.func @iota(%arg0: memref<10x100xi64> loc("linalg_generic_memref.mlir":60:17)) {
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%arg0 : memref<10x100xi64>) {
    ^bb0(%out: i64 loc("linalg_generic_memref.mlir":62:8)):
      %0 = linalg.index 0 : index loc(#loc45)
      %1 = linalg.index 1 : index loc(#loc46)
      %2 = arith.index_cast %0 : index to i64 loc(#loc47)
      %3 = arith.index_cast %1 : index to i64 loc(#loc48)
      %c100_i64 = arith.constant 100 : i64 loc(#loc49)
      %4 = arith.muli %2, %c100_i64 : i64 loc(#loc50)
      %5 = arith.addi %4, %3 : i64 loc(#loc51)
      linalg.yield %5 : i64 loc(#loc52)
    } loc(#loc43)
    return loc(#loc53)
  } loc(#loc41)
  func.func @strided_operands(%arg0: memref<4x4xf32, strided<[8, 1], offset: ?>> loc("linalg_generic_memref.mlir":75:29), %arg1: memref<4x4xf32> loc("linalg_generic_memref.mlir":75:78)) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x4xf32, strided<[8, 1], offset: ?>>) outs(%arg1 : memref<4x4xf32>) attrs =  {tessera.tag = "strided"} {
    ^bb0(%in: f32 loc("linalg_generic_memref.mlir":78:8), %out: f32 loc("linalg_generic_memref.mlir":78:17)):
      %0 = arith.negf %in : f32 loc(#loc60)
      linalg.yield %0 : f32 loc(#loc61)
    } loc(#loc57)
    return loc(#loc62)
  } loc(#loc54)
  func.func @broadcast_bias(%arg0: memref<16x32xf32> loc("linalg_generic_memref.mlir":85:27), %arg1: memref<32xf32> loc("linalg_generic_memref.mlir":85:50), %arg2: memref<16x32xf32> loc("linalg_generic_memref.mlir":85:73)) {
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<16x32xf32>, memref<32xf32>) outs(%arg2 : memref<16x32xf32>) {
    ^bb0(%in: f32 loc("linalg_generic_memref.mlir":88:8), %in_0: f32 loc("linalg_generic_memref.mlir":88:17), %out: f32 loc("linalg_generic_memref.mlir":88:26)):
      %0 = arith.addf %in, %in_0 : f32 loc(#loc71)
      %cst = arith.constant 0.000000e+00 : f32 loc(#loc72)
      %1 = arith.maximumf %0, %cst : f32 loc(#loc73)
      linalg.yield %1 : f32 loc(#loc74)
    } loc(#loc67)
    return loc(#loc75)
  } loc(#loc63)
} loc(#loc)
#loc = loc("linalg_generic_memref.mlir":0:0)
#loc1 = loc("linalg_generic_memref.mlir":19:1)
#loc5 = loc("linalg_generic_memref.mlir":20:3)
#loc9 = loc("linalg_generic_memref.mlir":24:10)
#loc10 = loc("linalg_generic_memref.mlir":25:5)
#loc11 = loc("linalg_generic_memref.mlir":27:3)
#loc12 = loc("linalg_generic_memref.mlir":30:1)
#loc15 = loc("linalg_generic_memref.mlir":31:3)
#loc18 = loc("linalg_generic_memref.mlir":34:5)
#loc19 = loc("linalg_generic_memref.mlir":36:3)
#loc20 = loc("linalg_generic_memref.mlir":39:1)
#loc23 = loc("linalg_generic_memref.mlir":40:3)
#loc26 = loc("linalg_generic_memref.mlir":43:10)
#loc27 = loc("linalg_generic_memref.mlir":44:5)
#loc28 = loc("linalg_generic_memref.mlir":46:3)
#loc29 = loc("linalg_generic_memref.mlir":49:1)
#loc33 = loc("linalg_generic_memref.mlir":50:3)
#loc37 = loc("linalg_generic_memref.mlir":52:10)
#loc38 = loc("linalg_generic_memref.mlir":53:10)
#loc39 = loc("linalg_generic_memref.mlir":54:5)
#loc40 = loc("linalg_generic_memref.mlir":56:3)
#loc41 = loc("linalg_generic_memref.mlir":60:1)
#loc43 = loc("linalg_generic_memref.mlir":61:3)
#loc45 = loc("linalg_generic_memref.mlir":63:10)
#loc46 = loc("linalg_generic_memref.mlir":64:10)
#loc47 = loc("linalg_generic_memref.mlir":65:11)
#loc48 = loc("linalg_generic_memref.mlir":66:11)
#loc49 = loc("linalg_generic_memref.mlir":67:13)
#loc50 = loc("linalg_generic_memref.mlir":68:10)
#loc51 = loc("linalg_generic_memref.mlir":69:10)
#loc52 = loc("linalg_generic_memref.mlir":70:5)
#loc53 = loc("linalg_generic_memref.mlir":72:3)
#loc54 = loc("linalg_generic_memref.mlir":75:1)
#loc57 = loc("linalg_generic_memref.mlir":76:3)
#loc60 = loc("linalg_generic_memref.mlir":79:10)
#loc61 = loc("linalg_generic_memref.mlir":80:5)
#loc62 = loc("linalg_generic_memref.mlir":82:3)
#loc63 = loc("linalg_generic_memref.mlir":85:1)
#loc67 = loc("linalg_generic_memref.mlir":86:3)
#loc71 = loc("linalg_generic_memref.mlir":89:10)
#loc72 = loc("linalg_generic_memref.mlir":90:10)
#loc73 = loc("linalg_generic_memref.mlir":91:10)
#loc74 = loc("linalg_generic_memref.mlir":92:5)
#loc75 = loc("linalg_generic_memref.mlir":94:3)

