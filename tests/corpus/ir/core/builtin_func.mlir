// builtin.module and the func dialect: visibility, argument/result attributes, external
// declarations, calls, indirect calls, function constants, multiple results.
module @outer attributes {test.flag, test.level = 3 : i32} {
  func.func private @decl(i32 {test.arg}, f32) -> (i32 {test.res})
  func.func nested @nested_decl(index)
  func.func @two(%a: i32, %b: f32) -> (i32, f32) {
    return %a, %b : i32, f32
  }
  func.func @caller(%x: i32, %y: f32) -> i32 attributes {test.attr = "caller"} {
    %r:2 = func.call @two(%x, %y) : (i32, f32) -> (i32, f32)
    %d = call @decl(%r#0, %r#1) : (i32, f32) -> i32
    %f = constant @two : (i32, f32) -> (i32, f32)
    %s:2 = call_indirect %f(%d, %y) : (i32, f32) -> (i32, f32)
    return %s#0 : i32
  }
  func.func @no_results() {
    return
  }
  func.func @fn_result() -> ((i32) -> i32) {
    %f = func.constant @id : (i32) -> i32
    return %f : (i32) -> i32
  }
  func.func @id(%a: i32 {test.named = "a"}) -> i32 {
    return %a : i32
  }
  module @inner {
    func.func @in_inner() {
      return
    }
  }
}
