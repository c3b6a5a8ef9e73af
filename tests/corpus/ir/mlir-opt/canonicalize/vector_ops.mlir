#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
module {
  func.func @load_store(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
    %0 = vector.load %arg0[%arg1, %arg2] : memref<?x?xf32>, vector<8xf32>
    %1 = vector.load %arg0[%arg2, %arg1] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
    %2 = arith.addf %0, %1 : vector<8xf32>
    vector.store %2, %arg0[%arg1, %arg2] : memref<?x?xf32>, vector<8xf32>
    return
  }
  func.func @broadcast_fma(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<4xf32>) -> vector<4xf32> {
    %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
    %1 = vector.fma %0, %arg1, %arg2 : vector<4xf32>
    return %1 : vector<4xf32>
  }
  func.func @splats(%arg0: f16, %arg1: i32) -> (vector<8xf16>, vector<2x3xi32>, vector<[4]xf16>) {
    %0 = vector.broadcast %arg0 : f16 to vector<8xf16>
    %1 = vector.broadcast %arg1 : i32 to vector<2x3xi32>
    %2 = vector.broadcast %arg0 : f16 to vector<[4]xf16>
    return %0, %1, %2 : vector<8xf16>, vector<2x3xi32>, vector<[4]xf16>
  }
  func.func @extract_insert(%arg0: vector<4x8xf32>, %arg1: f32, %arg2: index) -> (f32, f32, vector<4x8xf32>, vector<4x8xf32>) {
    %0 = vector.extract %arg0[2, 3] : f32 from vector<4x8xf32>
    %1 = vector.extract %arg0[%arg2, 0] : f32 from vector<4x8xf32>
    %2 = vector.insert %arg1, %arg0 [0, %arg2] : f32 into vector<4x8xf32>
    %3 = vector.extract %arg0[1] : vector<8xf32> from vector<4x8xf32>
    %4 = vector.insert %3, %2 [3] : vector<8xf32> into vector<4x8xf32>
    return %0, %1, %2, %4 : f32, f32, vector<4x8xf32>, vector<4x8xf32>
  }
  func.func @reductions(%arg0: vector<16xf32>, %arg1: vector<8xi32>, %arg2: f32) -> (f32, f32, i32, i32, f32) {
    %0 = vector.reduction <add>, %arg0 : vector<16xf32> into f32
    %1 = vector.reduction <mul>, %arg0, %arg2 : vector<16xf32> into f32
    %2 = vector.reduction <maxsi>, %arg1 : vector<8xi32> into i32
    %3 = vector.reduction <xor>, %arg1 : vector<8xi32> into i32
    %4 = vector.reduction <maximumf>, %arg0 fastmath<nnan> : vector<16xf32> into f32
    return %0, %1, %2, %3, %4 : f32, f32, i32, i32, f32
  }
  func.func @contract(%arg0: vector<4x8xf32>, %arg1: vector<8x16xf32>, %arg2: vector<4x16xf32>) -> vector<4x16xf32> {
    %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
    return %0 : vector<4x16xf32>
  }
  func.func @dot_contract(%arg0: vector<8xf32>, %arg1: vector<8xf32>, %arg2: f32) -> f32 {
    %0 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<8xf32>, vector<8xf32> into f32
    return %0 : f32
  }
  func.func @shapes(%arg0: vector<4xf32>, %arg1: vector<8xf32>, %arg2: vector<2x8xf32>) -> (vector<4x8xf32>, vector<16xf32>, vector<8x2xf32>) {
    %0 = vector.outerproduct %arg0, %arg1 : vector<4xf32>, vector<8xf32>
    %1 = vector.shape_cast %arg2 : vector<2x8xf32> to vector<16xf32>
    %2 = vector.transpose %arg2, [1, 0] : vector<2x8xf32> to vector<8x2xf32>
    return %0, %1, %2 : vector<4x8xf32>, vector<16xf32>, vector<8x2xf32>
  }
  func.func @saxpy(%arg0: index, %arg1: f32, %arg2: memref<?xf32>, %arg3: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %0 = vector.broadcast %arg1 : f32 to vector<8xf32>
    scf.for %arg4 = %c0 to %arg0 step %c8 {
      %1 = vector.load %arg2[%arg4] : memref<?xf32>, vector<8xf32>
      %2 = vector.load %arg3[%arg4] : memref<?xf32>, vector<8xf32>
      %3 = vector.fma %0, %1, %2 : vector<8xf32>
      vector.store %3, %arg3[%arg4] : memref<?xf32>, vector<8xf32>
    }
    return
  }
}

