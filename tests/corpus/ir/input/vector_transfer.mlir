// vector.transfer_read / transfer_write: minor identity, explicit
// permutation maps, broadcast dimensions, in_bounds, padding values,
// masks, tensors and memrefs.
#perm = affine_map<(d0, d1, d2) -> (d2, d0)>
#bcast = affine_map<(d0, d1) -> (0, d1)>

func.func @transfer_memref(%A: memref<?x?xf32>, %i: index, %j: index) {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %j], %pad : memref<?x?xf32>, vector<8xf32>
  %w = vector.transfer_read %A[%i, %j], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
  %s = arith.addf %v, %w : vector<8xf32>
  vector.transfer_write %s, %A[%i, %j] : vector<8xf32>, memref<?x?xf32>
  vector.transfer_write %s, %A[%j, %i] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
  return
}

func.func @transfer_permuted(%A: memref<16x32x64xf32>, %i: index) -> vector<4x8xf32> {
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %A[%i, %i, %i], %pad {permutation_map = #perm, in_bounds = [true, false]}
      : memref<16x32x64xf32>, vector<4x8xf32>
  vector.transfer_write %v, %A[%i, %i, %i] {permutation_map = affine_map<(d0, d1, d2) -> (d1, d2)>}
      : vector<4x8xf32>, memref<16x32x64xf32>
  return %v : vector<4x8xf32>
}

func.func @transfer_broadcast(%A: memref<?x?xi32>, %i: index) -> vector<4x8xi32> {
  %pad = arith.constant 0 : i32
  %v = vector.transfer_read %A[%i, %i], %pad {permutation_map = #bcast, in_bounds = [true, true]}
      : memref<?x?xi32>, vector<4x8xi32>
  return %v : vector<4x8xi32>
}

func.func @transfer_masked(%A: memref<?xf32>, %i: index, %n: index) {
  %pad = arith.constant 0.0 : f32
  %mask = vector.create_mask %n : vector<16xi1>
  %v = vector.transfer_read %A[%i], %pad, %mask : memref<?xf32>, vector<16xf32>
  %d = arith.addf %v, %v : vector<16xf32>
  vector.transfer_write %d, %A[%i], %mask : vector<16xf32>, memref<?xf32>
  return
}

func.func @transfer_tensor(%T: tensor<?x?xf16>, %i: index) -> tensor<?x?xf16> {
  %pad = arith.constant 0.0 : f16
  %v = vector.transfer_read %T[%i, %i], %pad {in_bounds = [true, true]} : tensor<?x?xf16>, vector<2x4xf16>
  %n = arith.negf %v : vector<2x4xf16>
  %r = vector.transfer_write %n, %T[%i, %i] {in_bounds = [true, true]} : vector<2x4xf16>, tensor<?x?xf16>
  return %r : tensor<?x?xf16>
}

func.func @transfer_scalable(%A: memref<?xf32>, %i: index) -> vector<[4]xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i], %pad : memref<?xf32>, vector<[4]xf32>
  return %v : vector<[4]xf32>
}
