#map = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
#map1 = affine_map<() -> ()>
#map2 = affine_map<() -> (0, 42)>
#map3 = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1, d1 floordiv s1, d0 mod s1, s0 ceildiv s1)>
#map4 = affine_map<(d0) -> (d0 * 4 + 3)>
#map5 = affine_map<(d0, d1)[s0] -> (d1 - s0 + d0)>
#map6 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
#set = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
#set1 = affine_set<(d0, d1) : (d0 - d1 == 0, d0 * 2 - 8 >= 0)>
#set2 = affine_set<() : (0 == 0)>
#set3 = affine_set<(d0)[s0] : (-d0 + s0 - 1 >= 0)>
module attributes {tessera.symbols = [@lib, @lib::@inner, @lib::@inner::@leaf]} {
  module @lib {
    module @inner {
      func.func private @leaf(i32) -> i32
    }
  }
  func.func private @decl_with_attrs() attributes {alias_uses = [{name = "tile", nested = {deep = true}, sizes = [4, 8]}, [1, "two", 3.000000e+00 : f32, [4], {five = 5 : i8}], "aliased string"], arrays = [[1, 2], [], [true, unit, "x"]], dict = {a = 1 : i32, b = {c = "nested"}, "quoted key" = 2.000000e+00 : f64}, empty_dict = {}, maps = [#map, #map1, #map2, #map3, #map4], sets = [#set, #set1, #set2, #set3], symbols = [@decl_with_attrs, @lib::@inner::@leaf], types = [i32, memref<?xf32>, (i32) -> f32, !llvm.ptr, vector<[4]xi8>, none]}
  func.func @apply_maps(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
    %c0 = arith.constant 0 : index
    %0 = affine.apply #map5(%arg0, %arg1)[%arg2]
    %1 = affine.apply #map6(%arg0, %arg1)[%arg2]
    return %0, %1 : index, index
  }
}

