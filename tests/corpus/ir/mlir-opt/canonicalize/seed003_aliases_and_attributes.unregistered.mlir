#map = affine_map<()[s0] -> (s0 + 10)>
#map1 = affine_map<(d0) -> (d0 + 10)>
#set = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0)>
module {
  func.func @type_alias(%arg0: vector<4xf32>) {
    "foo"(%arg0) : (vector<4xf32>) -> ()
    "foo"(%arg0) : (vector<4xf32>) -> ()
    return
  }
  func.func @attribute_alias(%arg0: index) -> (index, index) {
    %0 = affine.apply #map()[%arg0]
    %1 = affine.apply #map()[%arg0]
    return %0, %1 : index, index
  }
  func.func private @dialect_types(!llvm.ptr, !tf.string, !foo<"something<abcd>">, !foo<"something<a%%123^^^>>>">, !foo.something<abcd>)
  func.func private @dialect_attributes() attributes {a = #foo<"something<abcd>">, b = #foo<"something<a%%123^^^>>>">, c = #foo.something<abcd>}
  func.func private @standard_attributes() attributes {array = [1, 2.000000e+00, "three", [4]], bool = true, dense = dense<[1, 2, 3]> : tensor<3xi32>, dict = {key = "value", n = 3 : i64}, f16_inf = 0x7C00 : f16, f16_nan = 0x7CFF : f16, float_default = 4.200000e+01 : f64, float_f32 = 4.200000e+01 : f32, int_default = 42 : i64, int_index = 42 : index, map = #map1, opaque_elements = dense_resource<blob1> : tensor<2xi32>, set = #set, sparse = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, string = "a string", string_typed = "typed string" : i32, symbol = @dialect_types, type = tensor<4xf32>, unit_attr}
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}

