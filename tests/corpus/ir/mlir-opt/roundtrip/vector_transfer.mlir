#map = affine_map<(d0, d1, d2) -> (d2, d0)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @transfer_memref(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%arg1, %arg2], %cst : memref<?x?xf32>, vector<8xf32>
    %1 = vector.transfer_read %arg0[%arg1, %arg2], %cst {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
    %2 = arith.addf %0, %1 : vector<8xf32>
    vector.transfer_write %2, %arg0[%arg1, %arg2] : vector<8xf32>, memref<?x?xf32>
    vector.transfer_write %2, %arg0[%arg2, %arg1] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
    return
  }
  func.func @transfer_permuted(%arg0: memref<16x32x64xf32>, %arg1: index) -> vector<4x8xf32> {
    %cst = arith.constant -1.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%arg1, %arg1, %arg1], %cst {in_bounds = [true, false], permutation_map = #map} : memref<16x32x64xf32>, vector<4x8xf32>
    vector.transfer_write %0, %arg0[%arg1, %arg1, %arg1] : vector<4x8xf32>, memref<16x32x64xf32>
    return %0 : vector<4x8xf32>
  }
  func.func @transfer_broadcast(%arg0: memref<?x?xi32>, %arg1: index) -> vector<4x8xi32> {
    %c0_i32 = arith.constant 0 : i32
    %0 = vector.transfer_read %arg0[%arg1, %arg1], %c0_i32 {in_bounds = [true, true], permutation_map = #map1} : memref<?x?xi32>, vector<4x8xi32>
    return %0 : vector<4x8xi32>
  }
  func.func @transfer_masked(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.create_mask %arg2 : vector<16xi1>
    %1 = vector.transfer_read %arg0[%arg1], %cst, %0 : memref<?xf32>, vector<16xf32>
    %2 = arith.addf %1, %1 : vector<16xf32>
    vector.transfer_write %2, %arg0[%arg1], %0 : vector<16xf32>, memref<?xf32>
    return
  }
  func.func @transfer_tensor(%arg0: tensor<?x?xf16>, %arg1: index) -> tensor<?x?xf16> {
    %cst = arith.constant 0.000000e+00 : f16
    %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [true, true]} : tensor<?x?xf16>, vector<2x4xf16>
    %1 = arith.negf %0 : vector<2x4xf16>
    %2 = vector.transfer_write %1, %arg0[%arg1, %arg1] {in_bounds = [true, true]} : vector<2x4xf16>, tensor<?x?xf16>
    return %2 : tensor<?x?xf16>
  }
  func.func @transfer_scalable(%arg0: memref<?xf32>, %arg1: index) -> vector<[4]xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%arg1], %cst : memref<?xf32>, vector<[4]xf32>
    return %0 : vector<[4]xf32>
  }
}

