#loc2 = loc("seed003_aliases_and_attributes.unregistered.mlir":14:23)
#loc7 = loc("seed003_aliases_and_attributes.unregistered.mlir":22:28)
#map = affine_map<(d0) -> (d0 + 10)>
#set = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0)>
module {
  func.func @type_alias(%arg0: vector<4xf32> loc("seed003_aliases_and_attributes.unregistered.mlir":14:23)) {
    "foo"(%arg0) : (vector<4xf32>) -> () loc(#loc3)
    "foo"(%arg0) : (vector<4xf32>) -> () loc(#loc4)
    return loc(#loc5)
  } loc(#loc1)
  func.func @attribute_alias(%arg0: index loc("seed003_aliases_and_attributes.unregistered.mlir":22:28)) -> (index, index) {
    %0 = affine.apply #map(%arg0) loc(#loc8)
    %1 = affine.apply #map(%arg0) loc(#loc9)
    return %0, %1 : index, index loc(#loc10)
  } loc(#loc6)
  func.func private @dialect_types(!llvm.ptr, !tf.string, !foo<"something<abcd>">, !foo<"something<a%%123^^^>>>">, !foo.something<abcd>) loc(#loc11)
  func.func private @dialect_attributes() attributes {a = #foo<"something<abcd>">, b = #foo<"something<a%%123^^^>>>">, c = #foo.something<abcd>} loc(#loc12)
  func.func private @standard_attributes() attributes {array = [1, 2.000000e+00, "three", [4]], bool = true, dense = dense<[1, 2, 3]> : tensor<3xi32>, dict = {key = "value", n = 3 : i64}, f16_inf = 0x7C00 : f16, f16_nan = 0x7CFF : f16, float_default = 4.200000e+01 : f64, float_f32 = 4.200000e+01 : f32, int_default = 42 : i64, int_index = 42 : index, map = #map, opaque_elements = dense_resource<blob1> : tensor<2xi32>, set = #set, sparse = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, string = "a string", string_typed = "typed string" : i32, symbol = @dialect_types, type = tensor<4xf32>, unit_attr} loc(#loc13)
} loc(#loc)
#loc = loc("seed003_aliases_and_attributes.unregistered.mlir":0:0)
#loc1 = loc("seed003_aliases_and_attributes.unregistered.mlir":14:1)
#loc3 = loc("seed003_aliases_and_attributes.unregistered.mlir":16:3)
#loc4 = loc("seed003_aliases_and_attributes.unregistered.mlir":18:3)
#loc5 = loc("seed003_aliases_and_attributes.unregistered.mlir":19:3)
#loc6 = loc("seed003_aliases_and_attributes.unregistered.mlir":22:1)
#loc8 = loc("seed003_aliases_and_attributes.unregistered.mlir":24:8)
#loc9 = loc("seed003_aliases_and_attributes.unregistered.mlir":26:8)
#loc10 = loc("seed003_aliases_and_attributes.unregistered.mlir":27:3)
#loc11 = loc("seed003_aliases_and_attributes.unregistered.mlir":30:1)
#loc12 = loc("seed003_aliases_and_attributes.unregistered.mlir":42:1)
#loc13 = loc("seed003_aliases_and_attributes.unregistered.mlir":50:1)

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}

