// Shaped and aggregate builtin types: vector (fixed and scalable), tensor
// (ranked, dynamic, unranked, zero-sized, with element encoding),
// complex, tuple and function types.
func.func private @vectors(vector<4xf32>, vector<4x8xf16>, vector<2x3x4xi8>,
                           vector<f32>, vector<[4]xf32>, vector<2x[8]xi32>,
                           vector<[2]x[2]xf64>, vector<1xindex>) -> ()

func.func private @tensors(tensor<f32>, tensor<10xf32>, tensor<?xf32>,
                           tensor<?x?x16xi32>, tensor<*xf64>, tensor<0x42xf32>,
                           tensor<4x?xcomplex<f32>>, tensor<2xvector<4xf32>>,
                           tensor<8xindex>) -> tensor<*xi1>

func.func private @encoded(tensor<4x4xf32, "row_major">, tensor<?xi8, 7 : i64>) -> ()

func.func private @complex_types(complex<f32>, complex<f64>, complex<i32>, complex<f16>) -> complex<bf16>

func.func private @tuples(tuple<>, tuple<f32>, tuple<i32, f32, tensor<i1>, i5>,
                          tuple<tuple<index>, vector<2xf32>>) -> ()

func.func private @function_types(() -> (), (i32) -> i32, (i32, f32) -> (f32, i32),
                                  ((index) -> index) -> (() -> f32)) -> ()

func.func @use_function_value(%f: (i32) -> i32, %x: i32) -> i32 {
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}

func.func @vector_values(%a: vector<[4]xf32>, %b: vector<[4]xf32>) -> vector<[4]xf32> {
  %s = arith.addf %a, %b : vector<[4]xf32>
  %m = arith.mulf %s, %a : vector<[4]xf32>
  return %m : vector<[4]xf32>
}

func.func @tensor_values(%t: tensor<4x?xf32>, %u: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %s = arith.addf %t, %u : tensor<4x?xf32>
  return %s : tensor<4x?xf32>
}

func.func @complex_values(%re: f32, %im: f32) -> complex<f32> {
  %c = complex.create %re, %im : complex<f32>
  %d = complex.add %c, %c : complex<f32>
  return %d : complex<f32>
}
