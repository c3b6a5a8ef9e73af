module {
  func.func @opaque_attrs(%arg0: tensor<4xf32> {mydialect.align = #mydialect.align<16>, mydialect.noalias}) -> (tensor<4xf32> {mydialect.result_tag = #foo.tag}) attributes {mydialect.layout = #mydialect.layout<row_major, tile = [4, 4]>, nested = [#foo.bar<[1, 2, 3]>, {k = #foo.baz<"q">}], pretty_nested = #foo.outer<#foo.inner<1>, (i32) -> i32, {a = 1}>, verbose = #foo<"something<abcd>">, weird = #foo<"something<a%%123^^^>>>">} {
    %0 = "mydialect.transform"(%arg0) {mode = #mydialect.mode<fast>, tiles = #mydialect.tiles<[8, ?, 16]>} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "mydialect.annotate"(%0) <{count = 3 : i64, prop = #mydialect.prop<"p">}> {extra = #foo<"something<a%%123^^^>>>">} : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}

