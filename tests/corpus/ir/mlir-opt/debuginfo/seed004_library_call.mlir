#loc2 = loc("seed004_library_call.mlir":12:20)
#loc3 = loc("seed004_library_call.mlir":12:41)
#loc4 = loc("seed004_library_call.mlir":12:62)
#loc6 = loc("seed004_library_call.mlir":14:8)
#loc7 = loc("seed004_library_call.mlir":14:17)
#loc8 = loc("seed004_library_call.mlir":14:26)
#loc14 = loc("seed004_library_call.mlir":23:27)
#loc15 = loc("seed004_library_call.mlir":23:48)
#loc16 = loc("seed004_library_call.mlir":23:69)
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @example(%arg0: memref<?x?xf32> loc("seed004_library_call.mlir":12:20), %arg1: memref<?x?xf32> loc("seed004_library_call.mlir":12:41), %arg2: memref<?x?xf32> loc("seed004_library_call.mlir":12:62)) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"], library_call = "pointwise_add"} ins(%arg0, %arg1 : memref<?x?xf32>, memref<?x?xf32>) outs(%arg2 : memref<?x?xf32>) {
    ^bb0(%in: f32 loc("seed004_library_call.mlir":14:8), %in_0: f32 loc("seed004_library_call.mlir":14:17), %out: f32 loc("seed004_library_call.mlir":14:26)):
      %0 = arith.addf %in, %in_0 : f32 loc(#loc9)
      linalg.yield %0 : f32 loc(#loc10)
    } loc(#loc5)
    return loc(#loc11)
  } loc(#loc1)
  func.func private @pointwise_add_sxsxf32_sxsxf32(memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) loc(#loc12)
  func.func @example_called(%arg0: memref<?x?xf32> loc("seed004_library_call.mlir":23:27), %arg1: memref<?x?xf32> loc("seed004_library_call.mlir":23:48), %arg2: memref<?x?xf32> loc("seed004_library_call.mlir":23:69)) {
    call @pointwise_add_sxsxf32_sxsxf32(%arg0, %arg1, %arg2) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> () loc(#loc17)
    return loc(#loc18)
  } loc(#loc13)
} loc(#loc)
#loc = loc("seed004_library_call.mlir":0:0)
#loc1 = loc("seed004_library_call.mlir":12:1)
#loc5 = loc("seed004_library_call.mlir":13:3)
#loc9 = loc("seed004_library_call.mlir":15:10)
#loc10 = loc("seed004_library_call.mlir":16:5)
#loc11 = loc("seed004_library_call.mlir":18:3)
#loc12 = loc("seed004_library_call.mlir":21:1)
#loc13 = loc("seed004_library_call.mlir":23:1)
#loc17 = loc("seed004_library_call.mlir":24:3)
#loc18 = loc("seed004_library_call.mlir":26:3)

