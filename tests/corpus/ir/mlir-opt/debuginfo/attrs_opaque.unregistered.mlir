#loc2 = loc("attrs_opaque.unregistered.mlir":9:25)
module {
  func.func @opaque_attrs(%arg0: tensor<4xf32> {mydialect.align = #mydialect.align<16>, mydialect.noalias} loc("attrs_opaque.unregistered.mlir":9:25)) -> (tensor<4xf32> {mydialect.result_tag = #foo.tag}) attributes {mydialect.layout = #mydialect.layout<row_major, tile = [4, 4]>, nested = [#foo.bar<[1, 2, 3]>, {k = #foo.baz<"q">}], pretty_nested = #foo.outer<#foo.inner<1>, (i32) -> i32, {a = 1}>, verbose = #foo<"something<abcd>">, weird = #foo<"something<a%%123^^^>>>">} {
    %0 = "mydialect.transform"(%arg0) {mode = #mydialect.mode<fast>, tiles = #mydialect.tiles<[8, ?, 16]>} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc3)
    %1 = "mydialect.annotate"(%0) <{count = 3 : i64, prop = #mydialect.prop<"p">}> {extra = #foo<"something<a%%123^^^>>>">} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc4)
    return %1 : tensor<4xf32> loc(#loc5)
  } loc(#loc1)
} loc(#loc)
#loc = loc("attrs_opaque.unregistered.mlir":0:0)
#loc1 = loc("attrs_opaque.unregistered.mlir":9:1)
#loc3 = loc("attrs_opaque.unregistered.mlir":14:8)
#loc4 = loc("attrs_opaque.unregistered.mlir":16:8)
#loc5 = loc("attrs_opaque.unregistered.mlir":18:3)

