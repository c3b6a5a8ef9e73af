// arith casts and conversions: index_cast(ui), sign/zero extension,
// truncation (with flags and rounding modes), int<->float conversions,
// bitcasts, select (scalar condition and vector condition), constants.
func.func @int_casts(%i: i32, %n: index) -> (index, index, i64, i64, i8, i32, i64) {
  %0 = arith.index_cast %i : i32 to index
  %1 = arith.index_castui %i : i32 to index
  %2 = arith.index_cast %n : index to i64
  %3 = arith.extsi %i : i32 to i64
  %4 = arith.trunci %i : i32 to i8
  %5 = arith.extui %4 : i8 to i32
  %6 = arith.extui %i : i32 to i64
  return %0, %1, %2, %3, %4, %5, %6 : index, index, i64, i64, i8, i32, i64
}

func.func @trunc_flags(%x: i64, %f: f64) -> (i32, i16, f32, f16) {
  %0 = arith.trunci %x overflow<nsw> : i64 to i32
  %1 = arith.trunci %x overflow<nuw> : i64 to i16
  %2 = arith.truncf %f : f64 to f32
  %3 = arith.truncf %f to_nearest_even fastmath<afn> : f64 to f16
  return %0, %1, %2, %3 : i32, i16, f32, f16
}

func.func @float_int(%i: i32, %u: i16, %f: f32) -> (f32, f64, i32, i64, f64, i32, f32) {
  %0 = arith.sitofp %i : i32 to f32
  %1 = arith.uitofp %u : i16 to f64
  %2 = arith.fptosi %f : f32 to i32
  %3 = arith.fptoui %f : f32 to i64
  %4 = arith.extf %f : f32 to f64
  %5 = arith.bitcast %f : f32 to i32
  %6 = arith.bitcast %5 : i32 to f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f64, i32, i64, f64, i32, f32
}

func.func @vector_casts(%v: vector<4xi32>, %w: vector<4xf32>) -> (vector<4xindex>, vector<4xf64>, vector<4xi8>, vector<4xi32>) {
  %0 = arith.index_cast %v : vector<4xi32> to vector<4xindex>
  %1 = arith.extf %w : vector<4xf32> to vector<4xf64>
  %2 = arith.trunci %v : vector<4xi32> to vector<4xi8>
  %3 = arith.bitcast %w : vector<4xf32> to vector<4xi32>
  return %0, %1, %2, %3 : vector<4xindex>, vector<4xf64>, vector<4xi8>, vector<4xi32>
}

func.func @selects(%c: i1, %a: f32, %b: f32, %vc: vector<2xi1>, %va: vector<2xf32>, %vb: vector<2xf32>,
                   %m: memref<4xf32>, %n: memref<4xf32>) -> (f32, vector<2xf32>, vector<2xf32>, memref<4xf32>) {
  %0 = arith.select %c, %a, %b : f32
  %1 = arith.select %vc, %va, %vb : vector<2xi1>, vector<2xf32>
  %2 = arith.select %c, %va, %vb : vector<2xf32>
  %3 = arith.select %c, %m, %n : memref<4xf32>
  return %0, %1, %2, %3 : f32, vector<2xf32>, vector<2xf32>, memref<4xf32>
}

func.func @constants() -> (i1, i8, i64, index, f32, f64, vector<2xf32>, tensor<2x2xi32>) {
  %0 = arith.constant false
  %1 = arith.constant -128 : i8
  %2 = arith.constant 1000000000000 : i64
  %3 = arith.constant 0 : index
  %4 = arith.constant 0x7FC00000 : f32
  %5 = arith.constant 2.718281828459045 : f64
  %6 = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %7 = arith.constant dense<3> : tensor<2x2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i8, i64, index, f32, f64, vector<2xf32>, tensor<2x2xi32>
}
