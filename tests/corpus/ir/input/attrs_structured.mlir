// Structured attributes: arrays, dictionaries, flat and nested symbol
// references, type attributes, affine_map and affine_set attributes, and
// `#alias` attribute aliases for each kind.
#map_2d = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
#map_empty = affine_map<() -> ()>
#map_const = affine_map<() -> (0, 42)>
#semi = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1, d1 floordiv s1, d0 mod s1, s0 ceildiv s1)>
#set_box = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
#set_eq = affine_set<(d0, d1) : (d0 - d1 == 0, d0 * 2 - 8 >= 0)>
#set_empty = affine_set<() : (0 == 0)>
#dict_alias = {name = "tile", sizes = [4, 8], nested = {deep = true}}
#array_alias = [1, "two", 3.0 : f32, [4], {five = 5 : i8}]
#str_alias = "aliased string"

module attributes {tessera.symbols = [@lib, @lib::@inner, @lib::@inner::@leaf]} {
  module @lib {
    module @inner {
      func.func private @leaf(i32) -> i32
    }
  }

  func.func private @decl_with_attrs() attributes {
      arrays = [[1, 2], [], [true, unit, "x"]],
      dict = {a = 1 : i32, b = {c = "nested"}, "quoted key" = 2.0 : f64},
      empty_dict = {},
      symbols = [@decl_with_attrs, @lib::@inner::@leaf],
      types = [i32, memref<?xf32>, (i32) -> f32, !llvm.ptr, vector<[4]xi8>, none],
      maps = [#map_2d, #map_empty, #map_const, #semi, affine_map<(d0) -> (d0 * 4 + 3)>],
      sets = [#set_box, #set_eq, #set_empty, affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>],
      alias_uses = [#dict_alias, #array_alias, #str_alias]}

  func.func @apply_maps(%i: index, %j: index, %n: index) -> (index, index) {
    %a = affine.apply affine_map<(d0, d1)[s0] -> (d1 - s0 + d0)>(%i, %j)[%n]
    %b = affine.apply affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>(%i, %j)[%n]
    return %a, %b : index, index
  }
}
