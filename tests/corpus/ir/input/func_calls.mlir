// func dialect: definitions, private declarations, argument and result
// attributes, multiple results, direct calls, func.constant with
// call_indirect, recursion, and function-level attributes.
func.func private @extern_sqrt(f64) -> f64 attributes {tessera.pure}
func.func private @extern_many(i32 {tessera.in}, memref<?xf32> {tessera.noalias, tessera.align = 64 : i64})
    -> (f32 {tessera.out}, i1)
func.func private @extern_noargs() -> ()

func.func @swap(%a: i32, %b: i32) -> (i32, i32) {
  return %b, %a : i32, i32
}

func.func @hypot(%x: f64 {tessera.name = "x"}, %y: f64 {tessera.name = "y"})
    -> (f64 {tessera.nonneg}) attributes {tessera.inline = "always"} {
  %xx = arith.mulf %x, %x : f64
  %yy = arith.mulf %y, %y : f64
  %s = arith.addf %xx, %yy : f64
  %r = func.call @extern_sqrt(%s) : (f64) -> f64
  return %r : f64
}

func.func @factorial(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %le = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %le -> (i64) {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @factorial(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}

func.func @indirect(%a: i32, %b: i32) -> (i32, i32) {
  %fn = func.constant @swap : (i32, i32) -> (i32, i32)
  %r:2 = func.call_indirect %fn(%a, %b) : (i32, i32) -> (i32, i32)
  %s:2 = call @swap(%r#0, %r#1) : (i32, i32) -> (i32, i32)
  %t0, %t1 = call @swap(%s#1, %s#0) {tessera.site = 1 : i32} : (i32, i32) -> (i32, i32)
  return %t0, %t1 : i32, i32
}

func.func @returns_function() -> ((f64, f64) -> f64) {
  %f = func.constant @hypot : (f64, f64) -> f64
  return %f : (f64, f64) -> f64
}

func.func @call_extern(%n: i32, %buf: memref<?xf32>) -> f32 {
  %v, %ok = call @extern_many(%n, %buf) : (i32, memref<?xf32>) -> (f32, i1)
  call @extern_noargs() : () -> ()
  %z = arith.constant 0.0 : f32
  %r = arith.select %ok, %v, %z : f32
  return %r : f32
}
