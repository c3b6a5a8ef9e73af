// Seed 003 (MLIR language reference, early edition), sections "Functions"
// and "Attributes / Unit Attribute": external declarations (private
// func.func today), the layout-map argument type, @count returning its
// argument twice with a function attribute, and the unit-attribute forms
// (argument attributes must carry a dialect prefix today, so the seed's
// `unitAttr` is the `swift.self` attribute the seed's text describes).

#layout_map0 = affine_map<(d0, d1) -> (d1, d0)>

// External function definitions.
func.func private @abort()
func.func private @scribble(i32, i64, memref<? x 128 x f32, #layout_map0>) -> f64

// A function that returns its argument twice:
func.func @count(%x: i64) -> (i64, i64)
  attributes {fruit = "banana"} {
  return %x, %x: i64, i64
}

// A unit attribute defined with the `unit` value specifier.
func.func private @verbose_form(i1 {swift.self = unit})
// A unit attribute can also be defined without the value specifier.
func.func private @simple_form(i1 {swift.self})
