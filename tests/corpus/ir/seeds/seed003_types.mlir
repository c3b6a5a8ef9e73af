// Seed 003 (MLIR language reference, early edition), section "Type
// System / Standard Types": the examples of complex, floating-point,
// function, index, integer, none, tensor, tuple and vector types, each
// used in a function signature (`x` between dimensions may be spaced).

func.func private @complex_types(complex<f32>, complex<i32>) -> ()
func.func private @float_types(f16, bf16, f32, f64) -> ()
func.func private @integer_types(i1, i4, i8, i16, i32, index) -> ()
func.func private @none_type(none) -> ()
func.func private @function_types((i32) -> i32, () -> (), (f32, f32) -> (f32, i1)) -> ((index) -> ())

func.func private @tensor_types(
  // Tensor with unknown rank.
  tensor<* x f32>,
  // Known rank but unknown dimensions.
  tensor<? x ? x ? x ? x f32>,
  // Partially known dimensions.
  tensor<? x ? x 13 x ? x f32>,
  // Full static shape.
  tensor<17 x 4 x 13 x 4 x f32>,
  // Tensor with rank zero. Represents a scalar.
  tensor<f32>,
  // Zero-element dimensions are allowed.
  tensor<0 x 42 x f32>,
  // Zero-element tensor of f32 type (hexadecimal literals not allowed here).
  tensor<0xf32>,
  tensor<0 x 1 x i32>, tensor<1 x 0 x i32>) -> ()

func.func private @tuple_types(
  // Empty tuple.
  tuple<>,
  // Single element
  tuple<f32>,
  // Many elements.
  tuple<i32, f32, tensor<i1>, i5>) -> ()

func.func private @vector_types(vector<16 x f32>, vector<4 x 8 x i8>, vector<2x3x4xf64>) -> ()
