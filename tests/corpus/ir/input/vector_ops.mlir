// vector dialect: load/store, broadcast, fma, splat-style broadcasts
// (vector.splat no longer exists in MLIR 22: vector.broadcast of a scalar
// replaces it), from_elements, step,
// extract/insert (static and dynamic positions), reductions, contraction,
// outer product, shape_cast, transpose, elementwise arithmetic.
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>

func.func @load_store(%A: memref<?x?xf32>, %i: index, %j: index) {
  %v = vector.load %A[%i, %j] : memref<?x?xf32>, vector<8xf32>
  %w = vector.load %A[%j, %i] {nontemporal = true} : memref<?x?xf32>, vector<8xf32>
  %s = arith.addf %v, %w : vector<8xf32>
  vector.store %s, %A[%i, %j] : memref<?x?xf32>, vector<8xf32>
  return
}

func.func @broadcast_fma(%a: f32, %x: vector<4xf32>, %y: vector<4xf32>) -> vector<4xf32> {
  %va = vector.broadcast %a : f32 to vector<4xf32>
  %r = vector.fma %va, %x, %y : vector<4xf32>
  %b2 = vector.broadcast %r : vector<4xf32> to vector<2x4xf32>
  %row = vector.extract %b2[1] : vector<4xf32> from vector<2x4xf32>
  return %row : vector<4xf32>
}

func.func @splats(%s: f16, %i: i32) -> (vector<8xf16>, vector<2x3xi32>, vector<[4]xf16>) {
  %0 = vector.broadcast %s : f16 to vector<8xf16>
  %1 = vector.broadcast %i : i32 to vector<2x3xi32>
  %2 = vector.broadcast %s : f16 to vector<[4]xf16>
  %3 = vector.from_elements %s, %s : vector<2xf16>
  %4 = vector.step : vector<4xindex>
  return %0, %1, %2 : vector<8xf16>, vector<2x3xi32>, vector<[4]xf16>
}

func.func @extract_insert(%v: vector<4x8xf32>, %s: f32, %k: index) -> (f32, f32, vector<4x8xf32>, vector<4x8xf32>) {
  %0 = vector.extract %v[2, 3] : f32 from vector<4x8xf32>
  %1 = vector.extract %v[%k, 0] : f32 from vector<4x8xf32>
  %2 = vector.insert %s, %v[0, %k] : f32 into vector<4x8xf32>
  %row = vector.extract %v[1] : vector<8xf32> from vector<4x8xf32>
  %3 = vector.insert %row, %2[3] : vector<8xf32> into vector<4x8xf32>
  return %0, %1, %2, %3 : f32, f32, vector<4x8xf32>, vector<4x8xf32>
}

func.func @reductions(%v: vector<16xf32>, %w: vector<8xi32>, %acc: f32) -> (f32, f32, i32, i32, f32) {
  %0 = vector.reduction <add>, %v : vector<16xf32> into f32
  %1 = vector.reduction <mul>, %v, %acc : vector<16xf32> into f32
  %2 = vector.reduction <maxsi>, %w : vector<8xi32> into i32
  %3 = vector.reduction <xor>, %w : vector<8xi32> into i32
  %4 = vector.reduction <maximumf>, %v fastmath<nnan> : vector<16xf32> into f32
  return %0, %1, %2, %3, %4 : f32, f32, i32, i32, f32
}

func.func @contract(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) -> vector<4x16xf32> {
  %r = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
      %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return %r : vector<4x16xf32>
}

func.func @dot_contract(%a: vector<8xf32>, %b: vector<8xf32>, %c: f32) -> f32 {
  %r = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                        iterator_types = ["reduction"]} %a, %b, %c : vector<8xf32>, vector<8xf32> into f32
  return %r : f32
}

func.func @shapes(%a: vector<4xf32>, %b: vector<8xf32>, %m: vector<2x8xf32>) -> (vector<4x8xf32>, vector<16xf32>, vector<8x2xf32>) {
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
  %1 = vector.shape_cast %m : vector<2x8xf32> to vector<16xf32>
  %2 = vector.transpose %m, [1, 0] : vector<2x8xf32> to vector<8x2xf32>
  return %0, %1, %2 : vector<4x8xf32>, vector<16xf32>, vector<8x2xf32>
}

func.func @saxpy(%n: index, %a: f32, %X: memref<?xf32>, %Y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %va = vector.broadcast %a : f32 to vector<8xf32>
  scf.for %i = %c0 to %n step %c8 {
    %x = vector.load %X[%i] : memref<?xf32>, vector<8xf32>
    %y = vector.load %Y[%i] : memref<?xf32>, vector<8xf32>
    %r = vector.fma %va, %x, %y : vector<8xf32>
    vector.store %r, %Y[%i] : memref<?xf32>, vector<8xf32>
  }
  return
}
