#loc4 = loc("seed003_functions.mlir":15:18)
#map = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func private @abort() loc(#loc1)
  func.func private @scribble(i32, i64, memref<?x128xf32, #map>) -> f64 loc(#loc2)
  func.func @count(%arg0: i64 loc("seed003_functions.mlir":15:18)) -> (i64, i64) attributes {fruit = "banana"} {
    return %arg0, %arg0 : i64, i64 loc(#loc5)
  } loc(#loc3)
  func.func private @verbose_form(i1 {swift.self}) loc(#loc6)
  func.func private @simple_form(i1 {swift.self}) loc(#loc7)
} loc(#loc)
#loc = loc("seed003_functions.mlir":0:0)
#loc1 = loc("seed003_functions.mlir":11:1)
#loc2 = loc("seed003_functions.mlir":12:1)
#loc3 = loc("seed003_functions.mlir":15:1)
#loc5 = loc("seed003_functions.mlir":17:3)
#loc6 = loc("seed003_functions.mlir":21:1)
#loc7 = loc("seed003_functions.mlir":23:1)

