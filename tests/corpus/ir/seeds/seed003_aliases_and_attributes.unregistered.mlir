// Seed 003 (MLIR language reference, early edition), sections "Type
// Aliases", "Dialect Types", "Attribute Value Aliases", "Dialect Attribute
// Values" and "Standard Attribute Values". Today's syntax: `!name = type`
// without the `type` keyword, affine_map<...> around bare maps, `=` in
// attribute dictionaries, the pointer type of the LLVM dialect as
// !llvm.ptr. "foo" is an op of no dialect (needs
// --allow-unregistered-dialect). The seed's opaque elements attribute
// (`opaque<"dialect", "0x...">`) no longer exists; its nearest form today
// is dense_resource<...> with the blob in a trailing {-# ... #-} section.

!avx_m128 = vector<4 x f32>
#map = affine_map<(d0) -> (d0 + 10)>

func.func @type_alias(%x: vector<4 x f32>) {
  // Using the original type.
  "foo"(%x) : (vector<4 x f32>) -> ()
  // Using the type alias.
  "foo"(%x) : (!avx_m128) -> ()
  return
}

func.func @attribute_alias(%a: index) -> (index, index) {
  // Using the original attribute.
  %b = affine.apply affine_map<(d0) -> (d0 + 10)> (%a)
  // Using the attribute alias.
  %c = affine.apply #map(%a)
  return %b, %c : index, index
}

func.func private @dialect_types(
  // LLVM type that wraps around llvm IR types (today: an opaque pointer).
  !llvm.ptr,
  // Tensor flow string type.
  !tf.string,
  // Complex type
  !foo<"something<abcd>">,
  // Even more complex type
  !foo<"something<a%%123^^^>>>">,
  // Complex type, pretty form
  !foo.something<abcd>) -> ()

func.func private @dialect_attributes() attributes {
  // Complex attribute
  a = #foo<"something<abcd>">,
  // Even more complex attribute
  b = #foo<"something<a%%123^^^>>>">,
  // Complex attribute, pretty form
  c = #foo.something<abcd>}

func.func private @standard_attributes() attributes {
  float_default = 42.0,
  float_f32 = 42.0 : f32,
  // positive infinity
  f16_inf = 0x7C00 : f16,
  // NaN (one of possible values)
  f16_nan = 0x7CFF : f16,
  int_default = 42,
  int_index = 42 : index,
  string = "a string",
  string_typed = "typed string" : i32,
  array = [1, 2.0, "three", [4]],
  dict = {key = "value", n = 3},
  bool = true,
  unit_attr,
  symbol = @dialect_types,
  type = tensor<4xf32>,
  map = #map,
  set = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>,
  dense = dense<[1, 2, 3]> : tensor<3xi32>,
  opaque_elements = dense_resource<blob1> : tensor<2xi32>,
  // This represents the following tensor:
  //   [[1, 0, 0, 0],
  //    [0, 0, 5, 0],
  //    [0, 0, 0, 0]]
  sparse = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
