module @outer attributes {tessera.test = "module attrs", tessera.version = 3 : i32} {
  func.func @public_fn() {
    return
  }
  func.func private @private_decl(i32) -> i32
  func.func nested @nested_fn() {
    return
  }
  module @inner {
    func.func @leaf(%arg0: f32) -> f32 {
      %0 = arith.addf %arg0, %arg0 : f32
      return %0 : f32
    }
  }
  module @explicit attributes {sym_visibility = "private"} {
    func.func @g() {
      return
    }
  }
  module {
    func.func private @anonymous_module_decl()
  }
  func.func @call_nested() -> f32 {
    %cst = arith.constant 1.500000e+00 : f32
    %0 = call @public_caller(%cst) : (f32) -> f32
    return %0 : f32
  }
  func.func @public_caller(%arg0: f32) -> f32 {
    return %arg0 : f32
  }
}

