#map = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func private @abort()
  func.func private @scribble(i32, i64, memref<?x128xf32, #map>) -> f64
  func.func @count(%arg0: i64) -> (i64, i64) attributes {fruit = "banana"} {
    return %arg0, %arg0 : i64, i64
  }
  func.func private @verbose_form(i1 {swift.self})
  func.func private @simple_form(i1 {swift.self})
}

