// Opaque dialect attributes of unregistered dialects, verbose
// `#dialect<"body">` and pretty `#dialect.name<...>` forms, as alias
// targets, inside arrays/dictionaries, and as dialect-prefixed attribute
// names on operations and function arguments.
#layout = #mydialect.layout<row_major, tile = [4, 4]>
#verbose = #foo<"something<abcd>">
#weird = #foo<"something<a%%123^^^>>>">

func.func @opaque_attrs(%x: tensor<4xf32> {mydialect.noalias, mydialect.align = #mydialect.align<16>})
    -> (tensor<4xf32> {mydialect.result_tag = #foo.tag})
    attributes {mydialect.layout = #layout, verbose = #verbose, weird = #weird,
                nested = [#foo.bar<[1, 2, 3]>, {k = #foo.baz<"q">}],
                pretty_nested = #foo.outer<#foo.inner<1>, (i32) -> i32, {a = 1}>} {
  %0 = "mydialect.transform"(%x) {mode = #mydialect.mode<fast>, tiles = #mydialect.tiles<[8, ?, 16]>}
      : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "mydialect.annotate"(%0) <{prop = #mydialect.prop<"p">, count = 3 : i64}> {extra = #weird}
      : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
