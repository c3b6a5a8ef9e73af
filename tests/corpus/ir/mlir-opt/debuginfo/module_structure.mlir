#loc8 = loc("module_structure.mlir":13:21)
#loc21 = loc("module_structure.mlir":34:28)
module @outer attributes {tessera.test = "module attrs", tessera.version = 3 : i32} {
  func.func @public_fn() {
    return loc(#loc2)
  } loc(#loc1)
  func.func private @private_decl(i32) -> i32 loc(#loc3)
  func.func nested @nested_fn() {
    return loc(#loc5)
  } loc(#loc4)
  module @inner {
    func.func @leaf(%arg0: f32 loc("module_structure.mlir":13:21)) -> f32 {
      %0 = arith.addf %arg0, %arg0 : f32 loc(#loc9)
      return %0 : f32 loc(#loc10)
    } loc(#loc7)
  } loc(#loc6)
  module @explicit attributes {sym_visibility = "private"} {
    func.func @g() {
      return loc(#loc13)
    } loc(#loc12)
  } loc(#loc11)
  module {
    func.func private @anonymous_module_decl() loc(#loc15)
  } loc(#loc14)
  func.func @call_nested() -> f32 {
    %cst = arith.constant 1.500000e+00 : f32 loc(#loc17)
    %0 = call @public_caller(%cst) : (f32) -> f32 loc(#loc18)
    return %0 : f32 loc(#loc19)
  } loc(#loc16)
  func.func @public_caller(%arg0: f32 loc("module_structure.mlir":34:28)) -> f32 {
    return %arg0 : f32 loc(#loc22)
  } loc(#loc20)
} loc(#loc)
#loc = loc("module_structure.mlir":3:1)
#loc1 = loc("module_structure.mlir":4:3)
#loc2 = loc("module_structure.mlir":5:5)
#loc3 = loc("module_structure.mlir":7:3)
#loc4 = loc("module_structure.mlir":8:3)
#loc5 = loc("module_structure.mlir":9:5)
#loc6 = loc("module_structure.mlir":12:3)
#loc7 = loc("module_structure.mlir":13:5)
#loc9 = loc("module_structure.mlir":14:12)
#loc10 = loc("module_structure.mlir":15:7)
#loc11 = loc("module_structure.mlir":19:3)
#loc12 = loc("module_structure.mlir":20:5)
#loc13 = loc("module_structure.mlir":21:7)
#loc14 = loc("module_structure.mlir":25:3)
#loc15 = loc("module_structure.mlir":26:5)
#loc16 = loc("module_structure.mlir":29:3)
#loc17 = loc("module_structure.mlir":30:10)
#loc18 = loc("module_structure.mlir":31:10)
#loc19 = loc("module_structure.mlir":32:5)
#loc20 = loc("module_structure.mlir":34:3)
#loc22 = loc("module_structure.mlir":35:5)

