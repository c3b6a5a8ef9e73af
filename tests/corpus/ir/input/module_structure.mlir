// builtin.module: named modules, module attributes, nested modules,
// symbol visibility, and the explicit `builtin.module` spelling.
module @outer attributes {tessera.test = "module attrs", tessera.version = 3 : i32} {
  func.func @public_fn() {
    return
  }
  func.func private @private_decl(i32) -> i32
  func.func nested @nested_fn() {
    return
  }

  module @inner {
    func.func @leaf(%x: f32) -> f32 {
      %y = arith.addf %x, %x : f32
      return %y : f32
    }
  }

  builtin.module @explicit attributes {sym_visibility = "private"} {
    func.func @g() {
      return
    }
  }

  module {
    func.func private @anonymous_module_decl()
  }

  func.func @call_nested() -> f32 {
    %c = arith.constant 1.5 : f32
    %r = call @public_caller(%c) : (f32) -> f32
    return %r : f32
  }
  func.func @public_caller(%x: f32) -> f32 {
    return %x : f32
  }
}
